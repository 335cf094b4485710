import { createHash, randomBytes } from 'node:crypto';
import { addressKey } from './addressKey';

/**
 * A visitor's key in the search log, the rate card views and the share links' history (R2.13: no personal data): the address
 * hashed with a secret of this process and the day, so one visitor's searches of a day read
 * together and no address can be read back.
 */
const VISITOR_SECRET = randomBytes(16).toString('hex');
export const visitorKey = (ip: string, day: string) =>
  createHash('sha256')
    .update(`${VISITOR_SECRET}:${day}:${addressKey(ip)}`)
    .digest('hex')
    .slice(0, 16);
