import { useState } from 'react';
import { Button } from '@blueprintjs/core';
import { useSearchParams } from 'react-router-dom';
import { RATES_ACCESS } from '../../../contract/rates/module';
import { QUOTE_STATUSES, type QuoteRow, type QuoteStatus } from '../../../contract/rates/quoteCalls';
import { formatDate } from '../../../domain/dates';
import { useWords } from '../../../i18n/words';
import { type DataColumn, DataTable } from '../../../lib/DataTable';
import { QuoteDialog } from './QuoteDialog';
import { QUOTE_STATUS_WORDS, quoteWords } from './words';
import { ratesListCalls } from '../../../contract/rates/listCalls';

/**
 * Quotes as a list (commercial.md §2.5 QuotationRecord): number, status in words, customer,
 * salesperson, lane, containers, how many options and the cheapest total, validity — filtered,
 * sorted and paged on the server, exported to Excel. A row opens the quote; `?open=<id>` (where a
 * new quote lands) opens it at once. The customer's rate query shows the same list of the quotes
 * sent to its company (the server scopes it).
 */
export function QuoteList({ label }: { label: string }) {
  const w = useWords(quoteWords);
  const [params, setParams] = useSearchParams();
  const [opened, setOpened] = useState<number | undefined>(() => Number(params.get('open')) || undefined);
  const close = () => {
    setOpened(undefined);
    if (params.has('open')) {
      const next = new URLSearchParams(params);
      next.delete('open');
      setParams(next, { replace: true });
    }
  };
  const columns: DataColumn<QuoteRow>[] = [
    { key: 'QuoteNo', title: quoteWords.quoteNo, width: 130, sortable: true, filter: 'text' },
    {
      key: 'Status',
      title: quoteWords.status,
      width: 90,
      text: (r, l) => QUOTE_STATUS_WORDS[r.Status as QuoteStatus][l],
      filter: QUOTE_STATUSES.map((s) => ({ value: s, label: QUOTE_STATUS_WORDS[s] })),
    },
    { key: 'CustomerName', title: quoteWords.customer, width: 190, sortable: true, filter: 'text' },
    { key: 'SalesName', title: quoteWords.sales, width: 80 },
    { key: 'PolCode', title: quoteWords.pol, width: 80, sortable: true, filter: 'text' },
    { key: 'PodCode', title: quoteWords.pod, width: 80, sortable: true, filter: 'text' },
    { key: 'Containers', title: quoteWords.containers, width: 120 },
    { key: 'Options', title: quoteWords.options, width: 60 },
    { key: 'FromTotals', title: quoteWords.from, width: 190 },
    { key: 'ValidUntil', title: quoteWords.validUntil, width: 100, sortable: true },
    { key: 'CreatedAt', title: quoteWords.createdAt, width: 140, sortable: true, text: (r) => formatDate(r.CreatedAt, 'dateTime') },
  ];
  return (
    <>
      <DataTable<QuoteRow>
        list={ratesListCalls.quotes}
        label={label}
        exportAccess={RATES_ACCESS.quoteRead}
        columns={columns}
        onOpen={(r) => setOpened(r.Id)}
        actions={(r) => <Button size="small" icon="document-open" text={w.open} onClick={() => setOpened(r.Id)} />}
        actionsWidth={90}
      />
      {opened !== undefined && <QuoteDialog id={opened} onClose={close} />}
    </>
  );
}
