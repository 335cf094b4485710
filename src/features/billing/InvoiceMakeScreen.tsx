import { Button, Callout, Checkbox, H2, H4, HTMLSelect, HTMLTable, InputGroup, Tag } from '@blueprintjs/core';
import { useState } from 'react';
import { ACCESS } from '../../contract/access';
import { billingCalls, type Charge, type InvoiceRow } from '../../contract/billing/calls';
import { BILLING_PATHS } from '../../contract/billing/module';
import {
  CHARGE_STATUS_WORDS,
  INVOICE_KIND_WORDS,
  INVOICE_STATUS_WORDS,
  SIDE_WORDS,
  TAX_CODE_WORDS,
  CHARGE_TERM_WORDS,
  chargeBasisWords,
} from '../../contract/billing/words';
import { keptRateTextIn } from '../../domain/money/bills';
import { useLanguage } from '../../i18n/language';
import { useWords } from '../../i18n/words';
import { readableAmount as money } from '../../domain/money/amounts';
import { CurrencySelect } from '../../lib/CurrencySelect';
import { DataTable } from '../../lib/DataTable';
import { saveDownload } from '../../lib/saveFile';
import { useCan } from '../../session/access';
import { useRoute } from '../../ui/routeContext';
import { showToast } from '../../ui/toaster';
import {
  useConfirmCharges,
  useConfirmInvoice,
  useCreateInvoice,
  useInvoice,
  useJobs,
  usePay,
  useRequestTax,
  useSaveCharges,
  useSheet,
  useTake,
  useVoid,
} from './api';
import { billingScreenWords } from './words';
import { dayIn, placeTime } from '../../domain/refdata/localTimes';

/** Today on the office's clock (Asia/Shanghai): UTC's day is yesterday there between 00:00 and 08:00. */
const today = () => dayIn();

/** The invoice's PDF (the session's header goes with it), saved as the invoice's number. */
async function printPdf(id: number) {
  try {
    await saveDownload(`${BILLING_PATHS.invoicePrint}?Id=${id}`);
  } catch (err) {
    void showToast({ intent: 'danger', message: (err as Error).message });
  }
}

/**
 * /MakeOrderBusiness/InvoiceMake (operations.md §10.5): pick a job by search; its charges AR and AP
 * with currency, tax and booked rate, totals per currency (never added across) and profit in CNY;
 * take the charges from the booking, add lines, confirm them, make a debit note / tax-invoice request
 * / payable statement from the selected ones; the invoices (states in words) with confirm, payment,
 * void (credit note), tax request, PDF, their log; the list exports to Excel.
 */
export default function InvoiceMakeScreen() {
  const route = useRoute();
  const lang = useLanguage();
  const w = useWords(billingScreenWords);
  const [text, setText] = useState('');
  const [cgo, setCgo] = useState(() => new URLSearchParams(window.location.search).get('CGO_ID') ?? '');
  const [openId, setOpenId] = useState(0);
  const jobs = useJobs(text);
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
      {cgo ? <Charges cgo={cgo} onOpen={setOpenId} /> : <Callout>{w.noJob}</Callout>}
      {openId ? <InvoicePanel id={openId} /> : null}
      <H4 style={{ marginTop: 16 }}>{w.invoices}</H4>
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
        onOpen={(r) => setOpenId(r.Id)}
      />
    </section>
  );
}

