import { Button, H2, Tab, Tabs } from '@blueprintjs/core';
import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { manifestSetupCalls as C, type ManifestRemarkRow, type ManifestRemarkSave, REMARK_USES, type RemarkUse } from '../../contract/manifestSetup/calls';
import { MANIFEST_SETUP_ACCESS as A } from '../../contract/manifestSetup/module';
import { useLanguage } from '../../i18n/language';
import { useWords } from '../../i18n/words';
import { DataTable, listKey } from '../../lib/DataTable';
import { useConfirm } from '../../lib/useConfirm';
import { Gate } from '../../session/Gate';
import { useRoute } from '../../ui/routeContext';
import { showToast } from '../../ui/toaster';
import { deleteManifestRemark, setupKeys } from './api/setup';
import { RemarkDialog } from './RemarkDialog';
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
  const remove = async (r: ManifestRemarkRow) => {
    if (!(await ask({ text: w.confirmDelete(`${r.MRK_CODE} ${r.MRK_TEXT_ZH}`), confirm: w.delete, cancel: w.cancel, intent: 'danger' }))) return;
    try {
      await deleteManifestRemark(r.Id, r.Version);
      await refresh();
    } catch (e) {
      void showToast({ intent: 'danger', message: (e as Error).message });
    }
  };
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
      <RemarkDialog editing={editing} setEditing={setEditing} use={use} useWord={useWord} error={error} setError={setError} refresh={refresh} />
    </section>
  );
}
