import { sharedRatesQueryOptions } from '../api/reads';
import { Button, Callout, H2, HTMLTable, InputGroup, NonIdealState, Spinner } from '@blueprintjs/core';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { ENDPOINTS } from '../../../contract/endpoints';
import type { SharedRateWire } from '../../../contract/rates/sharedCalls';
import { useLanguage } from '../../../i18n/language';
import { useWords } from '../../../i18n/words';
import { useSessionDraft } from '../../../lib/useSessionDraft';
import { saveDownload } from '../../../lib/saveFile';
import { useT } from '../../../i18n/useT';
import { showToast } from '../../../ui/toaster';
import { useRoute } from '../../../ui/routeContext';
import { sharingWords } from './words';
import { commonWords } from '../../../i18n/commonWords';

/** The third-party rates, a column of my cost per class any of them prices. */
function SharedRatesTable({ label, rates }: { label: string; rates: SharedRateWire[] }) {
  const w = useWords(sharingWords);
  const c = useWords(commonWords);
  const classes = [...new Set(rates.flatMap((r) => r.Prices.map((p) => p.ContainerClass)))];
  return (
    <HTMLTable compact striped aria-label={label} data-testid="shared-rate-list">
      <thead>
        <tr>
          <th>{c.source}</th>
          <th>{c.carrier}</th>
          <th>{c.pol}</th>
          <th>{c.via}</th>
          <th>{c.pod}</th>
          {classes.map((cls) => (
            <th key={cls}>{w.myCost(cls)}</th>
          ))}
          <th>{c.validity}</th>
          <th>{c.transitDays}</th>
          <th>{c.remarks}</th>
        </tr>
      </thead>
      <tbody>
        {rates.map((r) => (
          <tr key={`${r.RateNo}.${r.SubscriptionId}`}>
            <td>{r.SourceName}</td>
            <td>
              {r.CarrierCode} {r.CarrierName}
            </td>
            <td>
              {r.PolCode} {r.PolName}
            </td>
            <td>{r.ViaCode ?? '—'}</td>
            <td>
              {r.PodCode} {r.PodName}
            </td>
            {classes.map((cls) => {
              const p = r.Prices.find((x) => x.ContainerClass === cls);
              return <td key={cls}>{p ? `${r.Currency} ${p.MyCost}` : '—'}</td>;
            })}
            <td>
              {r.ValidFrom} – {r.ValidTo}
            </td>
            <td>{r.TransitDays ?? '—'}</td>
            <td>{r.Remarks}</td>
          </tr>
        ))}
      </tbody>
    </HTMLTable>
  );
}

/**
 * /SeaFreight/FreightManagement/ThirdFreightList (commercial.md §3.4): every third-party rate in my
 * pool today, priced as my cost (the owner's cost + the offer's mark-up: the owner's own cost is
 * never sent), with its source; filtered by lane and carrier.
 */
export default function SharedRatesScreen() {
  const route = useRoute();
  const lang = useLanguage();
  const w = useWords(sharingWords);
  const c = useWords(commonWords);
  const t = useT();
  const [typed, setTyped] = useSessionDraft('sharing.list.filter', { PolCode: '', PodCode: '', CarrierCode: '' });
  const [asked, setAsked] = useState(typed);
  const query = new URLSearchParams(Object.entries(asked).filter(([, v]) => v.trim()) as [string, string][]).toString();
  const list = useQuery(sharedRatesQueryOptions(Object.fromEntries(new URLSearchParams(query))));

  return (
    <section className="admin-screen" data-testid="shared-rates">
      <H2>{route.title[lang]}</H2>
      <Callout icon="info-sign">{w.listHint}</Callout>
      <form
        className="filter-bar"
        onSubmit={(e) => {
          e.preventDefault();
          setAsked(typed);
        }}
        style={{ display: 'flex', gap: 8, margin: '8px 0' }}
      >
        <InputGroup aria-label={c.pol} placeholder={c.pol} value={typed.PolCode} onChange={(e) => setTyped({ ...typed, PolCode: e.target.value })} />
        <InputGroup aria-label={c.pod} placeholder={c.pod} value={typed.PodCode} onChange={(e) => setTyped({ ...typed, PodCode: e.target.value })} />
        <InputGroup
          aria-label={c.carrier}
          placeholder={c.carrier}
          value={typed.CarrierCode}
          onChange={(e) => setTyped({ ...typed, CarrierCode: e.target.value })}
        />
        <Button type="submit" icon="search" text={w.search} />
        <Button
          icon="export"
          text={t('tableExport')}
          onClick={() =>
            void saveDownload(`${ENDPOINTS.sharedRateExport}${query ? `?${query}` : ''}`).catch((err: Error) =>
              showToast({ intent: 'danger', message: err.message }),
            )
          }
        />
      </form>
      {list.isPending ? (
        <Spinner />
      ) : list.isError ? (
        <Callout intent="danger">{list.error.message}</Callout>
      ) : !list.data.length ? (
        <NonIdealState icon="th" description={w.none} />
      ) : (
        <SharedRatesTable label={route.title[lang]} rates={list.data} />
      )}
    </section>
  );
}
