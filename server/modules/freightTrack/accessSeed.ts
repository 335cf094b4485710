import { FREIGHT_TRACK_PAGES as P, freightTrackContract } from '../../../src/contract/freightTrack/module';
import type { Queryable } from '../../db/types';
import { grantPageButtons, syncMenuButtons } from '../access/public';

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
  await grantPageButtons(tx, { customer: CUSTOMER_PAGES, staff: STAFF_PAGES }, BUTTONS);
}
