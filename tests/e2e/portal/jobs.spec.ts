import { expect } from '@playwright/test';
import { STAFF_STATE } from '../support/staff';
import { test } from '../support/test';

/**
 * Recruitment (operations.md §14, §15.2): a visitor of 上海远达's site (shyd.localhost, MH) applies
 * for a job with a PDF CV and the consent tick; the site's editor sees the application on
 * /Portal/RecruitmentManagement.
 */
test.use({ storageState: STAFF_STATE });

const PDF = Buffer.from('%PDF-1.4\n1 0 obj<<>>endobj\ntrailer<<>>\n%%EOF\n');

test('a visitor applies for a job with a CV; the editor sees the application', async ({ page, browser, baseURL }) => {
  const port = new URL(baseURL!).port;
  const applicant = `E2E 应聘人 ${Date.now() % 100000}`;
  const visitor = await (await browser.newContext({ storageState: { cookies: [], origins: [] } })).newPage();
  await visitor.goto(`http://shyd.localhost:${port}/external/MHpage/socialRecruitment`);
  const jobs = visitor.getByTestId('site-jobs');
  await expect(jobs).toContainText('海运操作专员');
  await expect(jobs).not.toContainText('单证主管（草稿）'); // a draft
  await expect(jobs).not.toContainText('报关员（已招满）'); // closed
  const card = visitor.getByTestId('site-job').filter({ hasText: '海运操作专员' });
  await card.getByRole('button', { name: '我要应聘' }).click();
  const form = card.getByTestId('apply-form');
  await form.getByLabel('您的姓名').fill(applicant);
  await form.getByLabel('电话').fill('13800001234');
  await form.locator('input[type=file]').setInputFiles({ name: 'cv.pdf', mimeType: 'application/pdf', buffer: PDF });
  const send = form.getByRole('button', { name: '提交申请' });
  await expect(send).toBeDisabled(); // no consent yet
  await form.getByText('我同意贵公司').click();
  await send.click();
  await expect(visitor.getByTestId('apply-sent')).toBeVisible();
  await visitor.screenshot({ path: 'test-results/playwright/portal-apply.png', fullPage: true });

  const owner = (await (await page.request.get('/api/WxAppWebsite/ShowPointTo?DomainName=shyd.localhost', { headers: { 'web-version': '1' } })).json())
    .Data as {
    CompanyId: number;
  };
  await page.goto(`/Portal/RecruitmentManagement?company=${owner.CompanyId}`);
  const received = page.getByTestId('portal-applications');
  await expect(received).toContainText(applicant);
  await expect(received.getByRole('row', { name: new RegExp(applicant) })).toContainText('未处理');
  await page.screenshot({ path: 'test-results/playwright/portal-recruitment.png', fullPage: true });
});
