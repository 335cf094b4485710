import { spawnSync } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';

/**
 * The compiled server's check of its environment (issue 47 item 6), as an operator meets it:
 * `node build/server/main.js` with a wrong setting stops before it opens anything, one line per
 * wrong setting and no stack trace; `--check-config` prints the settings in effect and exits 0/1.
 */
// compiled by the API projects' global set-up (scripts/build-server.mjs, tests/api/support/snapshot.ts)
const main = 'build/server/main.js';
const dataDir = mkdtempSync(join(tmpdir(), 'freight-settings-'));
/** Only what the test sets, besides PATH: the operator's machine, not this test run's environment. */
const run = (env: Record<string, string>, ...args: string[]) => {
  const r = spawnSync(process.execPath, [main, ...args], {
    env: { PATH: process.env.PATH, DATA_DIR: dataDir, ...env },
    encoding: 'utf8',
    timeout: 60_000,
  });
  return { code: r.status, out: r.stdout, err: r.stderr };
};

afterAll(() => rmSync(dataDir, { recursive: true, force: true }));

describe('the compiled server’s settings at start', () => {
  it('PORT=abc: one line naming it, exit 1, no stack trace, nothing opened', () => {
    const r = run({ PORT: 'abc', JOBS_CONCURRENCY: 'abc', LOG_LEVEL: 'loud' });
    expect(r.code).toBe(1);
    expect(r.err.trim().split('\n')).toEqual([
      'Not starting: PORT=abc: expected a whole number from 0 to 65535',
      'Not starting: LOG_LEVEL=loud: expected one of fatal, error, warn, info, debug, trace, silent',
      'Not starting: JOBS_CONCURRENCY=abc: expected a whole number from 1 to 256',
    ]);
    expect(r.err + r.out).not.toMatch(/\bat .*\.js:\d+|NaN|Freight platform/);
  }, 60_000);

  it('--check-config prints the settings in effect, secrets masked, and exits 0 when they are right', () => {
    const r = run({ PORT: '8123', DATABASE_URL: 'postgres://app:hunter2@db.example:5432/freight', METRICS_TOKEN: 'tok-123' }, '--check-config');
    expect(r.code).toBe(0);
    expect(r.out).toContain('PORT=8123\n');
    expect(r.out).toContain('JOBS_POLL_MS=1000 (default)\n');
    expect(r.out).toContain('DATABASE_URL=postgres://***@db.example:5432/freight\n');
    expect(r.out).toContain('Settings are right.');
    expect(r.out + r.err).not.toMatch(/hunter2|tok-123/);
  }, 60_000);

  it('--check-config with a wrong setting names it and exits 1', () => {
    const r = run({ TRUST_PROXY: 'everyone', NODE_ENV: 'production', EDM_TOKEN_KEY: 'k'.repeat(32) }, '--check-config');
    expect(r.code).toBe(1);
    expect(r.err).toContain('Wrong: TRUST_PROXY=everyone: expected IP addresses or CIDR ranges');
    expect(r.err).toMatch(/Wrong: NODE_ENV=production: CARRIER_BOOKING, .* run on local simulators/);
    expect(r.out).toContain('2 wrong setting(s)');
  }, 60_000);
});
