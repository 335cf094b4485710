import type { Forget } from '../live/hub';
import { Lru } from './lru';

/**
 * Answers of busy read calls (the SI lists, the review queue) kept in this process, so a list a
 * hundred reviewers and customers refresh is read from the database once per change, not once per
 * call (issue 13: PGlite spends most of a list call parsing rows).
 *
 * A kept answer is exactly what the call answered for the same key: the key names the call, its
 * query and the caller's scope (whatever the answer's rows depend on: the company, or "all" for
 * platform staff). Authorization is not cached: every call passes its access check first.
 *
 * Kept only while true: a write of a topic's records announces the topic (LiveHub.forget
 * `topics`, here at once and to the other processes over the hub's channel), and any change of
 * employees, companies or access drops every answer (lists show names). A read that began before
 * a change is not kept (the generation moved on). And never for long: an answer is read again once
 * it is MAX_AGE_MS old, which bounds what a lost notification costs (as the auth cache does).
 */
export const ANSWER_MAX_AGE_MS = 5_000;

export interface AnswerCacheOptions {
  maxAgeMs: number;
  /** Answers kept (least recently used go first): a page of 200 queue rows is about 15 KB. */
  maxEntries: number;
}

interface Entry {
  topic: string;
  value: unknown;
  at: number;
}

export interface AnswerMark {
  readonly generation: number;
  readonly at: number;
}

export class AnswerCache {
  private generation = 0;
  private readonly options: AnswerCacheOptions;
  private readonly entries: Lru<string, Entry>;

  constructor(
    options: Partial<AnswerCacheOptions> = {},
    private readonly now: () => number = Date.now,
  ) {
    this.options = { maxAgeMs: ANSWER_MAX_AGE_MS, maxEntries: 2_000, ...options };
    this.entries = new Lru(this.options.maxEntries);
  }

  /** Call before reading an answer that is to be kept. */
  mark(): AnswerMark {
    return { generation: this.generation, at: this.now() };
  }

  get<T>(key: string): T | undefined {
    const entry = this.entries.get(key);
    if (!entry) return undefined;
    if (this.now() - entry.at >= this.options.maxAgeMs) {
      this.entries.delete(key);
      return undefined;
    }
    return entry.value as T;
  }

  /** Keeps an answer of `topic` read since `mark`, unless something changed meanwhile. */
  keep(topic: string, key: string, value: unknown, mark: AnswerMark): void {
    if (mark.generation !== this.generation || this.now() - mark.at >= this.options.maxAgeMs) return;
    this.entries.set(key, { topic, value, at: mark.at });
  }

  /**
   * The answer for `key`, kept or read now. `read` must depend on nothing the key does not name;
   * what `keepable` turns down (a refusal: a booking not found may be made a minute later) is
   * answered but not kept.
   */
  async through<T>(topic: string, key: string, read: () => Promise<T>, keepable: (value: T) => boolean = () => true): Promise<T> {
    const kept = this.get<T>(key);
    if (kept !== undefined) return kept;
    const mark = this.mark();
    const value = await read();
    if (keepable(value)) this.keep(topic, key, value, mark);
    return value;
  }

  /** Drops what a change made untrue: a topic's answers, or all of them on a change of people, companies or access. */
  forget(f: Forget): void {
    const everything = f.all || f.employeeIds?.length || f.companyIds?.length;
    const topics = new Set(f.topics ?? []);
    if (!everything && !topics.size) return; // sessions only: no answer depends on a session
    this.generation += 1;
    if (everything) this.entries.clear();
    else this.entries.sweep((e) => topics.has(e.topic));
  }

  get size(): number {
    return this.entries.size;
  }
}
