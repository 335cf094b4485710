import { expect, type Page } from '@playwright/test';
import { employeeToken, storageStateWith } from '../../support/apiSession';
import { test } from '../support/test';

/**
 * The radars in Chromium (commercial.md §9.3): 孙丽 finds 天祥's repeated searches on the user radar
 * and makes it a follow-up plan (choose → confirm → done), the row then reads 已建计划; the manager's
 * sales radar lists the team with the margin radar's quote below the floor. Both photographed at
 * 1280×800.
 */
test.describe.configure({ mode: 'default' });

async function as(browser: import('@playwright/test').Browser, baseURL: string, account: string): Promise<Page> {
  const token = await employeeToken(baseURL, account);
  const ctx = await browser.newContext({ storageState: storageStateWith(baseURL, token, 'userBindEmployee'), viewport: { width: 1280, height: 800 } });
  return ctx.newPage();
}

test('a radar signal becomes a follow-up plan', async ({ browser, baseURL }) => {
  const sales = await as(browser, baseURL!, 'sales@demo.test');
  await sales.goto('/system/userRadar');
  const row = sales.getByTestId('radar-signals').locator('tr', { hasText: '反复查询航线' }).first();
  await expect(row).toBeVisible();
  await expect(row).toContainText('孙丽');
  await expect(row).toContainText('待处理');
  await sales.screenshot({ path: 'test-results/radar-users.png' });

  await row.getByRole('button', { name: '建跟进计划' }).click();
  const dialog = sales.getByTestId('radar-act');
  await expect(dialog).toContainText('为该客户的持有人建立明天 10:00 的电话跟进计划？');
  await expect(dialog.getByRole('button', { name: '确定' })).toBeFocused();
  await dialog.getByRole('button', { name: '确定' }).click();
  await expect(sales.getByTestId('radar-act-done')).toHaveText('跟进计划已建立。');
  await sales.screenshot({ path: 'test-results/radar-act-done.png' });
  await dialog.getByRole('button', { name: '关闭' }).click();
  await expect(row).toContainText('已建计划');
  await expect(row.getByRole('button', { name: '建跟进计划' })).toBeDisabled();

  // the state is the server's: read again, the signal still says it was planned
  const ref = await row.getAttribute('data-ref');
  expect(ref).toMatch(/^SEARCH_REPEAT:\d+:\d{4}-\d{2}-\d{2}$/);
  await sales.reload();
  await expect(sales.locator(`tr[data-ref="${ref}"]`)).toContainText('已建计划');
});

test('the sales radar lists the team and the margin radar’s quote below the floor', async ({ browser, baseURL }) => {
  const manager = await as(browser, baseURL!, 'sales.manager@demo.test');
  await manager.goto('/system/SellRadar');
  const people = manager.getByTestId('sales-people');
  await expect(people.locator('tr', { hasText: '孙丽' })).toBeVisible();
  await expect(people.locator('tr', { hasText: '周婷' })).toBeVisible();
  await expect(manager.getByTestId('margin-below-floor')).toContainText('年度合约客户，按合约价放行');
  await manager.screenshot({ path: 'test-results/radar-sales.png' });
  await manager.screenshot({ path: 'test-results/radar-sales-full.png', fullPage: true });
  // the margin radar's three tables, one component: each with its heading, its export and its rows (or 无)
  for (const id of ['margin-below-floor', 'margin-lanes', 'margin-drops']) {
    await expect(manager.getByTestId(id)).toBeVisible();
    await expect(manager.getByTestId(`${id}-export`)).toBeVisible();
  }
  await manager.getByTestId('margin-radar').screenshot({ path: 'test-results/radar-margin.png' });
});
