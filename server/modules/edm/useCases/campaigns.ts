import type { CampaignRow, CampaignSaveInput, CampaignWire } from '../../../../src/contract/edm/calls';
import { campaignMove, campaignStatusWords } from '../../../../src/domain/edm/campaignState';
import { advertisingSubject, bareSubject, hasUnsubscribe } from '../../../../src/domain/edm/content';
import type { Db } from '../../../db/types';
import type { Outcome } from '../../../http/outcome';
import type { Actor } from '../../../platform/access/grants';
import { inTransaction } from '../../../platform/transaction';
import { type CampaignRecord, campaignOf, campaignsOf, insertCampaign, updateCampaign } from '../campaignRepository';
import { refuse } from '../refusals';
import { campaignLinks } from '../render';
import { audiencesOf, senderOf } from '../setupRepository';
import { statsOf } from '../statsRepository';
import { storedBlocks } from './templates';

/** The company's campaigns, newest first, each with its counts. */
export async function listCampaigns(db: Db, actor: Actor): Promise<CampaignRow[]> {
  const rows = await campaignsOf(db, actor.companyId);
  const stats = await statsOf(
    db,
    rows.map((r) => r.id),
  );
  return rows.map((r) => ({
    Id: Number(r.id),
    Name: r.name,
    Subject: advertisingSubject(r.subject),
    Status: r.status,
    StatusReason: r.status_reason,
    SendAt: r.send_at ? new Date(r.send_at).toISOString() : null,
    SenderName: r.sender_name,
    CreatedAt: new Date(r.created_at).toISOString(),
    Stats: stats.get(r.id) ?? { ToSend: 0, Sent: 0, Delivered: 0, Bounced: 0, Opened: 0, Clicked: 0, Unsubscribed: 0 },
  }));
}

export function campaignWire(r: CampaignRecord, senderName: string, stats: CampaignRow['Stats']): CampaignWire {
  return {
    Id: Number(r.id),
    Version: r.version,
    Name: r.name,
    Subject: advertisingSubject(r.subject),
    BareSubject: bareSubject(r.subject),
    Preheader: r.preheader,
    Status: r.status,
    StatusReason: r.status_reason,
    SendAt: r.send_at ? new Date(r.send_at).toISOString() : null,
    SenderId: r.sender_id ? Number(r.sender_id) : null,
    SenderName: senderName,
    AudienceIds: r.audience_ids.map(Number),
    Blocks: r.blocks,
    Rates: r.rate_selection,
    CreatedAt: new Date(r.created_at).toISOString(),
    Stats: stats,
  };
}

export async function getCampaign(db: Db, actor: Actor, id: number): Promise<Outcome<CampaignWire>> {
  const r = await campaignOf(db, actor.companyId, id);
  if (!r) return refuse.noCampaign();
  const sender = r.sender_id ? await senderOf(db, actor.companyId, r.sender_id) : undefined;
  const stats = (await statsOf(db, [r.id])).get(r.id) ?? { ToSend: 0, Sent: 0, Delivered: 0, Bounced: 0, Opened: 0, Clicked: 0, Unsubscribed: 0 };
  return { ok: true, value: campaignWire(r, sender?.from_name ?? '', stats) };
}

/**
 * Saves a draft (commercial.md §8.3): its sender and audiences must be the company's (404), its body
 * must carry the unsubscribe block (R8.3), and only a draft or a scheduled campaign may change (a
 * scheduled one goes back to draft; a running one is only paused, R8.8). A stale version: STALE.
 */
export async function saveDraft(db: Db, actor: Actor, b: CampaignSaveInput, publicUrl: string): Promise<Outcome<{ Id: number; Version: number }>> {
  if (!hasUnsubscribe(b.Blocks)) return refuse.noUnsubscribe();
  return inTransaction(db, async (tx) => {
    if (b.SenderId && !(await senderOf(tx, actor.companyId, b.SenderId))) return refuse.noSender();
    const audiences = await audiencesOf(tx, actor.companyId, b.AudienceIds);
    if (audiences.length !== new Set(b.AudienceIds).size) return refuse.noAudience();
    const lanes = b.Rates.Lanes.map((l) => ({ PolCode: l.PolCode.toUpperCase(), PodCode: l.PodCode.toUpperCase() }));
    const fields = {
      name: b.Name.trim(),
      subject: bareSubject(b.Subject),
      preheader: b.Preheader?.trim() ?? '',
      senderId: b.SenderId ? String(b.SenderId) : null,
      audienceIds: [...new Set(b.AudienceIds)].map(String),
      blocks: storedBlocks(b.Blocks),
      rates: { Lanes: lanes, RateNos: b.Rates.RateNos.map((n) => n.trim()), ContainerClass: b.Rates.ContainerClass.toUpperCase() },
      links: campaignLinks(publicUrl, lanes),
    };
    if (!b.Id) {
      const made = await insertCampaign(tx, actor.companyId, actor.id, fields);
      return { ok: true, value: { Id: Number(made.id), Version: made.version } };
    }
    const held = await campaignOf(tx, actor.companyId, b.Id, true);
    if (!held) return refuse.noCampaign();
    if (!campaignMove(held.status, 'edit')) return refuse.wrongStatus(campaignStatusWords[held.status].zh, campaignStatusWords[held.status].en);
    const version = await updateCampaign(tx, held.id, b.Version ?? 0, fields);
    if (version === undefined) return refuse.stale();
    return { ok: true, value: { Id: Number(held.id), Version: version } };
  });
}
