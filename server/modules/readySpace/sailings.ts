import type { QuickSailing } from '../../../src/contract/booking/quickCalls';
import { normaliseCode } from '../../../src/domain/refdata/codes';
import { isCalendarDate } from '../../../src/domain/refdata/exchangeRates';
import { addDays } from '../../../src/domain/refdata/sailings';
import type { Db } from '../../db/types';
import type { Outcome } from '../../http/outcome';
import { weekSailings } from '../booking/public';
import { MAX_SEARCH_DAYS } from '../refdata/public';
import { no } from '../../platform/refusal';

/**
 * The sailings the publish form picks from (issue 32): the schedules' direct calls of the lane in the
 * days asked — the same query the quick booking pages list — so a listing's vessel, voyage, ETD and
 * cut-offs come from the schedule rather than being typed.
 */
export async function sailingsToPick(
  db: Db,
  q: { PolCode: string; PodCode: string; CarrierCode?: string; From: string; To: string },
): Promise<Outcome<QuickSailing[]>> {
  for (const [field, day] of [
    ['From', q.From],
    ['To', q.To],
  ] as const)
    if (!isCalendarDate(day)) return no('BAD_DATE', `${day} is no calendar date.`, `${day} 不是有效日期。`, [{ Path: `/${field}`, Message: 'no such day' }]);
  if (q.To < q.From || q.To > addDays(q.From, MAX_SEARCH_DAYS))
    return no('BAD_RANGE', `Search ${MAX_SEARCH_DAYS} days at most, from the first day on.`, `查询范围须从开始日起，最多 ${MAX_SEARCH_DAYS} 天。`, [
      { Path: '/To', Message: 'bad range' },
    ]);
  const carrier = q.CarrierCode?.trim() ? normaliseCode(q.CarrierCode) : null;
  const rows = await weekSailings(db, normaliseCode(q.PolCode), normaliseCode(q.PodCode), q.From, q.To, carrier, new Date().toISOString());
  return { ok: true, value: rows.map((r) => ({ ...r, BestRateId: null })) };
}
