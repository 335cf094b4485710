import type { BoundEmployee, PermissionItem } from '../../../src/contract/auth';
import type { Queryable } from '../../db/types';
import { actorPermissionItems, type Actor } from '../../platform/access/grants';
import { getEmployee } from '../../platform/auth/accountRepository';
import { presentEmployee } from './present';

/** What `GET /api/CurrentEmployee/Current` says of an employee, apart from the session's own account mode. */
export interface CurrentEmployeeFacts {
  employee: BoundEmployee;
  permissions: PermissionItem[];
}

/** The employee with its company, and its permission items (spec §3): two reads, kept by the auth cache per employee. */
export async function readCurrentEmployee(db: Queryable, actor: Actor): Promise<CurrentEmployeeFacts | undefined> {
  const employee = await getEmployee(db, actor.id);
  if (!employee) return undefined;
  const items = await actorPermissionItems(db, actor);
  return {
    employee: presentEmployee(employee),
    permissions: items.map((p) => ({ ItemKey: p.item_key, PermissionKey: p.permission_key, Value: p.value })),
  };
}
