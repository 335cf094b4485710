import { CUSTOMER_MANIFEST_PAGES, manifestContract, STAFF_MANIFEST_PAGES } from '../../../src/contract/manifest/module';
import type { Queryable } from '../../db/types';
import { syncMenuButtons } from '../access/public';
export { seedDemoManifests } from './demoSeed';

const BUTTONS = Object.keys(manifestContract.buttons ?? {});

/**
 * The manifest module's access seed: its buttons on the customers' template role (the workbench's
 * manifest pages) and on every internal role that holds a manifest page (the documentation clerk's
 * and the verifier's), as SI review's buttons are.
 */
export async function seedManifestAccess(tx: Queryable): Promise<void> {
  await syncMenuButtons(tx);
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
    [CUSTOMER_MANIFEST_PAGES, STAFF_MANIFEST_PAGES, BUTTONS],
  );
}
