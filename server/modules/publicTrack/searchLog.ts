import { createHash } from 'node:crypto';
import type { QueryType, SearchChannel } from '../../../src/contract/publicTrack/calls';
import { TRACK_NUMBER_MAX } from '../../../src/domain/publicTrack/trackNumber';
import type { Queryable } from '../../db/types';
import { addressKey } from '../../http/addressKey';
import { insertSearchLog } from './searchLogRepository';
import { setting } from '../../settings/read';

/**
 * The salt of the address hashes (trk.log): `SEARCH_LOG_SALT` from the environment, the same in
 * every process and across restarts, so one address's searches read together over weeks; without
 * it a development default (docs/deployment.md, "Settings"). The hash is never reversed: with the salt secret, nobody can
 * test a guessed address against it.
 */
const DEV_SALT = 'freight-dev-search-log-salt';
export const searchLogSalt = () => setting(process.env, 'SEARCH_LOG_SALT') ?? DEV_SALT;

/** The salted SHA-256 of an address (an IPv6 address by its /64, as the limits count it): 64 hex digits. */
export const addressHash = (ip: string) =>
  createHash('sha256')
    .update(`${searchLogSalt()}:${addressKey(ip)}`)
    .digest('hex');

/** One tracking search, as the module that ran it knows it. */
export interface TrackSearch {
  channel: SearchChannel;
  /** The request's address (`request.ip`): only its salted hash is stored. */
  ip: string;
  queryType: QueryType;
  /** The reference as searched, normalised (upper case, no spaces); cut to 35 characters. */
  query: string;
  found: boolean;
  /** How many shipments (or containers) answered. */
  results: number;
  /** How long the search took, in milliseconds. */
  ms: number;
  /** The site it came from (the portal key's company); none on the main sites. */
  siteCompanyId?: string | null;
  /** Who searched, when signed in: the employee (and the user behind the employee, when known). */
  employeeId?: string | null;
  userId?: string | null;
}

/** trk.log: appends one search_logs row. Every tracking search, signed in or not, from every channel. */
export async function logSearch(q: Queryable, s: TrackSearch): Promise<void> {
  await insertSearchLog(q, {
    channel: s.channel,
    siteCompanyId: s.siteCompanyId ?? null,
    employeeId: s.employeeId ?? null,
    userId: s.userId ?? null,
    ipHash: addressHash(s.ip),
    queryType: s.queryType,
    query: s.query.slice(0, TRACK_NUMBER_MAX),
    found: s.found,
    results: Math.max(0, Math.round(s.results)),
    ms: Math.max(0, Math.round(s.ms)),
  });
}
