import { dayIn, OFFICE_ZONE } from '../../../../src/domain/refdata/localTimes';
import { domainOfAddress } from '../../../../src/domain/edm/content';
import type { Db } from '../../../db/types';
import { type Actor, loadActor } from '../../../platform/access/grants';
import { setting } from '../../../settings/read';
import type { EdmContact } from '../../crm/public';
import { postMessages } from '../../messages/public';
import { campaignOf, campaignsToWork, setCampaignStatus } from '../campaignRepository';
import { pricer } from '../pricing';
import { sentAddresses, sentPerDomainSince, sentSince } from '../sendRepository';
import { senderOf } from '../setupRepository';
import { statsOf } from '../statsRepository';
import type { RoundContext } from '../roundContext';
import { sendChunk } from './sendChunk';
import { followSends } from './receipts';
import { addressKey, recipientsOf } from './recipients';

/** Above this share of bounced messages a campaign pauses itself (R8.6). */
export const BOUNCE_LIMIT = 0.02;
const HOUR = 3_600_000;

export type { RoundContext } from '../roundContext';

/**
 * The campaigns' sending round (commercial.md §8.2, R8.1–R8.8): a due scheduled campaign starts;
 * a running one follows its messages' receipts, pauses itself above the bounce limit (telling its
 * author), then sends to the next recipients within the throttles — each at their own price, once
 * per address — and finishes when no one is left and nothing waits to be handed over.
 */
export async function runEdmRound(db: Db, ctx: RoundContext, now: Date = new Date()): Promise<{ sent: number }> {
  let sent = 0;
  for (const c of await campaignsToWork(db, now)) {
    if (c.status === 'SCHEDULED') await setCampaignStatus(db, c.id, 'RUNNING');
    const { queued } = await db.transaction((tx) => followSends(tx, c.owner_company_id, c.id));
    if (c.status !== 'SCHEDULED' && c.status !== 'RUNNING') continue;
    if (await pausedForBounces(db, c)) continue;
    const author = c.created_by ? await loadActor(db, c.created_by) : undefined;
    if (!author) continue;
    const left = await nextRecipients(db, c.id, c.owner_company_id);
    if (!left.length && queued === 0) {
      await setCampaignStatus(db, c.id, 'FINISHED');
      continue;
    }
    sent += await sendSome(db, ctx, c.id, author, left, now);
  }
  return { sent };
}

async function pausedForBounces(db: Db, c: { id: string; owner_company_id: string; created_by: string | null }): Promise<boolean> {
  const s = (await statsOf(db, [c.id])).get(c.id);
  if (!s || !s.Sent || s.Bounced / s.Sent <= BOUNCE_LIMIT) return false;
  await db.transaction(async (tx) => {
    await setCampaignStatus(tx, c.id, 'PAUSED', { reason: 'BOUNCE_RATE' });
    if (c.created_by)
      await postMessages(tx, [
        {
          title: `邮件活动退信率 ${((s.Bounced / s.Sent) * 100).toFixed(1)}%，已自动暂停`,
          titleEn: `A campaign's bounce rate reached ${((s.Bounced / s.Sent) * 100).toFixed(1)}%: it paused itself`,
          description: '请检查收件人名单后再继续发送。 / Check the audience before resuming.',
          link: `/EDM/FreightEDM?Id=${c.id}`,
          to: { employeeId: c.created_by },
        },
      ]);
  });
  return true;
}

/** The audience's people who may get it and have not got it yet (evaluated now: a segment at send time, suppressions as of now). */
async function nextRecipients(db: Db, campaignId: string, companyId: string): Promise<EdmContact[]> {
  const c = await campaignOf(db, companyId, campaignId);
  if (!c) return [];
  const [r, done] = await Promise.all([recipientsOf(db, companyId, c.audience_ids), sentAddresses(db, campaignId)]);
  return r.send.filter((p) => !done.has(addressKey(p.email)));
}

/** The next recipients within the throttles (per sender an hour, per domain a minute, one batch a round). */
async function sendSome(db: Db, ctx: RoundContext, campaignId: string, author: Actor, left: EdmContact[], now: Date): Promise<number> {
  const c = await campaignOf(db, author.companyId, campaignId);
  if (!c?.sender_id) return 0;
  const sender = await senderOf(db, author.companyId, c.sender_id);
  if (sender?.status !== 'VERIFIED') return 0;
  const hourLeft = setting(ctx.env, 'EDM_SEND_PER_HOUR') - (await sentSince(db, c.sender_id, new Date(now.getTime() - HOUR)));
  const perDomain = setting(ctx.env, 'EDM_SEND_PER_DOMAIN_PER_MINUTE');
  const domains = await sentPerDomainSince(db, new Date(now.getTime() - 60_000));
  const room = Math.min(hourLeft, setting(ctx.env, 'EDM_BATCH'));
  const picked: EdmContact[] = [];
  for (const p of left) {
    if (picked.length >= room) break;
    const d = domainOfAddress(p.email);
    const n = domains.get(d) ?? 0;
    if (n >= perDomain) continue;
    domains.set(d, n + 1);
    picked.push(p);
  }
  if (!picked.length) return 0;
  const today = dayIn(OFFICE_ZONE, now);
  const price = pricer(db, author, c.rate_selection, today, today);
  let sent = 0;
  for (let i = 0; i < picked.length; i += 50) sent += await sendChunk(db, ctx, c.id, author, sender, picked.slice(i, i + 50), price);
  return sent;
}
