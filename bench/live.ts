// The live connection under many sockets: N authenticated websockets on one server process, one
// global message sent through the real API, and the time until every socket has it; the server's
// memory per socket. Baseline in the same run: a bare `ws` server holding the same N sockets and
// broadcasting the same frame. Run alone: `npx tsx bench/live.ts` (BENCH_SOCKETS=1000,5000).
// This file plans the run (how many sockets fit), runs each side and builds the results; the
// sockets are in bench/liveFleet.ts, one side's measurement and the sessions in bench/liveMeasure.ts.
import { readFileSync, writeFileSync } from 'node:fs';
import { pathToFileURL } from 'node:url';
import { ENDPOINTS } from '../src/contract/endpoints';
import { PING_INTERVAL_MS } from '../src/contract/live';
import { employeeToken, sendGlobalMessage } from '../tests/support/apiSession';
import { makeSessions, measure, type SideResult } from './liveMeasure';
import {
  databaseKinds,
  machine,
  openFileLimit,
  prepareDatabase,
  round,
  spawnTs,
  startRealServer,
  waitForHttp,
  type Child,
  type DatabaseKind,
} from './serverProcess';

export type { SideResult } from './liveMeasure';

export interface LiveBenchOptions {
  /** Socket counts to measure (default 1000 and 5000). */
  counts?: number[];
  /**
   * The real server's port; the bare `ws` server listens on the next, and their inspectors (for a
   * full GC before each memory reading) on the two after (default 4193, 4194, 4195, 4196).
   */
  port?: number;
  /** PostgreSQL to measure too (default: DATABASE_URL); PGlite is always measured. */
  databaseUrl?: string;
  /** Sockets opened at once (default 200). */
  batch?: number;
  /** Global messages measured per count, after one warm-up message (default 3). */
  rounds?: number;
  log?: (line: string) => void;
}

export interface LiveResult {
  database: DatabaseKind;
  requested: number;
  sockets: number;
  /** Set when fewer sockets than requested were opened, and why. */
  limitedBy?: string;
  real: SideResult;
  bare: SideResult;
  ratioP50: number;
  ratioP99: number;
  ratioPerSocketMemory: number;
  ratioPerSocketHeap: number;
}

export interface LiveBenchResults {
  setup: ReturnType<typeof machine> & {
    databases: { kind: DatabaseKind; where: string }[];
    requestedCounts: number[];
    batch: number;
    rounds: number;
    pingEveryMs: number;
    openFiles: { soft: number; hard: number; systemMax: number; neededPerProcess: Record<number, number> };
    localPorts: number;
    sessions: string;
    server: string;
    baseline: string;
  };
  results: LiveResult[];
  /** Plain words for whatever limited the run (empty when nothing did). */
  notes: string[];
}

const FD_MARGIN = 256; // the processes' own files, the database's, the HTTP calls

/**
 * N authenticated sockets (1,000 and 5,000) on one server process: delivery time of one global
 * message to all of them (p50, p99 over sockets) and the server's memory per socket, against a
 * bare `ws` server holding the same sockets, on PGlite and, when a URL is given, on PostgreSQL.
 */
