import { Button, Callout, InputGroup, Spinner, Tag } from '@blueprintjs/core';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useRef, useState } from 'react';
import type { ImportResult } from '../../contract/admin';
import type { CodeEntry } from '../../contract/codeLists/calls';
import { CODE_LIST_ACCESS as A } from '../../contract/codeLists/module';
import { useLanguage } from '../../i18n/language';
import { useWords } from '../../i18n/words';
import { ImportReport } from '../../lib/DataTableParts';
import { FilePick } from '../../lib/FilePick';
import { usePageKeys } from '../../lib/pageKeys';
import { saveDownload } from '../../lib/saveFile';
import { SHEET_ACCEPT } from '../../lib/sheetFile';
import { useConfirm } from '../../lib/useConfirm';
import { useSheetUpload } from '../../lib/useSheetUpload';
import { Gate } from '../../session/Gate';
import { useAllows } from '../../session/access';
import { toastFailure } from '../../ui/toaster';
import { codeListExportPath, codeListImportPath, codeListKeys, codeListQueryOptions, useDeleteCodeList } from './api/codeLists';
import { EntriesTable } from './EntriesTable';
import { ListToolbar } from './ListToolbar';
import { EntryDialog } from './EntryDialog';
import { HistoryPanel } from './HistoryPanel';
import { ListDialog } from './ListDialog';
import { codeListWords } from './words';

const matches = (e: CodeEntry, q: string) => !q || [e.Code, e.NameZh, e.NameEn, e.Remarks].some((v) => v.toLowerCase().includes(q));

/** One list: its names, who reads it, its codes (search, edit, reorder, activate, delete), Excel out and in, its history. */
export function ListDetail({ id, onGone }: { id: number; onGone(): void }) {
  const w = useWords(codeListWords);
  const lang = useLanguage();
  const allows = useAllows();
  const list = useQuery(codeListQueryOptions(id));
  const [q, setQ] = useState('');
  const [editing, setEditing] = useState<CodeEntry | 'new'>();
  const [editingList, setEditingList] = useState(false);
  const [showHistory, setShowHistory] = useState(false);
  const [outcome, setOutcome] = useState<ImportResult>();
  const search = useRef<HTMLInputElement>(null);
  const client = useQueryClient();
  const upload = useSheetUpload<ImportResult>((answer) => {
    setOutcome(answer);
    if (answer) void client.invalidateQueries({ queryKey: codeListKeys.all });
  });
  const removeList = useDeleteCodeList();
  const { dialog, ask } = useConfirm();
  const l = list.data;
  const custom = l?.Kind === 'CUSTOM';
  const mayEdit = allows(A.codeListEdit);
  usePageKeys({
    '/': () => search.current?.focus(),
    n: () => (custom && mayEdit ? setEditing('new') : false),
    h: () => setShowHistory((s) => !s),
  });
  if (!l) return list.isPending ? <Spinner /> : null;
  const shown = l.Items.filter((e) => matches(e, q.trim().toLowerCase()));
  const deleteList = async () => {
    if (!(await ask({ text: w.confirmDeleteList(l.Code), confirm: w.delete, cancel: w.cancel, intent: 'danger' }))) return;
    removeList.mutateAsync({ Id: l.Id, Version: l.Version }).then(onGone, toastFailure);
  };
  return (
    <section className="code-lists__detail" data-testid="code-list-detail">
      <div className="code-lists__title">
        <h3>{(lang === 'en' && l.NameEn) || l.NameZh}</h3>
        <span>{lang === 'en' ? l.NameZh : l.NameEn}</span>
        <code>{l.Code}</code>
        <Tag intent={l.Kind === 'SYSTEM' ? 'primary' : 'none'}>{w[l.Kind]}</Tag>
        <span>{w.entriesCount(l.Entries, l.ActiveEntries)}</span>
      </div>
      {l.Description ? <p>{l.Description}</p> : null}
      {l.Kind === 'SYSTEM' ? (
        <Callout intent="primary" compact>
          {w.systemNote}
        </Callout>
      ) : null}
      <Callout compact data-testid="code-list-readers">
        {l.ReadBy.length ? `${w.readBy}${l.ReadBy.map((r) => (lang === 'en' ? r.En : r.Zh)).join(w.listSeparator)}` : w.readByNone}
      </Callout>
      <ListToolbar
        list={l}
        search={search}
        q={q}
        onQ={setQ}
        onNewEntry={() => setEditing('new')}
        onEditList={() => setEditingList(true)}
        onDeleteList={() => void deleteList()}
        importing={upload.busy}
        onFile={(file) => void upload.send(codeListImportPath(l.Id), file)}
        history={showHistory}
        onHistory={() => setShowHistory((s) => !s)}
      />
      <EntriesTable list={l} entries={shown} reorderable={!q.trim()} mayEdit={mayEdit} onEdit={setEditing} ask={ask} />
      {showHistory ? <HistoryPanel id={l.Id} /> : null}
      {editing ? <EntryDialog list={l} entry={editing === 'new' ? undefined : editing} onClose={() => setEditing(undefined)} /> : null}
      {editingList ? <ListDialog list={l} onClose={() => setEditingList(false)} /> : null}
      <ImportReport result={upload.preview} onClose={upload.cancel} onConfirm={() => void upload.confirm()} confirming={upload.busy} subject={w.code} />
      <ImportReport result={outcome} onClose={() => setOutcome(undefined)} subject={w.code} />
      {dialog}
    </section>
  );
}
