import { expect } from '@playwright/test';
import { STAFF_STATE } from '../support/staff';
import { test } from '../support/test';

/**
 * The downloads' configuration (§14 portal_downloads, on /Portal/websiteConfig): an editor uploads a
 * public PDF for 天祥's site with its title and category; a visitor of hztx.localhost finds it on
 * /customer/dataDownload and downloads it; deleted, it leaves the site.
 */
test.use({ storageState: STAFF_STATE });

const PDF = Buffer.from('%PDF-1.4\n1 0 obj<<>>endobj\ntrailer<<>>\n%%EOF\n');

test('an editor uploads a file for 天祥’s site; a visitor downloads it; deleted, it is gone', async ({ page, browser, baseURL }) => {
  const port = new URL(baseURL!).port;
  const title = `E2E 报关资料清单 ${Date.now() % 100000}`;
  await page.goto('/Portal/websiteConfig');
  const picker = page.getByRole('combobox', { name: '选择企业' });
  const hztx = await picker.locator('option', { hasText: '杭州天祥' }).getAttribute('value');
  await picker.selectOption(hztx!);
  await expect(page.getByTestId('portal-company')).toContainText('杭州天祥进出口有限公司 的门户');

  const panel = page.getByTestId('portal-downloads');
  await expect(panel).toContainText('订舱委托书模板'); // the seeded files of 天祥's site
  const upload = panel.getByRole('button', { name: '上传文件' });
  await expect(upload).toBeDisabled(); // no title, no file yet
  await panel.getByLabel('文件标题').fill(title);
  await panel.getByLabel('分类').fill('报关');
  await panel.locator('input[type=file]').setInputFiles({ name: 'customs-list.pdf', mimeType: 'application/pdf', buffer: PDF });
  await upload.click();
  await expect(page.getByText('文件已上传')).toBeVisible();
  const row = panel.getByRole('row', { name: new RegExp(title) });
  await expect(row).toContainText('所有访客');
  await page.screenshot({ path: 'test-results/playwright/portal-downloads-config.png', fullPage: true });

  const visitor = await (await browser.newContext({ storageState: { cookies: [], origins: [] } })).newPage();
  await visitor.goto(`http://hztx.localhost:${port}/customer/dataDownload`);
  const files = visitor.getByTestId('site-downloads');
  await expect(files).toContainText(title);
  const [download] = await Promise.all([
    visitor.waitForEvent('download'),
    files
      .getByRole('row', { name: new RegExp(title) })
      .getByRole('link')
      .click(),
  ]);
  expect(download.suggestedFilename()).toMatch(/\.pdf$/);

  await row.getByRole('button', { name: '删除' }).click();
  await expect(panel.getByRole('row', { name: new RegExp(title) })).toHaveCount(0);
  await visitor.reload();
  await expect(files).toContainText('订舱委托书模板');
  await expect(files).not.toContainText(title);
});
