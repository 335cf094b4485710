import { expect, type Page } from '@playwright/test';
import { textMatching } from './helpers';

// Steps of the operations chain that several specs take the same way in the browser: the booking
// from a rate's row, a manifest party typed, a container event added, an invoice paid.

/**
 * "订舱" on the first priced row of the rate search. Exact and inside the results: a restored tab
 * strip holds "在线订舱" and its close button "关闭标签页: 在线订舱", which a loose name matches first
 * (before the rows are in), so the first click closed that tab and the row was never booked.
 */
export const bookFirstRow = (page: Page) =>
  page.getByRole('table', { name: '查询运价' }).locator('tr[data-rate]').first().getByRole('button', { name: '订舱', exact: true });

/**
 * On the booking desk (/quckBook/BookingManagement), from the keyboard: j until booking `bookingNo`
 * holds the cursor, a accepts it, s sends it to the carrier.
 */
export async function acceptAndSendFromDesk(desk: Page, bookingNo: string) {
  await desk.goto('/quckBook/BookingManagement');
  const queue = desk.getByTestId('booking-desk');
  const row = queue.locator(`tr[data-booking="${bookingNo}"]`);
  await expect(row).toContainText('已提交，待受理', { timeout: 15_000 });
  const index = await queue.locator('tbody tr').evaluateAll((rows, no) => rows.findIndex((r) => r.getAttribute('data-booking') === no), bookingNo);
  await queue.focus();
  for (let i = 0; i < index; i++) await desk.keyboard.press('j');
  await expect(row).toHaveAttribute('aria-selected', 'true');
  await desk.keyboard.press('a');
  await expect(row).toContainText('已受理');
  await desk.keyboard.press('s');
  await expect(row).toContainText('已发送船公司');
}

/** Now on Shanghai's clock (the event form's default offset), to the minute, minus `hours`, as the datetime field takes it. */
export const shanghaiLocal = (hours: number) => new Date(Date.now() - hours * 3_600_000 + 8 * 3_600_000).toISOString().slice(0, 16);

/**
 * On the container-event maintenance page: one event added through its dialog (an actual one, on
 * Shanghai's clock `hoursAgo` hours back, of a laden box at `place`).
 */
export async function addContainerEvent(page: Page, o: { code: string; box: string; place: string; hoursAgo: number }) {
  await page.getByRole('button', { name: '新增箱动态' }).first().click();
  const form = page.getByRole('dialog');
  await form.getByLabel('事件代码').selectOption(o.code);
  await form.getByLabel('空/重').selectOption('LADEN');
  await form.locator('#evt-local').fill(shanghaiLocal(o.hoursAgo));
  await form.locator('#evt-EVT_LOCATION').fill(o.place);
  await form.getByLabel('箱号').fill(o.box);
  await form.getByRole('button', { name: '新增箱动态' }).click();
  await expect(form).toBeHidden();
  await expect(page.getByText('事件已保存。').first()).toBeVisible();
}

/** Types one manifest party's missing fields the way a person does: country, the code as a type and a value, the contact kind and number. */
export async function fillManifestParty(
  page: Page,
  key: 'Shipper' | 'Consignee' | 'Notify',
  party: string,
  o: { address?: string; country: string; type: string; code: string; phone: string },
) {
  const editor = page.getByTestId(`mft-party-${key}`);
  if (o.address) await editor.getByLabel(`${party} 地址`).fill(o.address);
  await editor.getByLabel(`${party} 国家`).fill(o.country);
  await editor.getByLabel(`${party} 企业代码类型`).selectOption(o.type);
  await editor.getByLabel(`${party} 代码`, { exact: true }).fill(o.code);
  await editor.getByLabel(`${party} 通讯方式`).selectOption('TE');
  await editor.getByLabel(`${party} 通讯号码`).fill(o.phone);
}

/**
 * On InvoiceMake for booking `cgo`: opens one of its debit notes (the `which`-th, or the one whose
 * number matches) and records a payment of what is still open. The amount paid.
 */
export async function payDebitNote(page: Page, cgo: string, which: RegExp | number): Promise<string> {
  await page.goto(`/MakeOrderBusiness/InvoiceMake?CGO_ID=${cgo}`);
  const charges = page.getByTestId('charges');
  await expect(charges).toContainText(cgo);
  const dn = charges.getByRole('button', { name: /^DN\d{10}$/ });
  await (typeof which === 'number' ? dn.nth(which) : charges.getByRole('button', { name: which })).click();
  const panel = page.getByTestId('invoice-panel');
  // read once the panel shows it: the panel renders when the invoice's call answers
  const open = (await textMatching(panel, /未收 [\d,]+\.\d{2}/)).slice('未收 '.length);
  await panel.getByLabel('收款金额').fill(open.replace(/,/g, ''));
  await panel.getByRole('button', { name: '登记收款' }).click();
  await expect(panel).toContainText('已结清');
  return open;
}
