import { type PortEntryInput, type RateEntryInput, useDeleteCurationEntry, useSaveCurationEntry } from '../api/curation';
import { curationQueryOptions } from '../api/reads';
import { Button, Callout, FormGroup, H2, HTMLSelect, InputGroup, NonIdealState, Spinner } from '@blueprintjs/core';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { ENDPOINTS } from '../../../contract/endpoints';
import { PORT_KINDS } from '../../../contract/rates/curationCalls';
import { CURATION_PAGES, RATES_ACCESS } from '../../../contract/rates/module';
import { useLanguage } from '../../../i18n/language';
import { useWords } from '../../../i18n/words';
import { formValue } from '../../../lib/formValue';
import { useSessionDraft } from '../../../lib/useSessionDraft';
import { Gate } from '../../../session/Gate';
import { useRoute } from '../../../ui/routeContext';
import { showToast } from '../../../ui/toaster';
import { CurationTable, type Entry } from './CurationTable';
import { curationWords } from './words';

const fail = (err: unknown) => void showToast({ intent: 'danger', message: err instanceof Error ? err.message : String(err) });

/**
 * /system/HomePageManagement/RecommendedPort and RecommendedFreightDms (commercial.md §2.5): the
 * platform site's hot ports and featured rates — add, order, remove; a featured rate says whether
 * the home page shows it today (a valid visible rate matches it) or it has hidden itself.
 */
export default function CurationScreen() {
  const route = useRoute();
  const lang = useLanguage();
  const w = useWords(curationWords);
  const ports = route.path === CURATION_PAGES.ports;
  // each refreshes this list and the home page's entries once it worked (api/curation.ts)
  const saveEntry = useSaveCurationEntry(ports ? 'ports' : 'rates').mutateAsync;
  const deleteEntry = useDeleteCurationEntry(ports ? 'ports' : 'rates').mutateAsync;
  const _listPath = ports ? ENDPOINTS.recommendedPortList : ENDPOINTS.recommendedRateList;
  const list = useQuery(curationQueryOptions(ports ? 'ports' : 'rates'));
  const [form, setForm] = useSessionDraft(`freight.draft.curation.${ports ? 'ports' : 'rates'}`, {
    PortCode: '',
    Kind: 'POL',
    RateNo: '',
    PolCode: '',
    PodCode: '',
    CarrierCode: '',
    Badge: '',
  });
  const [busy, setBusy] = useState(false);
  const save = async (body: PortEntryInput | RateEntryInput, done?: () => void) => {
    setBusy(true);
    try {
      await saveEntry(body);
      done?.();
    } catch (err) {
      fail(err);
    } finally {
      setBusy(false);
    }
  };
  const entries = list.data ?? [];
  const nextOrder = entries.reduce((m, e) => Math.max(m, e.SortOrder + 1), 0);
  const add = () =>
    save(
      ports
        ? { PortCode: form.PortCode.trim().toUpperCase(), Kind: formValue<PortEntryInput['Kind']>(form.Kind), SortOrder: nextOrder }
        : {
            RateNo: form.RateNo.trim() || null,
            PolCode: form.PolCode.trim().toUpperCase() || null,
            PodCode: form.PodCode.trim().toUpperCase() || null,
            CarrierCode: form.CarrierCode.trim().toUpperCase() || null,
            Badge: form.Badge.trim(),
            SortOrder: nextOrder,
          },
      () => setForm({ ...form, PortCode: '', RateNo: '', PolCode: '', PodCode: '', CarrierCode: '', Badge: '' }),
    );
  /** Swaps an entry's order with its neighbour's (of the same kind for ports). */
  const move = async (e: Entry, by: -1 | 1) => {
    const same = entries.filter((x) => !('Kind' in e) || ('Kind' in x && x.Kind === e.Kind));
    const at = same.findIndex((x) => x.Id === e.Id);
    const other = same[at + by];
    if (!other) return;
    const body = (x: Entry, order: number) =>
      'Kind' in x
        ? { Id: x.Id, PortCode: x.PortCode, Kind: x.Kind, SortOrder: order }
        : { Id: x.Id, RateNo: x.RateNo, PolCode: x.PolCode, PodCode: x.PodCode, CarrierCode: x.CarrierCode, Badge: x.Badge, SortOrder: order };
    await save(body(e, other.SortOrder));
    await save(body(other, e.SortOrder === other.SortOrder ? e.SortOrder + by : e.SortOrder));
  };
  const remove = async (e: Entry) => {
    try {
      await deleteEntry({ Id: e.Id });
    } catch (err) {
      fail(err);
    }
  };
  const field = (key: keyof typeof form, label: string, placeholder = '') => (
    <FormGroup label={label} labelFor={`cur-${key}`}>
      <InputGroup id={`cur-${key}`} value={form[key]} placeholder={placeholder} onChange={(e) => setForm({ ...form, [key]: e.currentTarget.value })} />
    </FormGroup>
  );
  return (
    <section className="admin-screen" data-testid="curation">
      <H2>{route.title[lang]}</H2>
      <Callout icon="info-sign">{ports ? w.portsHint : w.ratesHint}</Callout>
      <Gate access={ports ? RATES_ACCESS.curationPortsEdit : RATES_ACCESS.curationRatesEdit}>
        <div className="search-form">
          {ports ? (
            <>
              {field('PortCode', w.port, 'CNSHA')}
              <FormGroup label={w.kind} labelFor="cur-Kind">
                <HTMLSelect
                  id="cur-Kind"
                  value={form.Kind}
                  onChange={(e) => setForm({ ...form, Kind: e.currentTarget.value })}
                  options={PORT_KINDS.map((k) => ({ value: k, label: k === 'POL' ? w.pol : w.pod }))}
                />
              </FormGroup>
            </>
          ) : (
            <>
              {field('RateNo', w.rateNo)}
              {field('PolCode', w.pol, 'CNSHA')}
              {field('PodCode', w.pod, 'NLRTM')}
              {field('CarrierCode', w.carrier, w.anyCarrier)}
              {field('Badge', w.badge)}
            </>
          )}
          <Button intent="primary" icon="add" text={w.add} loading={busy} onClick={() => void add()} />
        </div>
      </Gate>
      {list.isPending ? (
        <Spinner />
      ) : list.isError ? (
        <Callout intent="danger">{list.error.message}</Callout>
      ) : !entries.length ? (
        <NonIdealState icon="home" description={w.nothing} />
      ) : (
        <CurationTable entries={entries} ports={ports} label={route.title[lang]} onMove={(e, by) => void move(e, by)} onRemove={(e) => void remove(e)} />
      )}
    </section>
  );
}
