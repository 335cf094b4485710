import { expect, test } from '@playwright/test';
import { jumpWithPalette, openPaletteWithKeys, route } from './helpers';
import { STAFF_STATE } from './staff';

test.use({ storageState: STAFF_STATE });

test('tabs survive a reload, and can be closed and switched from the keyboard', async ({ page }) => {
  const paths = ['/BasicData/Wharf', '/CRM/CustomerLeads', '/system/menu'];
  for (const p of paths) await page.goto(p);
  const tabs = page.getByRole('tablist', { name: '已打开的页面' }).getByRole('tab');
  await expect(tabs).toHaveText(paths.map((p) => route(p).title.zh));
  await page.reload();
  await expect(tabs).toHaveText(paths.map((p) => route(p).title.zh));
  await expect(tabs.filter({ hasText: route('/system/menu').title.zh })).toHaveAttribute('aria-selected', 'true');

  await page.keyboard.press('Alt+Comma'); // previous tab
  await expect(page).toHaveURL(/\/CRM\/CustomerLeads$/);
  await page.keyboard.press('Alt+1');
  await expect(page).toHaveURL(/\/BasicData\/Wharf$/);
  await page.keyboard.press('Alt+KeyW'); // close: its right neighbour takes over
  await expect(page).toHaveURL(/\/CRM\/CustomerLeads$/);
  await expect(tabs).toHaveCount(2);
  await page.reload();
  await expect(tabs).toHaveText([route('/CRM/CustomerLeads').title.zh, route('/system/menu').title.zh]);
});

test('text typed on a keepAlive page is still there after visiting another page', async ({ page }) => {
  const webview = route('/internal/webview');
  const other = route('/BasicData/Cur');
  expect(webview.keepAlive).toBe(true);
  expect(other.keepAlive).toBeFalsy();
  await page.goto(webview.path);
  await page.getByLabel('网页地址').fill('https://www.example.com/schedules');
  // leave inside the app (a full page load is a fresh start): palette to another page…
  await openPaletteWithKeys(page);
  await jumpWithPalette(page, other.path, other.title.zh);
  await expect(page).toHaveURL(/\/BasicData\/Cur$/);
  await expect(page.getByLabel('网页地址')).toBeHidden();
  // …and back through its tab
  await page.getByRole('tab', { name: webview.title.zh }).click();
  await expect(page).toHaveURL(/\/internal\/webview$/);
  await expect(page.getByLabel('网页地址')).toHaveValue('https://www.example.com/schedules');
});

test('a dialog does not close on Escape or a backdrop click', async ({ page }) => {
  await page.goto('/workbench');
  await page.locator('body').press('?');
  const dialog = page.getByRole('dialog');
  await expect(dialog).toBeVisible();
  await expect(dialog).toContainText('键盘快捷键');
  await page.keyboard.press('Escape');
  await expect(dialog).toBeVisible();
  await page.mouse.click(5, 5); // the backdrop
  await expect(dialog).toBeVisible();
  await dialog.getByRole('button', { name: '关闭' }).last().click();
  await expect(dialog).toHaveCount(0);
});
