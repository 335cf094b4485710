// The benchmark suite. Each figure is a ratio against a baseline measured in the same run.
import { spawn } from 'node:child_process';
import { mkdirSync, mkdtempSync, writeFileSync } from 'node:fs';
import { cpus, tmpdir } from 'node:os';
import { join } from 'node:path';
import { chromium } from 'playwright';
import { CHROMIUM_LAUNCH } from './chromiumArgs';
import { firstPageBench, firstPageTable } from './firstPage';
import { stats, typeQueries } from './paletteKeystrokes';
import { routeTable } from '../src/routes/table';
import { siCheckBench } from './siCheck';
import { houseBillPrintBench } from './houseBillPrint';
import { packingCheckBench } from './packingCheck';
import { manifestCheckBench } from './manifestCheck';
import { packingCheckInBrowser } from './browserPacking';
import { PORT_QUERIES, portSuggestBench, portSuggestTable, withSeaPorts } from './portSuggest';
import { rateBatchBench, rateBatchTable } from './rateBatch';
import { rateSearchBench, rateSearchTable } from './rateSearch';
import { bookingsBench, bookingsTable } from './bookings';
import { freightTrackBench, freightTrackTable } from './freightTrack';
import { containsFilterBench, containsFilterTable } from './containsFilter';
import { controlTowerBench, controlTowerTable } from './controlTower';
import { readySpaceBench, readySpaceTable } from './readySpace';
import { SEED_PORTS } from '../src/domain/refdata/seed/ports';
import { deskOpenInBrowser } from './browserBookings';
import { mftVerifyOpenInBrowser } from './browserMftVerify';
import { pklAuditOpenInBrowser } from './browserPklAudit';
import { reviewOpenInBrowser, siCheckInBrowser } from './browserSi';
import { serverBench, serverBenchTable } from './server';
import { liveBench, liveBenchTable } from './live';
import { healthUnderLoadBench, healthUnderLoadNotes, healthUnderLoadTable } from './healthUnderLoad';
import { mixedBench, mixedSummary, mixedTable } from './mixed';
import { employeeToken, TOKEN_KEY } from '../tests/support/apiSession';

const PORT = Number(process.env.BENCH_PORT ?? 4180);
const base = `http://127.0.0.1:${PORT}`;
// Queries a person types: Chinese, pinyin initials, full pinyin, English, a path.
const QUERIES = ['提单', 'tdbl', 'chuanqi', 'freight', 'booking', '/system/'];

async function waitForServer(url: string, ms = 60_000) {
  const until = Date.now() + ms;
  while (Date.now() < until) {
    try {
      if ((await fetch(url)).ok) return;
    } catch {
      /* not up yet */
    }
    await new Promise((r) => setTimeout(r, 300));
  }
  throw new Error(`server did not start at ${url}`);
}

async function browserBench() {
  const dataDir = mkdtempSync(join(tmpdir(), 'freight-bench-'));
  // node itself (not npx), so the kill below reaches the server and no process is left behind
  const server = spawn(process.execPath, ['node_modules/tsx/dist/cli.mjs', 'server/main.ts'], {
    env: { ...process.env, PORT: String(PORT), HOST: '127.0.0.1', DATA_DIR: dataDir, DATABASE_URL: '' },
    stdio: 'ignore',
  });
  try {
    await waitForServer(`${base}/api/health`);
    // the first page's weight: from the build, and what a visitor's Chromium transfers for `/`
    const weight = await firstPageBench('dist', base);
    const browser = await chromium.launch(CHROMIUM_LAUNCH);
    const page = await browser.newPage();
    // the web view and the whole route table need a staff member's session
    const token = await employeeToken(base, 'admin@demo.test');
    await page.addInitScript(([key, value]) => localStorage.setItem(key!, value!), [TOKEN_KEY, token]);
    // Baseline: the same keystrokes into a plain input that filters nothing (the web-view address).
    await page.goto(`${base}/internal/webview`);
    const plain = page.locator('#webview-address');
    await plain.waitFor();
    const baseline = await typeQueries(page, QUERIES, async () => {
      await plain.fill('');
      await plain.focus();
    });
    // The palette, filtering the whole route table on every keystroke.
    await page.keyboard.press('Control+k');
    const input = page.locator('[cmdk-input]');
    await input.waitFor();
    await page.locator('[cmdk-item]').first().waitFor();
    const palette = await typeQueries(page, QUERIES, async () => {
      await input.fill('');
      await input.focus();
    });
    // The reviewer's queue on a page of its own (a reviewer's session), and the check in the page.
    const reviewPage = await browser.newPage();
    const review = await reviewOpenInBrowser(reviewPage, base);
    const siCheck = await siCheckInBrowser(await browser.newPage());
    const packingCheck = await packingCheckInBrowser(await browser.newPage());
    // The booking desk's queue of 200 on a page of its own (the desk's session)
    const deskQueue = await deskOpenInBrowser(await browser.newPage(), base);
    // The packing-list audit desk's queue of 500 applications on a page of its own (the operator's session)
    const pklAudit = await pklAuditOpenInBrowser(await browser.newPage(), base);
    // The customs manifest verify queue's page of 200 submitted manifests (a platform verifier's session)
    const mftVerify = await mftVerifyOpenInBrowser(await browser.newPage(), base);
    await browser.close();
    return { weight, baseline: stats(baseline), palette: stats(palette), review, siCheck, packingCheck, deskQueue, pklAudit, mftVerify };
  } finally {
    server.kill('SIGTERM');
  }
}

