import { createHash, createHmac, randomBytes } from 'node:crypto';
import { setting } from '../../settings/read';

/**
 * A card's link token. The table keeps only the token's SHA-256 (the lookup) and a random seed;
 * the token is HMAC-SHA256(key, card id + seed), so the owner sees the same link each time they
 * open Share, while the database alone does not give a working link once USER_CARD_LINK_KEY is set
 * (docs/modules/userCard.md). Rotating draws a new seed: the old link stops answering.
 */
const DEV_KEY = 'freight-platform-development-user-card-link-key';
const linkKey = () => setting(process.env, 'USER_CARD_LINK_KEY') ?? DEV_KEY;

export const newSeed = (): string => randomBytes(16).toString('base64url');
export const tokenOf = (cardId: string, seed: string): string => createHmac('sha256', linkKey()).update(`user-card:${cardId}:${seed}`).digest('base64url');
export const tokenHash = (token: string): string => createHash('sha256').update(token).digest('hex');
/** Only a token of our shape is looked up: anything else is absent without a query. */
export const isTokenShape = (token: string): boolean => /^[A-Za-z0-9_-]{43}$/.test(token);
