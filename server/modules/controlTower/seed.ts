import { CONTROL_TOWER_PAGES as P } from '../../../src/contract/controlTower/module';
import type { Queryable } from '../../db/types';
import { grantButtonsToRoles, grantMenusToRoles, syncMenuButtons } from '../access/public';

/**
 * Who works the two pages (operations.md §12.3): the platform's operator and SI reviewer get the work
 * center (their queues; each queue still asks its own menu) with its `ack` button; the customers'
 * template role, which holds every workbench page already, gets the control tower's `ack`.
 */
export async function seedControlTowerAccess(tx: Queryable): Promise<void> {
  await syncMenuButtons(tx);
  const staff = { platform: ['操作员', '审单员'] };
  const workCenter = { tree: 'internal', paths: [P.workCenter] } as const;
  await grantMenusToRoles(tx, staff, workCenter);
  await grantButtonsToRoles(tx, staff, workCenter, ['ack']);
  await grantButtonsToRoles(tx, { standard: 'customer' }, { tree: 'external', paths: [P.control] }, ['ack']);
}
