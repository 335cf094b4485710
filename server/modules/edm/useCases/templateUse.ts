import type { PriceLine } from '../../../../src/contract/edm/calls';
import { dayIn, OFFICE_ZONE } from '../../../../src/domain/refdata/localTimes';
import type { Db } from '../../../db/types';
import type { Outcome } from '../../../http/outcome';
import type { Actor } from '../../../platform/access/grants';
import { sanitizeRichText } from '../../../platform/richText';
import { inTransaction } from '../../../platform/transaction';
import { edmContacts } from '../../crm/public';
import { insertCampaign } from '../campaignRepository';
import { composeMessage } from '../compose';
import { pricesFor } from '../pricing';
import { refuse } from '../refusals';
import { campaignLinks } from '../render';
import { sendersOf } from '../setupRepository';
import { markCampaignTemplate, templateOf } from '../templateRepository';

/**
 * A template as one contact would get it today, through the same composer and renderer the sends
 * use: that contact's company's sell prices (their level; a prospect the public tier), never cost;
 * the sales card from the company's verified sender (else its first).
 */
export async function previewTemplate(
  db: Db,
  actor: Actor,
  b: { Id: number; ContactId: number },
  publicUrl: string,
): Promise<Outcome<{ Subject: string; Html: string; Text: string; LevelName: string; Prices: PriceLine[] }>> {
  const t = await templateOf(db, actor.companyId, b.Id);
  if (!t) return refuse.noTemplate();
  const [contact] = await edmContacts(db, actor.companyId, { ids: [b.ContactId] });
  if (!contact) return refuse.noContact();
  const senders = await sendersOf(db, actor.companyId);
  const sender = senders.find((s) => s.status === 'VERIFIED') ?? senders[0];
  const today = dayIn(OFFICE_ZONE);
  const priced = await pricesFor(db, actor, contact.linkedCompanyId, t.rate_selection, today, today);
  const links = campaignLinks(publicUrl, t.rate_selection.Lanes);
  const m = composeMessage({ subject: t.subject, preheader: '', blocks: t.blocks, links }, sender, priced, null);
  return { ok: true, value: { Subject: m.subject, Html: sanitizeRichText(m.html), Text: m.text, LevelName: priced.levelName, Prices: priced.lines } };
}

/** A draft campaign from a template: its subject, blocks and lanes copied (the campaign owns its copy), sender and audiences still to choose. */
export async function campaignFromTemplate(
  db: Db,
  actor: Actor,
  b: { Id: number; Name: string },
  publicUrl: string,
): Promise<Outcome<{ Id: number; Version: number }>> {
  return inTransaction(db, async (tx) => {
    const t = await templateOf(tx, actor.companyId, b.Id);
    if (!t) return refuse.noTemplate();
    const made = await insertCampaign(tx, actor.companyId, actor.id, {
      name: b.Name.trim(),
      subject: t.subject,
      preheader: '',
      senderId: null,
      audienceIds: [],
      blocks: t.blocks,
      rates: t.rate_selection,
      links: campaignLinks(publicUrl, t.rate_selection.Lanes),
    });
    await markCampaignTemplate(tx, made.id, t.id);
    return { ok: true, value: { Id: Number(made.id), Version: made.version } };
  });
}
