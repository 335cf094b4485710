// Ready space (issue 18): 200 simulated buyers placing orders at once on one listing with fewer
// containers than they ask for — oversold must be 0, every refusal says what is left — the p99 of
// Place under that contention against the p99 of /api/health under the same concurrency; then, with
// 200 market pages open (authenticated sockets), the time from a Place until every page has the new
// available count (the `readySpace.stock` frame), against the Place call itself.
// Over real HTTP and websockets to a listening server, on PGlite and (DATABASE_URL) PostgreSQL.
// Run alone: `npx tsx bench/readySpace.ts`.
import { performance } from 'node:perf_hooks';
import { pathToFileURL } from 'node:url';
import { ENDPOINTS, WEB_VERSION } from '../src/contract/endpoints';
import { buildApp } from '../server/app';
import type { Db } from '../server/db/types';
import { createSession, DEFAULT_SESSION_POLICY } from '../server/platform/auth/sessionRepository';
import { employeeToken } from '../tests/support/apiSession';
import { fixtureDist } from '../tests/api/support/build';
import { spaceWire } from '../tests/api/readySpace/support';
import { Fleet } from './liveFleet';
import { databaseKinds, type DatabaseKind, machine, prepareDatabase, quantile, round } from './serverProcess';

const BUYERS = 200;
const STOCK = 120;
const PAGES = 200;
const STEPS = 20;

/** Sessions of the demo buyers (both customer companies' employees who may buy), several per person as tabs and devices are. */
async function buyerSessions(db: Db, n: number): Promise<string[]> {
  const buyers = await db.query<{ user_id: string; id: string }>(
    `select e.user_id, e.id from employees e join users u on u.id = e.user_id where u.account in ('customer@demo.test', 'customer2@demo.test') order by e.id`,
  );
  const policy = { ...DEFAULT_SESSION_POLICY, singleSessionPerEmployee: false };
  return db.transaction(async (tx) => {
    const out: string[] = [];
    for (let i = 0; i < n; i++) {
      const b = buyers[i % buyers.length]!;
      out.push(await createSession(tx, { userId: b.user_id, employeeId: b.id, mode: 'userBindEmployee' }, policy));
    }
    return out;
  });
}

/** One class of `total` containers on the tests' listing (a sailing 20 days out, its cut-offs on the POL's clock). */
const listing = (total: number) => spaceWire({ VesselName: 'COSCO SHIPPING UNIVERSE', Lines: [{ ContainerClass: '40HQ', TotalQty: total, Price: '1850' }] });

export interface ReadySpaceBenchResult {
  database: DatabaseKind;
  place: {
    buyers: number;
    stock: number;
    placed: number;
    refused: number;
    refusedWithLeft: number;
    oversold: number;
    p50Ms: number;
    p99Ms: number;
    baseline: { p50Ms: number; p99Ms: number; call: string };
    ratioP99: number;
  };
  pages: { open: number; places: number; p50Ms: number; p99Ms: number; placeCallP50Ms: number; ratioP99ToPlace: number; received: number };
}

