import type { Queryable } from '../../db/types';

/** The SQL of binding offers (bind_offers): bindOffers.ts holds the rules, this file the statements. */

/** A user's id by account. */
export async function userIdByAccount(db: Queryable, account: string): Promise<string | undefined> {
  const [user] = await db.query<{ id: string }>('select id from user_directory where account = $1', [account]);
  return user?.id;
}

/** Withdraws the employee's pending offers (a newer one replaces them). */
export async function withdrawPendingOffers(tx: Queryable, employeeId: string | number): Promise<void> {
  await tx.query(`update bind_offers set status = 'withdrawn', decided_at = now() where employee_id = $1 and status = 'pending'`, [employeeId]);
}

export async function insertOffer(
  tx: Queryable,
  offer: { employeeId: string | number; userId: string; companyId: string | number; offeredBy: string | number },
): Promise<void> {
  await tx.query('insert into bind_offers (employee_id, user_id, company_id, offered_by) values ($1, $2, $3, $4)', [
    offer.employeeId,
    offer.userId,
    offer.companyId,
    offer.offeredBy,
  ]);
}

/** The account and time of an employee's pending offer, if any. */
export async function pendingOfferOf(db: Queryable, employeeId: string | number): Promise<{ account: string; created_at: Date } | undefined> {
  const [row] = await db.query<{ account: string; created_at: Date }>(
    `select u.account, o.created_at from bind_offers o join user_directory u on u.id = o.user_id where o.employee_id = $1 and o.status = 'pending'`,
    [employeeId],
  );
  return row;
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
     from bind_offers o join employees e on e.id = o.employee_id join company_directory c on c.id = o.company_id join employees b on b.id = o.offered_by
     where o.user_id = $1 and o.status = 'pending' and e.status = 'active' and c.status = 'active'
     order by o.created_at desc`,
    [userId],
  );
}

export interface PendingOffer {
  employee_id: string;
  company_id: string;
  employee_name: string;
  previous: string | null;
  offered_by: string;
}

/** An open offer made to the user, locked for the decision; none if it is not open (or not theirs). */
export async function lockOpenOffer(tx: Queryable, offerId: number, userId: string): Promise<PendingOffer | undefined> {
  const [offer] = await tx.query<PendingOffer>(
    `select o.employee_id, o.company_id, e.name as employee_name, pu.account as previous, o.offered_by
     from bind_offers o join employees e on e.id = o.employee_id join company_directory c on c.id = o.company_id left join user_directory pu on pu.id = e.user_id
     where o.id = $1 and o.user_id = $2 and o.status = 'pending' and e.status = 'active' and c.status = 'active'
     for update of o`,
    [offerId, userId],
  );
  return offer;
}

/** Whether the user is bound to another employee of the company. */
export async function userBoundElsewhere(tx: Queryable, userId: string, companyId: string, employeeId: string): Promise<boolean> {
  const [bound] = await tx.query('select 1 from employees where user_id = $1 and company_id = $2 and id <> $3', [userId, companyId, employeeId]);
  return Boolean(bound);
}

/** Sets an offer's state (withdrawn, accepted, declined) and when it was decided. */
export async function setOfferStatus(tx: Queryable, offerId: number, status: 'withdrawn' | 'accepted' | 'declined'): Promise<void> {
  await tx.query(`update bind_offers set status = $2, decided_at = now() where id = $1`, [offerId, status]);
}

/** Binds the employee to the user. */
export async function bindEmployee(tx: Queryable, employeeId: string, userId: string): Promise<void> {
  await tx.query('update employees set user_id = $2 where id = $1', [employeeId, userId]);
}
