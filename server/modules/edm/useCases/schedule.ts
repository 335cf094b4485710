import { campaignMove, campaignStatusWords } from '../../../../src/domain/edm/campaignState';
import { dayIn, OFFICE_ZONE } from '../../../../src/domain/refdata/localTimes';
import type { Db } from '../../../db/types';
import { isSameRequest, type KeyReading, keyRefusal } from '../../../http/idempotency';
import type { Outcome } from '../../../http/outcome';
import type { Actor } from '../../../platform/access/grants';
import { inTransaction } from '../../../platform/transaction';
import { type CampaignRecord, campaignByScheduleKey, campaignOf, setCampaignStatus } from '../campaignRepository';
import { pricesFor } from '../pricing';
import { refuse } from '../refusals';
import { senderOf } from '../setupRepository';
import { recipientsOf } from './recipients';

type Scheduled = { Status: CampaignRecord['status']; Recipients: number; Suppressed: number; NoConsent: number };

/** The rates of the selection (at the public tier: validity is the same at every level) that end before the send day. */
async function expiringRates(db: Db, actor: Actor, c: CampaignRecord, sendDay: string, today: string): Promise<string[]> {
  const now = await pricesFor(db, actor, null, c.rate_selection, today, today);
  return [...new Set(now.lines.filter((l) => l.ValidTo < sendDay).map((l) => l.RateNo))];
}

/**
 * Schedules a draft (commercial.md §8.3) with an Idempotency-Key (the same key again answers the
 * first result; another request under it: IDEMPOTENCY_KEY_REUSED). Refused: a sender not verified,
 * no audience, no rate, a send time past, a selected rate ending before the send day (RATE_EXPIRES),
 * no consented recipient. Counts who will get it, who is suppressed, who has not consented.
 */
export async function scheduleCampaign(
  db: Db,
  actor: Actor,
  b: { Id: number; SendAt: string },
  key: { reading: KeyReading; hash: string },
  now: Date = new Date(),
): Promise<Outcome<Scheduled>> {
  if (!key.reading.ok) return keyRefusal.invalid;
  const k = key.reading.key;
  if (k) {
    const before = await campaignByScheduleKey(db, actor.companyId, k);
    if (before) {
      if (String(b.Id) !== before.id || !isSameRequest(before.schedule_hash, key.hash)) return keyRefusal.reused;
      const r = await recipientsOf(db, actor.companyId, before.audience_ids);
      return { ok: true, value: { Status: before.status, Recipients: r.send.length, Suppressed: r.suppressed, NoConsent: r.noConsent } };
    }
  }
  const sendAt = new Date(b.SendAt);
  if (Number.isNaN(sendAt.getTime())) return refuse.badSendAt();
  const c = await campaignOf(db, actor.companyId, b.Id);
  if (!c) return refuse.noCampaign();
  if (!campaignMove(c.status, 'schedule')) return refuse.wrongStatus(campaignStatusWords[c.status].zh, campaignStatusWords[c.status].en);
  if (!c.sender_id) return refuse.noSenderChosen();
  const sender = await senderOf(db, actor.companyId, c.sender_id);
  if (sender?.status !== 'VERIFIED') return refuse.senderNotVerified();
  if (!c.audience_ids.length) return refuse.noAudienceChosen();
  if (!c.rate_selection.Lanes.length) return refuse.noRates();
  // a minute's grace: "now" picked in the form is a moment ago when it arrives
  if (sendAt.getTime() < now.getTime() - 60_000) return refuse.sendAtPast();
  const today = dayIn(OFFICE_ZONE, now);
  const expiring = await expiringRates(db, actor, c, dayIn(OFFICE_ZONE, sendAt), today);
  if (expiring.length) return refuse.rateExpires(expiring);
  const r = await recipientsOf(db, actor.companyId, c.audience_ids);
  if (!r.send.length) return refuse.noRecipient();
  return inTransaction(db, async (tx) => {
    const held = await campaignOf(tx, actor.companyId, b.Id, true);
    if (!held || held.version !== c.version) return refuse.stale();
    await setCampaignStatus(tx, held.id, 'SCHEDULED', { sendAt: sendAt.toISOString(), key: k ?? null, hash: key.hash });
    return { ok: true, value: { Status: 'SCHEDULED' as const, Recipients: r.send.length, Suppressed: r.suppressed, NoConsent: r.noConsent } };
  });
}
