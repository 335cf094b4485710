import type { CallAnswer, CallInput } from '../../../src/contract/call';
import type { sessionCalls } from '../../../src/contract/session/calls';
import type { Db } from '../../db/types';
import type { Outcome } from '../../http/outcome';
import type { LiveHub } from '../../live/hub';
import { boundEmployees, revokeOtherSessions, setUserPassword } from '../../platform/auth/accountRepository';
import type { AuthContext } from '../../platform/auth/authHook';
import { openSession, revokeSession, type SessionPolicy } from '../../platform/auth/sessionRepository';
import { missing } from '../../platform/refusal';
import { isEmailAccount, registerByMail } from './registration';
import { registerBySms } from './registrationSms';

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
     * An e-mail address is confirmed by e-mail (registration.ts), a mobile number by a texted code
     * (registrationSms.ts): each answered alike whether or not it has an account.
     */
    async register(b: CallInput<typeof sessionCalls.register>): Promise<Outcome<CallAnswer<typeof sessionCalls.register>>> {
      return isEmailAccount(b.Account) ? registerByMail(db, b) : registerBySms(db, b);
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