export async function liveBench(options: LiveBenchOptions = {}): Promise<LiveBenchResults> {
  const requestedCounts = options.counts ?? [1000, 5000];
  const port = options.port ?? 4193;
  const batch = options.batch ?? 200;
  const rounds = options.rounds ?? 3;
  const databaseUrl = options.databaseUrl ?? (process.env.DATABASE_URL || undefined);
  const log = options.log ?? (() => undefined);
  const notes: string[] = [];

  // every socket is a descriptor in this process (the client side) and one in the server's
  const limit = openFileLimit('self');
  const systemMax = Number(readFileSync('/proc/sys/fs/file-max', 'utf8').trim());
  const [lo, hi] = readFileSync('/proc/sys/net/ipv4/ip_local_port_range', 'utf8').trim().split(/\s+/).map(Number) as [number, number];
  const localPorts = hi - lo + 1;
  const fit = Math.min(limit.soft - FD_MARGIN, localPorts - FD_MARGIN, Math.floor(systemMax / 2) - FD_MARGIN);
  const plan = requestedCounts.map((requested) => {
    if (requested <= fit) return { requested, sockets: requested };
    const why =
      fit === limit.soft - FD_MARGIN
        ? `ulimit -n is ${limit.soft} (hard ${limit.hard}); ${requested} sockets need about ${requested + FD_MARGIN} descriptors in this process and as many in the server's ` +
          `(${2 * (requested + FD_MARGIN)} on the machine): run \`ulimit -n ${requested + FD_MARGIN}\` first` +
          (limit.hard < requested + FD_MARGIN ? ` (above the hard limit: raise that as root, e.g. in /etc/security/limits.conf)` : '')
        : `only ${localPorts} local ports (or fs.file-max ${systemMax}) for ${requested} sockets`;
    notes.push(`${requested} sockets requested, ${Math.max(0, fit)} run: ${why}.`);
    return { requested, sockets: Math.max(0, fit), limitedBy: why };
  });
  const maxSockets = Math.max(0, ...plan.map((p) => p.sockets));
  const results: LiveResult[] = [];
  const databases: { kind: DatabaseKind; where: string }[] = [];

  // the baseline, measured right after each real measurement: other work on the machine changes
  // over minutes, so the two sides of a ratio are taken as close together as they can be
  const bareSide = async (tokens: string[]) => {
    log(`live bench: bare ws server, ${tokens.length} sockets…`);
    const child: Child = spawnTs('bench/bareWs.ts', { PORT: String(port + 1) }, [`--inspect=127.0.0.1:${port + 3}`]);
    try {
      const base = `http://127.0.0.1:${port + 1}`;
      await waitForHttp(`${base}/health`, child, 30_000);
      let id = 1_000_000;
      return await measure(
        `ws://127.0.0.1:${port + 1}${ENDPOINTS.liveSocket}`,
        child.pid,
        port + 3,
        tokens,
        batch,
        rounds,
        async (title) => {
          const res = await fetch(`${base}/broadcast`, { method: 'POST', body: JSON.stringify({ type: 'send', Id: ++id, Title: title }) });
          if (!res.ok) throw new Error(`broadcast: ${res.status}`);
          await res.arrayBuffer();
        },
        log,
      );
    } finally {
      await child.stop();
    }
  };

  for (const kind of databaseKinds(databaseUrl)) {
    if (!maxSockets) break;
    log(`live bench (${kind}): preparing a fresh database with ${maxSockets} sessions…`);
    let tokens: string[] = [];
    const db = await prepareDatabase(kind, databaseUrl, async (d) => {
      tokens = await makeSessions(d, maxSockets);
    });
    databases.push({ kind, where: db.where });
    try {
      for (const p of plan) {
        if (!p.sockets) continue;
        const mine = tokens.slice(0, p.sockets);
        log(`live bench (${kind}): real server, ${p.sockets} sockets…`);
        const server = await startRealServer(db, port, [`--inspect=127.0.0.1:${port + 2}`]);
        let real: SideResult;
        try {
          const admin = await employeeToken(server.base, 'admin@demo.test');
          real = await measure(
            `ws://127.0.0.1:${port}${ENDPOINTS.liveSocket}`,
            server.pid,
            port + 2,
            mine,
            batch,
            rounds,
            (title) => sendGlobalMessage(server.base, admin, title),
            log,
          );
        } finally {
          await server.stop();
        }
        const base = await bareSide(mine);
        results.push({
          database: kind,
          requested: p.requested,
          sockets: p.sockets,
          ...(p.limitedBy ? { limitedBy: p.limitedBy } : {}),
          real,
          bare: base,
          ratioP50: round(real.deliveryP50Ms / base.deliveryP50Ms, 2),
          ratioP99: round(real.deliveryP99Ms / base.deliveryP99Ms, 2),
          ratioPerSocketMemory: round(real.perSocketKiB / base.perSocketKiB, 2),
          ratioPerSocketHeap: round(real.heapPerSocketKiB / base.heapPerSocketKiB, 2),
        });
        for (const [side, r] of [
          ['real', real],
          ['bare', base],
        ] as const) {
          if (r.received !== 1)
            notes.push(`${kind}, ${p.sockets} sockets, ${side}: only ${(r.received * 100).toFixed(1)} % of the frames arrived within 120 s.`);
        }
      }
    } finally {
      await db.dispose();
    }
  }

  return {
    setup: {
      ...machine(),
      databases,
      requestedCounts,
      batch,
      rounds,
      pingEveryMs: PING_INTERVAL_MS,
      openFiles: { ...limit, systemMax, neededPerProcess: Object.fromEntries(requestedCounts.map((n) => [n, n + FD_MARGIN])) },
      localPorts,
      sessions: "one session per socket (userBindEmployee mode), made with the server's session repository before it starts, spread over the seeded employees",
      server: 'server/main.ts as a child process (node --import tsx); one global message sent with POST /api/Message/SendGlobal as admin@demo.test',
      baseline: 'bare ws WebSocketServer child process: ping → pong, auth → authed, POST /broadcast sends the same frame to every authed socket',
    },
    results,
    notes,
  };
}

/** One line per count and database, for console.table. */
export function liveBenchTable(r: LiveBenchResults) {
  return Object.fromEntries(
    r.results.map((x) => [
      `${x.sockets} sockets [${x.database}]${x.limitedBy ? ` (of ${x.requested} requested)` : ''}`,
      {
        'real p50 ms': x.real.deliveryP50Ms,
        'bare p50 ms': x.bare.deliveryP50Ms,
        'ratio p50': x.ratioP50,
        'real p99 ms': x.real.deliveryP99Ms,
        'bare p99 ms': x.bare.deliveryP99Ms,
        'ratio p99': x.ratioP99,
        'real RSS KiB/socket': x.real.perSocketKiB,
        'bare RSS KiB/socket': x.bare.perSocketKiB,
        'ratio RSS': x.ratioPerSocketMemory,
        'real heap KiB/socket': x.real.heapPerSocketKiB,
        'bare heap KiB/socket': x.bare.heapPerSocketKiB,
        'ratio heap': x.ratioPerSocketHeap,
        'real open s': x.real.openSec,
        'bare open s': x.bare.openSec,
      },
    ]),
  );
}

if (process.argv[1] && import.meta.url === pathToFileURL(process.argv[1]).href) {
  const counts = process.env.BENCH_SOCKETS ? process.env.BENCH_SOCKETS.split(',').map(Number) : undefined;
  const r = await liveBench({ counts, log: (l) => console.log(l) });
  const s = r.setup;
  console.log(
    `\nSetup: ${s.cores} cores (${s.cpu}), Node ${s.node}, load ${s.loadAverage1m}, ulimit -n ${s.openFiles.soft}, batches of ${s.batch}, ${s.rounds} messages per count, databases: ${s.databases.map((d) => d.kind).join(', ')}`,
  );
  console.table(liveBenchTable(r));
  for (const n of r.notes) console.log(`Note: ${n}`);
  if (process.env.BENCH_JSON) writeFileSync(process.env.BENCH_JSON, `${JSON.stringify(r, null, 2)}\n`);
}
