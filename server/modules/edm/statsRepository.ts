import type { Queryable } from '../../db/types';
import type { CampaignStats, PriceLine } from '../../../src/contract/edm/calls';

/** The campaigns' counts (commercial.md §8.1 Stats), computed from their sends. */
export async function statsOf(q: Queryable, campaignIds: string[]): Promise<Map<string, CampaignStats>> {
  if (!campaignIds.length) return new Map();
  const rows = await q.query<CampaignStats & { id: string }>(
    `select campaign_id::text as id, count(*)::int as "ToSend",
            count(*) filter (where sent_at is not null)::int as "Sent",
            count(*) filter (where delivered_at is not null)::int as "Delivered",
            count(*) filter (where status = 'BOUNCED')::int as "Bounced",
            count(*) filter (where opened_at is not null)::int as "Opened",
            count(*) filter (where clicked_at is not null)::int as "Clicked",
            count(*) filter (where unsubscribed_at is not null)::int as "Unsubscribed"
       from edm_sends where campaign_id = any($1::bigint[]) group by campaign_id`,
    [campaignIds],
  );
  return new Map(rows.map(({ id, ...s }) => [id, s]));
}

export const sendRowsOf = (q: Queryable, campaignId: string) =>
  q.query<{
    id: string;
    email: string;
    contact_id: string;
    status: 'QUEUED' | 'SENT' | 'FAILED' | 'BOUNCED';
    sent_at: string | null;
    delivered_at: string | null;
    opened_at: string | null;
    clicked_at: string | null;
    unsubscribed_at: string | null;
    price_snapshot: PriceLine[];
  }>(
    `select id::text, email, contact_id::text, status, sent_at, delivered_at, opened_at, clicked_at, unsubscribed_at, price_snapshot
       from edm_sends where campaign_id = $1 order by id limit 500`,
    [campaignId],
  );

export const topLinksOf = (q: Queryable, campaignId: string) =>
  q.query<{ Url: string; Clicks: number }>(
    `select e.url as "Url", count(*)::int as "Clicks" from edm_events e join edm_sends s on s.id = e.send_id
      where s.campaign_id = $1 and e.kind = 'CLICK' group by e.url order by 2 desc limit 10`,
    [campaignId],
  );
