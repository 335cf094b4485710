import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import fc from 'fast-check';
import type { LightMyRequestResponse } from 'fastify';
import { SECURITY_HEADERS } from '../../../../server/http/securityHeaders';
import { ENDPOINTS } from '../../../../src/contract/endpoints';
import type { Db } from '../../../../server/db/types';
import { build, hasStackTrace } from '../../support/build';
import { caller } from '../../support/calls';
import { StallReporter } from '../../../../server/http/stallReporter';

/**
 * The fuzzing of every /api call, as the server's own route table lists it (so a new call cannot
 * be forgotten), in three files of this folder, each on an app and database of its own:
 * - junkRequests.test.ts: generated bad bodies, queries and headers;
 * - absentIds.test.ts: well-typed requests whose ids name nothing;
 * - loneSurrogates.test.ts: a lone surrogate in any string of a well-formed body.
 * They are sent with no token, a garbage token and the real tokens of a platform admin and of a
 * customer employee. Nothing may answer 5xx, every refusal is the envelope with a Message and no
 * stack trace, every answer carries the security headers, and each file ends by checking that the
 * database is unchanged and the real tokens still work.
 *
 * `FUZZ_RUNS` (default 8) is the number of runs per call and per caller.
 */
export const RUNS = Number(process.env.FUZZ_RUNS || 8);

/**
 * The run's seed (`FUZZ_SEED` repeats a run): each call's and caller's generator starts from a seed
 * made of it and their names (`fuzzParams`), so a finding is repeated by its seed alone. A generated
 * request once held the event loop for an hour in CI (SI Modify, FclRate/Batch/Apply), and neither
 * the request nor its seed was known: now the run prints its seed first, and a request that holds
 * the loop is named while it holds it (`sending`, below).
 */
export const FUZZ_SEED = Number(process.env.FUZZ_SEED) || Math.floor(Math.random() * 2 ** 31);
console.log(`fuzzing with FUZZ_SEED=${FUZZ_SEED}`);

/** The seed of one call's and caller's generator in this run. */
export function seedOf(...names: string[]): number {
  let h = FUZZ_SEED | 0;
  for (const c of names.join(' ')) h = (Math.imul(h, 31) + c.codePointAt(0)!) | 0;
  return h;
}

/** fast-check's parameters for one call and caller: the runs, its seed, no shrinking (a failure is reported at once). */
export const fuzzParams = (...names: string[]) => ({ numRuns: RUNS, endOnFailure: true, seed: seedOf(...names) });

// The live socket is a websocket upgrade, not an HTTP call: its handshake (origins) and frames
// (bad ones included) are covered by the socket tests (messages/liveDelivery.test.ts,
// platform/live/idleSocket.test.ts, and platform/http/securityHeadersAndLimits.test.ts checks it
// still upgrades), so it is left out of the HTTP fuzzing.
const SKIPPED = new Set([`GET ${ENDPOINTS.liveSocket}`]);

/**
 * Columns that change on any request and are left out of the fingerprint, with why. Only this:
 * every call with a live session touches its last-seen time (the idle timeout). The other
 * columns of sessions stay in, so fuzzing that signed someone in or out would be caught. Sign-in
 * attempt counters live in memory (server/platform/auth/rateLimit.ts), not in a table; the client log stays in too,
 * since no generated report is valid.
 */
const VOLATILE_COLUMNS: Record<string, string[]> = { sessions: ['last_seen_at'] };
/** Logs every request of a kind appends to by rule, a junk one too, with why (left out of the fingerprint whole). */
const APPENDED_BY_RULE: Record<string, string> = { search_logs: 'trk.log: every public tracking search is logged, a junk number as INVALID' };

/** Every business table of the public schema: its row count and an md5 of its rows in order. */
async function fingerprint(db: Db): Promise<Record<string, string>> {
  const tables = await db.query<{ table_name: string }>(
    `select table_name from information_schema.tables where table_schema = 'public' and table_type = 'BASE TABLE' order by 1`,
  );
  const out: Record<string, string> = {};
  for (const { table_name: table } of tables) {
    if (APPENDED_BY_RULE[table]) continue;
    const columns = await db.query<{ column_name: string }>(
      `select column_name from information_schema.columns where table_schema = 'public' and table_name = $1 order by ordinal_position`,
      [table],
    );
    const kept = columns.map((c) => c.column_name).filter((c) => !VOLATILE_COLUMNS[table]?.includes(c));
    const [row] = await db.query<{ n: string; h: string }>(
      `select count(*)::text as n, md5(coalesce(string_agg(x, E'\\n' order by x), '')) as h
       from (select row(${kept.map((c) => `"${c}"`).join(', ')})::text as x from "${table}") s`,
    );
    out[table] = `${row!.n} rows, ${row!.h}`;
  }
  return out;
}

