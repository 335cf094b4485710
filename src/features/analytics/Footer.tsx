import { Button } from '@blueprintjs/core';
import type { RateUsed } from '../../contract/analytics/calls';
import { placeTime } from '../../domain/refdata/localTimes';
import { useWords } from '../../i18n/words';
import { useRefresh } from './api/sales';
import { analyticsWords } from './words';

/**
 * Under every sales page (R9.3): the book rates the converted sums used, month by month (a month
 * without one says so), whether cost is shown and where it came from, and when the figures were rolled up, with the button
 * that rolls them up again now.
 */
export function Footer({
  rates,
  refreshedAt,
  viewCost,
  costBilled,
}: {
  rates: readonly RateUsed[];
  refreshedAt: string | null;
  viewCost: boolean;
  /** The bookings costed from billing, of all (the sales pages' totals; the pivot has none). */
  costBilled?: { billed: number; of: number };
}) {
  const w = useWords(analyticsWords);
  const refresh = useRefresh();
  const byCurrency = new Map<string, RateUsed[]>();
  for (const r of rates) byCurrency.set(r.Currency, [...(byCurrency.get(r.Currency) ?? []), r]);
  return (
    <footer className="analytics-footer" data-testid="sales-footer">
      <div>
        {w.ratesFooter}
        {[...byCurrency.entries()].map(([c, list]) => (
          <span key={c} className="analytics-rates">
            {c}：{list.map((r) => `${r.Month} ${r.Rate ?? `— ${w.noRate}`}`).join('，')}
          </span>
        ))}
      </div>
      {!viewCost && <div>{w.costHidden}</div>}
      {viewCost && costBilled && <div data-testid="sales-cost-source">{w.costSourceNote(costBilled.billed, costBilled.of)}</div>}
      <div className="analytics-refresh">
        <span>{refreshedAt ? w.refreshedAt(placeTime(refreshedAt)) : w.neverRefreshed}</span>
        <Button small icon="refresh" text={w.refresh} onClick={() => void refresh(undefined, w.refreshed)} data-testid="sales-refresh" />
      </div>
    </footer>
  );
}
