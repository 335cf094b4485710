import { expect } from '@playwright/test';
import { test } from '../support/test';
import { ENDPOINTS, WEB_VERSION } from '../../../src/contract/endpoints';
import { acceptBindOffers, apiPost, makeCompanyEmployee, storageStateWith } from '../../support/apiSession';
import { passWelcome, signInWithDialog } from '../support/helpers';
import { staffToken } from './siSteps';
import { signUp } from '../support/signUpMail';

/**
 * Drafts are kept in the browser for one person only. The booking: one no other spec submits SIs for
 * on the shared server, so its containers are free whenever this runs.
 */
const CGO = 'CGO-HZTX-2611-003';

test('signing out wipes the drafts: the next person at this browser, of another company, sees none', async ({ browser, baseURL }) => {
  test.setTimeout(90_000);
  const base = baseURL!;
  const maker = await makeCompanyEmployee(base, 'customer.admin@demo.test', 'e2e.si.drafter', 'si-drafter-pass', ['客户标准角色']);
  // the next person: the admin of a customer company of their own
  const other = { account: 'e2e.si.other@example.test', password: 'si-other-pass' };
  await signUp(base, { Account: other.account, Password: other.password, Name: '测试 其他公司' }, { 'web-version': WEB_VERSION });
  await apiPost(base, ENDPOINTS.companyCreate, { Name: 'E2E 另一家客户公司', Kind: 'customer', AdminAccount: other.account }, staffToken());
  expect(await acceptBindOffers(base, other.account, other.password)).toBe(1); // the admin seat is offered; the user accepts it

  const page = await (await browser.newContext({ storageState: storageStateWith(base, maker, 'employee') })).newPage();
  await page.goto('/external/workbench/siSubmit');
  await page.getByRole('button', { name: `做SI ${CGO}` }).click();
  await page.getByRole('button', { name: '开始填写' }).click();
  const draft = page.locator('[data-testid^="draft-"]');
  await expect(draft).toHaveCount(1);
  await draft.getByLabel('发货人').fill('HANGZHOU TIANXIANG I/E CO., LTD.');
  // leaving the field commits it to the draft log, and the reload comes at once: the log writes
  // each event ahead synchronously (IndexedDB alone lost it when the page went first; CI saw it)
  await draft.getByLabel('收货人').click();
  await page.reload();
  await expect(draft.getByLabel('发货人')).toHaveValue('HANGZHOU TIANXIANG I/E CO., LTD.');
  // a reload with the cursor still in the field keeps what it holds too
  await draft.getByLabel('收货人').fill('CONSIGNEE LINE ONE TRADING');
  await page.reload();
  await expect(draft.getByLabel('收货人')).toHaveValue('CONSIGNEE LINE ONE TRADING');
  await expect(draft.getByLabel('发货人')).toHaveValue('HANGZHOU TIANXIANG I/E CO., LTD.');
  // written after the rehomed event, a later one follows it: the order holds across reloads
  await draft.getByLabel('发货人').fill('HANGZHOU TIANXIANG SECOND');
  await draft.getByLabel('收货人').click();
  await page.reload();
  await expect(draft.getByLabel('发货人')).toHaveValue('HANGZHOU TIANXIANG SECOND');
  await expect(draft.getByLabel('收货人')).toHaveValue('CONSIGNEE LINE ONE TRADING');
  const databases = () => page.evaluate(async () => (await indexedDB.databases()).map((d) => d.name));
  expect(await databases()).toContain('freight-drafts');

  await page.getByTestId('session-menu').click();
  // signing out wipes the storage and the drafts, then reloads (spec §4): the page shows the signed-out
  // shell before the reload, so the drafts are read once the reloaded page has loaded (read during the
  // reload, the page's context was gone: CI saw "Execution context was destroyed")
  const reloaded = page.waitForEvent('load');
  await page.getByRole('menuitem', { name: '退出登录' }).click();
  await reloaded;
  await expect(page.getByTestId('session-menu')).toHaveCount(0);
  await expect(page.getByRole('button', { name: '登录' }).first()).toBeVisible();
  expect(await databases()).not.toContain('freight-drafts'); // deleted before the reload

  await signInWithDialog(page, other.account, other.password);
  await passWelcome(page);
  await page.goto('/external/workbench/siSubmit');
  await expect(page.getByTestId('si-submit')).toHaveAttribute('data-state', '"init"');
  await expect(draft).toHaveCount(0);
  await expect(page.getByText('HANGZHOU TIANXIANG')).toHaveCount(0);
  await expect(page.getByText('CONSIGNEE LINE ONE')).toHaveCount(0);
});
