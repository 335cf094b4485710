import type { Queryable } from '../../db/types';
import type { AudienceFilter } from '../../../src/contract/edm/calls';

/** SQL of the senders, audiences and templates (edm_senders, edm_audiences, edm_templates: migration 109). */

export interface SenderRecord {
  id: string;
  from_name: string;
  from_email: string;
  reply_to: string;
  status: 'UNVERIFIED' | 'VERIFIED' | 'FAILED';
  checks: { Spf?: boolean; Dkim?: boolean; Dmarc?: boolean };
  checked_at: string | null;
  simulated: boolean;
  version: number;
}
const SENDER = `id::text, from_name, from_email, reply_to, status, checks, checked_at, simulated, version`;

export const sendersOf = (q: Queryable, companyId: string) =>
  q.query<SenderRecord>(`select ${SENDER} from edm_senders where owner_company_id = $1 order by id`, [companyId]);

export async function senderOf(q: Queryable, companyId: string, id: string | number): Promise<SenderRecord | undefined> {
  const [row] = await q.query<SenderRecord>(`select ${SENDER} from edm_senders where owner_company_id = $1 and id = $2`, [companyId, String(id)]);
  return row;
}

export async function senderByAddress(q: Queryable, companyId: string, email: string): Promise<SenderRecord | undefined> {
  const [row] = await q.query<SenderRecord>(`select ${SENDER} from edm_senders where owner_company_id = $1 and from_email = $2`, [companyId, email]);
  return row;
}

export async function insertSender(q: Queryable, companyId: string, by: string | null, s: { fromName: string; fromEmail: string; replyTo: string }) {
  const [row] = await q.query<{ id: string; version: number }>(
    `insert into edm_senders (owner_company_id, from_name, from_email, reply_to, created_by) values ($1, $2, $3, $4, $5) returning id::text, version`,
    [companyId, s.fromName, s.fromEmail, s.replyTo, by],
  );
  return row!;
}

/** A changed address must be verified again; the name or reply-to alone keeps the verification. */
export async function updateSender(q: Queryable, id: string, version: number, s: { fromName: string; fromEmail: string; replyTo: string }) {
  const [row] = await q.query<{ id: string; version: number }>(
    `update edm_senders set from_name = $3, reply_to = $5, version = version + 1,
            status = case when from_email = $4 then status else 'UNVERIFIED' end, from_email = $4
      where id = $1 and version = $2 returning id::text, version`,
    [id, version, s.fromName, s.fromEmail, s.replyTo],
  );
  return row;
}

export async function setSenderChecks(q: Queryable, id: string, checks: { Spf: boolean; Dkim: boolean; Dmarc: boolean }, simulated: boolean): Promise<void> {
  const ok = checks.Spf && checks.Dkim && checks.Dmarc;
  await q.query(`update edm_senders set checks = $2, simulated = $3, status = $4, checked_at = now(), version = version + 1 where id = $1`, [
    id,
    JSON.stringify(checks),
    simulated,
    ok ? 'VERIFIED' : 'FAILED',
  ]);
}

export interface AudienceRecord {
  id: string;
  name: string;
  kind: 'LIST' | 'SEGMENT';
  contact_ids: string[];
  filter: AudienceFilter;
  version: number;
}
const AUDIENCE = `id::text, name, kind, contact_ids::text[] as contact_ids, filter, version`;

export const audiencesOf = (q: Queryable, companyId: string, ids?: readonly (string | number)[]) =>
  q.query<AudienceRecord>(
    `select ${AUDIENCE} from edm_audiences where owner_company_id = $1 ${ids ? 'and id = any($2::bigint[])' : ''} order by id`,
    ids ? [companyId, ids.map(String)] : [companyId],
  );

export async function insertAudience(
  q: Queryable,
  companyId: string,
  by: string | null,
  a: { name: string; kind: string; contactIds: string[]; filter: AudienceFilter },
) {
  const [row] = await q.query<{ id: string; version: number }>(
    `insert into edm_audiences (owner_company_id, name, kind, contact_ids, filter, created_by) values ($1, $2, $3, $4::bigint[], $5, $6) returning id::text, version`,
    [companyId, a.name, a.kind, a.contactIds, JSON.stringify(a.filter), by],
  );
  return row!;
}

export async function updateAudience(
  q: Queryable,
  companyId: string,
  id: string,
  version: number,
  a: { name: string; kind: string; contactIds: string[]; filter: AudienceFilter },
) {
  const [row] = await q.query<{ id: string; version: number }>(
    `update edm_audiences set name = $4, kind = $5, contact_ids = $6::bigint[], filter = $7, version = version + 1
      where id = $2 and owner_company_id = $1 and version = $3 returning id::text, version`,
    [companyId, id, version, a.name, a.kind, a.contactIds, JSON.stringify(a.filter)],
  );
  return row;
}

export async function audienceExists(q: Queryable, companyId: string, id: string): Promise<boolean> {
  const [row] = await q.query(`select 1 from edm_audiences where owner_company_id = $1 and id = $2`, [companyId, id]);
  return row !== undefined;
}

/** The company's default template's frame (`{{content}}` stands for the blocks). */
export async function defaultTemplate(q: Queryable, companyId: string): Promise<string | undefined> {
  const [row] = await q.query<{ html: string }>(`select html from edm_templates where owner_company_id = $1 and is_default`, [companyId]);
  return row?.html;
}

export async function ensureDefaultTemplate(q: Queryable, companyId: string, html: string): Promise<void> {
  await q.query(
    `insert into edm_templates (owner_company_id, name, html, is_default) select $1, '默认模板 / Default', $2, true
      where not exists (select 1 from edm_templates where owner_company_id = $1 and is_default)`,
    [companyId, html],
  );
}
