import type { FastifyInstance } from 'fastify';
import { inLanguage } from '../../http/replies';
import { fail, ok } from '../../../src/contract/envelope';
import { ENDPOINTS } from '../../../src/contract/endpoints';
import type { Db } from '../../db/types';
import { boundEmployees, getUser, insertUser, normalizeAccount, revokeOtherSessions, setUserPassword } from '../../platform/auth/accountRepository';
import { throttled } from './throttleReply';
import { ADDRESS_LIMITS, limitPerAddress } from '../../http/addressLimit';
import { requestLanguage } from '../../http/language';
import { hashPassword, verifyPassword } from '../../platform/auth/password';
import { openSession, revokeSession, type SessionPolicy } from '../../platform/auth/sessionRepository';

/** A phone number (mainland China or international) or an e-mail address. */
const ACCOUNT_PATTERN = '^(\\+?[0-9]{6,15}|[^@\\s]+@[^@\\s]+\\.[^@\\s]+)$';
const PASSWORD = { type: 'string', minLength: 8, maxLength: 200 } as const;

const registerSchema = {
  type: 'object',
  additionalProperties: false,
  required: ['Account', 'Password', 'Name'],
  properties: {
    Account: { type: 'string', maxLength: 200, pattern: ACCOUNT_PATTERN },
    Password: PASSWORD,
    Name: { type: 'string', minLength: 1, maxLength: 60 },
  },
} as const;

const chooseSchema = {
  type: 'object',
  additionalProperties: false,
  required: ['EmployeeId'],
  properties: { EmployeeId: { type: 'integer', minimum: 1, maximum: 2 ** 53 - 1 } },
} as const;

const passwordSchema = {
  type: 'object',
  additionalProperties: false,
  required: ['OldPassword', 'NewPassword'],
  properties: { OldPassword: { type: 'string', minLength: 1, maxLength: 200 }, NewPassword: PASSWORD },
} as const;

/** Registering, switching between bound employees, changing the password. */
export function accountRoutes(app: FastifyInstance, db: Db, policy: SessionPolicy): void {
  app.post<{ Body: { Account: string; Password: string; Name: string } }>(
    ENDPOINTS.register,
    { schema: { body: registerSchema }, preHandler: limitPerAddress(ADDRESS_LIMITS.register) },
    async (request, reply) => {
      const { Account, Password, Name } = request.body;
      const id = await insertUser(db, Account, Name.trim(), await hashPassword(Password));
      // 400 with a Code, never 409: the browser reads any 409 as "your session was replaced" (spec §8)
      if (!id) {
        const en = requestLanguage(request.headers['accept-language']) === 'en';
        const [message, field] = en
          ? ['This account is already registered: sign in instead.', 'is already registered']
          : ['该账号已注册，请直接登录。', '已注册'];
        return reply.status(400).send({ ...fail(message, [{ Path: '/Account', Message: field }]), Code: 'ACCOUNT_EXISTS' });
      }
      return ok({ Id: Number(id) });
    },
  );

  // A user switches to one of their own bound employees; someone else's is "not found".
  app.post<{ Body: { EmployeeId: number } }>(ENDPOINTS.chooseEmployee, { schema: { body: chooseSchema }, config: { auth: 'user' } }, async (request, reply) => {
    const { userId, sessionId, mode } = request.auth!;
    const target = (await boundEmployees(db, userId!)).find((e) => Number(e.id) === request.body.EmployeeId);
    if (!target) return reply.status(404).send(fail(inLanguage(reply, 'No such company account among yours.', '没有这个公司账号：它不在您的账号中。')));
    const opened = await db.transaction(async (tx) => {
      const o = await openSession(tx, { userId, employeeId: target.id, mode }, policy);
      await revokeSession(tx, sessionId);
      return o;
    });
    await app.liveHub.end({ sessionIds: opened.replaced }, 'replaced');
    await app.liveHub.end({ sessionIds: [sessionId] }, 'renewed'); // this browser goes on with the new token
    return ok(opened.token);
  });

  app.post<{ Body: { OldPassword: string; NewPassword: string } }>(
    ENDPOINTS.changePassword,
    { schema: { body: passwordSchema }, config: { auth: 'user' } },
    async (request, reply) => {
      const { userId, sessionId } = request.auth!;
      const user = await getUser(db, userId!);
      // A stolen session must not be a way to guess the password: the same throttle as sign-in.
      const accountKey = normalizeAccount(user?.account ?? `user:${userId}`);
      const verdict = app.signInThrottle.begin(accountKey, request.ip);
      if (!verdict.allowed) return throttled(request, reply, verdict.retryAfterMs);
      let right = false;
      try {
        right = !!user && (await verifyPassword(request.body.OldPassword, user.password_hash));
      } finally {
        if (!right) app.signInThrottle.ended(accountKey, request.ip);
      }
      if (!right || !user) {
        app.signInThrottle.failed(accountKey, request.ip);
        return reply
          .status(400)
          .send(
            fail(inLanguage(reply, 'The current password is wrong.', '当前密码不正确。'), [
              { Path: '/OldPassword', Message: inLanguage(reply, 'is wrong', '不正确') },
            ]),
          );
      }
      app.signInThrottle.succeeded(accountKey, request.ip);
      const ended = await db.transaction(async (tx) => {
        await setUserPassword(tx, user.id, await hashPassword(request.body.NewPassword));
        return revokeOtherSessions(tx, user.id, sessionId); // everywhere else signs in again
      });
      await app.liveHub.end({ sessionIds: ended }, 'ended');
      return ok(null, 'Password changed; your other sessions were signed out.');
    },
  );
}
