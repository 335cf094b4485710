import { domainOfAddress } from '../../../../src/domain/edm/content';
import type { Db } from '../../../db/types';
import type { Actor } from '../../../platform/access/grants';
import type { EdmContact } from '../../crm/public';
import { sendMails } from '../../mail/public';
import { campaignOf } from '../campaignRepository';
import { composeMessage } from '../compose';
import type { Priced } from '../pricing';
import { insertSends, markSendsQueued, setSendStatus } from '../sendRepository';
import type { SenderRecord } from '../setupRepository';
import { addressKey } from './recipients';
import type { RoundContext } from '../roundContext';

/**
 * Up to 50 messages in one transaction: the campaign re-read under lock (a pause or a cancel since
 * the round began stops it here), the chunk's sends written with their price snapshots in one
 * statement, each message composed for its send and the chunk queued through the e-mail channel in
 * one batch (a key per send) — an address already sent to is skipped by the unique (campaign,
 * address), so no one gets it twice.
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
    const rows = people.map((p, i) => {
      const email = addressKey(p.email);
      return { contactId: p.id, email, domain: domainOfAddress(email), prices: priced[i]! };
    });
    const ids = await insertSends(
      tx,
      c.id,
      rows.map((r) => ({ ...r, prices: r.prices.lines })),
    );
    // each new send once (an address twice in the chunk was written once)
    const sends = rows.flatMap((r) => {
      const id = ids.get(r.email);
      if (!id) return [];
      ids.delete(r.email);
      return [{ ...r, id }];
    });
    const mails = await sendMails(
      tx,
      sends.map((r) => {
        const m = composeMessage(c, sender, r.prices, { id: r.id, key: ctx.tokenKey, publicUrl: ctx.publicUrl });
        return {
          key: `edm:${r.id}`,
          companyId: author.companyId,
          createdBy: author.id,
          to: [r.email],
          subject: m.subject,
          text: m.text,
          html: m.html,
          from: sender.from_email,
          replyTo: sender.reply_to,
          unsubscribeUrl: m.unsubscribeUrl,
          trackingPixelUrl: m.openUrl,
          doc: { type: 'EDM_SEND', id: r.id },
        };
      }),
      ctx.env,
    );
    const queued: { id: string; mailId: number }[] = [];
    for (const [i, mail] of mails.entries()) {
      const sendId = sends[i]!.id;
      if (mail.ok) queued.push({ id: sendId, mailId: mail.value.MailId });
      else await setSendStatus(tx, sendId, 'FAILED', false, mail.message.slice(0, 300));
    }
    await markSendsQueued(tx, queued);
    return queued.length;
  });
}
