import { Callout, H2, NonIdealState, Spinner } from '@blueprintjs/core';
import { useQuery } from '@tanstack/react-query';
import { type FormEvent, useState } from 'react';
import { useNavigate, useSearchParams } from 'react-router-dom';
import { BOOKING_PAGES } from '../../contract/booking/module';
import { containerText, parseContainerLines } from '../../domain/pricing/containerLines';
import { isCalendarDate, todayInShanghai } from '../../domain/refdata/exchangeRates';
import { addDays } from '../../domain/refdata/sailings';
import { useLanguage } from '../../i18n/language';
import { useWords } from '../../i18n/words';
import { useSessionDraft } from '../../lib/useSessionDraft';
import { quickSearchQueryOptions } from './api/bookings';
import { useRoute } from '../../ui/routeContext';
import '../../ui/searchForm.css';
import { type QuickAsked, quickBookHref } from './quick/bookHref';
import { QuickResults } from './quick/QuickResults';
import { QuickSearchForm } from './quick/QuickSearchForm';
import { quickWords } from './quick/words';

/**
 * Quick booking (commercial.md §6.4): `/BookingSpace/Home` puts the week's prices and its direct
 * sailings side by side; `/BookingSpace/DcSearch` lists the sailings with their carrier's best price
 * (sailings × valid rates) to pick one. Either way "book" opens the staff booking form prefilled with
 * the lane, the customer, the containers, the price row (frozen at submit, R6.7) and, from a sailing,
 * its vessel call, so the check knows its cut-offs. The search lives in the address (a reload or a
 * shared link asks again); what is typed and not yet searched is kept in the tab.
 */

const PORT = /^[A-Z]{2}[A-Z2-9]{3}$/;

export default function QuickBookingScreen() {
  const route = useRoute();
  const lang = useLanguage();
  const w = useWords(quickWords);
  const navigate = useNavigate();
  const sideBySide = route.path === BOOKING_PAGES.quick;
  const [params, setParams] = useSearchParams();
  const today = todayInShanghai();
  const asked: QuickAsked = {
    pol: params.get('pol') ?? '',
    pod: params.get('pod') ?? '',
    week: params.get('w') ?? addDays(today, 7),
    containers: params.get('c') ?? '1×40HQ',
    customer: params.get('cust') ?? '',
    carrier: params.get('carrier') ?? '',
  };
  const [form, setForm] = useSessionDraft<QuickAsked>(`freight.draft.quickBooking.${route.path}`, asked);
  const set = (k: keyof QuickAsked) => (v: string) => setForm({ ...form, [k]: v });
  const [problem, setProblem] = useState<string>();
  const lines = parseContainerLines(asked.containers);
  const ready = PORT.test(asked.pol) && PORT.test(asked.pod) && !!lines && isCalendarDate(asked.week);

  const found = useQuery(
    quickSearchQueryOptions(
      asked,
      () => ({
        PolCode: asked.pol,
        PodCode: asked.pod,
        WeekOf: asked.week,
        Lines: lines!,
        ...(asked.customer ? { CustomerCompanyId: Number(asked.customer) } : {}),
        ...(asked.carrier ? { CarrierCode: asked.carrier } : {}),
      }),
      ready,
    ),
  );

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

  return (
    <section className="admin-screen quick-booking">
      <H2>{route.title[lang]}</H2>
      <QuickSearchForm form={form} set={set} problem={problem} onSubmit={submit} />
      {!ready ? (
        <NonIdealState icon="search" description={w.chooseLane} />
      ) : found.isPending ? (
        <Spinner />
      ) : found.isError ? (
        <Callout intent="danger" role="alert">
          {found.error.message}
        </Callout>
      ) : (
        <QuickResults
          answer={found.data}
          sideBySide={sideBySide}
          onBook={(rate, sailing) => navigate(quickBookHref(asked, lines, rate, sailing, found.data))}
        />
      )}
    </section>
  );
}
