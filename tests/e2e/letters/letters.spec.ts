import { expect } from '@playwright/test';
import ExcelJS from 'exceljs';
import { ENDPOINTS } from '../../../src/contract/endpoints';
import { apiPost, makeCompanyEmployee, storageStateWith } from '../../support/apiSession';
import { staffToken } from '../si/siSteps';
import { STAFF_STATE } from '../support/staff';
import { test } from '../support/test';

/**
 * Carriers' letters and sailing tables (operations.md §13) in Chromium: the desk publishes a letter
 * and a customer's employee finds it unread, opens it and it is read; a sailing table imported from
 * Excel with one bad row shows that row's reasons before anything is written; a company site's own
 * table (畅达's, kept by platform staff on its site bar) shows on that site alone.
 */
test.use({ storageState: STAFF_STATE });

test('a letter the desk publishes is unread for a customer until opened', async ({ page, browser, baseURL }) => {
  // two people's pages, an editor, a publish and a read receipt
  test.setTimeout(60_000);
  const title = `船公司函件 E2E ${Date.now()}`;
  await page.goto('/Portal/ShipLetterMaintain');
  await page.getByTestId('letter-add').click();
  const editor = page.getByTestId('letter-editor');
  await editor.getByLabel('标题').fill(title);
  await editor.getByLabel('船公司').fill('COSU');
  await editor.getByLabel('类型').selectOption('SCHEDULE');
  // the product's date format, never the browser's own date input (mm/dd/yyyy in an English Chromium)
  await expect(editor.getByLabel('生效日期')).toHaveAttribute('placeholder', 'YYYY-MM-DD');
  await expect(editor.getByLabel('生效日期')).not.toHaveAttribute('type', 'date');
  await editor.getByLabel('生效日期').fill('2026-12-20');
  await editor.getByLabel('涉及港口（UN/LOCODE）').fill('CNSHA, DEHAM');
  await page.getByTestId('letter-body').locator('[contenteditable]').fill('第 51 周 AEU3 航次延误一天。');
  await page.getByTestId('letter-save').click();
  await page.getByTestId('letter-publish').click();
  // the confirmation's own button: `.last()` over the page taken before the confirmation opened held the
  // panel's 发布 button, covered by the confirmation, and retried it until the time ran out
  await page.getByRole('alertdialog').getByRole('button', { name: '发布', exact: true }).click();
  await expect(page.getByText('已发布，已通知')).toBeVisible();

  const token = await makeCompanyEmployee(baseURL!, 'customer.admin@demo.test', `e2e.letters.${Date.now() % 100000}`, 'e2e-letters-pass', ['单证员']);
  const reader = await (await browser.newContext({ storageState: storageStateWith(baseURL!, token, 'employee') })).newPage();
  await reader.goto('/external/workbench/ShippingLetter');
  // a new employee has read nothing: the new letter comes first (unread, newest), the badge counts it
  const badge = reader.getByTestId('letter-unread-count');
  await expect(badge).toHaveText(/^\d+ 封未读$/);
  const unread = Number((await badge.textContent())!.split(' ')[0]);
  await reader.getByLabel('标题').fill(title);
  const list = reader.getByRole('region', { name: '船公司函件' });
  await expect(list).toContainText('共 1 条');
  await list.getByRole('button', { name: '查看' }).click();
  await expect(reader.getByTestId('letter-open')).toContainText(title);
  await expect(reader.getByTestId('letter-open-body')).toContainText('航次延误一天');
  await reader.getByRole('button', { name: '返回列表' }).click();
  await expect(badge).toHaveText(`${unread - 1} 封未读`);

  // stored XSS: script, an event handler and a frame written to a body through the API are gone when Chromium shows it
  const staff = staffToken();
  const body = '<p>XSS probe</p><img src="x" onerror="window.__xss=1"><script>window.__xss=2</script><iframe src="https://example.com"></iframe>';
  const probe = await apiPost<{ Id: number; Version: number }>(
    baseURL!,
    ENDPOINTS.letterSave,
    {
      Carrier: 'COSU',
      Title: `XSS ${title}`,
      Kind: 'OTHER',
      EffectiveFrom: '2026-12-20',
      Ports: [],
      Lines: [],
      Body: body,
      Audience: 'ALL_CUSTOMERS',
      Companies: [],
    },
    staff,
  );
  await apiPost(baseURL!, ENDPOINTS.letterPublish, { Id: probe.Id, Version: probe.Version }, staff);
  await reader.goto(`/external/workbench/ShippingLetterOpen?id=${probe.Id}`);
  await expect(reader.getByTestId('letter-open-body')).toContainText('XSS probe');
  expect(await reader.getByTestId('letter-open-body').innerHTML()).not.toMatch(/onerror|<script|<iframe/i);
  expect(await reader.evaluate(() => (window as unknown as { __xss?: number }).__xss)).toBeUndefined();
});

