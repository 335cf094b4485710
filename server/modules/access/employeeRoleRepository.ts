import type { Queryable } from '../../db/types';

/**
 * Which roles an employee holds, as the staff page sets them (issue 46: access owns the roles and
 * who holds them; staff calls this through public.ts).
 */

/** Replaces the employee's roles of this company (its own roles and its kind's templates); roles of other companies stay. */
export async function replaceEmployeeRoles(
  tx: Queryable,
  employeeId: number | string,
  roleIds: readonly number[],
  of: { companyId: string | number; companyKind: string },
): Promise<void> {
  await tx.query(
    `delete from employee_roles er using roles r where er.role_id = r.id and er.employee_id = $1 and (r.company_id = $2 or r.template_kind = $3)`,
    [employeeId, of.companyId, of.companyKind],
  );
  if (roleIds.length) await tx.query('insert into employee_roles (employee_id, role_id) select $1, unnest($2::bigint[])', [employeeId, roleIds]);
}
