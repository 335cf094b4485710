import { type ChannelAdapter, deliverDue, type OnFailed } from '../../channels/outbox';
import { type ApplyReceiptBatch, applyReceiptBatches, markMessagesAnswered, recordReceipts } from '../../channels/outboxBatch';
import type { Db } from '../../db/types';
import { roundSetting, type RoundSource } from '../../jobs/types';
import { setting } from '../../settings/read';
import { writeMailStatus, writeMailStatuses } from './repository';
import { EMAIL_CHANNEL } from './sendMail';

/**
 * The e-mail channel's round (operations.md §17.2): sends what is due through the adapter, keeps the
 * counterpart's receipts once (a DELIVERED or a BOUNCED per Message-ID) and applies them in order:
 * the message's state moves to delivered or bounced, its outbox row to answered.
 */

/** The retries ran out, or the server refused the message for good (5xx): the message failed. */
const mailFailed: OnFailed = async (tx, m, error) => {
  await writeMailStatus(tx, { id: m.doc_id }, 'FAILED', error);
};

/** A batch of receipts (one per message): the messages' states and their outbox rows, a statement each for the whole batch. */
const applyMailBatch: ApplyReceiptBatch = async (tx, rs) => {
  const known = rs.filter((r) => r.code === 'DELIVERED' || r.code === 'BOUNCED');
  await writeMailStatuses(
    tx,
    known.map((r) => ({ messageId: r.externalRef, status: r.code, text: r.text })),
  );
  await markMessagesAnswered(
    tx,
    known.flatMap((r) => (r.messageId ? [{ id: r.messageId, status: r.code === 'DELIVERED' ? ('ACKED' as const) : ('NACKED' as const) }] : [])),
  );
};

/** Receipts recorded by the webhook or a poll, applied now (in batches, in each message's order). */
export const applyMailReceipts = (db: Db) => applyReceiptBatches(db, EMAIL_CHANNEL, applyMailBatch);

/** One round: deliver, poll, keep, acknowledge, apply. Answers how much it did. */
export async function runMailChannel(db: Db, adapter: ChannelAdapter, now: Date, minuteMs = setting(process.env, 'OUTBOX_MINUTE_MS')): Promise<number> {
  const sent = await deliverDue(db, adapter, now, mailFailed, minuteMs);
  // what the counterpart already holds is heard, even when the round's clock (a test's, a replay's) is behind the real one
  const receipts = await adapter.poll(new Date(Math.max(now.getTime(), Date.now())));
  await recordReceipts(db, EMAIL_CHANNEL, receipts);
  if (receipts.length) await adapter.acknowledge(receipts, now);
  return sent + (await applyMailReceipts(db));
}

export function mailRound(adapterOf: (db: Db) => ChannelAdapter): RoundSource {
  return {
    name: 'mail.channel',
    everyMs: roundSetting('EMAIL_CHANNEL_EVERY_MS'),
    channels: () => [EMAIL_CHANNEL],
    run: ({ db }, now) => runMailChannel(db, adapterOf(db), now),
  };
}
