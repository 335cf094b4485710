import { expect, type Browser, type Page } from '@playwright/test';
import { WEB_VERSION } from '../../../src/contract/endpoints';
import { localDateTime, OFFICE_ZONE } from '../../../src/domain/refdata/localTimes';
import { employeeToken, makeCompanyEmployee, storageStateWith } from '../../support/apiSession';
import { test } from '../support/test';

/**
 * Issue 48's chain in Chromium, through the screens, on the run's shared server: the order-entry
 * clerk (entry@demo.test, whom no other spec signs in as) designs and publishes a form of its own and
 * makes it 杭州天祥's form for sea-rail exports (a business no other data uses) → enters an order for
 * 天祥 on it and submits it → accepts it → asks 天祥 for a supplement → an employee of 天祥 (the spec's
 * own) fills it on its workbench → the clerk accepts it → links 天祥's demo booking BK2611000018
 * (CGO-HZTX-2611-006, 2×40HQ: no other spec touches it; the order wants 1×40HQ) → the order is booked
 * and its board shows the booking's progress; then the demo's accepted order of rattan chairs (no other
 * spec touches it) is made into its booking (生成订舱) and the booking's own form is offered.
 */
const BOOKING_NO = 'BK2611000018';
const CUSTOMER = '杭州天祥进出口有限公司';

async function pageAs(browser: Browser, base: string, token: string, mode: 'employee' | 'userBindEmployee'): Promise<Page> {
  const context = await browser.newContext({ baseURL: base, storageState: storageStateWith(base, token, mode) });
  const page = await context.newPage();
  await page.setViewportSize({ width: 1400, height: 1400 });
  return page;
}

/** A text box of the entry form (or a grid's cell), typed and left: the form commits a field when it is left. */
async function type(page: Page, selector: string, text: string) {
  const box = page.locator(selector);
  await box.fill(text);
  await box.press('Tab');
}

