import { expect, test } from '@playwright/test';
import { ENDPOINTS } from '../../../src/contract/endpoints';
import { makeCompanyEmployee, makeEmployeeWith, storageStateWith } from '../../support/apiSession';
import { apiGet, staffToken } from '../si/siSteps';

/** 天祥's booking no other VGM test uses (its two 40HQ; the SI grid-typing spec makes no VGM). */
const CGO = 'CGO-HZTX-2611-004';

/**
 * VGM through a share link (issue 34, operations.md §6): the customer makes a share link on its
 * booking's VGM panel; whoever weighed the boxes opens it without an account and declares both boxes
 * at once; the customer sees them declared, sends them, and the simulated carrier's acceptance shows
 * on the panel by itself (the panel asks again while a VGM is with the carrier), marked SIMULATOR.
 */
test('a VGM declared through a share link, sent, and the simulated carrier’s receipt seen on the panel', async ({ browser, baseURL }) => {
  test.setTimeout(90_000);
  const base = baseURL!;
  const token = await makeCompanyEmployee(base, 'customer.admin@demo.test', 'e2e.vgm.customer', 'vgm-customer-pass', ['客户标准角色']);
  const rows = await apiGet<{ Items: { Id: number; CgoId: string | null }[] }>(base, `${ENDPOINTS.bookingList}?PageSize=200`, token);
  const id = rows.Items.find((r) => r.CgoId === CGO)!.Id;

  // tall enough that the whole panel is painted for its picture
  const customer = await (
    await browser.newContext({ storageState: storageStateWith(base, token, 'employee'), viewport: { width: 1280, height: 2400 } })
  ).newPage();
  await customer.goto(`/external/workbench/BookOnlineDetail?id=${id}`);
  const panel = customer.getByTestId('vgm-panel');
  await expect(panel).toContainText('VGM 核实总重');
  await expect(panel.getByTestId('vgm-vco')).toContainText('VGM 截止（VCO）');
  await panel.getByRole('button', { name: '生成分享链接' }).click();
  const link = await panel.getByTestId('vgm-share-made').getByRole('textbox').inputValue();
  expect(link).toMatch(/\/external\/mainifest\/VGMEdit\?t=[A-Za-z0-9_-]{22}$/);
  await panel.screenshot({ path: 'test-results/screens/vgm-panel-zh.png' });

  // --- whoever weighed the boxes: no account, only the link ---
  const visitor = await (await browser.newContext()).newPage();
  await visitor.goto(link);
  const page = visitor.getByTestId('vgm-share-page');
  await expect(page).toContainText(CGO);
  await expect(visitor.locator('meta[name="robots"]')).toHaveAttribute('content', /noindex/);
  const boxes = (await page.locator('[data-testid^="vgm-row-"]').evaluateAll((els) => els.map((e) => e.getAttribute('data-testid')!.slice(8)))).filter((n) =>
    /^[A-Z]{4}\d{7}$/.test(n),
  );
  expect(boxes).toHaveLength(2);
  // one box over the 40HQ's max gross first: refused under its row, nothing declared
  await page.getByLabel(`VGM（kg） ${boxes[0]}`).fill('31000');
  await page.getByLabel(`VGM（kg） ${boxes[1]}`).fill('24300');
  for (const n of boxes) {
    await page.getByLabel(`称重方 ${n}`).fill('SHANGHAI WAIGAOQIAO WEIGHBRIDGE NO.3');
    await page.getByLabel(`称重单号或证书号 ${n}`).fill(`WB-${n.slice(-4)}`);
  }
  await page.getByLabel('责任方（托运人）').fill('HANGZHOU TIANXIANG TRADING CO LTD');
  await page.getByLabel('签署人').fill('li ming');
  await expect(page.getByLabel('签署人')).toHaveValue('LI MING');
  await page.locator('label.bp6-checkbox').click(); // Blueprint draws its own box over the input
  await expect(page.getByRole('checkbox', { name: /本人代表托运人声明/ })).toBeChecked();
  await page.getByRole('button', { name: '申报全部箱 VGM' }).click();
  await expect(page.getByTestId('vgm-error')).toContainText('超过箱子最大总重 30480 kg');
  await expect(page.getByTestId(`vgm-row-${boxes[0]}`).getByTestId('vgm-row-error')).toBeVisible();
  await page.getByLabel(`VGM（kg） ${boxes[0]}`).fill('25120');
  await page.getByRole('button', { name: '申报全部箱 VGM' }).click();
  await expect(visitor.getByTestId('vgm-share-thanks')).toBeVisible();
  for (const n of boxes) await expect(visitor.getByTestId(`vgm-share-status-${n}`)).toContainText('已声明');
  await visitor.screenshot({ path: 'test-results/screens/vgm-share-page-zh.png', fullPage: true });

  // --- the customer sees them declared, sends them; the carrier's receipt moves them ---
  await customer.reload();
  for (const n of boxes) await expect(panel.getByTestId(`vgm-status-${n}`).getByTestId('vgm-state')).toHaveText('已声明');
  await panel.getByRole('button', { name: /发送已声明的 VGM/ }).click();
  await expect(panel.getByTestId('vgm-message')).toContainText('等待船公司回执');
  for (const n of boxes) await expect(panel.getByTestId(`vgm-status-${n}`).getByTestId('vgm-state')).toHaveText(/已发送|承运人已接受/);
  for (const n of boxes) await expect(panel.getByTestId(`vgm-status-${n}`).getByTestId('vgm-state')).toHaveText('承运人已接受', { timeout: 20_000 });
  await expect(panel.getByTestId(`vgm-status-${boxes[0]}`)).toContainText(/SIMVGM\d{8}/);
  await expect(panel).toContainText('模拟 SIMULATOR');
  await panel.getByRole('button', { name: '版本与回执' }).click();
  await expect(panel.getByTestId('vgm-log')).toContainText('ACCEPTED');
  await expect(panel.getByTestId('vgm-log')).toContainText('分享链接访客');
  await panel.screenshot({ path: 'test-results/screens/vgm-panel-accepted-zh.png' });
});

/**
 * The desk's booking detail carries the same panel (staff: every booking): the demo booking whose
 * boxes went every way — accepted after a correction (v2), still with the carrier, rejected with
 * the carrier's reason — and the history naming the superseded version.
 */
test('the desk sees a customer booking’s VGMs in every state on its booking detail', async ({ browser, baseURL }) => {
  const base = baseURL!;
  const token = await makeEmployeeWith(base, staffToken(), 'e2e.vgm.desk', 'vgm-desk-pass', ['订舱专员']);
  const rows = await apiGet<{ Items: { Id: number; CgoId: string | null }[] }>(base, `${ENDPOINTS.bookingList}?PageSize=200`, token);
  const id = rows.Items.find((r) => r.CgoId === 'CGO-HZTX-2611-001')!.Id;
  const desk = await (await browser.newContext({ storageState: storageStateWith(base, token, 'employee'), viewport: { width: 1280, height: 2400 } })).newPage();
  await desk.goto(`/quckBook/internalBookDetail?id=${id}`);
  const panel = desk.getByTestId('vgm-panel');
  await expect(panel.getByTestId('vgm-state')).toHaveText(['承运人已接受', '已发送', '被拒']);
  await expect(panel).toContainText('is not known to the weighbridge named');
  await panel.getByRole('button', { name: '版本与回执' }).click();
  await expect(panel.getByTestId('vgm-log')).toContainText('被新版本替代');
  await panel.screenshot({ path: 'test-results/screens/vgm-panel-desk-zh.png' });
});
