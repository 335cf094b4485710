import type { MenuTreeKind } from '../../../src/contract/access';
import type { MenuNode } from '../../../src/contract/admin';
import type { Queryable } from '../../db/types';

interface MenuRow {
  id: string;
  parent_id: string | null;
  path: string;
  title_zh: string;
  title_en: string;
  icon: string;
  sort_order: number;
}
interface ButtonRow {
  id: string;
  menu_id: string;
  code: string;
  name_zh: string;
  name_en: string;
}

/** Which nodes and buttons to keep: all (an admin's or the maintenance view), or these ids. */
export interface TreeFilter {
  menuIds?: ReadonlySet<string>;
  buttonIds?: ReadonlySet<string>;
  /** Nodes kept whatever the filter says (the EXTERNAL_MENU root). */
  alwaysPaths?: readonly string[];
}

/**
 * One menu tree, ordered; filtered to granted nodes plus the ancestors needed to reach them
 * (an ancestor kept only for the shape carries no buttons).
 */
export async function menuTree(db: Queryable, tree: MenuTreeKind, filter: TreeFilter = {}): Promise<MenuNode[]> {
  const menus = await db.query<MenuRow>('select id, parent_id, path, title_zh, title_en, icon, sort_order from menus where tree = $1 order by sort_order, id', [
    tree,
  ]);
  const buttons = await db.query<ButtonRow>(
    'select b.id, b.menu_id, b.code, b.name_zh, b.name_en from menu_buttons b join menus m on m.id = b.menu_id where m.tree = $1 order by b.id',
    [tree],
  );
  const byId = new Map(menus.map((m) => [m.id, m]));
  const keep = new Set<string>();
  const always = new Set((filter.alwaysPaths ?? []).map((p) => p.toLowerCase()));
  for (const m of menus) {
    const granted = !filter.menuIds || filter.menuIds.has(m.id) || always.has(m.path.toLowerCase());
    if (!granted) continue;
    for (let cur: MenuRow | undefined = m; cur && !keep.has(cur.id); cur = cur.parent_id ? byId.get(cur.parent_id) : undefined) keep.add(cur.id);
  }
  const nodes = new Map<string, MenuNode>();
  for (const m of menus) {
    if (!keep.has(m.id)) continue;
    nodes.set(m.id, { Id: Number(m.id), Path: m.path, Title: m.title_zh, TitleEn: m.title_en, Icon: m.icon, Order: m.sort_order, Buttons: [], Children: [] });
  }
  for (const b of buttons) {
    const node = nodes.get(b.menu_id);
    const menuGranted = !filter.menuIds || filter.menuIds.has(b.menu_id);
    if (node && menuGranted && (!filter.buttonIds || filter.buttonIds.has(b.id))) {
      node.Buttons.push({ Id: Number(b.id), Code: b.code, Name: b.name_zh, NameEn: b.name_en });
    }
  }
  const roots: MenuNode[] = [];
  for (const m of menus) {
    const node = nodes.get(m.id);
    if (!node) continue;
    const parent = m.parent_id ? nodes.get(m.parent_id) : undefined;
    (parent ? parent.Children : roots).push(node);
  }
  return roots;
}

export async function getMenu(db: Queryable, id: number) {
  const [row] = await db.query<MenuRow & { tree: MenuTreeKind }>('select * from menus where id = $1', [id]);
  return row;
}

export async function getButton(db: Queryable, id: number) {
  const [row] = await db.query<ButtonRow & { tree: MenuTreeKind }>('select b.*, m.tree from menu_buttons b join menus m on m.id = b.menu_id where b.id = $1', [
    id,
  ]);
  return row;
}
