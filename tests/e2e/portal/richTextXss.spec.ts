import { expect, type Page } from '@playwright/test';
import { ENDPOINTS, WEB_VERSION } from '../../../src/contract/endpoints';
import { apiPost } from '../../support/apiSession';
import { apiGet, staffToken } from '../si/siSteps';
import { STAFF_STATE } from '../support/staff';
import { test } from '../support/test';

/**
 * Issue 49's rule: stored XSS through every rich-text field (grep `sanitizeRichText`), in Chromium. The
 * same hostile HTML is saved through the real calls into 天祥's enterprise introduction, a news body, an
 * announcement body, a product body and a home RICH_TEXT block (hztx.localhost), 远达's job requirements
 * (shyd.localhost, an MH site) and a carrier letter's body; what needs publishing is published; each page
 * that shows the field is opened: no dialog fires, nothing is fetched from the foreign host, and the
 * rendered rich text has no script, iframe, svg or style, no on* attribute, no javascript: link, no
 * image — while the harmless sentence shows. Calls go by fetch (the screens are the point); one context.
 */
test.use({ storageState: STAFF_STATE });

const hostile = (sentence: string) =>
  `<p>${sentence}</p><script>alert(1)</script><img src=x onerror=alert(2)><iframe src=//evil.test></iframe>` +
  `<a href="javascript:alert(3)">x</a><svg onload=alert(4)></svg><style>body{display:none}</style><img src="https://evil.test/a.png" alt="foreign">`;

/** What must be gone from HTML the server stored (the fields no API test looked at whole). */
function expectSanitised(html: string, sentence: string) {
  expect(html).toContain(sentence);
  for (const bad of ['<script', '<iframe', '<svg', '<style', 'onerror', 'onload', 'javascript:', 'evil.test', '<img']) expect(html, bad).not.toContain(bad);
}

/** Every rendered rich text holding `sentence` (a letter's panel shows its versions too): the sentence visible, nothing hostile inside. */
async function expectClean(page: Page, sentence: string) {
  const views = page.locator('.rich-text-view', { hasText: sentence });
  await expect(views.getByText(sentence).first()).toBeVisible();
  const found = await views.evaluateAll((all) =>
    all.map((el) => ({
      elements: [...el.querySelectorAll('script, iframe, svg, style, object, embed')].map((e) => e.tagName),
      handlers: [...el.querySelectorAll('*')].flatMap((e) => [...e.attributes].map((a) => a.name).filter((n) => n.toLowerCase().startsWith('on'))),
      jsLinks: [...el.querySelectorAll('a')].map((a) => a.getAttribute('href') ?? '').filter((h) => /^\s*javascript:/i.test(h)),
      images: [...el.querySelectorAll('img')].map((i) => i.getAttribute('src')),
    })),
  );
  expect(found.length).toBeGreaterThan(0);
  for (const f of found) expect(f).toEqual({ elements: [], handlers: [], jsLinks: [], images: [] });
}

/** A staff editor (Tiptap) holding the saved field: the sentence in it, nothing hostile inside. */
async function expectCleanEditor(page: Page, testId: string, sentence: string) {
  const editor = page.getByTestId(testId).locator('[contenteditable]');
  await expect(editor.getByText(sentence)).toBeVisible();
  const found = await editor.evaluate((el) => ({
    elements: [...el.querySelectorAll('script, iframe, svg, style, object, embed, img')].map((e) => e.tagName),
    handlers: [...el.querySelectorAll('*')].flatMap((e) => [...e.attributes].map((a) => a.name).filter((n) => n.toLowerCase().startsWith('on'))),
    jsLinks: [...el.querySelectorAll('a')].map((a) => a.getAttribute('href') ?? '').filter((h) => /^\s*javascript:/i.test(h)),
  }));
  expect(found).toEqual({ elements: [], handlers: [], jsLinks: [] });
}

