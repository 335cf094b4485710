import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import type { RegisteredRoute } from '../../../../server/app';
import { XLSX_TYPE } from '../../../../server/http/xlsx';
import { ENDPOINTS } from '../../../../src/contract/endpoints';
import { expectSound, fuzzedApp, fuzzParams, loneSurrogateString, WHO, type Who } from './fuzzing';

/**
 * Generated bad bodies, queries and headers to every call (fuzzing.ts says what every answer must
 * be). Payloads are invalid by construction, so a real token never creates anything by luck:
 * - a call with a body schema gets a non-object, or an object with an unknown field besides its
 *   own fields holding junk (every body schema sets additionalProperties: false — checked below);
 * - a call without a body schema that may write (not a GET), with a real token, gets only bodies
 *   its parser refuses (malformed JSON, an unsupported content type, prototype poisoning);
 * - query values are never small positive integers, so an id in a query never names a real row
 *   (GETs reach their handlers with junk of the right type: huge ids, odd strings).
 * A second kind of request gets past the schemas on purpose: absentIds.test.ts.
 */
const { app, routes: ROUTES, tokens, afterwards, sending } = await fuzzedApp();

// ---- generated junk ------------------------------------------------------------------------

const BIG = 'x'.repeat(300_000); // big, but under the 1 MiB body limit
const deep = (n: number): unknown => (n === 0 ? 'bottom' : { a: [deep(n - 1)] });

const junkNumber = fc.constantFrom(-1, 0, -0, 0.5, 1.5, -(2 ** 31), 2 ** 31, 2 ** 53, 2 ** 63, 1e20, 1e308, -1e308, Number.MAX_SAFE_INTEGER + 2);
const junkString = fc.oneof(
  fc.string(),
  fc.string({ unit: 'grapheme', maxLength: 40 }),
  loneSurrogateString,
  fc.constantFrom(
    '',
    ' ',
    BIG,
    '\u0000',
    '<script>alert(1)</script>',
    "' or 1=1 --",
    '%00',
    '../../etc/passwd',
    '99999999999999999999',
    'NaN',
    'null',
    '🚢'.repeat(2000),
    'CGO-NBHY-2611-001',
  ),
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
  const extraKey = fc
    .oneof(fc.constantFrom('__fuzz', 'id', 'ID', 'Extra', '', 'constructor', '__proto__'), fc.string(), loneSurrogateString)
    .filter((k) => !own.includes(k));
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
  'application/json',
  'application/json; charset=utf-8',
  'APPLICATION/JSON',
  'application/json; charset=latin1',
  'application/json;',
  'text/plain',
  'text/plain; charset=utf-8',
  'application/x-www-form-urlencoded',
  'multipart/form-data; boundary=x',
  XLSX_TYPE,
  'application/octet-stream',
  '*/*',
  '',
  'json',
  'application/json, text/plain',
  `application/json; x=${'y'.repeat(9000)}`,
];

/** Query values of any kind but a small positive integer (which could name a real row). */
const NUMERIC_ID = (v: string) => /^\s*\+?0*[1-9]\d{0,9}(\.0*)?\s*$/.test(v) && Number(v) < 2 ** 31;
const queryValue = fc
  .oneof(
    fc.constantFrom(
      '',
      'abc',
      '-1',
      '0',
      '1.5',
      '2147483648',
      '9007199254740993',
      '99999999999999999999',
      '1e308',
      'NaN',
      'Infinity',
      'null',
      'true',
      'false',
      '[]',
      '{}',
      '\u0000',
      'x'.repeat(10_000),
      "' or 1=1 --",
      '海越',
      'company',
      'internal',
    ),
    fc.string(),
  )
  .filter((v) => !NUMERIC_ID(v));

function queryString(own: string[]): fc.Arbitrary<string> {
  const encode = (pairs: [string, string][]) => pairs.map(([k, v]) => `${encodeURIComponent(k)}=${encodeURIComponent(v)}`);
  // the call's own parameters with junk values: these get past the schema's names to its types
  const ownOnly = own.length
    ? fc.array(fc.tuple(fc.constantFrom(...own), queryValue), { maxLength: own.length + 1 }).map((p) => encode(p).join('&'))
    : fc.constant('');
  const name = fc.oneof(
    ...(own.length ? [fc.constantFrom(...own)] : []),
    fc.constantFrom('__proto__', 'constructor', 'hasOwnProperty', 'Page', 'PageSize', 'Sort', 'id', 'x'),
    fc.string(),
  );
  // %ED%A0%80 is \ud800 as (invalid) UTF-8: the only way a lone surrogate can be put in a URL
  const tail = fc.constantFrom('', '&', '&&', '=', '%', '%ZZ', '%E0%A4%A', 'a[]=1&a[]=2', 'a[0][b]=1', '=x=y', 'x=%ED%A0%80', '%ED%B0%80=1');
  const anything = fc
    .tuple(fc.array(fc.tuple(name, queryValue), { maxLength: 6 }), tail)
    .map(([pairs, extra]) => [...encode(pairs), extra].filter(Boolean).join('&'));
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
  fc.constantFrom(
    'Bearer',
    'Bearer ',
    'Basic dXNlcjpwYXNz',
    `Bearer ${'x'.repeat(10_000)}`,
    'Bearer a b',
    'bearer null',
    'Bearer undefined',
    `Bearer ${'A'.repeat(43)}`,
  ),
);

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
    for (const c of [
      `POST ${ENDPOINTS.siAdd}`,
      `POST ${ENDPOINTS.siModify}`,
      `GET ${ENDPOINTS.siChangeStatus}`,
      `POST ${ENDPOINTS.siCheck}`,
      `GET ${ENDPOINTS.siGet}`,
      `POST ${ENDPOINTS.userLogin}`,
      `POST ${ENDPOINTS.messageSend}`,
      `POST ${ENDPOINTS.employeeSave}`,
      `POST ${ENDPOINTS.roleSetGrants}`,
      `POST ${ENDPOINTS.joinCreateCompany}`,
    ]) {
      expect(calls, c).toContain(c);
    }
  });

  it('every body schema refuses unknown fields (what makes the generated bodies invalid)', () => {
    const open = ROUTES.filter((r) => r.schema?.body && r.schema.body.additionalProperties !== false).map((r) => `${r.method} ${r.url}`);
    expect(open).toEqual([]);
  });
});

/** The answer, or a failure naming the request when none comes within 10 s (a hang is a finding too). */
async function answeredWithin<T>(answer: Promise<T>, asked: string): Promise<T> {
  let timer: ReturnType<typeof setTimeout> | undefined;
  const hung = new Promise<never>((_, reject) => {
    timer = setTimeout(() => reject(new Error(`no answer within 10 s: ${asked}`)), 10_000);
  });
  try {
    return await Promise.race([answer, hung]);
  } finally {
    clearTimeout(timer);
  }
}

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
            const asked = `${who} ${r.method} ${url.slice(0, 300)} ${JSON.stringify(sent).slice(0, 300)} body=${(payload.body ?? '').slice(0, 300)}`;
            sending(`junkRequests ${asked}`);
            const res = await answeredWithin(app.inject({ method: r.method as 'GET' | 'POST', url, headers: sent, payload: payload.body }), asked);
            const what = `${asked} → ${res.statusCode} ${res.body.slice(0, 300)}`;
            expectSound(res, what, who);
          }),
          // no shrinking: a failure is reported at once with its request, not after the test's timeout
          fuzzParams('junkRequests', r.method, r.url, who),
        );
      }
    });
  }
});

afterwards();
