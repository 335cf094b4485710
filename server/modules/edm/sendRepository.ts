import type { Queryable } from '../../db/types';
import type { PriceLine } from '../../../src/contract/edm/calls';

/** SQL of the sends, their events and the suppression list (edm_sends, edm_events, edm_suppressions: migration 109). */

export interface NewSend {
  contactId: string;
  email: string;
  domain: string;
  prices: PriceLine[];
}

/** Writes a chunk's sends in one statement, each unless its address has one already (never twice): the id of each address written. */
export async function insertSends(q: Queryable, campaignId: string, sends: readonly NewSend[]): Promise<Map<string, string>> {
  if (!sends.length) return new Map();
  const rows = await q.query<{ id: string; email: string }>(
    `insert into edm_sends (campaign_id, contact_id, email, domain, price_snapshot)
     select $1, v.contact_id, v.email, v.domain, v.prices
       from jsonb_to_recordset($2::jsonb) as v(contact_id bigint, email text, domain text, prices jsonb)
     on conflict (campaign_id, email) do nothing returning id::text, email`,
    [campaignId, JSON.stringify(sends.map((s) => ({ contact_id: s.contactId, email: s.email, domain: s.domain, prices: s.prices })))],
  );
  return new Map(rows.map((r) => [r.email, r.id]));
}

/** The sends of a chunk with their queued messages, in one statement. */
export async function markSendsQueued(q: Queryable, sends: { id: string; mailId: number }[]): Promise<void> {
  if (!sends.length) return;
  await q.query(`update edm_sends s set mail_id = v.mail_id, sent_at = now() from unnest($1::bigint[], $2::bigint[]) as v(id, mail_id) where s.id = v.id`, [
    sends.map((x) => x.id),
    sends.map((x) => x.mailId),
  ]);
}

/** The addresses of a campaign that already have a send. */
export async function sentAddresses(q: Queryable, campaignId: string): Promise<Set<string>> {
  const rows = await q.query<{ email: string }>(`select email from edm_sends where campaign_id = $1`, [campaignId]);
  return new Set(rows.map((r) => r.email));
}

/** How many campaign messages this sender queued since a time, and per recipient domain (the throttles, R8.6). */
export async function sentSince(q: Queryable, senderId: string, since: Date): Promise<number> {
  const [row] = await q.query<{ n: number }>(
    `select count(*)::int as n from edm_sends s join edm_campaigns c on c.id = s.campaign_id
      where c.sender_id = $1 and s.created_at >= $2`,
    [senderId, since],
  );
  return row?.n ?? 0;
}
export async function sentPerDomainSince(q: Queryable, since: Date): Promise<Map<string, number>> {
  const rows = await q.query<{ domain: string; n: number }>(`select domain, count(*)::int as n from edm_sends where created_at >= $1 group by domain`, [since]);
  return new Map(rows.map((r) => [r.domain, r.n]));
}

export interface SendState {
  id: string;
  campaign_id: string;
  email: string;
  status: string;
  mail_id: string | null;
}

/** The sends of a campaign whose message is still on its way (the round reads the channel's state for them). */
export const openSends = (q: Queryable, campaignId: string) =>
  q.query<SendState>(
    `select id::text, campaign_id::text, email, status, mail_id::text from edm_sends
      where campaign_id = $1 and (status = 'QUEUED' or (status = 'SENT' and delivered_at is null))`,
    [campaignId],
  );

/** Sends the server took (`delivered`: and the recipient's server too), in one statement. */
export async function setSendsSent(q: Queryable, ids: string[], delivered: boolean): Promise<void> {
  if (!ids.length) return;
  await q.query(
    `update edm_sends set status = 'SENT', error = '', delivered_at = case when $2 then coalesce(delivered_at, now()) else delivered_at end where id = any($1::bigint[])`,
    [ids, delivered],
  );
}

export async function setSendStatus(q: Queryable, id: string, status: string, delivered: boolean, error = ''): Promise<void> {
  await q.query(
    `update edm_sends set status = $2, error = $3, delivered_at = case when $4 then coalesce(delivered_at, now()) else delivered_at end where id = $1`,
    [id, status, error, delivered],
  );
}

