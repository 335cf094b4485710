import type { FastifyInstance } from 'fastify';
import { ok } from '../../../src/contract/envelope';
import { ENDPOINTS } from '../../../src/contract/endpoints';
import { sessionCalls } from '../../../src/contract/session/calls';
import type { Db } from '../../db/types';
import { ADDRESS_LIMITS, limitPerAddress } from '../../http/addressLimit';
import { sendOutcome } from '../../http/outcome';
import type { SessionPolicy } from '../../platform/auth/sessionRepository';
import type { OAuthProvider } from './provider';
import { clearBindingCookie, isBoundTo, newBinding, setBindingCookie } from './stateBinding';
import { STATE_TTL_MINUTES, startedElsewhere, wxService } from './wxService';
import { route } from '../../http/route';

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
  route(app, sessionCalls.wxLoginConfig, async () => ok({ Enabled: Boolean(provider) }));
  if (!provider) return;

  const redirectUri = `${publicUrl}${ENDPOINTS.wxLoginCallback}`;
  const secureCookie = publicUrl.startsWith('https:');
  const wx = wxService(db, policy, provider);

  app.get(ENDPOINTS.wxLoginStart, { preHandler: limitPerAddress(ADDRESS_LIMITS.wxStart) }, async (_request, reply) => {
    const { secret, state } = newBinding();
    await wx.start(state);
    setBindingCookie(reply, secret, STATE_TTL_MINUTES * 60, secureCookie);
    return reply.redirect(provider.authorizeUrl(state, redirectUri));
  });

  app.get<{ Querystring: { code?: string; state: string; error?: string } }>(
    ENDPOINTS.wxLoginCallback,
    { schema: { querystring: callbackSchema } },
    async (request, reply) => {
      const { code, state, error } = request.query;
      // Checked before the state is spent: a link opened in the wrong browser must not use it up.
      if (!isBoundTo(request, state)) return sendOutcome(reply, startedElsewhere());
      clearBindingCookie(reply, secureCookie);
      const spent = await wx.spend(state);
      if (!spent.ok) return sendOutcome(reply, spent);
      if (error || !code) return reply.redirect('/wxLogin#error=denied');
      let who: { subject: string; name?: string };
      try {
        who = await provider.exchange(code, redirectUri);
      } catch (err) {
        request.log.warn({ err }, 'social sign-in exchange failed');
        return reply.redirect('/wxLogin#error=exchange');
      }
      const token = await wx.signIn(who);
      return reply.redirect(`/wxLogin#token=${encodeURIComponent(token.t)}&first=${token.first ? 1 : 0}`);
    },
  );
}
