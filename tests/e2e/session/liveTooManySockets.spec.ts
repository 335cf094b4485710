import { expect, type Page } from '@playwright/test';
import { test } from '../support/test';
import { CLOSE, TOO_MANY_RETRY_MS } from '../../../src/contract/live';
import { MAX_SOCKETS_PER_SESSION } from '../../../server/live/socket';
import { makeCompanyEmployee, storageStateWith } from '../../support/apiSession';

/**
 * One session holds at most MAX_SOCKETS_PER_SESSION live sockets; the server closes the next with
 * 4429 (server/live/socket.ts). The refused tab does not retry every 5 s: it waits 30 s (then
 * longer), shown as offline, and connects once a place is free (src/machines/liveConnectionMachine.ts).
 * A company account of its own, so its session's sockets are all this test's.
 */
const badge = (page: Page) => page.getByTestId('unread-badge');

test(`a tab over the session's ${MAX_SOCKETS_PER_SESSION} live sockets is refused with ${CLOSE.tooMany}: it waits 30 s, not 5, then connects`, async ({
  browser,
  baseURL,
}) => {
  test.setTimeout(90_000);
  const token = await makeCompanyEmployee(baseURL!, 'customer.admin@demo.test', `e2e.live.tabs.${test.info().repeatEachIndex}`, 'live-tabs-pass');
  const context = await browser.newContext({ storageState: storageStateWith(baseURL!, token, 'employee') });
  const tabs: Page[] = [];
  for (let i = 0; i < MAX_SOCKETS_PER_SESSION; i++) {
    const tab = await context.newPage();
    await tab.goto('/external/workbench');
    await expect(badge(tab)).toHaveAttribute('data-live', 'live');
    tabs.push(tab);
  }

  const extra = await context.newPage();
  await extra.clock.install(); // time runs as usual, and the test can jump it ahead
  const refusals: string[] = [];
  let opened = 0;
  extra.on('websocket', (ws) => {
    opened += 1;
    ws.on('framereceived', (f) => {
      if (String(f.payload).includes('"error"')) refusals.push(String(f.payload));
    });
  });
  await extra.goto('/external/workbench');
  await expect(badge(extra)).toHaveAttribute('data-live', 'offline');
  expect(opened).toBe(1);
  expect(refusals).toEqual([expect.stringContaining(`already has ${MAX_SOCKETS_PER_SESSION} live connections`)]);

  // the 5 s rhythm would have tried again long before
  await extra.clock.fastForward(TOO_MANY_RETRY_MS.first - 5_000);
  await extra.waitForTimeout(1_000);
  expect(opened).toBe(1);
  await expect(badge(extra)).toHaveAttribute('data-live', 'offline');

  // a place comes free: at 30 s the tab tries again and is accepted
  await tabs[0]!.close();
  await extra.waitForTimeout(1_500); // its socket closes and the server counts it out
  await extra.clock.fastForward(5_000);
  await expect.poll(() => opened).toBe(2);
  await expect(badge(extra)).toHaveAttribute('data-live', 'live');
  expect(refusals).toHaveLength(1);
  await context.close();
});
