import type { Queryable } from '../../db/types';

/**
 * The seeds' SQL for the pricing manager's grants: the platform's pricing manager role (运价经理)
 * given pages and buttons added after it was seeded — the menus (when named) and, on those pages,
 * the buttons with these codes (`*` every button). Idempotent: a grant already there is kept as it is.
 */
export async function grantPricingManager(tx: Queryable, pages: readonly string[], buttons: readonly string[] | '*', menus = true): Promise<void> {
  if (menus)
    await tx.query(
      `insert into role_menus (role_id, menu_id)
       select r.id, m.id from roles r join companies c on c.id = r.company_id and c.code = 'PLATFORM'
         join menus m on m.tree = 'internal' and m.path = any($1::text[]) where r.name = '运价经理'
       on conflict do nothing`,
      [pages],
    );
  await tx.query(
    `insert into role_buttons (role_id, button_id)
     select r.id, b.id from roles r join companies c on c.id = r.company_id and c.code = 'PLATFORM'
       join menus m on m.tree = 'internal' and m.path = any($1::text[]) join menu_buttons b on b.menu_id = m.id
      where r.name = '运价经理' and ($2::text[] is null or b.code = any($2::text[]))
     on conflict do nothing`,
    [pages, buttons === '*' ? null : buttons],
  );
}
