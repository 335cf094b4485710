import type { FastifyInstance } from 'fastify';
import { ACCESS, type MenuTreeKind } from '../../../src/contract/access';
import { ok } from '../../../src/contract/envelope';
import { ENDPOINTS } from '../../../src/contract/endpoints';
import type { MenuNode, PermissionItemRow, Role } from '../../../src/contract/admin';
import type { Db, Queryable } from '../../db/types';
import { defineImport } from '../../http/imports';
import { defineList } from '../../http/lists';
import { badField, notFound } from '../../http/replies';
import { id, idList, object, oneOf, text } from '../../http/schema';
import { recordChange } from '../audit/record';
import { actorMenuTree, sideOf, type Actor } from './grants';
import { menuTree } from './menuRepository';
import { roleGrantIds, roleTree, visibleRole, type RoleRow } from './roleRepository';
import { demand } from './demand';

type Scope = 'company' | 'customer' | 'provider' | 'assignable';
const refusedWith = (statusCode: number, message: string) => Object.assign(new Error(message), { statusCode });

const editAccess = (role: { template_kind: string | null }) => (role.template_kind ? ACCESS.templateRoleEdit : ACCESS.roleEdit);
const grantAccess = (role: { template_kind: string | null }) => (role.template_kind ? ACCESS.templateRoleGrant : ACCESS.roleGrant);

/** The tree a role's grants come from, as the actor may hand it out: a non-admin grants only what they hold. */
async function grantableTree(db: Queryable, actor: Actor, role: RoleRow): Promise<{ tree: MenuTreeKind; nodes: MenuNode[] }> {
  const tree = await roleTree(db, role);
  const nodes = tree === sideOf(actor.companyKind) && !actor.isAdmin ? await actorMenuTree(db, actor) : await menuTree(db, tree);
  return { tree, nodes };
}

function idsOf(nodes: MenuNode[]) {
  const menus = new Set<number>();
  const buttons = new Map<number, number>(); // button → its menu
  const walk = (list: MenuNode[]) => {
    for (const n of list) {
      menus.add(n.Id);
      for (const b of n.Buttons) buttons.set(b.Id, n.Id);
      walk(n.Children);
    }
  };
  walk(nodes);
  return { menus, buttons };
}

