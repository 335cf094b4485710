import { Button, Callout, H2, H4, HTMLSelect, InputGroup } from '@blueprintjs/core';
import { useState } from 'react';
import { commonWords } from '../../i18n/commonWords';
import { useLanguage } from '../../i18n/language';
import { useWords } from '../../i18n/words';
import { useRoute } from '../../ui/routeContext';
import { useJobs } from './api/reads';
import { Charges } from './Charges';
import { InvoiceList } from './InvoiceList';
import { InvoicePanel } from './InvoicePanel';
import { type InvoiceFlow, useInvoiceFlow } from './useInvoiceFlow';
import { billingScreenWords } from './words';

/**
 * /MakeOrderBusiness/InvoiceMake (operations.md §10.5): pick a job by search; its charges AR and AP
 * with currency, tax and booked rate, totals per currency (never added across) and profit in CNY;
 * take the charges from the booking, add lines, confirm them, make a debit note / tax-invoice request
 * / payable statement from the selected ones; the invoices (states in words) with confirm, payment,
 * void (credit note), tax request, PDF, their log; the list exports to Excel. The invoice flow (make →
 * confirm → pay) runs in the invoice machine (machines/invoiceMachine.ts).
 */
export default function InvoiceMakeScreen() {
  const route = useRoute();
  const lang = useLanguage();
  const w = useWords(billingScreenWords);
  const flow = useInvoiceFlow();
  const [text, setText] = useState('');
  const [cgo, setCgo] = useState(() => new URLSearchParams(window.location.search).get('CGO_ID') ?? '');
  const jobs = useJobs(text);
  const openId = flow.snapshot.context.openId;
  return (
    <section className="admin-screen" data-testid="invoice-make">
      <H2>{route.title[lang]}</H2>
      <div style={{ display: 'flex', gap: 8, alignItems: 'center', marginBottom: 8 }}>
        <InputGroup leftIcon="search" placeholder={w.findJob} value={text} onChange={(e) => setText(e.currentTarget.value)} aria-label={w.findJob} />
        <HTMLSelect aria-label={w.job} value={cgo} onChange={(e) => setCgo(e.currentTarget.value)}>
          <option value="">{w.job}</option>
          {(jobs.data ?? []).map((j) => (
            <option key={j.CGO_ID} value={j.CGO_ID}>{`${j.CGO_ID} · ${j.MblNo} · ${j.CompanyName} · ${j.Route}`}</option>
          ))}
        </HTMLSelect>
      </div>
      <Offline flow={flow} />
      {cgo ? <Charges cgo={cgo} flow={flow} /> : <Callout>{w.noJob}</Callout>}
      {openId ? <InvoicePanel id={openId} flow={flow} /> : null}
      <H4 style={{ marginTop: 16 }}>{w.invoices}</H4>
      <InvoiceList onOpen={(id) => flow.send({ type: 'invoice.open', id })} />
    </section>
  );
}

/** A move whose connection dropped: it may have landed, so it is kept and sent again only when asked. */
function Offline({ flow }: { flow: InvoiceFlow }) {
  const c = useWords(commonWords);
  const { snapshot } = flow;
  if (!snapshot.matches('offline') && !snapshot.matches('checking')) return null;
  return (
    <Callout intent="warning" data-testid="invoice-offline" style={{ marginBottom: 8 }}>
      {snapshot.context.error}{' '}
      <Button size="small" icon="refresh" text={c.retry} loading={snapshot.matches('checking')} onClick={() => flow.send({ type: 'invoice.retry' })} />{' '}
      <Button size="small" minimal text={c.cancel} onClick={() => flow.send({ type: 'invoice.dismiss' })} />
    </Callout>
  );
}
