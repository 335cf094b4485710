import type { Db, Queryable } from '../db/types';
import type { Outcome } from '../http/outcome';

/** A refusal found half-way through a transaction: thrown so that what the transaction wrote is undone. */
class RolledBack extends Error {
  constructor(readonly outcome: Outcome<never>) {
    super('rolled back');
  }
}

/**
 * Refuses from inside `inTransaction` after something was written (a hold on another class, a
 * counter moved, a version published): the transaction rolls back and the refusal is the answer.
 * A refusal before anything was written is simply returned.
 */
export function rollBack(outcome: Outcome<unknown>): never {
  throw new RolledBack(outcome as Outcome<never>);
}

/**
 * The one transaction helper of the services: `work` commits when it returns, and rolls back when it
 * calls `rollBack` (answered with that refusal) or throws (the error goes on). `rollBack` is handed to
 * `work` too, so a service reads as `inTransaction(db, async (tx, fail) => … fail(refusal) …)`.
 */
export async function inTransaction<T>(db: Db, work: (tx: Queryable, fail: typeof rollBack) => Promise<Outcome<T>>): Promise<Outcome<T>> {
  try {
    return await db.transaction((tx) => work(tx, rollBack));
  } catch (e) {
    if (e instanceof RolledBack) return e.outcome;
    throw e;
  }
}