export interface SendRecord {
  id: string;
  campaign_id: string;
  owner_company_id: string;
  email: string;
  price_snapshot: PriceLine[];
  links: string[];
  rate_selection: { ContainerClass: string };
}

/** One send with its campaign's company and stored links (the public links' lookups). */
export async function sendById(q: Queryable, id: string): Promise<SendRecord | undefined> {
  const [row] = await q.query<SendRecord>(
    `select s.id::text, s.campaign_id::text, c.owner_company_id::text, s.email, s.price_snapshot, c.links, c.rate_selection
       from edm_sends s join edm_campaigns c on c.id = s.campaign_id where s.id = $1`,
    [id],
  );
  return row;
}

/** Records an open, click, bounce or unsubscribe, and stamps its first time on the send. */
export async function recordEvent(q: Queryable, sendId: string, kind: 'OPEN' | 'CLICK' | 'BOUNCE' | 'UNSUBSCRIBE', url = '', userAgent = ''): Promise<void> {
  await q.query(`insert into edm_events (send_id, kind, url, user_agent) values ($1, $2, $3, $4)`, [sendId, kind, url, userAgent.slice(0, 300)]);
  const column = { OPEN: 'opened_at', CLICK: 'clicked_at', UNSUBSCRIBE: 'unsubscribed_at', BOUNCE: null }[kind];
  // a click is an open too (an image-blocking reader opened it to click)
  if (column)
    await q.query(
      `update edm_sends set ${column} = coalesce(${column}, now()) ${kind === 'CLICK' ? ', opened_at = coalesce(opened_at, now())' : ''} where id = $1`,
      [sendId],
    );
}

export async function isSuppressed(q: Queryable, companyId: string, email: string): Promise<boolean> {
  const [row] = await q.query(`select 1 from edm_suppressions where owner_company_id = $1 and email = $2`, [companyId, email]);
  return row !== undefined;
}
export async function suppressedOf(q: Queryable, companyId: string, emails: string[]): Promise<Set<string>> {
  const rows = await q.query<{ email: string }>(`select email from edm_suppressions where owner_company_id = $1 and email = any($2::text[])`, [
    companyId,
    emails,
  ]);
  return new Set(rows.map((r) => r.email));
}

/** Adds an address to the list (kept with its first reason), and logs it. */
export async function addSuppression(q: Queryable, companyId: string, email: string, reason: string, remarks: string, by: string | null): Promise<void> {
  await q.query(`insert into edm_suppressions (owner_company_id, email, reason, remarks, created_by) values ($1, $2, $3, $4, $5) on conflict do nothing`, [
    companyId,
    email,
    reason,
    remarks,
    by,
  ]);
  await q.query(`insert into edm_suppression_log (owner_company_id, email, action, reason, by_employee_id) values ($1, $2, 'ADD', $3, $4)`, [
    companyId,
    email,
    remarks || reason,
    by,
  ]);
}

export async function removeSuppression(q: Queryable, companyId: string, email: string, reason: string, by: string): Promise<boolean> {
  const gone = await q.query(`delete from edm_suppressions where owner_company_id = $1 and email = $2 returning email`, [companyId, email]);
  if (!gone.length) return false;
  await q.query(`insert into edm_suppression_log (owner_company_id, email, action, reason, by_employee_id) values ($1, $2, 'REMOVE', $3, $4)`, [
    companyId,
    email,
    reason,
    by,
  ]);
  return true;
}

export const suppressionsOf = (q: Queryable, companyId: string, search: string) =>
  q.query<{ Email: string; Reason: 'UNSUBSCRIBED' | 'HARD_BOUNCE' | 'COMPLAINT' | 'MANUAL'; Remarks: string; At: string }>(
    `select email as "Email", reason as "Reason", remarks as "Remarks", at as "At" from edm_suppressions
      where owner_company_id = $1 and ($2 = '' or email ilike '%' || $2 || '%') order by at desc limit 500`,
    [companyId, search],
  );
