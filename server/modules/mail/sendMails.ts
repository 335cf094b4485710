import { enqueueMany } from '../../channels/outboxBatch';
import type { Queryable } from '../../db/types';
import type { Outcome } from '../../http/outcome';
import { insertAttachment, insertMails } from './repository';
import { EMAIL_CHANNEL, type MailToSend, mailSimulated, newMailOf, refusalOf } from './sendMail';

/**
 * `sendMail` for many messages in the caller's transaction (a campaign's chunk, issue 50): each
 * checked as `sendMail` checks it (a refused one answers its refusal and is not kept), the rest kept
 * in one statement, put in the outbox in one statement, and the channel's round woken once. Same
 * guarantees: a rolled-back transaction sends none of them; a key used before answers its first
 * message (`Created: false`) and queues nothing. Answers one outcome per message, in order.
 */
export async function sendMails(
  tx: Queryable,
  ms: readonly MailToSend[],
  env: NodeJS.ProcessEnv = process.env,
): Promise<Outcome<{ MailId: number; Created: boolean }>[]> {
  const refusals = ms.map(refusalOf);
  const rows = ms.flatMap((m, i) => (refusals[i] ? [] : [newMailOf(m, env)]));
  const kept = await insertMails(tx, rows);
  const made = ms.flatMap((m, i) => {
    const k = refusals[i] ? undefined : kept.get(`${m.companyId}\u0000${m.key}`);
    return k?.created ? [{ m, id: k.id }] : [];
  });
  for (const { m, id } of made) for (const [n, a] of (m.attachments ?? []).entries()) await insertAttachment(tx, id, n, a);
  const simulated = mailSimulated(env);
  await enqueueMany(
    tx,
    made.map(({ m, id }) => ({
      channel: EMAIL_CHANNEL,
      docType: 'mail',
      docId: id,
      kind: 'mail',
      payloadVersion: 1,
      payload: { MailId: id },
      simulated,
      createdBy: m.createdBy,
    })),
  );
  return ms.map((m, i) => {
    const refused = refusals[i];
    if (refused) return refused;
    const k = kept.get(`${m.companyId}\u0000${m.key}`)!;
    return { ok: true, value: { MailId: k.id, Created: k.created } };
  });
}
