import { Button, Callout, FormGroup, H2, H4, HTMLTable, InputGroup, NonIdealState, Spinner, Tag } from '@blueprintjs/core';
import { useQuery } from '@tanstack/react-query';
import { type FormEvent, useState } from 'react';
import { useNavigate, useSearchParams } from 'react-router-dom';
import { BOOKING_PAGES } from '../../contract/booking/module';
import type { QuickSailing, QuickSearchAnswer } from '../../contract/booking/quickCalls';
import type { RateSearchRow } from '../../contract/rates/searchCalls';
import { containerText, parseContainerLines } from '../../domain/pricing/containerLines';
import { isCalendarDate, todayInShanghai } from '../../domain/refdata/exchangeRates';
import { localDateTime } from '../../domain/refdata/localTimes';
import { addDays } from '../../domain/refdata/sailings';
import { useLanguage } from '../../i18n/language';
import { useWords } from '../../i18n/words';
import { usePageKeys } from '../../lib/pageKeys';
import { PlacePicker } from '../../lib/PlacePicker';
import { useSessionDraft } from '../../lib/useSessionDraft';
import { bookingKeys, quickSearch } from './api/bookings';
import { useRoute } from '../../ui/routeContext';
import '../../ui/searchForm.css';
import { equipmentParam } from '../../domain/booking/priceLink';
import { CustomerSelect } from './CustomerSelect';
import { quickWords, STANDING_WORDS } from './quick/words';

/**
 * Quick booking (commercial.md §6.4): `/BookingSpace/Home` puts the week's prices and its direct
 * sailings side by side; `/BookingSpace/DcSearch` lists the sailings with their carrier's best price
 * (sailings × valid rates) to pick one. Either way "book" opens the staff booking form prefilled with
 * the lane, the customer, the containers, the price row (frozen at submit, R6.7) and, from a sailing,
 * its vessel call, so the check knows its cut-offs. The search lives in the address (a reload or a
 * shared link asks again); what is typed and not yet searched is kept in the tab.
 */

const PORT = /^[A-Z]{2}[A-Z2-9]{3}$/;
type Asked = { pol: string; pod: string; week: string; containers: string; customer: string; carrier: string };