/** Lone UTF-16 surrogates: valid JSON escapes, but no character (and no UTF-8 form). */
const LONE_SURROGATES = ['\ud800', '\udfff', 'ab\udc00cd', '\udc00\ud800', '🚢\ud83d'];
/** `s` with a lone surrogate put in at `i` (moved back so it never lands inside a surrogate pair of `s`). */
export function withLoneSurrogate(s: string, i: number, which: number): string {
  let at = Math.min(i, s.length);
  if (at > 0 && /[\ud800-\udbff]/.test(s[at - 1]!)) at -= 1;
  return `${s.slice(0, at)}${LONE_SURROGATES[which % LONE_SURROGATES.length]}${s.slice(at)}`;
}
export const loneSurrogateString = fc.tuple(fc.string({ maxLength: 20 }), fc.nat(20), fc.nat()).map(([s, i, which]) => withLoneSurrogate(s, i, which));

export type Who = 'none' | 'garbage' | 'admin' | 'customer';
export const WHO: Who[] = ['none', 'garbage', 'admin', 'customer'];

/**
 * What every answer must be: not a 5xx, with the security headers, no stack trace, and a refusal
 * is the envelope `{ Status: false, Message }`. `FUZZ_STATS=1` prints how the answers spread.
 */
export function expectSound(res: LightMyRequestResponse, what: string, kind: string) {
  expect(res.statusCode, what).toBeLessThan(500);
  expect(Object.fromEntries(Object.keys(SECURITY_HEADERS).map((k) => [k, res.headers[k]])), what).toEqual(SECURITY_HEADERS);
  const type = String(res.headers['content-type'] ?? '');
  if (/json|text/.test(type)) expect(hasStackTrace(res.body), what).toBe(false);
  let message = '';
  if (res.statusCode >= 400) {
    expect(type, what).toContain('application/json');
    const answer = JSON.parse(res.body) as { Status?: unknown; Message?: unknown };
    expect(answer.Status, what).toBe(false);
    expect(typeof answer.Message === 'string' && answer.Message.length > 0, what).toBe(true);
    message = String(answer.Message).slice(0, 60);
  }
  const key = `${kind} ${res.statusCode} ${message}`;
  if (process.env.FUZZ_STATS) STATS.set(key, (STATS.get(key) ?? 0) + 1);
}
const STATS = new Map<string, number>();

/**
 * A fuzzing file's app, built at import time so that one test per call can be declared from its
 * route table: the routes to fuzz, the real tokens (signed in before the tests) and `afterwards`,
 * which declares the closing checks (call it at the end of the file).
 */
export async function fuzzedApp() {
  const { app, db } = await build();
  await app.ready();
  // a request holding this thread over 5 s is named on standard error while it holds it (no timer
  // of the test's can fire then: its own 10 s limit and Vitest's timeout wait for the loop too)
  const hangs = new StallReporter({ stallMs: 5000 });
  hangs.start();
  afterAll(async () => {
    await hangs.stop();
    await app.close();
    await db.close();
    if (process.env.FUZZ_STATS)
      console.log(
        [...STATS]
          .sort((a, b) => b[1] - a[1])
          .map(([k, n]) => `${n}\t${k}`)
          .join('\n'),
      );
  });
  const routes = app.apiRoutes.filter((r) => !SKIPPED.has(`${r.method} ${r.url}`));
  const tokens: Partial<Record<Who, string>> = {};
  let before: Record<string, string>;
  beforeAll(async () => {
    const { asUser } = caller({ app });
    tokens.admin = await asUser('admin@demo.test');
    tokens.customer = await asUser('customer@demo.test');
    before = await fingerprint(db);
  });

  function afterwards() {
    describe('afterwards', () => {
      it('the database is unchanged (every business table, row for row)', async () => {
        expect(await fingerprint(db)).toEqual(before);
      });

      it('the real tokens still work, so their runs reached the calls', async () => {
        for (const who of ['admin', 'customer'] as const) {
          const res = await app.inject({ url: ENDPOINTS.currentEmployee, headers: { authorization: `Bearer ${tokens[who]}` } });
          expect(res.json().Status, who).toBe(1);
        }
      });
    });
  }

  /** What is about to be sent (with the run's seed), named if it holds the loop. */
  const sending = (what: string) => hangs.doing(`FUZZ_SEED=${FUZZ_SEED} ${what}`);
  return { app, routes, tokens, afterwards, sending };
}
