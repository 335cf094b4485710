import { Callout, FormGroup, InputGroup, Switch, TextArea } from '@blueprintjs/core';
import { useState } from 'react';
import type { CodeEntry, CodeList } from '../../contract/codeLists/calls';
import { useWords } from '../../i18n/words';
import { AppDialog, SaveCancelFooter } from '../../ui/AppDialog';
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
  const [refusal, setRefusal] = useState<string>();
  const set = (k: keyof typeof form) => (e: { target: { value: string } }) => setForm((f) => ({ ...f, [k]: e.target.value }));
  const submit = async () => {
    try {
      await save.mutateAsync({ ListId: list.Id, ...(entry ? { Id: entry.Id, Version: entry.Version } : {}), ...form });
      void showToast({ intent: 'success', message: w.saved });
      onClose();
    } catch (err) {
      setRefusal(err instanceof Error ? err.message : String(err));
    }
  };
  return (
    <AppDialog isOpen onClose={onClose} title={entry ? `${w.editEntry} ${entry.Code}` : w.newEntry}>
      <form
        className="bp6-dialog-body"
        data-testid="code-entry-form"
        onSubmit={(e) => {
          e.preventDefault();
          void submit();
        }}
      >
        {refusal ? (
          <Callout intent="danger" compact role="alert">
            {refusal}
          </Callout>
        ) : null}
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
        <button type="submit" hidden aria-hidden tabIndex={-1} />
      </form>
      <SaveCancelFooter onCancel={onClose} onSave={() => void submit()} />
    </AppDialog>
  );
}
