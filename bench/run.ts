// The benchmark suite. Each figure is a ratio against a baseline measured in the same run.
// The suite's own benches (the first page, the palette, the lists' contains filter, the server, the
// live connection, health under load, the mixed workload) are here; each module declares its own in
// bench/modules/<module>.ts (bench/benches.ts), found there and run in module name order.
// `npx tsx bench/run.ts --list` names them all and runs nothing.
import { spawn } from 'node:child_process';
import { mkdirSync, mkdtempSync, writeFileSync } from 'node:fs';
import { cpus, tmpdir } from 'node:os';
import { join } from 'node:path';
import { chromium } from 'playwright';
import { type BrowserBench, declaredBenches, type RatioRow } from './benches';
import { CHROMIUM_LAUNCH } from './chromiumArgs';
import { firstPageBench, firstPageTable } from './firstPage';
import { stats, typeQueries } from './paletteKeystrokes';
import { routeTable } from '../src/routes/table';
import { containsFilterBench, containsFilterTable } from './containsFilter';
import { serverAimLines, serverBench, serverBenchTable } from './server';
import { liveBench, liveBenchTable } from './live';
import { healthUnderLoadBench, healthUnderLoadNotes, healthUnderLoadTable } from './healthUnderLoad';
import { mixedBench, mixedSummary, mixedTable } from './mixed';
import { publicHomeBench, publicHomeTable } from './publicHome';
import { employeeToken, TOKEN_KEY } from '../tests/support/apiSession';
import { BENCH_SERVER_ENTRY } from './serverProcess';

const PORT = Number(process.env.BENCH_PORT ?? 4180);
// BENCH_PORT moves every server the suite starts: its own on that port, the node benches' on the nine
// after it (so a machine shared with other work can give the suite ten ports of its own); unset,
// each bench keeps its own default ports
const portAt = (offset: number) => (process.env.BENCH_PORT ? PORT + offset : undefined);
const base = `http://127.0.0.1:${PORT}`;
// Queries a person types: Chinese, pinyin initials, full pinyin, English, a path.
const QUERIES = ['提单', 'tdbl', 'chuanqi', 'freight', 'booking', '/system/'];

