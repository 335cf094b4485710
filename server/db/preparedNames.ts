import { createHash } from 'node:crypto';

/**
 * Names for PostgreSQL prepared statements, so each pooled connection parses and plans a busy
 * statement once and PostgreSQL may keep a generic plan for it (after five custom ones).
 *
 * Why (issue 33, calls that reach the database stop scaling at about 4 workers): an unnamed
 * statement is planned at every call, and the planner locks every index of every table it reads.
 * The booking desk's list locks 29 relations that way (booking_orders and its 10 indexes, the
 * trigram indexes of companies, vessel_calls' 6 …), and only 16 fit in a backend's fast-path lock
 * slots (PostgreSQL before 18): the other 13 are taken and released in the shared lock table, under
 * one of its 16 partition locks, by every backend on every call — the same partitions for the same
 * tables, so many backends queue on them (wait event LWLock:LockManager). Its generic plan locks
 * the 5 relations it uses, all in the fast path.
 *
 * Only data statements are named (select, insert, update, delete, with): a utility statement is
 * not planned. Names are bounded: a statement is named once it has run `HOT_AFTER` times, and at
 * most `MAX_NAMED` statements a process (each connection keeps a plan per name for its life), so a
 * statement with values written into its text cannot fill PostgreSQL's memory.
 */
const HOT_AFTER = 3;
const MAX_NAMED = 400;
/** Statements counted while not yet hot (forgotten in bulk when full). */
const MAX_COUNTED = 5_000;
const DATA_STATEMENT = /^\s*(select|insert|update|delete|with)\b/i;

export class PreparedNames {
  private readonly named = new Map<string, string>();
  private readonly counts = new Map<string, number>();
  /** Statements whose prepared plan PostgreSQL refused after a change of their tables: run unnamed. */
  private readonly unnamed = new Set<string>();

  constructor(
    private readonly hotAfter = HOT_AFTER,
    private readonly maxNamed = MAX_NAMED,
  ) {}

  /** The name to prepare `sql` under, or undefined to run it unnamed. */
  nameOf(sql: string): string | undefined {
    const known = this.named.get(sql);
    if (known) return known;
    if (this.named.size >= this.maxNamed || this.unnamed.has(sql) || !DATA_STATEMENT.test(sql)) return undefined;
    const seen = (this.counts.get(sql) ?? 0) + 1;
    if (seen < this.hotAfter) {
      if (this.counts.size >= MAX_COUNTED) this.counts.clear();
      this.counts.set(sql, seen);
      return undefined;
    }
    this.counts.delete(sql);
    const name = `f_${createHash('sha1').update(sql).digest('hex').slice(0, 20)}`;
    this.named.set(sql, name);
    return name;
  }

  /**
   * A prepared `select *` whose table gained a column since is refused ("cached plan must not
   * change result type", SQLSTATE 0A000) on every connection that prepared it: from then on the
   * statement runs unnamed.
   */
  stale(sql: string, error: unknown): boolean {
    const e = error as { code?: string; message?: string };
    if (e?.code !== '0A000' || !/cached plan/.test(e.message ?? '') || !this.named.has(sql)) return false;
    this.named.delete(sql);
    this.unnamed.add(sql);
    return true;
  }

  get size(): number {
    return this.named.size;
  }
}
