import { expect } from '@playwright/test';
import { test } from '../support/test';
import { apiPost, makeEmployeeWith, storageStateWith } from '../../support/apiSession';
import { rateBody } from '../../api/rates/rateBody';
import { staffToken } from '../si/siSteps';

/**
 * The desk's bulk work (commercial.md §2.5): the clerk ticks the page of drafts and submits them in
 * one go; the manager confirms the waiting ones together, then hides them together from the
 * published grid, and they are all on the hidden page. Xiamen → Busan is no other test's lane, so
 * the filters hold exactly these rates.
 */
test('drafts submitted together, confirmed together and hidden together', async ({ browser, baseURL }) => {
  test.setTimeout(120_000);
  const clerkToken = await makeEmployeeWith(baseURL!, staffToken(), 'e2e.bulk.clerk', 'bulk-clerk-pass', ['运价专员']);
  for (const carrier of ['COSU', 'MAEU', 'ONEY'])
    await apiPost(baseURL!, '/api/FclRate/SaveDraft', rateBody({ CarrierCode: carrier, PolCode: 'CNXMN', PodCode: 'KRPUS', TransitDays: 3 }), clerkToken);

  const clerk = await (await browser.newContext({ storageState: storageStateWith(baseURL!, clerkToken, 'employee') })).newPage();
  await clerk.goto('/SeaFreight/FreightManagement/FreightDrafts');
  const drafts = clerk.getByLabel('运价草稿', { exact: true });
  await drafts.getByRole('textbox', { name: '起运港' }).fill('CNXMN');
  await expect(clerk.getByText('共 3 条')).toBeVisible();
  await clerk.getByText('全选本页', { exact: true }).click();
  await expect(clerk.getByText('已选 3 条')).toBeVisible();
  await clerk.getByRole('button', { name: '提交所选（3）' }).click();
  await expect(clerk.getByText('已完成 3 条')).toBeVisible();
  await expect(clerk.getByText('共 0 条')).toBeVisible();

  const managerToken = await makeEmployeeWith(baseURL!, staffToken(), 'e2e.bulk.manager', 'bulk-manager-pass', ['运价经理']);
  const manager = await (await browser.newContext({ storageState: storageStateWith(baseURL!, managerToken, 'employee') })).newPage();
  await manager.goto('/SeaFreight/FreightManagement/FreightModifyList');
  const pending = manager.getByLabel('运价待确认', { exact: true });
  await pending.getByRole('textbox', { name: '起运港' }).fill('CNXMN');
  await expect(manager.getByText('共 3 条')).toBeVisible();
  // one unticked: only the two ticked are confirmed
  await pending.getByRole('checkbox', { name: '选择此行' }).nth(0).check({ force: true });
  await pending.getByRole('checkbox', { name: '选择此行' }).nth(1).check({ force: true });
  await manager.getByRole('button', { name: '确认发布所选（2）' }).click();
  await expect(manager.getByText('已完成 2 条')).toBeVisible();
  await expect(manager.getByText('共 1 条')).toBeVisible();
  await manager.getByText('全选本页', { exact: true }).click();
  await manager.getByRole('button', { name: '确认发布所选（1）' }).click();
  await expect(manager.getByText('共 0 条')).toBeVisible();

  await manager.goto('/SeaFreight/FreightManagement/FCLFreight');
  const published = manager.getByLabel('整箱运价维护', { exact: true });
  await published.getByRole('textbox', { name: '起运港' }).fill('CNXMN');
  await expect(manager.getByText('共 3 条')).toBeVisible();
  await manager.getByText('全选本页', { exact: true }).click();
  await manager.getByRole('button', { name: '隐藏所选（3）' }).click();
  await expect(manager.getByText('已完成 3 条')).toBeVisible();
  await manager.goto('/SeaFreight/FreightManagement/FreightNotVisible');
  await manager.getByLabel('不可见运价', { exact: true }).getByRole('textbox', { name: '起运港' }).fill('CNXMN');
  await expect(manager.getByText('共 3 条')).toBeVisible();
});
