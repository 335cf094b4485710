import type { AnswerCache } from '../../cache/answerCache';
import type { Queryable } from '../../db/types';
import { REFDATA_TOPIC } from '../refdata/public';
import { currencyDigits, feeFacts, platformCompanyId } from './pricingRepository';
import { activePortCodes } from './searchRepository';

/**
 * The reference data every price search reads, whoever the asker: the currencies' digits (159 rows),
 * the fee codes' names and all-in flags, the ports and port groups a lane may name, and the
 * platform's company. Read from the database at every search they were a third of its statements
 * and most of its rows (issue 47); with the app's answer cache they are read once and kept until
 * reference data changes (topic 'refdata', in every process) or for at most the cache's maximum age
 * (5 s: what a change by hand without a trigger, a currency's, costs). Without a cache (a seed, a
 * test of the engine) each is read every time. The values are shared: never changed by a reader.
 */
export interface SearchReferences {
  digits(): Promise<Map<string, number>>;
  fees(): Promise<Awaited<ReturnType<typeof feeFacts>>>;
  /** Which of these codes name an active port or a port group. */
  knownPortCodes(codes: readonly string[]): Promise<string[]>;
  platformCompanyId(): Promise<string>;
}

export function searchReferences(db: Queryable, cache?: AnswerCache): SearchReferences {
  const kept = <T>(key: string, read: () => Promise<T>) => (cache ? cache.through(REFDATA_TOPIC, `rates.search.${key}`, read) : read());
  return {
    digits: () => kept('digits', () => currencyDigits(db)),
    fees: () => kept('fees', () => feeFacts(db)),
    knownPortCodes: async (codes) => {
      const known = await kept('ports', async () => new Set(await activePortCodes(db)));
      return codes.filter((c) => known.has(c));
    },
    platformCompanyId: () => kept('platform', () => platformCompanyId(db)),
  };
}