/** Roles (company roles and company-kind templates), their grants, and permission items. */
export function rolesRoutes(app: FastifyInstance, db: Db): void {
  defineList<Role & { TemplateKind: Role['TemplateKind'] }, Role>(app, db, {
    path: ENDPOINTS.roleList,
    access: ACCESS.roleRead,
    exportAccess: ACCESS.roleRead,
    title: 'roles',
    extraQuery: { Scope: oneOf<Scope>('company', 'customer', 'provider', 'assignable') },
    base: (actor, request) => {
      const scope = ((request.query as { Scope?: Scope }).Scope ?? 'company') as Scope;
      if ((scope === 'customer' || scope === 'provider') && actor.companyKind !== 'platform') throw refusedWith(403, 'Role templates are for platform staff only.');
      const where =
        scope === 'company' ? 'r.company_id = $1' : scope === 'assignable' ? '(r.company_id = $1 or r.template_kind = $2)' : 'r.template_kind = $2';
      const kind = scope === 'assignable' ? actor.companyKind : scope;
      return {
        sql: `select r.id as "Id", r.name as "Name", r.description as "Description", r.company_id as "CompanyId", r.template_kind as "TemplateKind",
                (select count(*) from employee_roles er join employees e on e.id = er.employee_id where er.role_id = r.id and ($1::bigint = e.company_id or r.template_kind is not null)) as "Employees"
              from roles r where ${where}`,
        params: scope === 'company' ? [actor.companyId] : [actor.companyId, kind],
      };
    },
    columns: [{ key: 'Name', filter: 'text', sortable: true }, { key: 'Employees', sortable: true }],
    order: 't."Id"',
    present: (r) => ({ Id: Number(r.Id), Name: r.Name, Description: r.Description, CompanyId: r.CompanyId === null ? null : Number(r.CompanyId), TemplateKind: r.TemplateKind, Employees: Number(r.Employees) }),
    sheet: [
      { header: '角色 Role', value: (r) => r.Name },
      { header: '说明 Description', value: (r) => r.Description, width: 40 },
      { header: '员工数 Employees', value: (r) => r.Employees },
    ],
  });

  type SaveRole = { Id?: number; Scope: 'company' | 'customer' | 'provider'; Name: string; Description?: string };
  app.post<{ Body: SaveRole }>(
    ENDPOINTS.roleSave,
    { schema: { body: object({ Id: id, Scope: oneOf('company', 'customer', 'provider'), Name: text(40, 1), Description: text(200) }, ['Scope', 'Name']) }, config: { access: ACCESS.roleRead } },
    async (request, reply) => {
      const actor = request.actor!;
      const b = request.body;
      const template = b.Scope === 'company' ? null : b.Scope;
      if (!(await demand(db, request, reply, template ? ACCESS.templateRoleEdit : ACCESS.roleEdit))) return reply;
      const old = b.Id ? await visibleRole(db, actor, b.Id) : undefined;
      if (b.Id && (!old || old.template_kind !== template)) return notFound(reply, 'role');
      const name = b.Name.trim();
      const [clash] = await db.query(
        'select id from roles where lower(name) = lower($1) and id <> $2 and (case when $3::text is null then company_id = $4 else template_kind = $3 end)',
        [name, b.Id ?? 0, template, actor.companyId],
      );
      if (clash) return badField(reply, '/Name', 'is already the name of another role here');
      const saved = await db.transaction(async (tx) => {
        const [row] = old
          ? await tx.query<{ id: string }>('update roles set name = $2, description = $3 where id = $1 returning id', [old.id, name, b.Description ?? ''])
          : template
            ? await tx.query<{ id: string }>('insert into roles (template_kind, name, description) values ($1, $2, $3) returning id', [template, name, b.Description ?? ''])
            : await tx.query<{ id: string }>('insert into roles (company_id, name, description) values ($1, $2, $3) returning id', [actor.companyId, name, b.Description ?? '']);
        await recordChange(tx, actor, {
          entity: 'role', entityId: row!.id, action: old ? 'edited' : 'added', companyId: template ? null : actor.companyId,
          detail: { name, description: b.Description ?? '', template, before: old ? { name: old.name, description: old.description } : undefined },
        });
        return Number(row!.id);
      });
      return ok({ Id: saved });
    },
  );

  app.post<{ Body: { Id: number } }>(ENDPOINTS.roleDelete, { schema: { body: object({ Id: id }, ['Id']) }, config: { access: ACCESS.roleRead } }, async (request, reply) => {
    const role = await visibleRole(db, request.actor!, request.body.Id);
    if (!role) return notFound(reply, 'role');
    if (!(await demand(db, request, reply, editAccess(role)))) return reply;
    await db.transaction(async (tx) => {
      const holders = await tx.query<{ n: string }>('select count(*) as n from employee_roles where role_id = $1', [role.id]);
      await tx.query('delete from roles where id = $1', [role.id]);
      await recordChange(tx, request.actor!, { entity: 'role', entityId: role.id, action: 'deleted', companyId: role.company_id, detail: { name: role.name, holders: Number(holders[0]!.n) } });
    });
    return ok(null);
  });

  app.get(ENDPOINTS.roleGrants, { schema: { querystring: object({ Id: id }, ['Id']) }, config: { access: ACCESS.roleRead } }, async (request, reply) => {
    const role = await visibleRole(db, request.actor!, (request.query as { Id: number }).Id);
    if (!role) return notFound(reply, 'role');
    const { tree, nodes } = await grantableTree(db, request.actor!, role);
    const { menuIds, buttonIds } = await roleGrantIds(db, role.id);
    return ok({
      RoleId: Number(role.id), Name: role.name, Description: role.description, TemplateKind: role.template_kind,
      Tree: tree, MenuIds: menuIds, ButtonIds: buttonIds, Menus: nodes,
    });
  });

  app.post<{ Body: { Id: number; MenuIds: number[]; ButtonIds: number[] } }>(
    ENDPOINTS.roleSetGrants,
    { schema: { body: object({ Id: id, MenuIds: idList, ButtonIds: idList }, ['Id', 'MenuIds', 'ButtonIds']) }, config: { access: ACCESS.roleRead } },
    async (request, reply) => {
      const actor = request.actor!;
      const role = await visibleRole(db, actor, request.body.Id);
      if (!role) return notFound(reply, 'role');
      if (!(await demand(db, request, reply, grantAccess(role)))) return reply;
      const { nodes } = await grantableTree(db, actor, role);
      const allowed = idsOf(nodes);
      const menus = new Set(request.body.MenuIds);
      const strayMenu = request.body.MenuIds.find((m) => !allowed.menus.has(m));
      if (strayMenu) return badField(reply, '/MenuIds', `holds ${strayMenu}, which is not a menu you can grant for this role`);
      const strayButton = request.body.ButtonIds.find((b) => !allowed.buttons.has(b) || !menus.has(allowed.buttons.get(b)!));
      if (strayButton) return badField(reply, '/ButtonIds', `holds ${strayButton}, which is not a button of a granted menu you can grant`);
      await db.transaction(async (tx) => {
        const before = await roleGrantIds(tx, role.id);
        await tx.query('delete from role_menus where role_id = $1', [role.id]);
        await tx.query('delete from role_buttons where role_id = $1', [role.id]);
        if (request.body.MenuIds.length) await tx.query('insert into role_menus (role_id, menu_id) select $1, unnest($2::bigint[])', [role.id, request.body.MenuIds]);
        if (request.body.ButtonIds.length) await tx.query('insert into role_buttons (role_id, button_id) select $1, unnest($2::bigint[])', [role.id, request.body.ButtonIds]);
        const diff = (a: number[], b: number[]) => a.filter((x) => !b.includes(x));
        const named = async (sql: string, ids: number[]) => (ids.length ? (await tx.query<{ n: string }>(sql, [ids])).map((r) => r.n) : []);
        const menuNames = (ids: number[]) => named('select path as n from menus where id = any($1::bigint[]) order by path', ids);
        const buttonNames = (ids: number[]) =>
          named(`select m.path || '#' || b.code as n from menu_buttons b join menus m on m.id = b.menu_id where b.id = any($1::bigint[]) order by 1`, ids);
        await recordChange(tx, actor, {
          entity: 'roleGrants', entityId: role.id, action: 'granted', companyId: role.company_id,
          detail: {
            role: role.name,
            menusAdded: await menuNames(diff(request.body.MenuIds, before.menuIds)),
            menusRemoved: await menuNames(diff(before.menuIds, request.body.MenuIds)),
            buttonsAdded: await buttonNames(diff(request.body.ButtonIds, before.buttonIds)),
            buttonsRemoved: await buttonNames(diff(before.buttonIds, request.body.ButtonIds)),
          },
        });
      });
      return ok(null);
    },
  );

  permissionRoutes(app, db);
}

