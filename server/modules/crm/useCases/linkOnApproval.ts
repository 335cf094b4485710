import { companyNameKey } from '../../../../src/domain/crm/names';
import type { Queryable } from '../../../db/types';
import { type ApprovedApplication, platformCompany } from '../../companies/public';
import { customerMatchingApplication } from '../linkRepository';
import { linkCustomer } from './linkCustomer';

/**
 * R7.9 (commercial.md §7.5): a company application approved by the platform links the platform CRM's
 * customer of the same credit code — else of the same normalised name — to the new company, and its
 * holder (none for a pool customer) is answered as the company's salesperson. Runs inside the
 * approval's transaction (registered with the companies module's `onApplicationApproved` at start-up).
 * An already linked customer is left alone: one customer per company.
 */
export async function linkApprovedApplication(tx: Queryable, a: ApprovedApplication): Promise<{ salespeople: string[] }> {
  const platform = await platformCompany(tx);
  if (!platform) return { salespeople: [] };
  const keys = [companyNameKey(a.nameZh), companyNameKey(a.nameEn)].filter((k) => k !== '');
  const c = await customerMatchingApplication(tx, platform, a.uscc, keys);
  if (!c) return { salespeople: [] };
  const how = c.matched_on === 'USCC' ? `USCC ${a.uscc}` : a.nameZh;
  const link = { ownerCompanyId: platform, customerId: c.id, holder: c.owner_employee_id, companyId: a.companyId, actor: a.approvedBy, reason: how };
  return { salespeople: (await linkCustomer(tx, link)).salespeople };
}
