import type { MenuNode } from '../../../src/contract/admin';
import type { Forget } from '../../live/hub';
import type { Actor } from '../access/grants';
import type { SessionRow } from './sessionRepository';
import { Lru } from '../../cache/lru';

/**
 * What every authenticated call needs before its handler runs (issue 13, the hot path): the session
 * of its token, the employee it acts as, and (behind a menu or button) that employee's menu tree.
 * This process keeps them, so a call with a live session reads nothing from the database first.
 *
 * Keys: a session by its token's hash (the raw token is never kept), an employee by its id; the
 * menu tree rides on its employee's entry and goes with it.
 *
 * Kept only while it is true: every change of sessions, employees, companies, roles, grants, menus
 * or buttons tells the cache (LiveHub.forget and LiveHub.end drop entries here at once and publish
 * the same on the hub's channel for the other processes). Coarse on purpose: an access change
 * (roles, grants, menus, buttons) or a company change drops everything; an employee's change drops
 * that employee and its sessions; a session's end drops that session.
 *
 * And never for long: an entry is read again from the database once it is MAX_AGE_MS old, whatever
 * was or was not announced. This bound is what a missed notification costs at most (a LISTEN
 * connection being re-opened, a revocation made by hand in SQL): a revoked session, a disabled
 * account or a removed grant still works on another process for at most 5 s. Why 5 s: the channel
 * normally delivers in milliseconds, so the bound only matters when it failed, and then 5 s is well
 * inside what a person revoking access waits for (the live socket's own safety net, the sweep,
 * runs every 30 s); on the other side a page load's burst of calls (a dozen within a second or
 * two) is served from one read, and a busy employee costs the database one read every 5 s instead
 * of four or more per call.
 */
export const MAX_AGE_MS = 5_000;

export interface AuthCacheOptions {
  /** How old an entry may get before it is read again (default MAX_AGE_MS). */
  maxAgeMs: number;
  /** Sessions kept (least recently used ones go first): a few hundred bytes each. */
  maxSessions: number;
  /**
   * Employees kept, each with its menu tree: the whole internal tree (a platform admin's) is about
   * 60 KB of heap, an external one a fraction of that, so 1,000 stay under 60 MB at the very worst.
   * An entry is of use for MAX_AGE_MS only: the cap needs to hold the employees active within that.
   */
  maxEmployees: number;
}

export const DEFAULT_AUTH_CACHE: AuthCacheOptions = { maxAgeMs: MAX_AGE_MS, maxSessions: 10_000, maxEmployees: 1_000 };

/** When a read began: whether what it found may be kept (nothing was forgotten since), and from when its age counts. */
export interface ReadMark {
  readonly generation: number;
  readonly at: number;
}

interface SessionEntry {
  row: SessionRow;
  at: number;
}

/**
 * An employee as calls act as it, and what calls derived from it once one needed it (its menu
 * tree, its current-employee answer …): each derived value lives and dies with the entry.
 */
export interface EmployeeEntry {
  readonly actor: Actor;
  readonly at: number;
  readonly derived: Map<string, Promise<unknown>>;
  /** The derived values already read, for a call that takes them without a promise (derivedNow). */
  readonly settled: Map<string, unknown>;
}

const ids = (list: readonly (string | number)[] | undefined) => new Set((list ?? []).map(String));

export class AuthCache {
  /** Moves on at every forget: a read that began before one is not kept (it may have missed the change). */
  private generation = 0;
  private readonly options: AuthCacheOptions;
  private readonly sessions: Lru<string, SessionEntry>;
  private readonly employees: Lru<string, EmployeeEntry>;

  constructor(
    options: Partial<AuthCacheOptions> = {},
    private readonly now: () => number = Date.now,
  ) {
    this.options = { ...DEFAULT_AUTH_CACHE, ...options };
    this.sessions = new Lru(this.options.maxSessions);
    this.employees = new Lru(this.options.maxEmployees);
  }

  /** Call before reading what is to be kept. */
  mark(): ReadMark {
    return { generation: this.generation, at: this.now() };
  }

  private fresh(at: number): boolean {
    return this.now() - at < this.options.maxAgeMs;
  }

  private keeps(mark: ReadMark): boolean {
    return mark.generation === this.generation && this.fresh(mark.at);
  }

