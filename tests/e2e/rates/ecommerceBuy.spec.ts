import { expect } from '@playwright/test';
import { test } from '../support/test';
import { makeCompanyEmployee, storageStateWith } from '../../support/apiSession';

/**
 * Buying an e-commerce card in one step (commercial.md §2.5 dsView): a customer picks a container
 * class and a quantity on a card and lands on the booking form on that card's rate, its price to be
 * frozen from the search the click made (R6.7).
 */
test('a customer books an e-commerce card in one step', async ({ browser, baseURL }) => {
  const base = baseURL!;
  const token = await makeCompanyEmployee(base, 'customer.admin@demo.test', 'e2e.ecommerce.buyer', 'ecommerce-buyer-pass', ['客户标准角色']);
  const page = await (await browser.newContext({ storageState: storageStateWith(base, token, 'employee') })).newPage();
  await page.goto('/external/workbench/dsView');
  const card = page.locator('[data-product]').filter({ hasText: 'COSU' }).first();
  await expect(card).toBeVisible();
  await card.getByLabel('箱型').selectOption('40HQ');
  await card.getByLabel('箱量').fill('2');
  await card.getByRole('button', { name: '立即订舱' }).click();
  await expect(page).toHaveURL(/\/external\/workbench\/BookOnline\?.*rate=\d+.*search=\d+/);
  const url = new URL(page.url());
  // the link carries every class and quantity priced (issue 32)
  expect([url.searchParams.get('carrier'), url.searchParams.get('eq')]).toEqual(['COSU', '40HQ*2']);
  const form = page.getByTestId('booking-form');
  await expect(form.getByLabel('船公司')).toHaveValue('COSU');
  await expect(form.getByLabel('箱型 1')).toHaveValue('40HQ');
  await expect(form.getByLabel('箱量 1')).toHaveValue('2');
});
