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

/** The call's answer: `Status` non-zero when an employee is chosen (spec §7 reads it as a number). */
export function currentEmployeeAnswer(current: CurrentEmployeeFacts | undefined, mode: string) {
  if (!current) return { Status: 0, Data: null, Message: 'No employee is chosen for this session.' };
  return { Status: 1, Data: { ...current.employee, AccountMode: mode, Permissions: current.permissions } };
}

const answerTexts = new WeakMap<CurrentEmployeeFacts, Map<string, string>>();

/**
 * The answer as JSON, made once per kept facts and account mode (the facts live as long as the auth
 * cache keeps the employee): every page load asks, and the hot call sends kept text (issue 47).
 */
export function currentEmployeeText(current: CurrentEmployeeFacts, mode: string): string {
  let byMode = answerTexts.get(current);
  if (!byMode) {
    byMode = new Map();
    answerTexts.set(current, byMode);
  }
  let text = byMode.get(mode);
  if (text === undefined) {
    text = JSON.stringify(currentEmployeeAnswer(current, mode));
    byMode.set(mode, text);
  }
  return text;
}
