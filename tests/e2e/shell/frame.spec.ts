import { expect } from '@playwright/test';
import { test } from '../support/test';
import { jumpWithPalette, openPaletteWithKeys, route, selectedOption } from '../support/helpers';
import { STAFF_STATE } from '../support/staff';
import { MODULES } from '../../../src/routes/modules';

test.use({ storageState: STAFF_STATE });

test('tabs survive a reload, and can be closed and switched from the keyboard', async ({ page }) => {
  const paths = ['/BasicData/Wharf', '/CRM/CustomerLeads', '/system/menu'];
  const tabs = page.getByRole('tablist', { name: '已打开的页面' }).getByRole('tab');
  for (const p of paths) {
    await page.goto(p);
    // a page left before it is up never opened its tab: wait for it, as a person would see it
    await expect(tabs.filter({ hasText: route(p).title.zh })).toHaveCount(1);
  }
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

test('the start page shows the queues a person works, not a sitemap', async ({ page }) => {
  await page.goto('/workbench');
  await expect(page.getByRole('heading', { name: route('/workbench').title.zh, exact: true })).toBeVisible();
  // a platform admin reviews SIs, audits company applications and decides bind requests
  for (const id of ['queue-si-review', 'queue-company-audit', 'queue-bind-requests']) await expect(page.getByTestId(`${id}-count`)).toHaveText(/^\d+$/);
  await expect(page.getByTestId('start-recent')).toBeVisible();
  await expect(page.locator('body')).not.toContainText('已建成');
  await expect(page.getByText(route('/BasicData/GlobleHaven').title.zh)).toHaveCount(0); // no directory of every page
  await page.getByTestId('queue-si-review').getByRole('link').click();
  await expect(page).toHaveURL(/\/tdManage\/siCheck$/);
});

test('menus offer built pages only (all of them now), and each opens by its address', async ({ page }) => {
  await page.goto('/workbench');
  const menu = page.getByRole('navigation', { name: '菜单' });
  await menu.getByText('系统管理', { exact: true }).click();
  await expect(menu.getByText(route('/system/menu').title.zh, { exact: true })).toBeVisible();
  await expect(menu.getByText(route('/system/basicCode').title.zh, { exact: true })).toBeVisible(); // built (issue 51)
  await expect(menu.getByText(MODULES.edm.zh, { exact: true })).toBeVisible(); // the e-mail folder holds its workbench (the simulator's mailbox) now
  await expect(menu.getByText(MODULES.crm.zh, { exact: true })).toBeVisible(); // the CRM folder holds the quotation records now
  await menu.getByText(MODULES.crm.zh, { exact: true }).click();
  await expect(menu.getByText(route('/CRM/CustomerAnalysis').title.zh, { exact: true })).toBeVisible(); // built (issue 50)
  await expect(menu.getByText(MODULES.basicData.zh, { exact: true })).toBeVisible(); // a folder with a built page (the carriers)
  await page.goto('/CRM/CustomerAnalysis');
  await expect(page.getByRole('heading', { name: route('/CRM/CustomerAnalysis').title.zh })).toBeVisible();
  await expect(page.getByTestId('not-built')).toHaveCount(0);
});

test('after navigation focus is in the page (its field or heading), never taken from the palette', async ({ page }) => {
  test.setTimeout(60_000); // three pages and two palette jumps, typed key by key
  await page.goto('/workbench');
  await openPaletteWithKeys(page);
  await jumpWithPalette(page, 'employees', route('/system/employee/list').title.zh);
  await expect(page).toHaveURL(/\/system\/employee\/list$/);
  // a list: its heading takes focus, so keys are not swallowed by a filter box
  await expect(page.getByRole('heading', { name: route('/system/employee/list').title.zh, exact: true })).toBeFocused();
  // a form: its first field
  await openPaletteWithKeys(page);
  await jumpWithPalette(page, '/system/company/CreateCompany', route('/system/company/CreateCompany').title.zh);
  await expect(page.locator('.page-host form').first().locator('input, select, textarea').first()).toBeFocused();
  // the palette opened while a page is still arriving keeps its focus
  await page.goto('/system/menu');
  await page.keyboard.press('Control+k');
  await expect(page.locator('[cmdk-input]')).toBeFocused();
  await page.waitForTimeout(1500); // the page renders meanwhile
  await expect(page.locator('[cmdk-input]')).toBeFocused();
});

test('the palette opened and typed in before the menus arrive finds what the person may open once they do', async ({ page }) => {
  // the menus held back until the query is typed: a keyboard user who is faster than the page
  let release = () => {};
  const held = new Promise<void>((r) => {
    release = r;
  });
  await page.route('**/api/Employee/GetCurrentEmployeeMenuTree*', async (r) => {
    await held;
    await r.continue();
  });
  await page.goto('/workbench');
  await openPaletteWithKeys(page);
  await page.keyboard.type('employees');
  await expect(page.locator('[cmdk-list]')).toContainText('没有匹配');
  release();
  await expect(selectedOption(page)).toContainText(route('/system/employee/list').title.zh);
});

test('a toast appears below the navbar, not over it', async ({ page }) => {
  // stand in for a server that was updated while this page stayed open: the outdated toast shows
  await page.route('**/api/TDBillLadingInfo/ReviewQueue*', (r) =>
    r.fulfill({ status: 426, contentType: 'application/json', body: JSON.stringify({ Status: false, Message: 'reload' }) }),
  );
  await page.goto('/workbench');
  const toast = page.locator('.bp6-toast').first();
  await expect(toast).toBeVisible();
  const navbar = await page.locator('.shell-navbar').boundingBox();
  // a toast slides in from above: where it comes to rest is what counts
  await expect.poll(async () => (await toast.boundingBox())!.y).toBeGreaterThanOrEqual(navbar!.y + navbar!.height);
});

test("icons draw: the shell's and a module's lists load with the first icon drawn", async ({ page }) => {
  await page.goto('/system/employee/list');
  // the navbar's search icon is in the shell's list, its unread-messages bell in the messages module's icons.ts
  for (const name of ['search', 'notifications']) {
    await expect(page.locator(`svg[data-icon="${name}"] path`).first()).toHaveAttribute('d', /\d/);
  }
});
