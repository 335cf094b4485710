import { expect, type Locator, type Page } from '@playwright/test';
import { pinyin } from 'pinyin-pro';
import { routeTable } from '../../../src/routes/table';
import type { RouteDef } from '../../../src/routes/types';

export const DEMO_PASSWORD = 'demo1234';

/**
 * The first match of `pattern` in what `where` shows, read only once it shows it: a page that has
 * just navigated renders its heading when its call answers, which on a loaded machine comes later
 * than the URL (CI read a heading still empty and failed with `null[0]`).
 */
export async function textMatching(where: Locator, pattern: RegExp, timeout = 15_000): Promise<string> {
  await expect(where).toHaveText(pattern, { timeout });
  return pattern.exec((await where.textContent()) ?? '')![0];
}

/** Signs in through the navbar's dialog (a personal account). */
export async function signInWithDialog(page: Page, account: string, password = DEMO_PASSWORD) {
  await page.goto('/?showLogin');
  const dialog = page.getByRole('dialog', { name: '登录' });
  await expect(dialog).toBeVisible();
  await dialog.getByLabel('账号（手机号或邮箱）').fill(account);
  await dialog.getByLabel('密码').fill(password);
  await dialog.getByRole('button', { name: '登录' }).click();
}

/** Signs in with a company account at /employeeLogin. */
export async function employeeSignIn(page: Page, login: string, password = DEMO_PASSWORD) {
  await page.goto('/employeeLogin');
  await page.getByLabel('企业账号').fill(login);
  await page.getByLabel('密码').fill(password);
  await page.getByRole('button', { name: '登录' }).click();
}

export function route(path: string): RouteDef {
  const r = routeTable.find((x) => x.path.toLowerCase() === path.toLowerCase());
  if (!r) throw new Error(`no route ${path} in the table`);
  return r;
}

export const initialsOf = (zh: string) => pinyin(zh, { pattern: 'first', toneType: 'none', type: 'array' }).join('').toLowerCase();

/** The palette's active option (cmdk marks it with aria-selected). */
export const selectedOption = (page: Page) => page.locator('[cmdk-item][aria-selected="true"]');

export async function openPaletteWithKeys(page: Page, how: 'mod+k' | 'slash' = 'mod+k') {
  await page
    .locator('body')
    .click({ position: { x: 5, y: 5 } })
    .catch(() => undefined);
  if (how === 'mod+k') await page.keyboard.press('Control+k');
  else await page.keyboard.press('/');
  await expect(page.locator('[cmdk-input]')).toBeFocused();
}

/** Type a query and take the best match with Enter, all from the keyboard. */
export async function jumpWithPalette(page: Page, query: string, expectedTitle: string) {
  await page.keyboard.type(query);
  await expect(selectedOption(page)).toContainText(expectedTitle);
  await page.keyboard.press('Enter');
  await expect(page.locator('[cmdk-input]')).toHaveCount(0);
}

/**
 * After a dialog sign-in: the first-time welcome shows only on a user's very first sign-in,
 * which another test (or the API) may already have used up; close it when it is there.
 */
export async function passWelcome(page: Page) {
  const welcome = page.getByRole('dialog', { name: '欢迎首次登录' });
  const menu = page.getByTestId('session-menu');
  await expect(menu.or(welcome).first()).toBeVisible();
  // the welcome's dialog loads on first use, so it may come a moment after the menu: the menu says it is due
  if ((await welcome.isVisible()) || (await menu.getAttribute('data-first-login')) === 'true') await welcome.getByRole('button', { name: '知道了' }).click();
  await expect(welcome).toHaveCount(0);
}

/**
 * Opens the SI submit page (`origin` for a server of the test's own), plans `count` SIs for a
 * booking and starts filling them; the drafts, once they are all on the page.
 */
export async function startSiDrafts(page: Page, cgo: string, count: number, origin = '') {
  await page.goto(`${origin}/external/workbench/siSubmit`);
  await page.getByRole('button', { name: `做SI ${cgo}` }).click();
  await page.getByLabel('拆成几票SI').fill(String(count));
  await page.getByRole('button', { name: '开始填写' }).click();
  const drafts = page.locator('[data-testid^="draft-"]');
  await expect(drafts).toHaveCount(count);
  return drafts;
}
