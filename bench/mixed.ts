// A mixed workload: 200 people with think time, each on a connection of their own, signing in
// with a company account of their own and then going round their work (bench/mixedPeople.ts),
// against the real server on PostgreSQL as one process and as two (WORKERS=2, one port), each on a
// fresh schema with people of its own (bench/mixedSide.ts). The think time shrinks stage by stage,
// and each stage runs on one side and right after on the other, so both see the same machine (other
// work on it changes over minutes). The sustained rate of a side is the requests/s of its busiest
// stage whose p99 stayed under 100 ms with no error. Bar: 2 processes ≥ 1.5 × 1 process; aim 1.9 ×.
// Needs DATABASE_URL (two processes cannot share embedded PGlite). Run alone: `npx tsx bench/mixed.ts`.
import { writeFileSync } from 'node:fs';
import { pathToFileURL } from 'node:url';
import { MIXED_P99_BAR_MS, prepareSide, runStage, type ByCall, type Figures, type Side, type Stage } from './mixedSide';
import { machine, round } from './serverProcess';

export const MIXED_RATIO_BAR = 1.5;
export const MIXED_RATIO_AIM = 1.9;

export interface MixedOptions {
  /** The one-process server's port; the two-process one listens on the next (default 4198, 4199). */
  port?: number;
  databaseUrl?: string;
  people?: number;
  /** Of the people, how many are reviewers (default 20; the rest are customers' staff). */
  reviewers?: number;
  /** Bookings of 50 SIs each: what customers read and reviewers decide (default 20). */
  bookings?: number;
  /** Mean think time per stage, ms, longest first (each think is 0.5–1.5 × the mean). */
  thinkMs?: number[];
  stageSec?: number;
  settleSec?: number;
  log?: (line: string) => void;
}

export interface MixedRun {
  workers: number;
  signIn: Figures;
  stages: Stage[];
  /** The busiest stage that met the bar (none: not even the first did). */
  sustained?: Stage;
  /** Per call at the sustained stage. */
  byCall: ByCall;
  decisions: number;
}

export interface MixedResults {
  setup: ReturnType<typeof machine> & {
    people: number;
    reviewers: number;
    bookings: number;
    stageSec: number;
    settleSec: number;
    database: string;
    server: string;
    client: string;
    order: string;
  };
  runs: MixedRun[];
  ratio?: { value: number; bar: number; aim: number; barMet: boolean; aimMet: boolean };
  notes: string[];
}

export async function mixedBench(options: MixedOptions = {}): Promise<MixedResults | undefined> {
  const databaseUrl = options.databaseUrl ?? (process.env.DATABASE_URL || undefined);
  const log = options.log ?? (() => undefined);
  if (!databaseUrl) {
    log('mixed workload: skipped, it needs PostgreSQL (DATABASE_URL): two processes cannot share embedded PGlite');
    return undefined;
  }
  const port = options.port ?? 4198;
  const people = options.people ?? 200;
  const reviewers = options.reviewers ?? 20;
  const bookings = options.bookings ?? 20;
  const thinkMs = options.thinkMs ?? [4000, 3000, 2000, 1400, 1000, 700, 500, 350, 250, 175, 125, 90, 60];
  const stageSec = options.stageSec ?? 10;
  const settleSec = options.settleSec ?? 3;
  const setup = {
    ...machine(),
    people,
    reviewers,
    bookings,
    stageSec,
    settleSec,
    database: 'PostgreSQL (DATABASE_URL), a fresh schema per side',
    server: 'server/main.ts as a child process, default settings; WORKERS=2 for two processes on one port',
    client: 'this process: one keep-alive node:http connection per person, on the same machine as the server',
    order: 'each stage on 1 process, then at once on 2 processes (the idle side waits)',
  };

  const sides: Side[] = [];
  const runs: MixedRun[] = [];
  try {
    for (const [i, workers] of [1, 2].entries()) sides.push(await prepareSide(workers, { databaseUrl, port: port + i, people, reviewers, bookings, log }));
    const state = sides.map((side) => ({ side, stages: [] as Stage[], misses: 0, done: false }));
    for (const t of thinkMs) {
      for (const s of state.filter((x) => !x.done)) {
        const stage = await runStage(s.side, t, settleSec, stageSec);
        s.stages.push(stage);
        log(
          `${s.side.tag}: think ${t} ms → ${stage.rps} req/s, p50 ${stage.p50Ms} ms, p99 ${stage.p99Ms} ms (slowest: ${stage.slowest.call}, p99 ${stage.slowest.p99Ms} ms), ${stage.errors} errors${stage.met ? '' : ' (over the bar)'}`,
        );
        s.misses = stage.met ? 0 : s.misses + 1;
        // saturated (half the calls wait 100 ms), or past the limit: two misses in a row after a
        // stage that met the bar (one alone may be the busy machine), three before any did
        s.done = stage.p50Ms >= MIXED_P99_BAR_MS || s.misses >= (s.stages.some((x) => x.met) ? 2 : 3);
      }
      if (state.every((x) => x.done)) break;
    }
    for (const s of state) {
      const sustained = s.stages.filter((x) => x.met).sort((a, b) => b.rps - a.rps)[0];
      const decisions = s.side.poolBefore - s.side.people.reduce((n, p) => n + p.pool.length, 0);
      runs.push({ workers: s.side.workers, signIn: s.side.signIn, stages: s.stages, sustained, byCall: sustained?.byCall ?? {}, decisions });
    }
  } finally {
    for (const side of sides) await side.close();
  }

  const one = runs.find((r) => r.workers === 1)?.sustained;
  const two = runs.find((r) => r.workers === 2)?.sustained;
  const notes: string[] = [];
  let ratio: MixedResults['ratio'];
  if (one && two) {
    const value = round(two.rps / one.rps, 2);
    ratio = { value, bar: MIXED_RATIO_BAR, aim: MIXED_RATIO_AIM, barMet: value >= MIXED_RATIO_BAR, aimMet: value >= MIXED_RATIO_AIM };
  } else notes.push('No ratio: a side had no stage under the bar.');
  for (const r of runs) {
    if (r.stages.at(-1)?.met) notes.push(`${r.workers} process(es): the shortest think time still met the bar; the sustained rate is a floor.`);
    for (const s of r.stages.filter((x) => x.firstError)) notes.push(`${r.workers} process(es), think ${s.thinkMs} ms: first error ${s.firstError}`);
  }
  return { setup, runs, ratio, notes };
}

