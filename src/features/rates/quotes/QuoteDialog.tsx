import { useDecideQuote, useSendQuote } from '../api/quotes';
import { quoteQueryOptions } from '../api/reads';
import { useState } from 'react';
import { Button, Callout, H4, HTMLTable, InputGroup, Spinner, Tag } from '@blueprintjs/core';
import { useQuery } from '@tanstack/react-query';
import { BOOKING_PAGES } from '../../../contract/booking/module';
import { RATES_ACCESS } from '../../../contract/rates/module';
import type { Quote } from '../../../contract/rates/quoteCalls';
import type { RateSearchRow } from '../../../contract/rates/searchCalls';
import { equipmentParam } from '../../../domain/booking/priceLink';
import { formatDate } from '../../../domain/dates';
import { useLanguage } from '../../../i18n/language';
import { useWords } from '../../../i18n/words';
import { Gate } from '../../../session/Gate';
import { AppDialog } from '../../../ui/AppDialog';
import { go } from '../../../ui/navigation';
import { RateResultsTable } from '../search/RateResultsTable';
import { QUOTE_EVENT_WORDS, QUOTE_STATUS_WORDS, quoteWords } from './words';
import './quote.css';

const STATUS_INTENT = { DRAFT: 'none', SENT: 'primary', ACCEPTED: 'success', REJECTED: 'danger', SUPERSEDED: 'none', EXPIRED: 'warning' } as const;
const QUICK_QUOTE = '/SeaFreight/quickQuoteSearchCenter';

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
  const sendQuote = useSendQuote();
  const decideQuote = useDecideQuote();
  const [declining, setDeclining] = useState<string>();
  const q = useQuery(quoteQueryOptions(id));
  const quote = q.data;
  const staff = quote?.Events !== undefined;
  const open = quote && (quote.Status === 'DRAFT' || quote.Status === 'SENT' || quote.Status === 'EXPIRED');

  const send = async (x: Quote) => {
    await sendQuote({ Id: x.Id, Revision: x.Revision }, w.sent(x.QuoteNo));
  };
  const decide = async (x: Quote, Decision: 'ACCEPT' | 'REJECT', Reason?: string) => {
    const done = Decision === 'ACCEPT' ? w.accepted(x.QuoteNo) : w.declined(x.QuoteNo);
    if (await decideQuote({ Id: x.Id, Revision: x.Revision, Decision, Reason: Reason ?? null }, done)) setDeclining(undefined);
  };
  const revise = (x: Quote) => {
    const c = encodeURIComponent(x.Containers);
    go(`${QUICK_QUOTE}?pol=${x.PolCode}&pod=${x.PodCode}&c=${c}&cust=${x.CustomerCompanyId}&rev=${x.Id}&revNo=${x.QuoteNo}`);
    onClose();
  };

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
              <H4>
                {w.quoteTitle(quote.QuoteNo)}{' '}
                <Tag intent={STATUS_INTENT[quote.Status]} data-testid="quote-status">
                  {QUOTE_STATUS_WORDS[quote.Status][lang]}
                </Tag>
              </H4>
              <HTMLTable compact className="quote-print__head">
                <tbody>
                  <tr>
                    <th>{w.customer}</th>
                    <td>{quote.CustomerName}</td>
                    <th>{w.sales}</th>
                    <td>{quote.SalesName}</td>
                  </tr>
                  <tr>
                    <th>{w.lane}</th>
                    <td>
                      {quote.PolCode} → {quote.PodCode} · {quote.Containers}
                    </td>
                    <th>{w.sailingDay}</th>
                    <td>{quote.Day}</td>
                  </tr>
                  <tr>
                    <th>{w.validUntil}</th>
                    <td>{quote.ValidUntil}</td>
                    <th>{w.createdAt}</th>
                    <td>{formatDate(quote.CreatedAt, 'dateTime')}</td>
                  </tr>
                </tbody>
              </HTMLTable>
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
              <div className="quote-actions no-print">
                <Button icon="print" text={w.print} onClick={() => window.print()} />
                {staff && quote.Status === 'DRAFT' && (
                  <Gate access={RATES_ACCESS.quoteSend}>
                    <Button intent="primary" icon="send-message" text={w.send} onClick={() => void send(quote)} />
                  </Gate>
                )}
                {staff && open && (
                  <Gate access={RATES_ACCESS.quoteMake}>
                    <Button icon="refresh" text={w.revise} onClick={() => revise(quote)} />
                  </Gate>
                )}
                {quote.Status === 'SENT' && (
                  <Gate access={RATES_ACCESS.quoteDecide}>
                    <Button intent="success" icon="tick" text={w.accept} onClick={() => void decide(quote, 'ACCEPT')} />
                    {declining === undefined ? (
                      <Button intent="danger" icon="cross" text={w.decline} onClick={() => setDeclining('')} />
                    ) : (
                      <span className="quote-actions__decline">
                        <InputGroup aria-label={w.declineReason} placeholder={w.declineReason} value={declining} onValueChange={setDeclining} autoFocus />
                        <Button intent="danger" text={w.decline} disabled={!declining.trim()} onClick={() => void decide(quote, 'REJECT', declining.trim())} />
                      </span>
                    )}
                  </Gate>
                )}
                {quote.Status === 'ACCEPTED' && quote.Options.length === 1 && (
                  <Button icon="box" text={w.book} onClick={() => go(bookingFromQuote(quote, quote.Options[0]!))} />
                )}
              </div>
            </>
          )
        )}
      </div>
    </AppDialog>
  );
}

/**
 * An accepted quote books on the option chosen: the booking form with its lane, carrier, the
 * option's rate (the server keeps which option) and every container class and quantity it priced
 * (R6.7: the quote must still be valid; the equipment booked is priced on the quote's versions).
 */
function bookingFromQuote(quote: Quote, o: RateSearchRow): string {
  const q = new URLSearchParams({ pol: o.PolCode, pod: o.PodCode, carrier: o.CarrierCode, rate: String(o.RateId), quote: String(quote.Id), etd: quote.Day });
  q.set('eq', equipmentParam(o.Classes));
  return `${BOOKING_PAGES.book}?${q}`;
}
