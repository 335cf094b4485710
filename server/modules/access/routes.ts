import type { FastifyInstance } from 'fastify';
import { ACCESS } from '../../../src/contract/access';
import { ok } from '../../../src/contract/envelope';
import { ENDPOINTS } from '../../../src/contract/endpoints';
import { systemCalls } from '../../../src/contract/system/calls';
import type { AuditEventWire } from '../../../src/contract/admin';
import type { Db } from '../../db/types';
import { defineList } from '../../http/lists';
import { actorMenuTree, actorPermissionItems, sideOf } from '../../platform/access/grants';
import { accessOf } from './accessRepository';
import { menuRoutes } from './menuRoutes';
import { rolesRoutes } from './roleRoutes';
import { route } from '../../http/route';

/** The current employee's menus and access, the menu maintenance calls, roles and the change log. */
export function accessRoutes(app: FastifyInstance, db: Db): void {
  app.get(ENDPOINTS.currentEmployeeMenuTree, { config: { auth: 'employee' } }, async (request) => ok(await actorMenuTree(db, request.actor!)));

  route(app, systemCalls.myAccess, async ({ actor }) => {
    const { roles, salesFor, salespeople } = await accessOf(db, actor);
    return ok({
      IsAdmin: actor.isAdmin,
      Side: sideOf(actor.companyKind),
      Roles: roles.map((r) => ({ Id: Number(r.id), Name: r.name, IsTemplate: !!r.template_kind })),
      Permissions: (await actorPermissionItems(db, actor)).map((p) => ({ ItemKey: p.item_key, PermissionKey: p.permission_key, Value: p.value })),
      SalesFor: salesFor.map((c) => ({ CompanyId: Number(c.id), CompanyName: c.name_zh })),
      Salespeople: salespeople.map((e) => ({ EmployeeId: Number(e.id), Name: e.name })),
    });
  });

  menuRoutes(app, db);
  rolesRoutes(app, db);

  // --- the change log ---
  defineList<AuditEventWire & { ActorName: string }, AuditEventWire>(app, db, {
    path: ENDPOINTS.auditList,
    access: ACCESS.auditRead,
    exportAccess: ACCESS.auditRead,
    title: 'change-log',
    base: (actor) => ({
      sql: `select a.id as "Id", a.at as "At", coalesce(e.name, '') as "Actor", e.name as "ActorBare", a.entity as "Entity", a.entity_id as "EntityId", a.action as "Action", a.detail as "Detail"
            from audit_event_facts a left join employee_directory e on e.id = a.actor_id
            where ($1::boolean or a.company_id = $2)`,
      params: [actor.companyKind === 'platform', actor.companyId],
    }),
    columns: [
      { key: 'Entity', filter: 'exact', sortable: true },
      { key: 'EntityId', filter: 'exact' },
      { key: 'Action', filter: 'text', sortable: true },
      { key: 'Actor', filter: 'text', sortable: true, filterColumn: 'ActorBare' },
      { key: 'At', sortable: true },
    ],
    order: 't."Id" desc',
    present: (r) => ({
      Id: Number(r.Id),
      At: new Date(r.At).toISOString(),
      Actor: r.Actor,
      Entity: r.Entity,
      EntityId: r.EntityId,
      Action: r.Action,
      Detail: r.Detail,
    }),
    sheet: [
      { header: '时间 At', value: (r) => r.At, width: 24 },
      { header: '操作人 Actor', value: (r) => r.Actor },
      { header: '对象 Entity', value: (r) => r.Entity },
      { header: '编号 Id', value: (r) => r.EntityId },
      { header: '动作 Action', value: (r) => r.Action },
      { header: '内容 Detail', value: (r) => JSON.stringify(r.Detail), width: 60 },
    ],
  });
}
