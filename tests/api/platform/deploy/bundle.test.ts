import { spawn } from 'node:child_process';
import { mkdirSync, mkdtempSync, readFileSync, statSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { exec } from './imageSteps';

/**
 * `npm run bundle`, as someone takes it to a bigger machine (docs/benchmarks.md): the archive is
 * made, is under 60 MB, is unpacked in a folder of its own (outside this checkout, so nothing of
 * its node_modules can be reached) and its scale-out bench runs the compiled server it holds, with
 * WORKERS=1 for two seconds, against the test PostgreSQL — with only `node` on the PATH.
 */
const PROJECT = join(import.meta.dirname, '../../../..');
const databaseUrl = process.env.DATABASE_URL;
const work = mkdtempSync(join(tmpdir(), 'freight-bundle-test-'));
const archive = join(work, 'freight-bundle.tar.gz');
const unpacked = join(work, 'elsewhere');
// 8,000 files: deleting them is not the test's time
afterAll(() => spawn('rm', ['-rf', work], { detached: true, stdio: 'ignore' }).unref());

describe.skipIf(!databaseUrl)('the bench archive', () => {
  let made: { code: number | null; text: string };
  beforeAll(async () => {
    made = await exec(process.execPath, ['scripts/bundle.mjs', '--out', archive], PROJECT, process.env);
  }, 120_000);

  it('is under 60 MB, unpacks anywhere and runs the scale-out bench against PostgreSQL with only node', { timeout: 240_000 }, async () => {
    expect(made.code, made.text).toBe(0);
    const bytes = statSync(archive).size;
    expect(bytes).toBeLessThan(60 * 1024 * 1024);
    expect(bytes).toBeGreaterThan(1024 * 1024);

    mkdirSync(unpacked);
    const untar = await exec('tar', ['-xzf', archive, '-C', unpacked], work, process.env);
    expect(untar.code, untar.text).toBe(0);
    const app = join(unpacked, 'freight');
    const pkg = JSON.parse(readFileSync(join(app, 'package.json'), 'utf8')) as { scripts: Record<string, string> };
    expect(pkg.scripts['bench:scale']).toBe('node build/bench/scale.js');
    expect(pkg.scripts.serve).toBe('node build/server/main.js');

    const results = join(work, 'scale.json');
    // nothing of this machine's environment but where node is: the archive brings everything else
    const env = { PATH: process.env.PATH!, HOME: work, CARRIER_CHANNEL_EVERY_MS: '0', BOOKING_ROUND_EVERY_MS: '0', READY_SPACE_ROUND_EVERY_MS: '0' };
    const args = ['build/bench/scale.js', '--database-url', databaseUrl!, '--workers', '1', '--seconds', '2', '--warmup', '1'];
    // the CPU per request of each call alone: one round of a second each (the figures' worth is not this test's: that they come)
    const cpu = ['--cpu-rounds', '1', '--cpu-seconds', '1'];
    const run = await exec(process.execPath, [...args, ...cpu, '--connections', '8', '--sockets', '5', '--port', '4345', '--json', results], app, env);
    expect(run.code, run.text).toBe(0);
    expect(run.text).toMatch(/\| WORKERS \| all req\/s \| p99 ms \|/);

    const figures = JSON.parse(readFileSync(results, 'utf8')) as {
      rows: {
        workers: number;
        result: { all: { requests: number; errors: number }; calls: { name: string; requests: number }[]; live: { frames: number } };
        cpu: { alone: { msPerRequest: number[]; errors: number }[] };
      }[];
    };
    expect(figures.rows.map((r) => r.workers)).toEqual([1]);
    const [row] = figures.rows;
    expect(row!.result.all.errors).toBe(0);
    for (const call of row!.result.calls) expect(call.requests, call.name).toBeGreaterThan(0);
    // the saves' messages reached the live sockets
    expect(row!.result.live.frames).toBeGreaterThan(0);
    // and the server's CPU per request of each call alone was read (Linux's /proc)
    expect(row!.cpu.alone).toHaveLength(row!.result.calls.length);
    for (const alone of row!.cpu.alone) {
      expect(alone.errors).toBe(0);
      expect(alone.msPerRequest).toHaveLength(1);
      expect(alone.msPerRequest[0]).toBeGreaterThan(0);
    }
  });
});
