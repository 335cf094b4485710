import type { FastifyInstance } from 'fastify';
import { ACCESS, EXTERNAL_MENU, type MenuTreeKind } from '../../../src/contract/access';
import { ok } from '../../../src/contract/envelope';
import { ENDPOINTS } from '../../../src/contract/endpoints';
import type { AuditEventWire } from '../../../src/contract/admin';
import type { Db, Queryable } from '../../db/types';
import { defineList } from '../../http/lists';
import { badField, notFound } from '../../http/replies';
import { id, object, oneOf, text } from '../../http/schema';
import { recordChange } from '../../platform/audit/record';
import { actorMenuTree, actorPermissionItems, sideOf } from '../../platform/access/grants';
import { getButton, getMenu, menuTree } from '../../platform/access/menuRepository';
import { rolesRoutes } from './roleRoutes';

const treeKind = oneOf<MenuTreeKind>('internal', 'external');

/** The current employee's menus and access, the menu maintenance calls, roles and the change log. */
export function accessRoutes(app: FastifyInstance, db: Db): void {
  app.get(ENDPOINTS.currentEmployeeMenuTree, { config: { auth: 'employee' } }, async (request) => ok(await actorMenuTree(db, request.actor!)));

  app.get(ENDPOINTS.myAccess, { config: { auth: 'employee' } }, async (request) => {
    const actor = request.actor!;
    const roles = await db.query<{ id: string; name: string; template_kind: string | null }>(
      `select r.id, r.name, r.template_kind from employee_roles er join roles r on r.id = er.role_id
       where er.employee_id = $1 and (r.company_id = $2 or r.template_kind = $3) order by r.name`,
      [actor.id, actor.companyId, actor.companyKind],
    );
    const salesFor = await db.query<{ id: string; name_zh: string }>(
      'select c.id, c.name_zh from company_salespeople s join companies c on c.id = s.company_id where s.employee_id = $1 order by c.name_zh',
      [actor.id],
    );
    const salespeople = await db.query<{ id: string; name: string }>(
      'select e.id, e.name from company_salespeople s join employees e on e.id = s.employee_id where s.company_id = $1 order by e.name',
      [actor.companyId],
    );
    return ok({
      IsAdmin: actor.isAdmin,
      Side: sideOf(actor.companyKind),
      Roles: roles.map((r) => ({ Id: Number(r.id), Name: r.name, IsTemplate: !!r.template_kind })),
      Permissions: (await actorPermissionItems(db, actor)).map((p) => ({ ItemKey: p.item_key, PermissionKey: p.permission_key, Value: p.value })),
      SalesFor: salesFor.map((c) => ({ CompanyId: Number(c.id), CompanyName: c.name_zh })),
      Salespeople: salespeople.map((e) => ({ EmployeeId: Number(e.id), Name: e.name })),
    });
  });

  // --- the two menu trees (platform staff) ---
  app.get(ENDPOINTS.menuTree, { schema: { querystring: object({ Tree: treeKind }, ['Tree']) }, config: { access: ACCESS.menuRead } }, async (request) =>
    ok(await menuTree(db, (request.query as { Tree: MenuTreeKind }).Tree)),
  );

  const saveMenu = object(
    { Id: id, Tree: treeKind, ParentId: { anyOf: [id, { type: 'null' }] }, Path: text(200, 1), Title: text(60, 1), TitleEn: text(120), Icon: text(40) },
    ['Tree', 'Path', 'Title'],
  );
  type SaveMenu = { Id?: number; Tree: MenuTreeKind; ParentId?: number | null; Path: string; Title: string; TitleEn?: string; Icon?: string };
  app.post<{ Body: SaveMenu }>(ENDPOINTS.menuSave, { schema: { body: saveMenu }, config: { access: ACCESS.menuEdit } }, async (request, reply) => {
    const b = request.body;
    const path = b.Path.trim();
    const old = b.Id ? await getMenu(db, b.Id) : undefined;
    if (b.Id && (!old || old.tree !== b.Tree)) return notFound(reply, 'menu node');
    if (old && old.path === EXTERNAL_MENU && path !== EXTERNAL_MENU)
      return badField(
        reply,
        '/Path',
        `of the ${EXTERNAL_MENU} node cannot change: it marks the external tree`,
        `${EXTERNAL_MENU} 节点的路径不能修改：它标记外部菜单树`,
      );
    if (!old && b.ParentId) {
      const parent = await getMenu(db, b.ParentId);
      if (!parent || parent.tree !== b.Tree) return badField(reply, '/ParentId', 'is not a node of this tree', '不是这棵菜单树的节点');
    }
    const [clash] = await db.query('select id from menus where tree = $1 and lower(path) = lower($2) and id <> $3', [b.Tree, path, b.Id ?? 0]);
    if (clash) return badField(reply, '/Path', 'is already in this tree: a path appears once per tree', '已在这棵菜单树中：同一路径在一棵树中只能出现一次');
    const saved = await db.transaction(async (tx) => {
      const fields = [path, b.Title.trim(), (b.TitleEn ?? '').trim(), (b.Icon ?? '').trim()];
      if (old) {
        await tx.query('update menus set path = $2, title_zh = $3, title_en = $4, icon = $5 where id = $1', [old.id, ...fields]);
        await recordChange(tx, request.actor!, {
          entity: 'menu',
          entityId: old.id,
          action: 'edited',
          companyId: null,
          detail: { tree: b.Tree, before: { path: old.path, title: old.title_zh }, after: { path, title: fields[1] } },
        });
        return Number(old.id);
      }
      const [row] = await tx.query<{ id: string }>(
        `insert into menus (tree, parent_id, path, title_zh, title_en, icon, sort_order)
         values ($1, $2, $3, $4, $5, $6, coalesce((select max(sort_order) from menus where tree = $1 and parent_id is not distinct from $2), 0) + 10) returning id`,
        [b.Tree, b.ParentId ?? null, ...fields],
      );
      await recordChange(tx, request.actor!, {
        entity: 'menu',
        entityId: row!.id,
        action: 'added',
        companyId: null,
        detail: { tree: b.Tree, path, title: fields[1], parentId: b.ParentId ?? null },
      });
      return Number(row!.id);
    });
    await app.liveHub.forget({ all: true }); // menus changed: every menu tree is read again
    return ok({ Id: saved });
  });

  app.post<{ Body: { Id: number; ParentId: number | null; Index: number } }>(
    ENDPOINTS.menuMove,
    {
      schema: {
        body: object({ Id: id, ParentId: { anyOf: [id, { type: 'null' }] }, Index: { type: 'integer', minimum: 0, maximum: 10_000 } }, [
          'Id',
          'ParentId',
          'Index',
        ]),
      },
      config: { access: ACCESS.menuEdit },
    },
    async (request, reply) => {
      const { Id, ParentId, Index } = request.body;
      const node = await getMenu(db, Id);
      if (!node) return notFound(reply, 'menu node');
      if (node.path === EXTERNAL_MENU && ParentId !== null)
        return badField(reply, '/ParentId', `: the ${EXTERNAL_MENU} node stays at the root`, `${EXTERNAL_MENU} 节点只能在根部`);
      if (ParentId !== null) {
        const parent = await getMenu(db, ParentId);
        if (!parent || parent.tree !== node.tree) return badField(reply, '/ParentId', 'is not a node of the same tree', '不是同一棵菜单树的节点');
        if (await isDescendant(db, ParentId, Id))
          return badField(reply, '/ParentId', 'is the node itself or one under it: a node cannot move into itself', '是该节点本身或其下级：节点不能移入自身');
      }
      await db.transaction(async (tx) => {
        const siblings = await tx.query<{ id: string }>(
          'select id from menus where tree = $1 and parent_id is not distinct from $2 and id <> $3 order by sort_order, id',
          [node.tree, ParentId, Id],
        );
        const order = siblings.map((s) => s.id);
        order.splice(Math.min(Index, order.length), 0, String(Id));
        for (const [i, sid] of order.entries()) await tx.query('update menus set sort_order = $2, parent_id = $3 where id = $1', [sid, (i + 1) * 10, ParentId]);
        await recordChange(tx, request.actor!, {
          entity: 'menu',
          entityId: Id,
          action: 'moved',
          companyId: null,
          detail: { tree: node.tree, path: node.path, fromParent: node.parent_id === null ? null : Number(node.parent_id), toParent: ParentId, index: Index },
        });
      });
      await app.liveHub.forget({ all: true });
      return ok(null);
    },
  );

  app.post<{ Body: { Id: number } }>(
    ENDPOINTS.menuDelete,
    { schema: { body: object({ Id: id }, ['Id']) }, config: { access: ACCESS.menuEdit } },
    async (request, reply) => {
      const node = await getMenu(db, request.body.Id);
      if (!node) return notFound(reply, 'menu node');
      if (node.path === EXTERNAL_MENU)
        return badField(
          reply,
          '/Id',
          `is the ${EXTERNAL_MENU} node, which marks the external tree and cannot be deleted`,
          `是标记外部菜单树的 ${EXTERNAL_MENU} 节点，不能删除`,
        );
      await db.transaction(async (tx) => {
        await tx.query('delete from menus where id = $1', [node.id]);
        await recordChange(tx, request.actor!, {
          entity: 'menu',
          entityId: node.id,
          action: 'deleted',
          companyId: null,
          detail: { tree: node.tree, path: node.path, title: node.title_zh },
        });
      });
      await app.liveHub.forget({ all: true });
      return ok(null);
    },
  );

  const saveButton = object({ Id: id, MenuId: id, Code: { type: 'string', pattern: '^[A-Za-z][A-Za-z0-9_.-]{0,39}$' }, Name: text(40, 1), NameEn: text(80) }, [
    'MenuId',
    'Code',
    'Name',
  ]);
  app.post<{ Body: { Id?: number; MenuId: number; Code: string; Name: string; NameEn?: string } }>(
    ENDPOINTS.menuSaveButton,
    { schema: { body: saveButton }, config: { access: ACCESS.menuEdit } },
    async (request, reply) => {
      const b = request.body;
      const menu = await getMenu(db, b.MenuId);
      if (!menu) return notFound(reply, 'menu node');
      const old = b.Id ? await getButton(db, b.Id) : undefined;
      if (b.Id && (!old || old.menu_id !== menu.id)) return notFound(reply, 'button');
      const [clash] = await db.query('select id from menu_buttons where menu_id = $1 and code = $2 and id <> $3', [menu.id, b.Code, b.Id ?? 0]);
      if (clash) return badField(reply, '/Code', 'is already a button of this menu', '已是这个菜单的按钮');
      const saved = await db.transaction(async (tx) => {
        const [row] = old
          ? await tx.query<{ id: string }>('update menu_buttons set code = $2, name_zh = $3, name_en = $4 where id = $1 returning id', [
              old.id,
              b.Code,
              b.Name.trim(),
              (b.NameEn ?? '').trim(),
            ])
          : await tx.query<{ id: string }>('insert into menu_buttons (menu_id, code, name_zh, name_en) values ($1, $2, $3, $4) returning id', [
              menu.id,
              b.Code,
              b.Name.trim(),
              (b.NameEn ?? '').trim(),
            ]);
        await recordChange(tx, request.actor!, {
          entity: 'menuButton',
          entityId: row!.id,
          action: old ? 'edited' : 'added',
          companyId: null,
          detail: { menu: menu.path, code: b.Code, before: old ? old.code : undefined },
        });
        return Number(row!.id);
      });
      await app.liveHub.forget({ all: true }); // buttons changed: every menu tree is read again
      return ok({ Id: saved });
    },
  );

  app.post<{ Body: { Id: number } }>(
    ENDPOINTS.menuDeleteButton,
    { schema: { body: object({ Id: id }, ['Id']) }, config: { access: ACCESS.menuEdit } },
    async (request, reply) => {
      const button = await getButton(db, request.body.Id);
      if (!button) return notFound(reply, 'button');
      await db.transaction(async (tx) => {
        await tx.query('delete from menu_buttons where id = $1', [button.id]);
        await recordChange(tx, request.actor!, {
          entity: 'menuButton',
          entityId: button.id,
          action: 'deleted',
          companyId: null,
          detail: { code: button.code, menuId: Number(button.menu_id) },
        });
      });
      await app.liveHub.forget({ all: true });
      return ok(null);
    },
  );

  rolesRoutes(app, db);

  // --- the change log ---
  defineList<AuditEventWire & { ActorName: string }, AuditEventWire>(app, db, {
    path: ENDPOINTS.auditList,
    access: ACCESS.auditRead,
    exportAccess: ACCESS.auditRead,
    title: 'change-log',
    base: (actor) => ({
      sql: `select a.id as "Id", a.at as "At", coalesce(e.name, '') as "Actor", e.name as "ActorBare", a.entity as "Entity", a.entity_id as "EntityId", a.action as "Action", a.detail as "Detail"
            from audit_events a left join employees e on e.id = a.actor_id
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

async function isDescendant(db: Queryable, candidate: number, ancestor: number): Promise<boolean> {
  const rows = await db.query(
    `with recursive up as (select id, parent_id from menus where id = $1 union select m.id, m.parent_id from menus m join up on m.id = up.parent_id)
     select 1 from up where id = $2`,
    [candidate, ancestor],
  );
  return rows.length > 0;
}