function Charges({ cgo, onOpen }: { cgo: string; onOpen(id: number): void }) {
  const lang = useLanguage();
  const w = useWords(billingScreenWords);
  const sheet = useSheet(cgo);
  const [picked, setPicked] = useState<number[]>([]);
  /** The line whose values the form below holds (null: a new line). */
  const [editing, setEditing] = useState<Charge | null>(null);
  const [currency, setCurrency] = useState('CNY');
  const [buyer, setBuyer] = useState({ name: '', taxId: '' });
  const take = useTake();
  const confirm = useConfirmCharges();
  const create = useCreateInvoice();
  const mayEdit = useCan(ACCESS.billingCharges);
  const mayBill = useCan(ACCESS.billingInvoices);
  if (sheet.error) return <Callout intent="danger">{sheet.error.message}</Callout>;
  const s = sheet.data;
  if (!s) return null;
  const chosen = s.Lines.filter((l) => picked.includes(l.Id));
  const make = async (Kind: 1 | 3 | 4) => {
    if (!chosen.length) return void showToast({ intent: 'warning', message: w.noneSelected });
    const ok = await create(
      {
        Kind,
        PartyId: chosen[0]!.CHG_PARTY_ID,
        ChargeIds: picked,
        Currency: currency,
        ...(Kind === 3 ? { BuyerName: buyer.name, BuyerTaxId: buyer.taxId } : {}),
      },
      w.done,
    );
    if (ok) setPicked([]);
  };
  const toggle = (id: number) => setPicked((p) => (p.includes(id) ? p.filter((x) => x !== id) : [...p, id]));
  return (
    <div data-testid="charges">
      <p>
        <b>{s.CGO_ID}</b> · {s.MblNo} · {s.CompanyName}
      </p>
      {mayEdit ? (
        <div style={{ display: 'flex', gap: 8, marginBottom: 8 }}>
          <Button icon="import" text={w.takeFromBooking} disabled={!s.HasPrice} onClick={() => void take({ CGO_ID: cgo }, w.done)} />
          {s.NoPriceReason ? (
            <span className="bp6-text-muted" data-testid="no-price-reason">
              {s.NoPriceReason[lang]}
            </span>
          ) : null}
          <Button icon="tick" text={w.confirmCharges} disabled={!picked.length} onClick={() => void confirm({ Ids: picked }, w.done)} />
        </div>
      ) : null}
      <HTMLTable compact striped style={{ width: '100%' }} aria-label={w.lines}>
        <thead>
          <tr>
            <th />
            <th>
              {w.ar}/{w.ap}
            </th>
            <th>{w.party}</th>
            <th>{w.code}</th>
            <th>{w.name}</th>
            <th>{w.basis}</th>
            <th>{w.qty}</th>
            <th>{w.unitPrice}</th>
            <th>{w.amount}</th>
            <th>{w.term}</th>
            <th>{w.tax}</th>
            <th>{w.exRate}</th>
            <th>{w.invoiceNo}</th>
            {mayEdit ? <th /> : null}
          </tr>
        </thead>
        <tbody>
          {s.Lines.map((l: Charge) => (
            <tr key={l.Id}>
              <td>
                <Checkbox
                  checked={picked.includes(l.Id)}
                  disabled={l.CHG_INVOICE_ID !== null}
                  onChange={() => toggle(l.Id)}
                  aria-label={`${l.CHG_CODE} ${l.Id}`}
                />
              </td>
              <td>{SIDE_WORDS[l.CHG_SIDE as 'AR' | 'AP'][lang]}</td>
              {/* a party's name is read whole: the table's other columns give way, not it */}
              <td style={{ minWidth: '10em' }}>{l.PartyName}</td>
              <td>{l.CHG_CODE}</td>
              <td>{l.CHG_NAME}</td>
              <td>{chargeBasisWords(l.CHG_BASIS, lang)}</td>
              <td>{l.CHG_QTY}</td>
              <td>{money(l.CHG_UNIT_PRICE, l.CHG_CURRENCY)}</td>
              <td>{`${l.CHG_CURRENCY} ${money(l.CHG_AMOUNT, l.CHG_CURRENCY)}`}</td>
              <td>{CHARGE_TERM_WORDS[l.CHG_TERM]?.[lang] ?? l.CHG_TERM}</td>
              <td>{TAX_CODE_WORDS[l.CHG_TAX_CODE]?.[lang] ?? `${l.CHG_TAX_CODE} ${Number(l.CHG_TAX_RATE) * 100}%`}</td>
              <td>{l.CHG_EX_RATE ? `${l.CHG_EX_RATE} (${l.CHG_EX_RATE_DATE})` : ''}</td>
              <td>
                {l.INV_NO ? (
                  <Button minimal size="small" text={l.INV_NO} onClick={() => onOpen(l.CHG_INVOICE_ID!)} />
                ) : (
                  <Tag minimal>{CHARGE_STATUS_WORDS[l.CHG_STATUS]?.[lang]}</Tag>
                )}
              </td>
              {mayEdit ? (
                <td>
                  {l.CHG_INVOICE_ID === null ? (
                    <Button minimal size="small" icon="edit" aria-label={`${w.edit} ${l.CHG_CODE} ${l.Id}`} onClick={() => setEditing(l)} />
                  ) : null}
                </td>
              ) : null}
            </tr>
          ))}
        </tbody>
      </HTMLTable>
      <p data-testid="totals">
        {w.arTotals}: {s.ArTotals.map((t) => `${t.Currency} ${money(t.Amount, t.Currency)}`).join(' + ') || '—'}
        {s.Staff
          ? ` ｜ ${w.apTotals}: ${s.ApTotals.map((t) => `${t.Currency} ${money(t.Amount, t.Currency)}`).join(' + ') || '—'} ｜ ${w.profit}: CNY ${money(s.ProfitCny ?? '0', 'CNY')}`
          : ''}
      </p>
      {mayEdit ? (
        <LineForm
          key={editing ? `${editing.Id}:${editing.Version}` : 'new'}
          cgo={cgo}
          parties={s.Parties}
          customer={s.CompanyId}
          line={editing}
          onDone={() => setEditing(null)}
        />
      ) : null}
      {mayBill ? (
        <div style={{ display: 'flex', gap: 8, alignItems: 'center', marginTop: 8, flexWrap: 'wrap' }}>
          <CurrencySelect label={w.invoiceCurrency} value={currency} onChange={setCurrency} />
          <Button intent="primary" text={w.makeDebitNote} onClick={() => void make(1)} />
          <InputGroup
            placeholder={w.buyerName}
            aria-label={w.buyerName}
            value={buyer.name}
            onChange={(e) => setBuyer({ ...buyer, name: e.currentTarget.value })}
          />
          <InputGroup
            placeholder={w.buyerTaxId}
            aria-label={w.buyerTaxId}
            value={buyer.taxId}
            onChange={(e) => setBuyer({ ...buyer, taxId: e.currentTarget.value })}
          />
          <Button text={w.makeTaxRequest} onClick={() => void make(3)} />
          <Button text={w.makePayable} onClick={() => void make(4)} />
        </div>
      ) : null}
    </div>
  );
}

