import { dayIn, OFFICE_ZONE } from '../../../../src/domain/refdata/localTimes';
import type { Queryable } from '../../../db/types';
import type { Outcome } from '../../../http/outcome';
import { refuse } from '../checks';
import type { HeldCustomer } from '../customerRepository';
import { claimsOnDay, heldRecently } from '../ownerRepository';
import { capacityOf, heldBy, pickRuleOf } from '../setupRepository';

/** The caps of R7.3: a person's capacity (库容), the pool's daily pick limit and a former holder's cooldown. */

/** CAPACITY_FULL when `adding` more would put the employee over their capacity. */
export async function capacityRefusal<T>(q: Queryable, companyId: string, employeeId: string, adding: number, self: boolean): Promise<Outcome<T> | undefined> {
  const cap = await capacityOf(q, companyId, employeeId);
  if (cap === undefined) return undefined;
  const held = await heldBy(q, employeeId);
  if (held + adding <= cap) return undefined;
  return self
    ? refuse<T>('CAPACITY_FULL', {
        zh: `您的私海已有 ${held} 个客户，库容上限 ${cap} 个：请先退回一些客户再领取。`,
        en: `Your private sea holds ${held} customers and its capacity is ${cap}: release some before taking more.`,
      })
    : refuse<T>('CAPACITY_FULL', {
        zh: `对方的私海已有 ${held} 个客户，库容上限 ${cap} 个，放不下这 ${adding} 个。`,
        en: `Their private sea holds ${held} customers and its capacity is ${cap}: ${adding} more do not fit.`,
      });
}

/** The claims made today and the day's cap of the default pool's rule (for the pool's screen). */
export async function todaysPicks(q: Queryable, employeeId: string, poolId: string, now = new Date()) {
  const rule = await pickRuleOf(q, poolId);
  const picked = await claimsOnDay(q, employeeId, dayIn(OFFICE_ZONE, now), OFFICE_ZONE);
  return { picked, limit: rule?.limit_per_day ? rule.pick_number : null, rule };
}

/** DAILY_LIMIT or PRE_OWNER_COOLDOWN for claiming these pool customers now, or undefined. */
export async function pickRefusal<T>(q: Queryable, employeeId: string, cs: readonly HeldCustomer[], now: Date): Promise<Outcome<T> | undefined> {
  const { picked, limit, rule } = await todaysPicks(q, employeeId, cs[0]!.pool_id, now);
  if (limit !== null && picked + cs.length > limit)
    return refuse<T>('DAILY_LIMIT', {
      zh: `今天您已领取 ${picked} 个客户，每人每天最多领取 ${limit} 个：明天再来领取。`,
      en: `You have claimed ${picked} customers today and the limit is ${limit} a day: claim more tomorrow.`,
    });
  if (rule?.limit_pre_owner && rule.pre_owner_cooldown_days > 0) {
    const recent = await heldRecently(
      q,
      employeeId,
      cs.map((c) => c.id),
      rule.pre_owner_cooldown_days,
      now,
    );
    const c = cs.find((x) => recent.includes(x.id));
    if (c)
      return refuse<T>('PRE_OWNER_COOLDOWN', {
        zh: `客户“${c.name}”是您 ${rule.pre_owner_cooldown_days} 天内退回的，冷却期内不能重新领取。`,
        en: `You gave "${c.name}" back less than ${rule.pre_owner_cooldown_days} days ago: you cannot claim it again yet.`,
      });
  }
  return undefined;
}
