import type { Queryable } from '../../db/types';
import type { Actor } from '../../platform/access/grants';

/** What the current employee's access page shows beside the grants: the roles held, the customers they sell for, their company's salespeople. */
export async function accessOf(q: Queryable, actor: Actor) {
  const roles = await q.query<{ id: string; name: string; template_kind: string | null }>(
    `select r.id, r.name, r.template_kind from employee_roles er join roles r on r.id = er.role_id
     where er.employee_id = $1 and (r.company_id = $2 or r.template_kind = $3) order by r.name`,
    [actor.id, actor.companyId, actor.companyKind],
  );
  const salesFor = await q.query<{ id: string; name_zh: string }>(
    'select c.id, c.name_zh from salesperson_directory s join company_directory c on c.id = s.company_id where s.employee_id = $1 order by c.name_zh',
    [actor.id],
  );
  const salespeople = await q.query<{ id: string; name: string }>(
    'select e.id, e.name from salesperson_directory s join employee_directory e on e.id = s.employee_id where s.company_id = $1 order by e.name',
    [actor.companyId],
  );
  return { roles, salesFor, salespeople };
}
