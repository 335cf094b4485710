import type { Db, Queryable } from '../db/types';
import { type Actor, loadActor } from './access/grants';

/**
 * The seed's own transaction as the services' Db: their transactions run inside it, and nothing is
 * published live. The services ask some things at once (Promise.all), which a pool answers on
 * several connections; a transaction is one connection, so its queries are queued one after another.
 * Demo data made through the services is what a person's calls would have made (rates, manifests).
 */
export function seedDb(tx: Queryable): Db {
  let queue: Promise<unknown> = Promise.resolve();
  const inTurn = <T>(run: () => Promise<T>): Promise<T> => {
    const next = queue.then(run);
    queue = next.catch(() => undefined);
    return next;
  };
  const queued: Queryable = {
    query: (sql, params) => inTurn(() => tx.query(sql, params)),
    exec: (sql) => inTurn(() => tx.exec(sql)),
  };
  return {
    kind: 'pglite',
    where: 'seed',
    ...queued,
    // inside a service's transaction too: node-postgres warns of (and will refuse) two queries at once on one client
    transaction: (fn) => fn(queued),
    publish: async () => undefined,
    subscribe: async () => async () => undefined,
    close: async () => undefined,
  };
}

/** A demo account's employee as the services' actor (undefined when that demo company was not seeded). */
export async function seedPerson(tx: Queryable, account: string): Promise<Actor | undefined> {
  const [row] = await tx.query<{ id: string }>('select e.id from employees e join users u on u.id = e.user_id where u.account = $1', [account]);
  return row ? loadActor(tx, row.id) : undefined;
}