/** A charge line's form: a new line, or the values of the line being changed (its Id and Version go with it: a stale edit is refused). */
function LineForm({
  cgo,
  parties,
  customer,
  line,
  onDone,
}: {
  cgo: string;
  parties: { Id: number; Name: string }[];
  customer: number;
  line: Charge | null;
  onDone(): void;
}) {
  const w = useWords(billingScreenWords);
  const lang = useLanguage();
  const save = useSaveCharges();
  const blank = { side: 'AR' as 'AR' | 'AP', party: customer, code: 'OF', basis: 'PER_BL', qty: '1', price: '', currency: 'USD', term: 'PRE' as 'PRE' | 'COL' };
  const [f, setF] = useState(
    line
      ? {
          side: line.CHG_SIDE as 'AR' | 'AP',
          party: line.CHG_PARTY_ID,
          code: line.CHG_CODE,
          basis: line.CHG_BASIS,
          qty: line.CHG_QTY,
          price: line.CHG_UNIT_PRICE,
          currency: line.CHG_CURRENCY,
          term: line.CHG_TERM as 'PRE' | 'COL',
        }
      : blank,
  );
  const submit = async () => {
    const ok = await save(
      {
        CGO_ID: cgo,
        Lines: [
          {
            // a changed line keeps its name while its fee code stays; its tax comes from the fee code as on creation
            ...(line ? { Id: line.Id, Version: line.Version, ...(f.code === line.CHG_CODE ? { CHG_NAME: line.CHG_NAME } : {}) } : {}),
            CHG_SIDE: f.side,
            CHG_PARTY_ID: f.party,
            CHG_CODE: f.code,
            CHG_BASIS: f.basis,
            CHG_QTY: f.qty,
            CHG_UNIT_PRICE: f.price,
            CHG_CURRENCY: f.currency,
            CHG_TERM: f.term,
          },
        ],
      },
      w.done,
    );
    if (!ok) return;
    setF(blank);
    onDone();
  };
  return (
    <div style={{ display: 'flex', gap: 6, flexWrap: 'wrap', alignItems: 'center' }} data-testid="add-line" data-editing={line?.Id ?? ''}>
      <b>{line ? `${w.editLine} ${line.CHG_CODE}` : w.addLine}</b>
      <HTMLSelect aria-label={`${w.ar}/${w.ap}`} value={f.side} onChange={(e) => setF({ ...f, side: e.currentTarget.value as 'AR' | 'AP' })}>
        <option value="AR">{SIDE_WORDS.AR[lang]}</option>
        <option value="AP">{SIDE_WORDS.AP[lang]}</option>
      </HTMLSelect>
      <HTMLSelect aria-label={w.party} value={f.party} onChange={(e) => setF({ ...f, party: Number(e.currentTarget.value) })}>
        {parties.map((p) => (
          <option key={p.Id} value={p.Id}>
            {p.Name}
          </option>
        ))}
      </HTMLSelect>
      <InputGroup style={{ width: 70 }} aria-label={w.code} value={f.code} onChange={(e) => setF({ ...f, code: e.currentTarget.value.toUpperCase() })} />
      <InputGroup style={{ width: 130 }} aria-label={w.basis} value={f.basis} onChange={(e) => setF({ ...f, basis: e.currentTarget.value })} />
      <InputGroup style={{ width: 70 }} aria-label={w.qty} value={f.qty} onChange={(e) => setF({ ...f, qty: e.currentTarget.value })} />
      <InputGroup
        style={{ width: 90 }}
        aria-label={w.unitPrice}
        placeholder={w.unitPrice}
        value={f.price}
        onChange={(e) => setF({ ...f, price: e.currentTarget.value })}
      />
      <CurrencySelect label={w.currency} value={f.currency} onChange={(currency) => setF({ ...f, currency })} />
      <HTMLSelect aria-label={w.term} value={f.term} onChange={(e) => setF({ ...f, term: e.currentTarget.value as 'PRE' | 'COL' })} options={['PRE', 'COL']} />
      <Button icon={line ? 'floppy-disk' : 'add'} text={w.saveLine} onClick={() => void submit()} />
      {line ? <Button minimal text={w.cancel} onClick={onDone} /> : null}
    </div>
  );
}

