import type { Queryable } from '../../db/types';
import { recordChange, recordUserChange } from '../../platform/audit/record';
import { loadActor, type Actor } from '../../platform/access/grants';
import { credentialRefusal } from '../../platform/auth/credentials';
import { revokeEmployeeSessions } from '../../platform/auth/accountRepository';
import {
  bindEmployee,
  insertOffer,
  lockOpenOffer,
  pendingOfferOf,
  setOfferStatus,
  userBoundElsewhere,
  userIdByAccount,
  withdrawPendingOffers,
} from './bindOffersRepository';

export { type OfferRow, offersToUser } from './bindOffersRepository';

/**
 * Binding a user to an employee is never a direct write (issue 11, security 1): the company offers
 * it, the user accepts or declines. A newer offer for the same employee withdraws the older one.
 */
export async function offerBinding(
  tx: Queryable,
  actor: Actor,
  employee: { id: string | number; name: string; companyId: string | number },
  account: string,
): Promise<void> {
  const userId = await userIdByAccount(tx, account);
  if (!userId) throw new Error(`offerBinding: no user ${account}`); // callers check first
  await withdrawPendingOffers(tx, employee.id);
  await insertOffer(tx, { employeeId: employee.id, userId, companyId: employee.companyId, offeredBy: actor.id });
  await recordChange(tx, actor, {
    entity: 'employee',
    entityId: employee.id,
    action: 'bind offered',
    companyId: employee.companyId,
    detail: { employee: employee.name, userAccount: account },
  });
}

/** The user an employee's open offer waits for, if any. */
export async function pendingBindOf(db: Queryable, employeeId: string | number): Promise<{ Account: string; CreatedAt: string } | null> {
  const row = await pendingOfferOf(db, employeeId);
  return row ? { Account: row.account, CreatedAt: new Date(row.created_at).toISOString() } : null;
}

export type Decision =
  | { done: false; why: 'absent' | 'alreadyBound' | 'lapsed' }
  /** the sessions that ended; the employee now bound to the user (accepted), whose cached entry goes */
  | { done: true; ended: string[]; employeeId?: string };

/**
 * The user decides an offer made to them. Accepting binds the employee to them and ends every
 * session that acted as that employee (the previous user's among them): a re-bound account is no
 * longer anyone else's.
 */
export async function decideOffer(tx: Queryable, user: { id: string; account: string }, offerId: number, accept: boolean): Promise<Decision> {
  const offer = await lockOpenOffer(tx, offerId, user.id);
  if (!offer) return { done: false, why: 'absent' };
  if (accept) {
    if (await userBoundElsewhere(tx, user.id, offer.company_id, offer.employee_id)) return { done: false, why: 'alreadyBound' };
    // the offer stands only while its maker may still bind this employee: one made for a clerk's
    // own user, before the employee was given rights the clerk lacks, would hand those rights over
    // (the platform seating a new company's admin is not such a case: its maker is of another company)
    const maker = await loadActor(tx, offer.offered_by);
    const sameCompany = maker && String(maker.companyId) === String(offer.company_id);
    if (!maker || (sameCompany && (maker.status !== 'active' || (await credentialRefusal(tx, maker, offer.employee_id))))) {
      await setOfferStatus(tx, offerId, 'withdrawn');
      return { done: false, why: 'lapsed' };
    }
  }
  await setOfferStatus(tx, offerId, accept ? 'accepted' : 'declined');
  let ended: string[] = [];
  if (accept) {
    await bindEmployee(tx, offer.employee_id, user.id);
    ended = await revokeEmployeeSessions(tx, offer.employee_id);
  }
  await recordUserChange(tx, user, {
    entity: 'employee',
    entityId: offer.employee_id,
    companyId: offer.company_id,
    action: accept ? 'bind accepted' : 'bind declined',
    detail: accept
      ? { employee: offer.employee_name, before: { userAccount: offer.previous }, after: { userAccount: user.account } }
      : { employee: offer.employee_name, userAccount: user.account },
  });
  return { done: true, ended, ...(accept ? { employeeId: String(offer.employee_id) } : {}) };
}
