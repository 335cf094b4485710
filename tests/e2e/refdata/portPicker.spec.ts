import { startSiDrafts } from '../support/helpers';
import { expect } from '@playwright/test';
import { test } from '../support/test';
import { makeCompanyEmployee, storageStateWith } from '../../support/apiSession';

/**
 * The one port picker (commercial.md §1.6) in the SI editor: 宁波 found by its pinyin initials and by
 * its English name, picked from the keyboard, filling the code and the name the B/L prints; a place
 * of receipt may be any location, a port of loading must be a port.
 */
const CGO = 'CGO-HZTX-2611-005'; // the customer start page's booking: only read there, its drafts stay in this browser

test('the SI editor’s place fields use the port picker: nb and Ningbo both find 宁波; Enter picks it', async ({ browser, baseURL }) => {
  const token = await makeCompanyEmployee(baseURL!, 'customer.admin@demo.test', 'e2e.picker', 'picker-pass-1', ['客户标准角色']);
  const page = await (await browser.newContext({ storageState: storageStateWith(baseURL!, token, 'employee') })).newPage();
  const draft = await startSiDrafts(page, CGO, 1);

  const loading = draft.getByRole('combobox', { name: '装货港' });
  await loading.fill('nb');
  const options = draft.getByRole('listbox').getByRole('option');
  await expect(options.first()).toContainText('CNNGB');
  await expect(options.first()).toContainText('宁波');
  await loading.fill('Ningbo');
  await expect(options.first()).toContainText('CNNGB');
  await loading.press('Enter');
  await expect(loading).toHaveValue('CNNGB');
  await expect(draft.getByText('NINGBO', { exact: true })).toBeVisible();

  // 深圳 offers the Shenzhen group's ports, saying why
  const discharge = draft.getByRole('combobox', { name: '卸货港' });
  await discharge.fill('深圳');
  await expect(draft.getByRole('option', { name: /CNYTN.*盐田.*属深圳/ })).toBeVisible();
  await discharge.press('Escape');
  await expect(draft.getByRole('listbox')).toHaveCount(0);
});
