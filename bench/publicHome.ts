/// <reference path="./autocannon.d.ts" />
// The public sites' home (issue 49): its first-page JS from the build (the public entry, public.html:
// KiB gzip against the 120 KiB aim) and the server's answer under 100 concurrent visitors for the
// home page's document (`GET /`) and its first public call (`GET /api/WebsitePublic/Site` with the
// main site's host), each p99 against `/api/health`'s p99 under the same load in the same run (the
// ratio). A few seconds each. Run alone: `npx tsx bench/publicHome.ts` (after `npx vite build`).
import { pathToFileURL } from 'node:url';
import autocannon from 'autocannon';
import { PORTAL_KEY_HEADER, WEB_VERSION } from '../src/contract/headers';
import { PORTAL_PATHS } from '../src/contract/portal/module';
import { PUBLIC_FIRST_PAGE_AIM_KIB, PUBLIC_FIRST_PAGE_BUDGET_KIB, publicFirstPageJs } from './firstPageBuild';
import { prepareDatabase, round, startRealServer } from './serverProcess';

export const VISITORS = 100;
const SECONDS = 3;
const WARMUP_SECONDS = 1;
/** The main site's host (src/contract/headers.ts MAIN_SITE_HOSTS): the platform's own home. */
const MAIN_HOST = 'localhost';

interface Answer {
  path: string;
  p50Ms: number;
  p99Ms: number;
  requestsPerSec: number;
  requests: number;
  non2xx: number;
  errors: number;
}

async function underLoad(base: string, path: string, headers: Record<string, string>): Promise<Answer> {
  const url = `${base}${path}`;
  const r = await autocannon({ url, headers, connections: VISITORS, duration: SECONDS });
  return {
    path,
    p50Ms: r.latency.p50,
    p99Ms: r.latency.p99,
    requestsPerSec: round(r.requests.average, 0),
    requests: r.requests.total,
    non2xx: r.non2xx,
    errors: r.errors,
  };
}

/** The figures: the build's public first page, and the three answers under the same load one after another. */
export async function publicHomeBench(options: { port?: number; distDir?: string; log?: (line: string) => void } = {}) {
  const log = options.log ?? (() => undefined);
  const js = publicFirstPageJs(options.distDir ?? 'dist');
  const db = await prepareDatabase('pglite', undefined);
  const server = await startRealServer(db, options.port ?? 4191);
  try {
    const visitor = { host: MAIN_HOST, 'web-version': WEB_VERSION, [PORTAL_KEY_HEADER]: MAIN_HOST, 'accept-encoding': 'br, gzip' };
    const html = { ...visitor, accept: 'text/html' };
    log(`public home: ${VISITORS} visitors, ${SECONDS} s per address`);
    // warmed up first, all three (the first second after the start held even /api/health's answers)
    for (const [path, headers] of [
      ['/api/health', visitor],
      ['/', html],
      [PORTAL_PATHS.publicSite, visitor],
    ] as const)
      await autocannon({ url: `${server.base}${path}`, headers, connections: VISITORS, duration: WARMUP_SECONDS });
    const document = await underLoad(server.base, '/', html);
    const site = await underLoad(server.base, PORTAL_PATHS.publicSite, visitor);
    // last: right after the start even /api/health answered one call in 3 s (the warm-up above did not help)
    const health = await underLoad(server.base, '/api/health', visitor);
    const ratio = (a: Answer) => round(a.p99Ms / Math.max(health.p99Ms, 1), 2);
    return {
      firstPageJs: {
        files: js.files.length,
        gzipKiB: round(js.gzip / 1024, 1),
        aimKiB: PUBLIC_FIRST_PAGE_AIM_KIB,
        budgetKiB: PUBLIC_FIRST_PAGE_BUDGET_KIB,
        aimMet: js.gzip / 1024 <= PUBLIC_FIRST_PAGE_AIM_KIB,
      },
      visitors: VISITORS,
      seconds: SECONDS,
      health,
      document: { ...document, ratioP99ToHealth: ratio(document) },
      site: { ...site, ratioP99ToHealth: ratio(site) },
    };
  } finally {
    await server.stop();
    await db.dispose();
  }
}

export type PublicHomeResults = Awaited<ReturnType<typeof publicHomeBench>>;

export function publicHomeTable(r: PublicHomeResults) {
  return {
    'public first-page JS, gzip KiB (aim 120)': {
      value: r.firstPageJs.gzipKiB,
      baseline: r.firstPageJs.aimKiB,
      ratio: round(r.firstPageJs.gzipKiB / r.firstPageJs.aimKiB, 3),
    },
    [`GET / p99 ms, ${r.visitors} visitors, vs /api/health`]: { value: r.document.p99Ms, baseline: r.health.p99Ms, ratio: r.document.ratioP99ToHealth },
    [`GET ${PORTAL_PATHS.publicSite} p99 ms vs /api/health`]: { value: r.site.p99Ms, baseline: r.health.p99Ms, ratio: r.site.ratioP99ToHealth },
  };
}

if (process.argv[1] && import.meta.url === pathToFileURL(process.argv[1]).href) {
  const r = await publicHomeBench({ log: console.log, port: Number(process.env.BENCH_PORT ?? 4191) });
  console.log(JSON.stringify(r, null, 2));
  console.table(publicHomeTable(r));
}