test('hostile HTML in every rich-text field is harmless wherever it is shown', async ({ page, baseURL }) => {
  const port = new URL(baseURL!).port;
  const staff = staffToken();
  const get = <T>(path: string) => apiGet<T>(baseURL!, path, staff);
  const post = <T>(path: string, body: unknown) => apiPost<T>(baseURL!, path, body, staff);
  const dialogs: string[] = [];
  const foreign: string[] = [];
  page.on('dialog', async (d) => {
    dialogs.push(d.message());
    await d.dismiss();
  });
  page.on('request', (r) => {
    if (r.url().includes('evil.test')) foreign.push(r.url());
  });
  const companyOf = async (domain: string) =>
    (
      (await (await fetch(`${baseURL}${ENDPOINTS.showPointTo}?DomainName=${domain}`, { headers: { 'web-version': WEB_VERSION } })).json()) as {
        Data: { CompanyId: number };
      }
    ).Data.CompanyId;
  const hztx = await companyOf('hztx.localhost');
  const shyd = await companyOf('shyd.localhost');
  const run = Date.now() % 100000;
  const say = (field: string) => `无害的一句话：${field} ${run}`;

  // 天祥's enterprise introduction and a home RICH_TEXT block: drafts until the site is published
  const { CompanyId: _c, LogoUrl: _l, ...enterprise } = await get<Record<string, unknown>>(`${ENDPOINTS.portalEnterpriseGet}?CompanyId=${hztx}`);
  const intro = await post<{ Intro: string }>(ENDPOINTS.portalEnterpriseSave, { ...enterprise, CompanyId: hztx, Intro: hostile(say('企业介绍')) });
  expectSanitised(intro.Intro, say('企业介绍'));
  const home = await get<{ Version: number; Blocks: { Kind: string; Hidden: boolean; Content: Record<string, unknown> }[] }>(
    `${ENDPOINTS.portalHomeGet}?CompanyId=${hztx}`,
  );
  const blocks = home.Blocks.map(({ Kind, Hidden, Content }) => ({ Kind, Hidden, Content }));
  blocks.push({ Kind: 'RICH_TEXT', Hidden: false, Content: { Title: 'XSS', Html: hostile(say('首页图文')) } });
  const savedHome = await post<{ Blocks: { Kind: string; Content: { Html?: string } }[] }>(ENDPOINTS.portalHomeSave, {
    CompanyId: hztx,
    Version: home.Version,
    Blocks: blocks,
  });
  expectSanitised(String(savedHome.Blocks.at(-1)!.Content.Html), say('首页图文'));
  await post(ENDPOINTS.portalSitePublish, { CompanyId: hztx });

  // a news and an announcement body, published one by one
  const content = async (Type: string, Category: string, field: string) => {
    const saved = await post<{ Id: number; Body: string }>(ENDPOINTS.portalContentSave, {
      CompanyId: hztx,
      Type,
      Title: `XSS ${field} ${run}`,
      Category,
      CoverMediaId: null,
      Summary: '',
      Body: hostile(say(field)),
      Slug: null,
      PublishAt: new Date(Date.now() - 86_400_000).toISOString(),
      ShowUntil: null,
      Pinned: false,
      Version: 0,
    });
    expectSanitised(saved.Body, say(field));
    await post(ENDPOINTS.portalContentPublish, { Id: saved.Id });
    return saved.Id;
  };
  const news = await content('NEWS', '公司新闻', '新闻正文');
  const notice = await content('ANNOUNCEMENT', '公告', '公告正文');

  // a product body (shown while enabled) and 远达's job requirements (published)
  const product = await post<{ Body: string }>(ENDPOINTS.portalProductSave, {
    CompanyId: hztx,
    Version: 0,
    Name: `XSS 产品 ${run}`,
    Icon: 'box',
    Summary: '',
    Body: hostile(say('产品介绍')),
    ServicePath: '',
    Order: 0,
    Enabled: true,
  });
  expectSanitised(product.Body, say('产品介绍'));
  const job = await post<{ Id: number; Requirements: string }>(ENDPOINTS.portalJobSave, {
    CompanyId: shyd,
    Version: 0,
    Title: `XSS 岗位 ${run}`,
    Department: '操作部',
    City: '上海',
    Headcount: 1,
    SalaryMin: null,
    SalaryMax: null,
    Kind: 'SOCIAL',
    Requirements: hostile(say('岗位要求')),
  });
  expectSanitised(job.Requirements, say('岗位要求'));
  await post(ENDPOINTS.portalJobPublish, { Id: job.Id });

  // a carrier letter's body (the platform's letter desk), published to every customer
  const letter = await post<{ Id: number; Version: number }>(ENDPOINTS.letterSave, {
    Carrier: 'COSU',
    Title: `XSS 函件 ${run}`,
    Kind: 'OTHER',
    EffectiveFrom: '2026-12-20',
    Ports: [],
    Lines: [],
    Body: hostile(say('函件正文')),
    Audience: 'ALL_CUSTOMERS',
    Companies: [],
  });
  await post(ENDPOINTS.letterPublish, { Id: letter.Id, Version: letter.Version });
  const stored = await get<{ Body: string }>(`${ENDPOINTS.letterGet}?Id=${letter.Id}`);
  expectSanitised(stored.Body, say('函件正文'));

  const hztxSite = `http://hztx.localhost:${port}`;
  await page.goto(`${hztxSite}/customer/company`);
  await expectClean(page, say('企业介绍'));
  await page.goto(`${hztxSite}/customer/home`);
  await expectClean(page, say('首页图文'));
  await page.goto(`${hztxSite}/newsDetail?id=${news}`);
  await expectClean(page, say('新闻正文'));
  await page.goto(`${hztxSite}/newsDetail?id=${notice}`);
  await expectClean(page, say('公告正文'));
  await page.goto(`${hztxSite}/customer/product`);
  await expectClean(page, say('产品介绍'));
  await page.goto(`http://shyd.localhost:${port}/external/MHpage/socialRecruitment`);
  await page
    .getByTestId('site-job')
    .filter({ hasText: `XSS 岗位 ${run}` })
    .getByRole('button', { name: '我要应聘' })
    .click();
  await expectClean(page, say('岗位要求'));
  // the staff screens that edit the portal's fields show them in the editor
  await page.goto(`/Portal/CustomerEnterpriseInformation?company=${hztx}`);
  await expectCleanEditor(page, 'portal-intro', say('企业介绍'));
  await page.goto(`/Portal/NewsInfo?id=${news}&company=${hztx}`);
  await expectCleanEditor(page, 'portal-news-body', say('新闻正文'));

  // the letter desk's panel (staff; a customer's reading page is letters.spec.ts's probe)
  await page.goto('/Portal/ShipLetterMaintain');
  await page.getByLabel('标题').fill(`XSS 函件 ${run}`);
  await expect(page.getByText('共 1 条')).toBeVisible();
  await page.getByRole('button', { name: '查看', exact: true }).click();
  await expectClean(page, say('函件正文'));

  expect(dialogs).toEqual([]);
  expect(foreign).toEqual([]);
});
