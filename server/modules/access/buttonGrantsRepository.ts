import type { Queryable } from '../../db/types';

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
  if (menus)
    await tx.query(
      `insert into role_menus (role_id, menu_id)
       select r.id, m.id from roles r join companies c on c.id = r.company_id and c.code = 'PLATFORM'
         join menus m on m.tree = 'internal' and m.path = any($1::text[]) where r.name = $2
       on conflict do nothing`,
      [pages, role],
    );
  await tx.query(
    `insert into role_buttons (role_id, button_id)
     select r.id, b.id from roles r join companies c on c.id = r.company_id and c.code = 'PLATFORM'
       join menus m on m.tree = 'internal' and m.path = any($1::text[]) join menu_buttons b on b.menu_id = m.id
      where r.name = $3 and ($2::text[] is null or b.code = any($2::text[]))
     on conflict do nothing`,
    [pages, buttons === '*' ? null : buttons, role],
  );
}