test('a sailing table imported from Excel reports its bad row before writing', async ({ page }) => {
  const wb = new ExcelJS.Workbook();
  const ws = wb.addWorksheet('sailings');
  ws.addRow(['船名 Vessel', 'IMO', '航次 Voyage', '装货港 POL', '开船 ETD', '截单 DCO', '截VGM VCO', '截港 PCO', '卸货港 POD', '到港 ETA', '备注 Remarks']);
  ws.addRow(['COSCO SHIPPING ARIES', '9783497', '041W', 'CNSHA', '2027-01-10 18:00', '2027-01-07 12:00', '', '', 'DEHAM', '2027-02-12 08:00', '']);
  ws.addRow(['COSCO SHIPPING ARIES', '9783497', '041W', 'CNSHA', '2027-01-10 18:00', '', '', '', 'DEHAM', '2027-01-05 08:00', '']);
  const file = Buffer.from(await wb.xlsx.writeBuffer());

  await page.goto('/Portal/ShipTableMaintain');
  await page.getByTestId('table-add').click();
  const editor = page.getByTestId('table-editor');
  await editor.getByLabel('标题').fill(`E2E 船期表 ${Date.now()}`);
  await editor.getByLabel('船公司').fill('COSU');
  await editor.getByLabel('航线代码').fill('AEU3');
  await editor.getByLabel('开始日期').fill('2027-01-01');
  await editor.getByLabel('结束日期').fill('2027-01-31');
  await page.getByTestId('table-save').click();
  await page
    .getByLabel('导入 Excel')
    .setInputFiles({ name: 'aeu3.xlsx', mimeType: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet', buffer: file });
  const preview = page.getByTestId('import-preview');
  await expect(preview).toContainText('到港时间（ETA）须晚于开船时间（ETD）');
  await expect(preview).toContainText('3');
  await page.getByRole('button', { name: '确认导入' }).click();
  await expect(page.getByTestId('sailing-import-outcome')).toContainText('已导入 1 行，拒绝 1 行');
  await expect(page.getByTestId('sailing-grid')).toContainText('2027-01-10 18:00 +08:00');
});

test('in English, visitors read the sailings on the port’s clock and the public letters; a customer’s table names its ports', async ({ browser, baseURL }) => {
  // a visitor's page and a customer's, each in English
  const english = (token?: string) => ({
    cookies: [],
    origins: [
      {
        origin: baseURL!,
        localStorage: [
          { name: 'freight.language', value: JSON.stringify('en') },
          ...(token ? storageStateWith(baseURL!, token, 'employee').origins[0]!.localStorage : []),
        ],
      },
    ],
  });
  const visitor = await (await browser.newContext({ storageState: english() })).newPage();
  await visitor.goto('/');
  const box = visitor.getByTestId('home-schedule-box');
  const aeu3 = (await box.locator('option', { hasText: 'COSCO AEU3' }).getAttribute('value'))!;
  await box.getByRole('combobox').selectOption(aeu3);
  await box.getByLabel('Port of loading').fill('CNNGB');
  // the seed's 06:00 departure from Ningbo on 15 December (14 December in UTC)
  await expect(box.getByTestId('home-sailings')).toContainText('Ningbo → Hamburg');
  await expect(box.getByTestId('home-sailings')).toContainText('ETD 2026-12-15');
  const notices = box.getByTestId('home-letters');
  await expect(notices).toContainText('Carrier notices');
  await expect(notices).not.toContainText('Maersk emergency bunker surcharge');
  await notices.getByText('CMA CGM blank sailing FAL1 week 52').click();
  await expect(notices).toContainText('the FAL1 sailing of week 52 is cancelled');

  // an employee of 天祥's own: a sign-in as a demo account would end other specs' sessions and take its first sign-in
  const reader = await makeCompanyEmployee(baseURL!, 'customer.admin@demo.test', `e2e.letters.en.${Date.now() % 100000}`, 'e2e-letters-pass', ['单证员']);
  const customer = await (await browser.newContext({ storageState: english(reader) })).newPage();
  await customer.goto(`/external/workbench/ShippingTableOpen?id=${aeu3}`);
  const grid = customer.getByTestId('sailing-grid');
  await expect(grid).toContainText('Ningbo');
  await expect(grid).toContainText('Rotterdam');
  await expect(grid).toContainText('2026-12-15 06:00 +08:00');
  await expect(grid).not.toContainText('宁波');
});

test('platform staff pick 畅达’s site on the desk and find its own table; shcd.localhost’s schedule box shows it, the main site’s does not', async ({
  page,
  browser,
  baseURL,
}) => {
  await page.goto('/Portal/ShipTableMaintain');
  const bar = page.getByTestId('table-site');
  await expect(bar).toContainText('平台（主站） 门户的船期表');
  const desk = page.getByTestId('table-desk');
  await expect(desk.getByText('COSCO AEU3').first()).toBeVisible();
  const pick = bar.getByLabel('选择企业门户');
  await pick.selectOption((await pick.locator('option', { hasText: 'shcd.localhost' }).getAttribute('value'))!);
  await expect(bar).toContainText('上海畅达集装箱运输有限公司 门户的船期表');
  await expect(desk.getByText('Changda Shanghai & Ningbo–Europe').first()).toBeVisible();
  await expect(desk.getByText('COSCO AEU3')).toHaveCount(0);

  const visitor = await (await browser.newContext({ storageState: { cookies: [], origins: [] } })).newPage();
  await visitor.goto(`http://shcd.localhost:${new URL(baseURL!).port}/`);
  const box = visitor.getByTestId('home-schedule-box');
  const changda = (await box.locator('option', { hasText: 'Changda' }).getAttribute('value'))!;
  await box.getByRole('combobox').selectOption(changda);
  await expect(box.getByTestId('home-sailings')).toContainText('宁波 → 汉堡');
  await expect(box.locator('option', { hasText: 'COSCO AEU3' })).toHaveCount(0);
  await visitor.goto('/');
  await expect(visitor.getByTestId('home-schedule-box').locator('option', { hasText: 'COSCO AEU3' })).toHaveCount(1);
  await expect(visitor.getByTestId('home-schedule-box').locator('option', { hasText: 'Changda' })).toHaveCount(0);
});
