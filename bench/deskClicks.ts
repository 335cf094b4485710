// One measure for every keyboard desk's click-to-detail figure (the packing-list audit desk, the
// manifest verify desk): the click on a queue row until the opened item's detail and its history are
// on screen, against the bare fetch of the same detail from the same page.
import type { Page } from 'playwright';
import { bareFetchMs, openFigures } from './browserSi';
import { stats } from './paletteKeystrokes';

export interface DeskSelectors {
  /** The queue's rows (each with `data-id`). */
  rows: string;
  /** The desk, whose `data-shown` names the opened item. */
  desk: string;
  /** Inside the desk, besides `data-shown`: the detail is drawn (optional). */
  detail?: string;
  /** Inside the desk: a line of the item's history. */
  logLine: string;
  /** The detail's calls for one id, as a RegExp source over a URL (`${id}` filled in). */
  calls: (id: string) => string;
}

/**
 * `clicks` rows spread down the page (from the third: the screen fetches the cursor's row and the next
 * ahead), none clicked twice; each timed in the page from the click to the second frame after the
 * history's line is in the DOM, split in phases from the page's resource timing (its detail calls
 * asked and answered, the facts in the DOM, the history in the DOM); then, on a quiet page (the
 * prefetches the click set off done), the bare fetch of `bareUrl(id)`.
 */
export async function deskClicks(page: Page, sel: DeskSelectors, bareUrl: (id: string) => string, token: string, clicks: number) {
  const rows = page.locator(sel.rows);
  const shownRows = await rows.count();
  const FIRST = 2;
  if (shownRows < FIRST + clicks) throw new Error(`${shownRows} rows in the queue, fewer than ${FIRST + clicks}`);
  const ui: number[] = [];
  const bare: number[] = [];
  const asked: number[] = [];
  const answered: number[] = [];
  const facts: number[] = [];
  const logged: number[] = [];
  const calls: number[] = [];
  for (let k = 0; k < clicks; k++) {
    const i = FIRST + Math.floor((k * (shownRows - 1 - FIRST)) / Math.max(1, clicks - 1));
    const id = (await rows.nth(i).getAttribute('data-id'))!;
    const detail = sel.detail ? ` && !!desk().querySelector('${sel.detail}')` : '';
    const t = (await page.evaluate(`new Promise((resolve) => {
      performance.clearResourceTimings();
      const row = document.querySelectorAll('${sel.rows}')[${i}];
      const desk = () => document.querySelector('${sel.desk}');
      const hasFacts = () => desk().getAttribute('data-shown') === '${id}'${detail};
      const shown = () => hasFacts() && !!desk().querySelector('${sel.logLine}');
      const ofThis = new RegExp(${JSON.stringify(sel.calls(id))});
      let t0;
      let factsAt;
      let shownAt;
      const done = () => requestAnimationFrame(() => requestAnimationFrame(() => {
        const end = performance.now();
        const mine = performance.getEntriesByType('resource').filter((e) => ofThis.test(e.name) && e.startTime >= t0);
        const answeredAt = mine.length ? Math.max(...mine.map((e) => e.responseEnd)) : NaN;
        const askedAt = mine.length ? Math.min(...mine.map((e) => e.startTime)) : NaN;
        resolve({ total: end - t0, asked: askedAt - t0, answered: answeredAt - t0, facts: factsAt - t0, logged: shownAt - t0, calls: mine.length });
      }));
      const look = () => {
        if (factsAt === undefined && hasFacts()) factsAt = performance.now();
        if (shown()) { shownAt = performance.now(); obs.disconnect(); done(); return true; }
        return false;
      };
      const obs = new MutationObserver(look);
      obs.observe(document.body, { childList: true, subtree: true, characterData: true, attributes: true, attributeFilter: ['data-shown'] });
      t0 = performance.now();
      row.click();
      look();
    })`)) as { total: number; asked: number; answered: number; facts: number; logged: number; calls: number };
    ui.push(t.total);
    asked.push(t.asked);
    answered.push(t.answered);
    facts.push(t.facts);
    logged.push(t.logged);
    calls.push(t.calls);
    await page.waitForTimeout(50);
    bare.push(await bareFetchMs(page, bareUrl(id), token));
  }
  const median = (xs: number[]) => +stats(xs.filter((x) => Number.isFinite(x))).median.toFixed(2);
  return {
    shownRows,
    ...openFigures(ui, bare),
    phases: {
      detailCalls: median(calls),
      detailAskedMs: median(asked),
      detailAnsweredMs: median(answered),
      factsInDomMs: median(facts),
      logInDomMs: median(logged),
    },
  };
}