  /** The live session of this token hash, as read at most maxAgeMs ago (a copy: callers may not change the entry). */
  session(tokenHash: string): SessionRow | undefined {
    const entry = this.sessions.get(tokenHash);
    if (!entry) return undefined;
    if (!this.fresh(entry.at)) {
      this.sessions.delete(tokenHash);
      return undefined;
    }
    return { ...entry.row };
  }

  /** Keeps a session read since `mark` (only a live one: ended and replaced ones are always read again). */
  keepSession(tokenHash: string, row: SessionRow, mark: ReadMark): void {
    if (row.revoked_at || row.replaced_at || !this.keeps(mark)) return;
    this.sessions.set(tokenHash, { row: { ...row }, at: mark.at });
  }

  /** The session's last_seen_at was moved on (the idle limit is checked against the kept row). */
  touched(tokenHash: string, at: Date): void {
    const entry = this.sessions.get(tokenHash);
    if (entry && entry.row.last_seen_at < at) entry.row = { ...entry.row, last_seen_at: at };
  }

  dropSession(tokenHash: string): void {
    this.sessions.delete(tokenHash);
  }

  /** The employee as read at most maxAgeMs ago. */
  employee(employeeId: string | number): EmployeeEntry | undefined {
    const entry = this.employees.get(String(employeeId));
    if (!entry) return undefined;
    if (!this.fresh(entry.at)) {
      this.employees.delete(String(employeeId));
      return undefined;
    }
    return entry;
  }

  /** Keeps an employee read since `mark` (only an active one: a disabled one is always read again); the entry made, if kept. */
  keepEmployee(actor: Actor, mark: ReadMark): EmployeeEntry | undefined {
    if (actor.status !== 'active' || !this.keeps(mark)) return undefined;
    const entry: EmployeeEntry = { actor: { ...actor }, at: mark.at, derived: new Map(), settled: new Map() };
    this.employees.set(String(actor.id), entry);
    return entry;
  }

  /**
   * A value derived from the employee (its menu tree, its permission items …), read once per
   * entry: the entry is dropped by any change that could alter what is derived, so a value read
   * while the change was being made dies with it. Every change that alters a derived value must
   * forget the employee (or everything): that is the contract of a new `key`.
   */
  derived<T>(entry: EmployeeEntry, key: string, read: () => Promise<T>): Promise<T> {
    let value = entry.derived.get(key) as Promise<T> | undefined;
    if (!value) {
      const reading = read();
      value = reading;
      entry.derived.set(key, reading);
      // a failed read (the database away for a moment) is not kept: the next call reads again
      reading.then(
        (read) => {
          if (entry.derived.get(key) === reading) entry.settled.set(key, read);
        },
        () => {
          if (entry.derived.get(key) === reading) entry.derived.delete(key);
        },
      );
    }
    return value;
  }

  /** A derived value already read (see derived), or undefined: the hot path's way past a promise (issue 47). */
  derivedNow<T>(entry: EmployeeEntry, key: string): T | undefined {
    return entry.settled.get(key) as T | undefined;
  }

  /** The employee's menu tree, read once per entry (see derived). */
  treeOf(entry: EmployeeEntry, read: () => Promise<MenuNode[]>): Promise<MenuNode[]> {
    return this.derived(entry, 'menuTree', read);
  }

  /**
   * Drops what a change made untrue. Sessions by id; employees with their sessions; a company's
   * change, and anything `all`, drops everything (rare changes: being coarse costs one read per
   * active employee, and cannot miss a company's employee whose entry did not say its company).
   */
  forget(f: Forget): void {
    if (!f.all && !f.sessionIds?.length && !f.employeeIds?.length && !f.companyIds?.length) return; // answers only (topics): nothing kept here changed
    this.generation += 1;
    if (f.all || f.companyIds?.length) {
      this.sessions.clear();
      this.employees.clear();
      return;
    }
    const sessions = ids(f.sessionIds);
    const employees = ids(f.employeeIds);
    if (employees.size) for (const id of employees) this.employees.delete(id);
    if (sessions.size || employees.size) {
      this.sessions.sweep((e) => sessions.has(String(e.row.id)) || (e.row.employee_id !== null && employees.has(String(e.row.employee_id))));
    }
  }

  /** How many entries are kept (tests, diagnostics). */
  get size(): { sessions: number; employees: number } {
    return { sessions: this.sessions.size, employees: this.employees.size };
  }
}
