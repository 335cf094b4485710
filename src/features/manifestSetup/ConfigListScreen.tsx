import { Button, Callout, H2 } from '@blueprintjs/core';
import { useQueryClient } from '@tanstack/react-query';
import { useNavigate } from 'react-router-dom';
import { MANIFEST_FILINGS, type ManifestConfig, manifestSetupCalls as C } from '../../contract/manifestSetup/calls';
import { MANIFEST_SETUP_ACCESS as A, MANIFEST_SETUP_PAGES as G } from '../../contract/manifestSetup/module';
import { useLanguage } from '../../i18n/language';
import { useWords } from '../../i18n/words';
import { DataTable, listKey } from '../../lib/DataTable';
import { useConfirm } from '../../lib/useConfirm';
import { Gate } from '../../session/Gate';
import { useRoute } from '../../ui/routeContext';
import { showToast } from '../../ui/toaster';
import { deleteManifestConfig } from './api/setup';
import { manifestSetupWords } from './words';
import { mftFilingWords } from '../../domain/manifest/words';

const yesNo = (b: boolean) => (b ? manifestSetupWords.yes : manifestSetupWords.no);

/**
 * Filing configurations (operations.md §7.5 /mainifest/config/ManifestConfigList): the platform's
 * defaults first, then each company's; filters by filing, company, carrier, port; the Excel export;
 * a row opens its detail (ManifestConfigInfo), the edit page changes it.
 */
export default function ConfigListScreen() {
  const route = useRoute();
  const lang = useLanguage();
  const w = useWords(manifestSetupWords);
  const navigate = useNavigate();
  const queries = useQueryClient();
  const { dialog, ask } = useConfirm();
  const remove = async (r: ManifestConfig) => {
    const name = `${r.CompanyName || w.platformDefault} ${r.MCF_FILING} ${r.MCF_CARRIER || '*'} ${r.MCF_LOADING_CODE || '*'}`;
    if (!(await ask({ text: w.confirmDelete(name), confirm: w.delete, cancel: w.cancel, intent: 'danger' }))) return;
    try {
      await deleteManifestConfig(r.Id, r.Version);
      await queries.invalidateQueries({ queryKey: listKey(C.manifestConfigList.path) });
    } catch (e) {
      void showToast({ intent: 'danger', message: (e as Error).message });
    }
  };

  return (
    <section className="admin-screen" data-testid="manifest-configs">
      {dialog}
      <H2>{route.title[lang]}</H2>
      <Callout icon="info-sign">{w.resolutionOrder}</Callout>
      <DataTable<ManifestConfig>
        list={C.manifestConfigList}
        label={route.title[lang]}
        exportAccess={A.manifestConfigRead}
        columns={[
          {
            key: 'CompanyName',
            title: manifestSetupWords.company,
            width: 200,
            sortable: true,
            filter: 'text',
            text: (r, l) => r.CompanyName || manifestSetupWords.platformDefault[l],
          },
          {
            key: 'MCF_FILING',
            title: manifestSetupWords.MCF_FILING,
            width: 110,
            sortable: true,
            text: (r, l) => mftFilingWords[r.MCF_FILING as keyof typeof mftFilingWords]?.[l] ?? r.MCF_FILING,
            filter: MANIFEST_FILINGS.map((f) => ({ value: f, label: mftFilingWords[f] })),
          },
          {
            key: 'MCF_CARRIER',
            title: manifestSetupWords.carrier,
            width: 80,
            sortable: true,
            filter: 'text',
            text: (r, l) => r.MCF_CARRIER || manifestSetupWords.anyValue[l],
          },
          {
            key: 'MCF_LOADING_CODE',
            title: manifestSetupWords.pol,
            width: 90,
            sortable: true,
            filter: 'text',
            text: (r, l) => r.MCF_LOADING_CODE || manifestSetupWords.anyValue[l],
          },
          { key: 'MCF_CHANNEL', title: manifestSetupWords.MCF_CHANNEL, width: 100 },
          { key: 'MCF_DEADLINE_HOURS', title: manifestSetupWords.MCF_DEADLINE_HOURS, width: 120, sortable: true },
          { key: 'MCF_REQUIRE_VERIFY', title: manifestSetupWords.MCF_REQUIRE_VERIFY, width: 110, text: (r, l) => yesNo(r.MCF_REQUIRE_VERIFY)[l] },
          { key: 'MCF_AUTO_SEND', title: manifestSetupWords.MCF_AUTO_SEND, width: 100, text: (r, l) => yesNo(r.MCF_AUTO_SEND)[l] },
          { key: 'MCF_REQUIRE_SI_MATCH', title: manifestSetupWords.MCF_REQUIRE_SI_MATCH, width: 100, text: (r, l) => yesNo(r.MCF_REQUIRE_SI_MATCH)[l] },
          { key: 'MCF_ENABLED', title: manifestSetupWords.MCF_ENABLED, width: 80, text: (r, l) => yesNo(r.MCF_ENABLED)[l] },
        ]}
        onOpen={(r) => navigate(`${G.configInfo}?id=${r.Id}`)}
        actions={(r) => (
          <>
            <Button size="small" icon="document" text={w.open} onClick={() => navigate(`${G.configInfo}?id=${r.Id}`)} />
            <Gate access={A.manifestConfigEdit}>
              <Button size="small" icon="edit" text={w.edit} onClick={() => navigate(`${G.configEdit}?id=${r.Id}`)} />
              <Button size="small" icon="trash" intent="danger" text={w.delete} onClick={() => void remove(r)} />
            </Gate>
          </>
        )}
        actionsWidth={240}
        toolbar={
          <Gate access={A.manifestConfigEdit}>
            <Button icon="add" intent="primary" text={w.newConfig} onClick={() => navigate(G.configEdit)} />
          </Gate>
        }
      />
    </section>
  );
}
