import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { wellTyped } from '../../support/routeTable';
import { expectSound, fuzzedApp, fuzzParams, WHO, withLoneSurrogate } from './fuzzing';

/**
 * Lone surrogates in well-formed bodies: a body of the right shape (ids naming nothing) with a
 * lone surrogate planted in one of its strings — or, when it has none, in a field name. Whoever
 * sends it, it is refused at validation with a 400 that says so (before any handler or query).
 */
const { app, routes: ROUTES, tokens, afterwards, sending } = await fuzzedApp();

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
          fc.asyncProperty(
            wellTyped(r.schema!.body as object) as fc.Arbitrary<Record<string, unknown>>,
            fc.nat(),
            fc.nat(),
            fc.nat(),
            async (valid, pick, i, which) => {
              const body = JSON.stringify(plantLoneSurrogate(valid, pick, i, which));
              sending(`loneSurrogates ${who} ${r.method} ${r.url} ${body}`);
              const res = await app.inject({
                method: r.method as 'POST',
                url: r.url,
                headers: { 'web-version': '1', 'content-type': 'application/json', ...(authorization ? { authorization } : {}) },
                payload: body,
              });
              const what = `${who} ${r.method} ${r.url} ${body.slice(0, 400)} → ${res.statusCode} ${res.body.slice(0, 300)}`;
              expectSound(res, what, `surrogate ${who}`);
              expect(res.statusCode, what).toBe(400);
              expect(res.json().Message, what).toMatch(/lone surrogate|NUL character|孤立代理字符|空字符/);
            },
          ),
          fuzzParams('loneSurrogates', r.method, r.url, who),
        );
      }
    });
  }
});

afterwards();
