import type { Db } from '../../../db/types';
import type { Outcome } from '../../../http/outcome';
import type { Actor } from '../../../platform/access/grants';
import { inTransaction } from '../../../platform/transaction';
import { assignLinkedSalespeople, companyNamesOf, platformCompany } from '../../companies/public';
import { noCustomer, refuse } from '../checks';
import { customerLinkedTo, customersSeen, markDeleted } from '../customerRepository';
import { crmEvent } from '../ownerRepository';
import { viewerOf } from '../scope';
import { linkCustomer } from './linkCustomer';

/** Delete (into the recycle bin, §7.2): my customers, or a manager's team's; pool customers by a manager. Nothing is removed yet. */
export async function deleteCustomers(db: Db, actor: Actor, ids: readonly number[]): Promise<Outcome<{ Moved: number }>> {
  const v = await viewerOf(db, actor);
  return inTransaction(db, async (tx) => {
    const unique = [...new Set(ids)];
    const cs = await customersSeen(tx, v, unique, true);
    if (cs.length !== unique.length) return noCustomer();
    const other = cs.find((c) => !v.manager && c.owner_employee_id !== v.id);
    if (other)
      return refuse('NOT_MINE', {
        zh: `客户“${other.name}”不在您的私海中：只有持有人或主管可以删除。`,
        en: `"${other.name}" is not in your private sea: only its holder or a manager deletes it.`,
      });
    await markDeleted(tx, unique, v.id);
    await crmEvent(tx, { companyId: v.companyId, entity: 'CUSTOMER', ids: unique, action: 'DELETE', actor: v.id });
    return { ok: true, value: { Moved: unique.length } };
  });
}

/**
 * One identity (issue 50 item 6): the customer becomes the platform company it registered as. Its name
 * is then read from the company and its own USCC dropped (the company is the record); one customer per company.
 */
export async function linkToCompany(db: Db, actor: Actor, b: { Id: number; CompanyId: number }): Promise<Outcome<{ Id: number; Version: number }>> {
  const v = await viewerOf(db, actor);
  return inTransaction(db, async (tx) => {
    const [c] = await customersSeen(tx, v, [b.Id], true);
    if (!c) return noCustomer();
    const company = (await companyNamesOf(tx, [b.CompanyId])).get(String(b.CompanyId));
    if (company?.Kind !== 'customer') return refuse('NO_COMPANY', { zh: '请选择平台上的一家客户公司。', en: 'Choose a customer company of the platform.' });
    const already = await customerLinkedTo(tx, v.companyId, String(b.CompanyId));
    if (already && already.id !== c.id)
      return refuse('DUPLICATE', { zh: `这家公司已关联客户“${already.name}”。`, en: `That company is already linked to the customer "${already.name}".` });
    const link = { ownerCompanyId: v.companyId, customerId: c.id, holder: c.owner_employee_id, companyId: String(b.CompanyId), actor: v.id };
    const { version, salespeople } = await linkCustomer(tx, link);
    // as on approval (R7.9): the holder becomes the company's salesperson — the platform's CRM only
    if (v.companyId === (await platformCompany(tx)))
      await assignLinkedSalespeople(tx, actor, {
        companyId: link.companyId,
        companyName: company.NameZh,
        employeeIds: salespeople,
        via: `crm customer ${c.id}`,
      });
    return { ok: true, value: { Id: c.id, Version: version } };
  });
}
