import type { RadarAction, SignalKind } from '../../../src/domain/radar/signals';
import type { Queryable } from '../../db/types';

/** The radar's own SQL: what people did with signals (radar_signal_acts), and names from the directory views. */

export interface SignalAct {
  companyId: string;
  kind: SignalKind;
  day: string;
  action: RadarAction;
  madeId: number | null;
}

export function actsSince(q: Queryable, ownerCompanyId: string, fromDay: string): Promise<SignalAct[]> {
  return q.query<SignalAct>(
    `select customer_company_id::text as "companyId", kind, day::text, action, made_id::int as "madeId"
       from radar_signal_acts where owner_company_id = $1 and day >= $2::date order by acted_at`,
    [ownerCompanyId, fromDay],
  );
}

/** One act on one signal: whose radar, the customer, the signal's kind and day, what was done and by whom. */
export interface ActRecord {
  ownerCompanyId: string;
  companyId: string;
  kind: SignalKind;
  day: string;
  action: RadarAction;
  by: string;
}

/** Records one act; false when the same act on the same signal was already recorded (once per customer, kind and day). */
export async function recordAct(q: Queryable, a: ActRecord & { madeId: number | null }): Promise<boolean> {
  const rows = await q.query(
    `insert into radar_signal_acts (owner_company_id, customer_company_id, kind, day, action, made_id, acted_by)
     values ($1, $2, $3, $4::date, $5, $6, $7) on conflict do nothing returning 1`,
    [a.ownerCompanyId, a.companyId, a.kind, a.day, a.action, a.madeId, a.by],
  );
  return rows.length > 0;
}

const ACT_KEY = 'owner_company_id = $1 and customer_company_id = $2 and kind = $3 and day = $4::date and action = $5';
const actKey = (a: ActRecord) => [a.ownerCompanyId, a.companyId, a.kind, a.day, a.action];

/** What the act made (the plan's or the quote's id), once it is made. */
export async function setMadeId(q: Queryable, a: ActRecord, madeId: number | null): Promise<void> {
  await q.query(`update radar_signal_acts set made_id = $6 where ${ACT_KEY}`, [...actKey(a), madeId]);
}

/** Gives back an act's record whose making was refused (the draft quote: claimed before it was made). */
export async function forgetAct(q: Queryable, a: ActRecord): Promise<void> {
  await q.query(`delete from radar_signal_acts where ${ACT_KEY}`, actKey(a));
}

/** Which salespeople sell to which companies (company_salespeople, through its directory view). */
export function salespeopleOfCompanies(q: Queryable): Promise<{ companyId: string; employeeId: string }[]> {
  return q.query(`select company_id::text as "companyId", employee_id::text as "employeeId" from salesperson_directory order by employee_id`);
}

export async function employeeNames(q: Queryable, ids: readonly string[]): Promise<Map<string, string>> {
  if (!ids.length) return new Map();
  const rows = await q.query<{ id: string; name: string }>(`select id::text, name from employee_directory where id = any($1::bigint[])`, [ids]);
  return new Map(rows.map((r) => [r.id, r.name]));
}

export async function companyNames(q: Queryable, ids: readonly string[]): Promise<Map<string, string>> {
  if (!ids.length) return new Map();
  const rows = await q.query<{ id: string; name: string }>(`select id::text, name_zh as name from company_directory where id = any($1::bigint[])`, [ids]);
  return new Map(rows.map((r) => [r.id, r.name]));
}

/** The company's active staff (the team a manager's sales radar lists). */
export function staffOf(q: Queryable, companyId: string): Promise<{ id: string; name: string }[]> {
  return q.query(`select id::text, name from employee_directory where company_id = $1 and status = 'active' order by id`, [companyId]);
}

/** Whether a company exists and is a customer (an act names one by its id). */
export async function isCustomerCompany(q: Queryable, id: string): Promise<boolean> {
  const [r] = await q.query(`select 1 from company_directory where id = $1 and kind = 'customer'`, [id]);
  return !!r;
}
