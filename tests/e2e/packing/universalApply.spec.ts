import { expect, type Locator } from '@playwright/test';
import { test } from '../support/test';
import { ENDPOINTS } from '../../../src/contract/endpoints';
import { PKL_STATUS } from '../../../src/domain/packing/status';
import { apiGet } from '../si/siSteps';
import { customerAndOperator, expectStatus, getPkl, openInQueue, pageAs, type PklRow } from './pklSteps';

/** The form field labelled `label` and the words said under it (a FormGroup's helper text). */
const field = (form: Locator, label: string) => form.getByLabel(label, { exact: true });
// (the inner locator of `has` is queried inside each form group: it starts from the page, not the form)
const saidBeside = (form: Locator, label: string) =>
  form.locator('.bp6-form-group', { has: form.page().getByLabel(label, { exact: true }) }).locator('.bp6-form-helper-text');

/**
 * A universal packing list (operations.md §3: a booking made off the platform, its facts typed by the
 * customer): on the application screen the customer switches to 通用, types the carrier booking no.,
 * picks the carrier and the loading port from the pickers and mistypes the discharge port; the server
 * refuses that port beside its field and everything typed stays — through a reload too. Corrected,
 * the application goes through: two packing lists in the list below, and on the operator's universal
 * desk, where the operator opens one from the keyboard.
 */
test('a universal application: a bad port refused beside its field, nothing typed lost, then applied and opened on the universal desk', async ({
  browser,
  baseURL,
}) => {
  test.setTimeout(90_000);
  const base = baseURL!;
  const { customer, operator } = await customerAndOperator(base, 'universal');
  // this spec's own booking number: no other spec's universal packing lists share it
  const bookingNo = `E2EUNIV${Date.now().toString(36).toUpperCase()}`;

  const cust = await pageAs(browser, base, customer);
  await cust.goto('/external/workbench/cargoManager/TrachManManagerApplication');
  await cust.getByRole('radio', { name: '通用（非平台订舱）' }).click();
  const form = cust.getByTestId('pkl-universal-form');
  await field(form, '船公司订舱号').fill(bookingNo);
  await field(form, '船公司').pressSequentially('长荣', { delay: 30 });
  await expect(form.getByRole('listbox').getByRole('option').first()).toContainText('EGLV');
  await field(form, '船公司').press('Enter');
  await field(form, '船名').fill('EVER GENTLE');
  await field(form, '航次').fill('1187-031W');
  await field(form, '起运港').pressSequentially('宁波', { delay: 30 });
  await expect(form.getByRole('listbox').getByRole('option').first()).toContainText('CNNGB');
  await field(form, '起运港').press('Enter');
  await field(form, '目的港').fill('DEHAN'); // a typo: no such port
  await field(form, '箱型').selectOption('40HQ');
  await field(form, '数量').fill('2');
  await form.getByRole('button', { name: '提交申请' }).click();

  // refused beside the port, and only there; what was typed is all still there
  await expect(form.getByRole('alert')).toHaveText('未知的港口代码。');
  await expect(saidBeside(form, '目的港')).toHaveText('未知的港口代码。');
  await expect(saidBeside(form, '起运港')).toHaveCount(0);
  await test.info().attach('universal-form-refused-zh', { body: await cust.locator('.pkl-apply__new').screenshot(), contentType: 'image/png' });
  const typed = { 船公司订舱号: bookingNo, 船公司: 'EGLV', 船名: 'EVER GENTLE', 航次: '1187-031W', 起运港: 'CNNGB', 目的港: 'DEHAN', 箱型: '40HQ', 数量: '2' };
  for (const [label, value] of Object.entries(typed)) await expect(field(form, label), label).toHaveValue(value);

  // a reload finds the universal form again with everything typed
  await cust.reload();
  await expect(cust.getByRole('radio', { name: '通用（非平台订舱）' })).toHaveAttribute('aria-checked', 'true');
  for (const [label, value] of Object.entries(typed)) await expect(field(form, label), label).toHaveValue(value);

  // corrected with the picker, it is applied: two packing lists of the booking, in the list below
  await field(form, '目的港').fill('');
  await field(form, '目的港').pressSequentially('汉堡', { delay: 30 });
  await expect(form.getByRole('listbox').getByRole('option').first()).toContainText('DEHAM');
  await field(form, '目的港').press('Enter');
  await form.getByRole('button', { name: '提交申请' }).click();
  await expect(form.getByRole('status')).toHaveText('已申请 2 张装箱单');
  await expect(field(form, '船公司订舱号')).toHaveValue(''); // emptied for the next application
  await expect(cust.getByTestId('pkl-apply').locator('.bp6-table-cell', { hasText: bookingNo })).toHaveCount(2);

  const page = await apiGet<{ Items: (PklRow & { PKL_BOOKING_NO: string })[] }>(
    base,
    `${ENDPOINTS.packingList}?Universal=true&Stage=all&PageSize=200`,
    customer,
  );
  const mine = page.Items.filter((p) => p.PKL_BOOKING_NO === bookingNo).sort((a, b) => a.PKL_SLOT - b.PKL_SLOT);
  expect(mine.map((p) => [p.PKL_CGO_ID, p.PKL_CNTR_TYPE, p.PKL_SLOT, p.PKL_STATUS])).toEqual([
    [null, '40HQ', 1, PKL_STATUS.APPLIED],
    [null, '40HQ', 2, PKL_STATUS.APPLIED],
  ]);
  const first = mine[0]!.Id;
  expect(await getPkl(base, first, customer)).toMatchObject({
    PKL_CARRIER: 'EGLV',
    PKL_VESSEL: 'EVER GENTLE',
    PKL_VOYAGE: '1187-031W',
    PKL_LOADING_CODE: 'CNNGB',
    PKL_DISCHARGE_CODE: 'DEHAM',
  });

  // the operator finds it on the universal desk, opens it from the keyboard (j to it, Enter, a)
  const op = await pageAs(browser, base, operator);
  await op.goto('/cargoManager/TrachManDataAuditUniversal');
  await expect(op.getByTestId('pkl-queue').locator(`tr[data-id="${first}"]`)).toContainText(bookingNo);
  await openInQueue(op, first);
  await expect(op.getByTestId('pkl-facts')).toContainText(bookingNo);
  await expect(op.getByTestId('pkl-facts')).toContainText('DEHAM');
  await op.keyboard.press('a');
  await expectStatus(base, first, operator, PKL_STATUS.OPENED);
  expect((await getPkl(base, first, operator)).PKL_NO).toMatch(/^PK\d{11}$/);
  await expect(op.getByTestId('pkl-queue').locator(`tr[data-id="${first}"]`)).toHaveCount(0);
});
