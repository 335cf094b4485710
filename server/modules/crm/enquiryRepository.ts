import type { Queryable } from '../../db/types';

/** The SQL of an enquiry's lead (crm_leads): an open lead or a live customer's contact with the same mobile or e-mail. */

// a stored phone's key in SQL, as `phoneKey` makes it (digits only, a leading 86 / 0086 of a Chinese mobile dropped)
const PHONE_KEY = `(case when regexp_replace(l.phone, '\\D', '', 'g') ~ '^(86|0086)1[3-9][0-9]{9}$'
                         then right(regexp_replace(l.phone, '\\D', '', 'g'), 11) else regexp_replace(l.phone, '\\D', '', 'g') end)`;

export async function openLeadMatch(q: Queryable, companyId: string, mobileKey: string, emailKey: string) {
  const [r] = await q.query<{ id: number }>(
    `select l.id::int from crm_leads l
      where l.owner_company_id = $1 and l.deleted_at is null and l.stage in ('NEW', 'FOLLOWING', 'QUALIFIED')
        and (($2 <> '' and ${PHONE_KEY} = $2) or ($3 <> '' and lower(trim(l.email)) = $3))
      order by l.id limit 1 for update`,
    [companyId, mobileKey, emailKey],
  );
  return r;
}

export async function appendLeadNote(q: Queryable, id: number, note: string) {
  await q.query(`update crm_leads set remarks = case when remarks = '' then $2 else remarks || E'\\n\\n' || $2 end, version = version + 1 where id = $1`, [
    id,
    note,
  ]);
}

export interface EnquiryLeadRow {
  companyName: string;
  nameKey: string;
  contactName: string;
  phone: string;
  email: string;
  source: string;
  remarks: string;
  /** the salesperson it is for; null: unowned */
  ownerEmployeeId: string | null;
}

/** A new lead: unowned (every salesperson of the company sees it) or one salesperson's. */
export async function insertEnquiryLead(q: Queryable, companyId: string, f: EnquiryLeadRow): Promise<number> {
  const [r] = await q.query<{ id: number }>(
    `insert into crm_leads (owner_company_id, company_name, name_key, contact_name, phone, email, source_code, remarks, owner_employee_id)
     values ($1, $2, $3, $4, $5, $6, $7, $8, $9) returning id::int`,
    [companyId, f.companyName, f.nameKey, f.contactName, f.phone, f.email, f.source, f.remarks, f.ownerEmployeeId],
  );
  return r!.id;
}
