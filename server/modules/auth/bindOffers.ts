import type { Queryable } from '../../db/types';
import { recordChange, recordUserChange } from '../../platform/audit/record';
import { loadActor, type Actor } from '../../platform/access/grants';
import { credentialRefusal } from '../../platform/auth/credentials';
import { revokeEmployeeSessions } from '../../platform/auth/accountRepository';

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
  const [user] = await tx.query<{ id: string }>('select id from users where account = $1', [account]);
  if (!user) throw new Error(`offerBinding: no user ${account}`); // callers check first
  await tx.query(`update bind_offers set status = 'withdrawn', decided_at = now() where employee_id = $1 and status = 'pending'`, [employee.id]);
  await tx.query('insert into bind_offers (employee_id, user_id, company_id, offered_by) values ($1, $2, $3, $4)', [
    employee.id,
    user.id,
    employee.companyId,
    actor.id,
  ]);
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
  const [row] = await db.query<{ account: string; created_at: Date }>(
    `select u.account, o.created_at from bind_offers o join users u on u.id = o.user_id where o.employee_id = $1 and o.status = 'pending'`,
    [employeeId],
  );
  return row ? { Account: row.account, CreatedAt: new Date(row.created_at).toISOString() } : null;
}

export interface OfferRow {
  id: string;
  employee_name: string;
  is_admin: boolean;
  company_name: string;
  company_name_en: string;
  offered_by: string;
  created_at: Date;
}

/** The open offers made to a user, of active employees of active companies. */
export function offersToUser(db: Queryable, userId: string): Promise<OfferRow[]> {
  return db.query<OfferRow>(
    `select o.id, e.name as employee_name, e.is_admin, c.name_zh as company_name, c.name_en as company_name_en, b.name as offered_by, o.created_at
     from bind_offers o join employees e on e.id = o.employee_id join companies c on c.id = o.company_id join employees b on b.id = o.offered_by
     where o.user_id = $1 and o.status = 'pending' and e.status = 'active' and c.status = 'active'
     order by o.created_at desc`,
    [userId],
  );
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
  const [offer] = await tx.query<{ employee_id: string; company_id: string; employee_name: string; previous: string | null; offered_by: string }>(
    `select o.employee_id, o.company_id, e.name as employee_name, pu.account as previous, o.offered_by
     from bind_offers o join employees e on e.id = o.employee_id join companies c on c.id = o.company_id left join users pu on pu.id = e.user_id
     where o.id = $1 and o.user_id = $2 and o.status = 'pending' and e.status = 'active' and c.status = 'active'
     for update of o`,
    [offerId, user.id],
  );
  if (!offer) return { done: false, why: 'absent' };
  if (accept) {
    const [bound] = await tx.query('select 1 from employees where user_id = $1 and company_id = $2 and id <> $3', [
      user.id,
      offer.company_id,
      offer.employee_id,
    ]);
    if (bound) return { done: false, why: 'alreadyBound' };
    // the offer stands only while its maker may still bind this employee: one made for a clerk's
    // own user, before the employee was given rights the clerk lacks, would hand those rights over
    // (the platform seating a new company's admin is not such a case: its maker is of another company)
    const maker = await loadActor(tx, offer.offered_by);
    const sameCompany = maker && String(maker.companyId) === String(offer.company_id);
    if (!maker || (sameCompany && (maker.status !== 'active' || (await credentialRefusal(tx, maker, offer.employee_id))))) {
      await tx.query(`update bind_offers set status = 'withdrawn', decided_at = now() where id = $1`, [offerId]);
      return { done: false, why: 'lapsed' };
    }
  }
  await tx.query(`update bind_offers set status = $2, decided_at = now() where id = $1`, [offerId, accept ? 'accepted' : 'declined']);
  let ended: string[] = [];
  if (accept) {
    // staff owns employees, but staff calls auth (offerBinding): through its public.ts this would be a module cycle
    await tx.query('update employees set user_id = $2 where id = $1', [offer.employee_id, user.id]);
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
