import { readFileSync } from 'node:fs';
import { expect } from '@playwright/test';
import { test } from '../support/test';
import { TOKEN_KEY } from '../../../src/streams/token';
import { makeCompanyEmployee, makeEmployeeWith, storageStateWith } from '../../support/apiSession';
import { STAFF_STATE } from '../support/staff';

/**
 * The start pages show each person's work (issue 32: every external start page said only
 * "还没有SI"): the cards the modules declare, those the person may open, counted for their company.
 * Each test works as an employee of its own (a session per employee), made through the API.
 */
const staffAdminToken = () =>
  (JSON.parse(readFileSync(STAFF_STATE, 'utf8')) as { origins: { localStorage: { name: string; value: string }[] }[] }).origins[0]!.localStorage.find(
    (e) => e.name === TOKEN_KEY,
  )!.value;

test("a customer's start page shows its bookings, holds counting down, releases with 'make SI' and quotes to decide", async ({ browser, baseURL }) => {
  test.setTimeout(60_000);
  const token = await makeCompanyEmployee(baseURL!, 'customer.admin@demo.test', 'e2e.cards.customer', 'cards-customer-pass', ['客户标准角色']);
  const page = await (await browser.newContext({ storageState: storageStateWith(baseURL!, token, 'employee') })).newPage();
  await page.goto('/external/workbench');
  const cards = page.getByTestId('start-module-cards');
  await expect(cards.getByRole('heading')).toHaveText(['待决定的报价', '进行中的订舱', '已放舱待做SI', '我的占舱']);
  // no desk or pricing card on a customer's page
  await expect(page.getByTestId('start-card-booking.queue')).toHaveCount(0);
  await expect(page.getByTestId('start-card-rates.pending')).toHaveCount(0);
  // the demo's hold counts down ("占舱剩余 1:59:30")
  await expect(page.getByTestId('start-card-readySpace.holds').getByTestId('start-card-due').first()).toHaveText(/^占舱剩余 \d+:\d\d:\d\d$/);
  await page.screenshot({ path: 'test-results/start-customer.png', fullPage: true });

  // a release opens the SI form on its cargo
  await page.getByTestId('start-card-booking.releasedWithoutSi').getByRole('button', { name: '制作提单补料（SI）' }).first().click();
  await expect(page).toHaveURL(/\/external\/workbench\/siSubmit\?cgo=CGO-HZTX-/);
});

test("the pricing clerk's start page shows the rates waiting for confirmation and those expiring", async ({ browser, baseURL }) => {
  test.setTimeout(60_000);
  const token = await makeEmployeeWith(baseURL!, staffAdminToken(), 'e2e.cards.pricing', 'cards-pricing-pass', ['运价专员']);
  const page = await (await browser.newContext({ storageState: storageStateWith(baseURL!, token, 'employee') })).newPage();
  await page.goto('/workbench');
  const cards = page.getByTestId('start-module-cards');
  await expect(cards.getByRole('heading')).toHaveText(['运价待确认', '即将到期的运价']);
  await expect(page.getByTestId('start-card-rates.pending-count')).not.toHaveText('0');
  await expect(page.getByTestId('start-card-rates.pending')).toContainText(/FCL\d+/);
  await page.screenshot({ path: 'test-results/start-pricing.png', fullPage: true });
});
