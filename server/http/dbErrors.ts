import type { FastifyReply, FastifyRequest } from 'fastify';
import { fail } from '../../src/contract/envelope';
import { requestLanguage } from './language';

/** What a person reads while the database cannot be reached (PostgreSQL down, restarting, or out of reach). */
export const DATABASE_UNAVAILABLE = 'The database is unavailable at the moment. Please try again shortly.';
const DATABASE_UNAVAILABLE_ZH = '数据库暂时无法访问，请稍后再试。';
/** Seconds a client should wait before trying again (the browser's live connection also comes back after 5 s). */
const RETRY_AFTER_S = 5;

// the socket could not be opened or was lost (node's error codes; an AggregateError carries one per address)
const NETWORK_CODES = new Set(['ECONNREFUSED', 'ECONNRESET', 'ECONNABORTED', 'EPIPE', 'ETIMEDOUT', 'EHOSTUNREACH', 'ENETUNREACH', 'ENOTFOUND', 'EAI_AGAIN']);
// SQLSTATEs: class 08 connection exception; 57P01 admin_shutdown, 57P02 crash_shutdown,
// 57P03 cannot_connect_now (starting up or shutting down); 53300 too_many_connections;
// 57014 query_canceled (the statement timeout, DATABASE_STATEMENT_TIMEOUT_MS: the database is too slow to answer now)
const SQLSTATE = /^(08[0-9A-Z]{3}|57P0[123]|57014|53300)$/;
// node-postgres says these in words, without a code ("Query read timeout": its own bound on a server that stopped answering)
const PG_MESSAGES =
  /^(Connection terminated|timeout exceeded when trying to connect|Client has encountered a connection error and is not queryable|Client was closed and is not queryable|Query read timeout)/;

/** The database connection failed (not the query): the call may work in a moment, so 503 rather than 500. */
export function databaseUnavailable(error: unknown): boolean {
  if (!error || typeof error !== 'object') return false;
  const e = error as { code?: unknown; message?: unknown; errors?: unknown };
  if (typeof e.code === 'string' && (NETWORK_CODES.has(e.code) || SQLSTATE.test(e.code))) return true;
  if (typeof e.message === 'string' && PG_MESSAGES.test(e.message)) return true;
  return Array.isArray(e.errors) && e.errors.length > 0 && e.errors.every((inner) => databaseUnavailable(inner));
}

/** 503 with the envelope and Retry-After; logged as a warning (an outage, not a bug). */
export function replyDatabaseUnavailable(request: FastifyRequest, reply: FastifyReply, error: unknown) {
  request.log.warn({ err: error }, 'database unavailable');
  const message = requestLanguage(request.headers['accept-language']) === 'en' ? DATABASE_UNAVAILABLE : DATABASE_UNAVAILABLE_ZH;
  return reply.status(503).header('retry-after', String(RETRY_AFTER_S)).send(fail(message));
}
