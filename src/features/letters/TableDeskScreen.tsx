import { Button, Callout, H2 } from '@blueprintjs/core';
import { useState } from 'react';
import { sailingCalls, type SailingTableRow, type SailingTableWire } from '../../contract/letters/calls';
import { LETTERS_ACCESS as A } from '../../contract/letters/module';
import { useLanguage } from '../../i18n/language';
import { useWords } from '../../i18n/words';
import { DataTable } from '../../lib/DataTable';
import { useConfirm } from '../../lib/useConfirm';
import { Gate } from '../../session/Gate';
import { useRoute } from '../../ui/routeContext';
import { usePublishTable, useWithdrawTable } from './api/sailing';
import { tableColumns } from './columns';
import { run, WithdrawDialog } from './shared';
import { TableHeaderEditor } from './TableHeaderEditor';
import { TablePanel } from './TablePanel';
import { lettersWords } from './words';

const COLUMNS = tableColumns(true);

/**
 * /Portal/ShipTableMaintain (operations.md §13.4): the desk's sailing tables — created, their sailings
 * imported from Excel (a preview with each refused row's reasons first) or edited in a grid,
 * published to their audience, changed (a new version), withdrawn with a reason, exported.
 */
export default function TableDeskScreen() {
  const route = useRoute();
  const lang = useLanguage();
  const w = useWords(lettersWords);
  const { dialog, ask } = useConfirm();
  const publish = usePublishTable().mutateAsync;
  const withdraw = useWithdrawTable().mutateAsync;
  const [opened, setOpened] = useState<number>();
  const [editing, setEditing] = useState<SailingTableWire | 'new'>();
  const [withdrawing, setWithdrawing] = useState<SailingTableWire>();
  const onPublish = async (t: SailingTableWire) => {
    if (!(await ask({ text: `${w.publish}：${t.Title}`, confirm: w.publish, cancel: w.cancel }))) return;
    await run(async () => {
      await publish({ Id: t.Id, Version: t.Version });
      return w.published;
    });
  };
  return (
    <section className="admin-screen" data-testid="table-desk">
      {dialog}
      <H2>{route.title[lang]}</H2>
      <Callout icon="info-sign">{w.tableHint}</Callout>
      <DataTable<SailingTableRow>
        list={sailingCalls.list}
        label={route.title[lang]}
        exportAccess={A.tableRead}
        columns={COLUMNS}
        toolbar={
          <Gate access={A.tableEdit}>
            <Button icon="add" intent="primary" text={w.addTable} onClick={() => setEditing('new')} data-testid="table-add" />
          </Gate>
        }
        onOpen={(t) => setOpened(t.Id)}
        actionsWidth={90}
        actions={(t) => <Button size="small" icon="eye-open" text={w.open} onClick={() => setOpened(t.Id)} />}
      />
      {opened ? (
        <TablePanel id={opened} onClose={() => setOpened(undefined)} onEdit={setEditing} onPublish={(t) => void onPublish(t)} onWithdraw={setWithdrawing} />
      ) : null}
      {editing ? (
        <TableHeaderEditor
          table={editing === 'new' ? undefined : editing}
          onClose={() => setEditing(undefined)}
          onSaved={(id) => {
            setEditing(undefined);
            setOpened(id);
          }}
        />
      ) : null}
      {withdrawing ? (
        <WithdrawDialog
          onClose={() => setWithdrawing(undefined)}
          onWithdraw={(Reason) =>
            run(async () => {
              await withdraw({ Id: withdrawing.Id, Version: withdrawing.Version, Reason });
              setWithdrawing(undefined);
              return w.withdrawn;
            })
          }
        />
      ) : null}
    </section>
  );
}
