import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import fc from 'fast-check';
import type { LightMyRequestResponse } from 'fastify';
import type { RegisteredRoute } from '../../../../server/app';
import { XLSX_TYPE } from '../../../../server/http/xlsx';
import { SECURITY_HEADERS } from '../../../../server/http/securityHeaders';
import { ENDPOINTS } from '../../../../src/contract/endpoints';
import { build, hasStackTrace } from '../../support/build';
import { caller } from '../../support/calls';
import { ID_NAME, wellTyped } from '../../support/routeTable';

/**
 * Every /api call, as the server's own route table lists it (so a new call cannot be forgotten),
 * gets generated bad bodies, queries and headers — with no token, a garbage token and the real
 * tokens of a platform admin and of a customer employee. Nothing may answer 5xx, every refusal is
 * the envelope with a Message and no stack trace, every answer carries the security headers, and
 * the database is unchanged afterwards.
 *
 * Payloads are invalid by construction, so a real token never creates anything by luck:
 * - a call with a body schema gets a non-object, or an object with an unknown field besides its
 *   own fields holding junk (every body schema sets additionalProperties: false — checked below);
 * - a call without a body schema that may write (not a GET), with a real token, gets only bodies
 *   its parser refuses (malformed JSON, an unsupported content type, prototype poisoning);
 * - query values are never small positive integers, so an id in a query never names a real row
 *   (GETs reach their handlers with junk of the right type: huge ids, odd strings).
 * A second kind of request gets past the schemas on purpose: well-typed bodies and queries whose
 * ids name nothing (see below).
 *
 * `FUZZ_RUNS` (default 8) is the number of runs per call and per caller.
 */

const RUNS = Number(process.env.FUZZ_RUNS || 8);

// Built at import time so that one test per call can be declared from the route table.
const { app, db } = await build();
await app.ready();
afterAll(async () => {
  await app.close();
  await db.close();
});

// The live socket is a websocket upgrade, not an HTTP call: its handshake (origins) and frames
// (bad ones included) are covered by the socket tests (messages.test.ts, liveIdle.test.ts, and
// hardening.test.ts checks it still upgrades), so it is left out of the HTTP fuzzing.
const SKIPPED = new Set([`GET ${ENDPOINTS.liveSocket}`]);
const ROUTES = app.apiRoutes.filter((r) => !SKIPPED.has(`${r.method} ${r.url}`));

/**
 * Columns that change on any request and are left out of the fingerprint, with why. Only this:
 * every call with a live session touches its last-seen time (the idle timeout). The other
 * columns of sessions stay in, so fuzzing that signed someone in or out would be caught. Sign-in
 * attempt counters live in memory (rateLimit.ts), not in a table; the client log stays in too,
 * since no generated report is valid.
 */
const VOLATILE_COLUMNS: Record<string, string[]> = { sessions: ['last_seen_at'] };

