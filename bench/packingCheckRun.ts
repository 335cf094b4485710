// `npx tsx bench/packingCheckRun.ts`: the packing-list check figures alone (Node and Chromium), the
// same ones `npm run bench` reports, without the rest of the suite.
import { chromium } from 'playwright';
import { CHROMIUM_LAUNCH } from './chromiumArgs';
import { packingCheckInBrowser } from './browserPacking';
import { packingCheckBench } from './packingCheck';

const node = packingCheckBench();
const browser = await chromium.launch(CHROMIUM_LAUNCH);
const inChromium = await packingCheckInBrowser(await browser.newPage());
await browser.close();
console.table({
  [`packing-list check ${node.containers} containers × ${node.lines} lines, Node (ms) vs JSON round trip`]: {
    value: node.medianMs,
    baseline: node.baselineMedianMs,
    ratio: node.ratio,
  },
  [`packing-list check ${inChromium.containers} containers × ${inChromium.lines} lines, Chromium (ms) vs JSON round trip`]: {
    value: inChromium.medianMs,
    baseline: inChromium.baselineMedianMs,
    ratio: inChromium.ratio,
  },
});
