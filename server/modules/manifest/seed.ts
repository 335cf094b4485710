import { CUSTOMER_MANIFEST_PAGES, manifestContract, STAFF_MANIFEST_PAGES } from '../../../src/contract/manifest/module';
import type { Queryable } from '../../db/types';
import { grantPageButtons, syncMenuButtons } from '../access/public';
export { seedDemoManifests } from './demoSeed';

const BUTTONS = Object.keys(manifestContract.buttons ?? {});

/**
 * The manifest module's access seed: its buttons on the customers' template role (the workbench's
 * manifest pages) and on every internal role that holds a manifest page (the documentation clerk's
 * and the verifier's), as SI review's buttons are.
 */
export async function seedManifestAccess(tx: Queryable): Promise<void> {
  await syncMenuButtons(tx);
  await grantPageButtons(tx, { customer: CUSTOMER_MANIFEST_PAGES, staff: STAFF_MANIFEST_PAGES }, BUTTONS);
}
