import { Button, Checkbox, HTMLTable, Tag } from '@blueprintjs/core';
import type { Charge } from '../../contract/billing/calls';
import { CHARGE_STATUS_WORDS, CHARGE_TERM_WORDS, chargeBasisWords, SIDE_WORDS, TAX_CODE_WORDS } from '../../contract/billing/words';
import { readableAmount as money } from '../../domain/money/amounts';
import { useLanguage } from '../../i18n/language';
import { useWords } from '../../i18n/words';
import { billingScreenWords } from './words';

interface ChargeTableProps {
  lines: readonly Charge[];
  picked: readonly number[];
  mayEdit: boolean;
  onPick(id: number): void;
  onOpen(invoiceId: number): void;
  onEdit(line: Charge): void;
}

/** A job's charge lines: ticked to bill, an invoiced one opens its invoice, an unbilled one is edited in the form below. */
export function ChargeTable({ lines, picked, mayEdit, onPick, onOpen, onEdit }: ChargeTableProps) {
  const w = useWords(billingScreenWords);
  return (
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
        {lines.map((l) => (
          <ChargeRow key={l.Id} line={l} picked={picked.includes(l.Id)} mayEdit={mayEdit} onPick={onPick} onOpen={onOpen} onEdit={onEdit} />
        ))}
      </tbody>
    </HTMLTable>
  );
}

function ChargeRow({ line: l, picked, mayEdit, onPick, onOpen, onEdit }: Omit<ChargeTableProps, 'lines' | 'picked'> & { line: Charge; picked: boolean }) {
  const lang = useLanguage();
  const w = useWords(billingScreenWords);
  return (
    <tr>
      <td>
        <Checkbox checked={picked} disabled={l.CHG_INVOICE_ID !== null} onChange={() => onPick(l.Id)} aria-label={`${l.CHG_CODE} ${l.Id}`} />
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
            <Button minimal size="small" icon="edit" aria-label={`${w.edit} ${l.CHG_CODE} ${l.Id}`} onClick={() => onEdit(l)} />
          ) : null}
        </td>
      ) : null}
    </tr>
  );
}
