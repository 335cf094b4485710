// Browser-side SI figures: the check of a 200-box SI in Chromium, and the reviewer's click from the
// queue to an interactive detail. Each against a baseline measured in the same page and run.
import type { Page } from 'playwright';
import { ENDPOINTS, WEB_VERSION } from '../src/contract/endpoints';
import type { SiSourceData } from '../src/contract/si';
import { onePerContainer } from '../tests/support/siDrafts';
import { apiPost, employeeToken, TOKEN_KEY } from '../tests/support/apiSession';
import { stats } from './paletteKeystrokes';
import { loadIntoPage } from './inPage';

/**
 * The check module and the bench SI bundled for the page (what the browser runs for instant
 * feedback), timed in the page: median ms of checkSi against a JSON round trip of the same record.
 */
export async function siCheckInBrowser(page: Page, runs = 100) {
  await loadIntoPage(
    page,
    `import { checkSi } from './src/domain/si/check'; import { bigSi } from './bench/siCheck';
        window.__siBench = { checkSi, si: bigSi(200, 5) };`,
  );
  return page.evaluate(
    `(() => {
      const { checkSi, si } = window.__siBench;
      if (checkSi(si).length) throw new Error('the bench SI must be correct');
      const time = (fn) => {
        for (let i = 0; i < 10; i++) fn();
        const s = [];
        for (let i = 0; i < ${runs}; i++) { const t = performance.now(); fn(); s.push(performance.now() - t); }
        s.sort((a, b) => a - b);
        return s[Math.floor(s.length / 2)];
      };
      const check = time(() => checkSi(si));
      const baseline = time(() => JSON.parse(JSON.stringify(si)));
      return { boxes: 200, details: 5, medianMs: +check.toFixed(3), baselineMedianMs: +baseline.toFixed(3), ratio: +(check / baseline).toFixed(2) };
    })()`,
  ) as Promise<{ boxes: number; details: number; medianMs: number; baselineMedianMs: number; ratio: number }>;
}

/** Puts every SI of the demo bookings of 天祥 into the review queue (as its customer admin). */
async function fillQueue(base: string): Promise<number> {
  const token = await employeeToken(base, 'customer.admin@demo.test');
  let made = 0;
  for (const cgo of ['CGO-HZTX-2611-001', 'CGO-HZTX-2611-002', 'CGO-HZTX-2611-003']) {
    const res = await fetch(`${base}${ENDPOINTS.siSourceData}?CGO_ID=${cgo}`, { headers: { authorization: `Bearer ${token}`, 'web-version': WEB_VERSION } });
    const source = ((await res.json()) as { Data: SiSourceData }).Data;
    const drafts = onePerContainer(source);
    await apiPost(base, ENDPOINTS.siAdd, { TDBLInfos: drafts, Num: drafts.length, CGO_ID: cgo, MBL_NO: source.MBL_NO }, token);
    made += drafts.length;
  }
  return made;
}

/**
 * The reviewer's click on a queue row until its detail (facts and log) is on screen, against the
 * bare fetch of the same detail call from the same page (the network and server floor).
 */
export async function reviewOpenInBrowser(page: Page, base: string) {
  const queued = await fillQueue(base);
  const token = await employeeToken(base, 'reviewer@demo.test');
  await page.addInitScript(([key, value]) => localStorage.setItem(key!, value!), [TOKEN_KEY, token]);
  await page.goto(`${base}/tdManage/siCheck`);
  const rows = page.locator('[data-testid="si-queue"] tbody tr');
  await rows.first().waitFor();
  const n = await rows.count();
  const ids = (await page.evaluate(`(async () => {
    const r = await fetch('${ENDPOINTS.siReviewQueue}?TBI_STATUS=1&PageSize=200', { headers: { authorization: 'Bearer ${token}', 'web-version': '${WEB_VERSION}' } });
    return Object.fromEntries((await r.json()).Data.Items.map((x) => [String(x.TBI_NO), x.Id]));
  })()`)) as Record<string, number>;
  const ui: number[] = [];
  const bare: number[] = [];
  for (let round = 0; round < 3; round++) {
    for (let i = 0; i < n; i++) {
      const no = (await rows.nth(i).locator('td').first().textContent())!.trim();
      const id = ids[no];
      // Timed in the page: the click's timestamp to the second frame after the facts of this SI show.
      ui.push(
        (await page.evaluate(`new Promise((resolve) => {
          const row = document.querySelectorAll('[data-testid="si-queue"] tbody tr')[${i}];
          const shown = () => { const f = document.querySelector('[data-testid="si-status"]'); const log = document.querySelector('[data-testid="si-log"]');
            return !!(f && log && f.closest('h4').textContent.includes('SI ${no} ')); };
          let t0;
          const obs = new MutationObserver(() => { if (shown()) { obs.disconnect(); requestAnimationFrame(() => requestAnimationFrame(() => resolve(performance.now() - t0))); } });
          obs.observe(document.body, { childList: true, subtree: true, characterData: true });
          t0 = performance.now();
          row.click();
          if (shown()) { obs.disconnect(); requestAnimationFrame(() => requestAnimationFrame(() => resolve(performance.now() - t0))); }
        })`)) as number,
      );
      bare.push(await bareFetchMs(page, `${ENDPOINTS.siGet}?Id=${id}`, token));
    }
  }
  return { queued, ...openFigures(ui, bare) };
}

/** One fetch of `path` from the page, timed in the page to its parsed answer (the network and server floor of a screen). */
export const bareFetchMs = async (page: Page, path: string, token: string) =>
  (await page.evaluate(`(async () => {
    const t0 = performance.now();
    const r = await fetch('${path}', { headers: { authorization: 'Bearer ${token}', 'web-version': '${WEB_VERSION}' } });
    await r.json();
    return performance.now() - t0;
  })()`)) as number;

/** A queue's click-to-detail times against the bare fetches of the same details. */
export function openFigures(ui: number[], bare: number[]) {
  const u = stats(ui);
  const b = stats(bare);
  return {
    clicks: u.n,
    medianMs: +u.median.toFixed(2),
    p95Ms: +u.p95.toFixed(2),
    baselineMedianMs: +b.median.toFixed(2),
    ratio: +(u.median / b.median).toFixed(2),
  };
}
