import { Button, HTMLSelect, InputGroup } from '@blueprintjs/core';
import { useState } from 'react';
import type { Charge, ChargeIn } from '../../contract/billing/calls';
import { SIDE_WORDS } from '../../contract/billing/words';
import { useLanguage } from '../../i18n/language';
import { useWords } from '../../i18n/words';
import { CurrencySelect } from '../../lib/CurrencySelect';
import { useSaveCharges } from './api/moves';
import { billingScreenWords } from './words';

type LineValues = { side: 'AR' | 'AP'; party: number; code: string; basis: string; qty: string; price: string; currency: string; term: 'PRE' | 'COL' };

/** The form's values: the line being changed, or a new ocean-freight line billed to the job's customer. */
function valuesOf(line: Charge | null, customer: number): LineValues {
  if (!line) return { side: 'AR', party: customer, code: 'OF', basis: 'PER_BL', qty: '1', price: '', currency: 'USD', term: 'PRE' };
  return {
    side: line.CHG_SIDE as 'AR' | 'AP',
    party: line.CHG_PARTY_ID,
    code: line.CHG_CODE,
    basis: line.CHG_BASIS,
    qty: line.CHG_QTY,
    price: line.CHG_UNIT_PRICE,
    currency: line.CHG_CURRENCY,
    term: line.CHG_TERM as 'PRE' | 'COL',
  };
}

/** The line as saved: a changed line keeps its name while its fee code stays; its tax comes from the fee code as on creation. */
const lineOf = (line: Charge | null, f: LineValues): ChargeIn => ({
  ...(line ? { Id: line.Id, Version: line.Version, ...(f.code === line.CHG_CODE ? { CHG_NAME: line.CHG_NAME } : {}) } : {}),
  CHG_SIDE: f.side,
  CHG_PARTY_ID: f.party,
  CHG_CODE: f.code,
  CHG_BASIS: f.basis,
  CHG_QTY: f.qty,
  CHG_UNIT_PRICE: f.price,
  CHG_CURRENCY: f.currency,
  CHG_TERM: f.term,
});

interface LineFormProps {
  cgo: string;
  parties: { Id: number; Name: string }[];
  customer: number;
  line: Charge | null;
  onDone(): void;
}

/** A charge line's form: a new line, or the values of the line being changed (its Id and Version go with it: a stale edit is refused). */
export function ChargeLineForm({ cgo, parties, customer, line, onDone }: LineFormProps) {
  const w = useWords(billingScreenWords);
  const lang = useLanguage();
  const save = useSaveCharges();
  const [f, setF] = useState(() => valuesOf(line, customer));
  const submit = async () => {
    if (!(await save({ CGO_ID: cgo, Lines: [lineOf(line, f)] }, w.done))) return;
    setF(valuesOf(null, customer));
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
