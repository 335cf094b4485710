import type { Queryable } from '../../db/types';

/** A customer's contacts (crm_contacts). */

export interface NewContact {
  Name: string;
  Title?: string;
  Mobile: string;
  Email: string;
  WeChat?: string;
  mobileKey: string;
  emailKey: string;
  IsPrimary?: boolean;
}

export async function insertContact(q: Queryable, customerId: number, c: NewContact): Promise<number> {
  const [r] = await q.query<{ id: number }>(
    `insert into crm_contacts (customer_id, name, title, mobile, mobile_key, email, email_key, wechat, is_primary)
     values ($1, $2, $3, $4, $5, $6, $7, $8, $9) returning id::int`,
    [customerId, c.Name, c.Title ?? '', c.Mobile, c.mobileKey, c.Email, c.emailKey, c.WeChat ?? '', c.IsPrimary ?? false],
  );
  return r!.id;
}

export async function updateContact(q: Queryable, id: number, c: NewContact): Promise<void> {
  await q.query(
    `update crm_contacts set name = $2, title = $3, mobile = $4, mobile_key = $5, email = $6, email_key = $7, wechat = $8, is_primary = $9 where id = $1`,
    [id, c.Name, c.Title ?? '', c.Mobile, c.mobileKey, c.Email, c.emailKey, c.WeChat ?? '', c.IsPrimary ?? false],
  );
}

export async function contactById(q: Queryable, id: number, deleted = false) {
  const [r] = await q.query<{ id: number; customer_id: number; name: string; deleted_at: Date | null; mobile_key: string; email_key: string }>(
    `select id::int, customer_id::int, name, deleted_at, mobile_key, email_key from crm_contacts where id = $1 and (deleted_at is not null) = $2`,
    [id, deleted],
  );
  return r;
}

export async function setContactDeleted(q: Queryable, id: number, by: string | null): Promise<void> {
  await q.query(`update crm_contacts set deleted_at = case when $2::bigint is null then null else now() end, deleted_by = $2 where id = $1`, [id, by]);
}

export async function purgeContact(q: Queryable, id: number): Promise<void> {
  await q.query(`delete from crm_contacts where id = $1`, [id]);
}

export function contactsOf(q: Queryable, customerId: number) {
  return q.query<{
    Id: number;
    Name: string;
    Title: string;
    Mobile: string;
    Email: string;
    WeChat: string;
    IsPrimary: boolean;
    Consent: boolean;
    ConsentAt: Date | null;
    ConsentSource: string | null;
  }>(
    `select id::int as "Id", name as "Name", title as "Title", mobile as "Mobile", email as "Email", wechat as "WeChat", is_primary as "IsPrimary",
            email_consent as "Consent", email_consent_at as "ConsentAt", email_consent_source as "ConsentSource"
       from crm_contacts where customer_id = $1 and deleted_at is null order by is_primary desc, id`,
    [customerId],
  );
}

/** Another live contact of the company's live customers with this mobile or e-mail (R7.1 for contacts). */
export async function contactMatch(q: Queryable, companyId: string, mobileKey: string, emailKey: string, exceptId: number | null) {
  const [r] = await q.query<{ customer_id: number }>(
    `select t.customer_id::int from crm_contacts t join crm_customers c on c.id = t.customer_id
      where c.owner_company_id = $1 and c.deleted_at is null and t.deleted_at is null and ($4::bigint is null or t.id <> $4::bigint)
        and ((t.mobile_key <> '' and t.mobile_key = $2) or (t.email_key <> '' and t.email_key = $3)) limit 1`,
    [companyId, mobileKey, emailKey, exceptId],
  );
  return r;
}

/** A contact's e-mail consent given (with its source) or withdrawn, stamped now. */
export async function setContactConsent(q: Queryable, id: number, consent: boolean, source: string | null): Promise<void> {
  await q.query(`update crm_contacts set email_consent = $2, email_consent_source = $3, email_consent_at = now() where id = $1`, [id, consent, source]);
}

/** One primary contact a customer: the others stop being it. */
export async function keepOnePrimary(q: Queryable, customerId: number, primaryId: number): Promise<void> {
  await q.query(`update crm_contacts set is_primary = false where customer_id = $1 and id <> $2 and is_primary`, [customerId, primaryId]);
}
