import { STATUS_CODES } from 'node:http';
import type { Socket } from 'node:net';
import type { FastifyError, FastifyReply, FastifyRequest } from 'fastify';
import { fail } from '../../src/contract/envelope';
import { SECURITY_HEADERS } from './securityHeaders';

/**
 * How much a request may be, and how long it may take (tests read these to prove them).
 * - bodyLimit: the largest body (JSON or an .xlsx import), else 413;
 * - requestTimeout: the whole request must arrive within this, else 408 (slow senders);
 * - connectionTimeout: a socket silent this long is closed (the live socket turns this off for
 *   itself once upgraded, and pings every 5 s anyway);
 * - keepAliveTimeout: an idle keep-alive connection stays open this long — longer than the 60 s
 *   idle timeout of common proxies, so the proxy is the one that closes;
 * - maxHeaderSize: the request line and headers together, else 431 (Node's own default, said
 *   explicitly so a `--max-http-header-size` flag does not change it silently).
 */
export const SERVER_LIMITS = {
  bodyLimit: 1024 * 1024,
  requestTimeout: 30_000,
  connectionTimeout: 60_000,
  keepAliveTimeout: 72_000,
  maxHeaderSize: 16 * 1024,
} as const;

const CLIENT_ERRORS: Record<string, [status: number, message: string]> = {
  HPE_HEADER_OVERFLOW: [431, `The request headers are larger than the ${SERVER_LIMITS.maxHeaderSize / 1024} KiB limit.`],
  ERR_HTTP_REQUEST_TIMEOUT: [408, 'The request took too long to arrive.'],
};

/**
 * What Node's HTTP parser refuses before Fastify sees a request (headers too large, a request
 * too slow, bytes that are not HTTP) still answers the envelope with the security headers.
 */
export function clientErrorHandler(err: NodeJS.ErrnoException, socket: Socket): void {
  if (err.code === 'ECONNRESET' || socket.destroyed) return;
  if (socket.writable) {
    const [status, message] = CLIENT_ERRORS[err.code ?? ''] ?? [400, 'The request is not valid HTTP.'];
    const body = JSON.stringify(fail(message));
    const headers = {
      'content-type': 'application/json; charset=utf-8',
      'content-length': String(Buffer.byteLength(body)),
      connection: 'close',
      ...SECURITY_HEADERS,
    };
    socket.write(
      `HTTP/1.1 ${status} ${STATUS_CODES[status]}\r\n${Object.entries(headers)
        .map(([k, v]) => `${k}: ${v}`)
        .join('\r\n')}\r\n\r\n${body}`,
    );
  }
  socket.destroy(err);
}

/**
 * What Fastify answers itself before any hook runs — a path parameter that is no text (a lone
 * surrogate in `/api/Gateway/Receipt/%ED%A0%80`): the same refusal as every other, with the security headers.
 */
export const frameworkErrors = (error: FastifyError, _request: FastifyRequest, reply: FastifyReply): void => {
  reply.headers(SECURITY_HEADERS);
  reply.code(400).send(fail(error.code === 'FST_ERR_BAD_URL' ? 'The address has a part that is no text.' : 'The request cannot be read.'));
};
