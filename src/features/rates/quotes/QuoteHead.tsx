import { H4, HTMLTable, Tag } from '@blueprintjs/core';
import type { Quote } from '../../../contract/rates/quoteCalls';
import { formatDate } from '../../../domain/dates';
import { useLanguage } from '../../../i18n/language';
import { useWords } from '../../../i18n/words';
import { QUOTE_STATUS_WORDS, quoteWords } from './words';

const STATUS_INTENT = { DRAFT: 'none', SENT: 'primary', ACCEPTED: 'success', REJECTED: 'danger', SUPERSEDED: 'none', EXPIRED: 'warning' } as const;

/** A quote's number and status, then for whom, by whom, the lane and containers, the sailing day, how long it holds and when it was made. */
export function QuoteHead({ quote }: { quote: Quote }) {
  const w = useWords(quoteWords);
  const lang = useLanguage();
  return (
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
    </>
  );
}
