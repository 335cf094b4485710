import { expect } from '@playwright/test';
import { test } from '../support/test';
import { employeeToken } from '../../support/apiSession';
import { pageAs } from '../packing/pklSteps';
import { ownServer } from '../support/ownServer';

/**
 * Issue 37 in Chromium, on a server of its own: finance opens a job's charges on InvoiceMake (a USD
 * and a CNY line, per-currency totals, never added), makes a USD debit note and a CNY one from them,
 * confirms the USD one and records a part payment — its state reads 部分收款 — then the CNY one in full.
 */
test('a USD and a CNY invoice made from a booking’s charges, confirmed, payments recorded', async ({ browser }) => {
  test.setTimeout(180_000);
  const server = ownServer(Number(process.env.E2E_PORT ?? 4173) + 1, undefined, { TAX_INVOICE_CHANNEL_EVERY_MS: '0' });
  await server.start();
  try {
    const token = await employeeToken(server.base, 'admin@demo.test');
    const cgo = 'CGO-HZTX-2611-005';
    const page = await pageAs(browser, server.base, token);
    await page.goto(`/MakeOrderBusiness/InvoiceMake?CGO_ID=${cgo}`);
    const charges = page.getByTestId('charges');
    await expect(charges).toContainText(cgo);
    // two lines typed by finance: USD ocean freight, CNY documentation
    const add = page.getByTestId('add-line');
    await add.getByLabel('单价').fill('1200');
    await add.getByRole('button', { name: '保存费用' }).click();
    await expect(charges.getByRole('table')).toContainText('USD 1,200.00');
    await add.getByLabel('费用代码').fill('DOC');
    await add.getByLabel('单价').fill('400');
    await add.getByLabel('币种').selectOption('CNY');
    await add.getByRole('button', { name: '保存费用' }).click();
    await expect(charges.getByRole('table')).toContainText('CNY 400.00');
    // the documentation fee corrected in place: the form holds the line's values, saving changes that line
    await charges.getByRole('button', { name: /^编辑 DOC \d+$/ }).click();
    await expect(add).toContainText('修改费用 DOC');
    await expect(add.getByLabel('币种')).toHaveValue('CNY');
    await add.getByLabel('单价').fill('450');
    await add.getByRole('button', { name: '保存费用' }).click();
    await expect(add).toContainText('添加费用');
    await expect(charges.getByRole('table')).toContainText('CNY 450.00');
    await expect(charges.getByRole('table')).not.toContainText('CNY 400.00');
    await expect(page.getByTestId('totals')).toContainText('应收合计（分币种）: CNY 450.00 + USD 1,200.00');

    // a USD debit note of the ocean freight
    await charges.getByRole('checkbox', { name: /^OF \d+$/ }).check({ force: true });
    await charges.getByLabel('账单币种').selectOption('USD');
    await charges.getByRole('button', { name: '开账单' }).click();
    const usdNo = charges.getByRole('button', { name: /^DN\d{10}$/ });
    await expect(usdNo).toBeVisible();
    // a CNY one of the documentation fee
    await charges.getByRole('checkbox', { name: /^DOC \d+$/ }).check({ force: true });
    await charges.getByLabel('账单币种').selectOption('CNY');
    await charges.getByRole('button', { name: '开账单' }).click();
    await expect(charges.getByRole('button', { name: /^DN\d{10}$/ })).toHaveCount(2);

    await usdNo.first().click();
    const panel = page.getByTestId('invoice-panel');
    await expect(panel).toContainText('草稿账单');
    await panel.getByRole('button', { name: '确认账单' }).click();
    await expect(panel).toContainText('已确认（已发送）');
    await panel.getByLabel('收款金额').fill('500');
    await panel.getByLabel('水单号').fill('TT-E2E-1');
    await panel.getByRole('button', { name: '登记收款' }).click();
    await expect(panel).toContainText('部分收款');
    await expect(panel).toContainText('未收 700.00');
    // its log in words, with the figures (never an event code)
    await expect(panel.getByRole('list')).toContainText('登记收款 USD 500.00');
    await expect(panel.getByRole('list')).toContainText('TT-E2E-1），累计已收 500.00');
    await page.screenshot({ path: 'test-results/billing-invoiceMake.png', fullPage: true });

    await charges
      .getByRole('button', { name: /^DN\d{10}$/ })
      .nth(1)
      .click();
    await panel.getByRole('button', { name: '确认账单' }).click();
    await expect(panel).toContainText('已确认（已发送）');
    // the documentation fee carries 6 % VAT (its fee code's): CNY 450.00 + 27.00
    await expect(panel).toContainText('CNY 477.00');
    await panel.getByLabel('收款金额').fill('477');
    await panel.getByRole('button', { name: '登记收款' }).click();
    await expect(panel).toContainText('已结清');
  } finally {
    await server.stop();
  }
});
