import { expect } from '@playwright/test';
import { test } from '../support/test';
import { ENDPOINTS } from '../../../src/contract/endpoints';
import { makeEmployeeWith, storageStateWith } from '../../support/apiSession';
import { customerAndOperator } from '../packing/pklSteps';
import { apiGet, staffToken } from '../si/siSteps';

// The one spec sending CGO-HZTX-2611-002's declared demo VGM (its first 40HQ, whose packing list carries
// a seal): to the simulated carrier and terminal of the suite's server (default delays: 3 s + 3 s, 2–20 s).

/**
 * The VGM panel follows the receipts (issue 34): after "send declared" it says it waits — only while the
 * carrier or the terminal still owes its answer. Once both answered (the carrier accepted, the terminal
 * acked) the states say so and no waiting text is left; before the fix the panel kept "已提交发送 1 条，
 * 等待船公司回执" after the receipts had come in.
 */
test('the VGM panel waits only while a receipt is owed: sent → accepted by the carrier and acked by the terminal', async ({ browser, baseURL }) => {
  test.setTimeout(90_000);
  const base = baseURL!;
  const token = await makeEmployeeWith(base, staffToken(), 'e2e.vgm.receipts', 'vgm-receipts-pass', ['订舱专员']);
  const rows = await apiGet<{ Items: { Id: number; CgoId: string | null }[] }>(base, `${ENDPOINTS.bookingList}?PageSize=200`, token);
  const id = rows.Items.find((r) => r.CgoId === 'CGO-HZTX-2611-002')!.Id;
  const desk = await (await browser.newContext({ storageState: storageStateWith(base, token, 'employee'), viewport: { width: 1400, height: 2400 } })).newPage();
  await desk.goto(`/quckBook/internalBookDetail?id=${id}`);
  const panel = desk.getByTestId('vgm-panel');
  const declared = panel.locator('[data-testid^="vgm-status-"]').filter({ has: desk.getByTestId('vgm-state').filter({ hasText: '已声明' }) });
  await expect(declared).toHaveCount(1);
  const box = (await declared.getAttribute('data-testid'))!.replace('vgm-status-', '');
  const row = panel.getByTestId(`vgm-status-${box}`);
  await expect(row.getByTestId('vgm-shown')).toHaveText('已声明');
  await expect(panel.getByTestId('vgm-waiting')).toHaveCount(0);

  await panel.getByRole('button', { name: /发送已声明的 VGM/ }).click();
  // sent: both counterparts owe their answer, and the panel says so
  await expect(row.getByTestId('vgm-terminal')).toHaveText('已发码头');
  await expect(panel.getByTestId('vgm-waiting')).toContainText('等待船公司/码头回执');
  // the receipts move it (the panel re-reads on the live frame): accepted by the carrier, acked by the terminal
  await expect(row.getByTestId('vgm-state')).toHaveText('承运人已接受', { timeout: 45_000 });
  await expect(row.getByTestId('vgm-terminal')).toHaveText('码头已确认', { timeout: 45_000 });
  await expect(row.getByTestId('vgm-shown')).toHaveText('已接受');
  await expect(row).toContainText(/SIMTVGM\d{8}/);
  // nothing is waiting any more: no waiting text, no message kept from the send
  await expect(panel.getByTestId('vgm-waiting')).toHaveCount(0);
  await expect(panel).not.toContainText('等待');
  await panel.screenshot({ path: 'test-results/screens/vgm-panel-terminal-acked-zh.png' });
});

/**
 * The packing lists show each container's VGM in words, and the opened packing list carries the VGM
 * panel (lent by the VGM module): the demo's box weighed by the terminal beyond the tolerance shows
 * 偏差 with both weights, on the staff's opened lists and on the customer's workbench manager.
 */
test('the packing lists say each box’s VGM; the opened packing list carries the VGM panel with the terminal’s weight', async ({ browser, baseURL }) => {
  const base = baseURL!;
  const { customer, operator: staff } = await customerAndOperator(base, 'vgm2');
  const vgm = await apiGet<{ Containers: { CNNO: string }[] }>(base, `${ENDPOINTS.vgmList}?CGO_ID=CGO-HZTX-2611-001`, staff);
  const [within, beyond] = vgm.Containers.map((c) => c.CNNO);
  const lists = await apiGet<{ Items: { Id: number; PKL_CNNO: string; PKL_NO: string | null }[] }>(
    base,
    `${ENDPOINTS.packingList}?Stage=opened&CGO_ID=CGO-HZTX-2611-001&PageSize=50`,
    staff,
  );
  const pklOf = (n: string | undefined) => lists.Items.find((r) => r.PKL_CNNO === n)!;

  const page = await (await browser.newContext({ storageState: storageStateWith(base, staff, 'employee'), viewport: { width: 1600, height: 1600 } })).newPage();
  await page.goto('/cargoManager/TrachManManager');
  const table = page.getByTestId('pkl-manager');
  await expect(table.getByText('VGM 状态').first()).toBeVisible();
  await expect(table.getByText('偏差 22340 / 23900 kg')).toBeVisible();
  await expect(table.getByText('已接受').first()).toBeVisible();

  await page.goto(`/cargoManager/TrachManManager?id=${pklOf(beyond).Id}`);
  const panel = page.getByTestId('vgm-panel');
  await expect(panel.getByTestId(`vgm-deviation-${beyond}`)).toContainText(
    `箱 ${beyond} VGM 偏差：申报 22340 kg，码头称重 23900 kg，相差 1560 kg，超出允许的 1000 kg`,
  );
  await expect(panel.getByTestId(`vgm-status-${beyond}`).getByTestId('vgm-shown')).toHaveText('偏差');
  await expect(panel.getByTestId(`vgm-status-${within}`).getByTestId('vgm-measured')).toContainText('24650');
  await expect(panel.getByTestId(`vgm-status-${within}`).getByTestId('vgm-measured')).toContainText('相差 160 kg，在允许的 1000 kg 内');
  await expect(panel.getByTestId(`vgm-status-${within}`)).toContainText('terminal (模拟)');
  await page.screenshot({ path: 'test-results/screens/pkl-record-vgm-zh.png', fullPage: true });

  // the customer's workbench manager: the same word on its rows and the same panel under its packing list
  const cust = await (
    await browser.newContext({ storageState: storageStateWith(base, customer, 'employee'), viewport: { width: 1600, height: 1600 } })
  ).newPage();
  await cust.goto('/external/workbench/cargoManager/TrachManManager');
  await expect(cust.getByTestId('pkl-workbench').getByText('偏差 22340 / 23900 kg')).toBeVisible();
  await cust.goto(`/external/workbench/cargoManager/TrachManManager?id=${pklOf(beyond).Id}`);
  await expect(cust.getByTestId('vgm-panel').getByTestId(`vgm-deviation-${beyond}`)).toContainText('码头称重 23900 kg');
});