test('a form designed and published → an order entered on it → a supplement filled by the customer and accepted → booked → its board', async ({
  browser,
  baseURL,
}) => {
  // the whole chain, then the demo's accepted order made into its booking
  test.setTimeout(60_000);
  const base = baseURL!;
  const stamp = Date.now().toString(36).slice(-5).toUpperCase();
  const formName = `E2E海铁委托${stamp}`;
  const [clerkToken, customerToken] = await Promise.all([
    employeeToken(base, 'entry@demo.test'),
    makeCompanyEmployee(base, 'customer.admin@demo.test', `e2e.ent.${stamp.toLowerCase()}`, 'ent-cust-pass', ['客户标准角色']),
  ]);
  const clerk = await pageAs(browser, base, clerkToken, 'userBindEmployee');

  // the form: a contract number of its own (required) and the order's container grid; saved, then published
  await clerk.goto('/entryOrder/EntryOrdeFormAdmin');
  await clerk.getByTestId('efm-new').click();
  const designer = clerk.getByTestId('efm-designer');
  await designer.getByTestId('efm-name').fill(formName);
  await designer.getByTestId('efm-key').fill('E2E_CONTRACT');
  await designer.getByTestId('efm-label-zh').fill('合同号');
  await designer.getByTestId('efm-label-en').fill('Contract no.');
  await designer.getByTestId('efm-required').check({ force: true });
  await designer.getByTestId('efm-add').click();
  await designer.getByTestId('efm-key').fill('ENT_CONTAINERS');
  await designer.getByTestId('efm-label-zh').fill('箱型箱量');
  await designer.getByTestId('efm-label-en').fill('Containers');
  await designer.getByTestId('efm-type').selectOption('container-grid');
  await expect(designer.getByTestId('efm-problems')).toContainText('没有问题');
  await designer.getByTestId('efm-save').click();
  await designer.getByTestId('efm-publish').click();
  await clerk.getByRole('alertdialog').getByRole('button', { name: '发布' }).click();
  await expect(designer.getByTestId('efm-status')).toHaveText('已发布');

  // 天祥's sea-rail exports are entered on it
  await clerk.goto('/entryOrder/entryOrdeForm');
  await clerk.getByTestId('ent-use-new').click();
  const use = clerk.getByRole('dialog');
  await use.locator('#use-company').selectOption({ label: `CUS-HZTX ${CUSTOMER}` });
  await use.locator('#use-transport').selectOption('SEA_RAIL');
  await use.getByTestId('use-form').selectOption(formName);
  await use.getByTestId('use-save').click();
  await expect(clerk.getByTestId('ent-use-table')).toContainText(formName);

  // the order, entered on that form for 天祥 and submitted
  await clerk.goto('/entryOrder/entryOnline');
  await clerk.getByTestId('ent-customer').selectOption({ label: `CUS-HZTX ${CUSTOMER}` });
  await clerk.locator('#ent-transport').selectOption('SEA_RAIL');
  await expect(clerk.getByTestId('ent-form-name')).toContainText(formName);
  await type(clerk, '#ef-E2E_CONTRACT', `HT-${stamp}`);
  await clerk.getByTestId('grid-ENT_CONTAINERS-add').click();
  await type(clerk, '[data-testid="grid-ENT_CONTAINERS-1-TYPE"]', '40HQ');
  await type(clerk, '[data-testid="grid-ENT_CONTAINERS-1-COUNT"]', '1');
  await type(clerk, '#ef-ENT_POL', 'CNNGB');
  await type(clerk, '#ef-ENT_POD', 'SGSIN');
  await clerk.locator('#ef-ENT_CARGO_READY').fill('2026-12-01');
  await type(clerk, '#ef-ENT_PKGS', '120');
  await type(clerk, '#ef-ENT_KG', '8600');
  await type(clerk, '#ef-ENT_CBM', '55');
  await type(clerk, '#ef-ENT_GOODS', 'E2E OAK CHAIRS');
  await type(clerk, '#ef-Shipper', 'HANGZHOU TIANXIANG IMP. & EXP. CO., LTD.');
  await type(clerk, '#ef-Consignee', 'SINGAPORE HOME LIVING PTE. LTD.');
  await expect(clerk.getByTestId('ent-problems')).toContainText('没有问题');
  await clerk.getByTestId('ent-submit').click();
  const entry = clerk.getByTestId('ent-entry');
  await expect(entry.locator('h2')).toContainText('已提交');
  const entNo = (await clerk.getByTestId('ent-no').textContent())!;
  const entId = Number(new URL(clerk.url()).searchParams.get('Id'));

  // accepted (the clerk its operator), then a supplement asked of 天祥: the contract number, due tomorrow
  await clerk.getByTestId('ent-decide').click();
  await clerk.getByTestId('ent-decide-confirm').click();
  await expect(entry.locator('h2')).toContainText('已受理');
  await clerk.getByTestId('ent-request-supplement').click();
  const request = clerk.getByTestId('sup-request');
  await expect(request.getByTestId('sup-ent-customer')).toHaveText(CUSTOMER);
  await request.getByTestId('sup-pick-fields').getByText('合同号').click();
  await request.getByTestId('sup-due').fill(localDateTime(new Date(Date.now() + 86_400_000).toISOString(), OFFICE_ZONE));
  await request.getByTestId('sup-send').click();
  const detail = clerk.getByTestId('sup-detail');
  await expect(detail).toHaveAttribute('data-status', '1');
  const supUrl = new URL(clerk.url());
  // the same request on the page the work center's next supplement and the tower's SUP_OVERDUE open: the list's, with its Id
  await clerk.goto(`/entryOrder/orderSupplementList?Id=${supUrl.searchParams.get('Id')}`);
  await expect(detail).toHaveAttribute('data-status', '1');

  // 天祥's employee fills it on its workbench
  const customer = await pageAs(browser, base, customerToken, 'employee');
  await customer.goto(`${supUrl.pathname}${supUrl.search}`);
  const asked = customer.getByTestId('sup-detail');
  await expect(asked).toContainText(entNo);
  await asked.getByTestId('sup-answer-E2E_CONTRACT').fill(`HT-${stamp}-A`);
  await asked.getByTestId('sup-fill').click();
  await expect(asked).toHaveAttribute('data-status', '2');
  await customer.context().close();

  // the clerk accepts it (the page hears the fill), then links the booking made for the order
  await expect(detail).toHaveAttribute('data-status', '2');
  await expect(detail).toContainText(`HT-${stamp}-A`);
  await detail.getByTestId('sup-accept').click();
  await expect(detail).toHaveAttribute('data-status', '3');
  // the clerk's work center lists the module's supplement queues
  await clerk.goto('/internal/WorkCenter');
  await expect(clerk.locator('[data-queue="entryOrder.supplementsFilled"]')).toBeVisible();
  await expect(clerk.locator('[data-queue="entryOrder.supplementsOverdue"]')).toBeVisible();
  await clerk.goto(`/entryOrder/entryOnline?Id=${entId}`);
  await clerk.getByTestId('ent-link').click();
  const link = clerk.getByRole('dialog', { name: '关联订舱' });
  await link.getByTestId('ent-link-search').fill(BOOKING_NO);
  await link.getByTestId(`ent-link-${BOOKING_NO}`).check({ force: true });
  await link.getByTestId('ent-link-confirm').click();
  await expect(entry.locator('h2')).toContainText('已订舱');
  await expect(clerk.getByTestId('ent-booking')).toContainText(BOOKING_NO);

  // the order's board: the booking's progress, booked done
  await clerk.goto(`/entryOrder/orderTracking?ENT_ID=${entId}`);
  const board = clerk.getByTestId('ent-board');
  await expect(board.getByTestId('ent-board-no')).toHaveText(entNo);
  await expect(board).toContainText(`订舱：${BOOKING_NO}`);
  await expect(board.locator('table tbody tr').first()).toContainText('已完成');
  await clerk.screenshot({ path: 'test-results/screens/entry-order-board.png' });

  // the demo's accepted order of rattan chairs (no booking yet) made into its booking: the draft's number beside it, its own form offered
  const accepted = await fetch(`${base}/api/EntryOrder/List?ENT_STATUS=3&PageSize=100`, {
    headers: { authorization: `Bearer ${clerkToken}`, 'web-version': WEB_VERSION },
  });
  const rattan = ((await accepted.json()) as { Data: { Items: { Id: number; ENT_GOODS: string }[] } }).Data.Items.find((r) => r.ENT_GOODS === 'RATTAN CHAIRS')!;
  await clerk.goto(`/entryOrder/entryOnline?Id=${rattan.Id}`);
  await clerk.getByTestId('ent-make-booking').click();
  const made = clerk.getByTestId('ent-made-booking');
  await expect(made).toContainText(/BK\d{10}/);
  await expect(made).toContainText('草稿');
  await expect(entry.locator('h2')).toContainText('已受理');
  await expect(clerk.getByTestId('ent-make-booking')).toHaveCount(0);
  await clerk.getByRole('button', { name: '打开订舱继续填写' }).click();
  await expect(clerk).toHaveURL(/\/quckBook\/internalBookOnline\?id=\d+/);
});
