import { expect, test } from '@playwright/test';
import { openPaletteWithKeys, selectedOption } from '../support/helpers';

// A visitor: no session. The palette's chunk is fetched on first use, not with the first page.
test('the first page does not fetch the palette; a pointer on its button fetches it ahead, Ctrl K opens it', async ({ page }) => {
  const fetched: string[] = [];
  page.on('request', (r) => {
    if (/\/assets\/Palette-[^/]+\.js$/.test(r.url())) fetched.push(r.url());
  });
  await page.goto('/', { waitUntil: 'networkidle' });
  expect(fetched).toEqual([]);
  await page.getByRole('button', { name: '搜索页面或命令' }).first().hover();
  await expect.poll(() => fetched.length).toBe(1);
  await openPaletteWithKeys(page);
  await page.keyboard.type('qhzt'); // 切换主题 by the initials of its pinyin, from the table made at build time
  await expect(selectedOption(page)).toContainText('切换主题');
  expect(fetched).toHaveLength(1);
});