const setup = { cores: cpus().length, cpu: cpus()[0]?.model ?? 'unknown', node: process.version, routes: routeTable.length, queries: QUERIES };
const pal = await browserBench();
const si = siCheckBench();
const packing = packingCheckBench();
const manifestCheck = manifestCheckBench();
// an HBL printed as PDF against the same sheet as HTML (ms of each, the ratio)
const houseBillPrint = await houseBillPrintBench({ log: console.log });
// the port picker's ranking (Port/Suggest) over the seeded port list, and over it with every port of
// the sea-ports package added (a list staff could grow to), against a bare in-memory filter
const seededPlaces = SEED_PORTS.map((p) => ({ Code: p.code, NameZh: p.zh, NameEn: p.en, CountryCode: p.countryCode, Aliases: p.aliases, Group: p.group }));
const portSuggest = [
  portSuggestBench(seededPlaces, PORT_QUERIES, { list: `seeded ports (${seededPlaces.length})` }),
  portSuggestBench(withSeaPorts(seededPlaces), PORT_QUERIES, { list: 'seeded + sea-ports' }),
];
// FclRate/Search over 100,000 rate versions, against the bare SQL query of its candidates
const rateSearch = await rateSearchBench({ log: console.log });
// a 10,000-row rate sheet uploaded and applied, a 5 % increase over 100,000 versions planned and
// applied, with /api/health asked throughout and the peak memory
const rateBatch = await rateBatchBench({ log: console.log });
// the booking desk's queue of 200 (list and detail p99) and 1,000 bookings through the carrier channel with faults
const bookings = await bookingsBench({ log: console.log });
// 1,000,000 carrier events through the CARRIER_TNT channel's path against a bare batched insert, and the tracking list over 100,000 shipments against health
const freightTrack = await freightTrackBench({ log: console.log });
// a list's contains filter on 100,000 bookings, with its trigram index and with it dropped
const containsFilter = await containsFilterBench(console.log);
// the control tower's exceptions over 100,000 shipments (staff and a customer, p95) against /api/health
const controlTower = await controlTowerBench({ log: console.log });
// ready space: 200 buyers at once on one listing (oversold 0, Place p99) and 200 market pages kept live
const readySpace = await readySpaceBench({ log: console.log });
// the server (HTTP against bare node:http) and the live connection (sockets against a bare ws server),
// on embedded PGlite and, when DATABASE_URL is set, on PostgreSQL too
const server = await serverBench({ log: console.log });
const live = await liveBench({ log: console.log });
// /api/health while a heavy call runs (PGlite, and PostgreSQL with DATABASE_URL); 200 people on
// one process and on two (PostgreSQL only)
const healthUnderLoad = await healthUnderLoadBench({ log: console.log });
const mixed = await mixedBench({ log: console.log });

const results = {
  setup,
  houseBillPrint,
  firstPageWeight: pal.weight,
  paletteKeystroke: {
    medianMs: +pal.palette.median.toFixed(2),
    p95Ms: +pal.palette.p95.toFixed(2),
    baselineMedianMs: +pal.baseline.median.toFixed(2),
    baselineP95Ms: +pal.baseline.p95.toFixed(2),
    ratioMedian: +(pal.palette.median / pal.baseline.median).toFixed(2),
    ratioP95: +(pal.palette.p95 / pal.baseline.p95).toFixed(2),
    keystrokes: pal.palette.n,
  },
  siCheckServer: si,
  packingCheckServer: packing,
  manifestCheckServer: manifestCheck,
  portSuggest,
  rateSearch,
  rateBatch,
  bookings,
  freightTrack,
  containsFilter,
  controlTower,
  readySpace,
  siCheckBrowser: pal.siCheck,
  packingCheckBrowser: pal.packingCheck,
  reviewQueueOpen: pal.review,
  bookingDeskOpen: pal.deskQueue,
  packingAuditOpen: pal.pklAudit,
  manifestVerifyOpen: pal.mftVerify,
  server,
  live,
  healthUnderLoad,
  mixed: mixed ?? 'skipped: needs DATABASE_URL',
};

