import type { FastifyInstance } from 'fastify';
import { EXTERNAL_MENU } from '../../../src/contract/access';
import { ok } from '../../../src/contract/envelope';
import { systemCalls as C } from '../../../src/contract/system/calls';
import type { Db } from '../../db/types';
import { badField, notFound } from '../../http/replies';
import { getButton, getMenu, menuTree } from '../../platform/access/menuRepository';
import { buttonCodeTaken, isDescendant, type MenuFields, pathTakenBy } from './menuEditRepository';
import { menuService } from './menuService';
import { route } from '../../http/route';

/** The two menu trees' maintenance calls (platform staff): the input checked against the trees here, each change made by menuService.ts. */
export function menuRoutes(app: FastifyInstance, db: Db): void {
  const menus = menuService(db, app.liveHub);
  // --- the two menu trees (platform staff) ---
  route(app, C.menuTree, async ({ input }) => ok(await menuTree(db, input.Tree)));

  route(app, C.menuSave, async ({ actor, input }, reply) => {
    const b = input;
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
    if (await pathTakenBy(db, b.Tree, path, b.Id ?? 0))
      return badField(reply, '/Path', 'is already in this tree: a path appears once per tree', '已在这棵菜单树中：同一路径在一棵树中只能出现一次');
    const fields: MenuFields = [path, b.Title.trim(), (b.TitleEn ?? '').trim(), (b.Icon ?? '').trim()];
    return ok({ Id: await menus.saveMenu(actor, b.Tree, old, b.ParentId ?? null, fields) });
  });

  route(app, C.menuMove, async ({ actor, input }, reply) => {
    const { Id, ParentId, Index } = input;
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
    await menus.moveMenu(actor, node, ParentId, Index);
    return ok(null);
  });

  route(app, C.menuDelete, async ({ actor, input }, reply) => {
    const node = await getMenu(db, input.Id);
    if (!node) return notFound(reply, 'menu node');
    if (node.path === EXTERNAL_MENU)
      return badField(
        reply,
        '/Id',
        `is the ${EXTERNAL_MENU} node, which marks the external tree and cannot be deleted`,
        `是标记外部菜单树的 ${EXTERNAL_MENU} 节点，不能删除`,
      );
    await menus.deleteMenu(actor, node);
    return ok(null);
  });

  route(app, C.menuSaveButton, async ({ actor, input }, reply) => {
    const b = input;
    const menu = await getMenu(db, b.MenuId);
    if (!menu) return notFound(reply, 'menu node');
    const old = b.Id ? await getButton(db, b.Id) : undefined;
    if (b.Id && (!old || old.menu_id !== menu.id)) return notFound(reply, 'button');
    if (await buttonCodeTaken(db, menu.id, b.Code, b.Id ?? 0)) return badField(reply, '/Code', 'is already a button of this menu', '已是这个菜单的按钮');
    return ok({ Id: await menus.saveButton(actor, menu, old, b) });
  });

  route(app, C.menuDeleteButton, async ({ actor, input }, reply) => {
    const button = await getButton(db, input.Id);
    if (!button) return notFound(reply, 'button');
    await menus.deleteButton(actor, button);
    return ok(null);
  });
}
