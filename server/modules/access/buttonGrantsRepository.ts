import type { Queryable } from '../../db/types';
import { grantButtonsToRoles, grantMenusToRoles } from './roleGrantRepository';

/**
 * A module's buttons granted where its pages are held: on the customers' template role for its
 * workbench pages, and on every internal role that holds one of its staff pages (as SI review's are).
 */
export async function grantPageButtons(
  tx: Queryable,
  pages: { customer: readonly string[]; staff: readonly string[] },
  buttons: readonly string[],
): Promise<void> {
  await tx.query(
    `insert into role_buttons (role_id, button_id)
     select r.id, b.id from roles r
       join menus m on m.path = any($1::text[]) and m.tree = 'external'
       join menu_buttons b on b.menu_id = m.id and b.code = any($3::text[])
      where r.template_kind = 'customer' and r.name = '客户标准角色'
     union
     select rm.role_id, b.id from role_menus rm join menus m on m.id = rm.menu_id and m.path = any($2::text[]) and m.tree = 'internal'
       join menu_buttons b on b.menu_id = m.id and b.code = any($3::text[])
     on conflict do nothing`,
    [pages.customer, pages.staff, buttons],
  );
}

/**
 * A platform role (by its name) given pages and buttons added after it was seeded — the menus (when
 * named) and, on those pages, the buttons with these codes (`*` every button). Idempotent: a grant
 * already there is kept as it is.
 */
export async function grantPlatformRole(tx: Queryable, role: string, pages: readonly string[], buttons: readonly string[] | '*', menus = true): Promise<void> {
  if (menus) await grantMenusToRoles(tx, { platform: [role] }, { tree: 'internal', paths: pages });
  await grantButtonsToRoles(tx, { platform: [role] }, { tree: 'internal', paths: pages }, buttons);
}
