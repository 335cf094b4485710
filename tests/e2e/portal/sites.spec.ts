import { expect, type Page } from '@playwright/test';
import { ENDPOINTS, WEB_VERSION } from '../../../src/contract/endpoints';
import { employeeToken } from '../../support/apiSession';
import { STAFF_STATE } from '../support/staff';
import { test } from '../support/test';

/**
 * Issue 49 (operations.md §15): a visitor of 上海畅达's new portal (shcd.localhost, NEW_MH) walks its
 * navigation — company, services, one service page and its quote request (which 畅达's dispatcher
 * gets as a message), news list and article, products, about us, the workbench door; 欧速's partner
 * portal (euda.localhost, TMH) shows its intro, tracking box and files; an MH site's visitor asking
 * for a new-portal page lands on the MH home; the download page serves a file.
 */
test.use({ storageState: { cookies: [], origins: [] } });

const shot = (page: Page, name: string) => page.screenshot({ path: `test-results/playwright/portal-site-${name}.png`, fullPage: true });

test('a visitor walks the new portal’s pages and asks for a quote that 畅达 gets', async ({ page, baseURL }) => {
  const site = `http://shcd.localhost:${new URL(baseURL!).port}`;
  const who = `E2E 询价人 ${Date.now() % 100000}`;
  await page.goto(`${site}/external/company`);
  const nav = page.getByTestId('site-nav');
  await expect(page.getByTestId('site-hero')).toContainText('上海畅达集装箱运输有限公司');
  await expect(page.getByTestId('site-intro')).toContainText('自有拖车 120 台');
  await expect(page.getByTestId('site-about')).toContainText('MOC-NV02026');
  await expect(page.getByTestId('site-offices')).toContainText('宁波北仑车队');
  await expect(page).toHaveTitle('企业介绍 · 上海畅达 · 集装箱物流');
  await expect(page.locator('meta[name="description"]')).toHaveAttribute('content', /集装箱拖车/);
  await expect(page.getByTestId('site-legal')).toContainText('沪ICP备2026000003号');
  await shot(page, 'company');

  await nav.getByRole('link', { name: '服务介绍' }).click();
  const services = page.getByTestId('site-services');
  await expect(services).toContainText('集装箱陆运 Container trucking');
  await shot(page, 'services');
  await services.locator('.ptl-service-card', { hasText: '海运订舱' }).getByRole('link', { name: '查看服务详情' }).click();
  await expect(page).toHaveURL(/\/external\/service\/seaTransportation$/);
  await expect(page.getByTestId('service-card')).toContainText('与主流船公司合作');
  // 畅达's own public sailing table (letters' seed step demo-site-sailing-tables-v1): its lanes, never the platform's COSCO ones
  await expect(page.getByTestId('service-lanes')).toContainText('宁波 → 汉堡');
  await expect(page.getByTestId('service-lanes')).toContainText('MSCU');
  await expect(page.getByTestId('service-lanes')).not.toContainText('COSU');
  const quote = page.getByTestId('service-quote');
  await expect(quote.getByLabel('留言内容')).toHaveValue(/「海运订舱 Sea freight」的报价/);
  await quote.getByLabel('您的姓名').fill(who);
  await quote.getByLabel('联系电话').fill('13700002222');
  await quote.getByLabel('留言内容').pressSequentially('宁波到汉堡，40HQ 两个。');
  await quote.getByRole('button', { name: '提交留言' }).click();
  await expect(page.getByTestId('contact-sent')).toBeVisible();
  await shot(page, 'service');

  // 畅达's dispatcher gets the enquiry as a message
  const token = await employeeToken(baseURL!, 'trucker@demo.test');
  const list = await fetch(`${baseURL}${ENDPOINTS.messageList}?PageSize=50`, { headers: { authorization: `Bearer ${token}`, 'web-version': WEB_VERSION } });
  const answer = await list.json();
  expect(list.status, JSON.stringify(answer)).toBe(200);
  const mine = (answer.Data.Items as { Title: string }[]).map((m) => m.Title);
  expect(mine).toContain(`网站留言：${who}`);

  await nav.getByRole('link', { name: '新闻列表' }).click();
  const news = page.getByTestId('site-news');
  await expect(news).toContainText('畅达新增 30 台 LNG 拖车');
  await expect(news).not.toContainText('洋山四期夜间作业（预告）'); // 15 days ahead
  await expect(news).not.toContainText('旧版价目表（已下线）');
  await page.getByRole('tab', { name: '公告' }).click();
  await expect(news).toContainText('春节期间拖车安排公告');
  await expect(news).not.toContainText('畅达新增 30 台 LNG 拖车');
  await shot(page, 'news');
  await news.getByRole('link', { name: '春节期间拖车安排公告' }).click();
  await expect(page).toHaveURL(/\/external\/newsDetaile\?id=\d+/);
  await expect(page.getByTestId('site-article')).toContainText('请至少提前两天预约用车');
  await shot(page, 'article');

  await nav.getByRole('link', { name: '产品介绍' }).click();
  await expect(page.getByTestId('site-products')).toContainText('供应链服务 Supply chain');
  await nav.getByRole('link', { name: '关于我们' }).click();
  await expect(page.getByTestId('site-offices')).toContainText('31.3412, 121.6058');
  await expect(page.getByTestId('contact-form')).toBeVisible();
  await shot(page, 'aboutus');

  await nav.getByRole('link', { name: '进入工作台' }).click();
  const door = page.getByTestId('workbench-door');
  await expect(door.getByRole('button', { name: '个人账号登录' })).toBeVisible();
  await expect(door.getByRole('button', { name: '企业账号登录' })).toHaveAttribute('href', /employeeLogin\?returnTo=%2Fexternal%2FBeforeWorkBench/);
  await expect(door.getByRole('link', { name: '注册新账号' })).toBeVisible();
  await shot(page, 'door');

  // a service 畅达 does not offer says so and leads to its services
  await page.goto(`${site}/external/service/river`);
  await expect(page.getByTestId('service-not-offered')).toContainText('本站暂未提供「内河运输」');
});

