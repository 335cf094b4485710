import { CRM_ACCESS } from '../../../../src/contract/crm/module';
import type { Queryable } from '../../../db/types';
import { employeesHoldingButton } from '../../access/public';

/** The employees who may claim from the pool: the salespeople a customer may be assigned or transferred to. */
export async function salesIds(q: Queryable): Promise<string[]> {
  const rows = await employeesHoldingButton(q, { companyKind: 'platform', page: CRM_ACCESS.crmClaim.menus[0]!, button: CRM_ACCESS.crmClaim.button! });
  return rows.map((r) => r.id);
}