/** Every business table of the public schema: its row count and an md5 of its rows in order. */
async function fingerprint(): Promise<Record<string, string>> {
  const tables = await db.query<{ table_name: string }>(
    `select table_name from information_schema.tables where table_schema = 'public' and table_type = 'BASE TABLE' order by 1`,
  );
  const out: Record<string, string> = {};
  for (const { table_name: table } of tables) {
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

// ---- generated junk ------------------------------------------------------------------------

const BIG = 'x'.repeat(300_000); // big, but under the 1 MiB body limit
const deep = (n: number): unknown => (n === 0 ? 'bottom' : { a: [deep(n - 1)] });

const junkNumber = fc.constantFrom(-1, 0, -0, 0.5, 1.5, -(2 ** 31), 2 ** 31, 2 ** 53, 2 ** 63, 1e20, 1e308, -1e308, Number.MAX_SAFE_INTEGER + 2);
/** Lone UTF-16 surrogates: valid JSON escapes, but no character (and no UTF-8 form). */
const LONE_SURROGATES = ['\ud800', '\udfff', 'ab\udc00cd', '\udc00\ud800', '🚢\ud83d'];
/** `s` with a lone surrogate put in at `i` (moved back so it never lands inside a surrogate pair of `s`). */
function withLoneSurrogate(s: string, i: number, which: number): string {
  let at = Math.min(i, s.length);
  if (at > 0 && /[\ud800-\udbff]/.test(s[at - 1]!)) at -= 1;
  return `${s.slice(0, at)}${LONE_SURROGATES[which % LONE_SURROGATES.length]}${s.slice(at)}`;
}
const loneSurrogateString = fc.tuple(fc.string({ maxLength: 20 }), fc.nat(20), fc.nat()).map(([s, i, which]) => withLoneSurrogate(s, i, which));

const junkString = fc.oneof(
  fc.string(),
  fc.string({ unit: 'grapheme', maxLength: 40 }),
  loneSurrogateString,
  fc.constantFrom('', ' ', BIG, '\u0000', '<script>alert(1)</script>', "' or 1=1 --", '%00', '../../etc/passwd', '99999999999999999999', 'NaN', 'null', '🚢'.repeat(2000), 'CGO-NBHY-2611-001'),
);
const junkValue: fc.Arbitrary<unknown> = fc.oneof(
  junkNumber,
  junkString,
  fc.boolean(),
  fc.constant(null),
  fc.jsonValue({ maxDepth: 3 }),
  fc.array(junkNumber, { maxLength: 5 }),
  fc.constant(deep(300)),
);

/** A body the call's schema refuses: a non-object, or its own fields with junk plus one it does not have. */
function refusedBody(own: string[]): fc.Arbitrary<unknown> {
  const extraKey = fc.oneof(fc.constantFrom('__fuzz', 'id', 'ID', 'Extra', '', 'constructor', '__proto__'), fc.string(), loneSurrogateString).filter((k) => !own.includes(k));
  const ownFields = own.length ? fc.dictionary(fc.constantFrom(...own), junkValue, { maxKeys: own.length }) : fc.constant({});
  return fc.oneof(
    fc.tuple(ownFields, extraKey, junkValue).map(([fields, key, value]) => JSON.parse(JSON.stringify({ ...fields, [key]: value })) as unknown),
    fc.oneof(junkNumber, junkString, fc.boolean(), fc.constant(null), fc.array(fc.jsonValue(), { maxLength: 4 })),
  );
}

/** Bodies every parser refuses: nothing reaches a handler. */
const UNPARSABLE: [contentType: string, body: string][] = [
  ['application/json', '{bad'],
  ['application/json', '[1,'],
  ['application/json', ''],
  ['application/json', '{"__proto__":{"admin":true}}'],
  ['application/json', '{"constructor":{"prototype":{"admin":true}}}'],
  ['application/xml', '<x/>'],
  ['application/x-www-form-urlencoded', 'a=1&b=2'],
  ['multipart/form-data; boundary=x', '--x\r\nContent-Disposition: form-data; name="a"\r\n\r\n1\r\n--x--'],
];

const CONTENT_TYPES = [
  'application/json', 'application/json; charset=utf-8', 'APPLICATION/JSON', 'application/json; charset=latin1', 'application/json;',
  'text/plain', 'text/plain; charset=utf-8', 'application/x-www-form-urlencoded', 'multipart/form-data; boundary=x', XLSX_TYPE,
  'application/octet-stream', '*/*', '', 'json', 'application/json, text/plain', `application/json; x=${'y'.repeat(9000)}`,
];

/** Query values of any kind but a small positive integer (which could name a real row). */
const NUMERIC_ID = (v: string) => /^\s*\+?0*[1-9]\d{0,9}(\.0*)?\s*$/.test(v) && Number(v) < 2 ** 31;
const queryValue = fc.oneof(
  fc.constantFrom('', 'abc', '-1', '0', '1.5', '2147483648', '9007199254740993', '99999999999999999999', '1e308', 'NaN', 'Infinity', 'null', 'true', 'false', '[]', '{}', '\u0000', 'x'.repeat(10_000), "' or 1=1 --", '海越', 'company', 'internal'),
  fc.string(),
).filter((v) => !NUMERIC_ID(v));

function queryString(own: string[]): fc.Arbitrary<string> {
  const encode = (pairs: [string, string][]) => pairs.map(([k, v]) => `${encodeURIComponent(k)}=${encodeURIComponent(v)}`);
  // the call's own parameters with junk values: these get past the schema's names to its types
  const ownOnly = own.length ? fc.array(fc.tuple(fc.constantFrom(...own), queryValue), { maxLength: own.length + 1 }).map((p) => encode(p).join('&')) : fc.constant('');
  const name = fc.oneof(...(own.length ? [fc.constantFrom(...own)] : []), fc.constantFrom('__proto__', 'constructor', 'hasOwnProperty', 'Page', 'PageSize', 'Sort', 'id', 'x'), fc.string());
  // %ED%A0%80 is \ud800 as (invalid) UTF-8: the only way a lone surrogate can be put in a URL
  const tail = fc.constantFrom('', '&', '&&', '=', '%', '%ZZ', '%E0%A4%A', 'a[]=1&a[]=2', 'a[0][b]=1', '=x=y', 'x=%ED%A0%80', '%ED%B0%80=1');
  const anything = fc.tuple(fc.array(fc.tuple(name, queryValue), { maxLength: 6 }), tail).map(([pairs, extra]) => [...encode(pairs), extra].filter(Boolean).join('&'));
  return fc.oneof({ arbitrary: ownOnly, weight: 3 }, { arbitrary: anything, weight: 2 });
}

/** Mostly what a browser or a script sends (so calls get past the version check), sometimes odd. */
const oddHeaders = fc.oneof(
  { arbitrary: fc.record({ 'web-version': fc.constant('1'), 'portal-key': fc.constantFrom('localhost', 'hztx.localhost') }, { requiredKeys: [] }), weight: 3 },
  {
    arbitrary: fc.record(
      {
        'web-version': fc.constantFrom('1', '2', '0', '', ' 1', '1.0', 'x'.repeat(9000)),
        'portal-key': fc.constantFrom('localhost', 'hztx.localhost', '', 'http://evil/<x>', 'a'.repeat(300), '..', '-'),
        'sec-fetch-mode': fc.constantFrom('cors', 'navigate', 'no-cors'),
        accept: fc.constantFrom('*/*', 'text/html', 'application/xml', ''),
        'idempotency-key': fc.oneof(fc.string(), fc.constant('k'.repeat(9000))),
        'x-forwarded-for': fc.constantFrom('1.2.3.4, 5.6.7.8', 'not-an-ip', ''),
        'user-agent': fc.constant('u'.repeat(20_000)),
      },
      { requiredKeys: [] },
    ),
    weight: 1,
  },
);

const garbageToken = fc.oneof(
  fc.string().map((s) => `Bearer ${s}`),
  fc.string(),
  fc.constantFrom('Bearer', 'Bearer ', 'Basic dXNlcjpwYXNz', `Bearer ${'x'.repeat(10_000)}`, 'Bearer a b', 'bearer null', 'Bearer undefined', 'Bearer ' + 'A'.repeat(43)),
);

// ---- the callers ---------------------------------------------------------------------------

type Who = 'none' | 'garbage' | 'admin' | 'customer';
const WHO: Who[] = ['none', 'garbage', 'admin', 'customer'];
const tokens: Partial<Record<Who, string>> = {};
let before: Record<string, string>;

beforeAll(async () => {
  const { asUser } = caller({ app });
  tokens.admin = await asUser('admin@demo.test');
  tokens.customer = await asUser('customer@demo.test');
  before = await fingerprint();
});

/**
 * What every answer must be: not a 5xx, with the security headers, no stack trace, and a refusal
 * is the envelope `{ Status: false, Message }`. `FUZZ_STATS=1` prints how the answers spread.
 */
function expectSound(res: LightMyRequestResponse, what: string, kind: string) {
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
afterAll(() => {
  if (process.env.FUZZ_STATS) console.log([...STATS].sort((a, b) => b[1] - a[1]).map(([k, n]) => `${n}\t${k}`).join('\n'));
});

const bodyProps = (r: RegisteredRoute) => Object.keys(r.schema?.body?.properties ?? {});
const queryProps = (r: RegisteredRoute) => Object.keys(r.schema?.querystring?.properties ?? {});
const pathParams = (r: RegisteredRoute) => [...r.url.matchAll(/:(\w+)/g)].map((m) => m[1]!);
const isPublic = (r: RegisteredRoute) => !r.config?.access && (r.config?.auth ?? 'public') === 'public';

/** What one request carries: the payload as text, its content type, a query, path junk, headers. */
function requests(r: RegisteredRoute, who: Who) {
  const realToken = who === 'admin' || who === 'customer';
  const mayWrite = r.method !== 'GET';
  let payload: fc.Arbitrary<{ contentType?: string; body?: string }>;
  if (r.schema?.body) {
    const encoded = refusedBody(bodyProps(r)).map((b) => JSON.stringify(b) ?? 'null');
    payload = fc.oneof(
      encoded.map((body) => ({ contentType: 'application/json', body })),
      fc.tuple(fc.constantFrom(...CONTENT_TYPES), fc.oneof(encoded, fc.string(), fc.constant(''))).map(([contentType, body]) => ({ contentType, body })),
      fc.constantFrom(...UNPARSABLE).map(([contentType, body]) => ({ contentType, body })),
    );
  } else if (mayWrite && (realToken || isPublic(r))) {
    // nothing stops this call before its handler but the parser: only what the parser refuses
    payload = fc.constantFrom(...UNPARSABLE).map(([contentType, body]) => ({ contentType, body }));
  } else {
    payload = fc.oneof(
      fc.constant({}),
      fc.jsonValue({ maxDepth: 3 }).map((v) => ({ contentType: 'application/json', body: JSON.stringify(v) })),
      fc.tuple(fc.constantFrom(...CONTENT_TYPES), fc.string()).map(([contentType, body]) => ({ contentType, body })),
      fc.constantFrom(...UNPARSABLE).map(([contentType, body]) => ({ contentType, body })),
    );
  }
  const authorization = who === 'none' ? fc.constant(undefined) : who === 'garbage' ? garbageToken : fc.constant(`Bearer ${tokens[who]}`);
  return fc.record({
    payload,
    query: queryString(queryProps(r)),
    path: fc.array(queryValue, { minLength: pathParams(r).length, maxLength: pathParams(r).length }),
    headers: oddHeaders,
    authorization,
  });
}

describe('the route table the fuzzing walks', () => {
  it('lists every module’s calls, not an empty or partial list', () => {
    const calls = new Set(app.apiRoutes.map((r) => `${r.method} ${r.url}`));
    expect(ROUTES.length).toBeGreaterThan(60);
    for (const c of [`POST ${ENDPOINTS.siAdd}`, `POST ${ENDPOINTS.siModify}`, `GET ${ENDPOINTS.siChangeStatus}`, `POST ${ENDPOINTS.siCheck}`, `GET ${ENDPOINTS.siGet}`,
      `POST ${ENDPOINTS.userLogin}`, `POST ${ENDPOINTS.messageSend}`, `POST ${ENDPOINTS.employeeSave}`, `POST ${ENDPOINTS.roleSetGrants}`, `POST ${ENDPOINTS.joinCreateCompany}`]) {
      expect(calls, c).toContain(c);
    }
  });

  it('every body schema refuses unknown fields (what makes the generated bodies invalid)', () => {
    const open = ROUTES.filter((r) => r.schema?.body && r.schema.body.additionalProperties !== false).map((r) => `${r.method} ${r.url}`);
    expect(open).toEqual([]);
  });
});

describe('generated bad payloads, queries and headers to every call', () => {
  for (const r of ROUTES) {
    it(`${r.method} ${r.url}`, async () => {
      for (const who of WHO) {
        await fc.assert(
          fc.asyncProperty(requests(r, who), async ({ payload, query, path, headers, authorization }) => {
            let i = 0;
            const url = r.url.replace(/:(\w+)/g, () => encodeURIComponent(path[i++] ?? 'x').replace(/^$/, '%ED%A0%80')) + (query ? `?${query}` : '');
            const sent: Record<string, string> = { ...headers };
            if (payload.contentType !== undefined) sent['content-type'] = payload.contentType;
            if (authorization !== undefined) sent.authorization = authorization;
            const res = await app.inject({ method: r.method as 'GET' | 'POST', url, headers: sent, payload: payload.body });
            const what = `${who} ${r.method} ${url.slice(0, 300)} ${JSON.stringify(sent).slice(0, 300)} body=${(payload.body ?? '').slice(0, 300)} → ${res.statusCode} ${res.body.slice(0, 300)}`;
            expectSound(res, what, who);
          }),
          { numRuns: RUNS },
        );
      }
    });
  }
});

/**
 * The second kind: requests of the right shape whose ids name nothing (wellTyped makes every id
 * present, with a value no row has — up to past the bigint range where a schema lets it). They get
 * past the schema into the handler, which may refuse them but must not fail nor write. Calls that
 * take no id in their body would create something from a valid body, so only the junk above
 * reaches them.
 */
const LONE = /([\ud800-\udbff](?![\udc00-\udfff])|(?<![\ud800-\udbff])[\udc00-\udfff])/;
/** encodeURIComponent, except that a lone surrogate (which it refuses) is written as its 3 bytes of (invalid) UTF-8. */
const encodeLoose = (s: string) =>
  s.split(LONE).map((part, n) => {
    if (n % 2 === 0) return encodeURIComponent(part);
    const c = part.charCodeAt(0);
    return [0xe0 | (c >> 12), 0x80 | ((c >> 6) & 0x3f), 0x80 | (c & 0x3f)].map((b) => `%${b.toString(16).toUpperCase()}`).join('');
  }).join('');
const toQuery = (q: Record<string, unknown>) =>
  Object.entries(q)
    .flatMap(([k, v]) => (Array.isArray(v) ? v : [v]).map((x) => `${encodeURIComponent(k)}=${encodeLoose(typeof x === 'string' ? x : JSON.stringify(x))}`))
    .join('&');

describe('well-typed requests whose ids name nothing, to every call that takes an id or is a GET', () => {
  const typed = ROUTES.filter((r) =>
    r.method === 'GET' ? r.schema?.querystring : Object.keys(r.schema?.body?.properties ?? {}).some((k) => ID_NAME.test(k)),
  );
  for (const r of typed) {
    it(`${r.method} ${r.url}`, async () => {
      for (const who of ['admin', 'customer'] as const) {
        const part = r.method === 'GET' ? r.schema!.querystring! : r.schema!.body!;
        await fc.assert(
          fc.asyncProperty(wellTyped(part as object) as fc.Arbitrary<Record<string, unknown>>, async (value) => {
            const get = r.method === 'GET';
            const url = get ? `${r.url}?${toQuery(value)}` : r.url;
            const res = await app.inject({
              method: r.method as 'GET' | 'POST',
              url,
              headers: { authorization: `Bearer ${tokens[who]}`, 'web-version': '1', ...(get ? {} : { 'content-type': 'application/json' }) },
              payload: get ? undefined : JSON.stringify(value),
            });
            const what = `${who} ${r.method} ${url.slice(0, 300)} ${get ? '' : JSON.stringify(value).slice(0, 400)} → ${res.statusCode} ${res.body.slice(0, 300)}`;
            expectSound(res, what, `typed ${who}`);
          }),
          { numRuns: RUNS },
        );
      }
    });
  }
});

/**
 * Lone surrogates in well-formed bodies: a body of the right shape (ids naming nothing) with a
 * lone surrogate planted in one of its strings — or, when it has none, in a field name. Whoever
 * sends it, it is refused at validation with a 400 that says so (before any handler or query).
 */
function stringPaths(value: unknown, at: (string | number)[] = []): (string | number)[][] {
  if (typeof value === 'string') return [at];
  if (value === null || typeof value !== 'object') return [];
  return Object.entries(value).flatMap(([k, v]) => stringPaths(v, [...at, Array.isArray(value) ? Number(k) : k]));
}

function plantLoneSurrogate(body: Record<string, unknown>, pick: number, i: number, which: number): Record<string, unknown> {
  const copy = structuredClone(body);
  const paths = stringPaths(copy);
  if (!paths.length) return { ...copy, [withLoneSurrogate('Field', i % 6, which)]: 'x' };
  const path = paths[pick % paths.length]!;
  const holder = path.slice(0, -1).reduce<Record<string | number, unknown>>((o, k) => o[k] as Record<string | number, unknown>, copy);
  const last = path[path.length - 1]!;
  const text = holder[last] as string;
  holder[last] = withLoneSurrogate(text, i % (text.length + 1), which);
  return copy;
}

describe('a lone surrogate in any string of a well-formed body, to every call with a body', () => {
  for (const r of ROUTES.filter((x) => x.schema?.body)) {
    it(`${r.method} ${r.url}`, async () => {
      for (const who of WHO) {
        const authorization = who === 'none' ? undefined : who === 'garbage' ? 'Bearer not-a-token' : `Bearer ${tokens[who]}`;
        await fc.assert(
          fc.asyncProperty(wellTyped(r.schema!.body as object) as fc.Arbitrary<Record<string, unknown>>, fc.nat(), fc.nat(), fc.nat(), async (valid, pick, i, which) => {
            const body = JSON.stringify(plantLoneSurrogate(valid, pick, i, which));
            const res = await app.inject({
              method: r.method as 'POST',
              url: r.url,
              headers: { 'web-version': '1', 'content-type': 'application/json', ...(authorization ? { authorization } : {}) },
              payload: body,
            });
            const what = `${who} ${r.method} ${r.url} ${body.slice(0, 400)} → ${res.statusCode} ${res.body.slice(0, 300)}`;
            expectSound(res, what, `surrogate ${who}`);
            expect(res.statusCode, what).toBe(400);
            expect(res.json().Message, what).toMatch(/lone surrogate|NUL character/);
          }),
          { numRuns: RUNS },
        );
      }
    });
  }
});

describe('afterwards', () => {
  it('the database is unchanged (every business table, row for row)', async () => {
    expect(await fingerprint()).toEqual(before);
  });

  it('the real tokens still work, so their runs reached the calls', async () => {
    for (const who of ['admin', 'customer'] as const) {
      const res = await app.inject({ url: ENDPOINTS.currentEmployee, headers: { authorization: `Bearer ${tokens[who]}` } });
      expect(res.json().Status, who).toBe(1);
    }
  });
});
