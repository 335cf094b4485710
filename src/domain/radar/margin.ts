import { minorIn } from '../money/amounts';

/**
 * The margin radar (commercial.md §9.5), as pure rules over the price index (the median published
 * cost per lane, class and week) and the classes our quotes priced.
 *
 * - A lane sits above its cost trend when the index fell over the weeks shown (the latest week below
 *   the first) and the latest index is below the median cost our recent quotes were priced on: the
 *   cost went down after we quoted, our sell did not follow.
 * - A customer's lane price dropped when the latest index of the lane and class is below the cost
 *   their last quote on it was priced on: a reason to call today with a better price.
 */
export interface IndexPoint {
  week: string;
  median: string;
}

/** The median of amounts (decimal text) of one currency, in minor units; undefined when none parse. */
export function medianMinor(amounts: readonly string[], currency: string): number | undefined {
  const xs = amounts
    .map((a) => minorIn(a, currency))
    .filter((x): x is number => x !== undefined)
    .sort((a, b) => a - b);
  if (!xs.length) return undefined;
  const mid = Math.floor(xs.length / 2);
  return xs.length % 2 ? xs[mid]! : Math.round((xs[mid - 1]! + xs[mid]!) / 2);
}

/** The index's first and latest weeks in minor units (weeks in any order). */
export function indexEnds(points: readonly IndexPoint[], currency: string): { first: number; latest: number } | undefined {
  if (points.length < 2) return undefined;
  const sorted = [...points].sort((a, b) => a.week.localeCompare(b.week));
  const first = minorIn(sorted[0]!.median, currency);
  const latest = minorIn(sorted[sorted.length - 1]!.median, currency);
  return first === undefined || latest === undefined ? undefined : { first, latest };
}

/** Whether our recent quotes on a lane sit above the falling cost trend (see above). */
export function sellAboveTrend(points: readonly IndexPoint[], quotedCosts: readonly string[], currency: string): boolean {
  const ends = indexEnds(points, currency);
  const cost = medianMinor(quotedCosts, currency);
  return !!ends && cost !== undefined && ends.latest < ends.first && ends.latest < cost;
}

/** Whether the lane's latest index is below the cost a customer's last quote was priced on. */
export function priceDroppedSince(latestIndex: string, quotedCost: string, currency: string): boolean {
  const now = minorIn(latestIndex, currency);
  const then = minorIn(quotedCost, currency);
  return now !== undefined && then !== undefined && now < then;
}
