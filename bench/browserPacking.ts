import type { Page } from 'playwright';
import { loadIntoPage } from './inPage';
import type { PackingCheckFigures } from './packingCheck';

/**
 * The packing-list check in Chromium (what the browser runs for instant feedback on the grid): the
 * check module and the bench data bundled for the page, timed in the page against a JSON round trip
 * of the same packing lists.
 */
export async function packingCheckInBrowser(page: Page, runs = 50): Promise<PackingCheckFigures> {
  await loadIntoPage(
    page,
    `import { benchPackingLists, checkAll, CONTAINERS, LINES } from './bench/packingCheck'; import { medianMs } from './bench/median';
      window.__pklBench = { benchPackingLists, checkAll, medianMs, CONTAINERS, LINES };`,
  );
  return page.evaluate(
    `(() => {
      const { benchPackingLists, checkAll, medianMs, CONTAINERS, LINES } = window.__pklBench;
      const { lists, inputs } = benchPackingLists();
      if (checkAll(lists, inputs)) throw new Error('the bench packing lists must be correct');
      const check = medianMs(() => checkAll(lists, inputs), ${runs});
      const baseline = medianMs(() => JSON.parse(JSON.stringify(lists)), ${runs});
      return { containers: CONTAINERS, lines: LINES, medianMs: +check.toFixed(3), baselineMedianMs: +baseline.toFixed(3), ratio: +(check / baseline).toFixed(2) };
    })()`,
  ) as Promise<PackingCheckFigures>;
}
