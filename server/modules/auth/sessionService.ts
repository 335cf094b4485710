import type { BindOffer } from '../../../src/contract/auth';
import type { CallInput } from '../../../src/contract/call';
import { fieldSays } from '../../../src/contract/envelope';
import type { sessionCalls } from '../../../src/contract/session/calls';
import type { Db } from '../../db/types';
import type { Outcome } from '../../http/outcome';
import type { LiveHub } from '../../live/hub';
import { boundEmployees, getUser, insertUser, revokeOtherSessions, setUserPassword } from '../../platform/auth/accountRepository';
import { hashPassword } from '../../platform/auth/password';
import type { AuthContext } from '../../platform/auth/authHook';
import { openSession, revokeSession, type SessionPolicy } from '../../platform/auth/sessionRepository';
import { asWritten, missing, no, noSuch } from '../../platform/refusal';
import { decideOffer, offersToUser } from './bindOffers';

/**
 * A signed-in person's own account: moving the session onto one of their company accounts, a new
 * password, the offers to bind them. The transactions and the live frames they end sessions with.
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
    /** A new user; an account registered already is refused beside its field. */
    async register(b: CallInput<typeof sessionCalls.register>): Promise<Outcome<{ Id: number }>> {
      const id = await insertUser(db, b.Account, b.Name.trim(), await hashPassword(b.Password));
      // 400 with a Code, never 409: the browser reads any 409 as "your session was replaced" (spec §8)
      if (!id)
        return asWritten(
          no('ACCOUNT_EXISTS', 'This account is already registered: sign in instead.', '该账号已注册，请直接登录。', [
            fieldSays('/Account', { en: 'is already registered', zh: '已注册' }),
          ]),
        );
      return { ok: true, value: { Id: Number(id) } };
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

    async offers(userId: string): Promise<BindOffer[]> {
      return (await offersToUser(db, userId)).map((r) => ({
        Id: Number(r.id),
        EmployeeName: r.employee_name,
        IsAdmin: r.is_admin,
        CompanyName: r.company_name,
        CompanyNameEn: r.company_name_en,
        OfferedBy: r.offered_by,
        CreatedAt: new Date(r.created_at).toISOString(),
      }));
    },

    /** Accepts or declines an offer made to the user; accepting ends every session that acted as the employee. */
    async decideOffer(userId: string, offerId: number, accept: boolean): Promise<Outcome<null>> {
      const user = (await getUser(db, userId))!;
      const decided = await db.transaction((tx) => decideOffer(tx, user, offerId, accept));
      // someone else's offer, or one decided or withdrawn already, is "not found" for this user
      if (!decided.done && decided.why === 'absent') return noSuch('open offer for you');
      if (!decided.done && decided.why === 'lapsed')
        return no(
          'OFFER_LAPSED',
          'This offer no longer stands: the employee now holds rights its maker may not hand out. Ask the company admin for a new one.',
          '此绑定邀请已失效：该员工现有的权限超出了邀请人可授予的范围。请向公司管理员索取新的邀请。',
        );
      if (!decided.done)
        return no(
          'ALREADY_BOUND',
          'You already hold an account of this company: ask its admin to use that one.',
          '您已有该公司的账号：请让其管理员使用那个账号。',
        );
      // the sessions that acted as the employee (its previous user's) close everywhere
      if (decided.employeeId) await hub.forget({ employeeIds: [decided.employeeId] }); // bound to another user now
      await hub.end({ sessionIds: decided.ended }, 'ended');
      return { ok: true, value: null, message: accept ? 'The company account is yours now.' : 'The offer was declined.' };
    },
  };
}
