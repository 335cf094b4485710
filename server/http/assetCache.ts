import { readFile, stat } from 'node:fs/promises';
import { extname, join, posix } from 'node:path';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { acceptedEncodings, type AnswerEncoding } from './compression';

/**
 * The browser app's hashed assets (`dist/assets/*`) answered from memory. Every page load asks for
 * dozens of them, and @fastify/static stats, opens, reads and closes each file, and stats its
 * brotli and gzip copies, on every request: a CPU profile of the e2e suite's server had that at a
 * fifth of its time. An asset's name carries its content's hash (Vite), so its bytes never change
 * under that name: each is read once, with its build-time copies (scripts/vite/precompress.ts), on
 * its first request, and kept for the life of the process (a build is some megabytes). A name not
 * on disk is not remembered, so a newer build's files are found. index.html and the rest of the
 * app's root stay with @fastify/static: they are revalidated on every load and may change.
 */

interface Asset {
  type: string;
  etag: string;
  bytes: Buffer;
  copies: Partial<Record<AnswerEncoding, Buffer>>;
}

/** The types of what Vite writes into assets/; anything else is sent as bytes. */
const TYPES: Record<string, string> = {
  '.js': 'text/javascript; charset=utf-8',
  '.mjs': 'text/javascript; charset=utf-8',
  '.css': 'text/css; charset=utf-8',
  '.json': 'application/json; charset=utf-8',
  '.svg': 'image/svg+xml',
  '.png': 'image/png',
  '.jpg': 'image/jpeg',
  '.webp': 'image/webp',
  '.ico': 'image/x-icon',
  '.woff2': 'font/woff2',
  '.woff': 'font/woff',
  '.wasm': 'application/wasm',
};

const readOrNone = (file: string) => readFile(file).catch(() => undefined);

/** An asset's name as asked, if it names a file inside assets/: no dot-segment, no way out, no copy asked for by its own name. */
function assetName(asked: string): string | undefined {
  const name = posix.normalize(asked);
  if (!name || name.startsWith('/') || name.includes('\\') || name.includes('\0')) return undefined;
  if (name.split('/').some((s) => s.startsWith('.'))) return undefined;
  return name;
}

async function readAsset(root: string, name: string): Promise<Asset | undefined> {
  const file = join(root, name);
  const [info, bytes, br, gzip] = await Promise.all([stat(file).catch(() => undefined), readOrNone(file), readOrNone(`${file}.br`), readOrNone(`${file}.gz`)]);
  if (!info?.isFile() || !bytes) return undefined;
  return {
    type: TYPES[extname(name).toLowerCase()] ?? 'application/octet-stream',
    etag: `"${info.size.toString(16)}-${Math.floor(info.mtimeMs).toString(16)}"`,
    bytes,
    copies: { ...(br ? { br } : {}), ...(gzip ? { gzip } : {}) },
  };
}

/** Registers `GET|HEAD /assets/*` before the static files: a name it does not hold goes to the not-found handler (404). */
export function serveAssetsFromMemory(app: FastifyInstance, staticDir: string, isHidden: (url: string) => boolean): void {
  const root = join(staticDir, 'assets');
  const held = new Map<string, Asset>();
  const reading = new Map<string, Promise<Asset | undefined>>();

  async function assetOf(name: string): Promise<Asset | undefined> {
    const known = held.get(name);
    if (known) return known;
    // concurrent first requests of one asset read it once
    let pending = reading.get(name);
    if (!pending) {
      pending = readAsset(root, name).finally(() => reading.delete(name));
      reading.set(name, pending);
    }
    const asset = await pending;
    if (asset) held.set(name, asset);
    return asset;
  }

  async function answer(request: FastifyRequest, reply: FastifyReply) {
    const name = assetName((request.params as { '*'?: string })['*'] ?? '');
    const asset = name && !isHidden(request.url) ? await assetOf(name) : undefined;
    if (!asset) return reply.callNotFound();
    reply.header('cache-control', 'public, max-age=31536000, immutable').header('vary', 'accept-encoding').header('etag', asset.etag);
    if (request.headers['if-none-match'] === asset.etag) return reply.code(304).send();
    const encoding = acceptedEncodings(request.headers['accept-encoding']).find((e) => asset.copies[e]);
    if (encoding) reply.header('content-encoding', encoding);
    const body = (encoding && asset.copies[encoding]) || asset.bytes;
    reply.type(asset.type);
    // HEAD: the headers GET would send, no body
    return request.method === 'HEAD' ? reply.header('content-length', body.length).send() : reply.send(body);
  }

  app.route({ method: ['GET', 'HEAD'], url: '/assets/*', handler: answer });
}
