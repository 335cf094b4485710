import type { Queryable } from '../../db/types';
import type { Viewer } from './scope';

/** The leads' SQL (crm_leads): a salesperson's own and the unowned ones; a manager's team's. */

const SEES = `l.owner_company_id = $1::bigint and (l.owner_employee_id is null or l.owner_employee_id = $2::bigint or $3::boolean)`;

export function leadListSql(v: Viewer): { sql: string; params: unknown[] } {
  return {
    sql: `select l.id::int as "Id", l.company_name as "CompanyName", l.contact_name as "ContactName", l.phone as "Phone", l.email as "Email",
                 l.source_code as "Source", l.stage as "Stage", coalesce(e.name, '') as "OwnerName", l.discard_reason as "DiscardReason",
                 l.transition_customer_id::int as "CustomerId", l.version as "Version", l.created_at as "CreatedAt"
            from crm_leads l left join employee_directory e on e.id = l.owner_employee_id
           where l.deleted_at is null and ${SEES}`,
    params: [v.companyId, v.id, v.manager],
  };
}

export interface HeldLead {
  id: number;
  company_name: string;
  contact_name: string;
  phone: string;
  email: string;
  source_code: string;
  stage: string;
  version: number;
}

export async function leadSeen(q: Queryable, v: Viewer, id: number): Promise<HeldLead | undefined> {
  const [r] = await q.query<HeldLead>(
    `select l.id::int, l.company_name, l.contact_name, l.phone, l.email, l.source_code, l.stage, l.version
       from crm_leads l where l.id = $4 and l.deleted_at is null and ${SEES} for update`,
    [v.companyId, v.id, v.manager, id],
  );
  return r;
}

export interface LeadFields {
  companyName: string;
  nameKey: string;
  contactName: string;
  phone: string;
  email: string;
  source: string;
  stage: string;
  remarks: string;
}

export async function insertLead(q: Queryable, v: Viewer, f: LeadFields): Promise<number> {
  const [r] = await q.query<{ id: number }>(
    `insert into crm_leads (owner_company_id, owner_employee_id, created_by, company_name, name_key, contact_name, phone, email, source_code, stage, remarks)
     values ($1, $2, $2, $3, $4, $5, $6, $7, $8, $9, $10) returning id::int`,
    [v.companyId, v.id, f.companyName, f.nameKey, f.contactName, f.phone, f.email, f.source, f.stage, f.remarks],
  );
  return r!.id;
}

export async function updateLead(q: Queryable, id: number, f: LeadFields): Promise<number> {
  const [r] = await q.query<{ version: number }>(
    `update crm_leads set company_name = $2, name_key = $3, contact_name = $4, phone = $5, email = $6, source_code = $7, stage = $8, remarks = $9,
            version = version + 1 where id = $1 returning version`,
    [id, f.companyName, f.nameKey, f.contactName, f.phone, f.email, f.source, f.stage, f.remarks],
  );
  return r!.version;
}

export async function closeLead(q: Queryable, id: number, stage: 'CONVERTED' | 'DISCARDED', customerId: number | null, reason: string | null) {
  await q.query(
    `update crm_leads set stage = $2, transition_customer_id = $3, discard_reason = $4, owner_employee_id = case when $2 = 'DISCARDED' then null else owner_employee_id end,
            version = version + 1 where id = $1`,
    [id, stage, customerId, reason],
  );
}

export async function setLeadDeleted(q: Queryable, id: number, by: string | null) {
  await q.query(
    `update crm_leads set deleted_at = case when $2::bigint is null then null else now() end, deleted_by = $2, version = version + 1 where id = $1`,
    [id, by],
  );
}

export async function deletedLead(q: Queryable, companyId: string, id: number) {
  const [r] = await q.query<{ id: number; deleted_at: Date }>(
    `select id::int, deleted_at from crm_leads where id = $1 and owner_company_id = $2 and deleted_at is not null for update`,
    [id, companyId],
  );
  return r;
}

export async function purgeLead(q: Queryable, id: number) {
  await q.query(`delete from crm_leads where id = $1`, [id]);
}
