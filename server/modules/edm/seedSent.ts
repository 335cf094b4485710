import type { Queryable } from '../../db/types';
import { edmContacts, markEmailUnsubscribed, recordEmailConsent } from '../crm/public';
import { campaignLinks } from './render';
import { addSuppression } from './sendRepository';

const RATES = { Lanes: [{ PolCode: 'CNSHA', PodCode: 'NLRTM' }], RateNos: [], ContainerClass: '40HQ' };
const BLOCKS = [{ Kind: 'TEXT', Text: '尊敬的客户：\n上周欧洲航线运价如下。' }, { Kind: 'RATES' }, { Kind: 'SALES_CARD' }, { Kind: 'UNSUBSCRIBE' }];

/** What each recipient of last week's campaign did (days ago it was opened, clicked …). */
type Fate = 'opened' | 'clicked' | 'delivered' | 'unsubscribed' | 'bounced';
const FATES: Fate[] = ['clicked', 'opened', 'delivered', 'unsubscribed', 'bounced'];

/**
 * The demo's sent campaign (docs/modules/edm.md "Demo"): last week's Europe rates, finished, whose
 * statistics say something — opened, clicked (the lane's stored link), not opened, unsubscribed
 * (suppressed, the CRM contact marked) and a hard bounce (suppressed). The unsubscriber and the
 * bounce are contacts outside the demo's list, so this week's campaign still reaches its three.
 */
export async function seedEdmSentDemo(tx: Queryable): Promise<void> {
  const [c] = await tx.query<{ id: string; company: string; sender: string; audience: string; by: string }>(
    `select c.id::text, c.owner_company_id::text as company, c.sender_id::text as sender, c.audience_ids[1]::text as audience, c.created_by::text as by
       from edm_campaigns c join company_directory d on d.id = c.owner_company_id where d.code = 'PLATFORM' and c.name = '欧线周报（第 48 周）'`,
  );
  if (!c) return;
  const [list] = await tx.query<{ ids: string[] }>(`select contact_ids::text[] as ids from edm_audiences where id = $1`, [c.audience]);
  const inList = new Set(list?.ids ?? []);
  const people = await edmContacts(tx, c.company, { search: '' });
  const others = people.filter((p) => !inList.has(p.id) && !p.unsubscribed).slice(0, 2);
  const recipients = [...people.filter((p) => inList.has(p.id)), ...others];
  for (const p of others) await recordEmailConsent(tx, p.id, '展会登记表 / trade-show sign-up form', new Date(Date.now() - 30 * 86_400_000));
  const links = campaignLinks('http://localhost:8080', RATES.Lanes);
  const [campaign] = await tx.query<{ id: string }>(
    `insert into edm_campaigns (owner_company_id, name, subject, preheader, sender_id, audience_ids, blocks, rate_selection, links, send_at, status, created_by,
                                created_at, started_at, finished_at)
     values ($1, '欧线周报（第 47 周）', '上周上海—鹿特丹运价', '40HQ 专属价格', $2, $3::bigint[], $4, $5, $6, now() - interval '7 days', 'FINISHED', $7,
             now() - interval '8 days', now() - interval '7 days', now() - interval '7 days') returning id::text`,
    [c.company, c.sender, [c.audience], JSON.stringify(BLOCKS), JSON.stringify(RATES), JSON.stringify(links), c.by],
  );
  for (const [i, p] of recipients.entries()) await sentTo(tx, c.company, campaign!.id, p, FATES[i % FATES.length]!, links[0]!);
}

async function sentTo(tx: Queryable, company: string, campaignId: string, p: { id: string; email: string }, fate: Fate, link: string): Promise<void> {
  const email = p.email.trim().toLowerCase();
  const bounced = fate === 'bounced';
  const [send] = await tx.query<{ id: string }>(
    `insert into edm_sends (campaign_id, contact_id, email, domain, status, sent_at, delivered_at, error, created_at)
     values ($1, $2, $3, split_part($3, '@', 2), $4, now() - interval '7 days', $5, $6, now() - interval '7 days') returning id::text`,
    [
      campaignId,
      p.id,
      email,
      bounced ? 'BOUNCED' : 'SENT',
      bounced ? null : new Date(Date.now() - 7 * 86_400_000),
      bounced ? '550 5.1.1 mailbox unavailable (simulated bounce)' : '',
    ],
  );
  const event = (kind: string, daysAgo: number, url = '') =>
    tx.query(`insert into edm_events (send_id, kind, url, user_agent, at) values ($1, $2, $3, 'Mozilla/5.0 (demo)', now() - ($4 || ' days')::interval)`, [
      send!.id,
      kind,
      url,
      String(daysAgo),
    ]);
  const stamp = (column: string, daysAgo: number) =>
    tx.query(`update edm_sends set ${column} = now() - ($2 || ' days')::interval where id = $1`, [send!.id, String(daysAgo)]);
  if (fate === 'opened' || fate === 'clicked' || fate === 'unsubscribed') {
    await event('OPEN', 6);
    await stamp('opened_at', 6);
  }
  if (fate === 'clicked') {
    await event('CLICK', 6, link);
    await stamp('clicked_at', 6);
  }
  if (fate === 'unsubscribed') {
    await event('UNSUBSCRIBE', 5);
    await stamp('unsubscribed_at', 5);
    await addSuppression(tx, company, email, 'UNSUBSCRIBED', '', null);
    await markEmailUnsubscribed(tx, company, email);
  }
  if (bounced) {
    // a late bounce, after the campaign had finished (it is followed a day longer): no pause then
    await event('BOUNCE', 6.5);
    await addSuppression(tx, company, email, 'HARD_BOUNCE', '550 5.1.1 mailbox unavailable (simulated bounce)', null);
  }
}
