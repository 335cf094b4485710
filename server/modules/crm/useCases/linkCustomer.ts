import type { Queryable } from '../../../db/types';
import { linkCompany } from '../customerRepository';
import { crmEvent } from '../ownerRepository';

/**
 * The one way a CRM customer becomes a platform company (commercial.md §7.5, R7.9) — on the
 * application's approval and by a manager's LinkCompany alike: the link (its own code dropped), a
 * `LINK` event, and the customer's holder answered as the company's salesperson (none for a pool
 * customer). The caller assigns the answered salespeople through the companies module.
 */
export async function linkCustomer(
  tx: Queryable,
  l: { ownerCompanyId: string; customerId: number; holder: string | null; companyId: string; actor: string; reason?: string },
): Promise<{ version: number; salespeople: string[] }> {
  const version = await linkCompany(tx, l.customerId, l.companyId);
  await crmEvent(tx, { companyId: l.ownerCompanyId, entity: 'CUSTOMER', ids: [l.customerId], action: 'LINK', actor: l.actor, reason: l.reason });
  return { version, salespeople: l.holder ? [l.holder] : [] };
}
