import { defineConfig } from '@playwright/test';
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { CHROMIUM_LAUNCH } from './bench/chromiumArgs';
import { TEST_PASSWORD_HASH_COST } from './tests/support/passwordHashCost';

const port = Number(process.env.E2E_PORT ?? 4173);
// A fresh embedded database per run, so the e2e suite never touches ./data.
const dataDir = process.env.E2E_DATA_DIR ?? mkdtempSync(join(tmpdir(), 'freight-e2e-'));
// The run's seeded database, made once by the web server's start (tests/e2e/support/seededData.ts);
// every server a spec starts of its own (ownServer) starts on a copy. Set here, in the runner, so its
// workers inherit the same folder.
process.env.E2E_SEEDED_DIR ??= mkdtempSync(join(tmpdir(), 'freight-e2e-seeded-'));
// Passwords hashed at the suites' cost (tests/support/passwordHashCost.ts) by the web server and every
// ownServer, which inherit it; the seeded folder's demo accounts are hashed at it too.
process.env.PASSWORD_HASH_COST ??= TEST_PASSWORD_HASH_COST;

/** The specs that sign in as the demo's sales accounts (the CRM, EDM, radars, sales analysis, quotes). */
const SALES_DESK = [/tests\/e2e\/(crm|edm|radar|analytics)\/.*\.spec\.ts$/, /tests\/e2e\/booking\/quoteOption\.spec\.ts$/];

export default defineConfig({
  testDir: 'tests/e2e',
  // Its own folder: Playwright empties it at start, and test-results/ also holds Vitest's report.
  outputDir: 'test-results/playwright',
  fullyParallel: true,
  workers: 2,
  retries: 0,
  timeout: 30_000,
  expect: { timeout: 7_000 },
  reporter: [['list'], ['json', { outputFile: 'test-results/e2e.json' }]],
  use: {
    baseURL: `http://127.0.0.1:${port}`,
    // the reduced motion people may ask for (src/shell/shell.css): no animation frames to draw
    reducedMotion: 'reduce',
    trace: { mode: 'retain-on-failure', snapshots: false, screenshots: false },
    launchOptions: CHROMIUM_LAUNCH,
  },
  projects: [
    { name: 'setup', testMatch: /\.setup\.ts$/ },
    { name: 'e2e', dependencies: ['setup'], testIgnore: [/\.(setup|last)\.ts$/, ...SALES_DESK] },
    // the specs that sign in as the demo's salespeople (孙丽, 周婷, 陈刚): a second sign-in as one of
    // them ends the first one's session, so these run one at a time, beside the others
    { name: 'sales', dependencies: ['setup'], testMatch: SALES_DESK, workers: 1, fullyParallel: false },
    // signs in as every demo account, which would end other tests' sessions: after all of them
    { name: 'last', dependencies: ['e2e', 'sales'], testMatch: /\.last\.ts$/ },
  ],
  webServer: {
    // the compiled server (built in about a second), started on a copy of the run's seeded database
    command: 'node scripts/build-server.mjs && npx tsx tests/e2e/support/e2eServer.ts',
    url: `http://127.0.0.1:${port}/api/health`,
    reuseExistingServer: false,
    timeout: 60_000,
    env: { PORT: String(port), HOST: '127.0.0.1', DATA_DIR: dataDir, DATABASE_URL: '', E2E_SEEDED_DIR: process.env.E2E_SEEDED_DIR },
    stdout: 'ignore',
    stderr: 'pipe',
  },
});
