import { expect } from '@playwright/test';
import { test } from '../support/test';
import {
  FIRST_PAGE_BUDGET_KIB,
  filesWithEcharts,
  filesWithPinyinPro,
  firstPageJs,
  PALETTE_BUDGET_KIB,
  PUBLIC_FIRST_PAGE_BUDGET_KIB,
  paletteJs,
  publicFirstPageJs,
  staffOnlyFiles,
  TRANSFER_BUDGET_KIB,
} from '../../../bench/firstPageBuild';
import { openPaletteWithKeys, selectedOption, DEMO_PASSWORD } from '../support/helpers';

// The first page's weight (issue 32), kept by the suite: the e2e run builds the app first, and the
// server sends it precompressed. bench/firstPage.ts prints the same figures.
const DIST = 'dist';

test('the build keeps the first page and the palette within their budgets, without pinyin-pro', () => {
  expect(firstPageJs(DIST).gzip / 1024).toBeLessThanOrEqual(FIRST_PAGE_BUDGET_KIB);
  // the public sites' own entry (docs/public-entry.md): `/` as a visitor gets it
  expect(publicFirstPageJs(DIST).gzip / 1024).toBeLessThanOrEqual(PUBLIC_FIRST_PAGE_BUDGET_KIB);
  expect(paletteJs(DIST).gzip / 1024).toBeLessThanOrEqual(PALETTE_BUDGET_KIB);
  expect(filesWithPinyinPro(DIST)).toEqual([]);
});

// ECharts (the dashboard's charts) comes with the dashboard page's own chunk, never with the shell.
test('ECharts is built into the dashboard page’s chunk only, none of the first page’s files', () => {
  const withEcharts = filesWithEcharts(DIST);
  expect(withEcharts.length).toBeGreaterThan(0);
  const first = firstPageJs(DIST).files.map((f) => f.replace(/^assets\//, ''));
  expect(withEcharts.filter((f) => first.includes(f))).toEqual([]);
});

// A visitor: no session. The palette's chunk is fetched on first use, not with the first page.
test('a visitor gets / compressed within budget without the palette; a pointer on its button fetches it ahead, Ctrl K opens it', async ({ page }) => {
  const fetched: string[] = [];
  const scripts: Promise<{ encoding: string; bytes: number }>[] = [];
  // the first page's scripts only: a later one (the palette's, fetched on the pointer) would still be
  // reading its size when the test ends and its page closes, and fail the test for nothing
  let measuring = true;
  page.on('request', (r) => {
    if (/\/assets\/Palette-[^/]+\.js$/.test(r.url())) fetched.push(r.url());
  });
  page.on('response', (res) => {
    if (!measuring || res.request().resourceType() !== 'script') return;
    const encoding = res.headers()['content-encoding'] ?? 'identity';
    scripts.push(
      res
        .request()
        .sizes()
        .then((s) => ({ encoding, bytes: s.responseBodySize })),
    );
  });
  await page.goto('/', { waitUntil: 'networkidle' });
  expect(fetched).toEqual([]);
  const sent = await Promise.all(scripts);
  measuring = false;
  expect(sent.reduce((sum, s) => sum + s.bytes, 0) / 1024).toBeLessThanOrEqual(TRANSFER_BUDGET_KIB);
  // the big ones come in brotli (small files have no copy: not worth it)
  expect(sent.filter((s) => s.bytes > 4096 && s.encoding !== 'br')).toEqual([]);

  await page.getByRole('button', { name: '搜索页面或命令' }).first().hover();
  await expect.poll(() => fetched.length).toBe(1);
  await openPaletteWithKeys(page);
  await page.keyboard.type('qhzt'); // 切换主题 by the initials of its pinyin, from the table made at build time
  await expect(selectedOption(page)).toContainText('切换主题');
  expect(fetched).toHaveLength(1);
});

// The public entry (public.html) for `/`: none of the staff shell's own files (App, the session, the
// modules' declarations); the staff button leaves for the staff shell by a full page load, whose
// sign-in dialog brings the person to the workbench.
test('the public home loads no staff-shell file; its staff button lands on the staff shell’s sign-in, then the workbench', async ({ page }) => {
  const staffOnly = staffOnlyFiles(DIST).map((f) => `/${f}`);
  expect(staffOnly.length).toBeGreaterThan(0);
  const scripts: string[] = [];
  page.on('request', (r) => {
    if (r.resourceType() === 'script') scripts.push(new URL(r.url()).pathname);
  });
  await page.goto('/', { waitUntil: 'networkidle' });
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  expect(scripts.some((s) => /\/assets\/public-[^/]+\.js$/.test(s))).toBe(true);
  expect(scripts.filter((s) => staffOnly.includes(s))).toEqual([]);

  await page.getByRole('button', { name: '员工工作台' }).click();
  const dialog = page.getByRole('dialog', { name: '登录' });
  await expect(dialog).toBeVisible();
  expect(new URL(page.url()).searchParams.has('showLogin')).toBe(true);
  expect(scripts.some((s) => staffOnly.includes(s))).toBe(true);
  await dialog.getByLabel('账号（手机号或邮箱）').fill('provider@demo.test');
  await dialog.getByLabel('密码').fill(DEMO_PASSWORD);
  await dialog.getByRole('button', { name: '登录' }).click();
  await expect(page).toHaveURL(/\/workbench$/);
  await expect(page.locator('.shell-navbar')).toBeVisible();
});
