// One side of the mixed-workload bench (bench/mixed.ts): a server (one process, or WORKERS=N) on a
// fresh PostgreSQL schema with its own people signed in, and one stage of load on it: everyone
// going round their calls with a given think time, timed call by call.
import { insertBookings, makePeople, nextCall, signIn, submitSis, type Person } from './mixedPeople';
import { prepareDatabase, quantile, round, sleep, startRealServer, type BenchDatabase, type Child } from './serverProcess';

export const MIXED_P99_BAR_MS = 100;

export interface Figures {
  requests: number;
  rps: number;
  p50Ms: number;
  p99Ms: number;
  errors: number;
}

export type ByCall = Record<string, { requests: number; p50Ms: number; p99Ms: number }>;

export interface Stage extends Figures {
  thinkMs: number;
  met: boolean;
  /** The call with the highest p99 in this stage. */
  slowest: { call: string; p99Ms: number };
  byCall: ByCall;
  firstError?: string;
}

interface Sample {
  call: string;
  ms: number;
  ok: boolean;
  error?: string;
}

export interface Side {
  workers: number;
  tag: string;
  signIn: Figures;
  /** SIs left for the reviewers to decide when the stages began. */
  poolBefore: number;
  people: Person[];
  base: string;
  close(): Promise<void>;
}

function figures(samples: Sample[], seconds: number): Figures {
  const ms = samples.map((s) => s.ms);
  return {
    requests: samples.length,
    rps: round(samples.length / seconds, 0),
    p50Ms: round(quantile(ms, 0.5), 1),
    p99Ms: round(quantile(ms, 0.99), 1),
    errors: samples.filter((s) => !s.ok).length,
  };
}

function perCall(samples: Sample[]): ByCall {
  const calls = new Map<string, number[]>();
  for (const s of samples) calls.set(s.call, [...(calls.get(s.call) ?? []), s.ms]);
  return Object.fromEntries(
    [...calls].map(([call, ms]) => [call, { requests: ms.length, p50Ms: round(quantile(ms, 0.5), 1), p99Ms: round(quantile(ms, 0.99), 1) }]),
  );
}

export interface SideOptions {
  databaseUrl: string;
  port: number;
  people: number;
  reviewers: number;
  bookings: number;
  log: (line: string) => void;
}

/** A fresh schema with the bookings, the server on it, the SIs submitted, the people made and signed in (8 at a time). */
export async function prepareSide(workers: number, o: SideOptions): Promise<Side> {
  const tag = `mixed (${workers} process${workers > 1 ? 'es' : ''}, port ${o.port})`;
  o.log(`${tag}: preparing a fresh PostgreSQL schema with ${o.bookings} bookings…`);
  let cgos: string[] = [];
  const db: BenchDatabase = await prepareDatabase('postgres', o.databaseUrl, async (d) => {
    cgos = await insertBookings(d, o.bookings);
  });
  let server: (Child & { base: string }) | undefined;
  let people: Person[] = [];
  const close = async () => {
    for (const p of people) p.agent.destroy();
    await server?.stop();
    await db.dispose();
  };
  try {
    server = await startRealServer(db, o.port, [], { WORKERS: String(workers) });
    o.log(`${tag}: submitting ${o.bookings * 50} SIs, making ${o.people} company accounts…`);
    const sis = await submitSis(server.base, cgos);
    people = await makePeople(server.base, { reviewers: o.reviewers, customers: o.people - o.reviewers }, sis);
    o.log(`${tag}: ${o.people} people signing in, 8 at a time…`);
    const signIns: Sample[] = [];
    const queue = [...people];
    const t0 = performance.now();
    await Promise.all(
      Array.from({ length: 8 }, async () => {
        for (let p = queue.shift(); p; p = queue.shift()) {
          const started = performance.now();
          const status = await signIn(p, server!.base);
          signIns.push({ call: 'sign-in', ms: performance.now() - started, ok: status === 200 });
        }
      }),
    );
    const signInFigures = figures(signIns, (performance.now() - t0) / 1000);
    if (signInFigures.errors) throw new Error(`${signInFigures.errors} of ${o.people} sign-ins failed`);
    return { workers, tag, signIn: signInFigures, poolBefore: people.reduce((n, p) => n + p.pool.length, 0), people, base: server.base, close };
  } catch (e) {
    await close();
    throw e;
  }
}

/**
 * Everyone works with think times of 0.5–1.5 × `thinkMs` between calls: `settleSec` not counted,
 * then `stageSec` whose completed calls count; then everyone stops (their calls in flight end).
 */
export async function runStage(side: Side, thinkMs: number, settleSec: number, stageSec: number): Promise<Stage> {
  let bucket: Sample[] | undefined;
  let running = true;
  const loops = side.people.map(async (p) => {
    await sleep(Math.random() * thinkMs);
    while (running) {
      const started = performance.now();
      const r = await nextCall(p, side.base);
      bucket?.push({
        call: r.call,
        ms: performance.now() - started,
        ok: r.status >= 200 && r.status < 300,
        ...(r.error !== undefined ? { error: `${r.call}: ${r.status} ${r.error}` } : {}),
      });
      if (running) await sleep(thinkMs * (0.5 + Math.random()));
    }
  });
  await sleep(settleSec * 1000);
  bucket = [];
  await sleep(stageSec * 1000);
  const samples = bucket;
  bucket = undefined;
  running = false;
  await Promise.all(loops);
  const f = figures(samples, stageSec);
  const byCall = perCall(samples);
  const [slowest] = Object.entries(byCall).sort((a, b) => b[1].p99Ms - a[1].p99Ms);
  return {
    thinkMs,
    ...f,
    met: f.p99Ms < MIXED_P99_BAR_MS && f.errors === 0,
    slowest: { call: slowest?.[0] ?? '', p99Ms: slowest?.[1].p99Ms ?? 0 },
    byCall,
    ...(f.errors ? { firstError: samples.find((s) => !s.ok)?.error } : {}),
  };
}
