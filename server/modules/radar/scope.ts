import { CRM_ACCESS } from '../../../src/contract/crm/module';
import type { Db } from '../../db/types';
import type { Actor } from '../../platform/access/grants';
import { refusal } from '../../platform/auth/authHook';
import { linkedCustomersOf } from '../crm/public';
import { salespeopleOfCompanies } from './repository';

/**
 * Whose customers a person's radars show (R9.1): a salesperson their own — the CRM customers they
 * hold (linked to a platform company) and the companies they are the salesperson of
 * (`company_salespeople`); a manager (who holds the CRM's customer resources, or a company admin)
 * every customer. Each customer company's owner is its CRM holder, else its first salesperson.
 */
export interface RadarScope {
  manager: boolean;
  /** Customer company → its owner (employee id; null when nobody holds it). */
  owners: Map<string, string | null>;
  /** Whether this person sees a customer company's signals. */
  sees: (companyId: string) => boolean;
}

export async function radarScope(db: Db, actor: Actor): Promise<RadarScope> {
  const manager = actor.isAdmin || !(await refusal(db, actor, CRM_ACCESS.crmCustomerAll));
  const owners = new Map<string, string | null>();
  const mine = new Set<string>();
  for (const c of await linkedCustomersOf(db, actor.companyId)) {
    owners.set(c.companyId, c.ownerEmployeeId);
    if (c.ownerEmployeeId === String(actor.id)) mine.add(c.companyId);
  }
  for (const s of await salespeopleOfCompanies(db)) {
    if (!owners.get(s.companyId)) owners.set(s.companyId, s.employeeId);
    if (s.employeeId === String(actor.id)) mine.add(s.companyId);
  }
  return { manager, owners, sees: (companyId) => manager || mine.has(companyId) };
}
