import { Button, Callout, Checkbox, DialogBody, FormGroup, H2, HTMLSelect, InputGroup, NumericInput, Tab, Tabs } from '@blueprintjs/core';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { manifestSetupCalls as C, type ManifestRemarkRow, type ManifestRemarkSave, REMARK_USES, type RemarkUse } from '../../contract/manifestSetup/calls';
import { MANIFEST_SETUP_ACCESS as A } from '../../contract/manifestSetup/module';
import { useLanguage } from '../../i18n/language';
import { useWords } from '../../i18n/words';
import { DataTable, listKey } from '../../lib/DataTable';
import { useConfirm } from '../../lib/useConfirm';
import { Gate } from '../../session/Gate';
import { AppDialog, SaveCancelFooter } from '../../ui/AppDialog';
import { useRoute } from '../../ui/routeContext';
import { showToast } from '../../ui/toaster';
import { deleteManifestRemark, remarkLogQuery, saveManifestRemark, setupKeys } from './api/setup';
import { HistoryList } from './HistoryList';
import { manifestSetupWords } from './words';

/**
 * Standard remarks (operations.md §7.5 /mainifest/remarkConfig): one tab a use — return reasons,
 * manifest remarks, change-reason codes — each a code with its words in both languages, an order
 * and a switch; the verify queue and amendments pick from them.
 */
export default function RemarkConfigScreen() {
  const route = useRoute();
  const lang = useLanguage();
  const w = useWords(manifestSetupWords);
  const queries = useQueryClient();
  const { dialog, ask } = useConfirm();
  const [use, setUse] = useState<RemarkUse>('REJECT_REASON');
  const [editing, setEditing] = useState<ManifestRemarkSave>();
  const [error, setError] = useState<{ message: string; errors?: { Path: string; Message: string }[] }>();
  const log = useQuery({ ...remarkLogQuery(editing?.Id ?? 0), enabled: editing?.Id !== undefined });
  const refresh = async () => {
    await queries.invalidateQueries({ queryKey: listKey(C.manifestRemarkList.path) });
    if (editing?.Id) await queries.invalidateQueries({ queryKey: setupKeys.remarkLog(editing.Id) });
  };
  const useWord = {
    REJECT_REASON: manifestSetupWords.useReject,
    MANIFEST_REMARK: manifestSetupWords.useRemark,
    CHANGE_REASON: manifestSetupWords.useChange,
  } as const;
  const open = (r?: ManifestRemarkRow) => {
    setError(undefined);
    setEditing(
      r
        ? {
            Id: r.Id,
            Version: r.Version,
            MRK_CODE: r.MRK_CODE,
            MRK_USE: r.MRK_USE,
            MRK_TEXT_ZH: r.MRK_TEXT_ZH,
            MRK_TEXT_EN: r.MRK_TEXT_EN,
            MRK_SORT: r.MRK_SORT,
            MRK_ENABLED: r.MRK_ENABLED,
          }
        : { MRK_CODE: '', MRK_USE: use, MRK_TEXT_ZH: '', MRK_TEXT_EN: '', MRK_SORT: 100, MRK_ENABLED: true },
    );
  };
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
  const remove = async (r: ManifestRemarkRow) => {
    if (!(await ask({ text: w.confirmDelete(`${r.MRK_CODE} ${r.MRK_TEXT_ZH}`), confirm: w.delete, cancel: w.cancel, intent: 'danger' }))) return;
    try {
      await deleteManifestRemark(r.Id, r.Version);
      await refresh();
    } catch (e) {
      void showToast({ intent: 'danger', message: (e as Error).message });
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
    <section className="admin-screen" data-testid="manifest-remarks">
      {dialog}
      <H2>{route.title[lang]}</H2>
      <Tabs id="remark-uses" selectedTabId={use} onChange={(id) => setUse(id as RemarkUse)}>
        {REMARK_USES.map((u) => (
          <Tab key={u} id={u} title={useWord[u][lang]} />
        ))}
      </Tabs>
      <DataTable<ManifestRemarkRow>
        list={C.manifestRemarkList}
        label={route.title[lang]}
        exportAccess={A.manifestRemarkRead}
        fixed={{ MRK_USE: use }}
        columns={[
          { key: 'MRK_CODE', title: manifestSetupWords.MRK_CODE, width: 90, sortable: true, filter: 'text' },
          { key: 'MRK_TEXT_ZH', title: manifestSetupWords.MRK_TEXT_ZH, width: 280, filter: 'text' },
          { key: 'MRK_TEXT_EN', title: manifestSetupWords.MRK_TEXT_EN, width: 340, filter: 'text' },
          { key: 'MRK_SORT', title: manifestSetupWords.MRK_SORT, width: 80, sortable: true },
          {
            key: 'MRK_ENABLED',
            title: manifestSetupWords.MRK_ENABLED,
            width: 80,
            text: (r, l) => (r.MRK_ENABLED ? manifestSetupWords.yes : manifestSetupWords.no)[l],
          },
        ]}
        onOpen={(r) => open(r)}
        actions={(r) => (
          <Gate access={A.manifestRemarkEdit}>
            <Button size="small" icon="edit" text={w.edit} onClick={() => open(r)} />
            <Button size="small" icon="trash" intent="danger" text={w.delete} onClick={() => void remove(r)} />
          </Gate>
        )}
        actionsWidth={170}
        toolbar={
          <Gate access={A.manifestRemarkEdit}>
            <Button icon="add" intent="primary" text={w.newRemark} onClick={() => open()} />
          </Gate>
        }
      />
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
            <NumericInput
              id="mrk-sort"
              min={0}
              max={9999}
              value={editing?.MRK_SORT ?? 0}
              onValueChange={(n) => set({ MRK_SORT: Number.isFinite(n) ? n : 0 })}
            />
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
    </section>
  );
}
