// Does a heavy call stall everyone else? While one heavy call runs on the real server (the
// largest accepted Excel import, the export of what it imported, a heavy list query back to back),
// `/api/health` (which asks the database) and a call that never reaches the database (an unknown
// /api path: 404 from the router — the event loop alone) are each sent every 20 ms, whether or not
// the previous one has answered, and timed from when they were due: a stall counts once for every
// probe it holds up. Baseline: the same probes with nothing else running, in the same run. On
// embedded PGlite (in the server's own thread) and, with DATABASE_URL, on PostgreSQL. Run alone:
// `npx tsx bench/healthUnderLoad.ts`. Bar: health p99 < 100 ms; aim: < 20 ms.
import { writeFileSync } from 'node:fs';
import { request } from 'node:http';
import { pathToFileURL } from 'node:url';
import { ENDPOINTS, WEB_VERSION } from '../src/contract/endpoints';
import { IMPORT_LIMITS } from '../server/http/importLimits';
import { XLSX_TYPE } from '../server/http/xlsx';
import { employeeToken } from '../tests/support/apiSession';
import { templateRows, workbookOf } from '../tests/support/xlsxFiles';
import { databaseKinds, machine, prepareDatabase, quantile, round, sleep, startRealServer, type DatabaseKind } from './serverProcess';

export const HEALTH_BAR_MS = 100;
export const HEALTH_AIM_MS = 20;
/** What the issue asked for; the import cap (server/http/importLimits.ts) is lower, so the largest accepted import is used. */
const ASKED_ROWS = 5_000;

export interface HealthUnderLoadOptions {
  /** The server's port (default 4197). */
  port?: number;
  databaseUrl?: string;
  /** Seconds of the baseline probe and of the list-query load (default 5). */
  seconds?: number;
  log?: (line: string) => void;
}

export interface HealthScenario {
  database: DatabaseKind;
  load: string;
  /** How long the heavy work took (ms). */
  workMs: number;
  probes: number;
  p50Ms: number;
  p99Ms: number;
  maxMs: number;
  /** The probe that never reaches the database: how long the event loop itself kept calls waiting. */
  loopP50Ms: number;
  loopP99Ms: number;
  /** p99 / the baseline's p99 of the same database. */
  ratioP99: number;
  barMet: boolean;
  aimMet: boolean;
}

export interface HealthUnderLoadResults {
  setup: ReturnType<typeof machine> & { rows: number; askedRows: number; importCap: number; probeEveryMs: number; server: string };
  scenarios: HealthScenario[];
}

const EVERY_MS = 20;
const LOOP_PROBE = '/api/_bench_probe_no_such_call';

/**
 * Sends both probes every EVERY_MS until `work` settles (open loop: a probe is sent when due, not
 * when the previous one answered), and answers each one's latency from the moment it was due.
 */
async function probeDuring(base: string, work: () => Promise<unknown>): Promise<{ health: number[]; loop: number[] }> {
  const health: number[] = [];
  const loop: number[] = [];
  const pending: Promise<void>[] = [];
  const probe = async (path: string, expect: number, into: number[], due: number) => {
    const res = await fetch(`${base}${path}`, { headers: { 'web-version': WEB_VERSION }, signal: AbortSignal.timeout(60_000) });
    await res.arrayBuffer();
    if (res.status !== expect) throw new Error(`${path} answered ${res.status}`);
    into.push(performance.now() - due);
  };
  let done = false;
  const t0 = performance.now();
  const ticker = (async () => {
    for (let i = 0; !done; i++) {
      const due = t0 + i * EVERY_MS;
      const wait = due - performance.now();
      if (wait > 0) await sleep(wait);
      pending.push(probe(ENDPOINTS.health, 200, health, due), probe(LOOP_PROBE, 404, loop, due));
    }
  })();
  try {
    await work();
  } finally {
    done = true;
    await ticker;
    await Promise.all(pending);
  }
  return { health, loop };
}

/** One call over its own connection; rejects on a non-2xx answer. */
function call(base: string, method: 'GET' | 'POST', path: string, token: string, body?: Buffer, contentType?: string): Promise<number> {
  return new Promise((resolve, reject) => {
    const headers: Record<string, string | number> = { authorization: `Bearer ${token}`, 'web-version': WEB_VERSION };
    if (body) Object.assign(headers, { 'content-type': contentType ?? 'application/json', 'content-length': body.length });
    const req = request(`${base}${path}`, { method, headers }, (res) => {
      let bytes = 0;
      let head = '';
      res.on('data', (c: Buffer) => {
        bytes += c.length;
        if (head.length < 300) head += c.toString();
      });
      res.on('end', () => (res.statusCode! < 300 ? resolve(bytes) : reject(new Error(`${method} ${path}: ${res.statusCode} ${head.slice(0, 300)}`))));
    });
    req.on('error', reject);
    req.end(body);
  });
}