export default function QuickBookingScreen() {
  const route = useRoute();
  const lang = useLanguage();
  const w = useWords(quickWords);
  const navigate = useNavigate();
  const sideBySide = route.path === BOOKING_PAGES.quick;
  const [params, setParams] = useSearchParams();
  const today = todayInShanghai();
  const asked: Asked = {
    pol: params.get('pol') ?? '',
    pod: params.get('pod') ?? '',
    week: params.get('w') ?? addDays(today, 7),
    containers: params.get('c') ?? '1×40HQ',
    customer: params.get('cust') ?? '',
    carrier: params.get('carrier') ?? '',
  };
  const [form, setForm] = useSessionDraft<Asked>(`freight.draft.quickBooking.${route.path}`, asked);
  const set = (k: keyof Asked) => (v: string) => setForm({ ...form, [k]: v });
  const [problem, setProblem] = useState<string>();
  const lines = parseContainerLines(asked.containers);
  const ready = PORT.test(asked.pol) && PORT.test(asked.pod) && !!lines && isCalendarDate(asked.week);

  // a search is logged (R2.13): asked once per search, not again when the window regains focus
  const found = useQuery({
    queryKey: bookingKeys.quick(asked),
    enabled: ready,
    staleTime: Number.POSITIVE_INFINITY,
    refetchOnWindowFocus: false,
    retry: false,
    queryFn: () =>
      quickSearch({
        PolCode: asked.pol,
        PodCode: asked.pod,
        WeekOf: asked.week,
        Lines: lines!,
        ...(asked.customer ? { CustomerCompanyId: Number(asked.customer) } : {}),
        ...(asked.carrier ? { CarrierCode: asked.carrier } : {}),
      }),
  });

  const submit = (e: FormEvent) => {
    e.preventDefault();
    const parsed = parseContainerLines(form.containers);
    if (!parsed) return setProblem(w.containersBad);
    setProblem(undefined);
    const next: Record<string, string> = {
      pol: form.pol.trim().toUpperCase(),
      pod: form.pod.trim().toUpperCase(),
      w: form.week.trim(),
      c: containerText(parsed),
      cust: form.customer,
      carrier: form.carrier.trim().toUpperCase(),
    };
    setParams(Object.fromEntries(Object.entries(next).filter(([, v]) => v)));
  };

  /** The staff booking form, prefilled (BookingFormScreen reads these). */
  const book = (rate: RateSearchRow | undefined, sailing: QuickSailing | undefined, answer: QuickSearchAnswer) => {
    const q = new URLSearchParams({ pol: asked.pol, pod: asked.pod, search: String(answer.SearchId) });
    const carrier = sailing?.CarrierCode ?? rate?.CarrierCode;
    if (carrier) q.set('carrier', carrier);
    if (rate) q.set('rate', String(rate.RateId));
    if (asked.customer) q.set('company', asked.customer);
    if (lines?.length) q.set('eq', equipmentParam(lines));
    if (sailing) {
      q.set('call', String(sailing.CallId));
      q.set('vessel', sailing.Vessel);
      q.set('voyage', sailing.Voyage);
      q.set('etd', localDateTime(sailing.Etd, sailing.PolZone).slice(0, 10));
    } else {
      // a price alone: the carrier's first open sailing that week, else the week's first day
      const first = answer.Sailings.find((s) => s.CarrierCode === carrier && s.Standing !== 'CLOSED');
      q.set('etd', first ? localDateTime(first.Etd, first.PolZone).slice(0, 10) : answer.Day);
    }
    navigate(`${BOOKING_PAGES.fill}?${q}`);
  };

  return (
    <section className="admin-screen quick-booking">
      <H2>{route.title[lang]}</H2>
      <form className="search-form" onSubmit={submit} aria-label={w.find}>
        <FormGroup label={w.pol} labelFor="qb-pol">
          <PlacePicker id="qb-pol" value={form.pol} kind="SEAPORT" lang={lang} onType={set('pol')} onPick={(p) => set('pol')(p.Code)} />
        </FormGroup>
        <FormGroup label={w.pod} labelFor="qb-pod">
          <PlacePicker id="qb-pod" value={form.pod} kind="SEAPORT" lang={lang} onType={set('pod')} onPick={(p) => set('pod')(p.Code)} />
        </FormGroup>
        <FormGroup label={w.week} labelFor="qb-week">
          <InputGroup id="qb-week" value={form.week} onValueChange={set('week')} placeholder="YYYY-MM-DD" />
        </FormGroup>
        <FormGroup label={w.containers} labelFor="qb-containers" helperText={problem} intent={problem ? 'danger' : 'none'}>
          <InputGroup id="qb-containers" value={form.containers} onValueChange={set('containers')} placeholder={w.containersHint} />
        </FormGroup>
        <FormGroup label={w.carrier} labelFor="qb-carrier">
          <InputGroup id="qb-carrier" value={form.carrier} onValueChange={set('carrier')} placeholder="COSU" />
        </FormGroup>
        <FormGroup label={w.customer} labelFor="qb-customer">
          <CustomerSelect id="qb-customer" label={w.customer} value={form.customer} onChange={set('customer')} noneText={w.noCustomer} />
        </FormGroup>
        <Button type="submit" intent="primary" icon="search" text={w.find} />
      </form>
      {!ready ? (
        <NonIdealState icon="search" description={w.chooseLane} />
      ) : found.isPending ? (
        <Spinner />
      ) : found.isError ? (
        <Callout intent="danger" role="alert">
          {found.error.message}
        </Callout>
      ) : (
        <>
          <p>
            <Tag minimal icon="calendar">
              {w.weekRange(found.data.Day, found.data.WeekEnd)}
            </Tag>{' '}
            <Tag minimal icon="tag">
              {w.pricesAt(found.data.LevelName)}
            </Tag>
          </p>
          {sideBySide ? (
            <div style={{ display: 'flex', gap: 16, alignItems: 'flex-start', flexWrap: 'wrap' }}>
              <section style={{ flex: '1 1 480px', minWidth: 0 }} aria-label={w.rates}>
                <H4>{w.rates}</H4>
                {found.data.Rates.length ? (
                  <PriceTable rows={found.data.Rates} onBook={(row) => book(row, undefined, found.data)} />
                ) : (
                  <NonIdealState icon="dollar" description={w.noRates} />
                )}
              </section>
              <section style={{ flex: '1 1 420px', minWidth: 0 }} aria-label={w.sailings}>
                <H4>{w.sailings}</H4>
                <SailingTable answer={found.data} onBook={(s, rate) => book(rate, s, found.data)} action={w.bookSailing} />
              </section>
            </div>
          ) : (
            <SailingTable answer={found.data} onBook={(s, rate) => book(rate, s, found.data)} action={w.pickSailing} />
          )}
        </>
      )}
    </section>
  );
}

