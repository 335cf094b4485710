import { FREIGHT_TRACK_PAGES as P, freightTrackContract } from '../../../src/contract/freightTrack/module';
import type { Queryable } from '../../db/types';
import { grantMenusToRoles, grantPageButtons, syncMenuButtons } from '../access/public';

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
  await grantMenusToRoles(tx, { standard: 'customer' }, { tree: 'external', paths: CUSTOMER_PAGES });
  await grantPageButtons(tx, { customer: CUSTOMER_PAGES, staff: STAFF_PAGES }, BUTTONS);
}
