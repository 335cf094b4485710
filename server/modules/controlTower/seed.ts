import { CONTROL_TOWER_PAGES as P } from '../../../src/contract/controlTower/module';
import type { Queryable } from '../../db/types';
import { syncMenuButtons } from '../access/public';

/**
 * Who works the two pages (operations.md §12.3): the platform's operator and SI reviewer get the work
 * center (their queues; each queue still asks its own menu) with its `ack` button; the customers'
 * template role, which holds every workbench page already, gets the control tower's `ack`.
 */
export async function seedControlTowerAccess(tx: Queryable): Promise<void> {
  await syncMenuButtons(tx);
  const staffRoles = `select r.id from roles r join companies c on c.id = r.company_id and c.code = 'PLATFORM' where r.name in ('操作员', '审单员')`;
  await tx.query(
    `insert into role_menus (role_id, menu_id) select r.id, m.id from (${staffRoles}) r join menus m on m.tree = 'internal' and m.path = $1 on conflict do nothing`,
    [P.workCenter],
  );
  await tx.query(
    `insert into role_buttons (role_id, button_id)
     select r.id, b.id from (${staffRoles}) r join menus m on m.tree = 'internal' and m.path = $1 join menu_buttons b on b.menu_id = m.id and b.code = 'ack'
     on conflict do nothing`,
    [P.workCenter],
  );
  await tx.query(
    `insert into role_buttons (role_id, button_id)
     select r.id, b.id from roles r join menus m on m.tree = 'external' and m.path = $1 join menu_buttons b on b.menu_id = m.id and b.code = 'ack'
      where r.template_kind = 'customer' and r.name = '客户标准角色'
     on conflict do nothing`,
    [P.control],
  );
}
