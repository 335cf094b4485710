import { recycleDue } from '../../../src/domain/crm/recycle';
import type { Queryable } from '../../db/types';
import { heldCustomers } from './roundRepository';

/**
 * What the radars (issue 51) read of the CRM: the customers linked to a platform company with their
 * holder (a signal names its owner, R9.1 scopes by it), and the held customers a pool rule returns to
 * the pool within a few days (the sales radar's "to be recycled").
 */
export interface LinkedCustomer {
  customerId: number;
  companyId: string;
  name: string;
  ownerEmployeeId: string | null;
}

/** The live customers of a company's CRM that are linked to a platform company, with their holder (none in the pool). */
export function linkedCustomersOf(q: Queryable, ownerCompanyId: string): Promise<LinkedCustomer[]> {
  return q.query<LinkedCustomer>(
    `select c.id::int as "customerId", c.linked_company_id::text as "companyId", c.name, c.owner_employee_id::text as "ownerEmployeeId"
       from crm_customers c
      where c.owner_company_id = $1 and c.linked_company_id is not null and c.deleted_at is null
      order by c.id`,
    [ownerCompanyId],
  );
}

export interface RecycleSoon {
  customerId: number;
  name: string;
  ownerEmployeeId: string;
  dueAt: string;
  reason: 'NO_FOLLOW' | 'NO_DEAL';
}

/** The held customers of a company that their pool's rule returns to the pool before `until` (R7.4, R7.5). */
export async function customersRecycledBefore(q: Queryable, ownerCompanyId: string, until: Date): Promise<RecycleSoon[]> {
  const held = await heldCustomers(q);
  const out: RecycleSoon[] = [];
  for (const h of held) {
    // the actor's company id arrives as the driver reads a bigint (a number on PGlite): compared as text
    if (h.owner_company_id !== String(ownerCompanyId) || !h.claimed_at) continue;
    const rule = { Enabled: h.enabled, NoFollowDays: h.no_follow_days, NoDealDays: h.no_deal_days, NoticeDays: h.notice_days };
    const due = recycleDue(rule, {
      claimedAt: new Date(h.claimed_at),
      lastFollowAt: h.last_follow_at ? new Date(h.last_follow_at) : null,
      dealt: h.deal_status === 'DEALT',
    });
    if (due && due.at < until)
      out.push({ customerId: h.id, name: h.name, ownerEmployeeId: h.owner_employee_id, dueAt: due.at.toISOString(), reason: due.reason });
  }
  return out;
}
