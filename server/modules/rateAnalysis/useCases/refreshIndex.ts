import type { Db, Queryable } from '../../../db/types';
import { publishedPricePoints } from '../../rates/public';
import { noteRefresh, recountWeekly, replacePricePoints } from '../repository';

/**
 * Counts the weekly price index again (the round's work, and `POST /api/Analytics/PlatformRates/Refresh`):
 * the published prices read through the rates module's public read, copied, and the weeks counted from
 * them — in one transaction, so a reader sees the old index or the new one, never half of each.
 */
export const refreshIndex = (db: Db): Promise<{ PricePoints: number; WeeklyRows: number }> => db.transaction(recountIndexIn);

/** The same count in the caller's transaction (the demo's seed step). */
export async function recountIndexIn(tx: Queryable): Promise<{ PricePoints: number; WeeklyRows: number }> {
  const points = await publishedPricePoints(tx);
  await replacePricePoints(tx, points);
  const weekly = await recountWeekly(tx);
  await noteRefresh(tx, points.length, weekly);
  return { PricePoints: points.length, WeeklyRows: weekly };
}
