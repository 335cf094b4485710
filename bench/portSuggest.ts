// Port/Suggest's engine (src/domain/refdata/suggest.ts): time per query over a realistic mix of
// keystrokes, against a bare in-memory filter of the same list measured in the same run, query by
// query, so both see the same machine. The aim: server p95 < 5 ms per query.
// Run alone: `npx tsx bench/portSuggest.ts` (the test fixture's ports, and those plus sea-ports' list).
import { createRequire } from 'node:module';
import { cpus, loadavg } from 'node:os';
import { pathToFileURL } from 'node:url';
import { pinyinOf } from '../src/domain/refdata/pinyin';
import { buildPortIndex, type Place, suggestPorts } from '../src/domain/refdata/suggest';
import { PORTS } from '../tests/unit/refdata/fixtures/ports';
import { stats } from './paletteKeystrokes';

/** What people type into the picker, each word sent once per keystroke (n, ni, nin …) as a picker asks while typing. */
const WORDS = [
  'nb',
  'ningbo',
  '宁波',
  'CNSHA',
  'cnnbo',
  'sz',
  '深圳',
  'shanghai',
  'rotterdam',
  '鹿特丹',
  'ltd',
  'xiamen',
  '奥克兰',
  'los angeles',
  'hamburg',
  'USLAX',
  'port klang',
  'xjp',
  'felixstowe',
  'zzz',
];
export const PORT_QUERIES: readonly string[] = WORDS.flatMap((w) => [...w].map((_, i) => [...w].slice(0, i + 1).join('')));

export const AIM_P95_MS = 5;

export interface PortSuggestBenchResults {
  setup: {
    list: string;
    cores: number;
    cpu: string;
    node: string;
    loadAverage1m: number;
    ports: number;
    queries: number;
    rounds: number;
    limit: number;
    baseline: string;
  };
  /** Building the index once (pinyin of every name included). */
  buildMs: number;
  engine: { p50Ms: number; p95Ms: number; meanHits: number };
  baseline: { p50Ms: number; p95Ms: number; meanHits: number };
  /** engine / baseline (1 = as fast as the bare filter; below 1 is faster). */
  ratioP50: number;
  ratioP95: number;
  aim: { p95Ms: number; targetMs: number; met: boolean };
}

const round = (n: number, digits = 4) => (Number.isFinite(n) ? +n.toFixed(digits) : n);

/**
 * Measures `rounds` passes over `queries` (after a warm-up pass), timing each query on its own:
 * the engine (ranked, limit 10), then the bare filter (unranked, unlimited, no pinyin) on the same
 * query, so a pause of the machine hits both.
 */
export function portSuggestBench(
  ports: readonly Place[],
  queries: readonly string[] = PORT_QUERIES,
  options: { rounds?: number /** names the list in the table */; list?: string } = {},
): PortSuggestBenchResults {
  const rounds = options.rounds ?? 200;
  const limit = 10;
  const t0 = performance.now();
  const index = buildPortIndex(ports, pinyinOf);
  const buildMs = performance.now() - t0;
  const list = [...ports];
  const bare = (query: string) => {
    const q = query.trim();
    return list.filter((p) => p.Code.includes(q) || p.NameZh.includes(q) || p.NameEn.toLowerCase().includes(q));
  };

  const engineMs: number[] = [];
  const bareMs: number[] = [];
  let engineHits = 0;
  let bareHits = 0;
  for (let round = -1; round < rounds; round++) {
    for (const q of queries) {
      let t = performance.now();
      const a = suggestPorts(index, q, { limit }).length;
      const engineTook = performance.now() - t;
      t = performance.now();
      const b = bare(q).length;
      const bareTook = performance.now() - t;
      if (round < 0) continue; // the warm-up pass lets the JIT compile both
      engineMs.push(engineTook);
      bareMs.push(bareTook);
      engineHits += a;
      bareHits += b;
    }
  }
  const e = stats(engineMs);
  const b = stats(bareMs);
  const n = engineMs.length || 1;
  return {
    setup: {
      list: options.list ?? 'ports',
      cores: cpus().length,
      cpu: cpus()[0]?.model ?? 'unknown',
      node: process.version,
      loadAverage1m: round(loadavg()[0] ?? 0, 2),
      ports: ports.length,
      queries: queries.length,
      rounds,
      limit,
      baseline: 'list.filter(p => p.Code.includes(q) || p.NameZh.includes(q) || p.NameEn.toLowerCase().includes(q))',
    },
    buildMs: round(buildMs, 1),
    engine: { p50Ms: round(e.median), p95Ms: round(e.p95), meanHits: round(engineHits / n, 1) },
    baseline: { p50Ms: round(b.median), p95Ms: round(b.p95), meanHits: round(bareHits / n, 1) },
    ratioP50: round(e.median / b.median, 2),
    ratioP95: round(e.p95 / b.p95, 2),
    aim: { p95Ms: round(e.p95), targetMs: AIM_P95_MS, met: e.p95 < AIM_P95_MS },
  };
}

