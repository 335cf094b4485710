import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { compact, words } from '../../../src/domain/refdata/keys';
import { pinyinOf } from '../../../src/domain/refdata/pinyin';
import { buildPortIndex, MATCHES, type Place, suggestPorts } from '../../../src/domain/refdata/suggest';
import { PORTS } from './fixtures/ports';

/** Properties of the port suggest over the fixture list (79 real ports) and generated queries. */
const index = buildPortIndex(PORTS, pinyinOf);
const top3 = (q: string) => suggestPorts(index, q, { limit: 3 }).map((s) => s.Code);
const port = fc.constantFrom(...PORTS);
const initialsOf = (p: Place) => pinyinOf.initials(p.NameZh.replace(/[（(].*$/, '')).join('');
const fullOf = (p: Place) => pinyinOf.full(p.NameZh.replace(/[（(].*$/, '')).join('');
/** The way people type it: any case, stray spaces around. */
const typed = (text: string) =>
  fc
    .tuple(fc.boolean(), fc.constantFrom('', ' ', '  '), fc.constantFrom('', ' '))
    .map(([up, a, b]) => `${a}${up ? text.toUpperCase() : text.toLowerCase()}${b}`);

// queries drawn from what the list is made of, so they hit something often
const pieces = [...new Set(PORTS.flatMap((p) => [p.Code, p.NameZh, p.NameEn, initialsOf(p)]))];
const query = fc.oneof(
  fc.string({ maxLength: 6 }),
  fc.constantFrom(...pieces).chain((s) => fc.integer({ min: 0, max: s.length }).map((n) => s.slice(0, n))),
  fc.array(fc.constantFrom(...'abcdefghijklmnopqrstuvwxyz 深圳宁波港奥克兰上海'), { maxLength: 5 }).map((a) => a.join('')),
);

describe('port suggest properties', () => {
  it('any port is first for its own code, and in the first three for its Chinese name, its pinyin initials, its full pinyin and its English name', () => {
    fc.assert(
      fc.property(
        port.chain((p) => fc.tuple(fc.constant(p), typed(p.Code), fc.constant(p.NameZh), typed(initialsOf(p)), typed(fullOf(p)), typed(p.NameEn))),
        ([p, code, zh, initials, full, en]) => {
          expect(suggestPorts(index, code)[0]).toMatchObject({ Code: p.Code, Match: 'CODE' });
          for (const q of [zh, initials, full, en]) expect(top3(q), q).toContain(p.Code);
        },
      ),
      { numRuns: 300 },
    );
  });

  it('answers at most the limit, never the same place twice, ranks in order, and ignores case and surrounding space', () => {
    fc.assert(
      fc.property(query, fc.integer({ min: 1, max: 20 }), (q, limit) => {
        const r = suggestPorts(index, q, { limit });
        expect(r.length).toBeLessThanOrEqual(limit);
        expect(new Set(r.map((s) => s.Code)).size).toBe(r.length);
        const ranks = r.map((s) => MATCHES.indexOf(s.Match));
        expect(ranks).toEqual([...ranks].sort((a, b) => a - b));
        expect(suggestPorts(index, ` ${q.toUpperCase()} `, { limit })).toEqual(r);
        if (!q.trim()) expect(r).toEqual([]);
      }),
      { numRuns: 500 },
    );
  });

  it('says truly why it matched: codes, Chinese and English names start with the query', () => {
    fc.assert(
      fc.property(query, (q) => {
        const c = compact(q).toUpperCase();
        for (const s of suggestPorts(index, q, { limit: 20 })) {
          if (s.Match === 'CODE') expect(s.Code).toBe(c);
          if (s.Match === 'CODE_PREFIX') expect(s.Code.startsWith(c)).toBe(true);
          const named = s.Group ? s.Group : s;
          if (s.Match === 'ZH') expect(compact(named.NameZh).startsWith(compact(q))).toBe(true);
          if (s.Match === 'EN') expect(words(named.NameEn).startsWith(words(q)) || compact(named.NameEn).startsWith(compact(q))).toBe(true);
        }
      }),
      { numRuns: 500 },
    );
  });

  it('every port whose code starts with the query comes before anything else', () => {
    fc.assert(
      fc.property(
        port.chain((p) => fc.integer({ min: 1, max: 5 }).map((n) => p.Code.slice(0, n))),
        (prefix) => {
          const expected = PORTS.filter((p) => p.Code.startsWith(prefix)).length;
          const r = suggestPorts(index, prefix, { limit: 20 });
          const head = r.slice(0, Math.min(20, expected));
          expect(head.every((s) => s.Code.startsWith(prefix))).toBe(true);
          expect(r.filter((s) => s.Code.startsWith(prefix))).toHaveLength(Math.min(20, expected));
        },
      ),
      { numRuns: 200 },
    );
  });
});
