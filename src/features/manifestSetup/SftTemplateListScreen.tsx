import { Button, H2 } from '@blueprintjs/core';
import { useQueryClient } from '@tanstack/react-query';
import { useNavigate } from 'react-router-dom';
import { manifestSetupCalls as C, SFT_SCOPES, type SftTemplateRow } from '../../contract/manifestSetup/calls';
import { MANIFEST_SETUP_ACCESS as A } from '../../contract/manifestSetup/module';
import { useLanguage } from '../../i18n/language';
import { useWords } from '../../i18n/words';
import { DataTable, listKey } from '../../lib/DataTable';
import { useConfirm } from '../../lib/useConfirm';
import { Gate } from '../../session/Gate';
import { useRoute } from '../../ui/routeContext';
import { showToast } from '../../ui/toaster';
import { deleteSftTemplate } from './api/setup';
import { isStaffSftPage, SFT_EDIT_OF } from './pages';
import { manifestSetupWords } from './words';
import { formatDate } from '../../domain/dates';

/**
 * SFT (收发通) templates, on every path that lists them: search by name, party and code, the Excel
 * export, open to edit (the path's own edit page), delete at the version read. Staff see every
 * company's (a company column); a customer its own.
 */
export default function SftTemplateListScreen() {
  const route = useRoute();
  const lang = useLanguage();
  const w = useWords(manifestSetupWords);
  const navigate = useNavigate();
  const queries = useQueryClient();
  const { dialog, ask } = useConfirm();
  const edit = SFT_EDIT_OF[route.path.toLowerCase()] ?? route.path;
  const open = (row?: SftTemplateRow) => navigate(row ? `${edit}?id=${row.Id}` : edit);
  const remove = async (row: SftTemplateRow) => {
    if (!(await ask({ text: w.confirmDelete(row.SFT_NAME), confirm: w.delete, cancel: w.cancel, intent: 'danger' }))) return;
    try {
      await deleteSftTemplate(row.Id, row.Version);
      await queries.invalidateQueries({ queryKey: listKey(C.sftTemplateList.path) });
    } catch (e) {
      void showToast({ intent: 'danger', message: (e as Error).message });
    }
  };
  const scopeWords = { BOTH: manifestSetupWords.scopeBoth, BOOKING: manifestSetupWords.scopeBooking, MANIFEST: manifestSetupWords.scopeManifest } as const;

  return (
    <section className="admin-screen" data-testid="sft-templates">
      {dialog}
      <H2>{route.title[lang]}</H2>
      <DataTable<SftTemplateRow>
        list={C.sftTemplateList}
        label={route.title[lang]}
        exportAccess={A.sftTemplateRead}
        columns={[
          { key: 'SFT_NAME', title: manifestSetupWords.SFT_NAME, width: 200, sortable: true, filter: 'text' },
          ...(isStaffSftPage(route.path)
            ? [{ key: 'CompanyName', title: manifestSetupWords.company, width: 200, sortable: true, filter: 'text' as const }]
            : []),
          {
            key: 'SFT_SCOPE',
            title: manifestSetupWords.SFT_SCOPE,
            width: 110,
            text: (r, l) => scopeWords[r.SFT_SCOPE as (typeof SFT_SCOPES)[number]]?.[l] ?? r.SFT_SCOPE,
            filter: SFT_SCOPES.map((s) => ({ value: s, label: scopeWords[s] })),
          },
          { key: 'ShipperName', title: manifestSetupWords.Shipper, width: 220, sortable: true, filter: 'text' },
          { key: 'ShipperCode', title: manifestSetupWords.CODE, width: 190, filter: 'text' },
          { key: 'ConsigneeName', title: manifestSetupWords.Consignee, width: 220, sortable: true, filter: 'text' },
          { key: 'ConsigneeCode', title: manifestSetupWords.CODE, width: 190, filter: 'text' },
          { key: 'UpdatedAt', title: manifestSetupWords.updatedAt, width: 150, sortable: true, text: (r) => formatDate(r.UpdatedAt, 'dateTime') },
        ]}
        onOpen={(r) => open(r)}
        actions={(r) => (
          <>
            <Button size="small" icon="edit" text={w.edit} aria-label={`${w.edit} ${r.SFT_NAME}`} onClick={() => open(r)} />
            <Gate access={A.sftTemplateEdit}>
              <Button size="small" icon="trash" intent="danger" text={w.delete} aria-label={`${w.delete} ${r.SFT_NAME}`} onClick={() => void remove(r)} />
            </Gate>
          </>
        )}
        actionsWidth={170}
        toolbar={
          <Gate access={A.sftTemplateEdit}>
            <Button icon="add" intent="primary" text={w.newTemplate} onClick={() => open()} />
          </Gate>
        }
      />
    </section>
  );
}
