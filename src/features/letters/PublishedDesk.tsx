import { Button, Callout, H2 } from '@blueprintjs/core';
import { type ReactNode, useState } from 'react';
import type { Access } from '../../contract/accessRow';
import { useLanguage } from '../../i18n/language';
import { useWords } from '../../i18n/words';
import { DataTable, type DataTableProps } from '../../lib/DataTable';
import { Gate } from '../../session/Gate';
import { useRoute } from '../../ui/routeContext';
import { run, WithdrawDialog } from './shared';
import { lettersWords } from './words';

/** A published document as the desks handle it: a letter or a sailing table. */
interface Versioned {
  Id: number;
  Version: number;
}

/** What the desk opens: one item's panel, with the actions that lead out of it. */
export interface DeskPanelProps<W> {
  id: number;
  onClose(): void;
  onEdit(item: W): void;
  onPublish(item: W): void;
  onWithdraw(item: W): void;
}

/**
 * The desk both /Portal/ShipLetterMaintain and /Portal/ShipTableMaintain are (operations.md §13.4):
 * the searched list, "new", the opened item's panel, its editor, and the withdrawal with its reason.
 * What differs — the list, its columns, the panel, the editor, how publishing asks — comes in.
 */
export function PublishedDesk<R extends { Id: number }, W extends Versioned>(props: {
  testId: string;
  hint: string;
  add: { text: string; testId: string; access: Access };
  list: DataTableProps<R>['list'];
  /** Query the list always sends (the site the desk keeps tables for). */
  fixed?: Record<string, string>;
  /** Above the list (the site bar). */
  head?: ReactNode;
  columns: DataTableProps<R>['columns'];
  exportAccess: Access;
  /** Asks and publishes (the confirmation's words differ per kind). */
  publish(item: W): Promise<void>;
  withdraw(x: { Id: number; Version: number; Reason: string }): Promise<unknown>;
  panel(p: DeskPanelProps<W>): ReactNode;
  editor(p: { item: W | undefined; onClose(): void; onSaved(id: number): void }): ReactNode;
  dialog?: ReactNode;
}) {
  const route = useRoute();
  const lang = useLanguage();
  const w = useWords(lettersWords);
  const [opened, setOpened] = useState<number>();
  const [editing, setEditing] = useState<W | 'new'>();
  const [withdrawing, setWithdrawing] = useState<W>();
  return (
    <section className="admin-screen" data-testid={props.testId}>
      {props.dialog}
      <H2>{route.title[lang]}</H2>
      <Callout icon="info-sign">{props.hint}</Callout>
      {props.head}
      <DataTable<R>
        list={props.list}
        fixed={props.fixed}
        label={route.title[lang]}
        exportAccess={props.exportAccess}
        columns={props.columns}
        toolbar={
          <Gate access={props.add.access}>
            <Button icon="add" intent="primary" text={props.add.text} onClick={() => setEditing('new')} data-testid={props.add.testId} />
          </Gate>
        }
        onOpen={(r) => setOpened(r.Id)}
        actionsWidth={90}
        actions={(r) => <Button size="small" icon="eye-open" text={w.open} onClick={() => setOpened(r.Id)} />}
      />
      {opened
        ? props.panel({
            id: opened,
            onClose: () => setOpened(undefined),
            onEdit: setEditing,
            onPublish: (i) => void props.publish(i),
            onWithdraw: setWithdrawing,
          })
        : null}
      {editing
        ? props.editor({
            item: editing === 'new' ? undefined : editing,
            onClose: () => setEditing(undefined),
            onSaved: (id) => {
              setEditing(undefined);
              setOpened(id);
            },
          })
        : null}
      {withdrawing ? (
        <WithdrawDialog
          onClose={() => setWithdrawing(undefined)}
          onWithdraw={(Reason) =>
            run(async () => {
              await props.withdraw({ Id: withdrawing.Id, Version: withdrawing.Version, Reason });
              setWithdrawing(undefined);
              return w.withdrawn;
            })
          }
        />
      ) : null}
    </section>
  );
}
