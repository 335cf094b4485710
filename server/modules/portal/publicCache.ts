import type { FastifyRequest } from 'fastify';
import { publicJobCalls } from '../../../src/contract/portal/jobCalls';
import { downloadCalls } from '../../../src/contract/portal/downloadCalls';
import { productCalls } from '../../../src/contract/portal/productCalls';
import { publicPortalCalls } from '../../../src/contract/portal/publicCalls';
import type { Db } from '../../db/types';
import type { CounterValue } from '../../metrics/moduleCounters';
import type { Outcome } from '../../http/outcome';
import { Lru } from '../../cache/lru';
import { companyOf, type OpenSite } from './publicService';

/**
 * The public reads' answers, kept per site and per input for 60 s (operations.md §15.2): a page of a
 * company site makes the same few reads for every visitor. A public read joins with one line below.
 * Never a preview's answers (they read the drafts), never a refusal, never what depends on the
 * visitor (a signed-in customer's downloads bypass it: downloadRoutes.ts).
 */
export const CACHED_READS: readonly string[] = [
  publicPortalCalls.site.path,
  publicPortalCalls.news.path,
  publicPortalCalls.newsDetail.path,
  publicPortalCalls.enterprise.path,
  publicPortalCalls.addresses.path,
  publicJobCalls.jobs.path,
  publicJobCalls.jobDetail.path,
  productCalls.publicProducts.path,
  downloadCalls.publicDownloads.path,
];

/** How long an answer is kept: a scheduled news item therefore shows at most 60 s after its time. */
export const SITE_CACHE_MS = 60_000;
/** Answers kept at most (the least recently read go first): a few KB each. */
const MAX_ENTRIES = 5_000;
/**
 * The channel the database announces a site's change on: migration 100's triggers on every portal
 * table visitors read (`pg_notify('portal_cache__<schema>', company_id)`), delivered at commit to
 * every server process (PostgreSQL LISTEN; this process on embedded PGlite).
 */
export const PURGE_CHANNEL = 'portal_cache';

interface Entry {
  at: number;
  group: string;
  answer: Outcome<unknown>;
}

export class SiteAnswerCache {
  private readonly entries = new Lru<string, Entry>(MAX_ENTRIES);
  /** Per site: moves on at every purge; a read that began before one keeps nothing (it may have read the old data). */
  private readonly generations = new Map<string, number>();
  readonly counts = { hits: 0, misses: 0, purges: 0 };

  constructor(private readonly now: () => number = Date.now) {}

  async read<T>(group: string, key: string, answer: () => Promise<Outcome<T>>): Promise<Outcome<T>> {
    const found = this.entries.get(key);
    if (found && found.at + SITE_CACHE_MS > this.now()) {
      this.counts.hits++;
      return found.answer as Outcome<T>;
    }
    this.counts.misses++;
    const generation = this.generations.get(group) ?? 0;
    const at = this.now();
    const outcome = await answer();
    if (outcome.ok && (this.generations.get(group) ?? 0) === generation) this.entries.set(key, { at, group, answer: outcome });
    return outcome;
  }

  /** Drops every answer of one site (its company's id). */
  purge(group: string): void {
    this.counts.purges++;
    this.generations.set(group, (this.generations.get(group) ?? 0) + 1);
    this.entries.sweep((e) => e.group === group);
  }
}

const caches = new WeakMap<Db, SiteAnswerCache>();

/** The answer cache of this database's server (one per process). */
export function siteAnswerCache(db: Db): SiteAnswerCache {
  let cache = caches.get(db);
  if (!cache) {
    cache = new SiteAnswerCache();
    caches.set(db, cache);
  }
  return cache;
}

/**
 * The cache's counts as /metrics' counters (this process's; a cluster's summed): answers served from
 * the cache, answers read from the database, and a site's answers dropped on its change.
 */
export function siteCacheCounters(db: Db): () => CounterValue[] {
  const cache = siteAnswerCache(db);
  return () => [
    {
      name: 'freight_portal_cache_hits_total',
      help: 'Public site reads answered from the 60 s answer cache (all server processes).',
      value: cache.counts.hits,
    },
    {
      name: 'freight_portal_cache_misses_total',
      help: 'Public site reads the answer cache did not hold, read from the database (all server processes).',
      value: cache.counts.misses,
    },
    {
      name: 'freight_portal_cache_purges_total',
      help: 'Times a site’s cached answers were dropped on its change (a publish, a content change…; all server processes).',
      value: cache.counts.purges,
    },
  ];
}

/** Purges on the database's announcements: a publish, rollback, enable, disable, content, job, product or download change of a site. */
export async function listenForPurges(db: Db): Promise<void> {
  const cache = siteAnswerCache(db);
  await db.subscribe(PURGE_CHANNEL, (companyId) => cache.purge(companyId));
}

/** The input that makes an answer: the query without the preview token, its keys in order. */
function inputKey(request: FastifyRequest): string {
  const q = { ...(request.query as Record<string, unknown>) };
  delete q.Preview;
  return JSON.stringify(
    Object.keys(q)
      .sort()
      .map((k) => [k, q[k]]),
  );
}

/** A public read's answer through the cache when it is one of CACHED_READS and no preview. */
export function cachedRead<T>(db: Db, s: OpenSite, request: FastifyRequest, answer: () => Promise<Outcome<T>>): Promise<Outcome<T>> {
  const path = request.routeOptions.url ?? '';
  if ((s.kind === 'site' && s.preview) || !CACHED_READS.includes(path)) return answer();
  const group = companyOf(s) ?? 'main';
  // a company site's answers are keyed by its generation too (migration 105): a change is read from its commit on, in every process
  const generation = s.kind === 'site' ? s.site.ptl_cache_gen : '';
  return siteAnswerCache(db).read(group, `${s.kind}|${group}|${generation}|${path}|${inputKey(request)}`, answer);
}
