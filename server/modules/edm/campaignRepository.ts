import type { Queryable } from '../../db/types';
import type { CampaignStatus } from '../../../src/domain/edm/campaignState';
import type { Block } from '../../../src/domain/edm/content';
import type { RateSelection } from '../../../src/contract/edm/calls';

/** SQL of the campaigns (edm_campaigns, migration 109). */
export interface CampaignRecord {
  id: string;
  owner_company_id: string;
  name: string;
  subject: string;
  preheader: string;
  sender_id: string | null;
  audience_ids: string[];
  blocks: Block[];
  rate_selection: RateSelection;
  links: string[];
  send_at: string | null;
  status: CampaignStatus;
  status_reason: string;
  schedule_key: string | null;
  schedule_hash: string | null;
  version: number;
  created_by: string | null;
  created_at: string;
}

const COLS = `id::text, owner_company_id::text, name, subject, preheader, sender_id::text, audience_ids::text[] as audience_ids, blocks,
  rate_selection, links, send_at, status, status_reason, schedule_key, schedule_hash, version, created_by::text, created_at`;

export async function campaignOf(q: Queryable, companyId: string, id: string | number, lock = false): Promise<CampaignRecord | undefined> {
  const [row] = await q.query<CampaignRecord>(`select ${COLS} from edm_campaigns where id = $1 and owner_company_id = $2 ${lock ? 'for update' : ''}`, [
    String(id),
    companyId,
  ]);
  return row;
}

export const campaignsOf = (q: Queryable, companyId: string) =>
  q.query<CampaignRecord & { sender_name: string }>(
    `select x.*, coalesce(s.from_name, '') as sender_name
       from (select ${COLS} from edm_campaigns where owner_company_id = $1 order by id desc limit 200) x
       left join edm_senders s on s.id = x.sender_id::bigint
      order by x.id::bigint desc`,
    [companyId],
  );

export interface CampaignFields {
  name: string;
  subject: string;
  preheader: string;
  senderId: string | null;
  audienceIds: string[];
  blocks: Block[];
  rates: RateSelection;
  links: string[];
}

export async function insertCampaign(q: Queryable, companyId: string, by: string, f: CampaignFields): Promise<{ id: string; version: number }> {
  const [row] = await q.query<{ id: string; version: number }>(
    `insert into edm_campaigns (owner_company_id, name, subject, preheader, sender_id, audience_ids, blocks, rate_selection, links, created_by)
     values ($1, $2, $3, $4, $5, $6::bigint[], $7, $8, $9, $10) returning id::text, version`,
    [companyId, f.name, f.subject, f.preheader, f.senderId, f.audienceIds, JSON.stringify(f.blocks), JSON.stringify(f.rates), JSON.stringify(f.links), by],
  );
  return row!;
}

/** Saves a draft at its version (none when another save came first: STALE). A scheduled campaign goes back to draft. */
export async function updateCampaign(q: Queryable, id: string, version: number, f: CampaignFields): Promise<number | undefined> {
  const [row] = await q.query<{ version: number }>(
    `update edm_campaigns set name = $3, subject = $4, preheader = $5, sender_id = $6, audience_ids = $7::bigint[], blocks = $8, rate_selection = $9,
            links = $10, status = 'DRAFT', send_at = null, schedule_key = null, schedule_hash = null, version = version + 1
      where id = $1 and version = $2 returning version`,
    [id, version, f.name, f.subject, f.preheader, f.senderId, f.audienceIds, JSON.stringify(f.blocks), JSON.stringify(f.rates), JSON.stringify(f.links)],
  );
  return row?.version;
}

/** Moves a campaign to a status (the state table decided it may), with why and, for a schedule, when and the request's key. */
export async function setCampaignStatus(
  q: Queryable,
  id: string,
  status: CampaignStatus,
  extra: { reason?: string; sendAt?: string; key?: string | null; hash?: string } = {},
): Promise<void> {
  await q.query(
    `update edm_campaigns set status = $2, status_reason = $3, version = version + 1,
            send_at = coalesce($4::timestamptz, send_at), schedule_key = coalesce($5, schedule_key), schedule_hash = coalesce($6, schedule_hash),
            started_at = case when $2 = 'RUNNING' then coalesce(started_at, now()) else started_at end,
            finished_at = case when $2 in ('FINISHED', 'CANCELLED') then now() else finished_at end
      where id = $1`,
    [id, status, extra.reason ?? '', extra.sendAt ?? null, extra.key ?? null, extra.hash ?? null],
  );
}

/** The campaign a schedule request's Idempotency-Key was used for before. */
export async function campaignByScheduleKey(q: Queryable, companyId: string, key: string): Promise<CampaignRecord | undefined> {
  const [row] = await q.query<CampaignRecord>(`select ${COLS} from edm_campaigns where owner_company_id = $1 and schedule_key = $2`, [companyId, key]);
  return row;
}

/** Campaigns the round works: scheduled and due, or running (across companies), oldest first. */
export const campaignsToWork = (q: Queryable, now: Date) =>
  q.query<{ id: string; owner_company_id: string; status: CampaignStatus; created_by: string | null }>(
    `select id::text, owner_company_id::text, status, created_by::text from edm_campaigns
      where (status = 'SCHEDULED' and send_at <= $1) or status = 'RUNNING'
         or (status in ('FINISHED', 'PAUSED') and exists (select 1 from edm_sends s where s.campaign_id = edm_campaigns.id and (s.status = 'QUEUED' or (s.status = 'SENT' and s.delivered_at is null))
                                                          and s.created_at > $1::timestamptz - interval '1 day'))
      order by id limit 20`,
    [now],
  );
