import { accessAllows } from '../../../src/contract/access';
import { CRM_ACCESS } from '../../../src/contract/crm/module';
import { isFollowMethod } from '../../../src/domain/crm/follow';
import type { Bilingual } from '../../../src/i18n/bilingual';
import { grantsOf } from '../../../src/routes/access';
import type { Queryable } from '../../db/types';
import { actorMenuTree, loadActor } from '../../platform/access/grants';
import { contactOfCustomer, type FollowTarget, methodKept, targetOf } from './followRepository';

/**
 * What a follow-up must be about (commercial.md §7.1): a customer in the owner's private sea (a
 * manager: any of the team's), or a lead the owner holds or nobody holds yet; a method of the
 * FOLLOW_METHOD list; a contact of that customer. Each problem in words with a Code.
 */

export interface FollowProblem {
  code: string;
  status: 400 | 404;
  words: Bilingual;
}

/** Whether the employee is a CRM manager (holds the customer resources page, or is a company admin). */
export async function isCrmManager(q: Queryable, employeeId: string): Promise<boolean> {
  const actor = await loadActor(q, employeeId);
  if (!actor) return false;
  if (actor.isAdmin) return true;
  return accessAllows(CRM_ACCESS.crmCustomerAll, actor.companyKind, grantsOf(await actorMenuTree(q, actor)));
}

const problem = (code: string, zh: string, en: string, status: 400 | 404 = 400): FollowProblem => ({ code, status, words: { zh, en } });

export async function targetProblem(
  q: Queryable,
  companyId: string,
  ownerId: string,
  manager: boolean,
  t: FollowTarget & { contactId?: number | null },
): Promise<FollowProblem | undefined> {
  if (!t.customerId === !t.leadId) return problem('NO_TARGET', '请选择一个客户或一条线索（二选一）。', 'Choose one customer or one lead.');
  const row = await targetOf(q, companyId, t);
  if (!row)
    return t.customerId ? problem('NOT_FOUND', '没有这个客户。', 'No such customer.', 404) : problem('NOT_FOUND', '没有这条线索。', 'No such lead.', 404);
  if (t.customerId) {
    if (row.in_pool)
      return problem('NOT_MINE', `客户“${row.name}”在公海中：请先领取再跟进。`, `"${row.name}" is in the public pool: claim it before following it up.`);
    if (row.owner_employee_id !== ownerId && !manager)
      return problem('NOT_MINE', `客户“${row.name}”不在您的私海中。`, `"${row.name}" is not in your private sea.`);
    if (t.contactId && !(await contactOfCustomer(q, t.customerId, t.contactId)))
      return problem('CONTACT', '所选联系人不属于该客户。', 'The contact chosen is not one of this customer’s.');
  } else if (row.owner_employee_id && row.owner_employee_id !== ownerId && !manager) {
    return problem('NOT_MINE', `线索“${row.name}”由其他销售跟进。`, `The lead "${row.name}" is another salesperson's.`);
  }
  return undefined;
}

export async function methodProblem(q: Queryable, companyId: string, method: string): Promise<FollowProblem | undefined> {
  if (isFollowMethod(method) || (await methodKept(q, companyId, method))) return undefined;
  return problem('METHOD', '跟进方式不在“跟进方式”列表中。', 'The way of following up is not one of the list of follow-up methods.');
}
