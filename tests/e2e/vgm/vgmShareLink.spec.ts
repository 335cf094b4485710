import { expect } from '@playwright/test';
import { test } from '../support/test';
import { ENDPOINTS } from '../../../src/contract/endpoints';
import { makeEmployeeWith, storageStateWith } from '../../support/apiSession';
import { apiGet, staffToken } from '../si/siSteps';

// The share link, the declaration by a visitor without an account, the sending and the simulated
// carrier's receipt are walked in the container chain (tests/e2e/packing/containerChain.spec.ts, on
// a server of its own): the one spec writing to CGO-HZTX-2611-004's boxes.

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
  // the panel shows once its one call answers: wait for that answer and name its status, so a slow
  // machine waits for it and a refusal says which (CI once saw no state at all within the expect's 7 s)
  const vgmAnswer = desk.waitForResponse((r) => new URL(r.url()).pathname === ENDPOINTS.vgmList && r.request().method() === 'GET');
  await desk.goto(`/quckBook/internalBookDetail?id=${id}`);
  expect((await vgmAnswer).status(), 'the VGM panel’s call').toBe(200);
  const panel = desk.getByTestId('vgm-panel');
  await expect(panel.getByTestId('vgm-state')).toHaveText(['承运人已接受', '已发送', '被拒']);
  await expect(panel).toContainText('is not known to the weighbridge named');
  await panel.getByRole('button', { name: '版本与回执' }).click();
  await expect(panel.getByTestId('vgm-log')).toContainText('被新版本替代');
  await panel.screenshot({ path: 'test-results/screens/vgm-panel-desk-zh.png' });
});