console.log(`\nSetup: ${setup.cores} cores (${setup.cpu}), Node ${setup.node}, ${setup.routes} routes, Chromium headless`);
console.table(firstPageTable(pal.weight));
if (pal.weight.pinyinProIn.length) console.log(`Note: pinyin-pro is in the built ${pal.weight.pinyinProIn.join(', ')}`);
console.table({
  'palette keystroke median (ms) vs plain input': {
    value: results.paletteKeystroke.medianMs,
    baseline: results.paletteKeystroke.baselineMedianMs,
    ratio: results.paletteKeystroke.ratioMedian,
  },
  'palette keystroke p95 (ms) vs plain input': {
    value: results.paletteKeystroke.p95Ms,
    baseline: results.paletteKeystroke.baselineP95Ms,
    ratio: results.paletteKeystroke.ratioP95,
  },
  'SI check 200 boxes × 5 lines, Node (ms) vs JSON round trip': { value: si.medianMs, baseline: si.baselineMedianMs, ratio: si.ratio },
  'SI check 200 boxes × 5 lines, Chromium (ms) vs JSON round trip': {
    value: pal.siCheck.medianMs,
    baseline: pal.siCheck.baselineMedianMs,
    ratio: pal.siCheck.ratio,
  },
  'packing-list check 200 containers × 20 lines, Node (ms) vs JSON round trip': {
    value: packing.medianMs,
    baseline: packing.baselineMedianMs,
    ratio: packing.ratio,
  },
  [`manifest check ${manifestCheck.bills} B/Ls × ${manifestCheck.items} items, Node (ms) vs bare loop over every field`]: {
    value: manifestCheck.medianMs,
    baseline: manifestCheck.baselineMedianMs,
    ratio: manifestCheck.ratio,
  },
  'packing-list check 200 containers × 20 lines, Chromium (ms) vs JSON round trip': {
    value: pal.packingCheck.medianMs,
    baseline: pal.packingCheck.baselineMedianMs,
    ratio: pal.packingCheck.ratio,
  },
  [`review queue click → detail shown, median of ${pal.review.clicks} (ms) vs bare fetch of the detail`]: {
    value: pal.review.medianMs,
    baseline: pal.review.baselineMedianMs,
    ratio: pal.review.ratio,
  },
  [`booking desk (${pal.deskQueue.queued} in the queue) click → detail shown, median of ${pal.deskQueue.clicks} (ms) vs bare fetch of the detail`]: {
    value: pal.deskQueue.medianMs,
    baseline: pal.deskQueue.baselineMedianMs,
    ratio: pal.deskQueue.ratio,
  },
  [`packing-list audit (${pal.pklAudit.queued} applications) click → detail shown, median of ${pal.pklAudit.clicks} (ms) vs bare fetch of the detail`]: {
    value: pal.pklAudit.medianMs,
    baseline: pal.pklAudit.baselineMedianMs,
    ratio: pal.pklAudit.ratio,
  },
  [`manifest verify queue (${pal.mftVerify.queued} submitted) click → detail shown, median of ${pal.mftVerify.clicks} (ms) vs bare fetch of the detail`]: {
    value: pal.mftVerify.medianMs,
    baseline: pal.mftVerify.baselineMedianMs,
    ratio: pal.mftVerify.ratio,
  },
});
console.table(portSuggestTable(portSuggest));
console.table(rateSearchTable(rateSearch));
console.table(rateBatchTable(rateBatch));
console.table(bookingsTable(bookings));
console.table(freightTrackTable(freightTrack));
console.log(containsFilterTable(containsFilter));
console.table(controlTowerTable(controlTower));
console.table(readySpaceTable(readySpace));
console.table(serverBenchTable(server));
console.table(liveBenchTable(live));
console.table(healthUnderLoadTable(healthUnderLoad));
for (const n of healthUnderLoadNotes(healthUnderLoad)) console.log(`Note: ${n}`);
if (mixed) {
  console.table(mixedTable(mixed));
  for (const l of mixedSummary(mixed)) console.log(l);
}
mkdirSync('bench', { recursive: true });
writeFileSync('bench/results.json', `${JSON.stringify(results, null, 2)}\n`);
console.log('written to bench/results.json');
