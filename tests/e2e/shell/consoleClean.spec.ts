import { expect } from '@playwright/test';
import { test } from '../support/test';
import { BILLING_PAGES } from '../../../src/contract/billing/module';
import { BOOKING_PAGES } from '../../../src/contract/booking/module';
import { CONTAINER_EVENT_PAGES } from '../../../src/contract/containerEvents/module';
import { CONTROL_TOWER_PAGES } from '../../../src/contract/controlTower/module';
import { FREIGHT_TRACK_PAGES } from '../../../src/contract/freightTrack/module';
import { HOUSE_BILL_PAGES } from '../../../src/contract/houseBill/module';
import { MANIFEST_PAGES } from '../../../src/contract/manifest/module';
import { ORDER_APPLY_PAGES } from '../../../src/contract/orderApply/module';
import { VGM_PAGES } from '../../../src/contract/vgm/module';
import { STAFF_STATE } from '../support/staff';

/**
 * Issue 45's console: the operations chain's staff pages said "useHotkeys() was used outside of a
 * <HotkeysProvider> context" (every Blueprint table), an <Alert> warned of a cancel handler without a
 * cancel button (every screen holding a confirmation), and Popovers warned. A page a person works in
 * writes no Blueprint or React warning: each page is opened, its first list drawn, and the console read.
 */
const PAGES = [
  BOOKING_PAGES.desk,
  VGM_PAGES.staffPackingLists,
  MANIFEST_PAGES.verifyList,
  MANIFEST_PAGES.sendList,
  HOUSE_BILL_PAGES.hbl,
  HOUSE_BILL_PAGES.mbl,
  BILLING_PAGES.invoiceMake,
  ORDER_APPLY_PAGES.apply,
  ORDER_APPLY_PAGES.riskQuery,
  CONTAINER_EVENT_PAGES.maintenance,
  FREIGHT_TRACK_PAGES.list,
  CONTROL_TOWER_PAGES.workCenter,
];
/** What a library or React writes when a component is used wrongly. */
const MISUSE = /\[Blueprint\]|^Warning: |HotkeysProvider|Popover/;

test.use({ storageState: STAFF_STATE });

test('the operations chain’s staff pages write no Blueprint or React warning to the console', async ({ page }) => {
  test.setTimeout(120_000);
  const said: string[] = [];
  page.on('console', (m) => {
    if ((m.type() === 'warning' || m.type() === 'error') && MISUSE.test(m.text())) said.push(`${page.url()}: ${m.text().slice(0, 300)}`);
  });
  for (const path of PAGES) {
    await page.goto(path);
    await expect(page.locator('main, [role="main"], #root').first()).toBeVisible();
    // the page's first rows or its empty state: the tables and popovers are mounted by then
    await page.waitForLoadState('networkidle');
  }
  expect(said).toEqual([]);
});