/** One row per measured list, for console.table like the other benches. */
export function portSuggestTable(results: readonly PortSuggestBenchResults[]) {
  return Object.fromEntries(
    results.map((r) => [
      `Port/Suggest [${r.setup.list}: ${r.setup.ports}]`,
      {
        'build ms': r.buildMs,
        'engine p50 ms': r.engine.p50Ms,
        'engine p95 ms': r.engine.p95Ms,
        'bare p50 ms': r.baseline.p50Ms,
        'bare p95 ms': r.baseline.p95Ms,
        'ratio p50': r.ratioP50,
        'ratio p95': r.ratioP95,
        [`p95 < ${AIM_P95_MS} ms`]: r.aim.met ? 'met' : 'NOT met',
      },
    ]),
  );
}

/**
 * The fixture's ports plus every port of the `sea-ports` package (1,600-odd, English names only,
 * later codes as aliases): the size of a real port list, for a run without the seeded database.
 */
export function withSeaPorts(ports: readonly Place[]): Place[] {
  const { JSON: all } = createRequire(import.meta.url)('sea-ports') as { JSON: Record<string, { name: string; alias?: string[]; unlocs?: string[] }> };
  const known = new Set(ports.map((p) => p.Code));
  const more: Place[] = [];
  for (const p of Object.values(all)) {
    const [code, ...older] = p.unlocs ?? [];
    if (!code || known.has(code)) continue;
    known.add(code);
    more.push({ Code: code, NameZh: '', NameEn: p.name.toUpperCase(), CountryCode: code.slice(0, 2), Aliases: [...older, ...(p.alias ?? [])] });
  }
  return [...ports, ...more];
}

/**
 * A worst case for the Chinese keys: the list repeated `times` times under other codes, so every
 * Chinese name, its initials and its pinyin are shared by `times` places and a one-letter query
 * matches that many times more.
 */
export function repeated(ports: readonly Place[], times: number): Place[] {
  const codeOf = (n: number) => {
    const letters = 'ABCDEFGHIJKLMNOPQRSTUVWXYZ';
    return `${letters[Math.floor(n / 26) % 26]}${letters[n % 26]}`;
  };
  return Array.from({ length: times }, (_, t) =>
    ports.map((p) => ({ ...p, Code: t ? `${codeOf(t)}${p.Code.slice(2)}` : p.Code, Group: t ? undefined : p.Group })),
  ).flat();
}

if (process.argv[1] && import.meta.url === pathToFileURL(process.argv[1]).href) {
  const results = [
    portSuggestBench(PORTS, PORT_QUERIES, { list: 'fixture' }),
    portSuggestBench(withSeaPorts(PORTS), PORT_QUERIES, { list: 'fixture + sea-ports' }),
    portSuggestBench(repeated(PORTS, 30), PORT_QUERIES, { list: 'fixture × 30 (stress)' }),
  ];
  const s = results[0]!.setup;
  console.log(
    `\nSetup: ${s.cores} cores (${s.cpu}), Node ${s.node}, load ${s.loadAverage1m}, ${s.queries} queries (keystrokes) × ${s.rounds} rounds, limit ${s.limit}`,
  );
  console.log(`Baseline: ${s.baseline}`);
  console.table(portSuggestTable(results));
  for (const r of results)
    console.log(`Aim p95 < ${AIM_P95_MS} ms [${r.setup.list}: ${r.setup.ports} ports]: ${r.aim.p95Ms} ms — ${r.aim.met ? 'met' : 'NOT met'}`);
}
