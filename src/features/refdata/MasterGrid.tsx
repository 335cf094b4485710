import type { ListCall } from '../../contract/call';
import { useState, type ReactNode } from 'react';
import { Button, H2, Tag } from '@blueprintjs/core';
import { useQueryClient } from '@tanstack/react-query';
import { ACCESS, type Access } from '../../contract/access';
import type { Bilingual } from '../../i18n/bilingual';
import { useLanguage } from '../../i18n/language';
import { useWords } from '../../i18n/words';
import { commonWords } from '../../i18n/commonWords';
import { ApiForm, type FieldSpec } from '../../lib/ApiForm';
import { DataTable, type DataColumn } from '../../lib/DataTable';
import { useCallAction } from '../../lib/useCallAction';
import { useConfirm } from '../../lib/useConfirm';
import { type MasterCalls, refdataKeys, writeMaster } from './api/refdata';
import { Gate } from '../../session/Gate';
import { AppDialog } from '../../ui/AppDialog';
import { useRoute } from '../../ui/routeContext';
import { ChangeLog } from '../../ui/audit/ChangeLog';
import { REFDATA_CHANGES } from './changes';
import { refdataWords } from './words';

/** What every master row has: its key (a code, or a generated id), status and version. */
export interface MasterRow {
  Code?: string;
  Id?: number;
  Status: 'ACTIVE' | 'DISABLED';
  Version: number;
}

export interface MasterGridProps<T extends MasterRow> {
  /** The grid's list as the reference data's contract declares it (refdataListCalls). */
  list: ListCall<T>;
  /** Its writes: the master's calls in src/contract/refdata. */
  calls: MasterCalls;
  access: { read: Access; edit: Access };
  /** The change log's kind of record (server: masterService.ts `entity`). */
  entity: string;
  columns: DataColumn<T>[];
  /** The edit form's fields; `Code` first (fixed once saved). */
  fields(editing: T | undefined): FieldSpec[];
  /** A row as the form's starting values. */
  initial(row: T): Record<string, string>;
  /** The form's values as the save call's body (without Version). */
  body(values: Record<string, string>): Record<string, unknown>;
  newTitle: Bilingual;
  editTitle(label: string): Bilingual;
  /** How rows are keyed (server: masterService.ts `key`): by their code (default) or a generated id. */
  keyField?: 'Code' | 'Id';
  /** A row as named in titles and labels (default: its code); rows keyed by id need one (a vessel's name). */
  label?(row: T): string;
  /** More above the grid (a hint, a filter). */
  children?: ReactNode;
  /** The headers an import sheet may carry (the list takes Excel imports at `<list>/Import`); none: no import. */
  importColumns?: string[];
  /** The list's own actions on a row (generate sailings, preview …), before edit, enable and delete. */
  rowActions?(row: T): ReactNode;
  /** Room for them (pixels) beside the three every grid has. */
  rowActionsWidth?: number;
  /** A grid wider than the screen: the buttons first, frozen (DataTable `actionsFirst`). */
  wide?: boolean;
}

/** The status column every master grid shows, with its filter. */
export function statusColumn<T extends MasterRow>(): DataColumn<T> {
  return {
    key: 'Status',
    title: commonWords.status,
    width: 80,
    filter: [
      { value: 'ACTIVE', label: refdataWords.active },
      { value: 'DISABLED', label: refdataWords.disabledState },
    ],
    text: (r, l) => (r.Status === 'ACTIVE' ? refdataWords.active[l] : refdataWords.disabledState[l]),
  };
}

/** A row's key (its key field: Code unless the list says otherwise) and its name in messages. */
function rowNaming<T extends MasterRow>(props: MasterGridProps<T>) {
  const keyField = props.keyField ?? 'Code';
  const keyOf = (r: T) => ({ [keyField]: r[keyField] });
  const labelOf = (r: T) => props.label?.(r) ?? String(r[keyField]);
  return { keyField, keyOf, labelOf };
}