function InvoicePanel({ id }: { id: number }) {
  const lang = useLanguage();
  const w = useWords(billingScreenWords);
  const inv = useInvoice(id);
  const confirm = useConfirmInvoice();
  const pay = usePay();
  const voidIt = useVoid();
  const tax = useRequestTax();
  const [amount, setAmount] = useState('');
  const [ref, setRef] = useState('');
  const [reason, setReason] = useState('');
  const mayBill = useCan(ACCESS.billingInvoices);
  const mayPay = useCan(ACCESS.billingPayments);
  const v = inv.data;
  if (!v) return null;
  const can = (m: string) => v.Moves.includes(m);
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
      <div style={{ display: 'flex', gap: 6, flexWrap: 'wrap', marginTop: 8 }}>
        {mayBill && can('confirm') ? (
          <Button intent="primary" text={w.confirmInvoice} onClick={() => void confirm({ Id: v.Id, Version: v.Version }, w.done)} />
        ) : null}
        {mayBill && v.INV_KIND === 3 && v.INV_STATUS === 2 ? <Button text={w.sendTax} onClick={() => void tax({ Id: v.Id }, w.done)} /> : null}
        {mayPay && (can('payPart') || can('payFull')) ? (
          <>
            <InputGroup
              aria-label={w.payAmount}
              placeholder={w.payAmount}
              value={amount}
              onChange={(e) => setAmount(e.currentTarget.value)}
              style={{ width: 110 }}
            />
            <InputGroup aria-label={w.payRef} placeholder={w.payRef} value={ref} onChange={(e) => setRef(e.currentTarget.value)} style={{ width: 130 }} />
            <Button text={w.pay} onClick={() => void pay({ Id: v.Id, Amount: amount, Date: today(), Ref: ref }, w.done)} />
          </>
        ) : null}
        {mayBill && can('void') ? (
          <>
            <InputGroup aria-label={w.reason} placeholder={w.reason} value={reason} onChange={(e) => setReason(e.currentTarget.value)} style={{ width: 160 }} />
            <Button intent="danger" text={w.voidIt} onClick={() => void voidIt({ Id: v.Id, Reason: reason }, w.done)} />
          </>
        ) : null}
        <Button icon="print" text={w.print} onClick={() => void printPdf(v.Id)} />
      </div>
      <H4 style={{ marginTop: 8 }}>{w.log}</H4>
      <ul>
        {v.Log.map((e) => (
          <li key={`${e.At}${e.Text.en}`}>{`${placeTime(e.At)} ${e.Who[lang]} ${e.Text[lang]}`}</li>
        ))}
      </ul>
    </div>
  );
}
