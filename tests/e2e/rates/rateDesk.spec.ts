import { expect, type Page, test } from '@playwright/test';
import { passWelcome, signInWithDialog } from '../support/helpers';

/**
 * The pricing desk (commercial.md §2.2): the clerk submits a draft and it waits for confirmation;
 * the manager confirms the waiting demo rate, finds it among the published rates and reads its
 * history. Each signs in with an account of their own (the demo's pricing clerk and manager).
 */
async function signIn(page: Page, account: string) {
  await signInWithDialog(page, account);
  await passWelcome(page);
}

test('the clerk submits a draft: it leaves the drafts and waits for the manager, who alone can confirm it', async ({ browser }) => {
  test.setTimeout(60_000);
  const page = await (await browser.newContext()).newPage();
  await signIn(page, 'pricing@demo.test');
  await page.goto('/SeaFreight/FreightManagement/FreightDrafts');
  const drafts = page.getByLabel('运价草稿', { exact: true });
  await expect(drafts.locator('.bp6-table-cell', { hasText: 'MAEU' }).first()).toBeVisible();
  await drafts.getByRole('button', { name: '提交' }).first().click();
  await expect(page.getByText('已提交：待确认')).toBeVisible();
  await expect(drafts.locator('.bp6-table-cell', { hasText: 'MAEU' })).toHaveCount(0);

  await page.goto('/SeaFreight/FreightManagement/FreightModifyList');
  const pending = page.getByLabel('运价待确认', { exact: true });
  await expect(pending.locator('.bp6-table-cell', { hasText: 'MAEU' }).first()).toBeVisible();
  await expect(pending.getByRole('button', { name: '确认发布' })).toHaveCount(0); // no confirm button: not hers to press
});

test('the manager confirms the waiting rate; it is published, and its history says who did what', async ({ browser }) => {
  test.setTimeout(60_000);
  const page = await (await browser.newContext()).newPage();
  await signIn(page, 'pricing.manager@demo.test');
  await page.goto('/SeaFreight/FreightManagement/FreightModifyList');
  const pending = page.getByLabel('运价待确认', { exact: true });
  const hapag = pending.locator('.bp6-table-cell', { hasText: 'HLCU' }).first();
  await expect(hapag).toBeVisible();
  // the demo's waiting Hapag-Lloyd rate (Shanghai → Hamburg via Singapore) is the first row of its own filter
  await pending.getByRole('textbox', { name: '船公司' }).fill('HLCU');
  await expect(page.getByText('共 1 条')).toBeVisible();
  await pending.getByRole('button', { name: '确认发布' }).click();
  await expect(page.getByText('已确认发布')).toBeVisible();
  await expect(page.getByText('共 0 条')).toBeVisible();

  await page.goto('/SeaFreight/FreightManagement/FCLFreightHistory');
  const all = page.getByLabel('整箱运价历史', { exact: true });
  await all.getByRole('textbox', { name: '船公司' }).fill('HLCU');
  await expect(all.locator('.bp6-table-cell', { hasText: '已发布' }).first()).toBeVisible();
  await all.getByRole('button', { name: '历史' }).first().click();
  const history = page.getByTestId('rate-history');
  await expect(history).toContainText('SGSIN');
  await expect(page.getByTestId('rate-events')).toContainText('提交 · 王芳');
  await expect(page.getByTestId('rate-events')).toContainText('发布 · 郑雪');
});
