import { accessButtons, BUTTON_TITLES, type MenuTreeKind } from '../../../src/contract/access';
import { defaultMenuTrees, type MenuSeedNode } from '../../../src/routes/defaultMenus';
import type { Queryable } from '../../db/types';

/** Writes the default menu trees and every button the access table names. */
export async function seedMenus(db: Queryable): Promise<void> {
  await seedMenuNodes(db);
  // the roles seeded next grant "every button" of a tree: the buttons must be there first
  await syncMenuButtons(db);
}

async function seedMenuNodes(db: Queryable): Promise<void> {
  const trees = defaultMenuTrees();
  for (const tree of Object.keys(trees) as MenuTreeKind[]) {
    const insert = async (nodes: MenuSeedNode[], parentId: string | null) => {
      for (const [i, n] of nodes.entries()) {
        const [row] = await db.query<{ id: string }>(
          `insert into menus (tree, parent_id, path, title_zh, title_en, icon, sort_order) values ($1, $2, $3, $4, $5, $6, $7)
           on conflict (tree, lower(path)) do nothing returning id`,
          [tree, parentId, n.path, n.title.zh, n.title.en, n.icon, (i + 1) * 10],
        );
        if (row) await insert(n.children, row.id);
      }
    };
    await insert(trees[tree], null);
  }
}

/**
 * One page added under a folder of a tree seeded before it (`seedMenus` only fills a folder it makes).
 * A page already there, under any folder, stays as people left it.
 */
export async function addMenuUnder(
  db: Queryable,
  folder: { tree: MenuTreeKind; path: string },
  page: { path: string; title: { zh: string; en: string }; icon: string; sortOrder: number },
): Promise<void> {
  await db.query(
    `insert into menus (tree, parent_id, path, title_zh, title_en, icon, sort_order)
     select f.tree, f.id, $3, $4, $5, $6, $7 from menus f
     where f.tree = $1 and f.path = $2 on conflict (tree, lower(path)) do nothing`,
    [folder.tree, folder.path, page.path, page.title.zh, page.title.en, page.icon, page.sortOrder],
  );
}

/**
 * Every `(menu, button)` pair the access table names, on every menu node with its path: run at
 * every start, so a button added to the access table reaches existing databases without a new
 * seed step. Only missing pairs are inserted; a button people renamed, or a menu they removed,
 * stays as they left it. Returns how many buttons were added.
 */
export async function syncMenuButtons(db: Queryable, buttons = accessButtons()): Promise<number> {
  // One query finds the pairs missing, and only those are inserted, one by one as before: at a start
  // on a seeded database none is, and a statement per pair (a few hundred) was a second of every start.
  const missing = await db.query<{ n: string }>(
    `select x.n::text from unnest($1::text[], $2::text[]) with ordinality as x(menu, code, n)
      where exists (select 1 from menus m where lower(m.path) = lower(x.menu)
                     and not exists (select 1 from menu_buttons b where b.menu_id = m.id and b.code = x.code))
      order by x.n`,
    [buttons.map((b) => b.menu), buttons.map((b) => b.code)],
  );
  let added = 0;
  for (const { n } of missing) {
    const { menu, code } = buttons[Number(n) - 1]!;
    const title = BUTTON_TITLES[code] ?? { zh: code, en: code };
    const rows = await db.query(
      `insert into menu_buttons (menu_id, code, name_zh, name_en) select id, $2, $3, $4 from menus where lower(path) = lower($1)
       on conflict (menu_id, code) do nothing returning id`,
      [menu, code, title.zh, title.en],
    );
    added += rows.length;
  }
  return added;
}
