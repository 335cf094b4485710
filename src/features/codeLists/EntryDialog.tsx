import { FormGroup, InputGroup, Switch, TextArea } from '@blueprintjs/core';
import { useState } from 'react';
import type { CodeEntry, CodeList } from '../../contract/codeLists/calls';
import { useWords } from '../../i18n/words';
import { FormDialog } from '../../ui/FormDialog';
import { showToast } from '../../ui/toaster';
import { useSaveCodeEntry } from './api/codeLists';
import { codeListWords } from './words';

/** Adds a code to a CUSTOM list, or edits one (a SYSTEM list's code stays as it is: only its names, remarks and state change). */
export function EntryDialog({ list, entry, onClose }: { list: CodeList; entry?: CodeEntry; onClose(): void }) {
  const w = useWords(codeListWords);
  const save = useSaveCodeEntry();
  const [form, setForm] = useState({
    Code: entry?.Code ?? '',
    NameZh: entry?.NameZh ?? '',
    NameEn: entry?.NameEn ?? '',
    Remarks: entry?.Remarks ?? '',
    Active: entry?.Active ?? true,
  });
  const set = (k: keyof typeof form) => (e: { target: { value: string } }) => setForm((f) => ({ ...f, [k]: e.target.value }));
  const submit = async () => {
    await save.mutateAsync({ ListId: list.Id, ...(entry ? { Id: entry.Id, Version: entry.Version } : {}), ...form });
    void showToast({ intent: 'success', message: w.saved });
  };
  return (
    <FormDialog title={entry ? `${w.editEntry} ${entry.Code}` : w.newEntry} onSubmit={submit} onClose={onClose} testId="code-entry-form">
      <FormGroup label={w.code} labelFor="code-entry-code" helperText={list.Kind === 'SYSTEM' ? w.systemNote : undefined}>
        <InputGroup id="code-entry-code" autoFocus={!entry} value={form.Code} onChange={set('Code')} disabled={list.Kind === 'SYSTEM'} maxLength={40} />
      </FormGroup>
      <FormGroup label={w.nameZh} labelFor="code-entry-zh">
        <InputGroup id="code-entry-zh" autoFocus={!!entry} value={form.NameZh} onChange={set('NameZh')} maxLength={100} />
      </FormGroup>
      <FormGroup label={w.englishName} labelFor="code-entry-en">
        <InputGroup id="code-entry-en" value={form.NameEn} onChange={set('NameEn')} maxLength={100} />
      </FormGroup>
      <FormGroup label={w.remarks} labelFor="code-entry-remarks">
        <TextArea id="code-entry-remarks" fill value={form.Remarks} onChange={set('Remarks')} maxLength={500} />
      </FormGroup>
      <Switch label={w.active} checked={form.Active} onChange={(e) => setForm((f) => ({ ...f, Active: e.currentTarget.checked }))} />
    </FormDialog>
  );
}
