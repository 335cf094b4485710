import type { Queryable } from '../../../db/types';
import { mailStatusesOf } from '../../mail/public';
import { addSuppression, openSends, recordEvent, setSendStatus, setSendsSent } from '../sendRepository';

/**
 * A campaign's sends follow their messages (the channel's receipts): SENT when the server took it,
 * delivered, BOUNCED (the address suppressed at once as a hard bounce, R8.6) or FAILED. Answers how
 * many are not yet handed to the server (the campaign is drained when none is).
 */
export async function followSends(q: Queryable, companyId: string, campaignId: string): Promise<{ queued: number }> {
  const sends = await openSends(q, campaignId);
  const withMail = sends.filter((s) => s.mail_id);
  const states = new Map(
    (
      await mailStatusesOf(
        q,
        withMail.map((s) => s.mail_id!),
      )
    ).map((m) => [m.id, m]),
  );
  let queued = sends.length - withMail.length;
  const delivered: string[] = [];
  const taken: string[] = [];
  for (const s of withMail) {
    const m = states.get(s.mail_id!);
    if (!m || m.status === 'QUEUED') queued++;
    else if (m.status === 'BOUNCED') {
      await setSendStatus(q, s.id, 'BOUNCED', false, m.status_text);
      await recordEvent(q, s.id, 'BOUNCE', '', m.status_text);
      await addSuppression(q, companyId, s.email, 'HARD_BOUNCE', m.status_text.slice(0, 200), null);
    } else if (m.status === 'FAILED') await setSendStatus(q, s.id, 'FAILED', false, m.status_text);
    else if (m.status === 'DELIVERED') delivered.push(s.id);
    else if (s.status !== 'SENT') taken.push(s.id);
  }
  await setSendsSent(q, delivered, true);
  await setSendsSent(q, taken, false);
  return { queued };
}
