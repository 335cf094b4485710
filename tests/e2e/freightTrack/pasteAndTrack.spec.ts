import { expect } from '@playwright/test';
import { test } from '../support/test';
import { withCheckDigit } from '../../../src/domain/si/iso6346';
import { makeCompanyEmployee } from '../../support/apiSession';
import { pageAs } from '../packing/pklSteps';
import { ownServer } from '../support/ownServer';

/**
 * Issue 36 in Chromium, on a server of its own whose simulated carrier runs a compressed clock (a
 * simulated day in about a second, the poller's cadence as fast): a customer employee (the template
 * customer role) pastes three test container numbers and a mistyped one into the workbench's
 * tracking list — three added, the mistyped one refused on its line with why; the carrier's events
 * arrive by themselves (no reload: the live frame); the detail shows each box's timeline through
 * departure, transhipment and arrival, in the places' clocks, the wrong-terminal gate-in struck through;
 * the box customs hold is an exception in the control tower whose action opens its tracking detail.
 */
test('a customer pastes three container numbers; the carrier’s events arrive live; the detail shows the timeline', async ({ browser }) => {
  test.setTimeout(120_000);
  const server = ownServer(Number(process.env.E2E_PORT ?? 4173) + 11, undefined, {
    FREIGHT_TRACK_POLL_EVERY_MS: '500',
    SIM_CARRIER_TNT_SPEED: '200000',
    FREIGHT_TRACK_CADENCE_DIVISOR: '20000',
    CARRIER_TNT_MIN_POLL_GAP_MS: '0',
  });
  await server.start();
  try {
    const token = await makeCompanyEmployee(server.base, 'customer.admin@demo.test', 'e2e.trk.customer', 'trk-cust-pass', ['客户标准角色']);
    const page = await pageAs(browser, server.base, token);
    // the third a box customs will hold at Rotterdam (the simulator's test case 2)
    const boxes = [withCheckDigit('SIMU031001'), withCheckDigit('SIMU031002'), withCheckDigit('SIMU231003')];
    const typo = `${boxes[0]!.slice(0, 10)}${(Number(boxes[0]![10]) + 1) % 10}`;
    await page.goto('/external/workbench/freightTrack/FreightTrack');
    await page.getByLabel('粘贴箱号添加跟踪').fill([...boxes, typo].join('\n'));
    await page.getByTestId('track-paste').getByLabel('船公司').selectOption('COSU');
    await page.getByRole('button', { name: '添加跟踪 (4)' }).click();
    const answer = page.getByTestId('track-answer');
    await expect(answer).toContainText('已添加 3 条，拒绝 1 条');
    await expect(page.getByTestId('track-refused')).toContainText(`${typo} — 箱号校验位不符（ISO 6346）`);

    // the poller asks the simulated carrier; its events reach the open list without a reload
    const grid = page.getByLabel('货物跟踪', { exact: true });
    // the three boxes' numbers share "3100"
    await grid.getByRole('textbox', { name: '跟踪号' }).fill('3100');
    await expect(page.getByText('共 3 条')).toBeVisible();
    for (const box of boxes) await expect(grid.locator('.bp6-table-cell', { hasText: box })).toBeVisible();
    await expect(grid.locator('.bp6-table-cell', { hasText: '空箱已还' })).toHaveCount(2, { timeout: 60_000 });

    await page.screenshot({ path: 'test-results/freightTrack-list.png' });
    await grid.getByRole('button', { name: `查看跟踪 ${boxes[1]}` }).click();
    const detail = page.getByTestId('track-detail');
    await expect(detail.getByTestId('track-status')).toHaveText('已完成');
    const timeline = detail.getByTestId(`timeline-${boxes[1]}`);
    const milestones = timeline.getByTestId('milestones');
    for (const m of ['起运港开船', '抵达中转港', '中转港开船', '到达目的港', '空箱已还']) await expect(milestones).toContainText(m);
    // every event with its place's clock and zone; the gate-in at the wrong terminal kept and struck through
    await expect(timeline.getByTestId('raw-events')).toContainText('+08:00（Asia/Shanghai）');
    await expect(timeline.getByTestId('raw-events')).toContainText('（Europe/Amsterdam）');
    await expect(timeline.locator('tr[data-state="RETRACTED"]')).toHaveCount(1);
    await expect(timeline.locator('tr[data-state="RETRACTED"]')).toHaveClass(/evt-struck/);
    await expect(detail.getByTestId('vessel-legs')).toContainText('SIM ORIENT');
    await expect(detail.getByTestId('vessel-legs')).toContainText('SIM ATLANTIC');
    await page.screenshot({ path: 'test-results/freightTrack-detail.png', fullPage: true });

    // the held box is an exception in the control tower, in words; its action opens that box's tracking detail
    await page.goto('/external/workbench/control');
    const row = page.getByTestId('tower-rows').locator('tr', { hasText: boxes[2]! });
    await expect(row).toContainText(`跟踪 ${boxes[2]}：海关扣留查验，尚未放行`, { timeout: 30_000 });
    await row.getByTestId('tower-fix').click();
    await expect(page).toHaveURL(/\/external\/workbench\/freightTrack\/FreightTrackDetail\?Id=\d+/);
    await expect(page.getByTestId('track-detail').getByTestId(`timeline-${boxes[2]}`)).toBeVisible();
    await expect(page.getByTestId('track-detail')).toContainText('海关');
  } finally {
    await server.stop();
  }
});
