import { expect } from '@playwright/test';
import { test } from '../support/test';
import { STAFF_STATE } from '../support/staff';

/**
 * Issue 36: a visitor tracks a B/L on the company's own site. 天祥's site (hztx.localhost) shows the
 * public timeline of its demo booking COSU6401120010 (three boxes loaded at Shanghai, the vessel
 * departed, an ETA at Hamburg), without signing in; another company's box answers "not found on
 * this site"; the words follow the language switch. The platform's staff then read the search on
 * the search log page's tracking tab.
 */
const MBL = 'COSU6401120010';
/** 宁波海越's demo box (server/modules/containerEvents/seed.ts). */
const OTHER_BOX = 'MSCU5500129';

test('a visitor tracks a B/L on the company’s own site; another company’s box is not found there', async ({ page, baseURL }) => {
  const port = new URL(baseURL!).port;
  await page.goto(`http://hztx.localhost:${port}/asiawise`);
  await expect(page.getByRole('heading', { name: '客户箱货查询' })).toBeVisible();
  const box = page.getByTestId('track-number');
  await box.fill(MBL.toLowerCase());
  await box.press('Enter');
  const timeline = page.getByTestId('public-timeline');
  await expect(timeline).toContainText(`提单号 ${MBL}`);
  await expect(timeline).toContainText('COSCO SHIPPING ARIES 031W');
  await expect(timeline).toContainText('整票进度: 起运港开船');
  await expect(page.getByTestId('public-eta')).toContainText('+01:00');
  await expect(page.locator('[data-testid^="public-container-"]')).toHaveCount(3);
  const first = page.getByTestId('public-container-CSQU3054383');
  await expect(first.locator('li[data-milestone]')).toHaveCount(6);
  await expect(first.locator('li[data-milestone="LOADED_POL"]')).toContainText('上海 (CNSHA)');
  await page.screenshot({ path: 'test-results/playwright/public-track-asiawise.png', fullPage: true });

  await box.fill(OTHER_BOX);
  await page.getByRole('button', { name: '查询' }).click();
  await expect(page.getByTestId('track-refusal')).toHaveText('本站未查到该箱号或提单号。请核对号码，或联系为您订舱的公司。');
  await expect(timeline).toHaveCount(0);
  // the same words in English once the visitor switches
  await page.getByRole('button', { name: '切换语言：English' }).click();
  await expect(page.getByTestId('track-refusal')).toContainText('This site has no shipment with that container or B/L number');
  await box.fill('CSQU3054384');
  await box.press('Enter');
  await expect(page.getByTestId('track-refusal')).toContainText('check digit does not match');

  // the customer portal's cargo centre, in its own frame, in the language the visitor chose
  await page.goto(`http://hztx.localhost:${port}/customer/cargoCenter`);
  await expect(page.getByRole('heading', { name: 'Cargo tracking' })).toBeVisible();
  await page.getByTestId('track-number').fill('csqu 305438-3');
  await page.getByRole('button', { name: 'Track' }).click();
  await expect(page.getByTestId('public-timeline')).toContainText('Shipment stage: Departed POL');
  await expect(page.getByTestId('public-timeline')).toContainText('Shanghai (CNSHA) → Hamburg (DEHAM)');
  await expect(page.locator('[data-testid^="public-container-"]')).toHaveCount(1);
  await page.screenshot({ path: 'test-results/playwright/public-track-cargo-center-en.png', fullPage: true });
});

test.describe('the search log', () => {
  test.use({ storageState: STAFF_STATE });

  test('the platform’s staff read the tracking searches on the search log page’s second tab', async ({ page, baseURL }) => {
    const port = new URL(baseURL!).port;
    // a search on 天祥's electronic tracking page, in the company's frame
    const visitor = await page.context().browser()!.newPage();
    await visitor.goto(`http://hztx.localhost:${port}/external/electronic/tracking`);
    await visitor.getByTestId('track-number').fill('ZZZU0000010');
    await visitor.getByTestId('track-number').press('Enter');
    await expect(visitor.getByTestId('track-refusal')).toBeVisible();
    await visitor.screenshot({ path: 'test-results/playwright/public-track-electronic.png', fullPage: true });
    await visitor.close();

    await page.goto('/internal/freightTrack/UserSearchLog');
    await page.getByRole('tab', { name: '货物跟踪查询' }).click();
    const log = page.getByTestId('track-search-log');
    await log.getByLabel('渠道').selectOption('ELECTRONIC');
    const rows = log.getByRole('region', { name: '货物跟踪查询记录' });
    await expect(rows).toContainText('电子跟踪杭州天祥进出口有限公司');
    await expect(rows).toContainText('按箱号ZZZU0000010否0');
    await expect(log.getByTestId('top-queries')).toContainText('ZZZU0000010');
    await page.screenshot({ path: 'test-results/playwright/public-track-search-log.png', fullPage: true });
  });
});
