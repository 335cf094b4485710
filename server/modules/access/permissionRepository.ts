import type { Queryable } from '../../db/types';

// Permission items (spec §3: item key, permission key, value) on roles and employees: SQL only.

export type OwnerKind = 'role' | 'employee';

/** The items of the company's roles and employees ($1); platform staff ($2) see the templates' too. */
export const PERMISSION_SQL = `select 'role:' || r.id || ':' || p.item_key || ':' || p.permission_key as "Id", 'role' as "OwnerKind", r.id as "OwnerId", r.name as "OwnerName",
         p.item_key as "ItemKey", p.permission_key as "PermissionKey", p.value as "Value"
    from role_permissions p join roles r on r.id = p.role_id
   where r.company_id = $1 or ($2::boolean and r.template_kind is not null)
  union all
  select 'employee:' || e.id || ':' || p.item_key || ':' || p.permission_key, 'employee', e.id, e.name, p.item_key, p.permission_key, p.value
    from employee_permissions p join employee_directory e on e.id = p.employee_id where e.company_id = $1`;

export async function companyEmployee(db: Queryable, id: number, companyId: string) {
  const [e] = await db.query<{ id: string; name: string; company_id: string }>(
    'select id, name, company_id from employee_directory where id = $1 and company_id = $2',
    [id, companyId],
  );
  return e;
}

/** The company's roles or employees of that name. */
export const ownersNamed = (db: Queryable, kind: OwnerKind, companyId: string, name: string | undefined) =>
  db.query<{ id: string }>(
    kind === 'role' ? 'select id from roles where company_id = $1 and name = $2' : 'select id from employee_directory where company_id = $1 and name = $2',
    [companyId, name],
  );

export async function upsertPermission(tx: Queryable, kind: OwnerKind, ownerId: string, item: string, permission: string, value: string): Promise<void> {
  const table = kind === 'role' ? 'role_permissions (role_id' : 'employee_permissions (employee_id';
  await tx.query(
    `insert into ${table}, item_key, permission_key, value) values ($1, $2, $3, $4)
     on conflict (${kind === 'role' ? 'role_id' : 'employee_id'}, item_key, permission_key) do update set value = excluded.value`,
    [ownerId, item, permission, value],
  );
}

/** Whether an item was there to delete. */
export async function deletePermission(tx: Queryable, kind: OwnerKind, ownerId: string, item: string, permission: string): Promise<boolean> {
  const table = kind === 'role' ? 'role_permissions where role_id' : 'employee_permissions where employee_id';
  return (await tx.query(`delete from ${table} = $1 and item_key = $2 and permission_key = $3 returning 1`, [ownerId, item, permission])).length > 0;
}
