import { expect } from '@playwright/test';
import { test } from '../support/test';
import { ENDPOINTS, WEB_VERSION } from '../../../src/contract/endpoints';
import { PACKING_PAGES } from '../../../src/contract/packing/module';
import { PKL_STATUS } from '../../../src/domain/packing/status';
import { addDays } from '../../../src/domain/refdata/sailings';
import { apiPost, employeeToken, makeCompanyEmployee } from '../../support/apiSession';
import { goodBookingWire } from '../../support/bookingWire';
import { openPaletteWithKeys, route } from '../support/helpers';
import { customerAndOperator, pageAs, pklsOf } from './pklSteps';

/** A booking of 天祥's for this spec alone (2 × 40HQ), saved and submitted by the customer, accepted and released by the desk. */
async function releasedBooking(base: string, customer: string): Promise<string> {
  const desk = await employeeToken(base, 'booking@demo.test');
  const wire = goodBookingWire({ ShipperRef: `E2E-PKL-BEHALF-${Date.now()}`, Equipment: [{ ContainerClass: '40HQ', Units: 2 }] });
  const etd = wire.ExpectedEtd!;
  const draft = await apiPost<{ Id: number; Version: number }>(base, ENDPOINTS.bookingSaveDraft, { Wire: wire }, customer);
  const submitted = await apiPost<{ Version: number }>(base, ENDPOINTS.bookingSubmit, { Id: draft.Id, Version: draft.Version }, customer);
  const accepted = await apiPost<{ Version: number }>(base, ENDPOINTS.bookingAccept, { Id: draft.Id, Version: submitted.Version }, desk);
  const released = await apiPost<{ CgoId: string }>(
    base,
    ENDPOINTS.bookingRelease,
    {
      Id: draft.Id,
      Version: accepted.Version,
      Facts: {
        CarrierBookingNo: `BEHALF${Date.now() % 1e8}`,
        ConfirmedVessel: 'COSCO SHIPPING ARIES',
        ConfirmedVoyage: '033W',
        Etd: `${etd} 18:00`,
        ConfirmedEquipment: [{ ContainerClass: '40HQ', Units: 2 }],
        CutOffs: [
          { Code: 'DCO', DateTime: `${addDays(etd, -3)} 12:00` },
          { Code: 'FCO', DateTime: `${addDays(etd, -2)} 12:00` },
        ],
      },
    },
    desk,
  );
  return released.CgoId;
}

/**
 * Who applies for packing lists (issue 34): the operator, from the universal desk, applies for a
 * customer company on one of its platform bookings; the customer finds the application among its own,
 * its log saying staff made it for them. A trucker (a provider company's employee, the trucker's
 * role) has no application page: not in its menus, not offered by the palette, refused by address —
 * and the server refuses the call.
 */
test('the operator applies for a customer from the universal desk; the customer sees it as its own, logged as made on its behalf', async ({
  browser,
  baseURL,
}) => {
  test.setTimeout(90_000);
  const base = baseURL!;
  const { customer, operator } = await customerAndOperator(base, 'behalf');
  const cgo = await releasedBooking(base, customer);

  const op = await pageAs(browser, base, operator);
  await op.goto(PACKING_PAGES.auditUniversal);
  await op.getByTestId('pkl-behalf-open').click();
  const dialog = op.getByRole('dialog', { name: '代客户申请装箱单' });
  await dialog.getByLabel('客户公司').selectOption({ label: '杭州天祥进出口有限公司' });
  await dialog.getByRole('radio', { name: '平台订舱', exact: true }).click();
  await dialog.getByLabel('选择已放舱的订舱').selectOption(cgo);
  await dialog.getByLabel('本次申请 40HQ').fill('1');
  await dialog.getByRole('button', { name: '提交申请' }).click();
  await expect(op.getByText('已申请 1 张装箱单')).toBeVisible();

  // the customer's: in its list of applications, applied, with its log saying who made it for them
  const [made] = await pklsOf(base, cgo, customer);
  expect(made).toMatchObject({ PKL_STATUS: PKL_STATUS.APPLIED, PKL_CNTR_TYPE: '40HQ', CompanyName: '杭州天祥进出口有限公司' });
  const cust = await pageAs(browser, base, customer);
  await cust.goto(`${PACKING_PAGES.log}?Id=${made!.Id}`);
  await expect(cust.getByTestId('packing-log')).toContainText('平台代客户申请装箱单');
});

test('a trucker has no application page: not in its menus or the palette, refused by address, and the call refused', async ({ browser, baseURL }) => {
  const base = baseURL!;
  // an employee of a provider company with the providers' standard role: the demo trucker's role
  const trucker = await makeCompanyEmployee(base, 'provider.admin@demo.test', 'e2e.pkl.trucker.apply', 'pkl-trucker-pass', ['供应商标准角色']);
  const page = await pageAs(browser, base, trucker);
  const apply = route(PACKING_PAGES.apply);
  await page.goto(PACKING_PAGES.manage);
  const menu = page.getByRole('navigation', { name: '菜单' });
  await expect(menu).toContainText(route(PACKING_PAGES.manage).title.zh);
  await expect(menu.getByText(apply.title.zh, { exact: true })).toHaveCount(0);

  await openPaletteWithKeys(page);
  await page.keyboard.type(apply.title.zh);
  await expect(page.locator('[cmdk-item]', { hasText: apply.title.zh })).toHaveCount(0);
  await page.keyboard.press('Escape');

  await page.goto(PACKING_PAGES.apply);
  await expect(page.getByTestId('no-permission')).toContainText('没有权限');
  await expect(page.getByTestId('pkl-apply')).toHaveCount(0);

  const refused = await page.request.post(ENDPOINTS.packingApply, {
    headers: { authorization: `Bearer ${trucker}`, 'web-version': WEB_VERSION, 'content-type': 'application/json' },
    data: {
      Universal: { PKL_BOOKING_NO: 'TRUCKER1', PKL_CARRIER: 'COSU', PKL_VESSEL: 'V', PKL_VOYAGE: '1', PKL_LOADING_CODE: 'CNSHA', PKL_DISCHARGE_CODE: 'DEHAM' },
      Slots: [{ PKL_CNTR_TYPE: '40HQ', Count: 1 }],
    },
  });
  expect(refused.status()).toBe(403);
  expect((await refused.json()).Message).toContain('仅限平台和客户');
});
