import { expect } from '@playwright/test';
import { test } from '../support/test';
import { withCheckDigit } from '../../../src/domain/si/iso6346';
import { STAFF_STATE } from '../support/staff';

test.use({ storageState: STAFF_STATE });

// /PackingDynamic/Containerquerry (operations.md §5.4): search by container or booking; the
// container's timeline is its milestones, then every event with its source and its place's clock
// and zone, retracted ones struck through.

test('a container: its milestones along the voyage, then its events on the place’s clock with the zone named', async ({ page }) => {
  const box = withCheckDigit('CSQU305438');
  await page.goto('/PackingDynamic/Containerquerry');
  await page.getByLabel('箱号', { exact: true }).first().fill(box);
  await page.getByRole('button', { name: '查询箱动态' }).click();
  const timeline = page.getByTestId(`timeline-${box}`);
  await expect(timeline).toContainText('CGO-HZTX-2611-001');
  const milestones = timeline.getByTestId('milestones');
  for (const m of ['提取空箱', '装箱完成', '重箱进港', '起运港装船', '起运港开船']) await expect(milestones).toContainText(m);
  await expect(milestones).toContainText('到达目的港');
  const raw = timeline.getByTestId('raw-events');
  await expect(raw).toContainText('（Asia/Shanghai）');
  // who said it, in words: never the internal publisher id
  await expect(raw).toContainText('手工录入');
  await expect(raw).not.toContainText('MANUAL:');
  await page.screenshot({ path: 'test-results/container-query-zh.png' });
  await timeline.screenshot({ path: 'test-results/container-timeline-zh.png' });
});

test('a booking: each container’s timeline, the retracted pick-up kept and struck through beside its retraction', async ({ page }) => {
  await page.goto('/PackingDynamic/Containerquerry');
  await page.getByLabel('货物编号（CGO_ID）').first().fill('CGO-HZTX-2611-003');
  await page.getByRole('button', { name: '查询箱动态' }).click();
  const timeline = page.getByTestId(`timeline-${withCheckDigit('EGHU702100')}`);
  const struck = timeline.locator('tr[data-state="RETRACTED"]');
  await expect(struck).toHaveClass(/evt-struck/);
  await expect(struck).toContainText('CNNGB');
  await expect(timeline.locator('tr[data-state="RETRACTION"]')).toContainText('地点录错');
  await expect(page.getByTestId(`timeline-${withCheckDigit('EGHU702300')}`)).toBeVisible();
});