test('the partner portal, an MH site’s visitor, the main site’s service page and a download', async ({ page, baseURL }) => {
  const port = new URL(baseURL!).port;
  await page.goto(`http://euda.localhost:${port}/external/thome`);
  await expect(page.getByTestId('site-hero')).toContainText('欧速目的港代理有限公司');
  await expect(page.getByTestId('site-intro')).toContainText('鹿特丹');
  await expect(page.getByTestId('site-enterprise-contact')).toContainText('+31 10 799 4400');
  await expect(page.getByTestId('site-downloads')).toContainText('Arrival notice sample');
  await shot(page, 'thome');
  const box = page.getByTestId('site-track-box');
  await box.getByRole('textbox').fill('cosu 6300012345');
  await box.getByRole('button', { name: '去查询' }).click();
  await expect(page).toHaveURL(/\/asiawise\?no=cosu/);
  await expect(page.getByTestId('track-number')).toHaveValue('cosu 6300012345');
  await expect(page.getByTestId('track-refusal').or(page.getByTestId('public-timeline'))).toBeVisible();

  await page.goto(`http://shyd.localhost:${port}/external/company`);
  await expect(page).toHaveURL(/\/external\/MHpage\/Home$/);
  await expect(page.getByTestId('site-hero')).toContainText('上海远达船务代理有限公司');

  await page.goto(`http://localhost:${port}/external/service/river`);
  await expect(page.getByTestId('service-card')).toContainText('内河运输 River transport');
  await expect(page.getByTestId('site-nav')).toHaveCount(0); // the main site keeps its own frame
  await page.goto(`http://localhost:${port}/external/service/seaTransportation`);
  await expect(page.getByTestId('service-lanes')).toContainText('COSU'); // the platform's public AEU3 table
  await shot(page, 'main-sea');

  // the new portal in English: its navigation and pages switch with the language
  await page.goto(`http://shcd.localhost:${port}/external/service`);
  await expect(page.getByTestId('site-services')).toContainText('查看服务详情');
  await page.getByRole('button', { name: '切换语言：English' }).click();
  await expect(page.getByTestId('site-nav').getByRole('link', { name: 'About the company' })).toBeVisible();
  await expect(page.getByTestId('site-services')).toContainText('See the service');
  await expect(page).toHaveTitle('Services · 上海畅达 · 集装箱物流');
  await shot(page, 'services-en');
  await page.getByRole('button', { name: 'Switch language: 中文' }).click();
  await expect(page.getByTestId('site-services')).toContainText('查看服务详情');

  await page.goto(`http://hztx.localhost:${port}/external/electronic/download`);
  const files = page.getByTestId('site-downloads');
  await expect(files).toContainText('订舱委托书模板');
  await expect(files).not.toContainText('客户专享'); // customers only
  await shot(page, 'download');
  const [download] = await Promise.all([
    page.waitForEvent('download'),
    files
      .getByRole('row', { name: /订舱委托书模板/ })
      .getByRole('link')
      .click(),
  ]);
  expect(download.suggestedFilename()).toBe('booking-form.pdf');
  const bytes = await (await import('node:fs/promises')).readFile((await download.path())!);
  expect(bytes.subarray(0, 5).toString()).toBe('%PDF-');
});

test.describe('the workbench door, signed in', () => {
  test.use({ storageState: STAFF_STATE });
  test('sends the platform’s staff on to their workbench', async ({ page }) => {
    await page.goto('/external/BeforeWorkBench');
    await expect(page).toHaveURL(/\/workbench$/);
  });
});
