import { Button, HTMLTable, Switch, Tag } from '@blueprintjs/core';
import type { CodeEntry, CodeList } from '../../contract/codeLists/calls';
import { useWords } from '../../i18n/words';
import type { useConfirm } from '../../lib/useConfirm';
import { toastFailure } from '../../ui/toaster';
import { useDeleteCodeEntry, useReorderCodeList, useSaveCodeEntry } from './api/codeLists';
import { codeListWords } from './words';

interface EntriesTableProps {
  list: CodeList;
  /** The entries shown (the search's). */
  entries: CodeEntry[];
  /** Moving rows only while every entry is shown (an order of a filtered few would be the wrong order). */
  reorderable: boolean;
  mayEdit: boolean;
  onEdit(entry: CodeEntry): void;
  ask: ReturnType<typeof useConfirm>['ask'];
}

/** A list's codes in their order: move up and down, switch on and off, edit in a dialog, delete (a CUSTOM list's code no module uses). */
export function EntriesTable({ list, entries, reorderable, mayEdit, onEdit, ask }: EntriesTableProps) {
  const w = useWords(codeListWords);
  const reorder = useReorderCodeList();
  const save = useSaveCodeEntry();
  const remove = useDeleteCodeEntry();
  const move = (at: number, by: number) => {
    const ids = list.Items.map((e) => e.Id);
    const to = at + by;
    if (to < 0 || to >= ids.length) return;
    [ids[at], ids[to]] = [ids[to]!, ids[at]!];
    reorder.mutateAsync({ Id: list.Id, Version: list.Version, EntryIds: ids }).catch(toastFailure);
  };
  const setActive = (e: CodeEntry, active: boolean) =>
    save
      .mutateAsync({ ListId: list.Id, Id: e.Id, Version: e.Version, Code: e.Code, NameZh: e.NameZh, NameEn: e.NameEn, Remarks: e.Remarks, Active: active })
      .catch(toastFailure);
  const del = async (e: CodeEntry) => {
    if (!(await ask({ text: w.confirmDeleteEntry(e.Code), confirm: w.delete, cancel: w.cancel, intent: 'danger' }))) return;
    remove.mutateAsync({ Id: e.Id, Version: e.Version }).catch(toastFailure);
  };
  const busy = reorder.isPending || save.isPending || remove.isPending;
  const rowProps = { list, reorderable, mayEdit, busy, onEdit, move, setActive, del };
  return (
    <HTMLTable compact striped interactive className="code-lists__table" data-testid="code-entries">
      <thead>
        <tr>
          <th>{w.order}</th>
          <th>{w.code}</th>
          <th>{w.nameZh}</th>
          <th>{w.englishName}</th>
          <th>{w.active}</th>
          <th>{w.remarks}</th>
          <th>{w.inUse}</th>
          <th>{w.actions}</th>
        </tr>
      </thead>
      <tbody>
        {entries.map((e) => (
          <EntryRow key={e.Id} entry={e} at={list.Items.findIndex((x) => x.Id === e.Id)} {...rowProps} />
        ))}
      </tbody>
    </HTMLTable>
  );
}

interface EntryRowProps {
  entry: CodeEntry;
  /** Its place in the whole list. */
  at: number;
  list: CodeList;
  reorderable: boolean;
  mayEdit: boolean;
  busy: boolean;
  onEdit(entry: CodeEntry): void;
  move(at: number, by: number): void;
  setActive(entry: CodeEntry, active: boolean): void;
  del(entry: CodeEntry): Promise<void>;
}

/** One code: its place (with the arrows that move it), its names, its state, its uses and its buttons. */
function EntryRow({ entry: e, at, list, reorderable, mayEdit, busy, onEdit, move, setActive, del }: EntryRowProps) {
  const w = useWords(codeListWords);
  return (
    <tr data-code={e.Code} className={e.Active ? undefined : 'is-inactive'} onDoubleClick={() => mayEdit && onEdit(e)}>
      <td className="code-lists__order">
        {at + 1}
        {mayEdit && reorderable ? (
          <>
            <Button
              size="small"
              variant="minimal"
              icon="arrow-up"
              aria-label={`${w.moveUp} ${e.Code}`}
              disabled={busy || at === 0}
              onClick={() => move(at, -1)}
            />
            <Button
              size="small"
              variant="minimal"
              icon="arrow-down"
              aria-label={`${w.moveDown} ${e.Code}`}
              disabled={busy || at === list.Items.length - 1}
              onClick={() => move(at, 1)}
            />
          </>
        ) : null}
      </td>
      <td className="code-lists__nowrap">
        <code>{e.Code}</code>
      </td>
      <td>{e.NameZh}</td>
      <td>{e.NameEn}</td>
      <td>
        <Switch
          checked={e.Active}
          disabled={!mayEdit || busy}
          aria-label={`${e.Active ? w.disable : w.enable} ${e.Code}`}
          onChange={(ev) => setActive(e, ev.currentTarget.checked)}
          style={{ marginBottom: 0 }}
        />
      </td>
      <td>{e.Remarks}</td>
      <td className="code-lists__nowrap">{e.InUse ? <Tag intent="warning">{e.InUse}</Tag> : <span>{w.notUsed}</span>}</td>
      <td className="code-lists__nowrap">
        {mayEdit ? (
          <>
            <Button size="small" variant="minimal" icon="edit" text={w.edit} aria-label={`${w.edit} ${e.Code}`} onClick={() => onEdit(e)} />
            {list.Kind === 'CUSTOM' ? (
              <Button
                size="small"
                variant="minimal"
                icon="trash"
                intent="danger"
                text={w.delete}
                aria-label={`${w.delete} ${e.Code}`}
                disabled={e.InUse > 0}
                onClick={() => void del(e)}
              />
            ) : null}
          </>
        ) : null}
      </td>
    </tr>
  );
}
