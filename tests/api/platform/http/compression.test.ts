import { existsSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { describe, expect, it } from 'vitest';
import { ENDPOINTS } from '../../../../src/contract/endpoints';
import { COMPRESS_MIN_BYTES, pickEncoding } from '../../../../server/http/compression';
import { writeCompressedCopies } from '../../../../scripts/vite/precompress';
import { fixtureDist, withTestApp } from '../../support/build';
import { caller } from '../../support/calls';

/**
 * The first page's weight (issue 32): the app's files are sent in the brotli or gzip copy made at
 * build time when the browser takes it, and JSON answers of 1 KiB or more are compressed.
 */
const dist = fixtureDist();
// a chunk as the build writes it, and its copies written by the build's own plugin
const BIG_JS = `export const words = ${JSON.stringify(Array.from({ length: 400 }, (_, i) => `港口 port ${i}`))};\n`;
const TINY_JS = 'export const x = 1;\n';
writeFileSync(join(dist, 'assets', 'words-1a2b3c.js'), BIG_JS);
writeFileSync(join(dist, 'assets', 'tiny-1a2b3c.js'), TINY_JS);
// a file without copies (a dev build, or copies deleted): still served, as it is
writeFileSync(join(dist, 'assets', 'plain-1a2b3c.js'), BIG_JS);

const t = withTestApp({ staticDir: dist });
const { asUser } = caller(t);

const get = (url: string, acceptEncoding?: string, token?: string) =>
  t.app.inject({
    method: 'GET',
    url,
    headers: { ...(acceptEncoding === undefined ? {} : { 'accept-encoding': acceptEncoding }), ...(token ? { authorization: `Bearer ${token}` } : {}) },
  });

describe('the app files are sent precompressed', () => {
  it('the build writes a brotli and a gzip copy of a file of 1 KiB or more, none of a tiny one', async () => {
    await writeCompressedCopies(dist, [
      { fileName: 'assets/words-1a2b3c.js', source: BIG_JS },
      { fileName: 'assets/tiny-1a2b3c.js', source: TINY_JS },
    ]);
    const file = join(dist, 'assets', 'words-1a2b3c.js');
    expect(brotliDecompressSync(readFileSync(`${file}.br`)).toString()).toBe(BIG_JS);
    expect(gunzipSync(readFileSync(`${file}.gz`)).toString()).toBe(BIG_JS);
    expect(existsSync(join(dist, 'assets', 'tiny-1a2b3c.js.br'))).toBe(false);
    expect(existsSync(join(dist, 'assets', 'tiny-1a2b3c.js.gz'))).toBe(false);
  });

  it('answers Content-Encoding br to a browser that takes brotli, gzip to one that takes only gzip, the file itself otherwise', async () => {
    const br = await get('/assets/words-1a2b3c.js', 'gzip, deflate, br, zstd');
    expect(br.statusCode).toBe(200);
    expect(br.headers['content-encoding']).toBe('br');
    expect(br.headers['content-type']).toMatch(/^text\/javascript|^application\/javascript/);
    expect(br.headers.vary).toMatch(/accept-encoding/i);
    expect(br.headers['cache-control']).toContain('immutable');
    expect(brotliDecompressSync(br.rawPayload).toString()).toBe(BIG_JS);

    const gz = await get('/assets/words-1a2b3c.js', 'gzip, deflate');
    expect(gz.headers['content-encoding']).toBe('gzip');
    expect(gunzipSync(gz.rawPayload).toString()).toBe(BIG_JS);

    for (const none of [undefined, 'identity', 'br;q=0, gzip;q=0']) {
      const plain = await get('/assets/words-1a2b3c.js', none);
      expect(plain.headers['content-encoding'], String(none)).toBeUndefined();
      expect(plain.body, String(none)).toBe(BIG_JS);
      expect(plain.headers.vary, String(none)).toMatch(/accept-encoding/i);
    }
  });

  it('sends a file without copies as it is, to any browser', async () => {
    for (const file of ['plain-1a2b3c.js', 'tiny-1a2b3c.js']) {
      const res = await get(`/assets/${file}`, 'gzip, deflate, br');
      expect(res.statusCode, file).toBe(200);
      expect(res.headers['content-encoding'], file).toBeUndefined();
      expect(res.body, file).toBe(file.startsWith('plain') ? BIG_JS : TINY_JS);
    }
    // the page itself (no copy in the fixture) and a deep link still answer the page
    expect((await get('/', 'br')).body).toContain('fixture');
    expect((await get('/customer/home', 'br')).body).toContain('fixture');
  });
});

describe('JSON answers are compressed', () => {
  it('an answer of 1 KiB or more comes in brotli or gzip as the browser takes, the same JSON', async () => {
    const token = await asUser('admin@demo.test');
    const plain = await get(ENDPOINTS.currentEmployeeMenuTree, undefined, token);
    expect(plain.statusCode).toBe(200);
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.rawPayload.length).toBeGreaterThanOrEqual(COMPRESS_MIN_BYTES);
    const answer = plain.json();

    const br = await get(ENDPOINTS.currentEmployeeMenuTree, 'gzip, deflate, br', token);
    expect(br.headers['content-encoding']).toBe('br');
    expect(br.headers['content-type']).toContain('application/json');
    expect(br.headers.vary).toMatch(/accept-encoding/i);
    const unbr = brotliDecompressSync(br.rawPayload);
    expect(br.rawPayload.length).toBeLessThan(unbr.length);
    expect(JSON.parse(unbr.toString())).toEqual(answer);

    const gz = await get(ENDPOINTS.currentEmployeeMenuTree, 'gzip', token);
    expect(gz.headers['content-encoding']).toBe('gzip');
    expect(JSON.parse(gunzipSync(gz.rawPayload).toString())).toEqual(answer);
  });

  it('a small answer is sent as it is', async () => {
    const res = await get('/api/health', 'gzip, deflate, br');
    expect(res.statusCode).toBe(200);
    expect(res.rawPayload.length).toBeLessThan(COMPRESS_MIN_BYTES);
    expect(res.headers['content-encoding']).toBeUndefined();
    expect(res.json().Status).toBe(true);
  });

  it('reads Accept-Encoding with its q-values', () => {
    expect(pickEncoding(undefined)).toBeUndefined();
    expect(pickEncoding('identity')).toBeUndefined();
    expect(pickEncoding('gzip, deflate, br')).toBe('br');
    expect(pickEncoding('gzip')).toBe('gzip');
    expect(pickEncoding('br;q=0.5, gzip')).toBe('gzip');
    expect(pickEncoding('br;q=0, gzip;q=0')).toBeUndefined();
    expect(pickEncoding('*')).toBe('br');
    expect(pickEncoding('*, br;q=0')).toBe('gzip');
  });
});
