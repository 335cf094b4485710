import type { Db } from '../../db/types';
import type { Outcome } from '../../http/outcome';
import type { Actor } from '../../platform/access/grants';
import { no } from '../../platform/refusal';
import type { RawSignal } from './userSignals';

/**
 * A signal as a CRM follow-up plan (commercial.md §7, R7.8): planned for the customer's holder (the
 * person acting when nobody holds it), tomorrow 10:00 in the office, by phone, its content the
 * signal in words. The CRM's plans are made by crm/public.ts `createFollowPlan` (branch crm-follow).
 */
export async function makeFollowPlan(
  _db: Db,
  _actor: Actor,
  _s: RawSignal,
  _owner: string | null,
  _lang: 'zh' | 'en',
): Promise<Outcome<{ id: number | null; open: string | null }>> {
  return no(
    'PLANS_NOT_READY',
    'The CRM’s follow-up plans are not available yet: call the customer and note it in the CRM.',
    'CRM 跟进计划尚未开放：请直接联系客户并在 CRM 中记录。',
  );
}

export interface FollowCounts {
  plansDue: number;
  plansOverdue: number;
  recordsDone: number;
}

/** The CRM's plans due and overdue and records done per salesperson (crm/public.ts `followUpCountsFor`); undefined while the CRM has none to count. */
export async function followCounts(
  _db: Db,
  _a: { companyId: string; employeeIds: string[]; from: Date; to: Date; now: Date },
): Promise<Map<string, FollowCounts> | undefined> {
  return undefined;
}
