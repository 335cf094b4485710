import { CRM_PAGES as P } from '../../../src/contract/crm/module';
import type { Queryable } from '../../db/types';
import { type DemoRole, seedDemoRoles, syncMenuButtons } from '../access/public';

/**
 * The analysis pages' people (issue 50): the CRM's salespeople (their own customers and quotes) and
 * their manager (the team's, as the holder of 客户资源).
 */
const ANALYSIS_ROLE: DemoRole = {
  name: 'CRM 分析',
  description: '客户分析、报价分析',
  owner: { company: 'PLATFORM' },
  tree: 'internal',
  menus: [P.customerAnalysis, P.quotationAnalysis],
  buttons: {},
  holders: ['sales@demo.test', 'sales2@demo.test', 'sales.manager@demo.test'],
};

export async function seedAnalysisAccess(tx: Queryable): Promise<void> {
  await syncMenuButtons(tx);
  await seedDemoRoles(tx, [ANALYSIS_ROLE]);
}