export async function healthUnderLoadBench(options: HealthUnderLoadOptions = {}): Promise<HealthUnderLoadResults> {
  const port = options.port ?? 4197;
  const seconds = options.seconds ?? 5;
  const databaseUrl = options.databaseUrl ?? (process.env.DATABASE_URL || undefined);
  const log = options.log ?? (() => undefined);
  const rows = Math.min(ASKED_ROWS, IMPORT_LIMITS.maxRows);
  const file = await workbookOf(templateRows(rows, 'HEAVY'));
  const scenarios: HealthScenario[] = [];

  for (const kind of databaseKinds(databaseUrl)) {
    log(`health under load (${kind}): preparing a fresh database…`);
    const db = await prepareDatabase(kind, databaseUrl);
    try {
      const server = await startRealServer(db, port);
      try {
        const token = await employeeToken(server.base, 'customer@demo.test');
        const list = `${ENDPOINTS.siTemplateList}?TBI_TEMPLATE_NAME=HEAVY&Sort=UpdatedAt&Desc=true&PageSize=200`;
        const loads: { load: string; work: () => Promise<unknown> }[] = [
          { load: 'nothing else (baseline)', work: () => sleep(seconds * 1000) },
          {
            load: `import of ${rows} SI templates (.xlsx, the largest accepted)`,
            work: () => call(server.base, 'POST', `${ENDPOINTS.siTemplateList}/Import`, token, file, XLSX_TYPE),
          },
          {
            load: `export of those ${rows} templates (.xlsx), 3 in a row`,
            work: async () => {
              for (let i = 0; i < 3; i++) await call(server.base, 'GET', `${ENDPOINTS.siTemplateList}/Export?TBI_TEMPLATE_NAME=HEAVY`, token);
            },
          },
          {
            load: `template list filtered and sorted, 200 of ${rows} a page, back to back for ${seconds} s`,
            work: async () => {
              const until = Date.now() + seconds * 1000;
              while (Date.now() < until) await call(server.base, 'GET', list, token);
            },
          },
        ];
        let baselineP99 = 0;
        for (const { load, work } of loads) {
          log(`health under load (${kind}): ${load}…`);
          const started = performance.now();
          const { health, loop } = await probeDuring(server.base, work);
          const workMs = performance.now() - started;
          const p99 = quantile(health, 0.99);
          if (!baselineP99) baselineP99 = p99;
          scenarios.push({
            database: kind,
            load,
            workMs: round(workMs, 0),
            probes: health.length,
            p50Ms: round(quantile(health, 0.5), 1),
            p99Ms: round(p99, 1),
            maxMs: round(Math.max(...health), 1),
            loopP50Ms: round(quantile(loop, 0.5), 1),
            loopP99Ms: round(quantile(loop, 0.99), 1),
            ratioP99: round(p99 / baselineP99, 1),
            barMet: p99 < HEALTH_BAR_MS,
            aimMet: p99 < HEALTH_AIM_MS,
          });
          await sleep(500);
        }
      } finally {
        await server.stop();
      }
    } finally {
      await db.dispose();
    }
  }
  return {
    setup: {
      ...machine(),
      rows,
      askedRows: ASKED_ROWS,
      importCap: IMPORT_LIMITS.maxRows,
      probeEveryMs: EVERY_MS,
      server:
        'server/main.ts as a child process (one process), customer@demo.test calling; probes sent open-loop over fetch (keep-alive) from the bench process',
    },
    scenarios,
  };
}

/** One line per database and load, for console.table. */
export function healthUnderLoadTable(r: HealthUnderLoadResults) {
  const verdict = (met: boolean) => (met ? 'met' : 'NOT met');
  return Object.fromEntries(
    r.scenarios.map((s) => [
      `${s.load} [${s.database}]`,
      {
        'work s': round(s.workMs / 1000, 1),
        probes: s.probes,
        'health p50 ms': s.p50Ms,
        'health p99 ms': s.p99Ms,
        'health max ms': s.maxMs,
        'p99 vs baseline': s.ratioP99,
        'no-db p50 ms': s.loopP50Ms,
        'no-db p99 ms': s.loopP99Ms,
        [`bar < ${HEALTH_BAR_MS} ms`]: verdict(s.barMet),
        [`aim < ${HEALTH_AIM_MS} ms`]: verdict(s.aimMet),
      },
    ]),
  );
}

/** Plain words for the report: which loads stall the health check beyond the bar. */
export function healthUnderLoadNotes(r: HealthUnderLoadResults): string[] {
  const notes = [
    `The issue asked for a ${r.setup.askedRows}-row import; imports take at most ${r.setup.importCap} rows (server/http/importLimits.ts), so the largest accepted one (${r.setup.rows}) was used.`,
  ];
  for (const s of r.scenarios.filter((x) => !x.barMet)) {
    const loopToo =
      s.loopP99Ms >= HEALTH_BAR_MS
        ? `; the call that never reaches the database waited as long (p99 ${s.loopP99Ms} ms): the event loop itself was held`
        : `; the call that never reaches the database did not (p99 ${s.loopP99Ms} ms): health waited for the database`;
    notes.push(`[${s.database}] ${s.load}: /api/health p99 ${s.p99Ms} ms (max ${s.maxMs} ms), beyond the ${HEALTH_BAR_MS} ms bar${loopToo}.`);
  }
  return notes;
}

if (process.argv[1] && import.meta.url === pathToFileURL(process.argv[1]).href) {
  const r = await healthUnderLoadBench({ log: (l) => console.log(l) });
  const s = r.setup;
  console.log(`\nSetup: ${s.cores} cores (${s.cpu}), Node ${s.node}, load ${s.loadAverage1m}; ${s.server}`);
  console.table(healthUnderLoadTable(r));
  for (const n of healthUnderLoadNotes(r)) console.log(`Note: ${n}`);
  if (process.env.BENCH_JSON) writeFileSync(process.env.BENCH_JSON, `${JSON.stringify(r, null, 2)}\n`);
}
