import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { expect, type Request } from '@playwright/test';
import { test } from '../support/test';
import { STAFF_STATE } from '../support/staff';
import { apiGet, staffToken } from '../si/siSteps';

/**
 * Ctrl K and what is typed after it belong to the palette, on every page with single-key shortcuts
 * (issue 32: on the booking desk Ctrl K was the page's `k`, and the letters typed next returned a
 * customer's booking with the remark "z"). The pages are found from the code — every screen a module
 * registers whose file (or a file of its own module it imports) calls usePageKeys — so a new page
 * with keys is walked without touching this test. On each: Ctrl K while the palette's code is still
 * on its way (a slow connection: the letters land before the palette is up), "rz", Enter; then no
 * change was sent, and the lists and details the page reads answer as before.
 */

const FEATURES = 'src/features';

/** Relative imports of a source file, resolved to files (the module's own files only). */
function importsOf(file: string): string[] {
  const text = readFileSync(file, 'utf8');
  const found = [...text.matchAll(/from '(\.[^']+)'|import\('(\.[^']+)'\)/g)].map((m) => join(dirname(file), m[1] ?? m[2]!));
  return found.flatMap((base) => [`${base}.tsx`, `${base}.ts`, join(base, 'index.ts')].filter(existsSync).slice(0, 1));
}

/** Whether the screen's file, or a file of its module (`folder`) or of the shared UI (src/ui: the keyboard desk) it reaches, registers page keys. */
function registersKeys(file: string, folder: string, seen = new Set<string>()): boolean {
  if (seen.has(file)) return false;
  seen.add(file);
  if (readFileSync(file, 'utf8').includes('usePageKeys(')) return true;
  return importsOf(file).some((f) => (f.startsWith(`${folder}/`) || f.startsWith('src/ui/')) && registersKeys(f, folder, seen));
}

/** Every route whose screen registers page keys, read from the modules' screen tables. */
function pagesWithKeys(): string[] {
  const pages: string[] = [];
  for (const module of readdirSync(FEATURES)) {
    const file = join(FEATURES, module, 'module.ts');
    if (!existsSync(file)) continue;
    const text = readFileSync(file, 'utf8');
    const loaders = new Map([...text.matchAll(/const (\w+) = \(\) => import\('([^']+)'\)/g)].map((m) => [m[1]!, m[2]!]));
    for (const m of text.matchAll(/'(\/[^']+)': (?:\(\) => import\('([^']+)'\)|(\w+))/g)) {
      const target = m[2] ?? loaders.get(m[3]!);
      if (!target) continue;
      const screen = [`${join(FEATURES, module, target)}.tsx`, `${join(FEATURES, module, target)}.ts`].find(existsSync);
      if (screen && registersKeys(screen, join(FEATURES, module))) pages.push(m[1]!);
    }
  }
  return pages;
}

test.use({ storageState: STAFF_STATE });

