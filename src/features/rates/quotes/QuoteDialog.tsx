import { quoteQueryOptions } from '../api/reads';
import { Callout, H4, Spinner } from '@blueprintjs/core';
import { useQuery } from '@tanstack/react-query';
import type { RateSearchRow } from '../../../contract/rates/searchCalls';
import { formatDate } from '../../../domain/dates';
import { useLanguage } from '../../../i18n/language';
import { useWords } from '../../../i18n/words';
import { AppDialog } from '../../../ui/AppDialog';
import { go } from '../../../ui/navigation';
import { RateResultsTable } from '../search/RateResultsTable';
import { bookingFromQuote } from './bookingFromQuote';
import { QuoteActions } from './QuoteActions';
import { QuoteHead } from './QuoteHead';
import { QUOTE_EVENT_WORDS, quoteWords } from './words';
import './quote.css';

/**
 * One quote as a document (commercial.md §2.2): its number, customer, lane, containers and
 * validity, each option with the sell price per class, the surcharges and the totals per currency,
 * the terms — printable as it is. Staff also see cost and margin, a price below the floor with its
 * reason, and what happened to the quote; they send a draft and revise an open one (the quick quote
 * centre searches the lane again for the same customer). The customer accepts or declines a sent
 * quote; an accepted one offers booking on its option (with several, on the option chosen).
 */
export function QuoteDialog({ id, onClose }: { id: number; onClose(): void }) {
  const w = useWords(quoteWords);
  const lang = useLanguage();
  const q = useQuery(quoteQueryOptions(id));
  const quote = q.data;
  const staff = quote?.Events !== undefined;

  return (
    <AppDialog isOpen onClose={onClose} canEscapeKeyClose title={quote ? w.quoteTitle(quote.QuoteNo) : w.open} style={{ width: 960 }}>
      <div className="bp6-dialog-body quote-print" data-testid="quote">
        {q.isPending ? (
          <Spinner />
        ) : q.isError ? (
          <Callout intent="danger">{q.error.message}</Callout>
        ) : (
          quote && (
            <>
              <QuoteHead quote={quote} />
              {(quote.RevisionOf || quote.RevisedBy) && (
                <p>
                  {quote.RevisionOf && w.revisionOf(quote.RevisionOf)} {quote.RevisedBy && w.revisedBy(quote.RevisedBy)}
                </p>
              )}
              <RateResultsTable
                rows={quote.Options}
                label={w.quoteTitle(quote.QuoteNo)}
                // several options: the customer books on the one chosen, from its row
                {...(quote.Status === 'ACCEPTED' && quote.Options.length > 1 ? { onBook: (o: RateSearchRow) => go(bookingFromQuote(quote, o)) } : {})}
              />
              {quote.Status === 'ACCEPTED' && quote.Options.length > 1 && <p className="no-print">{w.chooseOption}</p>}
              <p className="rate-search__muted">{w.totalsNote}</p>
              <p>
                <strong>{w.terms}：</strong>
                {quote.Terms || w.noTerms}
              </p>
              {quote.DecisionReason && (
                <Callout intent={quote.Status === 'REJECTED' ? 'warning' : 'none'}>
                  {w.decisionReason}：{quote.DecisionReason}
                </Callout>
              )}
              {staff && quote.OverrideReason && (
                <Callout intent="warning" className="no-print">
                  {w.overrideReason}：{quote.OverrideReason}
                </Callout>
              )}
              {staff && (
                <div className="no-print">
                  <H4>{w.history}</H4>
                  <ul className="quote-history">
                    {quote.Events!.map((e) => (
                      <li key={`${e.At}-${e.Type}`}>
                        {formatDate(e.At, 'dateTime')} · {(QUOTE_EVENT_WORDS[e.Type] ?? { zh: e.Type, en: e.Type })[lang]} · {e.By}
                      </li>
                    ))}
                  </ul>
                </div>
              )}
              <QuoteActions quote={quote} staff={staff} onClose={onClose} />
            </>
          )
        )}
      </div>
    </AppDialog>
  );
}
