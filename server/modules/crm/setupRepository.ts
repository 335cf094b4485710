import type { DictWire, PoolWire } from '../../../src/contract/crm/calls';
import type { RecycleRule } from '../../../src/domain/crm/recycle';
import type { Queryable } from '../../db/types';

/** Data maintenance's SQL (crm_dicts, crm_pools with their pick and recycle rules, crm_capacities). */

export function dictsOf(q: Queryable, companyId: string) {
  return q.query<DictWire>(
    `select id::int as "Id", kind as "Kind", code as "Code", name_zh as "NameZh", name_en as "NameEn", sort as "Sort", enabled as "Enabled"
       from crm_dicts where owner_company_id = $1 order by kind, sort, code`,
    [companyId],
  );
}

export async function dictKnown(q: Queryable, companyId: string, kind: string, code: string): Promise<boolean> {
  const [r] = await q.query(`select 1 from crm_dicts where owner_company_id = $1 and kind = $2 and code = $3 and enabled`, [companyId, kind, code]);
  return !!r;
}

/** Whether the entry `id` is the company's, of this kind and code. */
export async function dictOfCompany(q: Queryable, companyId: string, id: number, kind: string, code: string): Promise<boolean> {
  const rows = await q.query(`select 1 from crm_dicts where id = $1 and owner_company_id = $2 and kind = $3 and code = $4`, [id, companyId, kind, code]);
  return rows.length > 0;
}

export async function upsertDict(q: Queryable, companyId: string, d: Omit<DictWire, 'Id'>): Promise<number> {
  const [r] = await q.query<{ id: number }>(
    `insert into crm_dicts (owner_company_id, kind, code, name_zh, name_en, sort, enabled) values ($1, $2, $3, $4, $5, $6, $7)
     on conflict (owner_company_id, kind, code) do update set name_zh = excluded.name_zh, name_en = excluded.name_en, sort = excluded.sort, enabled = excluded.enabled
     returning id::int`,
    [companyId, d.Kind, d.Code, d.NameZh, d.NameEn, d.Sort, d.Enabled],
  );
  return r!.id;
}

const POOL = `p.id::int as "Id", p.name as "Name", coalesce(k.limit_per_day, true) as "LimitPerDay", coalesce(k.pick_number, 5) as "PickNumber",
  coalesce(k.limit_pre_owner, true) as "LimitPreOwner", coalesce(k.pre_owner_cooldown_days, 7) as "PreOwnerCooldownDays",
  coalesce(r.enabled, false) as "RecycleEnabled", coalesce(r.no_follow_days, 0) as "NoFollowDays", coalesce(r.no_deal_days, 0) as "NoDealDays",
  coalesce(r.notice_days, 0) as "NoticeDays"`;

/** The company's default pool with its rules, made on first use. */
export async function defaultPool(q: Queryable, companyId: string): Promise<PoolWire> {
  const read = () =>
    q.query<PoolWire>(
      `select ${POOL} from crm_pools p left join crm_pool_pick_rules k on k.pool_id = p.id left join crm_pool_recycle_rules r on r.pool_id = p.id
        where p.owner_company_id = $1 and p.is_default`,
      [companyId],
    );
  const [found] = await read();
  if (found) return found;
  await q.query(
    `with p as (insert into crm_pools (owner_company_id, name, is_default) values ($1, '默认公海', true) on conflict do nothing returning id),
          k as (insert into crm_pool_pick_rules (pool_id) select id from p)
     insert into crm_pool_recycle_rules (pool_id) select id from p`,
    [companyId],
  );
  return (await read())[0]!;
}

export async function savePool(q: Queryable, poolId: number, p: PoolWire): Promise<void> {
  await q.query(`update crm_pools set name = $2 where id = $1`, [poolId, p.Name]);
  await q.query(
    `insert into crm_pool_pick_rules (pool_id, limit_per_day, pick_number, limit_pre_owner, pre_owner_cooldown_days) values ($1, $2, $3, $4, $5)
     on conflict (pool_id) do update set limit_per_day = $2, pick_number = $3, limit_pre_owner = $4, pre_owner_cooldown_days = $5`,
    [poolId, p.LimitPerDay, p.PickNumber, p.LimitPreOwner, p.PreOwnerCooldownDays],
  );
  await q.query(
    `insert into crm_pool_recycle_rules (pool_id, enabled, no_follow_days, no_deal_days, notice_days) values ($1, $2, $3, $4, $5)
     on conflict (pool_id) do update set enabled = $2, no_follow_days = $3, no_deal_days = $4, notice_days = $5`,
    [poolId, p.RecycleEnabled, p.NoFollowDays, p.NoDealDays, p.NoticeDays],
  );
}

/** The pool's pick rule for a customer's pool. */
export async function pickRuleOf(q: Queryable, poolId: string) {
  const [r] = await q.query<{ limit_per_day: boolean; pick_number: number; limit_pre_owner: boolean; pre_owner_cooldown_days: number }>(
    `select limit_per_day, pick_number, limit_pre_owner, pre_owner_cooldown_days from crm_pool_pick_rules where pool_id = $1`,
    [poolId],
  );
  return r;
}

/** An employee's capacity: their own row, else the company's default; undefined: no cap. */
export async function capacityOf(q: Queryable, companyId: string, employeeId: string): Promise<number | undefined> {
  const [r] = await q.query<{ capacity: number }>(
    `select capacity from crm_capacities where owner_company_id = $1 and (employee_id = $2 or employee_id is null) order by employee_id nulls last limit 1`,
    [companyId, employeeId],
  );
  return r?.capacity;
}

export async function heldBy(q: Queryable, employeeId: string): Promise<number> {
  const [r] = await q.query<{ n: number }>(`select count(*)::int as n from crm_customers where owner_employee_id = $1 and deleted_at is null`, [employeeId]);
  return r!.n;
}

export async function upsertCapacity(q: Queryable, companyId: string, employeeId: number | null, capacity: number): Promise<void> {
  await q.query(
    `insert into crm_capacities (owner_company_id, employee_id, capacity) values ($1, $2, $3)
     on conflict (owner_company_id, coalesce(employee_id, 0)) do update set capacity = excluded.capacity`,
    [companyId, employeeId, capacity],
  );
}

/** The company's active employees among `ids` (those who may claim: the salespeople a customer may go to), with what they hold and their cap. */
export function salespeopleOf(q: Queryable, companyId: string, ids: readonly string[]) {
  return q.query<{ Id: number; Name: string; Held: number; Capacity: number | null }>(
    `select e.id::int as "Id", e.name as "Name",
            (select count(*)::int from crm_customers c where c.owner_employee_id = e.id and c.deleted_at is null) as "Held",
            (select x.capacity from crm_capacities x where x.owner_company_id = e.company_id and (x.employee_id = e.id or x.employee_id is null)
              order by x.employee_id nulls last limit 1) as "Capacity"
       from employee_directory e
      where e.company_id = $1 and e.status = 'active' and e.id = any($2::bigint[])
      order by e.name`,
    [companyId, ids],
  );
}

export async function defaultCapacity(q: Queryable, companyId: string): Promise<number | undefined> {
  const [r] = await q.query<{ capacity: number }>(`select capacity from crm_capacities where owner_company_id = $1 and employee_id is null`, [companyId]);
  return r?.capacity;
}

export type { RecycleRule };
