import { expect } from '@playwright/test';
import { test } from '../support/test';
import { STAFF_STATE } from '../support/staff';

/**
 * The master bill's page in the browser, on the demo's MBL over two bookings (CGO-HZTX-2611-HB1 and
 * -HB2): its three house bills, the per-container totals, the carrier's draft matched field by field
 * with the differing seal named as the page names it, the log in words; then the clerk confirms the
 * draft from the keyboard. The one spec writing to that MBL.
 */
test('MBLMake: houses, totals per container, the carrier draft’s difference in words, the log, confirmed with f', async ({ browser }) => {
  const staff = await (await browser.newContext({ storageState: STAFF_STATE, viewport: { width: 1400, height: 1600 } })).newPage();
  await staff.goto('/MakeOrderBusiness/MBLMake');
  const page = staff.getByTestId('mbl-make');
  await page.getByRole('textbox', { name: '搜索' }).fill('CGO-HZTX-2611-HB1');
  const detail = page.getByTestId('mbl-detail');
  await expect(detail).toContainText('CGO-HZTX-2611-HB2');
  await expect(detail).toContainText('船公司草稿已到');
  await expect(detail).toContainText('船公司为本地模拟'); // the carrier is the simulator, and says so
  // the houses add up to the master, box by box
  const totals = detail.getByTestId('mbl-consolidation');
  await expect(totals.locator('tbody tr')).toHaveCount(3);
  await expect(totals.getByText('不一致')).toHaveCount(0);
  // the carrier read one seal otherwise: the field is named, not its path
  const diff = detail.getByTestId('mbl-diff');
  await expect(diff.locator('tbody tr')).toHaveCount(1);
  await expect(diff.locator('tbody tr td').first()).toHaveText(/^箱 OOLU\d{7} 的封号$/);
  await staff.screenshot({ path: 'test-results/screens/mbl-make-zh.png', fullPage: true });

  await detail.getByRole('button', { name: '单据日志' }).click();
  const log = staff.getByTestId('bill-log');
  await expect(log).toContainText('新建主提单：订舱 CGO-HZTX-2611-HB1、CGO-HZTX-2611-HB2，分提单 3 份');
  await expect(log).toContainText('船公司已接收（模拟船公司）');
  await expect(log).toContainText('登记船公司草稿，1 处不同');
  await expect(log).not.toContainText('v1.');
  await staff.getByRole('dialog').getByRole('button', { name: '取消' }).click();
  await expect(staff.getByRole('dialog')).toHaveCount(0);

  // f confirms the matched draft (the difference seen) — from the page, not while typing in the search
  await staff.getByRole('heading', { level: 2 }).click();
  await staff.keyboard.press('f');
  await expect(detail).toContainText('已核对确认');
});
