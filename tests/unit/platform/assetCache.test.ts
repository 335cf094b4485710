import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { brotliCompressSync, brotliDecompressSync, gzipSync } from 'node:zlib';
import Fastify from 'fastify';
import { afterAll, describe, expect, it } from 'vitest';
import { serveAssetsFromMemory } from '../../../server/http/assetCache';
import { isBuildMetadata } from '../../../server/http/static';

/**
 * The hashed assets from memory (server/http/assetCache.ts): read once with their copies, answered
 * from memory after (the file gone from disk still answers), a newer build's file found, the
 * encodings as the browser takes them, a 304 for its own ETag, and nothing outside assets/.
 */
const dist = mkdtempSync(join(tmpdir(), 'asset-cache-'));
mkdirSync(join(dist, 'assets'));
mkdirSync(join(dist, '.vite'));
const JS = `export const ports = ${JSON.stringify(Array.from({ length: 200 }, (_, i) => `港口 ${i}`))};\n`;
writeFileSync(join(dist, 'assets', 'ports-a1b2.js'), JS);
writeFileSync(join(dist, 'assets', 'ports-a1b2.js.br'), brotliCompressSync(JS));
writeFileSync(join(dist, 'assets', 'ports-a1b2.js.gz'), gzipSync(JS));
writeFileSync(join(dist, 'assets', 'ports-a1b2.js.map'), '{"version":3}');
writeFileSync(join(dist, '.vite', 'manifest.json'), '{}');

const app = Fastify();
app.setNotFoundHandler((_request, reply) => reply.code(404).type('text/plain').send('Not found'));
serveAssetsFromMemory(app, dist, isBuildMetadata);
afterAll(async () => {
  await app.close();
  rmSync(dist, { recursive: true, force: true });
});
const get = (url: string, headers: Record<string, string> = {}) => app.inject({ method: 'GET', url, headers });

describe('the hashed assets, from memory', () => {
  it('answers the copy the browser takes, the file itself otherwise, with a year of cache', async () => {
    const br = await get('/assets/ports-a1b2.js', { 'accept-encoding': 'gzip, deflate, br' });
    expect(br.statusCode).toBe(200);
    expect(br.headers['content-encoding']).toBe('br');
    expect(br.headers['content-type']).toBe('text/javascript; charset=utf-8');
    expect(br.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect(br.headers.vary).toBe('accept-encoding');
    expect(brotliDecompressSync(br.rawPayload).toString()).toBe(JS);
    expect((await get('/assets/ports-a1b2.js', { 'accept-encoding': 'gzip' })).headers['content-encoding']).toBe('gzip');
    const plain = await get('/assets/ports-a1b2.js', { 'accept-encoding': 'identity' });
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.body).toBe(JS);
  });

  it('keeps answering a file once read, even gone from disk; finds a file built later; forgets no file it never had', async () => {
    writeFileSync(join(dist, 'assets', 'late-c3d4.css'), 'body{margin:0}');
    expect((await get('/assets/gone-0000.js')).statusCode).toBe(404);
    writeFileSync(join(dist, 'assets', 'gone-0000.js'), 'export {};');
    expect((await get('/assets/gone-0000.js')).statusCode).toBe(200);
    rmSync(join(dist, 'assets', 'gone-0000.js'));
    const again = await get('/assets/gone-0000.js');
    expect(again.statusCode).toBe(200);
    expect(again.body).toBe('export {};');
    const css = await get('/assets/late-c3d4.css');
    expect(css.headers['content-type']).toBe('text/css; charset=utf-8');
  });

  it('answers 304 to its own ETag, and HEAD with the headers only', async () => {
    const first = await get('/assets/ports-a1b2.js');
    const etag = String(first.headers.etag);
    expect(etag).toMatch(/^"[0-9a-f]+-[0-9a-f]+"$/);
    const revalidated = await get('/assets/ports-a1b2.js', { 'if-none-match': etag });
    expect(revalidated.statusCode).toBe(304);
    expect(revalidated.body).toBe('');
    const head = await app.inject({ method: 'HEAD', url: '/assets/ports-a1b2.js' });
    expect(head.statusCode).toBe(200);
    expect(head.headers['content-length']).toBe(String(Buffer.byteLength(JS)));
    expect(head.body).toBe('');
  });

  it('opens nothing outside assets/, no source map and no build metadata', async () => {
    for (const url of ['/assets/../.vite/manifest.json', '/assets/%2e%2e/.vite/manifest.json', '/assets/ports-a1b2.js.map', '/assets/.hidden', '/assets/']) {
      const res = await get(url);
      expect(res.statusCode, url).toBe(404);
      expect(res.body, url).toBe('Not found');
    }
  });
});