// --- permission items (spec §3: item key, permission key, value) on roles and employees ---

type Owner = { kind: 'role' | 'employee'; id: string; name: string; companyId: string | null };

/** The role or employee of the actor's company (platform staff: templates too), or absent. */
async function visibleOwner(db: Queryable, actor: Actor, kind: 'role' | 'employee', ownerId: number): Promise<Owner | undefined> {
  if (kind === 'role') {
    const role = await visibleRole(db, actor, ownerId);
    return role ? { kind, id: role.id, name: role.name, companyId: role.company_id } : undefined;
  }
  const [e] = await db.query<{ id: string; name: string; company_id: string }>('select id, name, company_id from employees where id = $1 and company_id = $2', [ownerId, actor.companyId]);
  return e ? { kind, id: e.id, name: e.name, companyId: e.company_id } : undefined;
}

async function upsertItem(tx: Queryable, actor: Actor, owner: Owner, item: string, permission: string, value: string) {
  const table = owner.kind === 'role' ? 'role_permissions (role_id' : 'employee_permissions (employee_id';
  await tx.query(
    `insert into ${table}, item_key, permission_key, value) values ($1, $2, $3, $4)
     on conflict (${owner.kind === 'role' ? 'role_id' : 'employee_id'}, item_key, permission_key) do update set value = excluded.value`,
    [owner.id, item, permission, value],
  );
  await recordChange(tx, actor, { entity: 'permission', entityId: `${owner.kind}:${owner.id}`, action: 'set', companyId: owner.companyId, detail: { owner: owner.name, item, permission, value } });
}

