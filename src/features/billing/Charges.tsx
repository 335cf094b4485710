import { Button, Callout, InputGroup } from '@blueprintjs/core';
import { useState } from 'react';
import { ACCESS } from '../../contract/access';
import type { Charge, ChargeSheet } from '../../contract/billing/calls';
import { readableAmount as money } from '../../domain/money/amounts';
import { useLanguage } from '../../i18n/language';
import { useWords } from '../../i18n/words';
import { CurrencySelect } from '../../lib/CurrencySelect';
import { useCan } from '../../session/access';
import { useConfirmCharges, useTake } from './api/moves';
import { useSheet } from './api/reads';
import { ChargeLineForm } from './ChargeLineForm';
import { ChargeTable } from './ChargeTable';
import type { InvoiceFlow } from './useInvoiceFlow';
import { billingScreenWords } from './words';

/** A job's charges: take them from the booking, tick and confirm them, edit a line, make an invoice of the ticked ones. */
export function Charges({ cgo, flow }: { cgo: string; flow: InvoiceFlow }) {
  const sheet = useSheet(cgo);
  /** The line whose values the form below holds (null: a new line). */
  const [editing, setEditing] = useState<Charge | null>(null);
  const mayEdit = useCan(ACCESS.billingCharges);
  const mayBill = useCan(ACCESS.billingInvoices);
  if (sheet.error) return <Callout intent="danger">{sheet.error.message}</Callout>;
  const s = sheet.data;
  if (!s) return null;
  const picked = flow.snapshot.context.picked;
  return (
    <div data-testid="charges">
      <p>
        <b>{s.CGO_ID}</b> · {s.MblNo} · {s.CompanyName}
      </p>
      {mayEdit ? <ChargeToolbar sheet={s} picked={picked} /> : null}
      <ChargeTable
        lines={s.Lines}
        picked={picked}
        mayEdit={mayEdit}
        onPick={(chargeId) => flow.send({ type: 'invoice.pick', chargeId })}
        onOpen={(id) => flow.send({ type: 'invoice.open', id })}
        onEdit={setEditing}
      />
      <Totals sheet={s} />
      {mayEdit ? (
        <ChargeLineForm
          key={editing ? `${editing.Id}:${editing.Version}` : 'new'}
          cgo={cgo}
          parties={s.Parties}
          customer={s.CompanyId}
          line={editing}
          onDone={() => setEditing(null)}
        />
      ) : null}
      {mayBill ? <MakeInvoice sheet={s} flow={flow} /> : null}
    </div>
  );
}

function ChargeToolbar({ sheet: s, picked }: { sheet: ChargeSheet; picked: readonly number[] }) {
  const lang = useLanguage();
  const w = useWords(billingScreenWords);
  const take = useTake();
  const confirm = useConfirmCharges();
  return (
    <div style={{ display: 'flex', gap: 8, marginBottom: 8 }}>
      <Button icon="import" text={w.takeFromBooking} disabled={!s.HasPrice} onClick={() => void take({ CGO_ID: s.CGO_ID }, w.done)} />
      {s.NoPriceReason ? (
        <span className="bp6-text-muted" data-testid="no-price-reason">
          {s.NoPriceReason[lang]}
        </span>
      ) : null}
      <Button icon="tick" text={w.confirmCharges} disabled={!picked.length} onClick={() => void confirm({ Ids: [...picked] }, w.done)} />
    </div>
  );
}

/** Totals per currency (never added across); the profit in CNY for staff only. */
function Totals({ sheet: s }: { sheet: ChargeSheet }) {
  const w = useWords(billingScreenWords);
  const sums = (ts: ChargeSheet['ArTotals']) => ts.map((t) => `${t.Currency} ${money(t.Amount, t.Currency)}`).join(' + ') || '—';
  return (
    <p data-testid="totals">
      {w.arTotals}: {sums(s.ArTotals)}
      {s.Staff ? ` ｜ ${w.apTotals}: ${sums(s.ApTotals)} ｜ ${w.profit}: CNY ${money(s.ProfitCny ?? '0', 'CNY')}` : ''}
    </p>
  );
}

/** Make a debit note, a tax-invoice request (with the buyer) or a payable statement of the ticked lines, in the currency chosen. */
function MakeInvoice({ sheet: s, flow }: { sheet: ChargeSheet; flow: InvoiceFlow }) {
  const w = useWords(billingScreenWords);
  const [currency, setCurrency] = useState('CNY');
  const [buyer, setBuyer] = useState({ name: '', taxId: '' });
  const make = (Kind: 1 | 3 | 4) => {
    const chosen = s.Lines.filter((l) => flow.snapshot.context.picked.includes(l.Id));
    const ask = { Kind, Currency: currency, ...(Kind === 3 ? { BuyerName: buyer.name, BuyerTaxId: buyer.taxId } : {}) };
    flow.send({ type: 'invoice.make', cgoId: s.CGO_ID, ask, partyId: chosen[0]?.CHG_PARTY_ID });
  };
  return (
    <div style={{ display: 'flex', gap: 8, alignItems: 'center', marginTop: 8, flexWrap: 'wrap' }}>
      <CurrencySelect label={w.invoiceCurrency} value={currency} onChange={setCurrency} />
      <Button intent="primary" text={w.makeDebitNote} onClick={() => make(1)} />
      <InputGroup placeholder={w.buyerName} aria-label={w.buyerName} value={buyer.name} onChange={(e) => setBuyer({ ...buyer, name: e.currentTarget.value })} />
      <InputGroup
        placeholder={w.buyerTaxId}
        aria-label={w.buyerTaxId}
        value={buyer.taxId}
        onChange={(e) => setBuyer({ ...buyer, taxId: e.currentTarget.value })}
      />
      <Button text={w.makeTaxRequest} onClick={() => make(3)} />
      <Button text={w.makePayable} onClick={() => make(4)} />
    </div>
  );
}
