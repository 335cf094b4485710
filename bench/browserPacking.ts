import { build } from 'esbuild';
import type { Page } from 'playwright';
import type { PackingCheckFigures } from './packingCheck';

/**
 * The packing-list check in Chromium (what the browser runs for instant feedback on the grid): the
 * check module and the bench data bundled for the page, timed in the page against a JSON round trip
 * of the same packing lists.
 */
export async function packingCheckInBrowser(page: Page, runs = 50): Promise<PackingCheckFigures> {
  const bundle = await build({
    stdin: {
      contents: `import { benchPackingLists, checkAll, medianMs, CONTAINERS, LINES } from './bench/packingCheck';
        window.__pklBench = { benchPackingLists, checkAll, medianMs, CONTAINERS, LINES };`,
      resolveDir: process.cwd(),
      loader: 'ts',
    },
    bundle: true,
    format: 'iife',
    write: false,
    platform: 'browser',
    logLevel: 'silent',
  });
  await page.goto('about:blank');
  await page.addScriptTag({ content: bundle.outputFiles[0]!.text });
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