const keyText = { type: 'string', pattern: '^[A-Za-z0-9_.:-]{1,60}$' } as const;

function permissionRoutes(app: FastifyInstance, db: Db): void {
  defineList<PermissionItemRow, PermissionItemRow>(app, db, {
    path: ENDPOINTS.permissionList,
    access: ACCESS.permissionRead,
    exportAccess: ACCESS.permissionExport,
    title: 'permission-items',
    base: (actor) => ({
      sql: `select 'role:' || r.id || ':' || p.item_key || ':' || p.permission_key as "Id", 'role' as "OwnerKind", r.id as "OwnerId", r.name as "OwnerName",
                   p.item_key as "ItemKey", p.permission_key as "PermissionKey", p.value as "Value"
              from role_permissions p join roles r on r.id = p.role_id
             where r.company_id = $1 or ($2::boolean and r.template_kind is not null)
            union all
            select 'employee:' || e.id || ':' || p.item_key || ':' || p.permission_key, 'employee', e.id, e.name, p.item_key, p.permission_key, p.value
              from employee_permissions p join employees e on e.id = p.employee_id where e.company_id = $1`,
      params: [actor.companyId, actor.companyKind === 'platform'],
    }),
    columns: [
      { key: 'OwnerKind', filter: 'exact', values: ['role', 'employee'], sortable: true },
      { key: 'OwnerName', filter: 'text', sortable: true },
      { key: 'ItemKey', filter: 'text', sortable: true },
      { key: 'PermissionKey', filter: 'text', sortable: true },
      { key: 'Value', filter: 'text' },
    ],
    order: 't."OwnerKind", t."OwnerName", t."ItemKey", t."PermissionKey"',
    present: (r) => ({ ...r, OwnerId: Number(r.OwnerId) }),
    sheet: [
      { header: '对象类型 OwnerKind', value: (r) => r.OwnerKind },
      { header: '对象 Owner', value: (r) => r.OwnerName },
      { header: '项 ItemKey', value: (r) => r.ItemKey },
      { header: '权限 PermissionKey', value: (r) => r.PermissionKey },
      { header: '值 Value', value: (r) => r.Value },
    ],
  });

  type ItemBody = { OwnerKind: 'role' | 'employee'; OwnerId: number; ItemKey: string; PermissionKey: string; Value?: string };
  app.post<{ Body: ItemBody }>(
    ENDPOINTS.permissionSave,
    { schema: { body: object({ OwnerKind: oneOf('role', 'employee'), OwnerId: id, ItemKey: keyText, PermissionKey: keyText, Value: text(200) }, ['OwnerKind', 'OwnerId', 'ItemKey', 'PermissionKey']) }, config: { access: ACCESS.permissionEdit } },
    async (request, reply) => {
      const b = request.body;
      const owner = await visibleOwner(db, request.actor!, b.OwnerKind, b.OwnerId);
      if (!owner) return notFound(reply, b.OwnerKind);
      if (owner.kind === 'role' && owner.companyId === null && !(await demand(db, request, reply, ACCESS.templateRoleEdit))) return reply;
      await db.transaction((tx) => upsertItem(tx, request.actor!, owner, b.ItemKey, b.PermissionKey, b.Value ?? ''));
      return ok(null);
    },
  );

  app.post<{ Body: Omit<ItemBody, 'Value'> }>(
    ENDPOINTS.permissionDelete,
    { schema: { body: object({ OwnerKind: oneOf('role', 'employee'), OwnerId: id, ItemKey: keyText, PermissionKey: keyText }, ['OwnerKind', 'OwnerId', 'ItemKey', 'PermissionKey']) }, config: { access: ACCESS.permissionEdit } },
    async (request, reply) => {
      const b = request.body;
      const owner = await visibleOwner(db, request.actor!, b.OwnerKind, b.OwnerId);
      if (!owner) return notFound(reply, b.OwnerKind);
      if (owner.kind === 'role' && owner.companyId === null && !(await demand(db, request, reply, ACCESS.templateRoleEdit))) return reply;
      const removed = await db.transaction(async (tx) => {
        const table = owner.kind === 'role' ? 'role_permissions where role_id' : 'employee_permissions where employee_id';
        const rows = await tx.query(`delete from ${table} = $1 and item_key = $2 and permission_key = $3 returning 1`, [owner.id, b.ItemKey, b.PermissionKey]);
        if (rows.length) await recordChange(tx, request.actor!, { entity: 'permission', entityId: `${owner.kind}:${owner.id}`, action: 'removed', companyId: owner.companyId, detail: { owner: owner.name, item: b.ItemKey, permission: b.PermissionKey } });
        return rows.length > 0;
      });
      if (!removed) return notFound(reply, 'permission item');
      return ok(null);
    },
  );

  const KEY = /^[A-Za-z0-9_.:-]{1,60}$/;
  defineImport<{ owner: Owner; item: string; permission: string; value: string }>(app, db, {
    path: `${ENDPOINTS.permissionList}/Import`,
    access: ACCESS.permissionImport,
    fields: [
      { key: 'OwnerKind', headers: ['对象类型 OwnerKind', '对象类型'], required: true },
      { key: 'OwnerName', headers: ['对象 Owner', '对象', 'Owner'], required: true },
      { key: 'ItemKey', headers: ['项 ItemKey', '项'], required: true },
      { key: 'PermissionKey', headers: ['权限 PermissionKey', '权限'], required: true },
      { key: 'Value', headers: ['值 Value', '值'] },
    ],
    async check(tx, actor, c) {
      const reasons: string[] = [];
      if (c.OwnerKind !== 'role' && c.OwnerKind !== 'employee') reasons.push(`OwnerKind must be role or employee, not "${c.OwnerKind}"`);
      if (!KEY.test(c.ItemKey!)) reasons.push('ItemKey may hold letters, digits and _ . : - (at most 60)');
      if (!KEY.test(c.PermissionKey!)) reasons.push('PermissionKey may hold letters, digits and _ . : - (at most 60)');
      if ((c.Value ?? '').length > 200) reasons.push('Value is longer than 200 characters');
      if (reasons.length) return reasons;
      const kind = c.OwnerKind as 'role' | 'employee';
      const matches = await tx.query<{ id: string }>(
        kind === 'role' ? 'select id from roles where company_id = $1 and name = $2' : 'select id from employees where company_id = $1 and name = $2',
        [actor.companyId, c.OwnerName],
      );
      if (matches.length !== 1) return [matches.length ? `more than one ${kind} is called "${c.OwnerName}"` : `no ${kind} of your company is called "${c.OwnerName}"`];
      const owner = await visibleOwner(tx, actor, kind, Number(matches[0]!.id));
      return { owner: owner!, item: c.ItemKey!, permission: c.PermissionKey!, value: c.Value ?? '' };
    },
    write: (tx, actor, v) => upsertItem(tx, actor, v.owner, v.item, v.permission, v.value),
  });
}
