import type { PriceLine, RateSelection } from '../../../src/contract/edm/calls';
import type { RateSearchRow } from '../../../src/contract/rates/searchCalls';
import type { Db } from '../../db/types';
import type { Actor } from '../../platform/access/grants';
import { type Asker, searchRates } from '../rates/public';

/**
 * Each recipient's own price (R8.4): the rates module's one engine, asked as the campaign's author
 * for the recipient's company — its customer level (a prospect with no platform company: the public
 * tier a visitor of the site sees). Only the sell side is kept: never cost, margin or the trace.
 */
export interface Priced {
  levelName: string;
  lines: PriceLine[];
}

const MAX_PER_LANE = 3;

/** One search row as a recipient reads it: sell only. */
export function priceLineOf(row: RateSearchRow, containerClass: string): PriceLine | undefined {
  const cls = row.Classes.find((c) => c.ContainerClass === containerClass);
  if (!cls) return undefined;
  return {
    RateNo: row.RateNo,
    CarrierName: row.CarrierName,
    PolCode: row.PolCode,
    PolName: row.PolName,
    PodCode: row.PodCode,
    PodName: row.PodName,
    ContainerClass: cls.ContainerClass,
    Currency: row.Currency,
    Sell: cls.Sell,
    ValidTo: row.ValidTo,
    TransitDays: row.TransitDays,
  };
}

/** The selected rates at one company's price on a day (its lanes searched; narrowed to the rate numbers named, else the cheapest three a lane). */
export async function pricesFor(db: Db, author: Actor, companyId: string | null, sel: RateSelection, day: string, today: string): Promise<Priced> {
  const asker: Asker = companyId ? { kind: 'STAFF', actor: author, viewCost: false } : { kind: 'PUBLIC', visitorKey: 'edm-campaign' };
  const lines: PriceLine[] = [];
  let levelName = '';
  for (const lane of sel.Lanes) {
    const input = {
      PolCode: lane.PolCode,
      PodCode: lane.PodCode,
      Lines: [{ ContainerClass: sel.ContainerClass, Qty: 1 }],
      Date: day,
      ...(companyId ? { CustomerCompanyId: Number(companyId) } : {}),
    };
    const found = await searchRates(db, asker, input, today, 'zh');
    if (!found.ok) continue;
    levelName = found.value.LevelName;
    const rows = found.value.Rows.filter((r) => !sel.RateNos.length || sel.RateNos.includes(r.RateNo));
    const picked = rows.map((r) => priceLineOf(r, sel.ContainerClass)).filter((l): l is PriceLine => l !== undefined);
    lines.push(...(sel.RateNos.length ? picked : picked.slice(0, MAX_PER_LANE)));
  }
  return { levelName, lines };
}

/** A cache of prices per company for one round or one request: recipients of one company share a search. */
export function pricer(db: Db, author: Actor, sel: RateSelection, day: string, today: string) {
  const seen = new Map<string, Promise<Priced>>();
  return (companyId: string | null): Promise<Priced> => {
    const key = companyId ?? 'public';
    let p = seen.get(key);
    if (!p) {
      p = pricesFor(db, author, companyId, sel, day, today);
      seen.set(key, p);
    }
    return p;
  };
}
