import { ACCESS } from '../../contract/access';
import { billingCalls, type InvoiceRow } from '../../contract/billing/calls';
import { INVOICE_KIND_WORDS, INVOICE_STATUS_WORDS } from '../../contract/billing/words';
import { readableAmount as money } from '../../domain/money/amounts';
import { useWords } from '../../i18n/words';
import { DataTable } from '../../lib/DataTable';
import { billingScreenWords } from './words';

/** The invoices (billingKeys.invoiceList is its key), filtered by number, kind, state, job and party; a row opens its panel. */
export function InvoiceList({ onOpen }: { onOpen(id: number): void }) {
  const w = useWords(billingScreenWords);
  return (
    <DataTable<InvoiceRow>
      list={billingCalls.invoiceList}
      label={w.invoices}
      exportAccess={ACCESS.billingRead}
      columns={[
        { key: 'INV_NO', title: billingScreenWords.invoiceNo, width: 150, filter: 'text', sortable: true },
        {
          key: 'INV_KIND',
          title: billingScreenWords.invoiceKind,
          width: 130,
          text: (r, l) => INVOICE_KIND_WORDS[r.INV_KIND]?.[l] ?? '',
          filter: [1, 2, 3, 4].map((k) => ({ value: String(k), label: INVOICE_KIND_WORDS[k]! })),
        },
        {
          key: 'INV_STATUS',
          title: billingScreenWords.invoiceState,
          width: 110,
          text: (r, l) => INVOICE_STATUS_WORDS[r.INV_STATUS]?.[l] ?? '',
          filter: [1, 2, 3, 4, 5, 6].map((k) => ({ value: String(k), label: INVOICE_STATUS_WORDS[k]! })),
        },
        { key: 'CGO_ID', title: billingScreenWords.job, width: 160, filter: 'text' },
        { key: 'PartyName', title: billingScreenWords.party, width: 150, filter: 'text' },
        { key: 'INV_CURRENCY', title: billingScreenWords.currency, width: 70 },
        { key: 'Total', title: billingScreenWords.amount, width: 100, text: (r) => money(r.Total, r.INV_CURRENCY) },
        { key: 'Paid', title: billingScreenWords.paid, width: 100, text: (r) => money(r.Paid, r.INV_CURRENCY) },
        { key: 'DueDate', title: billingScreenWords.due, width: 100, sortable: true },
      ]}
      onOpen={(r) => onOpen(r.Id)}
    />
  );
}
