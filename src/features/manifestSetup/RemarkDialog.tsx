import { Callout, Checkbox, DialogBody, FormGroup, HTMLSelect, InputGroup, NumericInput } from '@blueprintjs/core';
import { useQuery } from '@tanstack/react-query';
import type { Dispatch, SetStateAction } from 'react';
import { type ManifestRemarkSave, REMARK_USES, type RemarkUse } from '../../contract/manifestSetup/calls';
import type { Bilingual } from '../../i18n/bilingual';
import { useLanguage } from '../../i18n/language';
import { useWords } from '../../i18n/words';
import { AppDialog, SaveCancelFooter } from '../../ui/AppDialog';
import { showToast } from '../../ui/toaster';
import { remarkLogQuery, saveManifestRemark } from './api/setup';
import { HistoryList } from './HistoryList';
import { manifestSetupWords } from './words';

/** A standard remark made or changed: its use, code, words in both languages, order and switch, and (a stored one) its history. */
export function RemarkDialog(props: {
  editing: ManifestRemarkSave | undefined;
  setEditing: Dispatch<SetStateAction<ManifestRemarkSave | undefined>>;
  use: RemarkUse;
  useWord: Record<RemarkUse, Bilingual>;
  error: { message: string; errors?: { Path: string; Message: string }[] } | undefined;
  setError(e: { message: string; errors?: { Path: string; Message: string }[] } | undefined): void;
  refresh(): Promise<void>;
}) {
  const lang = useLanguage();
  const w = useWords(manifestSetupWords);
  const { editing, setEditing, use, useWord, error, setError, refresh } = props;
  const log = useQuery(remarkLogQuery(editing?.Id ?? 0, editing?.Id !== undefined));
  const save = async () => {
    if (!editing) return;
    try {
      await saveManifestRemark(editing);
      void showToast({ intent: 'success', message: w.saved });
      setEditing(undefined);
      await refresh();
    } catch (e) {
      setError(e as { message: string; errors?: { Path: string; Message: string }[] });
    }
  };
  const fieldError = (name: string) => error?.errors?.find((e) => e.Path === `/${name}`)?.Message;
  const set = (patch: Partial<ManifestRemarkSave>) => setEditing((x) => x && { ...x, ...patch });
  const input = (name: 'MRK_CODE' | 'MRK_TEXT_ZH' | 'MRK_TEXT_EN', upper = false) => (
    <FormGroup label={w[name]} labelFor={`mrk-${name}`} helperText={fieldError(name)} intent={fieldError(name) ? 'danger' : 'none'}>
      <InputGroup id={`mrk-${name}`} value={editing?.[name] ?? ''} onChange={(e) => set({ [name]: upper ? e.target.value.toUpperCase() : e.target.value })} />
    </FormGroup>
  );

  return (
    <AppDialog isOpen={!!editing} title={editing?.Id ? `${editing.MRK_CODE}` : w.newRemark} onClose={() => setEditing(undefined)} style={{ width: 560 }}>
      <DialogBody>
        {error ? <Callout intent="danger">{error.message}</Callout> : null}
        <FormGroup label={w.MRK_USE} labelFor="mrk-use">
          <HTMLSelect
            id="mrk-use"
            value={editing?.MRK_USE ?? use}
            options={REMARK_USES.map((u) => ({ value: u, label: useWord[u][lang] }))}
            onChange={(e) => set({ MRK_USE: e.target.value as RemarkUse })}
          />
        </FormGroup>
        {input('MRK_CODE', true)}
        {input('MRK_TEXT_ZH')}
        {input('MRK_TEXT_EN')}
        <FormGroup label={w.MRK_SORT} labelFor="mrk-sort">
          <NumericInput id="mrk-sort" min={0} max={9999} value={editing?.MRK_SORT ?? 0} onValueChange={(n) => set({ MRK_SORT: Number.isFinite(n) ? n : 0 })} />
        </FormGroup>
        <Checkbox checked={editing?.MRK_ENABLED ?? true} label={w.MRK_ENABLED} onChange={(e) => set({ MRK_ENABLED: e.currentTarget.checked })} />
        {editing?.Id ? (
          <>
            <h4>{w.history}</h4>
            <HistoryList log={log.data} />
          </>
        ) : null}
      </DialogBody>
      <SaveCancelFooter onCancel={() => setEditing(undefined)} onSave={() => void save()} />
    </AppDialog>
  );
}
