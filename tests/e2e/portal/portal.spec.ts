import { expect } from '@playwright/test';
import { ENDPOINTS, WEB_VERSION } from '../../../src/contract/endpoints';
import { makeCompanyEmployee } from '../../support/apiSession';
import { STAFF_STATE } from '../support/staff';
import { test } from '../support/test';

/**
 * Issue 49 (operations.md §14–§15): the platform's editor writes a news item and an office for
 * 天祥's customer portal and publishes them; a visitor of hztx.localhost reads both (and never the
 * drafts), sends an enquiry from the contact page, and 天祥's staff get it as a message.
 */
test.use({ storageState: STAFF_STATE });

const NEWS = `E2E 新闻 ${Date.now() % 100000}`;
const OFFICE = `E2E 青岛办事处 ${Date.now() % 100000}`;

test('an editor publishes news and an office for hztx.localhost; a visitor reads them and sends an enquiry that 天祥 gets', async ({
  page,
  browser,
  baseURL,
}) => {
  const port = new URL(baseURL!).port;
  // the editor picks 天祥's site and writes an article
  await page.goto('/Portal/NewsManagement');
  const picker = page.getByRole('combobox', { name: '选择企业' });
  const hztx = await picker.locator('option', { hasText: '杭州天祥' }).getAttribute('value');
  await picker.selectOption(hztx!);
  await expect(page.getByTestId('portal-company')).toContainText('杭州天祥进出口有限公司 的门户');
  await expect(page.getByTestId('portal-news-list')).toContainText('天祥客户门户正式上线');
  await page.getByTestId('portal-news-new').click();
  await page.getByLabel('标题', { exact: true }).fill(NEWS);
  await page.getByLabel('摘要').fill('端到端测试的摘要');
  const body = page.getByTestId('portal-news-body').locator('[contenteditable="true"]');
  await body.click();
  await body.pressSequentially('端到端测试的正文。');
  await page.getByTestId('portal-news-publish').click();
  await expect(page).toHaveURL(/id=\d+/);

  // an office, then the site's publish (offices are part of the published version)
  await page.goto(`/Portal/OurAddress?company=${hztx}`);
  await page.getByTestId('portal-address-add').click();
  const form = page.getByTestId('portal-address-form');
  await form.getByLabel('办公室名称').fill(OFFICE);
  await form.getByLabel('地址', { exact: true }).fill('山东省青岛市市南区香港中路 10 号');
  await form.getByLabel('联系电话').fill('0532-8000 1234');
  await page.getByTestId('portal-address-save').click();
  await expect(page.getByTestId('portal-addresses')).toContainText(OFFICE);
  await page.getByTestId('portal-publish').click();
  await expect(page.getByTestId('portal-versions')).toContainText('第 2 版');
  await page.screenshot({ path: 'test-results/playwright/portal-addresses.png', fullPage: true });

  // a visitor of 天祥's own domain: no staff session, the site's own brand
  const visitor = await (await browser.newContext({ storageState: { cookies: [], origins: [] } })).newPage();
  await visitor.goto(`http://hztx.localhost:${port}/customer/home`);
  await expect(visitor.getByTestId('site-hero')).toContainText('杭州天祥进出口有限公司');
  await expect(visitor).toHaveTitle(/杭州天祥进出口 · 客户门户/);
  await expect(visitor.locator('meta[name="description"]')).toHaveAttribute('content', /纺织品/);
  const news = visitor.getByTestId('site-news');
  await expect(news).toContainText(NEWS);
  await expect(news).not.toContainText('新航线：杭州—汉堡直达（预告）'); // scheduled 20 days ahead
  await expect(news).not.toContainText('旧版运价表（已下线）');

  await visitor.goto(`http://hztx.localhost:${port}/customer/contact`);
  await expect(visitor.getByTestId('site-offices')).toContainText(OFFICE);
  const enquiry = visitor.getByTestId('contact-form');
  await enquiry.getByLabel('您的姓名').fill('赵先生');
  await enquiry.getByLabel('您的公司').fill('青岛某进出口公司');
  await enquiry.getByLabel('联系电话').fill('13900001111');
  await enquiry.getByLabel('留言内容').fill('请报青岛到鹿特丹的整箱运价。');
  await enquiry.getByRole('button', { name: '提交留言' }).click();
  await expect(visitor.getByTestId('contact-sent')).toBeVisible();
  await visitor.screenshot({ path: 'test-results/playwright/portal-contact.png', fullPage: true });

  // 天祥's staff get the enquiry as a message
  const token = await makeCompanyEmployee(baseURL!, 'customer.admin@demo.test', 'e2e.portal.hztx', 'portal-hztx-pass');
  const list = await fetch(`${baseURL}${ENDPOINTS.messageList}?PageSize=50`, { headers: { authorization: `Bearer ${token}`, 'web-version': WEB_VERSION } });
  const answer = await list.json();
  expect(list.status, JSON.stringify(answer)).toBe(200);
  const titles = (answer.Data.Items as { Title: string }[]).map((m) => m.Title);
  expect(titles).toContain('网站留言：赵先生 · 青岛某进出口公司');
});
