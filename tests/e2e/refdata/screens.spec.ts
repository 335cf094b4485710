import { expect } from '@playwright/test';
import { test } from '../support/test';
import { routeTable } from '../../../src/routes/table';
import { STAFF_STATE } from '../support/staff';

test.use({ storageState: STAFF_STATE });

/**
 * Every screen of reference data and data maintenance (spec §2.1, §2.5; commercial.md §1.4) is a
 * real one: it opens under its own title with its seeded rows listed by the server, never "not built
 * yet". The screens' own actions are tested in the other specs of this folder and in tests/api/refdata.
 */
const PAGES = [
  '/BasicData/ShippingCompany',
  '/BasicData/GlobleHaven',
  '/BasicData/Wharf',
  '/BasicData/CostName',
  '/BasicData/Cur',
  '/BasicData/Line',
  '/DataMaintenance/FreightRateMaintenance/ShipCompany',
  '/DataMaintenance/FreightRateMaintenance/wharfmaintain',
  '/DataMaintenance/FreightRateMaintenance/surchargetype',
  '/DataMaintenance/FreightRateMaintenance/linemaintain',
  '/DataMaintenance/FreightRateMaintenance/portmaintain',
  '/DataMaintenance/BasicDataMapping',
  '/DataMaintenance/Linecode',
  '/DataMaintenance/ScheduleMaintenance',
  '/DataMaintenance/ShipAgency',
  '/DataMaintenance/OrderAgency',
  '/DataMaintenance/ShipSchedulemaintain',
  '/DataMaintenance/Shipmaintain',
  '/DataMaintenance/BookCodes',
  '/DataMaintenance/BillCode',
  '/quckBook/BookCode',
  '/SeaFreight/FreightManagement/SailScheduleTemplate',
];

test('every reference-data page opens with its seeded rows', async ({ page }) => {
  test.setTimeout(120_000);
  for (const path of PAGES) {
    const route = routeTable.find((r) => r.path === path);
    expect(route, path).toBeDefined();
    await page.goto(path);
    await expect(page.getByRole('heading', { name: route!.title.zh, exact: true }).first(), path).toBeVisible();
    await expect(page.getByText(/^共 [1-9]\d* 条$/).first(), path).toBeVisible();
    await expect(page.getByText('此页面尚未建成'), path).toHaveCount(0);
  }
});
