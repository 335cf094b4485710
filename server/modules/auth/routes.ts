import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { inLanguage } from '../../http/replies';
import { fail, ok } from '../../../src/contract/envelope';
import { ENDPOINTS } from '../../../src/contract/endpoints';
import type { LoginAnswer, LoginRequest } from '../../../src/contract/auth';
import type { Db } from '../../db/types';
import {
  boundEmployees,
  defaultEmployee,
  findEmployeeLogin,
  findUserByAccount,
  getUser,
  markFirstLogin,
  normalizeAccount,
} from '../../platform/auth/accountRepository';
import { verifyAgainstNothing, verifyPassword } from '../../platform/auth/password';
import { logRefusedSignIn, type SignInRefusal } from '../../platform/auth/refusedSignIn';
import { presentEmployee, presentUser } from './present';
import { employeeDerived, employeeDerivedNow } from '../../platform/auth/authHook';
import { currentEmployeeAnswer, currentEmployeeText, readCurrentEmployee, type CurrentEmployeeFacts } from './currentEmployee';
import { throttled } from './throttleReply';
import { createSession, openSession, revokeSession, type SessionPolicy } from '../../platform/auth/sessionRepository';
import type { sessionService } from './sessionService';

/** What Fastify names a serialised JSON answer: a text sent as JSON says the same. */
const JSON_UTF8 = 'application/json; charset=utf-8';

const loginSchema = {
  type: 'object',
  additionalProperties: false,
  required: ['Account', 'Password'],
  properties: {
    Account: { type: 'string', minLength: 1, maxLength: 200 },
    Password: { type: 'string', minLength: 1, maxLength: 200 },
  },
} as const;

// The same words for a wrong account and a wrong password: nothing tells which accounts exist.
const WRONG = 'The account or the password is wrong.';
const REFUSALS = new Set<string>(['no active account', 'wrong password']);

/** No such active account: a password is still hashed, so the answer's time does not tell that either. */
async function noActiveAccount(password: string): Promise<SignInRefusal> {
  await verifyAgainstNothing(password);
  return 'no active account';
}

/** Sign-in, the current user and employee, the bound employees, choosing one, logging out. */
export function authRoutes(app: FastifyInstance, db: Db, policy: SessionPolicy, sessions: ReturnType<typeof sessionService>): void {
  /**
   * Shared by both sign-ins: the throttle first (signInThrottle.ts: the guesser waits, the owner
   * does not), then the check. A slowed attempt is refused before its password is looked at, so
   * a 429 tells nothing about the password.
   */
  async function guarded(request: FastifyRequest, reply: FastifyReply, account: string, check: () => Promise<string | SignInRefusal>) {
    const accountKey = normalizeAccount(account);
    const verdict = app.signInThrottle.begin(accountKey, request.ip);
    if (!verdict.allowed) {
      logRefusedSignIn(request, account, 'throttled');
      return throttled(reply, verdict.retryAfterMs);
    }
    let token: string | undefined;
    let refusal: SignInRefusal | undefined;
    try {
      const checked = await check();
      if (REFUSALS.has(checked)) refusal = checked as SignInRefusal;
      else token = checked;
    } finally {
      if (token === undefined && refusal === undefined) app.signInThrottle.ended(accountKey, request.ip); // an error: no verdict
    }
    if (!token) {
      app.signInThrottle.failed(accountKey, request.ip);
      logRefusedSignIn(request, account, refusal ?? 'wrong password');
      return reply.status(400).send(fail(WRONG));
    }
    app.signInThrottle.succeeded(accountKey, request.ip);
    return token;
  }

  app.post<{ Body: LoginRequest }>(ENDPOINTS.userLogin, { schema: { body: loginSchema } }, async (request, reply) => {
    const { Account, Password } = request.body;
    let first = false;
    const token = await guarded(request, reply, Account, async () => {
      const user = await findUserByAccount(db, Account);
      if (user?.status !== 'active') return noActiveAccount(Password);
      if (!(await verifyPassword(Password, user.password_hash))) return 'wrong password';
      first = await markFirstLogin(db, user.id);
      return createSession(db, { userId: user.id, mode: 'userBindEmployee' }, policy);
    });
    if (typeof token !== 'string') return token;
    return ok<LoginAnswer>({ Token: token, FIRST_REGISTER: first });
  });

  app.post<{ Body: LoginRequest }>(ENDPOINTS.employeeLogin, { schema: { body: loginSchema } }, async (request, reply) => {
    const { Account, Password } = request.body;
    let replaced: string[] = [];
    const token = await guarded(request, reply, Account, async () => {
      const employee = await findEmployeeLogin(db, Account);
      if (!employee?.password_hash || employee.status !== 'active') return noActiveAccount(Password);
      if (!(await verifyPassword(Password, employee.password_hash))) return 'wrong password';
      const opened = await openSession(db, { employeeId: employee.id, mode: 'employee' }, policy);
      replaced = opened.replaced;
      return opened.token;
    });
    if (typeof token !== 'string') return token;
    await app.liveHub.end({ sessionIds: replaced }, 'replaced'); // the older sign-in's sockets close (4009)
    return ok<LoginAnswer>({ Token: token, FIRST_REGISTER: false });
  });

  app.get(ENDPOINTS.currentUser, { config: { auth: 'user' } }, async (request) => {
    const user = await getUser(db, request.auth!.userId!);
    return ok(user ? presentUser(user) : null);
  });

  // Spec §7 reads this Status as a number: non-zero when an employee is chosen. The employee and
  // its permission items come from the auth cache (every page load asks: issue 13's hot path); what
  // changes them forgets the employee (staff, company, binding, role and permission changes).
  // A kept answer is sent as kept text, without a promise (issue 47's hot path).
  app.get(ENDPOINTS.currentEmployee, { config: { auth: 'session' } }, (request, reply) => {
    const { employeeId, mode } = request.auth!;
    if (!employeeId) return Promise.resolve(currentEmployeeAnswer(undefined, mode));
    const kept = employeeDerivedNow<CurrentEmployeeFacts>(app.authCache, employeeId, 'currentEmployee');
    if (kept) {
      reply.type(JSON_UTF8).send(currentEmployeeText(kept, mode));
      return;
    }
    return employeeDerived(db, app.authCache, employeeId, 'currentEmployee', (actor) => readCurrentEmployee(db, actor)).then((current) =>
      currentEmployeeAnswer(current, mode),
    );
  });

  app.get(ENDPOINTS.boundEmployees, { config: { auth: 'user' } }, async (request) => {
    const list = await boundEmployees(db, request.auth!.userId!);
    return ok(list.map(presentEmployee));
  });

  app.post(ENDPOINTS.chooseDefaultEmployee, { config: { auth: 'user' } }, async (request, reply) => {
    const chosen = defaultEmployee(await boundEmployees(db, request.auth!.userId!));
    if (!chosen)
      return fail(
        inLanguage(reply, 'No default employee can be chosen: pick one of your company accounts.', '无法选定默认员工账号：请从您的公司账号中选择一个。'),
      );
    return ok(await sessions.switchTo(request.auth!, chosen.id));
  });

  app.post(ENDPOINTS.logout, { config: { auth: 'session' } }, async (request) => {
    await revokeSession(db, request.auth!.sessionId);
    await app.liveHub.end({ sessionIds: [request.auth!.sessionId] }, 'ended');
    return ok(null);
  });
}
