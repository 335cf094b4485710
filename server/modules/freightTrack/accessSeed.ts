import { FREIGHT_TRACK_PAGES as P, freightTrackContract } from '../../../src/contract/freightTrack/module';
import type { Queryable } from '../../db/types';
import { syncMenuButtons } from '../access/public';

const BUTTONS = Object.keys(freightTrackContract.buttons ?? {});
const CUSTOMER_PAGES = [P.workbenchList, P.workbenchDetail];
const STAFF_PAGES = [P.list, P.detail];

/**
 * Freight tracking's access seed: the customers' template role holds the workbench's tracking pages
 * and their buttons (track, refresh, stop); every internal role holding a tracking page gets its
 * buttons, as the manifest module's seed does.
 */
export async function seedTrackAccess(tx: Queryable): Promise<void> {
  await syncMenuButtons(tx);
  await tx.query(
    `insert into role_menus (role_id, menu_id)
     select r.id, m.id from roles r join menus m on m.path = any($1::text[]) and m.tree = 'external'
      where r.template_kind = 'customer' and r.name = '客户标准角色'
     on conflict do nothing`,
    [CUSTOMER_PAGES],
  );
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
    [CUSTOMER_PAGES, STAFF_PAGES, BUTTONS],
  );
}
