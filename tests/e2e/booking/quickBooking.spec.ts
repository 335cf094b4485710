import { expect } from '@playwright/test';
import { test } from '../support/test';
import { todayInShanghai } from '../../../src/domain/refdata/exchangeRates';
import { addDays } from '../../../src/domain/refdata/sailings';
import { makeEmployeeWith, storageStateWith } from '../../support/apiSession';
import { staffToken } from '../si/siSteps';

/**
 * Quick booking in the browser (commercial.md §6.4 Home): a booking clerk asks for a lane, a week and
 * containers for a customer, sees the week's prices and sailings side by side, picks a sailing from
 * the keyboard and lands on the staff booking form prefilled with that sailing, the customer and the
 * carrier's best price.
 */
test('the desk finds prices and sailings for a week side by side and books a sailing from the keyboard', async ({ browser, baseURL }) => {
  const base = baseURL!;
  const token = await makeEmployeeWith(base, staffToken(), 'e2e.quick.desk', 'quick-desk-pass', ['订舱专员']);
  const page = await (await browser.newContext({ storageState: storageStateWith(base, token, 'employee') })).newPage();
  const week = addDays(todayInShanghai(), 7);
  await page.goto(`/BookingSpace/Home?pol=CNSHA&pod=NLRTM&w=${week}&c=${encodeURIComponent('2×40HQ')}`);
  const prices = page.getByRole('table', { name: '本周有效运价' });
  const sailings = page.getByRole('table', { name: '本周直达船期' });
  await expect(prices.getByRole('row').nth(1)).toBeVisible();
  await expect(sailings.getByRole('row').nth(1)).toBeVisible();
  await expect(sailings).toContainText('Asia/Shanghai');
  await expect(sailings).toContainText('可订舱');
  // pick the customer, search again, then the second sailing from the keyboard
  const customer = page.getByLabel('客户');
  await customer.selectOption((await customer.locator('option', { hasText: '杭州天祥' }).getAttribute('value'))!);
  await page.getByRole('button', { name: '查找运价与船期' }).click();
  await expect(page).toHaveURL(/cust=\d+/);
  const second = sailings.getByRole('row').nth(2);
  const vessel = (await second.getByRole('cell').nth(2).textContent())!.split(' / ')[0]!.trim();
  await page.getByTestId('quick-sailings').focus();
  await page.keyboard.press('j');
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL(/\/BookingSpace\/DcOrder\?.*call=\d+.*company=\d+|\/BookingSpace\/DcOrder\?.*company=\d+.*call=\d+/);
  const form = page.getByTestId('booking-form');
  await expect(form.getByLabel('船公司')).not.toHaveValue('');
  await expect(form.getByLabel('代订客户')).toHaveValue(/\d+/);
  expect(new URL(page.url()).searchParams.get('vessel')).toBe(vessel);
});
