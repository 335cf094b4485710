import { expect } from '@playwright/test';
import { ENDPOINTS, WEB_VERSION } from '../../../src/contract/endpoints';
import { employeeToken } from '../../support/apiSession';
import { test } from '../support/test';

/**
 * Issue 49 (operations.md §15.2, §16): a 天祥 employee's card link (customer@demo.test, Jing Chen, a seeded
 * shared card) opens over 天祥's contact page (hztx.localhost/customer/contact?card=…) with the public
 * fields, the .vcf and noindex; closing it leaves the contact page. The same link on 远达's site
 * (shyd.localhost) is the plain contact page, the card never asked for.
 */
test.use({ storageState: { cookies: [], origins: [] } });

test('a 天祥 employee’s card opens over 天祥’s contact page only', async ({ page, baseURL }) => {
  const port = new URL(baseURL!).port;
  // 天祥's admin makes a card and shares it (customer@demo.test, the seeded card's owner, keeps its first sign-in for session/signIn.spec.ts)
  const token = await employeeToken(baseURL!, 'customer.admin@demo.test');
  const saved = await fetch(`${baseURL}${ENDPOINTS.userCardSave}`, {
    method: 'POST',
    headers: { authorization: `Bearer ${token}`, 'web-version': WEB_VERSION, 'content-type': 'application/json' },
    body: JSON.stringify({
      CRD_NAME: 'Jing Chen',
      CRD_TITLE: 'Logistics Coordinator',
      CRD_PHONE: '13905718888',
      CRD_EMAIL: 'customer@demo.test',
      CRD_INTRO: 'I arrange export shipments of textiles from Hangzhou to Northern Europe.',
      CRD_OFFICE_NAME: 'Hangzhou Tianxiang Import & Export',
      CRD_OFFICE_ADDRESS: 'No. 8 Qingchun Road, Hangzhou, Zhejiang',
      CRD_SERVICES: ['FCL'],
      CRD_LANES: [{ POL: 'CNNGB', POD: 'DEHAM' }],
      CRD_PUBLIC_FIELDS: ['TITLE', 'EMAIL', 'OFFICE', 'LANES'],
      VERSION: 0,
    }),
  });
  expect(saved.status).toBe(200);
  const res = await fetch(`${baseURL}${ENDPOINTS.userCardShare}`, {
    method: 'POST',
    headers: { authorization: `Bearer ${token}`, 'web-version': WEB_VERSION, 'content-type': 'application/json' },
    body: JSON.stringify({ Rotate: false }),
  });
  expect(res.status).toBe(200);
  const c = new URL((await res.json()).Data.Url, baseURL).searchParams.get('c')!;
  expect(c).toMatch(/^[\w-]{43}$/);

  await page.goto(`http://hztx.localhost:${port}/customer/contact?card=${c}`);
  const overlay = page.getByRole('dialog', { name: '名片' });
  const card = overlay.getByRole('article', { name: 'Jing Chen' });
  await expect(card).toContainText('Logistics Coordinator');
  await expect(card).toContainText('杭州天祥');
  await expect(card.getByRole('link', { name: '发邮件 customer@demo.test' })).toHaveAttribute('href', 'mailto:customer@demo.test');
  // the phone is not among the card's public fields
  await expect(card).not.toContainText('139 0571 8888');
  await expect(card.getByRole('button', { name: '存入通讯录' })).toHaveAttribute('href', `/api/WebsitePublic/UserCard/Vcf?c=${c}`);
  await expect(page.locator('meta[name=robots]')).toHaveAttribute('content', /noindex/);
  await page.screenshot({ path: 'test-results/playwright/portal-site-card-overlay.png', fullPage: false });

  await overlay.getByRole('button', { name: '关闭名片' }).click();
  await expect(overlay).toBeHidden();
  await expect(page).toHaveURL(`http://hztx.localhost:${port}/customer/contact`);
  await expect(page.getByRole('heading', { name: '在线留言' })).toBeVisible();
  await expect(page.locator('meta[name=robots][content*=noindex]')).toHaveCount(0);

  // English, the second language: the visitor switches, and the link opens the card in English
  await page.getByRole('button', { name: '切换语言：English' }).click();
  await expect(page.getByRole('heading', { name: 'Send us a message' })).toBeVisible();
  await page.goto(`http://hztx.localhost:${port}/customer/contact?card=${c}`);
  const english = page.getByRole('dialog', { name: 'Business card' });
  await expect(english.getByRole('article', { name: 'Jing Chen' }).getByRole('button', { name: 'Save to contacts' })).toBeVisible();
  await page.screenshot({ path: 'test-results/playwright/portal-site-card-overlay-en.png', fullPage: false });
  await english.getByRole('button', { name: 'Close the card' }).click();
  await expect(english).toBeHidden();
  await page.getByRole('button', { name: /^Switch language/ }).click();
  await expect(page.getByRole('heading', { name: '在线留言' })).toBeVisible();

  // another company's site: the plain page, and the card itself never read (it would count a view)
  const cardReads: string[] = [];
  page.on('request', (r) => {
    if (new URL(r.url()).pathname === '/api/WebsitePublic/UserCard') cardReads.push(r.url());
  });
  const asked = page.waitForResponse((r) => new URL(r.url()).pathname === '/api/WebsitePublic/SiteCard');
  await page.goto(`http://shyd.localhost:${port}/external/MHpage/ContactUs?card=${c}`);
  expect(await (await asked).json()).toMatchObject({ Data: { OnSite: false } });
  await expect(page.getByRole('heading', { name: '在线留言' })).toBeVisible();
  await expect(page.getByRole('dialog')).toHaveCount(0);
  expect(cardReads).toEqual([]);
});