/** One line per process count and stage, for console.table. */
export function mixedTable(r: MixedResults) {
  return Object.fromEntries(
    r.runs.flatMap((run) => [
      [
        `${run.workers} proc: sign-in (${r.setup.people}, 8 at a time)`,
        {
          'req/s': run.signIn.rps,
          'p50 ms': run.signIn.p50Ms,
          'p99 ms': run.signIn.p99Ms,
          errors: run.signIn.errors,
          'p99 < 100 ms': '',
          'slowest call (p99 ms)': '',
        },
      ],
      ...run.stages.map((s) => [
        `${run.workers} proc: think ${s.thinkMs} ms${s === run.sustained ? ' ← sustained' : ''}`,
        {
          'req/s': s.rps,
          'p50 ms': s.p50Ms,
          'p99 ms': s.p99Ms,
          errors: s.errors,
          'p99 < 100 ms': s.met ? 'met' : 'NOT met',
          'slowest call (p99 ms)': `${s.slowest.call} (${s.slowest.p99Ms})`,
        },
      ]),
    ]),
  );
}

export function mixedSummary(r: MixedResults): string[] {
  const lines = r.runs.map(
    (run) =>
      `${run.workers} process${run.workers > 1 ? 'es' : ''}: sustained ${run.sustained ? `${run.sustained.rps} req/s (think ${run.sustained.thinkMs} ms, p99 ${run.sustained.p99Ms} ms, 0 errors)` : 'none (no stage under the bar)'}; ${run.decisions} review decisions made`,
  );
  if (r.ratio)
    lines.push(
      `2 processes vs 1: ${r.ratio.value}× — bar ≥ ${r.ratio.bar}×: ${r.ratio.barMet ? 'met' : 'NOT met'}; aim ≥ ${r.ratio.aim}×: ${r.ratio.aimMet ? 'met' : 'NOT met'}`,
    );
  return [...lines, ...r.notes.map((n) => `Note: ${n}`)];
}

if (process.argv[1] && import.meta.url === pathToFileURL(process.argv[1]).href) {
  const r = await mixedBench({ log: (l) => console.log(l) });
  if (r) {
    const s = r.setup;
    console.log(
      `\nSetup: ${s.cores} cores (${s.cpu}), Node ${s.node}, load ${s.loadAverage1m}; ${s.people} people (${s.reviewers} reviewers) per side, ${s.bookings} bookings of 50 SIs, ${s.settleSec} s settle + ${s.stageSec} s per stage, ${s.order}; ${s.database}; ${s.client}`,
    );
    console.table(mixedTable(r));
    for (const run of r.runs)
      for (const [call, c] of Object.entries(run.byCall))
        console.log(`  ${run.workers} proc, sustained stage, ${call}: ${c.requests} calls, p50 ${c.p50Ms} ms, p99 ${c.p99Ms} ms`);
    for (const l of mixedSummary(r)) console.log(l);
    if (process.env.BENCH_JSON) writeFileSync(process.env.BENCH_JSON, `${JSON.stringify(r, null, 2)}\n`);
  }
}
