import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox';
import type { FastifyInstance } from 'fastify';
import { fieldSays, ok } from '../../../src/contract/envelope';
import { sessionCalls as C } from '../../../src/contract/session/calls';
import type { Db } from '../../db/types';
import { ADDRESS_LIMITS, limitPerAddress } from '../../http/addressLimit';
import { sendOutcome } from '../../http/outcome';
import { getUser, normalizeAccount } from '../../platform/auth/accountRepository';
import { hashPassword, verifyPassword } from '../../platform/auth/password';
import { asWritten, no } from '../../platform/refusal';
import { finishSignUp } from './registration';
import type { sessionService } from './sessionService';
import { throttled } from './throttleReply';
import { route } from '../../http/route';

/** Registering, switching between bound employees, changing the password. */
export function accountRoutes(fastify: FastifyInstance, db: Db, sessions: ReturnType<typeof sessionService>): void {
  const app = fastify.withTypeProvider<TypeBoxTypeProvider>();

  route(app, C.register, { preHandler: limitPerAddress(ADDRESS_LIMITS.register) }, async ({ input }, reply) =>
    sendOutcome(reply, await sessions.register(input)),
  );
  route(app, C.registerConfirm, { preHandler: limitPerAddress(ADDRESS_LIMITS.registerConfirm) }, async ({ input }, reply) =>
    sendOutcome(reply, await finishSignUp(db, input)),
  );

  // A user switches to one of their own bound employees; someone else's is "not found".
  route(app, C.chooseEmployee, async ({ input, request }, reply) => sendOutcome(reply, await sessions.chooseEmployee(request.auth!, input.EmployeeId)));

  route(app, C.changePassword, async ({ input, request }, reply) => {
    const { userId } = request.auth!;
    const user = await getUser(db, userId!);
    // A stolen session must not be a way to guess the password: the same throttle as sign-in.
    const accountKey = normalizeAccount(user?.account ?? `user:${userId}`);
    const verdict = app.signInThrottle.begin(accountKey, request.ip);
    if (!verdict.allowed) return throttled(reply, verdict.retryAfterMs);
    let right = false;
    try {
      right = !!user && (await verifyPassword(input.OldPassword, user.password_hash));
    } finally {
      if (!right) app.signInThrottle.ended(accountKey, request.ip);
    }
    if (!right || !user) {
      app.signInThrottle.failed(accountKey, request.ip);
      return sendOutcome(
        reply,
        asWritten(no(undefined, 'The current password is wrong.', '当前密码不正确。', [fieldSays('/OldPassword', { en: 'is wrong', zh: '不正确' })])),
      );
    }
    app.signInThrottle.succeeded(accountKey, request.ip);
    await sessions.setPassword(request.auth!, await hashPassword(input.NewPassword));
    return ok(null, 'Password changed; your other sessions were signed out.');
  });
}