// a fresh database is migrated and seeded first: minutes on a busy 2-core machine
async function waitForServer(url: string, ms = 240_000) {
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

/** The results keys the suite itself writes (a module's bench may not take one). */
const SUITE_KEYS = ['setup', 'firstPageWeight', 'paletteKeystroke', 'containsFilter', 'server', 'live', 'healthUnderLoad', 'mixed', 'publicHome'];
const modules = await declaredBenches(SUITE_KEYS);
const browserBenches = modules.flatMap((m) => m.browser ?? []);
const nodeBenches = modules.flatMap((m) => m.node ?? []);

if (process.argv.includes('--list')) {
  console.log('The suite: first page weight, palette keystroke, contains filter, server, live connection, health under load, public home, mixed workload');
  for (const m of modules)
    console.log(`${m.module}: ${[...(m.browser ?? []).map((b) => `${b.key} (Chromium)`), ...(m.node ?? []).map((b) => b.key)].join(', ')}`);
  process.exit(0);
}

async function browserBench() {
  const dataDir = mkdtempSync(join(tmpdir(), 'freight-bench-'));
  // node itself (not npx), so the kill below reaches the server and no process is left behind
  const entry = BENCH_SERVER_ENTRY.endsWith('.ts') ? ['node_modules/tsx/dist/cli.mjs', BENCH_SERVER_ENTRY] : [BENCH_SERVER_ENTRY];
  const server = spawn(process.execPath, entry, {
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
    // each module's benches in the same browser, each on a page of its own
    const figures: { bench: BrowserBench; figures: unknown }[] = [];
    for (const bench of browserBenches) figures.push({ bench, figures: await bench.run(browser, base) });
    await browser.close();
    return { weight, baseline: stats(baseline), palette: stats(palette), figures };
  } finally {
    server.kill('SIGTERM');
  }
}

/** How long each bench took, seconds (the whole suite is to finish within about 8 minutes on the 2-core machine). */
const benchSeconds: Record<string, number> = {};
const suiteStarted = performance.now();
async function timedBench<T>(key: string, run: () => Promise<T>): Promise<T> {
  const started = performance.now();
  try {
    return await run();
  } finally {
    benchSeconds[key] = Math.round((performance.now() - started) / 100) / 10;
    console.log(`bench ${key}: ${benchSeconds[key]} s`);
  }
}

const setup = { cores: cpus().length, cpu: cpus()[0]?.model ?? 'unknown', node: process.version, routes: routeTable.length, queries: QUERIES };
const pal = await timedBench('browser', () => browserBench());
// each module's Node benches, in module name order
const nodeFigures: { key: string; figures: unknown; rows?: Record<string, RatioRow>; print?: () => void }[] = [];
for (const bench of nodeBenches) {
  const figures = await timedBench(bench.key, () => bench.run({ log: console.log }));
  const rows = bench.rows?.(figures);
  nodeFigures.push({ key: bench.key, figures, rows, print: bench.print && (() => bench.print!(figures)) });
  // as each ends too, not only in the summary: a run stopped part way (or failing in a later bench) still says what it measured
  if (rows) console.table(rows);
}
// a list's contains filter on 100,000 bookings, with its trigram index and with it dropped
const containsFilter = await timedBench('containsFilter', () => containsFilterBench(console.log));
// the server (HTTP against bare node:http) and the live connection (sockets against a bare ws server),
// on embedded PGlite and, when DATABASE_URL is set, on PostgreSQL too
const server = await timedBench('server', () => serverBench({ log: console.log, port: portAt(2) }));
const live = await timedBench('live', () => liveBench({ log: console.log, port: portAt(4) }));
// /api/health while a heavy call runs (PGlite, and PostgreSQL with DATABASE_URL); 200 people on
// one process and on two (PostgreSQL only)
const healthUnderLoad = await timedBench('healthUnderLoad', () => healthUnderLoadBench({ log: console.log, port: portAt(8) }));
// the public sites' home: its first-page JS (the public entry) and GET / and its first call under 100 visitors against /api/health
const publicHome = await timedBench('publicHome', () => publicHomeBench({ log: console.log, port: portAt(6) }));
const mixed = await timedBench('mixed', () => mixedBench({ log: console.log, port: portAt(8) }));

const results = {
  setup: { ...setup, benchSeconds, suiteSeconds: Math.round((performance.now() - suiteStarted) / 1000) },
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
  ...Object.fromEntries(nodeFigures.map((f) => [f.key, f.figures])),
  ...Object.fromEntries(pal.figures.map((f) => [f.bench.key, f.figures])),
  containsFilter,
  server,
  live,
  healthUnderLoad,
  publicHome,
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
  // the modules' ratios: their Node benches' and their in-browser ones'
  ...Object.assign({}, ...nodeFigures.map((f) => f.rows ?? {})),
  ...Object.assign({}, ...pal.figures.map((f) => f.bench.rows(f.figures))),
});
for (const f of nodeFigures) f.print?.();
console.log(containsFilterTable(containsFilter));
console.table(serverBenchTable(server));
for (const l of serverAimLines(server)) console.log(l);
console.table(liveBenchTable(live));
console.table(healthUnderLoadTable(healthUnderLoad));
for (const n of healthUnderLoadNotes(healthUnderLoad)) console.log(`Note: ${n}`);
console.table(publicHomeTable(publicHome));
if (mixed) {
  console.table(mixedTable(mixed));
  for (const l of mixedSummary(mixed)) console.log(l);
}
mkdirSync('bench', { recursive: true });
writeFileSync('bench/results.json', `${JSON.stringify(results, null, 2)}\n`);
console.log('written to bench/results.json');
console.log(
  `The suite took ${results.setup.suiteSeconds} s (each bench: ${Object.entries(benchSeconds)
    .map(([k, v]) => `${k} ${v} s`)
    .join(', ')})`,
);
