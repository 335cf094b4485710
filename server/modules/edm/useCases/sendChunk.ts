import { domainOfAddress } from '../../../../src/domain/edm/content';
import type { Db } from '../../../db/types';
import type { Actor } from '../../../platform/access/grants';
import type { EdmContact } from '../../crm/public';
import { sendMail } from '../../mail/public';
import { campaignOf } from '../campaignRepository';
import { composeMessage } from '../compose';
import type { Priced } from '../pricing';
import { insertSend, markSendsQueued, setSendStatus } from '../sendRepository';
import type { SenderRecord } from '../setupRepository';
import { addressKey } from './recipients';
import type { RoundContext } from '../roundContext';

/**
 * Up to 50 messages in one transaction: the campaign re-read under lock (a pause or a cancel since
 * the round began stops it here), each recipient's price snapshot written with their send, and the
 * message queued through the e-mail channel with a key per send — an address already sent to is
 * skipped by the unique (campaign, address), so no one gets it twice.
 */
export async function sendChunk(
  db: Db,
  ctx: RoundContext,
  campaignId: string,
  author: Actor,
  sender: SenderRecord,
  people: EdmContact[],
  price: (companyId: string | null) => Promise<Priced>,
): Promise<number> {
  const priced = await Promise.all(people.map((p) => price(p.linkedCompanyId)));
  return db.transaction(async (tx) => {
    const c = await campaignOf(tx, author.companyId, campaignId, true);
    if (c?.status !== 'RUNNING') return 0;
    const queued: { id: string; mailId: number }[] = [];
    for (const [i, p] of people.entries()) {
      const email = addressKey(p.email);
      const prices = priced[i]!;
      const sendId = await insertSend(tx, c.id, { contactId: p.id, email, domain: domainOfAddress(email), prices: prices.lines });
      if (!sendId) continue;
      const m = composeMessage(c, sender, prices, { id: sendId, key: ctx.tokenKey, publicUrl: ctx.publicUrl });
      const mail = await sendMail(
        tx,
        {
          key: `edm:${sendId}`,
          companyId: author.companyId,
          createdBy: author.id,
          to: [email],
          subject: m.subject,
          text: m.text,
          html: m.html,
          from: sender.from_email,
          replyTo: sender.reply_to,
          unsubscribeUrl: m.unsubscribeUrl,
          trackingPixelUrl: m.openUrl,
          doc: { type: 'EDM_SEND', id: sendId },
        },
        ctx.env,
      );
      if (!mail.ok) {
        await setSendStatus(tx, sendId, 'FAILED', false, mail.message.slice(0, 300));
        continue;
      }
      queued.push({ id: sendId, mailId: mail.value.MailId });
    }
    await markSendsQueued(tx, queued);
    return queued.length;
  });
}
