import { createHash } from 'node:crypto';
import { addressKey } from '../../http/addressKey';
import { setting } from '../../settings/read';

/**
 * A card's visitor of one day, for counting a view once (operations.md §16): the SHA-256 of the
 * address (an IPv6 address by its /64, as the limits count it) and the user agent, salted with the
 * tracking search log's secret `SEARCH_LOG_SALT` (docs/deployment.md, "Settings") and the Shanghai
 * day. Never reversed; the next day the same visitor hashes differently.
 */
const DEV_SALT = 'freight-dev-search-log-salt';

export const visitorHash = (ip: string, userAgent: string, day: string) =>
  createHash('sha256')
    .update(`${setting(process.env, 'SEARCH_LOG_SALT') ?? DEV_SALT}:${day}:${addressKey(ip)}:${userAgent.slice(0, 512)}`)
    .digest('hex');
