import { dayIn, OFFICE_ZONE } from '../../../../src/domain/refdata/localTimes';
import { isMailAddress } from '../../../../src/domain/mail/address';
import type { Db } from '../../../db/types';
import type { Outcome } from '../../../http/outcome';
import type { Actor } from '../../../platform/access/grants';
import { inTransaction } from '../../../platform/transaction';
import { sanitizeRichText } from '../../../platform/richText';
import { edmContacts } from '../../crm/public';
import { sendMail } from '../../mail/public';
import { campaignOf } from '../campaignRepository';
import { composeMessage } from '../compose';
import { pricesFor } from '../pricing';
import { refuse } from '../refusals';
import { senderOf } from '../setupRepository';
import type { PriceLine } from '../../../../src/contract/edm/calls';

/** The message exactly as one contact would get it (their company's prices today), links not yet signed. */
export async function previewCampaign(
  db: Db,
  actor: Actor,
  b: { Id: number; ContactId: number },
): Promise<Outcome<{ Subject: string; Html: string; Text: string; LevelName: string; Prices: PriceLine[] }>> {
  const c = await campaignOf(db, actor.companyId, b.Id);
  if (!c) return refuse.noCampaign();
  const [contact] = await edmContacts(db, actor.companyId, { ids: [b.ContactId] });
  if (!contact) return refuse.noContact();
  const sender = c.sender_id ? await senderOf(db, actor.companyId, c.sender_id) : undefined;
  const today = dayIn(OFFICE_ZONE);
  const priced = await pricesFor(db, actor, contact.linkedCompanyId, c.rate_selection, today, today);
  const m = composeMessage(c, sender, priced, null);
  return { ok: true, value: { Subject: m.subject, Html: sanitizeRichText(m.html), Text: m.text, LevelName: priced.levelName, Prices: priced.lines } };
}

/**
 * A test to at most five addresses (commercial.md §8.3), at the public tier's prices, from a verified
 * sender only; marked as a test in the subject. It goes through the channel like any message.
 */
export async function testSendCampaign(db: Db, actor: Actor, b: { Id: number; Emails: string[] }): Promise<Outcome<{ Sent: number }>> {
  const bad = b.Emails.findIndex((e) => !isMailAddress(e.trim()));
  if (bad >= 0) return refuse.badEmail(`/Emails/${bad}`);
  const c = await campaignOf(db, actor.companyId, b.Id);
  if (!c) return refuse.noCampaign();
  const sender = c.sender_id ? await senderOf(db, actor.companyId, c.sender_id) : undefined;
  if (sender?.status !== 'VERIFIED') return refuse.senderNotVerified();
  const today = dayIn(OFFICE_ZONE);
  const priced = await pricesFor(db, actor, null, c.rate_selection, today, today);
  const m = composeMessage(c, sender, priced, null);
  return inTransaction(db, async (tx, fail) => {
    const sent = await sendMail(tx, {
      key: `edm-test:${c.id}:${c.version}:${Date.now()}`,
      companyId: actor.companyId,
      createdBy: actor.id,
      to: [...new Set(b.Emails.map((e) => e.trim().toLowerCase()))],
      subject: `[测试 TEST] ${m.subject}`,
      text: m.text,
      html: m.html,
      from: sender.from_email,
      replyTo: sender.reply_to,
      doc: { type: 'EDM_TEST', id: c.id },
    });
    if (!sent.ok) fail(sent);
    return { ok: true, value: { Sent: b.Emails.length } };
  });
}
