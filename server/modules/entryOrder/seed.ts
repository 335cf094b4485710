import { CONTROL_TOWER_PAGES } from '../../../src/contract/controlTower/module';
import { AGENT_ENTRY_PAGES, CUSTOMER_ENTRY_PAGES, ENTRY_ORDER_PAGES as G } from '../../../src/contract/entryOrder/module';
import type { Queryable } from '../../db/types';
import { grantButtonsToRoles, grantMenusToRoles, seedDemoRoles, seedMenus } from '../access/public';
import { seedDemoStaff } from '../staff/public';

/**
 * The module's access: its pages and buttons in the menu trees; the customers' standard role holds
 * the order pages with what a customer does (edit, submit, cancel, upload, fill a supplement); the
 * providers' standard role the destination agent's pages (record milestones, fill, upload); and a
 * platform role, 录单客服 (customer service entering orders: entry@demo.test), every page and button
 * of the group — designing and publishing forms, deciding orders, linking bookings, supplements, agents.
 */
export async function seedEntryOrderAccess(tx: Queryable): Promise<void> {
  await seedMenus(tx);
  const customer = { tree: 'external', paths: CUSTOMER_ENTRY_PAGES } as const;
  await grantMenusToRoles(tx, { standard: 'customer' }, customer);
  await grantButtonsToRoles(tx, { standard: 'customer' }, customer, ['edit', 'submit', 'cancel', 'upload', 'fillSupplement']);
  const agent = { tree: 'external', paths: AGENT_ENTRY_PAGES } as const;
  await grantMenusToRoles(tx, { standard: 'provider' }, agent);
  await grantButtonsToRoles(tx, { standard: 'provider' }, agent, ['recordMilestone', 'fillSupplement', 'upload']);
  await seedDemoStaff(tx, [{ account: 'entry@demo.test', name: '录单客服' }]);
  const all = Object.values(G);
  await seedDemoRoles(tx, [
    {
      name: '录单客服',
      description: '设计录单表单，代客户录入委托、受理、关联订舱，发起与审核补料，跟进后半程',
      owner: { company: 'PLATFORM' },
      tree: 'internal',
      menus: all,
      buttons: '*',
      holders: ['entry@demo.test'],
    },
  ]);
}

/**
 * 录单客服 works the supplements filled and overdue from the work center (operations.md §12.3, the
 * module's queues: queues.ts) as the operator and the SI reviewer work theirs: the page and its `ack`.
 */
export async function seedEntryOrderWorkCenter(tx: Queryable): Promise<void> {
  const workCenter = { tree: 'internal', paths: [CONTROL_TOWER_PAGES.workCenter] } as const;
  await grantMenusToRoles(tx, { platform: ['录单客服'] }, workCenter);
  await grantButtonsToRoles(tx, { platform: ['录单客服'] }, workCenter, ['ack']);
}
