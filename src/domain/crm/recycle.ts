/**
 * The recycling rules (commercial.md R7.4, R7.5): a private customer returns to its pool when it had
 * no follow-up for `NoFollowDays` (counted from the last follow-up, else from the claim), or no deal
 * within `NoDealDays` of the claim; its holder is warned `NoticeDays` before. A DEALT customer is
 * never recycled automatically. A rule's day count of 0 is off.
 */

export interface RecycleRule {
  Enabled: boolean;
  NoFollowDays: number;
  NoDealDays: number;
  NoticeDays: number;
}

export interface HeldFacts {
  claimedAt: Date;
  lastFollowAt: Date | null;
  dealt: boolean;
}

const DAY_MS = 86_400_000;
const plusDays = (d: Date, days: number) => new Date(d.getTime() + days * DAY_MS);

/** When the customer goes back to the pool, and why; undefined when no rule will take it. */
export function recycleDue(rule: RecycleRule, held: HeldFacts): { at: Date; reason: 'NO_FOLLOW' | 'NO_DEAL' } | undefined {
  if (!rule.Enabled || held.dealt) return undefined;
  const due: { at: Date; reason: 'NO_FOLLOW' | 'NO_DEAL' }[] = [];
  if (rule.NoFollowDays > 0) {
    const since = held.lastFollowAt && held.lastFollowAt > held.claimedAt ? held.lastFollowAt : held.claimedAt;
    due.push({ at: plusDays(since, rule.NoFollowDays), reason: 'NO_FOLLOW' });
  }
  if (rule.NoDealDays > 0) due.push({ at: plusDays(held.claimedAt, rule.NoDealDays), reason: 'NO_DEAL' });
  return due.sort((a, b) => a.at.getTime() - b.at.getTime())[0];
}

/** What the round does with one held customer now: recycle it, warn its holder, or nothing. */
export function recycleStep(
  rule: RecycleRule,
  held: HeldFacts,
  now: Date,
): { step: 'RECYCLE' | 'WARN' | 'NONE'; due?: Date; reason?: 'NO_FOLLOW' | 'NO_DEAL' } {
  const due = recycleDue(rule, held);
  if (!due) return { step: 'NONE' };
  if (now >= due.at) return { step: 'RECYCLE', due: due.at, reason: due.reason };
  if (rule.NoticeDays > 0 && now >= plusDays(due.at, -rule.NoticeDays)) return { step: 'WARN', due: due.at, reason: due.reason };
  return { step: 'NONE', due: due.at, reason: due.reason };
}

/** Whole days left before `due` (rounded up; 0 when due). */
export const daysLeft = (due: Date, now: Date): number => Math.max(0, Math.ceil((due.getTime() - now.getTime()) / DAY_MS));
