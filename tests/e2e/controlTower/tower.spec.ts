import { expect } from '@playwright/test';
import { test } from '../support/test';
import { customerAndOperator, pageAs } from '../packing/pklSteps';

/**
 * The control tower and the work center in Chromium (issue 36, operations.md §12.3), on the demo's
 * facts: 天祥's box CSQU3054399 weighed by the terminal beyond its declared VGM (VGM_DEVIATION) and its
 * manifests refused by customs or never sent (MANIFEST_FAILED); the operator's packing-list queues.
 */
test('an exception is in the control tower in words, its action opens the page that fixes it, and a snooze with a note hides it', async ({
  browser,
  baseURL,
}) => {
  const base = baseURL!;
  const { customer } = await customerAndOperator(base, 'tower');
  const page = await pageAs(browser, base, customer);
  await page.setViewportSize({ width: 1400, height: 1000 });
  await page.goto('/external/workbench/control');
  const tower = page.getByTestId('control-tower');
  const deviation = tower.locator('tr[data-code="VGM_DEVIATION"][data-doc]').first();
  // what (in words, the code only beside), when (a countdown in words), who acts
  await expect(deviation).toContainText('VGM 与过磅重量偏差过大');
  await expect(deviation).toContainText('CSQU3054399');
  await expect(deviation).toContainText(/还剩|已超时/);
  await expect(deviation).toContainText('客户');
  // soonest due first
  const due = await tower.locator('tr[data-code]').evaluateAll((rows) => rows.map((r) => r.getAttribute('data-code')));
  expect(due.length).toBeGreaterThan(1);
  await page.screenshot({ path: 'test-results/screens/control-tower-zh.png', fullPage: true });

  // a snooze with a note: gone from the open ones, shown among the snoozed with its note
  const rejected = tower.locator('tr[data-code="MANIFEST_FAILED"]').filter({ hasText: '被海关退单' }).first();
  const doc = await rejected.getAttribute('data-doc');
  await rejected.getByTestId('tower-snooze-open').click();
  const dialog = page.getByRole('dialog');
  await dialog.getByLabel('暂缓说明').fill('已联系客户补企业代码');
  await dialog.getByTestId('tower-snooze-save').click();
  await expect(tower.locator(`tr[data-code="MANIFEST_FAILED"][data-doc="${doc}"]`)).toHaveCount(0);
  await tower.getByText('只看已暂缓的').click();
  await expect(tower.locator(`tr[data-code="MANIFEST_FAILED"][data-doc="${doc}"]`)).toContainText('已联系客户补企业代码');
  await tower.getByText('只看已暂缓的').click();

  // the same rows in English: names and countdowns in words there too
  await page.locator('.bp6-navbar button', { hasText: /^EN$/ }).click();
  await expect(deviation).toContainText('VGM deviates from the weighed mass');
  await expect(deviation).toContainText(/due in|overdue/);
  await page.screenshot({ path: 'test-results/screens/control-tower-en.png', fullPage: true });
  await page.locator('.bp6-navbar button', { hasText: /^中文$/ }).click();

  // one click to the page that fixes it: the packing lists (their VGM panel) of that booking
  await deviation.getByTestId('tower-fix').click();
  await expect(page).toHaveURL(/\/external\/workbench\/cargoManager\/TrachManManager\?PKL_CGO_ID=CGO-HZTX-2611-001$/);
  await expect(page.getByText('CSQU3054399').first()).toBeVisible();
});

test('the work center: j/k move between the queues, Enter opens the queue’s next item on its desk', async ({ browser, baseURL }) => {
  const base = baseURL!;
  const { operator } = await customerAndOperator(base, 'work');
  const page = await pageAs(browser, base, operator);
  await page.setViewportSize({ width: 1400, height: 900 });
  await page.goto('/internal/WorkCenter');
  const queues = page.getByTestId('work-queues');
  await expect(queues.locator('tr[data-queue="packing.applications"]')).toContainText('装箱单申请待开');
  await expect(queues.locator('tr[data-queue="packing.dataAudit"]')).toContainText('装箱数据待审');
  await expect(queues.locator('tr[aria-selected="true"]')).toHaveAttribute('data-queue', 'packing.applications');
  await page.screenshot({ path: 'test-results/screens/work-center-zh.png', fullPage: true });
  // a key with a modifier held is not the page's
  await page.keyboard.press('Control+j');
  await expect(queues.locator('tr[aria-selected="true"]')).toHaveAttribute('data-queue', 'packing.applications');
  await page.keyboard.press('j');
  await expect(queues.locator('tr[aria-selected="true"]')).toHaveAttribute('data-queue', 'packing.dataAudit');
  await page.keyboard.press('k');
  await page.keyboard.press('j');
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL(/\/cargoManager\/TrachManDataAudit\?stage=auditData&id=\d+$/);
  const id = new URL(page.url()).searchParams.get('id');
  // the desk shows that item, on the data tab
  await expect(page.getByTestId('pkl-audit')).toHaveAttribute('data-shown', id!);
  await expect(page.locator('[data-tab-id="auditData"]')).toHaveAttribute('aria-selected', 'true');

  // the staff reach the control tower from the work center: every company's exceptions, their own pages
  await page.goto('/internal/WorkCenter');
  await page.getByRole('link', { name: '查看控制塔异常' }).click();
  const deviation = page.getByTestId('control-tower').locator('tr[data-code="VGM_DEVIATION"]').first();
  await expect(deviation).toContainText('CSQU3054399');
  await deviation.getByTestId('tower-fix').click();
  await expect(page).toHaveURL(/\/cargoManager\/TrachManManager\?PKL_CGO_ID=CGO-HZTX-2611-001$/);
});
