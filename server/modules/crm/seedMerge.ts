import { CRM_PAGES as P } from '../../../src/contract/crm/module';
import type { Queryable } from '../../db/types';
import { grantButtonsToRoles, syncMenuButtons } from '../access/public';

/** The sales manager (销售主管) merges customers on the team's list: the new `merge` button of 客户资源. */
export async function seedCrmMergeAccess(tx: Queryable): Promise<void> {
  await syncMenuButtons(tx);
  await grantButtonsToRoles(tx, { platform: ['销售主管'] }, { tree: 'internal', paths: [P.resources] }, ['merge']);
}
