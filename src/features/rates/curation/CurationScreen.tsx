import { type PortEntryInput, type RateEntryInput, useDeleteCurationEntry, useSaveCurationEntry } from '../api/curation';
import { curationQueryOptions } from '../api/reads';
import { Callout, H2, NonIdealState, Spinner } from '@blueprintjs/core';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { ENDPOINTS } from '../../../contract/endpoints';
import { CURATION_PAGES, RATES_ACCESS } from '../../../contract/rates/module';
import { useLanguage } from '../../../i18n/language';
import { useWords } from '../../../i18n/words';
import { useSessionDraft } from '../../../lib/useSessionDraft';
import { Gate } from '../../../session/Gate';
import { useRoute } from '../../../ui/routeContext';
import { showToast } from '../../../ui/toaster';
import { CurationTable, type Entry } from './CurationTable';
import { CurationForm } from './CurationForm';
import { EMPTY_FORM, entryAt, newEntryOf } from './curationEntries';
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
  const [form, setForm] = useSessionDraft(`freight.draft.curation.${ports ? 'ports' : 'rates'}`, EMPTY_FORM);
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
    save(newEntryOf(form, ports, nextOrder), () => setForm({ ...form, PortCode: '', RateNo: '', PolCode: '', PodCode: '', CarrierCode: '', Badge: '' }));
  /** Swaps an entry's order with its neighbour's (of the same kind for ports). */
  const move = async (e: Entry, by: -1 | 1) => {
    const same = entries.filter((x) => !('Kind' in e) || ('Kind' in x && x.Kind === e.Kind));
    const at = same.findIndex((x) => x.Id === e.Id);
    const other = same[at + by];
    if (!other) return;
    await save(entryAt(e, other.SortOrder));
    await save(entryAt(other, e.SortOrder === other.SortOrder ? e.SortOrder + by : e.SortOrder));
  };
  const remove = async (e: Entry) => {
    try {
      await deleteEntry({ Id: e.Id });
    } catch (err) {
      fail(err);
    }
  };
  return (
    <section className="admin-screen" data-testid="curation">
      <H2>{route.title[lang]}</H2>
      <Callout icon="info-sign">{ports ? w.portsHint : w.ratesHint}</Callout>
      <Gate access={ports ? RATES_ACCESS.curationPortsEdit : RATES_ACCESS.curationRatesEdit}>
        <CurationForm ports={ports} form={form} setForm={setForm} busy={busy} onAdd={() => void add()} />
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
