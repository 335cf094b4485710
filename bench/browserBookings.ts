// Browser-side booking figure (issue 17): the desk's click from a queue of 200 bookings to the
// booking's detail on screen, against the bare fetch of the same detail from the same page.
import type { Page } from 'playwright';
import { ENDPOINTS, WEB_VERSION } from '../src/contract/endpoints';
import { apiPost, employeeToken, TOKEN_KEY } from '../tests/support/apiSession';
import { goodBookingWire } from '../tests/support/bookingWire';
import { bareFetchMs, openFigures } from './browserSi';

export const DESK_QUEUE = 200;

/** `n` bookings of 天祥's submitted to the desk through the API (as its customer admin), as a customer's day would. */
async function fillDeskQueue(base: string, n: number): Promise<void> {
  const token = await employeeToken(base, 'customer.admin@demo.test');
  for (let i = 0; i < n; i++) {
    const d = await apiPost<{ Id: number; Version: number }>(
      base,
      ENDPOINTS.bookingSaveDraft,
      { Wire: goodBookingWire({ ShipperRef: `BENCH-DESK-${i}` }) },
      token,
    );
    await apiPost(base, ENDPOINTS.bookingSubmit, { Id: d.Id, Version: d.Version }, token);
  }
}

/**
 * The desk's double click on a queue row until that booking's detail — its number and its log — is
 * on screen (timed in the page from the second click, to the second frame after), then back to the queue; against the
 * bare fetch of the same detail call from the same page (the network and server floor).
 */
/** The time between the two clicks of a double click (a brisk one: browsers accept up to 500 ms). */
const DOUBLE_CLICK_GAP_MS = 150;

export async function deskOpenInBrowser(page: Page, base: string, clicks = 40) {
  await fillDeskQueue(base, DESK_QUEUE);
  const token = await employeeToken(base, 'booking@demo.test');
  await page.addInitScript(([key, value]) => localStorage.setItem(key!, value!), [TOKEN_KEY, token]);
  await page.goto(`${base}/quckBook/BookingManagement`);
  const rows = page.locator('[data-testid="booking-desk"] tbody tr');
  await rows.nth(DESK_QUEUE - 1).waitFor();
  const queued = await rows.count();
  const ids = (await page.evaluate(`(async () => {
    const r = await fetch('${ENDPOINTS.bookingQueue}?PageSize=200', { headers: { authorization: 'Bearer ${token}', 'web-version': '${WEB_VERSION}' } });
    return Object.fromEntries((await r.json()).Data.Items.map((x) => [x.BookingNo, x.Id]));
  })()`)) as Record<string, number>;
  const ui: number[] = [];
  const bare: number[] = [];
  for (let k = 0; k < clicks; k++) {
    // rows spread over the whole queue: the first, the middle and the last alike
    const i = Math.floor((k * (queued - 1)) / Math.max(1, clicks - 1));
    const no = (await rows.nth(i).getAttribute('data-booking'))!;
    ui.push(
      (await page.evaluate(`new Promise((resolve) => {
        const row = document.querySelectorAll('[data-testid="booking-desk"] tbody tr')[${i}];
        const shown = () => { const d = document.querySelector('[data-testid="booking-detail"]');
          return !!(d && d.querySelector('h2') && d.querySelector('h2').textContent.includes('${no}') && d.querySelector('[data-testid="booking-events"] tr')); };
        let t0;
        const done = () => requestAnimationFrame(() => requestAnimationFrame(() => resolve(performance.now() - t0)));
        const obs = new MutationObserver(() => { if (shown()) { obs.disconnect(); done(); } });
        obs.observe(document.body, { childList: true, subtree: true, characterData: true });
        // a person's double click: the first click selects the row (the desk fetches its detail ahead),
        // the second follows a double click's interval later and opens it; timed from the opening
        row.dispatchEvent(new MouseEvent('click', { bubbles: true }));
        setTimeout(() => {
          t0 = performance.now();
          row.dispatchEvent(new MouseEvent('dblclick', { bubbles: true }));
          if (shown()) { obs.disconnect(); done(); }
        }, ${DOUBLE_CLICK_GAP_MS});
      })`)) as number,
    );
    bare.push(await bareFetchMs(page, `${ENDPOINTS.bookingGet}?Id=${ids[no]}`, token));
    await page.goBack();
    await rows.nth(queued - 1).waitFor();
  }
  return { queued, ...openFigures(ui, bare) };
}
