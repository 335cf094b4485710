import type { MenuTreeKind } from '../../../src/contract/access';
import type { Queryable } from '../../db/types';

/** The menu maintenance's SQL (menuService.ts holds the transactions and the audit; reading the trees is server/platform/access/menuRepository.ts). */

/** Another node of the tree with this path (paths compare without case), if any. */
export async function pathTakenBy(q: Queryable, tree: MenuTreeKind, path: string, exceptId: number): Promise<boolean> {
  const [clash] = await q.query('select id from menus where tree = $1 and lower(path) = lower($2) and id <> $3', [tree, path, exceptId]);
  return !!clash;
}

/** [path, title_zh, title_en, icon] */
export type MenuFields = [string, string, string, string];

export async function updateMenu(tx: Queryable, id: string, fields: MenuFields): Promise<void> {
  await tx.query('update menus set path = $2, title_zh = $3, title_en = $4, icon = $5 where id = $1', [id, ...fields]);
}

/** A new node, last among its siblings. */
export async function insertMenu(tx: Queryable, tree: MenuTreeKind, parentId: number | null, fields: MenuFields): Promise<string> {
  const [row] = await tx.query<{ id: string }>(
    `insert into menus (tree, parent_id, path, title_zh, title_en, icon, sort_order)
     values ($1, $2, $3, $4, $5, $6, coalesce((select max(sort_order) from menus where tree = $1 and parent_id is not distinct from $2), 0) + 10) returning id`,
    [tree, parentId, ...fields],
  );
  return row!.id;
}

/** The other children of a parent (null: the root), in their order. */
export async function siblingsOf(tx: Queryable, tree: MenuTreeKind, parentId: number | null, exceptId: number): Promise<string[]> {
  const siblings = await tx.query<{ id: string }>(
    'select id from menus where tree = $1 and parent_id is not distinct from $2 and id <> $3 order by sort_order, id',
    [tree, parentId, exceptId],
  );
  return siblings.map((s) => s.id);
}

export async function placeMenu(tx: Queryable, id: string, sortOrder: number, parentId: number | null): Promise<void> {
  await tx.query('update menus set sort_order = $2, parent_id = $3 where id = $1', [id, sortOrder, parentId]);
}

export async function deleteMenu(tx: Queryable, id: string): Promise<void> {
  await tx.query('delete from menus where id = $1', [id]);
}

/** Whether `candidate` is `ancestor` or a node under it. */
export async function isDescendant(q: Queryable, candidate: number, ancestor: number): Promise<boolean> {
  const rows = await q.query(
    `with recursive up as (select id, parent_id from menus where id = $1 union select m.id, m.parent_id from menus m join up on m.id = up.parent_id)
     select 1 from up where id = $2`,
    [candidate, ancestor],
  );
  return rows.length > 0;
}

/** Another button of the menu with this code, if any. */
export async function buttonCodeTaken(q: Queryable, menuId: string, code: string, exceptId: number): Promise<boolean> {
  const [clash] = await q.query('select id from menu_buttons where menu_id = $1 and code = $2 and id <> $3', [menuId, code, exceptId]);
  return !!clash;
}

export async function updateButton(tx: Queryable, id: string, code: string, nameZh: string, nameEn: string): Promise<string> {
  const [row] = await tx.query<{ id: string }>('update menu_buttons set code = $2, name_zh = $3, name_en = $4 where id = $1 returning id', [
    id,
    code,
    nameZh,
    nameEn,
  ]);
  return row!.id;
}

export async function insertButton(tx: Queryable, menuId: string, code: string, nameZh: string, nameEn: string): Promise<string> {
  const [row] = await tx.query<{ id: string }>('insert into menu_buttons (menu_id, code, name_zh, name_en) values ($1, $2, $3, $4) returning id', [
    menuId,
    code,
    nameZh,
    nameEn,
  ]);
  return row!.id;
}

export async function deleteButton(tx: Queryable, id: string): Promise<void> {
  await tx.query('delete from menu_buttons where id = $1', [id]);
}
