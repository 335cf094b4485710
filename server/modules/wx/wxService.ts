import { randomBytes } from 'node:crypto';
import type { Db } from '../../db/types';
import { type Outcome, refused } from '../../http/outcome';
import { hashPassword } from '../../platform/auth/password';
import { createSession, type SessionPolicy } from '../../platform/auth/sessionRepository';
import type { OAuthProvider } from './provider';
import { createUserOfIdentity, keepState, markFirstLogin, spendState, userOfIdentity } from './wxRepository';

/** How long a sign-in may take between Start and the provider's callback. */
export const STATE_TTL_MINUTES = 10;

/** A callback link opened in another browser than the one that started the sign-in (stateBinding.ts): refused before the state is spent. */
export const startedElsewhere = (): Outcome<never> =>
  refused(
    400,
    'This sign-in was not started in this browser. Start the sign-in again here.',
    undefined,
    undefined,
    '此次登录不是在这个浏览器中发起的。请在这里重新登录。',
  );

/**
 * Sign-in through the social messaging app, without HTTP (wxRoutes.ts holds the redirects and the
 * browser's binding cookie): the one-time states, and the user an identity signs in as.
 */
export function wxService(db: Db, policy: SessionPolicy, provider: OAuthProvider) {
  return {
    /** Keeps a new state for a sign-in being started. */
    start: (state: string) => keepState(db, state, STATE_TTL_MINUTES),

    /** Spends the state a callback came back with: refused when it expired or was used already. */
    async spend(state: string): Promise<Outcome<null>> {
      if (await spendState(db, state, STATE_TTL_MINUTES)) return { ok: true, value: null };
      return refused(
        400,
        'This sign-in link has expired or was already used. Start the sign-in again.',
        undefined,
        undefined,
        '此登录链接已过期或已被使用。请重新登录。',
      );
    },

    /**
     * The session of the user bound to the identity the provider vouched for: a new person gets a
     * user whose password nobody knows (they sign in through the app). `first`: this is their first sign-in.
     */
    signIn: (who: { subject: string; name?: string }) =>
      db.transaction(async (tx) => {
        let userId = await userOfIdentity(tx, provider.id, who.subject);
        if (!userId)
          userId = await createUserOfIdentity(
            tx,
            provider.id,
            who.subject,
            `${provider.id}:${who.subject}`.toLowerCase(),
            who.name ?? '',
            await hashPassword(randomBytes(32).toString('base64url')),
          );
        const first = await markFirstLogin(tx, userId);
        const t = await createSession(tx, { userId, mode: 'userBindEmployee' }, policy);
        return { t, first };
      }),
  };
}