/** The week's sailings with their cut-offs on the POL's clock, where each stands, and the carrier's best price; j/k and Enter work it. */
function SailingTable(props: { answer: QuickSearchAnswer; action: string; onBook(s: QuickSailing, rate: RateSearchRow | undefined): void }) {
  const lang = useLanguage();
  const w = useWords(quickWords);
  const { answer } = props;
  const [at, setAt] = useState(0);
  const rateOf = (s: QuickSailing) => answer.Rates.find((r) => r.RateId === s.BestRateId);
  const n = answer.Sailings.length;
  const down = () => setAt((i) => Math.min(n - 1, i + 1));
  const up = () => setAt((i) => Math.max(0, i - 1));
  usePageKeys({
    j: down,
    arrowdown: down,
    k: up,
    arrowup: up,
    enter: () => {
      const s = answer.Sailings[at];
      if (!s || s.Standing === 'CLOSED') return false;
      props.onBook(s, rateOf(s));
    },
  });
  if (!answer.Sailings.length) return <NonIdealState icon="calendar" description={w.noSailings} />;
  const cut = (s: QuickSailing, code: string) => {
    const c = s.CutOffs.find((x) => x.Code === code);
    return c ? localDateTime(c.DateTime, s.PolZone) : '—';
  };
  return (
    // biome-ignore lint/a11y/noNoninteractiveTabindex: the sailings are worked from the keyboard as a whole (j/k, Enter), like the desk queue
    <section tabIndex={0} aria-label={w.keys} data-testid="quick-sailings">
      <p className="bp6-text-muted">{w.keys}</p>
      <HTMLTable compact striped interactive aria-label={w.sailings}>
        <thead>
          <tr>
            <th>{w.etdPort}</th>
            <th>{w.carrier}</th>
            <th>
              {w.vessel} / {w.voyage}
            </th>
            <th>{w.eta}</th>
            <th>{w.transitDays}</th>
            <th>{w.dco}</th>
            <th>{w.fco}</th>
            <th>{w.bestPrice}</th>
            <th aria-label={props.action} />
          </tr>
        </thead>
        <tbody>
          {answer.Sailings.map((s, i) => {
            const rate = rateOf(s);
            return (
              <tr key={s.CallId} aria-selected={i === at} className={i === at ? 'bp6-intent-primary' : undefined} onClick={() => setAt(i)}>
                <td>
                  {localDateTime(s.Etd, s.PolZone)} <span className="bp6-text-muted">({s.PolZone})</span>
                  <br />
                  <Tag minimal intent={s.Standing === 'OPEN' ? 'success' : s.Standing === 'CLOSED' ? 'danger' : 'warning'}>
                    {STANDING_WORDS[s.Standing][lang]}
                  </Tag>
                  {s.Standing === 'NOT_OPEN' && s.BookingOpenAt ? <div>{w.bookingOpens(localDateTime(s.BookingOpenAt, s.PolZone))}</div> : null}
                </td>
                <td>
                  {s.CarrierName}
                  {!s.OnlineBookable ? <div className="bp6-text-muted">{w.notOnline}</div> : null}
                </td>
                <td>
                  {s.Vessel} / {s.Voyage}
                  {s.Service ? <div className="bp6-text-muted">{s.Service}</div> : null}
                </td>
                <td>{localDateTime(s.Eta, s.PolZone).slice(0, 10)}</td>
                <td>{s.TransitDays}</td>
                <td>{cut(s, 'DCO')}</td>
                <td>{cut(s, 'FCO')}</td>
                <td>{rate ? rate.Totals.map((t) => `${t.Currency} ${t.Amount}`).join(' + ') : <span className="bp6-text-muted">{w.noPrice}</span>}</td>
                <td>
                  <Button small intent="primary" text={props.action} disabled={s.Standing === 'CLOSED'} onClick={() => props.onBook(s, rate)} />
                </td>
              </tr>
            );
          })}
        </tbody>
      </HTMLTable>
    </section>
  );
}

/** The week's prices, cheapest first as the search answers them: per class the sell price, the totals per currency (never added across currencies). */
function PriceTable(props: { rows: readonly RateSearchRow[]; onBook(row: RateSearchRow): void }) {
  const w = useWords(quickWords);
  return (
    <HTMLTable compact striped aria-label={w.rates}>
      <thead>
        <tr>
          <th>{w.carrier}</th>
          <th>{w.transitDays}</th>
          <th>{w.validity}</th>
          <th>{w.perClass}</th>
          <th>{w.totals}</th>
          <th aria-label={w.book} />
        </tr>
      </thead>
      <tbody>
        {props.rows.map((r) => (
          <tr key={r.RateId}>
            <td>
              {r.CarrierName}
              <div className="bp6-text-muted">{r.RateNo}</div>
            </td>
            <td>{r.TransitDays ?? '—'}</td>
            <td>
              {r.ValidFrom} – {r.ValidTo}
            </td>
            <td>
              {r.Classes.map((c) => `${c.Qty}×${c.ContainerClass} ${r.Currency} ${c.Sell}`).join('; ')}
              {r.Unpriced.length ? <div className="bp6-text-muted">{w.unpriced(r.Unpriced.join(', '))}</div> : null}
            </td>
            <td>{r.Totals.map((t) => `${t.Currency} ${t.Amount}`).join(' + ')}</td>
            <td>
              <Button small intent="primary" text={w.book} onClick={() => props.onBook(r)} />
            </td>
          </tr>
        ))}
      </tbody>
    </HTMLTable>
  );
}
