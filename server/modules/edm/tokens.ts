import { createHash, createHmac, timingSafeEqual } from 'node:crypto';
import { isSet, setting } from '../../settings/read';

/**
 * The recipients' links (R8.7): each token names one send and one purpose (open, click,
 * unsubscribe), HMAC-SHA256-signed with EDM_TOKEN_KEY, so a token for one purpose or one send can
 * neither be turned into another nor guessed. A token carries no expiry: the unsubscribe link must
 * work for at least 30 days (R8.3), and an open or a click of an old message is still that send's.
 */
export const TOKEN_PURPOSES = ['open', 'click', 'unsub'] as const;
export type TokenPurpose = (typeof TOKEN_PURPOSES)[number];

/** The signing key: the setting, or (a local run without one) a key derived from where the data lives. */
export function tokenKey(env: NodeJS.ProcessEnv = process.env): string {
  if (isSet(env, 'EDM_TOKEN_KEY')) return setting(env, 'EDM_TOKEN_KEY') as string;
  return createHash('sha256')
    .update(`edm-local:${setting(env, 'DATA_DIR')}`)
    .digest('hex');
}

const mac = (key: string, sendId: string, purpose: TokenPurpose) => createHmac('sha256', key).update(`${purpose}.${sendId}`).digest('base64url').slice(0, 32);

/** `<sendId>.<mac>` for this send and purpose. */
export const signToken = (key: string, sendId: string | number, purpose: TokenPurpose): string => `${sendId}.${mac(key, String(sendId), purpose)}`;

/** The send a token names, when its signature holds for this purpose; otherwise undefined. */
export function readToken(key: string, token: unknown, purpose: TokenPurpose): string | undefined {
  if (typeof token !== 'string' || token.length > 80) return undefined;
  const m = /^([1-9]\d{0,15})\.([A-Za-z0-9_-]{32})$/.exec(token);
  if (!m) return undefined;
  const want = Buffer.from(mac(key, m[1]!, purpose));
  const got = Buffer.from(m[2]!);
  return want.length === got.length && timingSafeEqual(want, got) ? m[1] : undefined;
}
