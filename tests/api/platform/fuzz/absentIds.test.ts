import { describe, it } from 'vitest';
import fc from 'fast-check';
import { ID_NAME, wellTyped } from '../../support/routeTable';
import { expectSound, fuzzedApp, fuzzParams } from './fuzzing';

/**
 * Requests of the right shape whose ids name nothing (wellTyped makes every id present, with a
 * value no row has — up to past the bigint range where a schema lets it). They get past the schema
 * into the handler, which may refuse them but must not fail nor write. Calls that take no id in
 * their body would create something from a valid body, so only the junk of junkRequests.test.ts
 * reaches them. What every answer must be: fuzzing.ts.
 */
const { app, routes: ROUTES, tokens, afterwards, sending } = await fuzzedApp();

const LONE = /([\ud800-\udbff](?![\udc00-\udfff])|(?<![\ud800-\udbff])[\udc00-\udfff])/;
/** encodeURIComponent, except that a lone surrogate (which it refuses) is written as its 3 bytes of (invalid) UTF-8. */
const encodeLoose = (s: string) =>
  s
    .split(LONE)
    .map((part, n) => {
      if (n % 2 === 0) return encodeURIComponent(part);
      const c = part.charCodeAt(0);
      return [0xe0 | (c >> 12), 0x80 | ((c >> 6) & 0x3f), 0x80 | (c & 0x3f)].map((b) => `%${b.toString(16).toUpperCase()}`).join('');
    })
    .join('');
const toQuery = (q: Record<string, unknown>) =>
  Object.entries(q)
    .flatMap(([k, v]) => (Array.isArray(v) ? v : [v]).map((x) => `${encodeURIComponent(k)}=${encodeLoose(typeof x === 'string' ? x : JSON.stringify(x))}`))
    .join('&');

describe('well-typed requests whose ids name nothing, to every call that takes an id or is a GET', () => {
  const typed = ROUTES.filter((r) => (r.method === 'GET' ? r.schema?.querystring : Object.keys(r.schema?.body?.properties ?? {}).some((k) => ID_NAME.test(k))));
  for (const r of typed) {
    it(`${r.method} ${r.url}`, async () => {
      for (const who of ['admin', 'customer'] as const) {
        const part = r.method === 'GET' ? r.schema!.querystring! : r.schema!.body!;
        await fc.assert(
          fc.asyncProperty(wellTyped(part as object) as fc.Arbitrary<Record<string, unknown>>, async (value) => {
            const get = r.method === 'GET';
            const url = get ? `${r.url}?${toQuery(value)}` : r.url;
            sending(`absentIds ${who} ${r.method} ${url} ${get ? '' : JSON.stringify(value)}`);
            const res = await app.inject({
              method: r.method as 'GET' | 'POST',
              url,
              headers: { authorization: `Bearer ${tokens[who]}`, 'web-version': '1', ...(get ? {} : { 'content-type': 'application/json' }) },
              payload: get ? undefined : JSON.stringify(value),
            });
            const what = `${who} ${r.method} ${url.slice(0, 300)} ${get ? '' : JSON.stringify(value).slice(0, 400)} → ${res.statusCode} ${res.body.slice(0, 300)}`;
            expectSound(res, what, `typed ${who}`);
          }),
          fuzzParams('absentIds', r.method, r.url, who),
        );
      }
    });
  }
});

afterwards();
