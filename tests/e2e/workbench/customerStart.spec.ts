import { expect } from '@playwright/test';
import { test } from '../support/test';
import { ENDPOINTS } from '../../../src/contract/endpoints';
import type { ListPage } from '../../../src/contract/admin';
import type { SiSourceData } from '../../../src/contract/si';
import { apiPost, makeCompanyEmployee, storageStateWith } from '../../support/apiSession';
import { draftFor } from '../../support/siDrafts';
import { apiGet } from '../si/siSteps';
import { route } from '../support/helpers';

/**
 * The customer side's start page (src/features/workbench/CustomerDesk.tsx): the day's actions and
 * the company's latest SIs, each opening its SI. The SI is made here through the API on demo
 * booking CGO-HZTX-2611-005, which no other spec uses. The list shows 天祥's five latest SIs, and
 * other specs make 天祥 SIs meanwhile: the SI is made just before the page opens, so it is among them.
 */
const CGO = 'CGO-HZTX-2611-005'; // 20GP*1

test('the customer start page shows the latest SIs, each opening its SI, and the actions', async ({ browser, baseURL }) => {
  test.setTimeout(60_000);
  const base = baseURL!;
  const token = await makeCompanyEmployee(base, 'customer.admin@demo.test', 'e2e.start.customer', 'start-customer-pass', ['客户标准角色']);
  const page = await (await browser.newContext({ storageState: storageStateWith(base, token, 'employee') })).newPage();

  const source = await apiGet<SiSourceData>(base, `${ENDPOINTS.siSourceData}?CGO_ID=${CGO}`, token);
  const box = source.Containers.flatMap((c) => c.CNNOS.map((no) => ({ no, type: c.TYPE })));
  const {
    Ids: [id],
  } = await apiPost<{ Ids: number[] }>(base, ENDPOINTS.siAdd, { TDBLInfos: [draftFor(source, box)], Num: 1, CGO_ID: CGO, MBL_NO: source.MBL_NO }, token);
  const mine = (await apiGet<ListPage<{ Id: number; TBI_NO: string }>>(base, `${ENDPOINTS.siReviewQueue}?TBI_CGO_ID=${CGO}`, token)).Items;
  expect(mine.map((s) => s.Id)).toEqual([id]);
  const siNo = mine[0]!.TBI_NO;

  await page.goto('/external/workbench');
  await expect(page.getByRole('heading', { name: route('/external/workbench').title.zh })).toBeVisible();
  const recent = page.getByTestId('start-recent-sis');
  await expect(recent.getByRole('heading', { name: '最近的SI' })).toBeVisible();
  const row = recent.getByRole('row').filter({ has: page.getByRole('link', { name: siNo, exact: true }) });
  await expect(row).toHaveCount(1);
  await expect(row.getByRole('cell')).toHaveText([siNo, CGO, '已提交，待审核']);
  expect(await recent.getByRole('row').count()).toBeLessThanOrEqual(1 + 5); // the header and at most five SIs
  await expect(recent.getByRole('link', { name: '全部SI' })).toHaveAttribute('href', '/external/workbench/SISubimtList');

  const actions = page.getByTestId('start-actions');
  await expect(actions.getByRole('heading', { name: '常用操作' })).toBeVisible();
  await expect(actions.getByRole('button')).toHaveText(['新建SI', 'SI模板', '消息']);

  // the SI opens from its row
  await row.getByRole('link', { name: siNo }).click();
  await expect(page).toHaveURL(new RegExp(`/external/workbench/SILogs\\?id=${id}$`));
  await expect(page.getByTestId('si-status')).toHaveText('已提交，待审核');

  // and an action opens its page
  await page.goto('/external/workbench');
  await page.getByTestId('start-actions').getByRole('button', { name: '新建SI' }).click();
  await expect(page).toHaveURL(/\/external\/workbench\/siSubmit$/);
  await expect(page.getByRole('heading', { name: route('/external/workbench/siSubmit').title.zh })).toBeVisible();
});
