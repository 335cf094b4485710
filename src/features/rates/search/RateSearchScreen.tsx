import { levelCompaniesQueryOptions, rateSearchQueryOptions } from '../api/reads';
import { type FormEvent, useState } from 'react';
import { Callout, H2, H3, NonIdealState, Spinner } from '@blueprintjs/core';
import { useQuery } from '@tanstack/react-query';
import { useNavigate, useSearchParams } from 'react-router-dom';
import { RATES_ACCESS } from '../../../contract/rates/module';
import type { RateSearchRow } from '../../../contract/rates/searchCalls';
import { isCalendarDate, todayInShanghai } from '../../../domain/refdata/exchangeRates';
import { useLanguage } from '../../../i18n/language';
import { useWords } from '../../../i18n/words';
import { useCan } from '../../../session/access';
import { useRoute } from '../../../ui/routeContext';
import '../../../ui/searchForm.css';
import { parseContainerLines } from '../../../domain/pricing/containerLines';
import { PushCardDialog } from '../cards/PushCardDialog';
import { MakeQuoteDialog } from '../quotes/MakeQuoteDialog';
import { QuoteList } from '../quotes/QuoteList';
import { HomeCuration } from '../curation/HomeCuration';
import { PublishedNotices } from '../notices/PublishedNotices';
import { quoteWords } from '../quotes/words';
import { PriceExplainDialog } from './PriceExplainDialog';
import { RateSearchAnswer } from './RateSearchAnswer';
import { RateSearchForm } from './RateSearchForm';
import { type Asked, addressOf, askedOf, type Mode, modeOf, PORT, searchBody } from './searchMode';
import { useSearchDraft } from './useSearchDraft';
import { useTickedRows } from './useTickedRows';
import { bookingHref } from '../bookingLink';
import { searchWords } from './words';
import './rateSearch.css';

/** What the search page lets the person do: search signed in, price for a customer, explain, quote, read quotes sent to them. */
function useSearchRights(mode: Mode) {
  const signedInSearch = useCan(RATES_ACCESS.rateSearch);
  const forCustomer = mode === 'staff' || mode === 'history' || mode === 'quote';
  // the explain is everyone's on the staff side: its figures with "view cost", its steps without
  const explains = useCan(RATES_ACCESS.rateExplain) && forCustomer;
  const quoting = useCan(RATES_ACCESS.quoteMake) && mode === 'quote';
  const quotesForUs = useCan(RATES_ACCESS.quoteRead) && mode === 'customer';
  return { signedInSearch, forCustomer, explains, quoting, quotesForUs };
}

/** The quotes the forwarder sent the customer's company, on the customer's own search page. */
function QuotesForUs() {
  const qw = useWords(quoteWords);
  return (
    <section className="rate-search__quotes" aria-label={qw.quotesForUs}>
      <H3>{qw.quotesForUs}</H3>
      <Callout icon="document">{qw.customerHint}</Callout>
      <QuoteList label={qw.quotesForUs} />
    </section>
  );
}

/**
 * Asking for a price (commercial.md §2.4, §2.5): POL and POD through the one port picker, the
 * containers as forwarders write them ("2×40HQ 1×20GP"), the sailing date, a carrier, a declared
 * weight. Rows come back cheapest first with the sell price per class, every surcharge, the optional
 * extras offered and the totals per currency, never added across currencies. Staff price for a
 * chosen customer; with "view cost" they also see cost and margin and the explain's figures. The
 * search lives in the address: a reload or a shared link asks again.
 */
export default function RateSearchScreen() {
  const route = useRoute();
  const lang = useLanguage();
  const w = useWords(searchWords);
  const mode = modeOf(route.path);
  const { signedInSearch, forCustomer, explains, quoting, quotesForUs } = useSearchRights(mode);
  const [params, setParams] = useSearchParams();
  const navigate = useNavigate();
  const today = todayInShanghai();
  const asked = askedOf(params, mode, today);
  // what is typed and not yet searched survives a reload (the searched values live in the address)
  const [form, setForm] = useSearchDraft<Asked>(`freight.draft.rateSearch.${route.path}`, asked, !!params.toString());
  const [problem, setProblem] = useState<string>();
  const [explaining, setExplaining] = useState<{ searchId: number; row: RateSearchRow }>();
  const set = (k: keyof Asked) => (v: string) => setForm((f) => ({ ...f, [k]: v }));

  const lines = parseContainerLines(asked.containers);
  const ready = PORT.test(asked.pol) && PORT.test(asked.pod) && !!lines && isCalendarDate(asked.date);
  const customers = useQuery(levelCompaniesQueryOptions(forCustomer));
  const publicOnly = mode === 'public' && !signedInSearch;
  const results = useQuery(rateSearchQueryOptions(route.path, asked, publicOnly, () => searchBody(asked, lines, forCustomer, mode), ready));

  const submit = (e: FormEvent) => {
    e.preventDefault();
    const parsed = parseContainerLines(form.containers);
    if (!parsed) return setProblem(w.containersBad);
    setProblem(undefined);
    setParams(addressOf(form, parsed, params));
  };

  const { tickedIds, tick } = useTickedRows(results.data?.SearchId);
  const [making, setMaking] = useState(false);
  const [pushing, setPushing] = useState(false);
  return (
    <section className="admin-screen rate-search">
      <H2>{route.title[lang]}</H2>
      <RateSearchForm form={form} set={set} mode={mode} forCustomer={forCustomer} customers={customers.data} problem={problem} onSubmit={submit} />
      {mode === 'public' && <HomeCuration pol={asked.pol} pod={asked.pod} />}
      {mode === 'public' && <Callout icon="info-sign">{signedInSearch ? w.publicHint : `${w.publicHint} ${w.signInForLevel}`}</Callout>}
      {!ready ? (
        <NonIdealState icon="search" description={w.chooseLane} />
      ) : results.isPending ? (
        <Spinner />
      ) : results.isError ? (
        <Callout intent="danger" role="alert">
          {results.error.message}
        </Callout>
      ) : (
        <RateSearchAnswer
          answer={results.data}
          quoting={quoting}
          customerChosen={!!asked.customer}
          revising={params.get('rev') ? (params.get('revNo') ?? params.get('rev')) : null}
          tickedIds={tickedIds}
          tick={tick}
          onMake={() => setMaking(true)}
          onPush={() => setPushing(true)}
          onExplain={explains ? (row) => setExplaining({ searchId: results.data.SearchId, row }) : undefined}
          onBook={
            mode === 'public' ? undefined : (row) => navigate(bookingHref(row, results.data.SearchId, asked.date, lines ?? [], mode === 'customer', today))
          }
        />
      )}
      {making && results.data && (
        <MakeQuoteDialog
          searchId={results.data.SearchId}
          rows={results.data.Rows.filter((r) => tickedIds.has(r.RateId))}
          revisionOf={Number(params.get('rev')) || null}
          onClose={() => setMaking(false)}
        />
      )}
      {pushing && results.data && (
        <PushCardDialog searchId={results.data.SearchId} rows={results.data.Rows.filter((r) => tickedIds.has(r.RateId))} onClose={() => setPushing(false)} />
      )}
      {quotesForUs && <QuotesForUs />}
      {mode === 'customer' && <PublishedNotices />}
      {explaining && <PriceExplainDialog searchId={explaining.searchId} row={explaining.row} onClose={() => setExplaining(undefined)} />}
    </section>
  );
}
