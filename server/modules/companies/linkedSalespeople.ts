import type { Queryable } from '../../db/types';
import { recordChange } from '../../platform/audit/record';
import type { Actor } from '../../platform/access/grants';
import { assignSalesperson } from './repository';

/**
 * The platform employees who hold a company as a CRM customer become its salespeople (R7.9: on the
 * application's approval and on the CRM's manual link alike), each recorded as a platform assignment
 * is; one already assigned is left as it is. In the caller's transaction.
 */
export async function assignLinkedSalespeople(
  tx: Queryable,
  actor: Actor,
  c: { companyId: string; companyName: string; employeeIds: readonly string[]; via: string },
): Promise<void> {
  for (const employeeId of c.employeeIds) {
    if (!(await assignSalesperson(tx, Number(c.companyId), Number(employeeId), String(actor.id)))) continue;
    await recordChange(tx, actor, {
      entity: 'salesperson',
      entityId: c.companyId,
      action: 'assigned',
      companyId: c.companyId,
      detail: { company: c.companyName, employeeId: Number(employeeId), via: c.via },
    });
  }
}
