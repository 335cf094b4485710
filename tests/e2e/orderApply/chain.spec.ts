import { readFileSync } from 'node:fs';
import { expect } from '@playwright/test';
import { test } from '../support/test';
import { ENDPOINTS, WEB_VERSION } from '../../../src/contract/endpoints';
import { employeeToken, makeCompanyEmployee } from '../../support/apiSession';
import { pdfText } from '../../support/pdfText';
import { pageAs } from '../packing/pklSteps';
import { payDebitNote } from '../support/chainSteps';
import { ownServer } from '../support/ownServer';

/**
 * Issue 37's chain in Chromium, on a server of its own, through the screens: the demo's approved SI
 * HZTXS26HB3D → its house B/L made and the draft sent → approved by the shipper on its workbench →
 * issued and printed (the PDF holds the consignee) → the booking's charges invoiced in USD and CNY →
 * the B/L application, its rules shown before submitting, blocked by the unpaid invoices (and 天祥's
 * invoice overdue on another booking) → the payments recorded on InvoiceMake → checked again →
 * passed (auto approved) → released; the check logs keep both runs.
 */
const OWN_PORT = Number(process.env.E2E_PORT ?? 5001) + 1;

test('approved SI → HBL issued and printed → invoiced → application blocked → paid → checked again → released', async ({ browser }) => {
  test.setTimeout(240_000);
  const server = ownServer(OWN_PORT, undefined, { TAX_INVOICE_CHANNEL_EVERY_MS: '0' });
  await server.start();
  try {
    const base = server.base;
    const admin = await employeeToken(base, 'admin@demo.test');
    const staff = await pageAs(browser, base, admin);
    await staff.setViewportSize({ width: 1400, height: 1600 });

    // the house B/L: made from the approved SI, the draft sent to the workbench
    await staff.goto('/MakeOrderBusiness/HBLMake');
    const hblPage = staff.getByTestId('hbl-make');
    await hblPage.getByRole('textbox', { name: '搜索' }).fill('HZTXS26HB3D');
    await hblPage
      .getByTestId('hbl-to-make')
      .getByRole('button', { name: /生成分提单 HZTXS26HB3D/ })
      .click();
    const detail = hblPage.getByTestId('hbl-detail');
    await expect(detail).toContainText('草稿');
    await detail.getByRole('button', { name: '发送草稿到客户工作台' }).click();
    await expect(detail).toContainText('待客户确认');
    const hblNo = (await detail.locator('h4').first().textContent())!.split(' ')[0]!;

    // the shipper approves it on its SI's page
    const token = await makeCompanyEmployee(base, 'customer.admin@demo.test', 'e2e.oap.shipper', 'oap-shipper-pass', ['客户标准角色']);
    const shipper = await pageAs(browser, base, token);
    // which SI and bill it is (a read of the list the clerk's screen shows)
    const [row] = (
      (await (
        await fetch(`${base}${ENDPOINTS.hblList}?HBL_NO=${hblNo}`, { headers: { authorization: `Bearer ${admin}`, 'web-version': WEB_VERSION } })
      ).json()) as {
        Data: { Items: { Id: number; HBL_SI_ID: number }[] };
      }
    ).Data.Items;
    const siId = row!.HBL_SI_ID;
    await shipper.goto(`/external/workbench/SILogs?id=${siId}`);
    const panel = shipper.getByTestId('bl-draft-panel');
    await expect(panel).toContainText(hblNo);
    await panel.getByRole('button', { name: '确认草稿' }).click();
    await expect(panel).toContainText('您已确认此草稿');

    // issued and printed: the original's PDF holds the consignee
    await staff.goto(`/MakeOrderBusiness/HBLMake?Id=${row!.Id}`);
    await expect(detail).toContainText('客户已确认');
    await detail.getByRole('button', { name: '签发', exact: true }).click();
    await staff.getByRole('dialog').getByRole('button', { name: '签发' }).click();
    await expect(detail).toContainText('已签发');
    const [download] = await Promise.all([staff.waitForEvent('download'), detail.getByRole('button', { name: '打印正本' }).click()]);
    const bytes = readFileSync((await download.path())!);
    expect(bytes.subarray(0, 5).toString()).toBe('%PDF-');
    expect((await pdfText(bytes))[0]).toContain('HANSEATIC HOME GOODS GMBH');

    // the booking's charges invoiced in USD and in CNY, confirmed, unpaid
    const cgo = 'CGO-HZTX-2611-HB3';
    await staff.goto(`/MakeOrderBusiness/InvoiceMake?CGO_ID=${cgo}`);
    const charges = staff.getByTestId('charges');
    await expect(charges).toContainText(cgo);
    const add = staff.getByTestId('add-line');
    await add.getByLabel('单价').fill('1200');
    await add.getByRole('button', { name: '保存费用' }).click();
    await expect(charges.getByRole('table')).toContainText('USD 1,200.00');
    await add.getByLabel('费用代码').fill('DOC');
    await add.getByLabel('单价').fill('450');
    await add.getByLabel('币种').selectOption('CNY');
    await add.getByRole('button', { name: '保存费用' }).click();
    await expect(charges.getByRole('table')).toContainText('CNY 450.00');
    await charges.getByRole('checkbox', { name: /^OF \d+$/ }).check({ force: true });
    await charges.getByLabel('账单币种').selectOption('USD');
    await charges.getByRole('button', { name: '开账单' }).click();
    await expect(charges.getByRole('button', { name: /^DN\d{10}$/ })).toBeVisible();
    await charges.getByRole('checkbox', { name: /^DOC \d+$/ }).check({ force: true });
    await charges.getByLabel('账单币种').selectOption('CNY');
    await charges.getByRole('button', { name: '开账单' }).click();
    const dns = charges.getByRole('button', { name: /^DN\d{10}$/ });
    await expect(dns).toHaveCount(2);
    const invoicePanel = staff.getByTestId('invoice-panel');
    for (const i of [0, 1]) {
      await dns.nth(i).click();
      await invoicePanel.getByRole('button', { name: '确认账单' }).click();
      await expect(invoicePanel).toContainText('已确认（已发送）');
    }

    // the application: every rule's result shown before submitting; blocked
    await staff.goto('/orderApply/apply/orderApply');
    const apps = staff.getByTestId('oap-applications');
    await apps.getByTestId('oap-new').click();
    const form = staff.getByRole('dialog');
    await form.locator('#oap-hbl').fill(hblNo.slice(0, 6));
    await staff.getByRole('option', { name: new RegExp(hblNo) }).click();
    await form.getByLabel('放单方式').selectOption('4');
    await form.getByTestId('oap-check').click();
    const results = form.getByTestId('rule-results');
    await expect(results.locator('tr[data-rule="R1_UNPAID"]')).toHaveAttribute('data-result', 'BLOCK');
    await expect(results.locator('tr[data-rule="R1_UNPAID"]')).toContainText('USD 1200.00');
    await expect(results.locator('tr[data-rule="R3_OVERDUE"]')).toHaveAttribute('data-result', 'REVIEW');
    await expect(results.locator('tr[data-rule="R3_OVERDUE"]')).toContainText(/逾期（最长 \d+ 天）/);
    await staff.screenshot({ path: 'test-results/screens/oap-apply-form-zh.png' });
    await form.getByTestId('oap-submit').click();
    const status = staff.getByTestId('oap-detail-status');
    await expect(status).toContainText('已拦截');
    await expect(staff.getByTestId('oap-recheck')).toBeVisible();
    const url = staff.url();

    // the payments recorded: this booking's two invoices, and the one overdue on another booking
    await payDebitNote(staff, cgo, 0);
    await payDebitNote(staff, cgo, 1);
    await payDebitNote(staff, 'CGO-HZTX-2611-003', 0);

    // checked again: every rule passes, auto approved; released
    await staff.goto(url);
    await staff.getByTestId('oap-recheck').click();
    await expect(status).toContainText('自动通过');
    await expect(staff.getByTestId('rule-results').locator('tr[data-result="BLOCK"]')).toHaveCount(0);
    await staff.getByTestId('oap-release').click();
    await expect(status).toContainText('已放单');
    await staff.screenshot({ path: 'test-results/screens/oap-released-zh.png' });

    // the check logs: both runs, the first blocked by the unpaid invoices
    await staff.goto('/orderApply/check/checkLogs');
    const logs = staff.getByTestId('oap-check-logs');
    await expect(logs).toContainText('本提单未付');
    await expect(logs).toContainText('本提单无未付费用');

    // the application's log reads in words: the check's outcome with its reasons, the release
    await staff.goto('/orderApply/apply/applyLogs');
    const applyLog = staff.getByTestId('oap-apply-logs');
    await expect(applyLog).toContainText('放单（海运单放单）');
    await expect(applyLog).toContainText(/第 1 次检查：拦截，转为“已拦截”，未付费用 CNY [\d,]+\.\d\d；本单未付费用（拦截）/);
    await expect(applyLog).not.toContainText(/v1\.|NotPassed|\{/);
    await staff.screenshot({ path: 'test-results/screens/oap-apply-logs-zh.png' });
  } finally {
    await server.stop();
  }
});