async function benchOn(kind: DatabaseKind, databaseUrl: string | undefined, log?: (l: string) => void): Promise<ReadySpaceBenchResult> {
  let sessions: string[] = [];
  const bench = await prepareDatabase(kind, databaseUrl, async (db) => {
    sessions = await buyerSessions(db, Math.max(BUYERS, PAGES));
  });
  const db = await bench.open();
  const app = await buildApp({ db, staticDir: fixtureDist() });
  let pages: Fleet | undefined;
  try {
    await app.listen({ port: 0, host: '127.0.0.1' });
    const port = (app.server.address() as { port: number }).port;
    const base = `http://127.0.0.1:${port}`;
    const headers = (token: string, more: Record<string, string> = {}) => ({
      authorization: `Bearer ${token}`,
      'content-type': 'application/json',
      'web-version': WEB_VERSION,
      ...more,
    });
    const post = async (path: string, token: string, body: unknown, more: Record<string, string> = {}) => {
      const res = await fetch(`${base}${path}`, { method: 'POST', headers: headers(token, more), body: JSON.stringify(body) });
      return {
        status: res.status,
        body: (await res.json()) as { Data?: Record<string, unknown>; Code?: string; Left?: { ContainerClass: string; Available: number }[] },
      };
    };
    const provider = await employeeToken(base, 'provider@demo.test');
    const admin = await employeeToken(base, 'admin@demo.test');
    const onSale = async (total: number) => {
      const saved = await post(ENDPOINTS.readySpaceSaveDraft, provider, { Space: listing(total) });
      if (saved.status !== 200) throw new Error(JSON.stringify(saved.body));
      const id = saved.body.Data!.Id as number;
      const sub = await post(ENDPOINTS.readySpaceSubmit, provider, { Id: id });
      if (sub.body.Data?.Status === 'SUBMITTED') await post(ENDPOINTS.readySpaceAudit, admin, { Id: id, Decision: 'APPROVE' });
      return id;
    };
    const place = (token: string, spaceId: number, key: string) =>
      post(
        ENDPOINTS.readySpaceOrderPlace,
        token,
        {
          ReadySpaceId: spaceId,
          Lines: [{ ContainerClass: '40HQ', Qty: 1 }],
          Cargo: { Commodity: 'FURNITURE', GrossKgPerUnit: 9000 },
          Contact: { Name: '陈晨', Phone: '13800000000' },
        },
        { 'idempotency-key': key },
      );
    const timedAll = async <T>(n: number, f: (i: number) => Promise<T>) => {
      const times: number[] = [];
      const answers = await Promise.all(
        Array.from({ length: n }, async (_, i) => {
          const t = performance.now();
          const a = await f(i);
          times.push(performance.now() - t);
          return a;
        }),
      );
      return { times, answers };
    };

    // 1. the rush: every buyer at once on one listing of STOCK containers; a warm-up rush on another first
    log?.(`ready space on ${kind}: ${BUYERS} buyers at once for ${STOCK} containers …`);
    const warm = await onSale(10);
    await timedAll(20, (i) => place(sessions[i]!, warm, `bench-warm-${kind}-${i}`));
    const health = await timedAll(BUYERS, (i) => fetch(`${base}/api/health`, { headers: headers(sessions[i]!) }).then((r) => r.text()));
    const rushId = await onSale(STOCK);
    const rush = await timedAll(BUYERS, (i) => place(sessions[i]!, rushId, `bench-rush-${kind}-${i}`));
    const placed = rush.answers.filter((a) => a.status === 200).length;
    const refusals = rush.answers.filter((a) => a.status === 400);
    const [line] = await db.query<{ total: number; held: number; sold: number }>(
      'select total_qty as total, held_qty as held, sold_qty as sold from ready_space_lines where ready_space_id = $1',
      [rushId],
    );
    const others = rush.answers.filter((a) => a.status !== 200 && a.status !== 400);
    if (others.length) throw new Error(`Place answered ${others[0]!.status}: ${JSON.stringify(others[0]!.body)}`);

    // 2. the market pages: PAGES sockets open; one Place at a time, each until every page shows the count it left
    log?.(`ready space on ${kind}: ${PAGES} market pages, ${STEPS} places one at a time …`);
    const watched = await onSale(STEPS + 10);
    const wsUrl = `ws://127.0.0.1:${port}${ENDPOINTS.liveSocket}`;
    pages = new Fleet(wsUrl);
    await pages.openAll(sessions.slice(0, PAGES), 50);
    const times: number[] = [];
    const calls: number[] = [];
    for (let k = 0; k <= STEPS; k++) {
      const left = STEPS + 10 - k - 1;
      const r = await pages.deliverWhen(
        (f) =>
          f.type === 'readySpace.stock' &&
          f.Id === watched &&
          (f.Lines as { ContainerClass: string; Available: number }[]).some((l) => l.ContainerClass === '40HQ' && l.Available === left),
        () => place(sessions[k % sessions.length]!, watched, `bench-page-${kind}-${k}`),
        30_000,
      );
      // step 0 warms the path up and is not counted
      if (k > 0) {
        times.push(...r.times);
        calls.push(r.sendMs);
      }
    }
    const open = pages.clients.length;
    pages.closeAll();
    return {
      database: kind,
      place: {
        buyers: BUYERS,
        stock: STOCK,
        placed,
        refused: refusals.length,
        refusedWithLeft: refusals.filter((a) => (a.body.Code === 'INSUFFICIENT' || a.body.Code === 'SOLD_OUT') && Array.isArray(a.body.Left)).length,
        oversold: Math.max(0, line!.held + line!.sold - line!.total),
        p50Ms: round(quantile(rush.times, 0.5)),
        p99Ms: round(quantile(rush.times, 0.99)),
        baseline: { p50Ms: round(quantile(health.times, 0.5)), p99Ms: round(quantile(health.times, 0.99)), call: `GET /api/health, ${BUYERS} at once` },
        ratioP99: round(quantile(rush.times, 0.99) / quantile(health.times, 0.99)),
      },
      pages: {
        open,
        places: STEPS,
        p50Ms: round(quantile(times, 0.5)),
        p99Ms: round(quantile(times, 0.99)),
        placeCallP50Ms: round(quantile(calls, 0.5)),
        ratioP99ToPlace: round(quantile(times, 0.99) / quantile(calls, 0.5)),
        received: round(times.length / (PAGES * STEPS), 4),
      },
    };
  } finally {
    pages?.closeAll();
    await app.close();
    await db.close();
    await bench.dispose();
  }
}

export async function readySpaceBench(options: { databaseUrl?: string; log?: (l: string) => void } = {}) {
  const databaseUrl = options.databaseUrl ?? process.env.DATABASE_URL;
  const out: ReadySpaceBenchResult[] = [];
  for (const kind of databaseKinds(databaseUrl)) out.push(await benchOn(kind, databaseUrl, options.log));
  return { setup: machine(), results: out };
}

export function readySpaceTable(r: Awaited<ReturnType<typeof readySpaceBench>>) {
  return Object.fromEntries(
    r.results.flatMap((x) => [
      [
        `${x.database}: ${x.place.buyers} buyers at once for ${x.place.stock} containers — placed / refused (with what is left) / oversold`,
        { value: `${x.place.placed} / ${x.place.refused} (${x.place.refusedWithLeft}) / ${x.place.oversold}`, baseline: '', ratio: '' },
      ],
      [
        `${x.database}: Place p99 under that rush (ms) vs health, as many at once`,
        { value: x.place.p99Ms, baseline: x.place.baseline.p99Ms, ratio: x.place.ratioP99 },
      ],
      [
        `${x.database}: Place → all ${x.pages.open} market pages show the new count, p99 (ms) vs the Place call`,
        { value: x.pages.p99Ms, baseline: x.pages.placeCallP50Ms, ratio: x.pages.ratioP99ToPlace },
      ],
      [`${x.database}: market frames received / expected`, { value: x.pages.received, baseline: '', ratio: '' }],
    ]),
  );
}

if (process.argv[1] && import.meta.url === pathToFileURL(process.argv[1]).href) {
  const r = await readySpaceBench({ log: console.log });
  console.table(readySpaceTable(r));
  console.log(JSON.stringify(r, null, 2));
}
