import type { BindOffer } from '../../../src/contract/auth';
import type { Db } from '../../db/types';
import type { Outcome } from '../../http/outcome';
import type { LiveHub } from '../../live/hub';
import { getUser } from '../../platform/auth/accountRepository';
import { no, noSuch } from '../../platform/refusal';
import { decideOffer, offersToUser } from './bindOffers';

/**
 * The user's side of a binding offer (issue 11): the offers made to them, and accepting or declining
 * one. Staff owns binding offers as it owns the employees they bind (issue 46): the company's side
 * (offerBinding) and the user's side write the same rows.
 */
export function bindOfferService(db: Db, hub: LiveHub) {
  return {
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
