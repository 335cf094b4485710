import { expect } from '@playwright/test';
import { test } from '../support/test';
import { initialsOf, jumpWithPalette, openPaletteWithKeys, route, selectedOption } from '../support/helpers';
import { STAFF_STATE } from '../support/staff';

// A platform admin holds every internal page, so the palette offers the whole staff side.
test.use({ storageState: STAFF_STATE });

test.beforeEach(async ({ page }) => {
  await page.goto('/workbench');
  await expect(page.getByRole('heading', { name: route('/workbench').title.zh, exact: true })).toBeVisible();
});

test('finds a route by its Chinese title and navigates', async ({ page }) => {
  const target = route('/BasicData/GlobleHaven');
  await openPaletteWithKeys(page, 'mod+k');
  await jumpWithPalette(page, target.title.zh, target.title.zh);
  await expect(page).toHaveURL(/\/BasicData\/GlobleHaven$/);
  await expect(page).toHaveTitle(`${target.title.zh} - 环球货代平台`);
});

test('finds a route by the pinyin initials of its title', async ({ page }) => {
  const target = route('/BasicData/ShippingCompany');
  await openPaletteWithKeys(page, 'slash');
  await jumpWithPalette(page, initialsOf(target.title.zh), target.title.zh);
  await expect(page).toHaveURL(/\/BasicData\/ShippingCompany$/);
});

test('finds a route by its English title', async ({ page }) => {
  const target = route('/tdManage/siCheck');
  await openPaletteWithKeys(page);
  await jumpWithPalette(page, target.title.en, target.title.zh);
  await expect(page).toHaveURL(/\/tdManage\/siCheck$/);
});

test('is fully usable from the keyboard: arrows move, Escape closes', async ({ page }) => {
  await openPaletteWithKeys(page);
  await page.keyboard.type('basicdata');
  const first = await selectedOption(page).textContent();
  await page.keyboard.press('ArrowDown');
  await expect(selectedOption(page)).not.toHaveText(first ?? '');
  await page.keyboard.press('Escape');
  await expect(page.locator('[cmdk-input]')).toHaveCount(0);
});

test('lists recent routes first and runs commands (language, theme)', async ({ page }) => {
  await page.goto(route('/CRM/MyCustomers').path);
  // remembered once the page is up (its tab opens at the same moment), not when the address loads
  await expect(page.getByRole('tablist', { name: '已打开的页面' }).getByRole('tab', { name: route('/CRM/MyCustomers').title.zh })).toHaveCount(1);
  await page.goto('/workbench');
  await openPaletteWithKeys(page);
  await expect(selectedOption(page)).toContainText(route('/CRM/MyCustomers').title.zh);
  await page.keyboard.type('qhzt'); // 切换主题 by initials
  await page.keyboard.press('Enter');
  await expect(page.locator('body')).toHaveClass(/bp6-dark/);
  await page.reload();
  await expect(page.locator('body')).toHaveClass(/bp6-dark/); // the theme is remembered
  await openPaletteWithKeys(page);
  await page.keyboard.type('language');
  await page.keyboard.press('Enter');
  await expect(page.getByRole('heading', { name: route('/workbench').title.en, exact: true })).toBeVisible();
});

test('the event log lists what happened, with times', async ({ page }) => {
  await page.goto(route('/BasicData/Cur').path);
  await page.goto('/workbench');
  await openPaletteWithKeys(page);
  await page.keyboard.type('event log');
  await page.keyboard.press('Enter');
  const log = page.getByTestId('event-log');
  await expect(log).toContainText(/\d{4}-\d\d-\d\d \d\d:\d\d:\d\d\.\d{3} v1\.NavigatedTo path="\/workbench"/);
  await expect(log).toContainText('v1.SessionEntered state="ready"');
  await expect(log).toContainText('v1.PaletteCommandRan id="cmd.eventLog"');
});

test('"employees" finds the employee list; built pages rank above pages not built yet', async ({ page }) => {
  await openPaletteWithKeys(page);
  await page.keyboard.type('employees');
  await expect(selectedOption(page)).toContainText(route('/system/employee/list').title.zh);
  await page.locator('[cmdk-input]').fill('SI');
  const items = page.locator('[cmdk-item]');
  await expect(items.first()).toBeVisible();
  // the row's icon says which it is: flash a command, document a built page, build one not built yet;
  // rows matched only by their module or a path fragment (dimmed) come last, built or not
  const real = page.locator('[cmdk-item][data-match="real"]');
  const icons = await real.locator('.palette__icon').evaluateAll((els) => els.map((e) => e.getAttribute('data-icon') ?? ''));
  const weakBeforeReal = await items.evaluateAll((els) => {
    const kinds = els.map((e) => e.getAttribute('data-match'));
    return kinds.lastIndexOf('real') > kinds.indexOf('weak') && kinds.includes('weak');
  });
  expect(weakBeforeReal).toBe(false);
  expect(icons.length).toBeGreaterThan(3);
  const firstNotBuilt = icons.indexOf('build');
  const lastBuilt = icons.map((c) => c === 'document' || c === 'flash').lastIndexOf(true);
  expect(firstNotBuilt === -1 || lastBuilt < firstNotBuilt, icons.join(' | ')).toBe(true);
});

test('pages that share a title are told apart by their module', async ({ page }) => {
  await openPaletteWithKeys(page);
  await page.keyboard.type('个人设置'); // the staff side's and the workbench's settings
  const rows = page.locator('[cmdk-item]').filter({ has: page.locator('.palette__title', { hasText: /^个人设置$/ }) });
  await expect(rows).toHaveCount(2);
  const tags = await rows.locator('.palette__tag').allTextContents();
  expect(new Set(tags).size).toBe(2); // each row names its module
  const titles = await page.locator('[cmdk-item] .palette__title').allTextContents();
  expect(titles.filter((t) => /[（(]|工作台·/.test(t))).toEqual([]); // no decorated titles
});
