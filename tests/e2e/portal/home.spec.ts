import { expect, type Page } from '@playwright/test';
import { STAFF_STATE } from '../support/staff';
import { test } from '../support/test';

/**
 * Issue 49 (operations.md §14 portal_home_blocks, portal_widgets; §15.2): an editor adds a banner to
 * 天祥's home page, moves it to the top by keyboard and publishes; a visitor of hztx.localhost sees it
 * first, and sends a message from the floating window. The main site's `/` shows the rate, schedule and
 * tracking boxes, each leading to its built page with what was typed, links only to built pages, and
 * shows the platform's contact details and its floating window.
 */
test.use({ storageState: STAFF_STATE });

const BANNER = `E2E 横幅 ${Date.now() % 100000}`;
const kinds = (page: Page, id: string) => page.getByTestId(id).evaluateAll((els) => els.map((e) => e.getAttribute('data-kind')));

test('an editor adds and reorders a block on 天祥’s home and publishes; a visitor sees it in the new order and writes from the floating window', async ({
  page,
  browser,
  baseURL,
}) => {
  const port = new URL(baseURL!).port;
  await page.goto('/Portal/Home');
  const picker = page.getByRole('combobox', { name: '选择企业' });
  const hztx = await picker.locator('option', { hasText: '杭州天祥' }).getAttribute('value');
  await picker.selectOption(hztx!);
  await expect(page.getByTestId('portal-company')).toContainText('杭州天祥进出口有限公司 的门户');
  await expect.poll(() => kinds(page, 'block-row')).toEqual(['TRACK_BOX', 'RATE_BOX', 'PRODUCTS', 'NEWS']);

  await page.getByRole('combobox', { name: '区块类型' }).selectOption('BANNER');
  await page.getByRole('button', { name: '添加区块' }).click();
  await page.getByLabel('区块标题').fill(BANNER);
  await expect(page.getByTestId('home-preview')).toContainText(BANNER);
  await page.getByRole('button', { name: '保存区块' }).click();
  await expect.poll(() => kinds(page, 'block-row')).toEqual(['TRACK_BOX', 'RATE_BOX', 'PRODUCTS', 'NEWS', 'BANNER']);

  // to the top by keyboard: each move is saved before the next
  for (const n of [5, 4, 3, 2]) {
    const up = page.getByRole('button', { name: `上移 ${n}. 横幅` });
    await up.focus();
    await expect(up).toBeFocused();
    await page.keyboard.press('Enter');
    await expect(page.getByRole('button', { name: `上移 ${n - 1}. 横幅` })).toBeAttached();
  }
  await expect.poll(() => kinds(page, 'block-row')).toEqual(['BANNER', 'TRACK_BOX', 'RATE_BOX', 'PRODUCTS', 'NEWS']);
  await page.screenshot({ path: 'test-results/playwright/portal-home-editor.png', fullPage: true });

  const visitor = await (await browser.newContext({ storageState: { cookies: [], origins: [] } })).newPage();
  await visitor.goto(`http://hztx.localhost:${port}/customer/home`);
  await expect.poll(() => kinds(visitor, 'home-block')).toEqual(['TRACK_BOX', 'RATE_BOX', 'PRODUCTS', 'NEWS']); // a draft until published

  await page.getByTestId('portal-publish').click();
  await expect(page.getByTestId('portal-versions')).toContainText('第 2 版');
  await visitor.reload();
  await expect.poll(() => kinds(visitor, 'home-block')).toEqual(['BANNER', 'TRACK_BOX', 'RATE_BOX', 'PRODUCTS', 'NEWS']);
  await expect(visitor.getByTestId('home-banner')).toContainText(BANNER);

  // the floating window (every page of 天祥's site): its message form sends an enquiry
  await visitor.getByTestId('widget-open').click();
  await visitor.getByTestId('widget-message').click();
  const form = visitor.getByTestId('floating-window').getByTestId('contact-form');
  await form.getByLabel('您的姓名').fill('钱女士');
  await form.getByLabel('联系电话').fill('13900002222');
  await form.getByLabel('留言内容').fill('想了解去汉堡的拼箱。');
  await form.getByRole('button', { name: '提交留言' }).click();
  await expect(visitor.getByTestId('contact-sent')).toBeVisible();
  await visitor.screenshot({ path: 'test-results/playwright/portal-home-hztx.png', fullPage: true });

  // the customer portal's rate box (§15.2) leads to the site's own quick search, the ports filled in
  const rate = visitor.getByTestId('home-rate-box');
  await rate.getByLabel('起运港（如 CNSHA）').fill('cnngb');
  await rate.getByLabel('目的港（如 USLAX）').fill('DEHAM');
  await rate.getByRole('button', { name: '查运价' }).click();
  await expect(visitor).toHaveURL(`http://hztx.localhost:${port}/customer/quicksearch?pol=CNNGB&pod=DEHAM`);
  await expect(visitor.locator('#rs-pol')).toHaveValue(/CNNGB/);
  await expect(visitor.getByTestId('site-brand')).toHaveText('杭州天祥进出口有限公司'); // still 天祥's site
});

test('the main site’s / shows the rate, schedule and tracking boxes, each leading to its built page with what was typed', async ({ browser }) => {
  const visitor = await (await browser.newContext({ storageState: { cookies: [], origins: [] } })).newPage();
  await visitor.goto('/');
  await expect(visitor.getByTestId('home-rate-box')).toBeVisible();
  await expect(visitor.getByTestId('home-schedule-box')).toBeVisible();
  await expect(visitor.getByTestId('home-track-box')).toBeVisible();
  await expect(visitor.getByRole('button', { name: '员工工作台' })).toBeVisible(); // the signed-in people's way in stays
  await expect(visitor.getByTestId('site-contact')).toBeVisible();
  await expect(visitor.getByTestId('floating-window')).toBeVisible();
  await visitor.screenshot({ path: 'test-results/playwright/portal-home-main.png', fullPage: true });

  // every link of the page opens a built page
  const hrefs = await visitor.locator('main a[href^="/"], .home a[href^="/"]').evaluateAll((as) => [...new Set(as.map((a) => a.getAttribute('href')!))]);
  for (const href of hrefs) {
    const p = await visitor.context().newPage();
    await p.goto(href);
    await expect(p.locator('#root')).not.toBeEmpty();
    await expect(p.getByTestId('not-built'), href).toHaveCount(0);
    await p.close();
  }

  const rate = visitor.getByTestId('home-rate-box');
  await rate.getByLabel('起运港（如 CNSHA）').fill('cnsha');
  await rate.getByLabel('目的港（如 USLAX）').fill('USLAX');
  await rate.getByRole('button', { name: '查运价' }).click();
  await expect(visitor).toHaveURL(/\/QuickSearch\?pol=CNSHA&pod=USLAX/);
  await expect(visitor.locator('#rs-pol')).toHaveValue(/CNSHA/);
  await expect(visitor.getByTestId('floating-window')).toHaveCount(0); // the main site's window: / and /mainPage only

  await visitor.goto('/mainPage');
  const track = visitor.getByTestId('home-track-box');
  await track.getByLabel('输入箱号或提单号').fill('MSKU1234565');
  await track.getByRole('button', { name: '立即查询' }).click();
  await expect(visitor).toHaveURL(/\/asiawise\?no=MSKU1234565/);
  await expect(visitor.getByRole('textbox', { name: '箱号或提单号' })).toHaveValue('MSKU1234565');
});
