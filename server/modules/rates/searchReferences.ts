import type { AnswerCache } from '../../cache/answerCache';
import type { Queryable } from '../../db/types';
import type { LiveHub } from '../../live/hub';
import { REFDATA_TOPIC } from '../refdata/public';
import { currencyDigits, currentRules, feeFacts, type Level, levelOfCompany, platformCompanyId, publicLevel } from './pricingRepository';
import { readRates, type StoredRate } from './repository';
import { type PoolAsker, type PoolLane, readPool, type SharedVia, sharedCandidates } from './sharedPool';
import { activePortCodes, candidateRates } from './searchRepository';

/**
 * The answers of the pricing desk a price search reads: an owner's current surcharge and mark-up
 * rules, the level a company is priced at, the visitors' level, the owner's rate pool with its live
 * subscriptions, and a lane's rates (own and shared). A write of any of their tables announces this
 * topic once committed — migration 089's triggers, whoever writes; the rates' use cases for rules,
 * levels, pools, offers and subscriptions also at once (`pricingChanged`) — here and in every process.
 */
export const PRICING_TOPIC = 'pricing';

/** Tells every process that rules, levels, a pool, an offer or a subscription changed: call after the commit. */
export const pricingChanged = (hub: LiveHub) => hub.forget({ topics: [PRICING_TOPIC] });

/**
 * What every price search reads besides the rates themselves. Reference data: the currencies' digits
 * (159 rows), the fee codes' names and all-in flags, the ports and port groups a lane may name, and
 * the platform's company. The pricing desk (above): an owner's rules, levels, pool and lanes. Read from
 * the database at every search they were most of its statements and rows (issue 47): with the app's
 * answer cache each is read once and kept until its topic is announced ('refdata' or 'pricing', in
 * every process) or for at most the cache's maximum age (5 s: what a change by hand without an
 * announcement costs). Without a cache (a seed, a test of the engine) each is read every time. The
 * values are shared: never changed by a reader.
 */
export interface SearchReferences {
  digits(): Promise<Map<string, number>>;
  fees(): Promise<Awaited<ReturnType<typeof feeFacts>>>;
  /** Which of these codes name an active port or a port group. */
  knownPortCodes(codes: readonly string[]): Promise<string[]>;
  platformCompanyId(): Promise<string>;
  /** The owner's current rules (the latest version of each). */
  rules(owner: string): Promise<Awaited<ReturnType<typeof currentRules>>>;
  /** The level the owner prices a company at (its own place, else the default level). */
  levelOfCompany(owner: string, companyId: string): Promise<Level | undefined>;
  /** The owner's visitors' level. */
  publicLevel(owner: string): Promise<Level | undefined>;
  /** The owner's rate pool: its sources and how duplicates are kept. */
  pool(owner: string): ReturnType<typeof readPool>;
  /** The owner's own rates for a lane and day (searchRepository.ts `candidateRates`). */
  laneRates(owner: string, lane: Lane, withHidden: boolean, past: boolean, today: string): Promise<StoredRate[]>;
  /** The shared rates in the owner's pool for a lane and day, as the owner's rates, with how each came in (sharedPool.ts). */
  sharedLaneRates(owner: string, asker: PoolAsker, lane: Lane, today: string): Promise<SharedLaneRates>;
}

type Lane = PoolLane & { pol: string; pod: string };

export interface SharedLaneRates {
  via: Map<number, SharedVia>;
  rates: StoredRate[];
}

/**
 * A lane's rates are kept when there are at most this many: a lane's page of answers stays small
 * (about 2 KB a rate), and the cache's 2,000 entries bounded in bytes too; a lane with more is read
 * each time.
 */
const KEPT_LANE_RATES = 40;

export function searchReferences(db: Queryable, cache?: AnswerCache): SearchReferences {
  const kept = <T>(topic: string, key: string, read: () => Promise<T>, keepable?: (value: T) => boolean) =>
    cache ? cache.through(topic, `rates.search.${key}`, read, keepable) : read();
  const reference = <T>(key: string, read: () => Promise<T>) => kept(REFDATA_TOPIC, key, read);
  const setup = <T>(key: string, read: () => Promise<T>, keepable?: (value: T) => boolean) => kept(PRICING_TOPIC, key, read, keepable);
  const laneKey = (l: Lane, today: string) => `${l.pol}:${l.pod}:${l.carrier ?? ''}:${l.day}:${today}`;
  const pool = (owner: string) => setup(`pool:${owner}`, () => readPool(db, owner));
  return {
    digits: () => reference('digits', () => currencyDigits(db)),
    fees: () => reference('fees', () => feeFacts(db)),
    knownPortCodes: async (codes) => {
      const known = await reference('ports', async () => new Set(await activePortCodes(db)));
      return codes.filter((c) => known.has(c));
    },
    platformCompanyId: () => reference('platform', () => platformCompanyId(db)),
    rules: (owner) => setup(`rules:${owner}`, () => currentRules(db, owner)),
    levelOfCompany: (owner, companyId) => setup(`level:${owner}:${companyId}`, () => levelOfCompany(db, owner, companyId)),
    publicLevel: (owner) => setup(`publicLevel:${owner}`, () => publicLevel(db, owner)),
    pool,
    laneRates: (owner, lane, withHidden, past, today) =>
      setup(
        `lane:${owner}:${withHidden}:${past}:${laneKey(lane, today)}`,
        () => candidateRates(db, owner, lane, withHidden, past, today),
        (rates) => rates.length <= KEPT_LANE_RATES,
      ),
    sharedLaneRates: (owner, asker, lane, today) =>
      setup(
        `shared:${owner}:${asker.kind === 'STAFF' ? `${asker.employeeId}:${asker.seesAll}` : 'customers'}:${laneKey(lane, today)}`,
        async () => {
          const via = await sharedCandidates(db, owner, await pool(owner), asker, lane);
          return { via, rates: await readRates(db, [...via.keys()], today) };
        },
        (shared) => shared.rates.length <= KEPT_LANE_RATES,
      ),
  };
}
