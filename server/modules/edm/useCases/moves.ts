import { type CampaignMove, type CampaignStatus, campaignMove, campaignStatusWords } from '../../../../src/domain/edm/campaignState';
import type { Db } from '../../../db/types';
import type { Outcome } from '../../../http/outcome';
import type { Actor } from '../../../platform/access/grants';
import { inTransaction } from '../../../platform/transaction';
import { campaignOf, setCampaignStatus } from '../campaignRepository';
import { refuse } from '../refusals';
import { senderOf } from '../setupRepository';

/** Pause, resume or cancel (commercial.md §8.2) as the state table allows; any other: WRONG_STATUS. Resuming needs a sender still verified. */
export async function moveCampaign(
  db: Db,
  actor: Actor,
  id: number,
  move: Extract<CampaignMove, 'pause' | 'resume' | 'cancel'>,
): Promise<Outcome<{ Status: CampaignStatus }>> {
  return inTransaction(db, async (tx) => {
    const c = await campaignOf(tx, actor.companyId, id, true);
    if (!c) return refuse.noCampaign();
    const to = campaignMove(c.status, move);
    if (!to) return refuse.wrongStatus(campaignStatusWords[c.status].zh, campaignStatusWords[c.status].en);
    if (move === 'resume') {
      const sender = c.sender_id ? await senderOf(tx, actor.companyId, c.sender_id) : undefined;
      if (sender?.status !== 'VERIFIED') return refuse.senderNotVerified();
    }
    await setCampaignStatus(tx, c.id, to);
    return { ok: true, value: { Status: to } };
  });
}
