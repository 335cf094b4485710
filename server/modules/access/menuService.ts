import type { MenuTreeKind } from '../../../src/contract/access';
import type { Db } from '../../db/types';
import type { LiveHub } from '../../live/hub';
import type { Actor } from '../../platform/access/grants';
import type { getButton, getMenu } from '../../platform/access/menuRepository';
import { recordChange } from '../../platform/audit/record';
import * as repo from './menuEditRepository';

type MenuRow = NonNullable<Awaited<ReturnType<typeof getMenu>>>;
type ButtonRow = NonNullable<Awaited<ReturnType<typeof getButton>>>;

/**
 * The two menu trees' maintenance (platform staff): each change in one transaction with its audit
 * record; after it, every menu tree cached is read again (the live hub forgets them all). The
 * routes (menuRoutes.ts) have checked the input against the trees before.
 */
export function menuService(db: Db, hub: LiveHub) {
  const changed = () => hub.forget({ all: true });
  return {
    /** Saves a node (old: the node edited, else a new one under `parentId`); its id. */
    async saveMenu(actor: Actor, tree: MenuTreeKind, old: MenuRow | undefined, parentId: number | null, fields: repo.MenuFields): Promise<number> {
      const saved = await db.transaction(async (tx) => {
        if (old) {
          await repo.updateMenu(tx, old.id, fields);
          await recordChange(tx, actor, {
            entity: 'menu',
            entityId: old.id,
            action: 'edited',
            companyId: null,
            detail: { tree, before: { path: old.path, title: old.title_zh }, after: { path: fields[0], title: fields[1] } },
          });
          return Number(old.id);
        }
        const id = await repo.insertMenu(tx, tree, parentId, fields);
        await recordChange(tx, actor, {
          entity: 'menu',
          entityId: id,
          action: 'added',
          companyId: null,
          detail: { tree, path: fields[0], title: fields[1], parentId },
        });
        return Number(id);
      });
      await changed(); // menus changed: every menu tree is read again
      return saved;
    },

    /** Moves a node under `parentId` (null: the root) at `index` among its new siblings. */
    async moveMenu(actor: Actor, node: MenuRow, parentId: number | null, index: number): Promise<void> {
      await db.transaction(async (tx) => {
        const order = await repo.siblingsOf(tx, node.tree, parentId, Number(node.id));
        order.splice(Math.min(index, order.length), 0, String(node.id));
        for (const [i, sid] of order.entries()) await repo.placeMenu(tx, sid, (i + 1) * 10, parentId);
        await recordChange(tx, actor, {
          entity: 'menu',
          entityId: node.id,
          action: 'moved',
          companyId: null,
          detail: { tree: node.tree, path: node.path, fromParent: node.parent_id === null ? null : Number(node.parent_id), toParent: parentId, index },
        });
      });
      await changed();
    },

    async deleteMenu(actor: Actor, node: MenuRow): Promise<void> {
      await db.transaction(async (tx) => {
        await repo.deleteMenu(tx, node.id);
        await recordChange(tx, actor, {
          entity: 'menu',
          entityId: node.id,
          action: 'deleted',
          companyId: null,
          detail: { tree: node.tree, path: node.path, title: node.title_zh },
        });
      });
      await changed();
    },

    /** Saves a button of `menu` (old: the button edited, else a new one); its id. */
    async saveButton(actor: Actor, menu: MenuRow, old: ButtonRow | undefined, b: { Code: string; Name: string; NameEn?: string }): Promise<number> {
      const saved = await db.transaction(async (tx) => {
        const name = b.Name.trim();
        const nameEn = (b.NameEn ?? '').trim();
        const id = old ? await repo.updateButton(tx, old.id, b.Code, name, nameEn) : await repo.insertButton(tx, menu.id, b.Code, name, nameEn);
        await recordChange(tx, actor, {
          entity: 'menuButton',
          entityId: id,
          action: old ? 'edited' : 'added',
          companyId: null,
          detail: { menu: menu.path, code: b.Code, before: old ? old.code : undefined },
        });
        return Number(id);
      });
      await changed(); // buttons changed: every menu tree is read again
      return saved;
    },

    async deleteButton(actor: Actor, button: ButtonRow): Promise<void> {
      await db.transaction(async (tx) => {
        await repo.deleteButton(tx, button.id);
        await recordChange(tx, actor, {
          entity: 'menuButton',
          entityId: button.id,
          action: 'deleted',
          companyId: null,
          detail: { code: button.code, menuId: Number(button.menu_id) },
        });
      });
      await changed();
    },
  };
}