/** A row's own buttons: edit, enable or disable, delete (asked first). */
function MasterRowButtons({
  r,
  label,
  access,
  onEdit,
  onToggle,
  onDelete,
}: {
  r: MasterRow;
  label: string;
  access: Access;
  onEdit(): void;
  onToggle(): void;
  onDelete(): void;
}) {
  const w = useWords(refdataWords);
  const c = useWords(commonWords);
  return (
    <Gate access={access}>
      <Button size="small" minimal icon="edit" aria-label={`${c.edit} ${label}`} onClick={onEdit} />
      <Button
        size="small"
        minimal
        icon={r.Status === 'ACTIVE' ? 'disable' : 'tick-circle'}
        text={r.Status === 'ACTIVE' ? w.disable : w.enable}
        aria-label={`${r.Status === 'ACTIVE' ? w.disable : w.enable} ${label}`}
        onClick={onToggle}
      />
      <Button size="small" minimal intent="danger" icon="trash" aria-label={`${c.delete} ${label}`} onClick={onDelete} />
    </Gate>
  );
}

/**
 * One master list's screen (commercial.md §1.4): the grid searched, sorted and paged on the server
 * with its Excel export; add and edit in a dialog whose typing survives a reload (draft); enable,
 * disable and delete on the row (a code in use is refused with its counts: disable it); the change
 * log below. Every change is the server's to allow: the buttons only follow the grants.
 */
export function MasterGrid<T extends MasterRow>(props: MasterGridProps<T>) {
  const route = useRoute();
  const lang = useLanguage();
  const w = useWords(refdataWords);
  const c = useWords(commonWords);
  const changed = [refdataKeys.list(props.list.path), refdataKeys.changeLog()];
  const setStatus = useCallAction((body: object) => writeMaster(props.calls.setStatus, body), changed);
  const remove = useCallAction((body: object) => writeMaster(props.calls.delete, body), changed);
  const queries = useQueryClient();
  const confirm = useConfirm();
  const [editing, setEditing] = useState<T | 'new'>();
  const row = editing === 'new' ? undefined : editing;
  const { keyField, keyOf, labelOf } = rowNaming(props);
  const close = () => setEditing(undefined);
  return (
    <section className="admin-screen">
      <H2>{route.title[lang]}</H2>
      {props.children}
      <DataTable<T>
        list={props.list}
        label={route.title[lang]}
        exportAccess={props.access.read}
        importAccess={props.importColumns ? props.access.edit : undefined}
        importColumns={props.importColumns}
        columns={props.columns}
        onOpen={(r) => setEditing(r)}
        toolbar={
          <Gate access={props.access.edit}>
            <Button size="small" intent="primary" icon="add" text={props.newTitle[lang]} onClick={() => setEditing('new')} />
          </Gate>
        }
        actionsWidth={150 + (props.rowActionsWidth ?? 0)}
        actionsFirst={props.wide}
        actions={(r) => (
          <>
            {props.rowActions?.(r)}
            <MasterRowButtons
              r={r}
              label={labelOf(r)}
              access={props.access.edit}
              onEdit={() => setEditing(r)}
              onToggle={() =>
                void setStatus({ ...keyOf(r), Status: r.Status === 'ACTIVE' ? 'DISABLED' : 'ACTIVE' }, r.Status === 'ACTIVE' ? w.disabledDone : w.enabledDone)
              }
              onDelete={async () => {
                if (await confirm.ask({ text: w.deleteConfirm(labelOf(r)), confirm: c.delete, cancel: c.cancel, intent: 'danger' }))
                  await remove(keyOf(r), c.deleted);
              }}
            />
          </>
        )}
      />
      <AppDialog isOpen={editing !== undefined} onClose={close} title={row ? props.editTitle(labelOf(row))[lang] : props.newTitle[lang]}>
        <div className="bp6-dialog-body">
          {row && row.Status === 'DISABLED' && <Tag intent="warning">{w.disabledState}</Tag>}
          <ApiForm
            key={row ? `${row[keyField]}@${row.Version}` : 'new'}
            draftKey={`${props.entity}.${row ? `${row[keyField]}@${row.Version}` : 'new'}`}
            fields={props.fields(row)}
            initial={row ? props.initial(row) : undefined}
            submitText={c.save}
            onSubmit={async (values) => {
              await writeMaster(props.calls.save, { ...props.body(values), ...(row ? { ...keyOf(row), Version: row.Version } : {}) });
              // saved: the dialog closes at once; the grid and the change log refresh behind it
              close();
              for (const queryKey of changed) void queries.invalidateQueries({ queryKey });
              return c.saved;
            }}
            footer={<Button minimal text={c.cancel} onClick={close} />}
          />
        </div>
      </AppDialog>
      {confirm.dialog}
      <Gate access={ACCESS.auditRead}>
        <ChangeLog entity={props.entity} vocabulary={REFDATA_CHANGES} />
      </Gate>
    </section>
  );
}
