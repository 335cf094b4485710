import { RADAR_PAGES as P } from '../../../src/contract/radar/module';
import type { Queryable } from '../../db/types';
import { type DemoRole, seedDemoRoles, syncMenuButtons } from '../access/public';

/**
 * Who opens the radars (R9.1): the CRM's salespeople (孙丽 sales@, 周婷 sales2@) their own customers'
 * signals and their own figures; the sales manager (陈刚 sales.manager@) the team's — a manager is
 * whoever holds the CRM's customer resources. "View cost" (GP, the margin radar's amounts) stays the
 * rates' button.
 */
const RADAR_ROLES: DemoRole[] = [
  {
    name: '销售雷达',
    description: '用户雷达（客户信号、一键跟进）与销售雷达',
    owner: { company: 'PLATFORM' },
    tree: 'internal',
    menus: [P.users, P.sales],
    buttons: { [P.users]: ['follow'] },
    holders: ['sales@demo.test', 'sales2@demo.test', 'sales.manager@demo.test'],
  },
];

export async function seedRadarAccess(tx: Queryable): Promise<void> {
  await syncMenuButtons(tx);
  await seedDemoRoles(tx, RADAR_ROLES);
}
