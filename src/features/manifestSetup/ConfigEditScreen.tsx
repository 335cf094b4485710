import { Button, Callout, H2, Spinner } from '@blueprintjs/core';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useNavigate } from 'react-router-dom';
import { MANIFEST_FILINGS, manifestSetupCalls as C } from '../../contract/manifestSetup/calls';
import { MANIFEST_SETUP_PAGES as G } from '../../contract/manifestSetup/module';
import { useLanguage } from '../../i18n/language';
import { useWords } from '../../i18n/words';
import { ApiForm, type FieldSpec } from '../../lib/ApiForm';
import { listKey } from '../../lib/DataTable';
import { useIdParam } from '../../lib/useIdParam';
import { useRoute } from '../../ui/routeContext';
import { configQuery, saveManifestConfig, setupKeys } from './api/setup';
import { CUSTOMERS } from './companies';
import { configOf, NEW_CONFIG, valuesOf } from './configForm';
import { manifestSetupWords } from './words';
import './manifestSetup.css';

/**
 * One filing configuration (`?id=`; none: a new one): company (empty: the platform default),
 * filing, carrier and port (empty: any), customs office, sender code, channel, deadline hours and
 * the switches; the server's refusals beside their fields.
 */
export default function ConfigEditScreen() {
  const route = useRoute();
  const lang = useLanguage();
  const w = useWords(manifestSetupWords);
  const navigate = useNavigate();
  const queries = useQueryClient();
  const id = useIdParam();
  const record = useQuery(configQuery(id ?? 0, id !== undefined));
  if (id !== undefined && record.isPending) return <Spinner />;
  if (record.error) return <Callout intent="danger">{record.error.message}</Callout>;

  const fields: FieldSpec[] = [
    { name: 'CompanyId', label: w.CompanyId, type: 'record', records: CUSTOMERS, helper: w.companyEmptyIsPlatform },
    { name: 'MCF_FILING', label: w.MCF_FILING, options: MANIFEST_FILINGS.map((f) => ({ value: f, label: f })) },
    { name: 'MCF_CARRIER', label: w.MCF_CARRIER, type: 'carrier' },
    { name: 'MCF_LOADING_CODE', label: w.MCF_LOADING_CODE, type: 'port' },
    { name: 'MCF_CUSTOMS_CODE', label: w.MCF_CUSTOMS_CODE },
    { name: 'MCF_SENDER_CODE', label: w.MCF_SENDER_CODE },
    { name: 'MCF_CHANNEL', label: w.MCF_CHANNEL },
    { name: 'MCF_DEADLINE_HOURS', label: w.MCF_DEADLINE_HOURS },
    { name: 'MCF_REQUIRE_VERIFY', label: w.MCF_REQUIRE_VERIFY, type: 'checkbox' },
    { name: 'MCF_AUTO_SEND', label: w.MCF_AUTO_SEND, type: 'checkbox' },
    { name: 'MCF_REQUIRE_SI_MATCH', label: w.MCF_REQUIRE_SI_MATCH, type: 'checkbox' },
    { name: 'MCF_REQUIRE_CONTACT', label: w.MCF_REQUIRE_CONTACT, type: 'checkbox' },
    { name: 'MCF_REQUIRE_HOUSE', label: w.MCF_REQUIRE_HOUSE, type: 'checkbox' },
    { name: 'MCF_ENABLED', label: w.MCF_ENABLED, type: 'checkbox' },
    { name: 'MCF_REMARK', label: w.MCF_REMARK, type: 'textarea' },
  ];
  const ref = record.data ? { Id: record.data.Id, Version: record.data.Version } : undefined;

  return (
    <section className="admin-screen mft-setup" data-testid="manifest-config-edit">
      <div className="mft-head">
        <Button icon="arrow-left" variant="minimal" text={w.backToList} onClick={() => navigate(G.configList)} />
        <H2>{route.title[lang]}</H2>
      </div>
      <Callout icon="info-sign">{w.resolutionOrder}</Callout>
      <ApiForm
        key={`${record.data?.Id ?? 'new'}-${record.data?.Version ?? 0}`}
        fields={fields}
        initial={record.data ? valuesOf(record.data) : NEW_CONFIG}
        submitText={w.save}
        onSubmit={async (values) => {
          const saved = await saveManifestConfig(configOf(values, ref));
          await queries.invalidateQueries({ queryKey: listKey(C.manifestConfigList.path) });
          await queries.invalidateQueries({ queryKey: setupKeys.config(saved.Id) });
          await queries.invalidateQueries({ queryKey: setupKeys.configLog(saved.Id) });
          navigate(`${G.configInfo}?id=${saved.Id}`);
          return w.saved;
        }}
      />
    </section>
  );
}
