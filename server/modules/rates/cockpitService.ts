import type { CallInput } from '../../../src/contract/call';
import type { Cockpit, cockpitCalls as C } from '../../../src/contract/rates/cockpitCalls';
import { isCalendarDate } from '../../../src/domain/refdata/exchangeRates';
import { addDays } from '../../../src/domain/refdata/sailings';
import type { Queryable } from '../../db/types';
import type { Outcome } from '../../http/outcome';
import type { Actor } from '../../platform/access/grants';
import { no } from '../../platform/refusal';
import { readCockpit } from './cockpitRepository';

/** The cockpit over a period: the week to today unless said, a year at most (commercial.md §2.3 FclRate/Cockpit). */
export async function cockpitOf(db: Queryable, actor: Actor, input: CallInput<typeof C.cockpit>, today: string): Promise<Outcome<Cockpit>> {
  for (const key of ['From', 'To'] as const)
    if (input[key] !== undefined && !isCalendarDate(input[key]))
      return no('BAD_PERIOD', `${key} is not a date of the calendar.`, `${key} 不是有效日期。`, [{ Path: `/${key}`, Message: 'not a date' }]);
  const to = input.To ?? today;
  const from = input.From ?? addDays(to, -6);
  if (from > to) return no('BAD_PERIOD', 'The period ends before it starts.', '结束日期早于开始日期。', [{ Path: '/To', Message: 'before From' }]);
  if (addDays(from, 366) < to) return no('BAD_PERIOD', 'A period is a year at most.', '期间最长一年。', [{ Path: '/From', Message: 'over a year' }]);
  return { ok: true, value: await readCockpit(db, actor.companyId, from, to, today) };
}
