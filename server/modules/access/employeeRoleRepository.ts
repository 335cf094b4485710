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

/**
 * The active employees of companies of a kind who hold a button through their roles (those told of
 * the work the button does: the booking desk hears of SLA breaches and carrier amendments).
 */
export async function employeesHoldingButton(q: Queryable, held: { companyKind: string; page: string; button: string }): Promise<{ id: string }[]> {
  return q.query<{ id: string }>(
    `select distinct er.employee_id::text as id
       from employee_roles er join role_buttons rb on rb.role_id = er.role_id join menu_buttons b on b.id = rb.button_id
       join menus m on m.id = b.menu_id join employee_directory e on e.id = er.employee_id join company_directory c on c.id = e.company_id
      where m.path = $1 and b.code = $2 and c.kind = $3 and e.status = 'active'`,
    [held.page, held.button, held.companyKind],
  );
}
