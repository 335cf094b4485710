import { signalSentence } from '../../../src/contract/radar/words';
import { plusDays } from '../../../src/domain/radar/signals';
import { dayIn, OFFICE_ZONE, parseLocalDateTime } from '../../../src/domain/refdata/localTimes';
import type { Db, Queryable } from '../../db/types';
import type { Outcome } from '../../http/outcome';
import type { Actor } from '../../platform/access/grants';
import { no } from '../../platform/refusal';
import { createFollowPlan, followUpCountsFor, linkedCustomersOf } from '../crm/public';
import { companyNames } from './repository';
import type { RawSignal } from './rawSignal';

/**
 * A signal as a CRM follow-up plan (commercial.md §7, R7.8) through crm/public.ts `createFollowPlan`:
 * for the CRM customer linked to the signal's company, planned for its holder (the person acting when
 * nobody holds it), tomorrow 10:00 in the office, by phone, its content the signal in words. A company
 * with no CRM customer is refused in words: the CRM's plans are for its customers.
 */
export async function makeFollowPlan(tx: Queryable, actor: Actor, s: RawSignal, lang: 'zh' | 'en'): Promise<Outcome<{ id: number; open: string }>> {
  const customer = (await linkedCustomersOf(tx, actor.companyId)).find((c) => c.companyId === s.CompanyId);
  if (!customer)
    return no(
      'NOT_A_CRM_CUSTOMER',
      'This company is not a customer of our CRM: link it to a CRM customer first.',
      '该公司不是 CRM 客户：请先在 CRM 中关联客户。',
    );
  const name = (await companyNames(tx, [s.CompanyId])).get(s.CompanyId) ?? customer.name;
  const tomorrow = plusDays(dayIn(OFFICE_ZONE), 1);
  const made = await createFollowPlan(tx, {
    companyId: actor.companyId,
    ownerEmployeeId: customer.ownerEmployeeId ?? actor.id,
    customerId: customer.customerId,
    plannedAt: new Date(parseLocalDateTime(`${tomorrow} 10:00`, OFFICE_ZONE)!),
    method: 'PHONE',
    content: signalSentence({ ...s, CompanyName: name }, lang),
    createdBy: actor.id,
  });
  if (made.ok) return { ok: true, value: { id: made.id, open: `/CRM/FollowUpPlan?open=${made.id}` } };
  const [zh, en] = made.message.split(' / ');
  return no(made.code, en ?? made.message, zh ?? made.message);
}

export interface FollowCounts {
  plansDue: number;
  plansOverdue: number;
  recordsDone: number;
}

/** The CRM's plans due and overdue (R7.8: more than a day) and records done per salesperson (crm/public.ts `followUpCountsFor`). */
export async function followCounts(
  db: Db,
  a: { companyId: string; employeeIds: string[]; from: Date; to: Date; now: Date },
): Promise<Map<string, FollowCounts> | undefined> {
  const rows = await followUpCountsFor(db, a);
  return new Map(rows.map((r) => [r.employeeId, r]));
}
