import { promisify } from 'node:util';
import { brotliCompress, constants, gzip } from 'node:zlib';
import type { FastifyInstance, FastifyReply } from 'fastify';

const brotli = promisify(brotliCompress);
const gzipAsync = promisify(gzip);

/** Answers below this are sent as they are: compressing them saves less than it costs. */
export const COMPRESS_MIN_BYTES = 1024;

export type AnswerEncoding = 'br' | 'gzip';

/**
 * The encoding to answer in from an Accept-Encoding header: brotli or gzip, whichever has the higher
 * q-value (brotli on a tie), neither when both are refused (`q=0`) or not named (`*` names both).
 */
export function pickEncoding(header: string | undefined): AnswerEncoding | undefined {
  return acceptedEncodings(header)[0];
}

/** The encodings a header accepts, the preferred first (brotli on a tie): what pickEncoding answers, and the fallback when a file has no copy in it. */
export function acceptedEncodings(header: string | undefined): AnswerEncoding[] {
  if (!header) return [];
  const q = new Map<string, number>();
  for (const part of header.toLowerCase().split(',')) {
    const [name, ...params] = part.trim().split(';');
    if (!name) continue;
    const qParam = params.map((p) => p.trim()).find((p) => p.startsWith('q='));
    const value = qParam ? Number(qParam.slice(2)) : 1;
    q.set(name.trim(), Number.isFinite(value) ? value : 0);
  }
  const of = (name: AnswerEncoding) => q.get(name) ?? q.get('*') ?? 0;
  const br = of('br');
  const gz = of('gzip');
  const order: AnswerEncoding[] = br >= gz ? ['br', 'gzip'] : ['gzip', 'br'];
  return order.filter((e) => (e === 'br' ? br : gz) > 0);
}

/**
 * JSON answers of 1 KiB or more are compressed for browsers that accept it (brotli at a quality
 * fast enough for every request, else gzip), off the event loop (zlib's thread pool). Small answers,
 * files (streams: the browser app's files have their copies made at build time, server/http/static.ts),
 * workbooks and the live socket are left alone. A JSON answer that could be compressed says
 * `Vary: Accept-Encoding`.
 */
export function installCompression(app: FastifyInstance): void {
  // a callback hook: the many answers left alone (small ones above all, the hot path of issue 47)
  // pay no promise and no copy of their bytes; only one that is compressed waits for zlib
  app.addHook('onSend', (request, reply, payload, done) => {
    if (!compressible(reply, payload)) return done(null, payload);
    const vary = String(reply.getHeader('vary') ?? '');
    if (!/accept-encoding/i.test(vary)) reply.header('vary', vary ? `${vary}, accept-encoding` : 'accept-encoding');
    const encoding = pickEncoding(request.headers['accept-encoding']);
    if (!encoding) return done(null, payload);
    // the copy of a string's bytes is made only for an answer that is compressed
    const bytes = typeof payload === 'string' ? Buffer.from(payload) : (payload as Buffer);
    const compressed =
      encoding === 'br'
        ? brotli(bytes, { params: { [constants.BROTLI_PARAM_QUALITY]: 5, [constants.BROTLI_PARAM_SIZE_HINT]: bytes.length } })
        : gzipAsync(bytes, { level: 6 });
    compressed.then(
      (body) => {
        reply.header('content-encoding', encoding);
        reply.removeHeader('content-length');
        done(null, body);
      },
      (e: Error) => done(e),
    );
  });
}

/** Whether an answer is JSON big enough to compress (1 KiB or more), counted without copying its bytes. */
function compressible(reply: FastifyReply, payload: unknown): boolean {
  if (typeof payload !== 'string' && !Buffer.isBuffer(payload)) return false;
  // a string of fewer UTF-16 units than a third of the bound is below it in UTF-8 too: no need to count
  if (typeof payload === 'string' && payload.length * 3 < COMPRESS_MIN_BYTES) return false;
  const type = String(reply.getHeader('content-type') ?? '');
  if (!type.startsWith('application/json') || reply.hasHeader('content-encoding')) return false;
  return (typeof payload === 'string' ? Buffer.byteLength(payload) : payload.length) >= COMPRESS_MIN_BYTES;
}
