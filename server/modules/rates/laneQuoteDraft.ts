import type { Db } from '../../db/types';
import type { Outcome } from '../../http/outcome';
import type { Actor } from '../../platform/access/grants';
import { no } from '../../platform/refusal';
import type { Lang } from './rateRefusals';
import { saveQuote } from './quoteService';
import { lastLinesSearched } from './radarRepository';
import { searchRates } from './searchService';

/**
 * A draft quote for one customer and lane in one step (the user radar's "draft quote", issue 51): the
 * staff search for that customer — at its level, with the lines the customer last searched the lane
 * with (one 40HQ when it never did) — and its first row (the cheapest) quoted as a DRAFT the
 * salesperson opens, checks and sends. A row below the floor is not drafted (R2.6 needs a person's
 * reason): the refusal says so, in words.
 */
export async function draftQuoteForLane(
  db: Db,
  actor: Actor,
  a: { customerCompanyId: string; polCode: string; podCode: string; today: string; lang: Lang },
): Promise<Outcome<{ Id: number; QuoteNo: string }>> {
  const last = await lastLinesSearched(db, a.customerCompanyId, a.polCode, a.podCode);
  const lines = last?.length ? last : [{ ContainerClass: '40HQ', Qty: 1 }];
  const asker = { kind: 'STAFF' as const, actor, viewCost: true };
  const input = { PolCode: a.polCode, PodCode: a.podCode, Lines: lines, CustomerCompanyId: Number(a.customerCompanyId), ForQuote: true };
  const found = await searchRates(db, asker, input, a.today, a.lang);
  if (!found.ok) return found;
  const row = found.value.Rows.find((r) => !r.Classes.some((c) => c.BelowFloor) && !r.Unpriced.length);
  if (!row)
    return no('NO_RATE_TO_QUOTE', 'No published rate of this lane can be quoted today: search it yourself.', '该航线今天没有可报价的运价，请手动查询。');
  const made = await saveQuote(db, actor, { SearchId: found.value.SearchId, RateIds: [row.RateId] }, { today: a.today, lang: a.lang, canOverride: false });
  return made.ok ? { ok: true, value: { Id: made.value.Id, QuoteNo: made.value.QuoteNo } } : made;
}
