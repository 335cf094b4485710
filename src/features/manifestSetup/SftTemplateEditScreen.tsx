import { Button, Callout, FormGroup, H2, HTMLSelect, InputGroup, Spinner } from '@blueprintjs/core';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useEffect, useState } from 'react';
import { useNavigate } from 'react-router-dom';
import { manifestSetupCalls, SFT_SCOPES, type SftTemplate, type SftTemplateSave } from '../../contract/manifestSetup/calls';
import { PARTY_KEYS, type PartyKey } from '../../contract/manifestSetup/party';
import { useLanguage } from '../../i18n/language';
import { useWords } from '../../i18n/words';
import { listKey } from '../../lib/DataTable';
import { useIdParam } from '../../lib/useIdParam';
import { SuggestPicker } from '../../lib/SuggestPicker';
import { ApiError } from '../../streams/callApi';
import { useRoute } from '../../ui/routeContext';
import { showToast } from '../../ui/toaster';
import { saveSftTemplate, setupKeys, sftLogQuery, sftTemplateQuery } from './api/setup';
import { companyIdOf, suggestCustomers } from './companies';
import { HistoryList } from './HistoryList';
import { PartyBlockEditor } from './PartyBlockEditor';
import { isStaffSftPage, SFT_EDIT_OF, SFT_LIST_OF } from './pages';
import { manifestSetupWords } from './words';
import './manifestSetup.css';

const EMPTY: SftTemplateSave = { SFT_NAME: '', SFT_SCOPE: 'BOTH', Shipper: {}, Consignee: {}, Notify: {} };
const fromRecord = ({ Id, Version, CompanyId, SFT_NAME, SFT_SCOPE, Shipper, Consignee, Notify }: SftTemplate): SftTemplateSave => ({
  Id,
  Version,
  CompanyId,
  SFT_NAME,
  SFT_SCOPE,
  Shipper,
  Consignee,
  Notify,
});

/**
 * One SFT template (`?id=`; none: a new one) on every path that edits them: the three party blocks
 * with their code pickers and the live check, the server's refusals beside their fields, the
 * history below. Staff may make a template for a customer company (its id, on a new template).
 */
export default function SftTemplateEditScreen() {
  const route = useRoute();
  const lang = useLanguage();
  const w = useWords(manifestSetupWords);
  const navigate = useNavigate();
  const queries = useQueryClient();
  const id = useIdParam();
  const record = useQuery(sftTemplateQuery(id ?? 0, id !== undefined));
  const log = useQuery(sftLogQuery(id ?? 0, id !== undefined));
  const [draft, setDraft] = useState<SftTemplateSave>(EMPTY);
  const [error, setError] = useState<ApiError>();
  const [busy, setBusy] = useState(false);
  const [companyText, setCompanyText] = useState('');
  useEffect(() => setDraft(record.data ? fromRecord(record.data) : EMPTY), [record.data]);
  const listPath = SFT_LIST_OF[route.path.toLowerCase()] ?? route.path;
  const staff = isStaffSftPage(route.path);

  const errorsOf = (key: PartyKey) =>
    Object.fromEntries((error?.errors ?? []).filter((e) => e.Path.startsWith(`/${key}/`)).map((e) => [e.Path.split('/')[2]!, e.Message]));
  const topError = (error?.errors ?? []).find((e) => e.Path === '/SFT_NAME')?.Message;

  const save = async () => {
    setBusy(true);
    setError(undefined);
    try {
      const saved = await saveSftTemplate(draft);
      void showToast({ intent: 'success', message: w.saved });
      await queries.invalidateQueries({ queryKey: listKey(manifestSetupCalls.sftTemplateList.path) });
      await queries.invalidateQueries({ queryKey: setupKeys.sft(saved.Id) });
      await queries.invalidateQueries({ queryKey: setupKeys.sftLog(saved.Id) });
      if (saved.Id !== id) navigate(`${SFT_EDIT_OF[listPath.toLowerCase()] ?? route.path}?id=${saved.Id}`, { replace: true });
    } catch (e) {
      setError(e instanceof ApiError ? e : new ApiError(0, (e as Error).message));
    } finally {
      setBusy(false);
    }
  };

  if (id !== undefined && record.isPending) return <Spinner />;
  if (record.error) return <Callout intent="danger">{record.error.message}</Callout>;
  const partyTitle = { Shipper: w.Shipper, Consignee: w.Consignee, Notify: w.Notify } as const;
  const scopeWords = { BOTH: w.scopeBoth, BOOKING: w.scopeBooking, MANIFEST: w.scopeManifest } as const;

  return (
    <section className="admin-screen mft-setup" data-testid="sft-template-edit">
      <div className="mft-head">
        <Button icon="arrow-left" variant="minimal" text={w.backToList} onClick={() => navigate(listPath)} />
        <H2>{record.data ? `${route.title[lang]}：${record.data.SFT_NAME}` : route.title[lang]}</H2>
      </div>
      {error ? (
        <Callout intent={error.code === 'CODE_CHECK_WARNING' ? 'warning' : 'danger'} data-testid="sft-error">
          {error.message}
        </Callout>
      ) : null}
      <div className="mft-row">
        <FormGroup label={w.SFT_NAME} labelFor="sft-name" helperText={topError} intent={topError ? 'danger' : 'none'}>
          <InputGroup id="sft-name" value={draft.SFT_NAME} onChange={(e) => setDraft({ ...draft, SFT_NAME: e.target.value })} />
        </FormGroup>
        <FormGroup label={w.SFT_SCOPE} labelFor="sft-scope">
          <HTMLSelect
            id="sft-scope"
            value={draft.SFT_SCOPE}
            options={SFT_SCOPES.map((s) => ({ value: s, label: scopeWords[s] }))}
            onChange={(e) => setDraft({ ...draft, SFT_SCOPE: e.target.value as SftTemplateSave['SFT_SCOPE'] })}
          />
        </FormGroup>
        {staff ? (
          <FormGroup label={w.CompanyId} labelFor="sft-company" helperText={id === undefined ? w.companyEmptyIsOwn : undefined}>
            {id !== undefined ? (
              <InputGroup id="sft-company" disabled value={record.data?.CompanyName ?? ''} />
            ) : (
              <SuggestPicker<{ Code: string }>
                id="sft-company"
                value={companyText}
                suggest={suggestCustomers}
                optionText={(o) => o.Code}
                onType={(t) => {
                  setCompanyText(t);
                  setDraft((d) => ({ ...d, CompanyId: companyIdOf(t) }));
                }}
                onPick={(o) => {
                  setCompanyText(o.Code);
                  setDraft((d) => ({ ...d, CompanyId: companyIdOf(o.Code) }));
                }}
              />
            )}
          </FormGroup>
        ) : null}
      </div>
      <div className="mft-parties">
        {PARTY_KEYS.map((key) => (
          <PartyBlockEditor
            key={`${key}-${record.data?.Version ?? 0}`}
            id={key}
            title={partyTitle[key]}
            value={draft[key]}
            errors={errorsOf(key)}
            onChange={(next) => setDraft((d) => ({ ...d, [key]: next }))}
          />
        ))}
      </div>
      <div className="mft-actions">
        <Button intent="primary" icon="floppy-disk" text={w.save} loading={busy} onClick={() => void save()} />
        <Button text={w.cancel} onClick={() => navigate(listPath)} />
      </div>
      {id !== undefined ? (
        <>
          <h3>{w.history}</h3>
          <HistoryList log={log.data} />
        </>
      ) : null}
    </section>
  );
}
