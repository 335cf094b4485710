import type { Db } from '../../db/types';
import { processLog } from '../../platform/processLog';

/**
 * A customer's own search, as it was logged: who searched (the customer company), whose rates, which
 * lane. The user radar (issue 51) listens to push its repeated-search signal while the page is open.
 */
export interface CustomerSearch {
  ownerCompanyId: string;
  companyId: string;
  polCode: string;
  podCode: string;
}
type Listener = (search: CustomerSearch) => Promise<void>;

// per database: each app (a test's, the server's) hears its own customers' searches
const listeners = new WeakMap<Db, Set<Listener>>();

/** Hears every customer search logged on this database from now on; answers the way to stop. */
export function onCustomerSearch(db: Db, fn: Listener): () => void {
  const set = listeners.get(db) ?? new Set<Listener>();
  listeners.set(db, set.add(fn));
  return () => void set.delete(fn);
}

/** Tells the listeners of a logged customer search, after the answer: best effort, a listener's failure never fails the search. */
export function announceCustomerSearch(db: Db, search: CustomerSearch): void {
  for (const fn of listeners.get(db) ?? [])
    fn(search).catch((err: unknown) => processLog.warn({ error: (err as Error).message }, 'rates: a customer search listener failed'));
}