test('Ctrl K, letters and Enter on every page with keys change nothing on the server', async ({ page, baseURL }) => {
  const pages = pagesWithKeys();
  // the desk, quick booking and the SI review at least: the finder must not come back empty
  expect(pages).toEqual(expect.arrayContaining(['/quckBook/BookingManagement', '/BookingSpace/Home', '/tdManage/siCheck']));
  test.setTimeout(20_000 + pages.length * 10_000);
  const token = staffToken();

  // the palette's code is held back until the keys are typed, as on a slow connection
  let release: () => void = () => undefined;
  let held = new Promise<void>((r) => (release = r));
  await page.route(/\/assets\/Palette[^/]*\.js/, async (r) => {
    await held;
    await r.continue();
  });
  const sent: string[] = [];
  const reads = new Set<string>();
  let inFlight = 0;
  const api = (r: Request) => new URL(r.url()).pathname.startsWith('/api/');
  page.on('request', (r) => {
    if (!api(r)) return;
    inFlight++;
    const url = new URL(r.url());
    if (r.method() === 'GET') reads.add(url.pathname + url.search);
    else sent.push(`${r.method()} ${url.pathname}`);
  });
  const done = (r: Request) => void (api(r) && inFlight--);
  page.on('requestfinished', done);
  page.on('requestfailed', done);
  // the page's calls answered (not networkidle: the held palette code and the live connection stay open)
  const settled = () => expect.poll(() => inFlight).toBe(0);

  /** What the page reads, answered now: lists by their items' Ids, details whole. */
  const answers = async () => {
    const out: Record<string, unknown> = {};
    for (const path of reads) {
      const data = await apiGet<unknown>(baseURL!, path, token).catch(() => undefined);
      const items = (data as { Items?: { Id?: unknown }[] } | undefined)?.Items;
      if (Array.isArray(items)) for (const item of items) out[`${path}#${String(item.Id)}`] = item;
      else if (data && typeof data === 'object' && 'Id' in data) out[path] = data;
    }
    return out;
  };

  for (const path of pages) {
    await test.step(path, async () => {
      reads.clear();
      await page.goto(path);
      const heading = page.locator('main h2').first();
      await expect(heading).toBeVisible();
      await settled();
      const before = await answers();
      sent.length = 0;
      await heading.click();
      await page.keyboard.press('Control+k');
      await page.keyboard.type('rz');
      await page.keyboard.press('Enter');
      await settled();
      expect(sent, `${path}: nothing is sent`).toEqual([]);
      release();
      await expect(page.locator('[cmdk-input]')).toBeVisible(); // the keys were the palette's all along
      await settled();
      const after = await answers();
      for (const [key, was] of Object.entries(before)) if (key in after) expect(after[key], `${path}: ${key}`).toEqual(was);
      // the row a key would have acted on is still there, unchanged
      expect(Object.keys(after), `${path}: what the page reads`).toEqual(expect.arrayContaining(Object.keys(before)));
      await page.keyboard.press('Escape');
      held = new Promise<void>((r) => (release = r));
    });
  }
});

test('the palette opened over the shortcuts help closes it (Escape still closes no dialog)', async ({ page }) => {
  await page.goto('/workbench');
  // the palette's code loaded first: it then opens at once, in the same moment the help closes
  await page.keyboard.press('Control+k');
  await expect(page.locator('[cmdk-input]')).toBeFocused();
  await page.keyboard.press('Escape');
  await expect(page.locator('[cmdk-input]')).toHaveCount(0);
  await page.locator('body').press('?');
  const help = page.getByRole('dialog').filter({ hasText: '键盘快捷键' });
  await expect(help).toBeVisible();
  await page.keyboard.press('Escape');
  await expect(help).toBeVisible();
  await page.keyboard.press('Control+k');
  await expect(page.locator('[cmdk-input]')).toBeFocused();
  await expect(help).toHaveCount(0);
});

test('on the booking desk r only asks: the reason is typed and the dialog’s own button returns, never Enter', async ({ page }) => {
  const sent: string[] = [];
  page.on('request', (r) => {
    if (r.method() !== 'GET' && new URL(r.url()).pathname.startsWith('/api/')) sent.push(new URL(r.url()).pathname);
  });
  await page.goto('/quckBook/BookingManagement');
  const desk = page.getByTestId('booking-desk');
  await expect(desk.locator('tbody tr').first()).toBeVisible();
  const bookingNo = await desk.locator('tbody tr[aria-selected="true"]').getAttribute('data-booking');
  await desk.getByRole('heading', { level: 2 }).click();
  await page.keyboard.press('r');
  const ask = page.getByRole('dialog').filter({ hasText: '退回修改' });
  await expect(ask).toContainText(bookingNo!);
  const reason = ask.getByLabel('原因（客户可见）');
  await expect(reason).toBeFocused();
  await page.keyboard.type('z');
  await page.keyboard.press('Enter');
  await page.keyboard.press('r'); // typed into the reason, not the page's key
  await expect(reason).toHaveValue('z\nr');
  await expect(ask.getByRole('button', { name: '退回修改' })).toBeEnabled();
  await ask.getByRole('button', { name: '取消' }).click();
  await expect(ask).toHaveCount(0);
  expect(sent).toEqual([]);
});
