import type { NoticeWire, PublishedNotice } from '../../../src/contract/rates/noticeCalls';
import type { Queryable } from '../../db/types';
import { activeCompanyIdsOfKinds } from '../companies/public';
import { postMessages } from '../messages/public';

/**
 * The rate notices' SQL (commercial.md §2.1 RateNotice; R2.10): one row per notice under its
 * Revision, its circular's PDF kept with it, and the messages publishing writes to its audience.
 */

const COLUMNS = `n.id::int as "Id", n.revision as "Revision", n.title as "Title", n.body as "Body", n.carrier_code as "CarrierCode",
  n.trade_lane_codes as "TradeLaneCodes", n.fee_code as "FeeCode", n.effective_date::text as "EffectiveDate", n.audience as "Audience",
  n.status as "Status", n.attachment_name as "AttachmentName", coalesce(e.name, '') as "CreatedByName", n.published_at as "PublishedAt",
  n.updated_at as "UpdatedAt"`;
const FROM = 'from rate_notices n left join employee_directory e on e.id = n.created_by';

export type NoticeRow = Omit<NoticeWire, 'PublishedAt' | 'UpdatedAt'> & { PublishedAt: unknown; UpdatedAt: unknown };
export const iso = (v: unknown) => (v ? new Date(v as string).toISOString() : null);
export const presentNotice = (n: NoticeRow): NoticeWire => ({ ...n, PublishedAt: iso(n.PublishedAt), UpdatedAt: iso(n.UpdatedAt)! });

/** The list's base query (the owner's notices), as the pages read it. */
export const noticeListSql = `select ${COLUMNS} ${FROM} where n.owner_company_id = $1`;

/** One of the company's notices (locked for a change when asked). */
export async function readNotice(q: Queryable, id: number, companyId: string, lock = false): Promise<NoticeWire | undefined> {
  const [n] = await q.query<NoticeRow>(`select ${COLUMNS} ${FROM} where n.id = $1 and n.owner_company_id = $2 ${lock ? 'for update of n' : ''}`, [
    id,
    companyId,
  ]);
  return n && presentNotice(n);
}

/** What a notice's form writes: title, body, carrier, trade lanes, fee, effective date and audience, as normalised. */
export interface NoticeValues {
  title: string;
  body: string;
  carrier: string | null;
  tradeLanes: string[];
  fee: string | null;
  effectiveDate: string;
  audience: string;
}
const valuesOf = (v: NoticeValues) => [v.title, v.body, v.carrier, v.tradeLanes, v.fee, v.effectiveDate, v.audience];

export async function insertNotice(q: Queryable, owner: string, createdBy: string, v: NoticeValues): Promise<{ id: number; revision: number }> {
  const [made] = await q.query<{ id: number; revision: number }>(
    `insert into rate_notices (owner_company_id, created_by, title, body, carrier_code, trade_lane_codes, fee_code, effective_date, audience)
     values ($1, $2, $3, $4, $5, $6, $7, $8, $9) returning id::int, revision`,
    [owner, createdBy, ...valuesOf(v)],
  );
  return made!;
}

/** Rewrites a draft; its new revision. */
export async function updateNotice(q: Queryable, id: number, v: NoticeValues): Promise<number> {
  const [saved] = await q.query<{ revision: number }>(
    `update rate_notices set title = $2, body = $3, carrier_code = $4, trade_lane_codes = $5, fee_code = $6, effective_date = $7, audience = $8,
            revision = revision + 1, updated_at = now() where id = $1 returning revision`,
    [id, ...valuesOf(v)],
  );
  return saved!.revision;
}

export async function markPublished(q: Queryable, id: number, publishedBy: string): Promise<void> {
  await q.query(
    `update rate_notices set status = 'PUBLISHED', published_by = $2, published_at = now(), revision = revision + 1, updated_at = now() where id = $1`,
    [id, publishedBy],
  );
}

export async function markWithdrawn(q: Queryable, id: number): Promise<void> {
  await q.query(`update rate_notices set status = 'WITHDRAWN', withdrawn_at = now(), revision = revision + 1, updated_at = now() where id = $1`, [id]);
}

/** Keeps the circular's PDF with the notice; the notice's new revision. */
export async function attachCircular(q: Queryable, id: number, pdf: Buffer, name: string): Promise<number> {
  const [saved] = await q.query<{ revision: number }>(
    'update rate_notices set attachment = $2, attachment_name = $3, revision = revision + 1, updated_at = now() where id = $1 returning revision',
    [id, pdf, name],
  );
  return saved!.revision;
}

/** A notice's circular as its reader may have it: the desk its own notices'; anyone else only a published notice meant for customers, to a customer. */
export async function readCircular(q: Queryable, id: number, companyId: string, companyKind: string) {
  const [n] = await q.query<{ attachment: Uint8Array | null; attachment_name: string | null }>(
    `select attachment, attachment_name from rate_notices
      where id = $1 and (owner_company_id = $2 or (status = 'PUBLISHED' and audience in ('CUSTOMERS', 'ALL') and $3 = 'customer'))`,
    [id, companyId, companyKind],
  );
  return n;
}

/** The latest 20 published notices meant for customers: any desk's to a customer, the company's own to its desk. */
export function publishedNotices(q: Queryable, companyKind: string, companyId: string) {
  return q.query<PublishedNotice & { PublishedAt: unknown }>(
    `select n.id::int as "Id", n.title as "Title", n.body as "Body", n.carrier_code as "CarrierCode", n.trade_lane_codes as "TradeLaneCodes",
            n.fee_code as "FeeCode", n.effective_date::text as "EffectiveDate", n.attachment_name as "AttachmentName", n.published_at as "PublishedAt"
       from rate_notices n
      where n.status = 'PUBLISHED' and n.audience in ('CUSTOMERS', 'ALL') and ($1 = 'customer' or n.owner_company_id = $2)
      order by n.effective_date desc, n.id desc limit 20`,
    [companyKind, companyId],
  );
}

/**
 * One message to every company of the audience (the owner's own unless only customers, every
 * active customer company unless internal), sent through the messages module in one statement however many: the message rows written.
 */
export async function insertAudienceMessages(
  q: Queryable,
  m: { zh: string; en: string; description: string; ownerId: string; audience: string; ownerLink: string; customerLink: string; kinds: string[] },
): Promise<{ id: string; company: string }[]> {
  const customers = await activeCompanyIdsOfKinds(q, m.kinds);
  const owner = String(m.ownerId);
  const companies = [...new Set([...(m.audience !== 'CUSTOMERS' ? [owner] : []), ...customers])];
  const told = await postMessages(
    q,
    companies.map((companyId) => ({
      title: m.zh,
      titleEn: m.en,
      description: m.description,
      link: companyId === owner ? m.ownerLink : m.customerLink,
      to: { companyId },
    })),
  );
  return told.map((t) => ({ id: t.id, company: t.companyId as string }));
}
