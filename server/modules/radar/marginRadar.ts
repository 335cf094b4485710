import type { MarginAnswer, MarginQuery } from '../../../src/contract/radar/calls';
import { amountIn } from '../../../src/domain/money/amounts';
import { type IndexPoint, indexEnds, medianMinor, priceDroppedSince, sellAboveTrend } from '../../../src/domain/radar/margin';
import { officeDayStart, plusDays } from '../../../src/domain/radar/signals';
import { dayIn, OFFICE_ZONE } from '../../../src/domain/refdata/localTimes';
import type { Db } from '../../db/types';
import type { Outcome } from '../../http/outcome';
import type { Actor } from '../../platform/access/grants';
import { no } from '../../platform/refusal';
import { releasedBookings } from '../booking/public';
import { costIndexWeeks } from '../rateAnalysis/public';
import { type QuotedClass, quotedClassesSince, seesCost } from '../rates/public';
import { companyNames, employeeNames } from './repository';
import { radarScope } from './scope';

/** The Monday of a day's week (Monday–Sunday, §9.1). */
export function mondayOf(day: string): string {
  const dow = new Date(`${day}T00:00:00Z`).getUTCDay();
  return plusDays(day, -((dow + 6) % 7));
}

const laneKey = (p: string, d: string, c: string, cur: string) => `${p}|${d}|${c}|${cur}`;

/**
 * GET /api/Radar/Margin (commercial.md §9.5): quotes priced below the floor with their override
 * reason and the booking made from them; lanes whose falling cost index went below what our recent
 * quotes were priced on; customers whose lane's index dropped below their last quote's cost. Scoped
 * like the other radars (R9.1); the amounts only with "view cost" (R9.2).
 */
export async function marginRadar(db: Db, actor: Actor, input: MarginQuery, now = new Date()): Promise<Outcome<MarginAnswer>> {
  const today = dayIn(OFFICE_ZONE, now);
  const fromDay = input.From ?? plusDays(today, -28);
  if (fromDay > today) return no('FROM_AFTER_TODAY', 'The first day shown cannot be after today.', '起始日期不能晚于今天。');
  if (fromDay < plusDays(today, -366)) return no('PERIOD_TOO_LONG', 'Choose at most a year.', '最多选择一年。');
  const scope = await radarScope(db, actor);
  const viewCost = await seesCost(db, actor);
  const quoted = (await quotedClassesSince(db, { ownerCompanyId: actor.companyId, from: officeDayStart(fromDay) })).filter((c) =>
    scope.sees(c.customerCompanyId),
  );
  const index = await costIndexWeeks(db, { fromMonday: mondayOf(plusDays(today, -28)), toMonday: mondayOf(today) });
  const series = new Map<string, IndexPoint[]>();
  for (const w of index) {
    const k = laneKey(w.polCode, w.podCode, w.containerClass, w.currency);
    series.set(k, [...(series.get(k) ?? []), { week: w.week, median: w.median }]);
  }
  const names = await companyNames(db, [...new Set(quoted.map((c) => c.customerCompanyId))]);
  const sales = await employeeNames(db, [...new Set(quoted.map((c) => c.salesEmployeeId))]);
  const shown = (x: string | null | undefined) => (viewCost && x != null ? x : null);
  return {
    ok: true,
    value: {
      ViewCost: viewCost,
      BelowFloor: await belowFloor(db, quoted, fromDay, today, names, sales),
      Lanes: lanesAboveTrend(quoted, series).map((l) => ({
        ...l,
        IndexFirst: shown(l.IndexFirst),
        IndexLatest: shown(l.IndexLatest),
        QuotedCost: shown(l.QuotedCost),
      })),
      Drops: priceDrops(quoted, series).map((d) => ({
        ...d,
        CustomerName: names.get(d.CompanyId) ?? '',
        QuotedCost: shown(d.QuotedCost),
        IndexLatest: shown(d.IndexLatest),
      })),
    },
  };
}

async function belowFloor(db: Db, quoted: QuotedClass[], fromDay: string, today: string, names: Map<string, string>, sales: Map<string, string>) {
  const booked = await releasedBookings(db, { from: fromDay, to: plusDays(today, 120) });
  const byQuote = new Map(booked.filter((b) => b.quoteId).map((b) => [b.quoteId!, b.bookingNo]));
  const quotes = new Map<number, QuotedClass[]>();
  for (const c of quoted) if (c.overrideReason && c.belowFloor) quotes.set(c.quoteId, [...(quotes.get(c.quoteId) ?? []), c]);
  return [...quotes.values()].map((cs) => {
    const q = cs[0]!;
    return {
      QuoteId: q.quoteId,
      QuoteNo: q.quoteNo,
      CustomerName: names.get(q.customerCompanyId) ?? '',
      SalesName: sales.get(q.salesEmployeeId) ?? '',
      PolCode: q.polCode,
      PodCode: q.podCode,
      Status: q.status,
      BookingNo: byQuote.get(q.quoteId) ?? null,
      Reason: q.overrideReason ?? '',
      RateNos: [...new Set(cs.map((c) => c.rateNo))].join(', '),
    };
  });
}

function lanesAboveTrend(quoted: QuotedClass[], series: Map<string, IndexPoint[]>) {
  const costs = new Map<string, { c: QuotedClass; costs: string[]; ids: Set<number> }>();
  for (const c of quoted) {
    if (!c.cost) continue;
    const k = laneKey(c.polCode, c.podCode, c.containerClass, c.currency);
    costs.set(k, { c, costs: [...(costs.get(k)?.costs ?? []), c.cost], ids: (costs.get(k)?.ids ?? new Set()).add(c.quoteId) });
  }
  return [...costs]
    .filter(([k, v]) => sellAboveTrend(series.get(k) ?? [], v.costs, v.c.currency))
    .map(([k, { c, costs: cs, ids }]) => {
      const ends = indexEnds(series.get(k)!, c.currency)!;
      return {
        PolCode: c.polCode,
        PodCode: c.podCode,
        ContainerClass: c.containerClass,
        Currency: c.currency,
        IndexFirst: amountIn(ends.first, c.currency),
        IndexLatest: amountIn(ends.latest, c.currency),
        QuotedCost: amountIn(medianMinor(cs, c.currency)!, c.currency),
        Quotes: ids.size,
      };
    });
}

/** Each customer's last quote per lane and class (the newest first in `quoted`), where the lane's latest index is below its cost. */
function priceDrops(quoted: QuotedClass[], series: Map<string, IndexPoint[]>) {
  const last = new Map<string, QuotedClass>();
  for (const c of quoted) {
    const k = `${c.customerCompanyId}|${laneKey(c.polCode, c.podCode, c.containerClass, c.currency)}`;
    if (c.cost && !last.has(k)) last.set(k, c);
  }
  const out = [];
  for (const c of last.values()) {
    const points = [...(series.get(laneKey(c.polCode, c.podCode, c.containerClass, c.currency)) ?? [])].sort((a, b) => a.week.localeCompare(b.week));
    const latest = points.at(-1);
    if (!latest || !priceDroppedSince(latest.median, c.cost!, c.currency)) continue;
    out.push({
      CompanyId: c.customerCompanyId,
      QuoteId: c.quoteId,
      QuoteNo: c.quoteNo,
      QuotedAt: new Date(c.at).toISOString(),
      PolCode: c.polCode,
      PodCode: c.podCode,
      ContainerClass: c.containerClass,
      Currency: c.currency,
      QuotedCost: c.cost,
      IndexLatest: latest.median,
    });
  }
  return out;
}
