import type { Queryable } from '../../db/types';
import { seesSql, type Viewer } from './scope';

/** The CRM customers' SQL (crm_customers, crm_contacts): what the use cases read and write. */

export interface HeldCustomer {
  id: number;
  name: string;
  name_key: string;
  uscc: string | null;
  in_pool: boolean;
  owner_employee_id: string | null;
  owner_name: string | null;
  pool_id: string;
  deal_status: 'NONE' | 'DEALT';
  linked_company_id: string | null;
  version: number;
  deleted_at: Date | null;
}

const HELD = `c.id::int, c.name, c.name_key, c.uscc, c.in_pool, c.owner_employee_id::text, e.name as owner_name, c.pool_id::text,
              c.deal_status, c.linked_company_id::text, c.version, c.deleted_at`;

/** The customers among `ids` the viewer sees (not deleted), locked for the move when `lock`. */
export function customersSeen(q: Queryable, v: Viewer, ids: readonly number[], lock = false): Promise<HeldCustomer[]> {
  return q.query<HeldCustomer>(
    `select ${HELD} from crm_customers c left join employee_directory e on e.id = c.owner_employee_id
      where c.id = any($4::bigint[]) and c.deleted_at is null and ${seesSql('c', '$1', '$2', '$3')}
      order by c.id ${lock ? 'for update of c' : ''}`,
    [v.companyId, v.id, v.manager, ids],
  );
}

/** A deleted customer of the company (the recycle bin's). */
export async function deletedCustomer(q: Queryable, companyId: string, id: number): Promise<HeldCustomer | undefined> {
  const [c] = await q.query<HeldCustomer>(
    `select ${HELD} from crm_customers c left join employee_directory e on e.id = c.owner_employee_id
      where c.id = $2 and c.owner_company_id = $1 and c.deleted_at is not null for update of c`,
    [companyId, id],
  );
  return c;
}

export interface Match {
  id: number;
  name: string;
  in_pool: boolean;
  owner_employee_id: string | null;
  owner_name: string | null;
  matched: 'NAME' | 'USCC' | 'MOBILE' | 'EMAIL';
}

/** The company's live customers matching any key (R7.1): the name's key, the USCC, a contact's mobile or e-mail. */
export function matchingCustomers(
  q: Queryable,
  companyId: string,
  k: { nameKey?: string; uscc?: string; mobile?: string; email?: string },
  exceptId: number | null,
): Promise<Match[]> {
  return q.query<Match>(
    `select c.id::int, c.name, c.in_pool, c.owner_employee_id::text, e.name as owner_name,
            case when c.name_key = $2 then 'NAME' when c.uscc = $3 then 'USCC'
                 when exists (select 1 from crm_contacts t where t.customer_id = c.id and t.deleted_at is null and t.mobile_key = $4) then 'MOBILE'
                 else 'EMAIL' end as matched
       from crm_customers c left join employee_directory e on e.id = c.owner_employee_id
      where c.owner_company_id = $1 and c.deleted_at is null and ($5::bigint is null or c.id <> $5::bigint)
        and (c.name_key = $2 or c.uscc = $3
             or exists (select 1 from crm_contacts t where t.customer_id = c.id and t.deleted_at is null
                          and ((t.mobile_key <> '' and t.mobile_key = $4) or (t.email_key <> '' and t.email_key = $6))))
      order by c.id limit 10`,
    [companyId, k.nameKey || null, k.uscc || null, k.mobile || null, exceptId, k.email || null],
  );
}

export interface CustomerFields {
  name: string;
  nameKey: string;
  shortName: string;
  nameEn: string;
  uscc: string | null;
  kind: string;
  source: string;
  industry: string | null;
  level: string | null;
  region: string;
  address: string;
  estTeu: number | null;
}

const FIELD_PARAMS = (f: CustomerFields) => [
  f.name,
  f.nameKey,
  f.shortName,
  f.nameEn,
  f.uscc,
  f.kind,
  f.source,
  f.industry,
  f.level,
  f.region,
  f.address,
  f.estTeu,
];

export async function insertCustomer(q: Queryable, companyId: string, poolId: string, owner: string | null, by: string, f: CustomerFields): Promise<number> {
  const [r] = await q.query<{ id: number }>(
    `insert into crm_customers (name, name_key, short_name, name_en, uscc, kind, source_code, industry_code, level_code, region, address, est_teu_per_month,
                                owner_company_id, pool_id, in_pool, owner_employee_id, claimed_at, created_by)
     values ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $11, $12, $13, $14, $15::bigint is null, $15, case when $15::bigint is null then null else now() end, $16)
     returning id::int`,
    [...FIELD_PARAMS(f), companyId, poolId, owner, by],
  );
  return r!.id;
}

export async function updateCustomer(q: Queryable, id: number, f: CustomerFields): Promise<number> {
  const [r] = await q.query<{ version: number }>(
    `update crm_customers set name = $1, name_key = $2, short_name = $3, name_en = $4, uscc = $5, kind = $6, source_code = $7, industry_code = $8,
            level_code = $9, region = $10, address = $11, est_teu_per_month = $12, version = version + 1
      where id = $13 returning version`,
    [...FIELD_PARAMS(f), id],
  );
  return r!.version;
}

/** A move of ownership: into a private sea (owner) or back to the pool (owner null, with the reason). */
export async function setOwner(q: Queryable, ids: readonly number[], owner: string | null, reason: string | null, at: Date): Promise<void> {
  await q.query(
    `update crm_customers set owner_employee_id = $2, in_pool = $2::bigint is null, claimed_at = case when $2::bigint is null then null else $4::timestamptz end,
            pool_reason = $3, recycle_warned_at = null, version = version + 1
      where id = any($1::bigint[])`,
    [ids, owner, reason, at],
  );
}

export async function markDeleted(q: Queryable, ids: readonly number[], by: string | null): Promise<void> {
  await q.query(
    `update crm_customers set deleted_at = case when $2::bigint is null then null else now() end, deleted_by = $2, version = version + 1 where id = any($1::bigint[])`,
    [ids, by],
  );
}

export async function purgeCustomer(q: Queryable, id: number): Promise<void> {
  await q.query(`delete from crm_customers where id = $1`, [id]);
}

export async function linkCompany(q: Queryable, id: number, companyId: string): Promise<number> {
  const [r] = await q.query<{ version: number }>(
    `update crm_customers set linked_company_id = $2, uscc = null, version = version + 1 where id = $1 returning version`,
    [id, companyId],
  );
  return r!.version;
}

export async function customerLinkedTo(q: Queryable, ownerCompanyId: string, companyId: string): Promise<{ id: number; name: string } | undefined> {
  const [r] = await q.query<{ id: number; name: string }>(`select id::int, name from crm_customers where owner_company_id = $1 and linked_company_id = $2`, [
    ownerCompanyId,
    companyId,
  ]);
  return r;
}

/** The customer is the company's (deleted or not). */
export async function customerOfCompany(q: Queryable, id: number, companyId: string): Promise<boolean> {
  const [r] = await q.query(`select 1 from crm_customers where id = $1 and owner_company_id = $2`, [id, companyId]);
  return !!r;
}
