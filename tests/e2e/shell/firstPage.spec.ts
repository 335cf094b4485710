import { expect } from '@playwright/test';
import { test } from '../support/test';
import {
  FIRST_PAGE_BUDGET_KIB,
  filesWithEcharts,
  filesWithPinyinPro,
  firstPageJs,
  PALETTE_BUDGET_KIB,
  paletteJs,
  TRANSFER_BUDGET_KIB,
} from '../../../bench/firstPageBuild';
import { openPaletteWithKeys, selectedOption } from '../support/helpers';

// The first page's weight (issue 32), kept by the suite: the e2e run builds the app first, and the
// server sends it precompressed. bench/firstPage.ts prints the same figures.
const DIST = 'dist';

test('the build keeps the first page and the palette within their budgets, without pinyin-pro', () => {
  expect(firstPageJs(DIST).gzip / 1024).toBeLessThanOrEqual(FIRST_PAGE_BUDGET_KIB);
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
