import { ANALYTICS_PAGES as P } from '../../../src/contract/analytics/module';
import type { Queryable } from '../../db/types';
import { type DemoRole, seedDemoRoles, syncMenuButtons } from '../access/public';

/**
 * Who reads the sales analysis (R9.1): the salespeople their own customers' figures — the employee,
 * customer and customer-employee pages and their own sales table; the sales manager every page,
 * the company analysis (the manager menu: every customer) and the platform's table among them.
 * Cost and GP need "view cost" as everywhere (R9.2): the pricing desk's, not these roles'.
 */
const MINE_PAGES = [P.employees, P.customerCompany, P.customerEmployees, P.myTable];
const ALL_PAGES = Object.values(P);
const refreshOn = (pages: readonly string[]) => Object.fromEntries(pages.map((p) => [p, ['rebuild']]));

const ANALYTICS_ROLES: DemoRole[] = [
  {
    name: '销售分析',
    description: '我的客户的销售分析与销售报表',
    owner: { company: 'PLATFORM' },
    tree: 'internal',
    menus: MINE_PAGES,
    buttons: refreshOn(MINE_PAGES),
    holders: ['sales@demo.test', 'sales2@demo.test'],
  },
  {
    name: '销售分析（主管）',
    description: '全部客户的销售分析：公司、员工、客户、平台销售报表',
    owner: { company: 'PLATFORM' },
    tree: 'internal',
    menus: ALL_PAGES,
    // and the list of internal test companies left out of the figures (the company page's button)
    buttons: { ...refreshOn(ALL_PAGES), [P.company]: ['rebuild', 'exclude'] },
    holders: ['sales.manager@demo.test', 'pricing.manager@demo.test'],
  },
];

export async function seedAnalyticsAccess(tx: Queryable): Promise<void> {
  await syncMenuButtons(tx);
  await seedDemoRoles(tx, ANALYTICS_ROLES);
}
