import { FormGroup, InputGroup, TextArea } from '@blueprintjs/core';
import { useState } from 'react';
import type { CodeList } from '../../contract/codeLists/calls';
import { useWords } from '../../i18n/words';
import { FormDialog } from '../../ui/FormDialog';
import { showToast } from '../../ui/toaster';
import { useSaveCodeList } from './api/codeLists';
import { codeListWords } from './words';

/** Makes a CUSTOM list, or renames a list (a SYSTEM list keeps its code). */
export function ListDialog({ list, onClose, onSaved }: { list?: CodeList; onClose(): void; onSaved?(id: number): void }) {
  const w = useWords(codeListWords);
  const save = useSaveCodeList();
  const [form, setForm] = useState({ Code: list?.Code ?? '', NameZh: list?.NameZh ?? '', NameEn: list?.NameEn ?? '', Description: list?.Description ?? '' });
  const set = (k: keyof typeof form) => (e: { target: { value: string } }) => setForm((f) => ({ ...f, [k]: e.target.value }));
  const submit = async () => {
    const saved = await save.mutateAsync({ ...(list ? { Id: list.Id, Version: list.Version } : {}), ...form });
    void showToast({ intent: 'success', message: w.saved });
    onSaved?.(saved.Id);
  };
  return (
    <FormDialog title={list ? w.editList : w.newList} onSubmit={submit} onClose={onClose} testId="code-list-form">
      <FormGroup label={w.code} labelFor="code-list-code">
        <InputGroup id="code-list-code" autoFocus={!list} value={form.Code} onChange={set('Code')} disabled={list?.Kind === 'SYSTEM'} maxLength={40} />
      </FormGroup>
      <FormGroup label={w.nameZh} labelFor="code-list-zh">
        <InputGroup id="code-list-zh" autoFocus={!!list} value={form.NameZh} onChange={set('NameZh')} maxLength={100} />
      </FormGroup>
      <FormGroup label={w.englishName} labelFor="code-list-en">
        <InputGroup id="code-list-en" value={form.NameEn} onChange={set('NameEn')} maxLength={100} />
      </FormGroup>
      <FormGroup label={w.description} labelFor="code-list-description">
        <TextArea id="code-list-description" fill value={form.Description} onChange={set('Description')} maxLength={500} />
      </FormGroup>
    </FormDialog>
  );
}
