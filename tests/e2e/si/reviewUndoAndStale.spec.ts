import { expect } from '@playwright/test';
import { test } from '../support/test';
import { ENDPOINTS } from '../../../src/contract/endpoints';
import type { SiSourceData } from '../../../src/contract/si';
import { apiPost, employeeToken, makeEmployeeWith, storageStateWith } from '../../support/apiSession';
import { draftFor } from '../../support/siDrafts';
import { UNDO_WINDOW_MS } from '../../../src/machines/siReviewMachine';
import { apiGet, passUndoWindow, staffToken } from './siSteps';

test('the reviewer undoes an approval inside its window; an approval of a version the customer changed meanwhile is refused and the detail reloads', async ({
  browser,
  baseURL,
}) => {
  test.setTimeout(90_000);
  const base = baseURL!;
  const nbhy = 'CGO-NBHY-2611-001';
  const customerToken = await employeeToken(base, 'customer2@demo.test');
  const source = await apiGet<SiSourceData>(base, `${ENDPOINTS.siSourceData}?CGO_ID=${nbhy}`, customerToken);
  const draft = draftFor(source, [{ no: source.Containers[0]!.CNNOS[0]!, type: source.Containers[0]!.TYPE }]);
  const {
    Ids: [id],
  } = await apiPost<{ Ids: number[] }>(base, ENDPOINTS.siAdd, { TDBLInfos: [draft], Num: 1, CGO_ID: nbhy, MBL_NO: source.MBL_NO }, customerToken);
  const reviewerToken = await makeEmployeeWith(base, staffToken(), 'e2e.si.undo', 'si-undo-pass', ['审单员']);
  const status = async () => (await apiGet<{ TBI_STATUS: number }>(base, `${ENDPOINTS.siGet}?Id=${id}`, customerToken)).TBI_STATUS;

  const reviewer = await (await browser.newContext({ storageState: storageStateWith(base, reviewerToken, 'employee') })).newPage();
  // the live frames can be held back: the customer's change must reach the reviewer after the key
  // press (otherwise the live refresh shows the new version first, and approving it is right)
  let holdFrames = false;
  await reviewer.routeWebSocket(`**${ENDPOINTS.liveSocket}`, (ws) => {
    const server = ws.connectToServer();
    server.onMessage((m) => {
      if (!holdFrames) ws.send(m);
    });
  });
  await reviewer.clock.install(); // the undo windows are jumped over, not waited out
  const decisions: string[] = []; // every decision the page sends
  reviewer.on('request', (r) => {
    if (new URL(r.url()).pathname === ENDPOINTS.siChangeStatus) decisions.push(r.url());
  });
  await reviewer.goto(`/tdManage/siAudit?id=${id}`);
  const desk = reviewer.getByTestId('si-check');
  await expect(desk).toHaveAttribute('data-review', 'viewing');
  // the queue has headers; the facts a reviewer decides on are beside the record
  await expect(reviewer.getByTestId('si-queue').locator('thead th')).toHaveText(['SI号', '客户', '订舱号', '箱型箱量', '截单']);
  await expect(reviewer.getByTestId('si-totals')).toContainText('1 箱，120 件，毛重 2,400.5 kg');
  await expect(reviewer.getByTestId('si-deadline')).toContainText(/2026-12-03 (还剩|已过截单)/);
  await expect(reviewer.getByTestId('si-review-check')).toContainText('无问题');
  // issue 32: the detail never covers the queue (side by side when both fit, else below it)
  const queueBox = (await reviewer.getByTestId('si-queue').boundingBox())!;
  const factsBox = (await reviewer.getByTestId('si-review-facts').boundingBox())!;
  expect(queueBox.x + queueBox.width <= factsBox.x + 1 || queueBox.y + queueBox.height <= factsBox.y + 1, 'the review detail overlaps the queue').toBe(true);

  // a, then u inside the window: nothing is sent, even after the window would have ended
  await reviewer.locator('body').press('a');
  await expect(desk).toHaveAttribute('data-review', 'undoable');
  await expect(reviewer.getByTestId('si-undo')).toContainText('将审核通过');
  await reviewer.locator('body').press('u');
  await expect(desk).toHaveAttribute('data-review', 'viewing');
  await expect(reviewer.getByTestId('si-undo')).toHaveCount(0);
  // the page's clock past where the window would have ended (its send, had undo not dropped it, would
  // go out now), then a second of real time for such a send to land
  await reviewer.clock.fastForward(UNDO_WINDOW_MS + 1_000);
  await reviewer.waitForTimeout(1_000);
  expect(decisions).toEqual([]);
  expect(await status()).toBe(1);

  // the customer changes the SI while the reviewer looks at the old version: the approval is refused, the new content shows
  const shown = await apiGet<Record<string, unknown>>(base, `${ENDPOINTS.siGet}?Id=${id}`, customerToken);
  const { BoxSummary: _b, NoText: _n, ...record } = shown;
  holdFrames = true;
  await apiPost(base, ENDPOINTS.siModify, { ...record, TBI_CONSIGNEE: 'ANTWERP TRADING NV' }, customerToken);
  await reviewer.locator('body').press('a');
  await passUndoWindow(reviewer);
  await expect(reviewer.getByTestId('si-stale')).toContainText('在您打开后已被修改', { timeout: 15_000 });
  await expect(desk).toHaveAttribute('data-review', 'viewing');
  expect(await status()).toBe(1);
  await expect(desk).toContainText('ANTWERP TRADING NV');
  await expect(reviewer.getByTestId('si-changes')).toContainText('ANTWERP TRADING NV');

  // the version now shown is approved when the window ends
  await reviewer.locator('body').press('a');
  await passUndoWindow(reviewer);
  await expect.poll(status, { timeout: 15_000 }).toBe(2);
});
