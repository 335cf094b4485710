import { readdirSync, readFileSync, statSync } from 'node:fs';
import { join, relative } from 'node:path';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { readIdempotencyKey } from '../../../server/http/idempotency';
import { mblSubmitKey } from '../../../src/features/houseBill/api';
import { idempotencyHeader, idempotencyKeyOf, newIdempotencyKey } from '../../../src/lib/idempotencyKey';

/**
 * Every Idempotency-Key the browser sends is one the server takes (issue 45 item 4: 补料发船公司 sent
 * `mbl-2-1` and was refused). The keys are judged by the server's own reader of the header.
 */
const serverTakes = (key: string) => {
  const reading = readIdempotencyKey({ headers: { 'idempotency-key': key } } as never);
  return reading.ok && reading.key === key;
};

const ROOT = join(__dirname, '../../..');
function sourceFiles(dir: string): string[] {
  return readdirSync(dir).flatMap((f) => {
    const p = join(dir, f);
    return statSync(p).isDirectory() ? sourceFiles(p) : /\.tsx?$/.test(f) ? [p] : [];
  });
}
const SOURCES = sourceFiles(join(ROOT, 'src')).map((p) => ({ file: relative(ROOT, p), text: readFileSync(p, 'utf8') }));

/** The purposes the callers name (`newIdempotencyKey('message')`, `idempotencyKeyOf(\`tax-${i.Id}\`, …)`), their ${…} as an id. */
function purposesIn(text: string): string[] {
  return [...text.matchAll(/(?:newIdempotencyKey|idempotencyKeyOf)\(\s*(['`])((?:(?!\1)[^\\]|\\.)*)\1/g)].map((m) =>
    m[2]!.replace(/\$\{[^}]*\}/g, '9007199254740991'),
  );
}

describe('the browser’s Idempotency-Keys (issue 45 item 4)', () => {
  it('an MBL sent to the carrier goes under a key the server takes, the same for the same version', () => {
    expect(serverTakes(mblSubmitKey({ Id: 2, VERSION: 1 }))).toBe(true);
    expect(mblSubmitKey({ Id: 2, VERSION: 1 })).toBe(mblSubmitKey({ Id: 2, VERSION: 1 }));
    expect(mblSubmitKey({ Id: 2, VERSION: 2 })).not.toBe(mblSubmitKey({ Id: 2, VERSION: 1 }));
  });

  it('every call sends its key through the one maker: no header is written by hand', () => {
    const byHand = SOURCES.filter((s) => s.file !== join('src', 'contract', 'idempotency.ts') && /['"]idempotency-key['"]\s*[:,\]]/i.test(s.text)).map(
      (s) => s.file,
    );
    expect(byHand).toEqual([]);
    // the callers (the api modules of booking, SI, manifest, VGM, e-packing, messages, rates, ready
    // space, billing, the MBL and the B/L release), each sending an IdempotencyKey (the type only the maker makes)
    const callers = SOURCES.filter((s) => s.text.includes('idempotencyHeader(')).map((s) => s.file);
    expect(callers.length).toBeGreaterThanOrEqual(11);
    expect(callers).toContain(join('src', 'features', 'houseBill', 'api.ts'));
  });

  it('every purpose a caller names makes keys the server takes, random and of a record’s version', () => {
    const purposes = SOURCES.flatMap((s) => purposesIn(s.text).map((p) => ({ file: s.file, p })));
    expect(purposes.length).toBeGreaterThanOrEqual(12);
    for (const { file, p } of purposes) {
      for (const key of [newIdempotencyKey(p), idempotencyKeyOf(p, 1), idempotencyKeyOf(p, Number.MAX_SAFE_INTEGER, 'v12')])
        expect(serverTakes(key), `${file}: ${p} → ${key}`).toBe(true);
    }
  });

  it('any purpose and any parts make a key the server takes; different parts, different keys', () => {
    const part = fc.oneof(fc.integer(), fc.double({ noNaN: false }), fc.string({ maxLength: 200 }), fc.string({ unit: 'grapheme', maxLength: 60 }));
    fc.assert(
      fc.property(fc.string({ maxLength: 80 }), fc.array(part, { minLength: 1, maxLength: 6 }), (purpose, parts) => {
        const [first, ...rest] = parts;
        expect(serverTakes(idempotencyKeyOf(purpose, first!, ...rest))).toBe(true);
        expect(serverTakes(newIdempotencyKey(purpose))).toBe(true);
      }),
      { numRuns: 500 },
    );
    fc.assert(
      fc.property(fc.array(part, { minLength: 1, maxLength: 4 }), fc.array(part, { minLength: 1, maxLength: 4 }), (a, b) => {
        fc.pre(JSON.stringify(a.map(String)) !== JSON.stringify(b.map(String)));
        const key = (parts: unknown[]) => idempotencyKeyOf('p', ...(parts.map(String) as [string, ...string[]]));
        expect(key(a)).not.toBe(key(b));
      }),
      { numRuns: 500 },
    );
    expect(idempotencyKeyOf('x', 'a b')).not.toBe(idempotencyKeyOf('x', 'a_20_b'));
    expect(idempotencyKeyOf('x', 'a.b')).not.toBe(idempotencyKeyOf('x', 'a', 'b'));
    expect(newIdempotencyKey('x')).not.toBe(newIdempotencyKey('x'));
  });

  it('the header carries the key as made', () => {
    const key = newIdempotencyKey('ready-space-order');
    expect(idempotencyHeader(key)).toEqual({ 'Idempotency-Key': key });
  });
});
