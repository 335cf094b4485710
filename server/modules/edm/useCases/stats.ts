import type { StatsAnswer } from '../../../../src/contract/edm/calls';
import type { Db } from '../../../db/types';
import type { Outcome } from '../../../http/outcome';
import type { Actor } from '../../../platform/access/grants';
import { edmContacts } from '../../crm/public';
import { campaignOf } from '../campaignRepository';
import { refuse } from '../refusals';
import { sendRowsOf, statsOf, topLinksOf } from '../statsRepository';

const iso = (t: string | null) => (t ? new Date(t).toISOString() : null);

/** A campaign's counts, its most clicked links and a row per recipient (what they were sent, what they did). */
export async function campaignStats(db: Db, actor: Actor, id: number): Promise<Outcome<StatsAnswer>> {
  const c = await campaignOf(db, actor.companyId, id);
  if (!c) return refuse.noCampaign();
  const [stats, rows, links] = await Promise.all([statsOf(db, [c.id]), sendRowsOf(db, c.id), topLinksOf(db, c.id)]);
  const names = new Map((await edmContacts(db, actor.companyId, { ids: rows.map((r) => r.contact_id) })).map((p) => [p.id, p.name]));
  return {
    ok: true,
    value: {
      Status: c.status,
      Stats: stats.get(c.id) ?? { ToSend: 0, Sent: 0, Delivered: 0, Bounced: 0, Opened: 0, Clicked: 0, Unsubscribed: 0 },
      TopLinks: links,
      Rows: rows.map((r) => ({
        Id: Number(r.id),
        Email: r.email,
        ContactName: names.get(r.contact_id) ?? '',
        Status: r.status,
        SentAt: iso(r.sent_at),
        DeliveredAt: iso(r.delivered_at),
        OpenedAt: iso(r.opened_at),
        ClickedAt: iso(r.clicked_at),
        UnsubscribedAt: iso(r.unsubscribed_at),
        Prices: r.price_snapshot,
      })),
    },
  };
}
