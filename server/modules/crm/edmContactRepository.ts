import { emailKey } from '../../../src/domain/crm/names';
import type { Queryable } from '../../db/types';

/**
 * The CRM's contacts as the e-mail campaigns read them (commercial.md §8, R8.1): each with its
 * address, its consent and its customer's platform company (whose level prices its rates). The
 * campaigns name contacts by id and filter them by their customer's level, tags, lanes of interest,
 * source, holder and deal status; they never write the CRM's tables except through here.
 */
export interface EdmContact {
  id: string;
  name: string;
  email: string;
  customerName: string;
  consent: boolean;
  unsubscribed: boolean;
  /** The platform company the customer became (its level prices the rates), or null (a prospect). */
  linkedCompanyId: string | null;
  ownerEmployeeId: string | null;
}

export interface EdmContactFilter {
  Levels?: string[];
  Tags?: string[];
  Lanes?: string[];
  Sources?: string[];
  OwnerIds?: number[];
  DealStatus?: string;
}

export type EdmContactPick = { ids: readonly (string | number)[] } | { filter: EdmContactFilter } | { search: string };

const COLUMNS = `c.id::text, c.name, c.email, coalesce(d.name_zh, k.name) as "customerName", c.email_consent as consent, c.unsubscribed,
  k.linked_company_id::text as "linkedCompanyId", k.owner_employee_id::text as "ownerEmployeeId"`;

/** A company's live contacts with an address, picked by ids, a segment's filter or a search (at most 10,000 a pick; 50 for a search). */
export async function edmContacts(q: Queryable, ownerCompanyId: string, pick: EdmContactPick): Promise<EdmContact[]> {
  const args: unknown[] = [ownerCompanyId];
  const where: string[] = [];
  const arg = (v: unknown) => {
    args.push(v);
    return `$${args.length}`;
  };
  if ('ids' in pick) where.push(`c.id = any(${arg(pick.ids.map(String))}::bigint[])`);
  else if ('search' in pick) {
    if (pick.search.trim()) where.push(`(c.name ilike ${arg(`%${pick.search.trim()}%`)} or c.email ilike $${args.length} or k.name ilike $${args.length})`);
  } else {
    const f = pick.filter;
    if (f.Levels?.length) where.push(`k.level_code = any(${arg(f.Levels)}::text[])`);
    if (f.Tags?.length) where.push(`k.tags && ${arg(f.Tags)}::text[]`);
    if (f.Lanes?.length) where.push(`exists (select 1 from unnest(${arg(f.Lanes)}::text[]) l where k.main_lanes::text ilike '%' || l || '%')`);
    if (f.Sources?.length) where.push(`k.source_code = any(${arg(f.Sources)}::text[])`);
    if (f.OwnerIds?.length) where.push(`k.owner_employee_id = any(${arg(f.OwnerIds.map(String))}::bigint[])`);
    if (f.DealStatus) where.push(`k.deal_status = ${arg(f.DealStatus)}`);
  }
  return q.query<EdmContact>(
    `select ${COLUMNS}
       from crm_contacts c join crm_customers k on k.id = c.customer_id
       left join company_directory d on d.id = k.linked_company_id
      where k.owner_company_id = $1 and k.deleted_at is null and c.deleted_at is null and c.email_key <> ''
        ${where.map((w) => `and ${w}`).join(' ')}
      order by c.id limit ${'search' in pick ? 50 : 10000}`,
    args,
  );
}

/** R8.3: an unsubscribe through a campaign's link marks every contact of the company at that address at once. */
export async function markEmailUnsubscribed(q: Queryable, ownerCompanyId: string, email: string): Promise<void> {
  await q.query(
    `update crm_contacts c set unsubscribed = true
       from crm_customers k where k.id = c.customer_id and k.owner_company_id = $1 and c.email_key = $2`,
    [ownerCompanyId, emailKey(email)],
  );
}

/** A contact's consent to advertising e-mail (who gave it, when, how: R8.1), as the demo and the tests record it. */
export async function recordEmailConsent(q: Queryable, contactId: string, source: string, at: Date = new Date()): Promise<void> {
  await q.query(`update crm_contacts set email_consent = true, email_consent_at = $2, email_consent_source = $3 where id = $1`, [contactId, at, source]);
}
