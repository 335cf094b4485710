import { readFileSync } from 'node:fs';
import { expect } from '@playwright/test';
import { ENDPOINTS, WEB_VERSION } from '../../../src/contract/endpoints';
import { employeeToken } from '../../support/apiSession';
import { passWelcome, signInWithDialog } from '../support/helpers';
import { test } from '../support/test';

/** A 1×1 PNG. */
const PNG_1PX = 'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8z8BQDwAEhQGAhKmMIQAAAABJRU5ErkJggg==';

/**
 * Issue 49 §16: an employee (远达's 刘洋, a provider's employee: the card serves both sides) edits the
 * card and watches the preview follow, hides the e-mail, picks an office of the company's site, saves
 * and shares; a visitor in a fresh signed-out browser opens the link, sees the public fields only (the
 * phone as a tel: link, never the e-mail; the site's office with its map link), the page says noindex,
 * "save to contacts" downloads the .vcf of those fields, and "ask for a quote" reaches the owner as a
 * message (远达 keeps no CRM: the API tests cover 孙丽's lead).
 */
test('an employee edits and shares the card; a signed-out visitor sees only its public fields, saves the .vcf and asks for a quote', async ({
  page,
  browser,
  baseURL,
}) => {
  await signInWithDialog(page, 'provider@demo.test');
  await passWelcome(page);
  await page.goto('/UserCard/Index');
  await expect(page.getByRole('heading', { name: '编辑我的数字名片' })).toBeVisible();
  const preview = page.getByTestId('card-preview');
  await expect(preview).toContainText('刘洋');

  await page.getByRole('textbox', { name: '职位' }).fill('船代业务经理');
  await expect(preview).toContainText('船代业务经理');
  await expect(preview).toContainText('provider@demo.test');
  // Blueprint draws the box over the input: the label takes the click
  await page.getByRole('checkbox', { name: '电子邮箱' }).uncheck({ force: true });
  await page.getByRole('checkbox', { name: '头像', exact: true }).check({ force: true });
  await expect(preview).not.toContainText('provider@demo.test');
  // a wrong mobile is said at once, in words; put right, it goes
  const phone = page.getByRole('textbox', { name: '手机号码' });
  await phone.fill('021-1234');
  await expect(page.getByText('手机号码：请填写 11 位中国大陆手机号（1 开头，可带 +86）。')).toBeVisible();
  await phone.fill('136 0021 3456');
  // the office: one of 远达's published site offices instead of the typed text (kept for a fall-back)
  await page.getByLabel('门户办公地点').selectOption('上海总部 · 上海市浦东新区外高桥港区 8 号');
  await expect(preview).toContainText('上海总部 · 上海市浦东新区外高桥港区 8 号');
  await expect(preview.getByRole('link', { name: '在地图上查看办公地点' })).toHaveAttribute(
    'href',
    /^https:\/\/uri\.amap\.com\/marker\?position=121\.5876,31\.3587&/,
  );
  await page.screenshot({ path: 'test-results/playwright/user-card-editor.png', fullPage: true });
  await page.getByRole('button', { name: '保存名片' }).click();
  await expect(page.getByText('名片已保存')).toBeVisible();
  // the photo: its own address, read with the session, drawn in the preview (the content security policy allows it)
  await page
    .locator('input[type=file][aria-label="个人头像"]')
    .setInputFiles({ name: 'me.png', mimeType: 'image/png', buffer: Buffer.from(PNG_1PX, 'base64') });
  await expect(page.getByText('图片已更新')).toBeVisible();
  await expect.poll(() => preview.getByRole('img', { name: '刘洋' }).evaluate((i: HTMLImageElement) => i.naturalWidth)).toBe(1);

  await page.getByRole('button', { name: '生成分享链接和二维码' }).click();
  await expect(page.getByRole('img', { name: '名片二维码' })).toBeVisible();
  const link = new URL(await page.getByRole('textbox', { name: '复制链接' }).inputValue());
  expect(link.pathname).toBe('/UserCard/Index');
  expect(link.searchParams.get('c')).toMatch(/^[A-Za-z0-9_-]{43}$/);

  const visitor = await (await browser.newContext({ baseURL, storageState: { cookies: [], origins: [] } })).newPage();
  await visitor.goto(`${link.pathname}${link.search}`);
  const card = visitor.getByRole('article', { name: '刘洋' });
  await expect(card).toContainText('船代业务经理');
  await expect(card).toContainText('上海远达船务代理');
  await expect(card).toContainText('上海总部 · 上海市浦东新区外高桥港区 8 号');
  await expect(card.getByRole('link', { name: '在地图上查看办公地点' })).toBeVisible();
  await expect(card.getByRole('link', { name: '拨打电话 136 0021 3456' })).toHaveAttribute('href', 'tel:+8613600213456');
  await expect(card).not.toContainText('provider@demo.test');
  // the photo by its public address (no bytes in the card's JSON), loaded by the <img> itself
  const photo = card.getByRole('img', { name: '刘洋' });
  await expect(photo).toHaveAttribute('src', /^\/api\/WebsitePublic\/UserCard\/Picture\?c=[\w-]{43}&h=[0-9a-f]{64}$/);
  await expect.poll(() => photo.evaluate((i: HTMLImageElement) => i.naturalWidth)).toBe(1);
  await expect(visitor.locator('meta[name="robots"]')).toHaveAttribute('content', /noindex/);
  await visitor.screenshot({ path: 'test-results/playwright/user-card-public.png', fullPage: true });

  const [download] = await Promise.all([visitor.waitForEvent('download'), card.getByRole('button', { name: '存入通讯录' }).click()]);
  expect(download.suggestedFilename()).toBe('刘洋.vcf');
  const vcf = readFileSync((await download.path())!, 'utf8');
  expect(vcf).toContain('FN:刘洋\r\n');
  expect(vcf).toContain('TITLE:船代业务经理\r\n');
  expect(vcf).toContain('TEL;TYPE=CELL:+8613600213456\r\n');
  expect(vcf).not.toContain('EMAIL');

  // "ask for a quote": refused in words until it can be answered, then sent; 刘洋 (a provider's employee:
  // no CRM) is told at once by a message
  await card.getByRole('button', { name: '向我询价' }).click();
  const form = card.getByRole('form', { name: '填写询价信息' });
  await form.getByRole('textbox', { name: '询价人姓名' }).fill('周先生');
  await form.getByRole('button', { name: '发送询价' }).click();
  await expect(form).toContainText('请留下电话或邮箱（至少一项），以便回复您。');
  await expect(form).toContainText('请勾选同意名片主人就此询价联系您。');
  await form.getByRole('textbox', { name: '电话' }).fill('138 1111 2222');
  await form.getByRole('textbox', { name: '航线与货物' }).fill('上海 → 新加坡，20GP 一个，下周出运');
  await form.getByText('我同意名片主人就此询价通过以上电话或邮箱联系我。').click();
  await visitor.screenshot({ path: 'test-results/playwright/user-card-quote.png', fullPage: true });
  await form.getByRole('button', { name: '发送询价' }).click();
  await expect(card).toContainText('询价已发送，名片主人会尽快联系您。');
  // 刘洋's messages, read with a sign-in of their own at once: the browser's session may have been
  // ended meanwhile by another spec signing in as the same demo account (a second sign-in ends the first)
  const token = await employeeToken(baseURL!, 'provider@demo.test');
  const list = await fetch(`${baseURL}${ENDPOINTS.messageList}?PageSize=50`, { headers: { authorization: `Bearer ${token}`, 'web-version': WEB_VERSION } });
  const answer = await list.json();
  expect(list.status, JSON.stringify(answer)).toBe(200);
  expect((answer.Data.Items as { Title: string }[]).map((m) => m.Title)).toContain('名片询价：周先生');
});
