import { Button, H4, HTMLTable, InputGroup, Tag } from '@blueprintjs/core';
import { useState } from 'react';
import { ACCESS } from '../../contract/access';
import type { Invoice } from '../../contract/billing/calls';
import { BILLING_PATHS } from '../../contract/billing/module';
import { INVOICE_KIND_WORDS, INVOICE_STATUS_WORDS, TAX_CODE_WORDS } from '../../contract/billing/words';
import { keptRateTextIn } from '../../domain/money/bills';
import { readableAmount as money } from '../../domain/money/amounts';
import { dayIn, placeTime } from '../../domain/refdata/localTimes';
import { useLanguage } from '../../i18n/language';
import { useWords } from '../../i18n/words';
import { newIdempotencyKey } from '../../lib/idempotencyKey';
import { saveDownload } from '../../lib/saveFile';
import { useCan } from '../../session/access';
import { showToast } from '../../ui/toaster';
import { useInvoice } from './api/reads';
import { offers } from './machines/invoiceMachine';
import type { InvoiceFlow } from './useInvoiceFlow';
import { billingScreenWords } from './words';

/** The invoice's PDF (the session's header goes with it), saved as the invoice's number. */
async function printPdf(id: number) {
  try {
    await saveDownload(`${BILLING_PATHS.invoicePrint}?Id=${id}`);
  } catch (err) {
    void showToast({ intent: 'danger', message: (err as Error).message });
  }
}

/** One invoice: its figures, lines, the moves its state offers (sent through the invoice machine), its log. */
export function InvoicePanel({ id, flow }: { id: number; flow: InvoiceFlow }) {
  const lang = useLanguage();
  const w = useWords(billingScreenWords);
  const v = useInvoice(id).data;
  if (!v) return null;
  return (
    <div className="bp6-card" style={{ marginTop: 12 }} data-testid="invoice-panel">
      <H4>
        {v.INV_NO} · {INVOICE_KIND_WORDS[v.INV_KIND]?.[lang]} ·{' '}
        <Tag intent={v.INV_STATUS === 6 ? 'danger' : v.INV_STATUS === 5 ? 'success' : 'primary'}>{INVOICE_STATUS_WORDS[v.INV_STATUS]?.[lang]}</Tag>
      </H4>
      <p>
        {v.PartyName} · {v.INV_CURRENCY} {money(v.Total, v.INV_CURRENCY)} ({w.taxAmount} {money(v.Tax, v.INV_CURRENCY)}) · {w.paid}{' '}
        {money(v.Paid, v.INV_CURRENCY)} · {w.outstanding} {money(v.Outstanding, v.INV_CURRENCY)} · {w.due} {v.DueDate}
      </p>
      {v.ExRateText ? <p>{`${w.rate}: ${keptRateTextIn(v.ExRateText, lang)}`}</p> : null}
      <HTMLTable compact aria-label={w.lines}>
        <tbody>
          {v.Lines.map((l) => (
            <tr key={l.ChargeId}>
              <td>{`${l.CHG_CODE} ${l.CHG_NAME}`}</td>
              <td>{`${l.CHG_CURRENCY} ${money(l.CHG_AMOUNT, l.CHG_CURRENCY)}`}</td>
              <td>{`${TAX_CODE_WORDS[l.TaxCode]?.[lang] ?? l.TaxCode} ${money(l.Tax, v.INV_CURRENCY)}`}</td>
              <td>{`${v.INV_CURRENCY} ${money(l.Amount, v.INV_CURRENCY)}`}</td>
            </tr>
          ))}
        </tbody>
      </HTMLTable>
      <InvoiceMoves invoice={v} flow={flow} />
      <H4 style={{ marginTop: 8 }}>{w.log}</H4>
      <ul>
        {v.Log.map((e) => (
          <li key={`${e.At}${e.Text.en}`}>{`${placeTime(e.At)} ${e.Who[lang]} ${e.Text[lang]}`}</li>
        ))}
      </ul>
    </div>
  );
}

/** The buttons of the moves the invoice's state offers and the person may make; a payment is dated today on the office's clock. */
function InvoiceMoves({ invoice: v, flow }: { invoice: Invoice; flow: InvoiceFlow }) {
  const w = useWords(billingScreenWords);
  const [amount, setAmount] = useState('');
  const [ref, setRef] = useState('');
  const [reason, setReason] = useState('');
  const mayBill = useCan(ACCESS.billingInvoices);
  const mayPay = useCan(ACCESS.billingPayments);
  return (
    <div style={{ display: 'flex', gap: 6, flexWrap: 'wrap', marginTop: 8 }}>
      {mayBill && offers(v, 'confirm') ? (
        <Button intent="primary" text={w.confirmInvoice} onClick={() => flow.send({ type: 'invoice.confirm', subject: v })} />
      ) : null}
      {mayBill && offers(v, 'requestTax') ? (
        <Button text={w.sendTax} onClick={() => flow.send({ type: 'invoice.requestTax', subject: v, key: newIdempotencyKey(`tax-${v.Id}`) })} />
      ) : null}
      {mayPay && offers(v, 'pay') ? (
        <>
          <InputGroup
            aria-label={w.payAmount}
            placeholder={w.payAmount}
            value={amount}
            onChange={(e) => setAmount(e.currentTarget.value)}
            style={{ width: 110 }}
          />
          <InputGroup aria-label={w.payRef} placeholder={w.payRef} value={ref} onChange={(e) => setRef(e.currentTarget.value)} style={{ width: 130 }} />
          <Button text={w.pay} onClick={() => flow.send({ type: 'invoice.pay', subject: v, Amount: amount, Date: dayIn(), Ref: ref })} />
        </>
      ) : null}
      {mayBill && offers(v, 'void') ? (
        <>
          <InputGroup aria-label={w.reason} placeholder={w.reason} value={reason} onChange={(e) => setReason(e.currentTarget.value)} style={{ width: 160 }} />
          <Button intent="danger" text={w.voidIt} onClick={() => flow.send({ type: 'invoice.void', subject: v, Reason: reason })} />
        </>
      ) : null}
      <Button icon="print" text={w.print} onClick={() => void printPdf(v.Id)} />
    </div>
  );
}
