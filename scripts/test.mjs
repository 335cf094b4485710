// `npm test`: every suite — type check, format and lint, the layer check, unit, model and API tests (Vitest), then the browser
// tests (Playwright on Debian's Chromium against the real server). Ends with one summary line.
import { spawn, spawnSync } from 'node:child_process';
import { chmodSync, existsSync, mkdirSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { cpus, tmpdir } from 'node:os';
import { join, resolve } from 'node:path';

const run = (cmd, args, env = {}) => spawnSync(cmd, args, { stdio: 'inherit', env: { ...process.env, ...env } }).status ?? 1;

// Each stage's wall time, printed as it ends and listed again before the summary: what to look at
// when the suite grows slower (docs/testing.md: "The suite stays fast").
const durations = [];
const seconds = (ms) => `${(ms / 1000).toFixed(1)} s`;
/** The machine's CPU ticks, busy and all, summed over its cores. */
function cpuTicks() {
  let busy = 0;
  let all = 0;
  for (const { times } of cpus()) {
    const total = times.user + times.nice + times.sys + times.irq + times.idle;
    busy += total - times.idle;
    all += total;
  }
  return { busy, all };
}
/**
 * How busy the machine's cores were while a stage ran (whatever ran beside it counts too): a stage
 * far under 100 % waits on something (a timer, a child process, the disk), not on the CPU; one at
 * 100 % on a run that is slower than a quiet one shared its cores.
 */
function busySince(before) {
  const now = cpuTicks();
  return `${Math.round((100 * (now.busy - before.busy)) / Math.max(1, now.all - before.all))} % of ${cpus().length} cores busy`;
}
function stage(name, fn) {
  const started = Date.now();
  const ticks = cpuTicks();
  const status = fn();
  const took = Date.now() - started;
  durations.push([name, took]);
  console.log(`-- ${name}: ${seconds(took)} (${busySince(ticks)})`);
  return status;
}

/**
 * A stage that runs beside others: its output is held and printed whole when it ends (two stages'
 * lines never interleave), with its duration line. Resolves to its exit status.
 */
function besideStage(name, heading, cmd, args) {
  const started = Date.now();
  const ticks = cpuTicks();
  return new Promise((done) => {
    const child = spawn(cmd, args, { stdio: ['ignore', 'pipe', 'pipe'], env: process.env });
    const out = [];
    child.stdout.on('data', (d) => out.push(d));
    child.stderr.on('data', (d) => out.push(d));
    const end = (status) => {
      const took = Date.now() - started;
      durations.push([name, took]);
      process.stdout.write(`\n== ${heading} ==\n${Buffer.concat(out).toString()}-- ${name}: ${seconds(took)} (${busySince(ticks)})\n`);
      done(status);
    };
    child.on('error', (e) => {
      out.push(Buffer.from(`${e.message}\n`));
      end(1);
    });
    child.on('close', (code) => end(code ?? 1));
  });
}

rmSync('test-results', { recursive: true, force: true });
mkdirSync('test-results', { recursive: true });
const failures = [];

// Every temporary folder of the run (the servers' data folders copied per spec and per kill test,
// uploads, Chromium's profiles) under one folder removed when the run ends: left behind, a few hundred
// runs on one machine filled its disk (10,000 folders, 79 GB, and every e2e spec failed on ENOSPC).
const runTmp = mkdtempSync(join(tmpdir(), 'freight-test-run-'));
// as open as /tmp itself: the image test runs the server as another user (node) in a folder under it
chmodSync(runTmp, 0o1777);
process.env.TMPDIR = runTmp;
const removeRunTmp = () => rmSync(runTmp, { recursive: true, force: true });
process.on('exit', removeRunTmp);

// The run's migrated, seeded database, made once (tests/support/seededSnapshot.ts): every Vitest
// stage's global set-up and the e2e suite's seeded folder start from this file.
process.env.TEST_DB_SNAPSHOT = resolve('test-results/db-snapshot/seeded.tar');

// The checks and the browser build run one after another as before (the type check's four runs and the
// build each use both cores); beside them runs the one thing that uses only one: migrating and
// seeding the run's database (a single PGlite thread, about ten seconds), which the Vitest stages and
// the e2e suite then start from instead of each making their own. Each stage prints its output whole
// and its duration as it ends.
const [[typeCheck, lint, layers, build], snapshot] = await Promise.all([
  (async () => [
    await besideStage('type check', 'type check (browser, server, shared code, tests and scripts)', 'node', ['scripts/typecheck.mjs']),
    await besideStage('lint', 'format and lint (Biome: biome.jsonc; npm run format rewrites the format)', 'npx', ['biome', 'ci', '.']),
    await besideStage('layers', 'layers (dependency-cruiser: .dependency-cruiser.cjs)', 'npm', ['run', '--silent', 'deps']),
    await besideStage('build', 'browser build for the e2e tests (vite build)', 'npx', ['vite', 'build', '--logLevel', 'warn']),
  ])(),
  besideStage('seeded database', "the run's seeded database (tests/support/seededSnapshot.ts)", 'npx', [
    'tsx',
    'tests/support/seededSnapshot.ts',
    process.env.TEST_DB_SNAPSHOT,
  ]),
]);
if (typeCheck !== 0) failures.push('type check');
if (lint !== 0) failures.push('format and lint');
if (layers !== 0) failures.push('layers');
if (build !== 0) failures.push('build');
// without the file, each stage below makes its own (as `npx vitest run` alone does): slower, still whole
if (snapshot !== 0) {
  failures.push('seeded database');
  delete process.env.TEST_DB_SNAPSHOT;
}

console.log('\n== unit, model and API tests (Vitest) ==');
if (process.env.DATABASE_URL) console.log(`PostgreSQL tests on ${process.env.DATABASE_URL.replace(/:[^:@/]*@/, ':***@')}`);
else console.log('DATABASE_URL is not set: the PostgreSQL half of the database suite is skipped (embedded PGlite is tested).');
const vitest = (projects, out) =>
  run('npx', ['vitest', 'run', ...projects.flatMap((p) => ['--project', p]), '--reporter=default', '--reporter=json', `--outputFile.json=${out}`]);
if (stage('vitest', () => vitest(['unit', 'model', 'api'], 'test-results/vitest.json')) !== 0) failures.push('vitest');
console.log('\n== tests that measure time, alone (Vitest project "alone") ==');
if (stage('alone', () => vitest(['alone'], 'test-results/vitest-alone.json')) !== 0) failures.push('vitest (alone)');

console.log('\n== browser tests (Playwright + Chromium) ==');
if (run('node', ['scripts/ensure-chromium.mjs']) !== 0) failures.push('chromium');
else if (build === 0 && stage('e2e', () => run('npx', ['playwright', 'test'])) !== 0) failures.push('e2e');

// One closing line over all runners.
let passed = 0;
let failed = 0;
let skipped = 0;
// the names of failed tests at the very end: CI keeps only the tail of a long output
const failedNames = [];
for (const file of ['test-results/vitest.json', 'test-results/vitest-alone.json']) {
  if (!existsSync(file)) continue;
  const v = JSON.parse(readFileSync(file, 'utf8'));
  passed += v.numPassedTests ?? 0;
  failed += v.numFailedTests ?? 0;
  skipped += (v.numPendingTests ?? 0) + (v.numTodoTests ?? 0);
  for (const f of v.testResults ?? []) {
    for (const t of f.assertionResults ?? []) {
      if (t.status === 'failed')
        failedNames.push(`${f.name.replace(`${process.cwd()}/`, '')} › ${t.fullName}\n    ${(t.failureMessages?.[0] ?? '').split('\n')[0]}`);
    }
    if (f.status === 'failed' && !(f.assertionResults ?? []).some((t) => t.status === 'failed'))
      failedNames.push(`${f.name} › ${(f.message ?? '').split('\n')[0]}`);
  }
}
if (existsSync('test-results/e2e.json')) {
  const e = JSON.parse(readFileSync('test-results/e2e.json', 'utf8'));
  passed += e.stats?.expected ?? 0;
  failed += (e.stats?.unexpected ?? 0) + (e.stats?.flaky ?? 0);
  skipped += e.stats?.skipped ?? 0;
  const walk = (suite, file) => {
    for (const spec of suite.specs ?? []) {
      for (const t of spec.tests ?? []) {
        if (t.status === 'unexpected' || t.status === 'flaky') {
          failedNames.push(`${spec.file ?? file} › ${spec.title} (${t.status})\n    ${(t.results?.at(-1)?.error?.message ?? '').split('\n')[0]}`);
        }
      }
    }
    for (const s of suite.suites ?? []) walk(s, suite.file ?? file);
  };
  for (const s of e.suites ?? []) walk(s, s.file);
}
// in the order the stages start, whichever ended first
const ORDER = ['type check', 'lint', 'layers', 'build', 'seeded database', 'vitest', 'alone', 'e2e'];
durations.sort(([a], [b]) => ORDER.indexOf(a) - ORDER.indexOf(b));
console.log(`\nStage durations: ${durations.map(([name, ms]) => `${name} ${seconds(ms)}`).join(', ')}`);
for (const name of failedNames) console.log(`\n✗ ${name}`);
if (failures.length) console.log(`\nFailed: ${failures.join(', ')}`);
console.log(`\n${passed} passed, ${failed} failed, ${skipped} skipped`);
process.exit(failures.length ? 1 : 0);
