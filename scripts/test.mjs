// `npm test`: every suite — type check, format and lint, the layer check, unit, model and API tests (Vitest), then the browser
// tests (Playwright on Debian's Chromium against the real server). Ends with one summary line.
import { spawnSync } from 'node:child_process';
import { existsSync, mkdirSync, readFileSync, rmSync } from 'node:fs';

const run = (cmd, args, env = {}) => spawnSync(cmd, args, { stdio: 'inherit', env: { ...process.env, ...env } }).status ?? 1;

// Each stage's wall time, printed as it ends and listed again before the summary: what to look at
// when the suite grows slower (README: "The suite stays fast").
const durations = [];
const seconds = (ms) => `${(ms / 1000).toFixed(1)} s`;
function stage(name, fn) {
  const started = Date.now();
  const status = fn();
  const took = Date.now() - started;
  durations.push([name, took]);
  console.log(`-- ${name}: ${seconds(took)}`);
  return status;
}

rmSync('test-results', { recursive: true, force: true });
mkdirSync('test-results', { recursive: true });
const failures = [];

console.log('\n== type check (browser, server, shared code, tests and scripts) ==');
if (stage('type check', () => run('node', ['scripts/typecheck.mjs'])) !== 0) failures.push('type check');

console.log('\n== format and lint (Biome: biome.jsonc; npm run format rewrites the format) ==');
if (stage('lint', () => run('npx', ['biome', 'ci', '.'])) !== 0) failures.push('format and lint');

console.log('\n== layers (dependency-cruiser: .dependency-cruiser.cjs) ==');
if (stage('layers', () => run('npm', ['run', '--silent', 'deps'])) !== 0) failures.push('layers');

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
else if (stage('build', () => run('npx', ['vite', 'build', '--logLevel', 'warn'])) !== 0) failures.push('build');
else if (stage('e2e', () => run('npx', ['playwright', 'test'])) !== 0) failures.push('e2e');

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
console.log(`\nStage durations: ${durations.map(([name, ms]) => `${name} ${seconds(ms)}`).join(', ')}`);
for (const name of failedNames) console.log(`\n✗ ${name}`);
if (failures.length) console.log(`\nFailed: ${failures.join(', ')}`);
console.log(`\n${passed} passed, ${failed} failed, ${skipped} skipped`);
process.exit(failures.length ? 1 : 0);
