import { CRM_PAGES as P } from '../../../src/contract/crm/module';
import type { Queryable } from '../../db/types';
import { type DemoRole, seedDemoRoles, syncMenuButtons } from '../access/public';
import { seedDemoStaff } from '../staff/public';

/**
 * The CRM's people (commercial.md §0.2): salespeople claim from the pool, release, keep their leads
 * and their private sea; the sales manager also sees the team's customers (客户资源), assigns,
 * transfers, keeps the lists and the pool's rules, and works the recycle bin. 孙丽 (sales@) is the
 * existing salesperson; 周婷 (sales2@) the second; 陈刚 (sales.manager@) the manager.
 */
export const CRM_STAFF = [
  { account: 'sales2@demo.test', name: '周婷' },
  { account: 'sales.manager@demo.test', name: '陈刚' },
];

const SALES_PAGES = [P.leads, P.pool, P.mine, P.opportunities];
const SALES_BUTTONS = {
  [P.leads]: ['edit', 'import', 'convert', 'discard', 'delete'],
  [P.pool]: ['claim', 'edit'],
  [P.mine]: ['edit', 'toPool', 'delete'],
  [P.opportunities]: ['edit', 'win', 'lose', 'delete'],
};

const CRM_ROLES: DemoRole[] = [
  {
    name: 'CRM 销售',
    description: '线索、公海领取、我的客户（私海）',
    owner: { company: 'PLATFORM' },
    tree: 'internal',
    menus: SALES_PAGES,
    buttons: SALES_BUTTONS,
    holders: ['sales@demo.test', 'sales2@demo.test', 'sales.manager@demo.test'],
  },
  {
    name: '销售主管',
    description: '客户资源：分配、转移、关联平台公司；CRM 数据维护与回收站',
    owner: { company: 'PLATFORM' },
    tree: 'internal',
    menus: [...SALES_PAGES, P.resources, P.maintenance, P.bin],
    buttons: {
      ...SALES_BUTTONS,
      [P.pool]: ['claim', 'edit', 'assignOwner'],
      [P.resources]: ['edit', 'toPool', 'assignOwner', 'transfer', 'delete', 'link'],
      [P.maintenance]: ['edit'],
      [P.bin]: ['restore', 'purge'],
    },
    holders: ['sales.manager@demo.test'],
  },
];

export async function seedCrmAccess(tx: Queryable): Promise<void> {
  await syncMenuButtons(tx);
  await seedDemoStaff(tx, CRM_STAFF);
  await seedDemoRoles(tx, CRM_ROLES);
}
