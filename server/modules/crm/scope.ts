import { CRM_ACCESS } from '../../../src/contract/crm/module';
import type { Db } from '../../db/types';
import type { Actor } from '../../platform/access/grants';
import { refusal } from '../../platform/auth/authHook';

/**
 * Who sees which customer (commercial.md §7, issue 50 item 7): everyone of the company's CRM sees
 * the pool and their own private sea; a manager — who holds the customer resources page — sees the
 * private seas of the whole sales team (the company's). Another company's customer is absent.
 */
export interface Viewer {
  id: string;
  companyId: string;
  manager: boolean;
}

export async function viewerOf(db: Db, actor: Actor): Promise<Viewer> {
  const manager = actor.isAdmin || !(await refusal(db, actor, CRM_ACCESS.crmCustomerAll));
  return { id: String(actor.id), companyId: String(actor.companyId), manager };
}

/** The SQL condition a customer row `c` meets when the viewer ($c company, $e employee, $m manager) sees it. */
export const seesSql = (c: string, company: string, employee: string, manager: string) =>
  `${c}.owner_company_id = ${company}::bigint and (${c}.in_pool or ${c}.owner_employee_id = ${employee}::bigint or ${manager}::boolean)`;
