import { HTMLTable, Tag } from '@blueprintjs/core';
import type { LclSearchRow } from '../../../contract/rates/lclCalls';
import { useWords } from '../../../i18n/words';
import { lclWords } from './words';

/** The co-loaders on the lane, ranked by all-in total: chargeable RT, each charge line, the totals. */
export function LclResultsTable({ rows }: { rows: LclSearchRow[] }) {
  const w = useWords(lclWords);
  return (
    <HTMLTable compact striped bordered className="rate-search__results" aria-label={w.search} data-testid="lcl-rows">
      <thead>
        <tr>
          <th>#</th>
          <th>{w.coLoader}</th>
          <th>{w.rt}</th>
          <th>{w.charges}</th>
          <th>{w.total}</th>
          <th>{w.validTo}</th>
        </tr>
      </thead>
      <tbody>
        {rows.map((r, i) => (
          <tr key={r.RateId} data-lcl={r.CoLoaderName}>
            <td>{i + 1}</td>
            <td>
              <strong>{r.CoLoaderName}</strong>
              <div className="rate-search__muted">
                {r.RateNo} · {r.TransitDays ? `${r.TransitDays}d` : ''} {r.ViaCode ? `via ${r.ViaCode}` : ''}
              </div>
            </td>
            <td>
              {r.Rt} → {r.ChargeableRt}
            </td>
            <td className="rate-search__charges">
              {r.Lines.map((l) => (
                <div key={`${l.FeeCode}-${l.Currency}`}>
                  {l.FeeCode} {l.Qty} × {l.UnitAmount} = {l.Currency} {l.Amount} {l.Bound ? <Tag minimal>{l.Bound}</Tag> : null}
                </div>
              ))}
            </td>
            <td className="rate-search__total">
              {r.Totals.map((t) => (
                <div key={t.Currency}>
                  {t.Currency} {t.Amount}
                </div>
              ))}
              {r.AllInCny ? <div className="rate-search__muted">{w.allInCny(r.AllInCny)}</div> : null}
            </td>
            <td>{r.ValidTo}</td>
          </tr>
        ))}
      </tbody>
    </HTMLTable>
  );
}
