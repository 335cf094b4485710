import type { CallInput } from '../../../src/contract/call';
import { fieldSays } from '../../../src/contract/envelope';
import type { sessionCalls } from '../../../src/contract/session/calls';
import type { Db } from '../../db/types';
import type { Outcome } from '../../http/outcome';
import type { LiveHub } from '../../live/hub';
import { boundEmployees, insertUser, revokeOtherSessions, setUserPassword } from '../../platform/auth/accountRepository';
import { hashPassword } from '../../platform/auth/password';
import type { AuthContext } from '../../platform/auth/authHook';
import { openSession, revokeSession, type SessionPolicy } from '../../platform/auth/sessionRepository';
import { asWritten, missing, no } from '../../platform/refusal';
import { isEmailAccount, registerByMail } from './registration';

/**
 * A signed-in person's own account: moving the session onto one of their company accounts, a new
 * password (the offers to bind them are staff's: server/modules/staff/bindOfferService.ts). The transactions and the live frames they end sessions with.
 */
export function sessionService(db: Db, policy: SessionPolicy, hub: LiveHub) {
  /** This session becomes the employee's: a new session (older sign-ins as it are replaced), this one ended as renewed. */
  async function switchTo(auth: AuthContext, employeeId: string): Promise<string> {
    const { userId, sessionId, mode } = auth;
    const opened = await db.transaction(async (tx) => {
      const o = await openSession(tx, { userId, employeeId, mode }, policy);
      await revokeSession(tx, sessionId);
      return o;
    });
    await hub.end({ sessionIds: opened.replaced }, 'replaced');
    await hub.end({ sessionIds: [sessionId] }, 'renewed'); // this browser goes on with the new token
    return opened.token;
  }

  return {
    /**
     * An e-mail address is confirmed by e-mail (registration.ts), answered alike whether or not it has an account. A mobile
     * number (no SMS channel yet) is a new user at once; one registered already is refused beside its field.
     */
    async register(b: CallInput<typeof sessionCalls.register>): Promise<Outcome<{ CheckMailbox: boolean; Id?: number }>> {
      if (isEmailAccount(b.Account)) return registerByMail(db, b);
      const id = await insertUser(db, b.Account, b.Name.trim(), await hashPassword(b.Password));
      // 400 with a Code, never 409: the browser reads any 409 as "your session was replaced" (spec §8)
      if (!id)
        return asWritten(
          no('ACCOUNT_EXISTS', 'This account is already registered: sign in instead.', '该账号已注册，请直接登录。', [
            fieldSays('/Account', { en: 'is already registered', zh: '已注册' }),
          ]),
        );
      return { ok: true, value: { CheckMailbox: false, Id: Number(id) } };
    },

    /** One of the user's own bound employees; someone else's is "not found". The new session's token. */
    async chooseEmployee(auth: AuthContext, employeeId: number): Promise<Outcome<string>> {
      const target = (await boundEmployees(db, auth.userId!)).find((e) => Number(e.id) === employeeId);
      if (!target) return missing('No such company account among yours.', '没有这个公司账号：它不在您的账号中。');
      return { ok: true, value: await switchTo(auth, target.id) };
    },

    /** The employee a sign-in goes on as by default, when one can be chosen. */
    switchTo,

    /** The new password, and every other session of the user ended: they sign in again. */
    async setPassword(auth: AuthContext, passwordHash: string): Promise<void> {
      const ended = await db.transaction(async (tx) => {
        await setUserPassword(tx, auth.userId!, passwordHash);
        return revokeOtherSessions(tx, auth.userId!, auth.sessionId);
      });
      await hub.end({ sessionIds: ended }, 'ended');
    },
  };
}
