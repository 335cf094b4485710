import { Button, HTMLTable } from '@blueprintjs/core';
import type { RateSearchRow } from '../../../contract/rates/searchCalls';
import { useWords } from '../../../i18n/words';
import { quickWords } from './words';

/** The week's prices, cheapest first as the search answers them: per class the sell price, the totals per currency (never added across currencies). */
export function PriceTable(props: { rows: readonly RateSearchRow[]; onBook(row: RateSearchRow): void }) {
  const w = useWords(quickWords);
  return (
    <HTMLTable compact striped aria-label={w.rates}>
      <thead>
        <tr>
          <th>{w.carrier}</th>
          <th>{w.transitDays}</th>
          <th>{w.validity}</th>
          <th>{w.perClass}</th>
          <th>{w.totals}</th>
          <th aria-label={w.book} />
        </tr>
      </thead>
      <tbody>
        {props.rows.map((r) => (
          <tr key={r.RateId}>
            <td>
              {r.CarrierName}
              <div className="bp6-text-muted">{r.RateNo}</div>
            </td>
            <td>{r.TransitDays ?? '—'}</td>
            <td>
              {r.ValidFrom} – {r.ValidTo}
            </td>
            <td>
              {r.Classes.map((c) => `${c.Qty}×${c.ContainerClass} ${r.Currency} ${c.Sell}`).join('; ')}
              {r.Unpriced.length ? <div className="bp6-text-muted">{w.unpriced(r.Unpriced.join(', '))}</div> : null}
            </td>
            <td>{r.Totals.map((t) => `${t.Currency} ${t.Amount}`).join(' + ')}</td>
            <td>
              <Button small intent="primary" text={w.book} onClick={() => props.onBook(r)} />
            </td>
          </tr>
        ))}
      </tbody>
    </HTMLTable>
  );
}
