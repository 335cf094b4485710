import { expect, type Page } from '@playwright/test';
import { test } from '../support/test';
import { ENDPOINTS } from '../../../src/contract/endpoints';
import { READY_SPACE_PAGES as P } from '../../../src/contract/readySpace/module';
import type { ReadySpaceRow } from '../../../src/contract/readySpace/calls';
import type { SiSourceData } from '../../../src/contract/si';
import { todayInShanghai } from '../../../src/domain/refdata/exchangeRates';
import { addDays } from '../../../src/domain/refdata/sailings';
import { withCheckDigit } from '../../../src/domain/si/iso6346';
import { apiPost, makeCompanyEmployee, storageStateWith } from '../../support/apiSession';
import { draftFor } from '../../support/siDrafts';
import { STAFF_STATE } from '../support/staff';
import { apiGet } from '../si/siSteps';

/**
 * Ready space in the browser (issue 18, commercial.md §5): a provider publishes three 40HQ on a
 * sailing, the platform approves it, two customers watch it in two browsers; one buys the last
 * containers and the other's open page shows 已售罄 without a reload; the provider confirms and
 * releases the S/O; the buyer's order carries the CGO_ID and an SI is made on it.
 */
test('a provider publishes, the platform approves, one customer buys the last containers while the other watches it sell out live, and the S/O release leads to an SI', async ({
  browser,
  baseURL,
}) => {
  test.setTimeout(150_000);
  const base = baseURL!;
  const open = async (token: string) => (await browser.newContext({ storageState: storageStateWith(base, token, 'employee') })).newPage();
  const providerToken = await makeCompanyEmployee(base, 'provider.admin@demo.test', 'e2e.rs.provider', 'rs-provider-pass', ['供应商标准角色']);
  const buyerToken = await makeCompanyEmployee(base, 'customer.admin@demo.test', 'e2e.rs.buyer', 'rs-buyer-pass', ['客户标准角色']);
  const watcherToken = await makeCompanyEmployee(base, 'customer.admin@demo.test', 'e2e.rs.watcher', 'rs-watcher-pass', ['客户标准角色']);
  const today = todayInShanghai();
  const voyage = `${String(Date.now()).slice(-5)}E`;

  // --- the provider publishes: the form, a reload that keeps what was typed, submit ---
  const provider = await open(providerToken);
  await provider.goto(P.publish);
  const form = provider.getByTestId('ready-space-form');
  await form.getByLabel('船公司').fill('cosu');
  await form.getByLabel('起运港').fill('CNSHA');
  await form.getByLabel('目的港').fill('NLRTM');
  // the lane's sailings from the schedule: picking one fills the vessel, voyage, ETD and cut-offs
  const sailings = form.getByTestId('sailing-pick');
  await sailings.getByRole('button', { name: /^选用/ }).first().click();
  await expect(sailings).toContainText('已选航次');
  await expect(form.getByLabel('船名')).not.toHaveValue('');
  await expect(form.getByLabel(/^DCO/)).toHaveValue(/^\d{4}-\d{2}-\d{2} \d{2}:\d{2}$/);
  // …or they are typed (a vessel the reference data knows); this run's own voyage finds the listing again
  await form.getByLabel('船名').fill('COSCO SHIPPING UNIVERSE');
  await form.getByLabel('航次').fill(voyage);
  await form.getByLabel(/^开船日/).fill(addDays(today, 20));
  await form.getByLabel(/^DCO/).fill(`${addDays(today, 17)} 12:00`);
  await form.getByLabel(/^FCO/).fill(`${addDays(today, 18)} 12:00`);
  await form.getByLabel('总量 1').fill('3');
  await form.getByLabel('单价 1').fill('1850');
  await form.getByLabel('占舱时限（分钟）').fill('90');
  await provider.reload();
  await expect(form.getByLabel('航次')).toHaveValue(voyage); // nothing typed is lost
  await expect(form.getByLabel('船公司')).toHaveValue('COSU');
  await form.getByLabel('取消条款').fill('放舱后取消每箱 USD 300');
  await form.getByRole('button', { name: '提交审核' }).click();
  await expect(provider).toHaveURL(new RegExp(`${P.submitted}$`));
  await expect(provider.getByTestId('ready-space-list').locator('.bp6-table-cell', { hasText: `COSCO SHIPPING UNIVERSE ${voyage}` })).toBeVisible();
  const mine = await apiGet<{ Items: ReadySpaceRow[] }>(base, `${ENDPOINTS.readySpaceList}?Scope=MINE&PageSize=200`, providerToken);
  const spaceNo = mine.Items.find((r) => r.Voyage === voyage)!.SpaceNo;

  // --- the platform approves it from its audit queue ---
  const staff = await (await browser.newContext({ storageState: STAFF_STATE })).newPage();
  await staff.goto(P.manage);
  const queue = await narrow(staff, 'ready-space-list', '现舱编号', spaceNo);
  await expect(queue.locator('.bp6-table-cell', { hasText: '待审核' })).toBeVisible();
  await queue.getByRole('button', { name: '审核通过' }).click();
  await expect(queue.locator('.bp6-table-cell', { hasText: '在售' })).toBeVisible();

  // --- two customers open the listing from the market ---
  const buyer = await open(buyerToken);
  const watcher = await open(watcherToken);
  for (const page of [buyer, watcher]) {
    await page.goto(P.market);
    await (await narrow(page, 'ready-space-list', '现舱编号', spaceNo)).getByRole('button', { name: '查看' }).click();
    await expect(page).toHaveURL(new RegExp(`${P.detail}\\?id=\\d+$`));
    await expect(page.getByTestId('available-40HQ')).toHaveText('3');
    await expect(page.getByTestId('space-status')).toHaveText('在售');
  }

  // --- what the buyer reads before buying: the price basis, the hold time, the total as typed ---
  await expect(buyer.getByTestId('price-includes')).toHaveText('仅海运费');
  await expect(buyer.getByTestId('hold-time')).toContainText('90 分钟');
  await expect(buyer.getByTestId('total-before-buying')).toContainText('请填写各箱型数量');
  // more than is left stays as typed: the line says so and offers what is left, the buy waits for the buyer
  await buyer.getByLabel('箱量 40HQ').fill('5');
  await expect(buyer.getByTestId('over-40HQ')).toContainText('40HQ 只剩 3 个');
  await expect(buyer.getByLabel('箱量 40HQ')).toHaveValue('5');
  await buyer.getByRole('button', { name: '改为 3 个' }).click();
  await expect(buyer.getByTestId('over-40HQ')).toHaveCount(0);
  await expect(buyer.getByTestId('total-before-buying')).toContainText('USD 5550.00');

  // --- the buyer takes all three; the watcher's page sells out without a reload ---
  await buyer.getByLabel('箱量 40HQ').fill('3');
  await buyer.getByLabel('品名').fill('FURNITURE');
  await buyer.getByLabel('联系人').fill('陈晨');
  await buyer.getByLabel('电话').fill('13800000000');
  await buyer.reload(); // the buy form survives a reload too
  await expect(buyer.getByLabel('品名')).toHaveValue('FURNITURE');
  await expect(buyer.getByLabel('箱量 40HQ')).toHaveValue('3');
  await buyer.getByRole('button', { name: '立即下单' }).click();
  const placed = buyer.getByTestId('placed');
  await expect(placed).toContainText('已下单，舱位为您保留至');
  await expect(placed).toContainText(/\d:\d{2}:\d{2}/); // the hold counts down
  const orderNo = (await placed.textContent())!.match(/^\S+?(?=:)/)![0];
  await expect(buyer.getByTestId('my-orders-here')).toContainText(orderNo);

  await expect(watcher.getByTestId('space-status')).toHaveText('已售罄');
  await expect(watcher.getByTestId('available-40HQ')).toHaveText('0');
  await expect(watcher.getByRole('button', { name: '立即下单' })).toBeDisabled();
  // a visitor's public query says so too
  const visitor = await browser.newPage();
  await visitor.goto(P.public);
  const shelf = visitor.getByTestId('ready-space-public');
  await shelf.getByLabel('起运港').fill('CNSHA');
  await shelf.getByLabel('目的港').fill('NLRTM');
  const soldOut = shelf.locator('tbody tr', { hasText: voyage });
  await expect(soldOut).toContainText('40HQ 已售罄');
  await expect(soldOut.getByTestId('sold-out')).toHaveText('已售罄');

  // --- the buyer sends its payment proof from the file upload page ---
  await buyer.goto(P.orderUpload);
  const pick = buyer.getByLabel('选择订单');
  await pick.selectOption((await pick.locator('option', { hasText: orderNo }).getAttribute('value'))!);
  const buyerFiles = buyer.getByTestId('ready-space-order-files');
  await buyerFiles.getByLabel('类型', { exact: true }).selectOption({ label: '水单（付款凭证）' });
  await buyerFiles.getByLabel('选择文件并上传').setInputFiles({ name: 'payment.pdf', mimeType: 'application/pdf', buffer: PDF });
  await expect(buyerFiles.locator('tr', { hasText: 'payment.pdf' })).toContainText('水单（付款凭证）');
  // a renamed file that is no PDF is refused with a reason, and nothing is kept
  await buyerFiles.getByLabel('选择文件并上传').setInputFiles({ name: 'fake.pdf', mimeType: 'application/pdf', buffer: Buffer.from('MZ not a pdf') });
  await expect(buyer.locator('.bp6-toast.bp6-intent-danger')).toContainText('只接受 PDF、JPG、PNG 和 Excel（xlsx）文件');
  await expect(buyerFiles.locator('tr', { hasText: 'fake.pdf' })).toHaveCount(0);

  // --- the provider confirms, uploads the S/O copy and releases with it ---
  await provider.goto(P.orders);
  const orders = await narrow(provider, 'ready-space-orders', '订单号', orderNo);
  await expect(orders.locator('.bp6-table-cell', { hasText: '待确认（占舱中）' })).toBeVisible();
  await orders.getByRole('button', { name: '确认订单' }).click();
  await expect(orders.locator('.bp6-table-cell', { hasText: '已确认' })).toBeVisible();
  await orders.locator('.bp6-table-cell', { hasText: orderNo }).dblclick(); // the order's files open below the list
  const sellerFiles = provider.getByTestId('ready-space-order-files');
  await expect(sellerFiles.locator('tr', { hasText: 'payment.pdf' })).toBeVisible(); // the seller sees the buyer's proof
  await sellerFiles.getByLabel('类型', { exact: true }).selectOption({ label: 'S/O 放舱单' });
  await sellerFiles.getByLabel('选择文件并上传').setInputFiles({ name: 'so-copy.pdf', mimeType: 'application/pdf', buffer: PDF });
  await expect(sellerFiles.locator('tr', { hasText: 'so-copy.pdf' })).toBeVisible();
  await orders.getByRole('button', { name: '放舱' }).click();
  const dialog = provider.getByRole('dialog');
  await expect(dialog.getByLabel(/so-copy\.pdf/)).toBeChecked(); // the uploaded S/O goes with the release
  const carrierNo = `COSU64${String(Date.now()).slice(-8)}`;
  await dialog.getByLabel(/^船公司订舱号/).fill(carrierNo);
  await dialog.getByRole('button', { name: '确定' }).click();
  await expect(orders.locator('.bp6-table-cell', { hasText: '已放舱' })).toBeVisible();

  // --- the buyer's order is released with its CGO_ID; the SI flow opens on it and an SI is made ---
  await buyer.goto(P.myOrders);
  const myOrders = await narrow(buyer, 'ready-space-orders', '订单号', orderNo);
  await expect(myOrders.locator('.bp6-table-cell', { hasText: '已放舱' })).toBeVisible();
  await myOrders.getByRole('button', { name: '制作提单补料' }).click();
  await expect(buyer).toHaveURL(/\/external\/workbench\/siSubmit\?cgo=CGO-/);
  const cgo = new URL(buyer.url()).searchParams.get('cgo')!;
  await expect(buyer.getByTestId('si-submit')).toContainText(cgo);
  const source = await apiGet<SiSourceData>(base, `${ENDPOINTS.siSourceData}?CGO_ID=${cgo}`, buyerToken);
  expect(source.Containers).toEqual([{ TYPE: '40HQ', COUNT: 3, CNNOS: [] }]);
  const boxes = ['COSU718301', 'COSU718302', 'COSU718303'].map((no) => ({ no: withCheckDigit(no), type: '40HQ' }));
  const { Ids } = await apiPost<{ Ids: number[] }>(
    base,
    ENDPOINTS.siAdd,
    { TDBLInfos: [draftFor(source, boxes, 1)], Num: 1, CGO_ID: cgo, MBL_NO: source.MBL_NO },
    buyerToken,
  );
  expect(Ids).toHaveLength(1);
  // the buyer has the S/O copy the release went with, beside its own proof
  const mineNow = await apiGet<{ Items: { Id: number }[] }>(base, `${ENDPOINTS.readySpaceOrderList}?Scope=BUYER&OrderNo=${orderNo}`, buyerToken);
  const files = await apiGet<{ Kind: string; FileName: string }[]>(base, `${ENDPOINTS.readySpaceOrderFileList}?Id=${mineNow.Items[0]!.Id}`, buyerToken);
  expect(files.map((f) => `${f.Kind} ${f.FileName}`).sort()).toEqual(['PAYMENT_PROOF payment.pdf', 'SO so-copy.pdf']);
});

/** The smallest file that reads as a PDF (its first bytes are what the server checks). */
const PDF = Buffer.from('%PDF-1.4\n1 0 obj <<>> endobj\ntrailer <<>>\n%%EOF\n');

/** A list narrowed to the one row whose `label` column holds `value`: its buttons are that row's. */
async function narrow(page: Page, testId: string, label: string, value: string) {
  const list = page.getByTestId(testId);
  await list.getByRole('textbox', { name: label }).fill(value);
  await expect(list.getByText('共 1 条')).toBeVisible();
  return list;
}
