import type { Queryable } from '../db/types';

/**
 * The outbox's past traffic, for seed steps only: a demo document's messages already sent and the
 * answers already applied, dated as they happened, so its transmissions and receipts read as if
 * lived. The outbox owns outbound_messages and inbound_receipts (server/platform/tables.ts); the
 * modules' demo seeds write them through these, never by their own SQL (issue 46).
 */

/** When a demo row happened: `hoursAgo` hours before the transaction's now, or the instant `at`; now when neither. */
export interface PastTime {
  hoursAgo?: number;
  at?: string;
}

export interface PastMessage extends PastTime {
  channel: string;
  docType: string;
  docId: number;
  kind: string;
  payloadVersion: number;
  idempotencyKey: string;
  /** The payload as sent (JSON text). */
  payload: string;
  status: 'QUEUED' | 'SENDING' | 'TRANSMITTED' | 'ACKED' | 'NACKED' | 'FAILED' | 'CANCELLED';
  attempts: number;
  lastError?: string;
  externalRef: string | null;
  simulated: boolean;
  createdBy: string | number | null;
  /** Held in the outbox (due in a century): the round never sends it again. */
  held?: boolean;
}

/** A message the demo shows as sent; answers its id. */
export async function recordPastMessage(tx: Queryable, m: PastMessage): Promise<number> {
  const [row] = await tx.query<{ id: number }>(
    `insert into outbound_messages (channel, doc_type, doc_id, kind, payload_version, idempotency_key, payload, status, attempts, next_attempt_at, last_error,
       external_ref, simulated, created_by, created_at)
     values ($1, $2, $3, $4, $5, $6, $7, $8, $9, case when $10 then now() + interval '100 years' else now() end, $11, $12, $13, $14,
             coalesce($15::timestamptz, now() - make_interval(hours => $16::int)))
     returning id::int`,
    [
      m.channel,
      m.docType,
      m.docId,
      m.kind,
      m.payloadVersion,
      m.idempotencyKey,
      m.payload,
      m.status,
      m.attempts,
      m.held ?? false,
      m.lastError ?? '',
      m.externalRef,
      m.simulated,
      m.createdBy,
      m.at ?? null,
      m.hoursAgo ?? 0,
    ],
  );
  return row!.id;
}

export interface PastReceipt extends PastTime {
  channel: string;
  /** The message it answers; when not said, the channel's message with this reference (none found: no receipt). */
  messageId?: number;
  externalRef: string;
  seq: number;
  code: string;
  text: string;
  /** The answer as received (JSON text). */
  raw: string;
  simulated: boolean;
}

/** An answer the demo shows as received and applied at the same moment (kept once, as recordReceipt keeps them). */
export async function recordPastReceipt(tx: Queryable, r: PastReceipt): Promise<void> {
  const when = 'coalesce($8::timestamptz, now() - make_interval(hours => $9::int))';
  const params = [r.channel, r.externalRef, r.seq, r.code, r.text, r.raw, r.simulated, r.at ?? null, r.hoursAgo ?? 0];
  if (r.messageId !== undefined)
    await tx.query(
      `insert into inbound_receipts (channel, message_id, external_ref, seq, code, text, raw, simulated, received_at, processed_at)
       values ($1, $10, $2, $3, $4, $5, $6, $7, ${when}, ${when}) on conflict do nothing`,
      [...params, r.messageId],
    );
  else
    await tx.query(
      `insert into inbound_receipts (channel, message_id, external_ref, seq, code, text, raw, simulated, received_at, processed_at)
       select $1, m.id, $2, $3, $4, $5, $6, $7, ${when}, ${when} from outbound_messages m where m.channel = $1 and m.external_ref = $2
       on conflict do nothing`,
      params,
    );
}

/** Whether the channel holds any message of this kind of document (a demo step already laid its traffic down). */
export async function channelHasMessages(q: Queryable, channel: string, docType: string): Promise<boolean> {
  const rows = await q.query('select 1 from outbound_messages where channel = $1 and doc_type = $2 limit 1', [channel, docType]);
  return rows.length > 0;
}

/** Holds the messages in the outbox (due in a century): a demo keeps one on its way, never sent by the round. */
export async function holdMessages(tx: Queryable, messageIds: readonly number[]): Promise<void> {
  await tx.query(`update outbound_messages set next_attempt_at = now() + interval '100 years' where id = any($1::bigint[])`, [messageIds]);
}

/** Whether an answer with this code to one of the messages has been applied (a demo waits for its counterpart). */
export async function receiptApplied(q: Queryable, messageIds: readonly number[], code: string): Promise<boolean> {
  const rows = await q.query('select 1 from inbound_receipts where message_id = any($1::bigint[]) and code = $2 and processed_at is not null limit 1', [
    messageIds,
    code,
  ]);
  return rows.length > 0;
}
