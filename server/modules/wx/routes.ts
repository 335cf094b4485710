import { randomBytes } from 'node:crypto';
import { inLanguage } from '../../http/replies';
import type { FastifyInstance } from 'fastify';
import { fail, ok } from '../../../src/contract/envelope';
import { ENDPOINTS } from '../../../src/contract/endpoints';
import { routeOf } from '../../../src/contract/call';
import { sessionCalls } from '../../../src/contract/session/calls';
import type { Db } from '../../db/types';
import { ADDRESS_LIMITS, limitPerAddress } from '../../http/addressLimit';
import { hashPassword } from '../../platform/auth/password';
import { createSession, type SessionPolicy } from '../../platform/auth/sessionRepository';
import type { OAuthProvider } from './provider';
import { clearBindingCookie, isBoundTo, newBinding, setBindingCookie } from './stateBinding';

const STATE_TTL_MINUTES = 10;

const callbackSchema = {
  type: 'object',
  required: ['state'],
  properties: { code: { type: 'string', maxLength: 512 }, state: { type: 'string', maxLength: 128 }, error: { type: 'string', maxLength: 200 } },
} as const;

/**
 * Sign-in through the social messaging app: Start redirects there with a one-time state bound to
 * this browser (stateBinding.ts); the Callback checks the binding and the state, exchanges the
 * code, finds (or creates) the user bound to that identity and hands the browser a token in the
 * URL fragment (never sent to a server). The callback address comes from `publicUrl` (PUBLIC_URL),
 * never from the Host header, so a forged Host cannot send the provider's code elsewhere.
 */
export function wxRoutes(app: FastifyInstance, db: Db, policy: SessionPolicy, provider: OAuthProvider | undefined, publicUrl: string): void {
  app.get(sessionCalls.wxLoginConfig.path, routeOf(sessionCalls.wxLoginConfig), async () => ok({ Enabled: Boolean(provider) }));
  if (!provider) return;

  const redirectUri = `${publicUrl}${ENDPOINTS.wxLoginCallback}`;
  const secureCookie = publicUrl.startsWith('https:');

  app.get(ENDPOINTS.wxLoginStart, { preHandler: limitPerAddress(ADDRESS_LIMITS.wxStart) }, async (_request, reply) => {
    const { secret, state } = newBinding();
    // states nobody came back with are dropped as new ones are made: the table cannot grow without end
    await db.query(`delete from oauth_states where created_at < now() - ($1::int * interval '1 minute')`, [STATE_TTL_MINUTES]);
    await db.query('insert into oauth_states (state) values ($1)', [state]);
    setBindingCookie(reply, secret, STATE_TTL_MINUTES * 60, secureCookie);
    return reply.redirect(provider.authorizeUrl(state, redirectUri));
  });

  app.get<{ Querystring: { code?: string; state: string; error?: string } }>(
    ENDPOINTS.wxLoginCallback,
    { schema: { querystring: callbackSchema } },
    async (request, reply) => {
      const { code, state, error } = request.query;
      // Checked before the state is spent: a link opened in the wrong browser must not use it up.
      if (!isBoundTo(request, state)) {
        return reply
          .status(400)
          .send(
            fail(
              inLanguage(
                reply,
                'This sign-in was not started in this browser. Start the sign-in again here.',
                '此次登录不是在这个浏览器中发起的。请在这里重新登录。',
              ),
            ),
          );
      }
      clearBindingCookie(reply, secureCookie);
      const [valid] = await db.query(`delete from oauth_states where state = $1 and created_at > now() - ($2::int * interval '1 minute') returning state`, [
        state,
        STATE_TTL_MINUTES,
      ]);
      if (!valid)
        return reply
          .status(400)
          .send(
            fail(inLanguage(reply, 'This sign-in link has expired or was already used. Start the sign-in again.', '此登录链接已过期或已被使用。请重新登录。')),
          );
      if (error || !code) return reply.redirect('/wxLogin#error=denied');
      let who: { subject: string; name?: string };
      try {
        who = await provider.exchange(code, redirectUri);
      } catch (err) {
        request.log.warn({ err }, 'social sign-in exchange failed');
        return reply.redirect('/wxLogin#error=exchange');
      }
      const token = await db.transaction(async (tx) => {
        const [known] = await tx.query<{ user_id: string }>('select user_id from user_identities where provider = $1 and subject = $2', [
          provider.id,
          who.subject,
        ]);
        let userId = known?.user_id;
        if (!userId) {
          // A new person: a user whose password nobody knows (they sign in through the app).
          const [created] = await tx.query<{ id: string }>('insert into users (account, name, password_hash) values ($1, $2, $3) returning id', [
            `${provider.id}:${who.subject}`.toLowerCase(),
            who.name ?? '',
            await hashPassword(randomBytes(32).toString('base64url')),
          ]);
          userId = created!.id;
          await tx.query('insert into user_identities (provider, subject, user_id) values ($1, $2, $3)', [provider.id, who.subject, userId]);
        }
        const [first] = await tx.query('update users set first_login_at = now() where id = $1 and first_login_at is null returning id', [userId]);
        const t = await createSession(tx, { userId, mode: 'userBindEmployee' }, policy);
        return { t, first: Boolean(first) };
      });
      return reply.redirect(`/wxLogin#token=${encodeURIComponent(token.t)}&first=${token.first ? 1 : 0}`);
    },
  );
}
