import { Button, Checkbox, HTMLTable, Tag } from '@blueprintjs/core';
import type { RateSearchRow } from '../../../contract/rates/searchCalls';
import { notationEn, notationZh } from '../../../domain/refdata/scheduleTemplates';
import { useLanguage } from '../../../i18n/language';
import { useWords } from '../../../i18n/words';
import { searchWords } from './words';

/** The sell price per class (with cost, margin and a price below the floor for staff who see cost), and the classes left unpriced. */
function OceanFreightCell({ r }: { r: RateSearchRow }) {
  const w = useWords(searchWords);
  return (
    <td>
      {r.Classes.map((c) => (
        <div key={c.ContainerClass}>
          {c.Qty}×{c.ContainerClass} {r.Currency} {c.Sell}
          {c.Cost !== undefined && (
            <span className="rate-search__muted">
              {' '}
              · {w.cost} {c.Cost} · {w.margin} {c.Margin}
              {c.BelowFloor && (
                <Tag minimal intent="danger">
                  {w.belowFloor}
                </Tag>
              )}
            </span>
          )}
        </div>
      ))}
      {r.Unpriced.length > 0 && <div className="rate-search__muted">{w.unpriced(r.Unpriced.join(', '))}</div>}
    </td>
  );
}

/** Every surcharge of the row, and the optional extras offered. */
function SurchargesCell({ r }: { r: RateSearchRow }) {
  const w = useWords(searchWords);
  return (
    <td className="rate-search__charges">
      {r.Charges.map((c) => (
        <div key={`${c.FeeCode}-${c.ContainerClass ?? ''}`}>
          {c.FeeName} {c.Currency} {c.Qty > 1 ? w.perUnit(c.UnitAmount, c.Qty) : c.Amount}
        </div>
      ))}
      {r.Options.length > 0 && (
        <div className="rate-search__muted">
          {w.options}：{r.Options.map((o) => `${o.FeeName} ${o.Currency} ${o.UnitAmount}`).join('；')}
        </div>
      )}
    </td>
  );
}

/** The sailing days (cut-off and ETD weekdays) and the transit time. */
function ScheduleCell({ r }: { r: RateSearchRow }) {
  const lang = useLanguage();
  const w = useWords(searchWords);
  const schedule = (r: RateSearchRow) =>
    r.EtdWeekdays.length ? (lang === 'zh' ? notationZh(r.CutOffWeekdays, r.EtdWeekdays) : notationEn(r.CutOffWeekdays, r.EtdWeekdays)) : '';
  return (
    <td>
      {schedule(r)}
      {r.TransitDays !== null && (
        <div className="rate-search__muted">
          {w.transitDays} {r.TransitDays}
        </div>
      )}
    </td>
  );
}

/** The totals per currency, never added across currencies. */
function TotalsCell({ r }: { r: RateSearchRow }) {
  return (
    <td className="rate-search__total">
      {r.Totals.map((t) => (
        <div key={t.Currency}>
          {t.Currency} {t.Amount}
        </div>
      ))}
    </td>
  );
}

/**
 * Priced rates as a person reads them (commercial.md §2.4): carrier, lane, schedule, validity, the
 * sell price per class, every surcharge, the optional extras offered and the totals per currency,
 * never added across currencies. Cost and margin show when the rows carry them (staff with "view
 * cost"). The search page ticks rows for a quote and opens the price explain; a quote shows its
 * options with the same table.
 */
export function RateResultsTable(props: {
  rows: readonly RateSearchRow[];
  label: string;
  onExplain?(row: RateSearchRow): void;
  /** "Book" on a row: the booking form, prefilled from it. */
  onBook?(row: RateSearchRow): void;
  ticked?: ReadonlySet<number>;
  onTick?(row: RateSearchRow, on: boolean): void;
}) {
  const _lang = useLanguage();
  const w = useWords(searchWords);
  const { ticked, onTick, onExplain, onBook } = props;
  const actions = !!(onExplain || onBook);
  return (
    <HTMLTable compact striped className="rate-search__results" aria-label={props.label}>
      <thead>
        <tr>
          {onTick && <th aria-label={w.tick} />}
          <th>{w.carrier}</th>
          <th>
            {w.pol} → {w.pod}
          </th>
          <th>{w.schedule}</th>
          <th>{w.validity}</th>
          <th>{w.oceanFreight}</th>
          <th>{w.surcharges}</th>
          <th>{w.total}</th>
          {actions && <th>{w.rowActions}</th>}
        </tr>
      </thead>
      <tbody>
        {props.rows.map((r) => (
          <tr key={r.RateId} data-rate={r.RateNo}>
            {onTick && (
              <td>
                <Checkbox
                  aria-label={w.tickRate(r.RateNo)}
                  checked={ticked?.has(r.RateId) ?? false}
                  disabled={r.Hidden}
                  onChange={(e) => onTick(r, e.currentTarget.checked)}
                />
              </td>
            )}
            <td>
              <strong>{r.CarrierCode}</strong> {r.CarrierName}
              <div className="rate-search__muted">
                {r.RateNo} {r.Hidden && <Tag intent="warning">{w.hidden}</Tag>}
              </div>
            </td>
            <td>
              {r.PolCode} {r.PolName} → {r.ViaCode ? `${r.ViaCode} → ` : ''}
              {r.PodCode} {r.PodName}
            </td>
            <ScheduleCell r={r} />
            <td>
              {r.ValidFrom} – {r.ValidTo}
            </td>
            <OceanFreightCell r={r} />
            <SurchargesCell r={r} />
            <TotalsCell r={r} />
            {actions && (
              <td>
                {onExplain && <Button size="small" icon="list-detail-view" text={w.explain} onClick={() => onExplain(r)} />}
                {onBook && <Button size="small" icon="box" text={w.book} onClick={() => onBook(r)} />}
              </td>
            )}
          </tr>
        ))}
      </tbody>
    </HTMLTable>
  );
}
