import type { Db, Queryable } from '../db/types';
import { wakeChannelRounds } from '../jobs/store';
import type { Receipt, StoredReceipt } from './outbox';

/**
 * The outbox's receipts in batches (issue 50: a campaign's thousands of receipts a round): the same
 * rules as `recordReceipt` and `applyReceipts` in `outbox.ts` — each receipt kept once, applied once
 * and in the counterpart's order per reference — with one statement for many receipts instead of a
 * statement (and a transaction) each. A channel whose document can take many receipts at once uses these.
 */

/** One message for `enqueueMany`: as `enqueue` takes it. */
export interface NewOutbound {
  channel: string;
  docType: string;
  docId: number;
  kind: string;
  payloadVersion: number;
  payload: unknown;
  simulated: boolean;
  createdBy: string | null;
}

/**
 * `enqueue` for many messages in the caller's transaction: one statement writes them all (each keyed
 * as `enqueue` keys it, a key written before being the same row) and the channels' rounds are woken
 * once each, not once a message. Answers the outbox ids in the order given.
 */
export async function enqueueMany(tx: Queryable, ms: readonly NewOutbound[]): Promise<number[]> {
  if (!ms.length) return [];
  const keyOf = (m: NewOutbound) => `${m.channel}:${m.docType}:${m.docId}:${m.kind}:${m.payloadVersion}`;
  const rows = await tx.query<{ id: number; channel: string; idempotency_key: string }>(
    `insert into outbound_messages (channel, doc_type, doc_id, kind, payload_version, idempotency_key, payload, simulated, created_by)
     select v.channel, v.doc_type, v.doc_id, v.kind, v.payload_version, v.idempotency_key, v.payload, v.simulated, v.created_by
       from jsonb_to_recordset($1::jsonb) as v(channel text, doc_type text, doc_id bigint, kind text, payload_version int, idempotency_key text,
                                                payload text, simulated boolean, created_by bigint)
     on conflict (channel, idempotency_key) do update set channel = excluded.channel returning id::int, channel, idempotency_key`,
    [
      JSON.stringify(
        ms.map((m) => ({
          channel: m.channel,
          doc_type: m.docType,
          doc_id: m.docId,
          kind: m.kind,
          payload_version: m.payloadVersion,
          idempotency_key: keyOf(m),
          payload: JSON.stringify(m.payload),
          simulated: m.simulated,
          created_by: m.createdBy,
        })),
      ),
    ],
  );
  for (const channel of new Set(ms.map((m) => m.channel))) await wakeChannelRounds(tx, channel);
  const ids = new Map(rows.map((r) => [`${r.channel}\u0000${r.idempotency_key}`, r.id]));
  return ms.map((m) => ids.get(`${m.channel}\u0000${keyOf(m)}`)!);
}

/** Keeps receipts once each (a duplicate — same reference, code and sequence — is dropped), in one statement; answers how many were new. */
export async function recordReceipts(q: Queryable, channel: string, rs: readonly Receipt[]): Promise<number> {
  if (!rs.length) return 0;
  const rows = await q.query(
    `insert into inbound_receipts (channel, message_id, external_ref, seq, code, text, raw, simulated)
     select $1, (select o.id from outbound_messages o where o.channel = $1 and o.external_ref = v.ref order by o.id limit 1), v.ref, v.seq, v.code, v.text, v.raw, v.simulated
       from unnest($2::text[], $3::int[], $4::text[], $5::text[], $6::text[], $7::boolean[]) with ordinality as v(ref, seq, code, text, raw, simulated, n)
      order by v.n
     on conflict (channel, external_ref, code, seq) do nothing returning id`,
    [
      channel,
      rs.map((r) => r.externalRef),
      rs.map((r) => r.seq),
      rs.map((r) => r.code),
      rs.map((r) => r.text),
      rs.map((r) => r.raw),
      rs.map((r) => r.simulated),
    ],
  );
  return rows.length;
}

/** Applies a batch of receipts — at most one per reference — to their documents, in the transaction that marks them processed. */
export type ApplyReceiptBatch = (tx: Queryable, rs: StoredReceipt[]) => Promise<void>;

/**
 * Applies a channel's waiting receipts in the counterpart's order, `size` a transaction: each batch
 * holds, per reference, only the receipt that comes next (sequence one above the last applied), so a
 * reference's second receipt waits for the next batch and one whose predecessor has not arrived waits
 * as with `applyReceipts`. A batch is applied and marked in one transaction: a crash applies all of it
 * again or none, never a receipt twice. Answers how many it applied.
 */
export async function applyReceiptBatches(db: Db, channel: string, apply: ApplyReceiptBatch, size = 200): Promise<number> {
  let applied = 0;
  for (;;) {
    const n = await db.transaction(async (tx) => {
      const next = await tx.query<StoredReceipt>(
        `select r.id::int, r.message_id::int as "messageId", r.external_ref as "externalRef", r.seq, r.code, r.text, r.raw, r.simulated
           from inbound_receipts r
          where r.id in (select distinct on (w.external_ref) w.id from inbound_receipts w
                          where w.channel = $1 and w.processed_at is null
                            and w.seq = 1 + coalesce((select max(p.seq) from inbound_receipts p
                                                       where p.channel = $1 and p.external_ref = w.external_ref and p.processed_at is not null), 0)
                          order by w.external_ref, w.id limit $2)
            and r.processed_at is null
          order by r.external_ref for update skip locked`,
        [channel, size],
      );
      if (!next.length) return 0;
      await apply(tx, next);
      await tx.query('update inbound_receipts set processed_at = now() where id = any($1::bigint[])', [next.map((r) => r.id)]);
      return next.length;
    });
    if (!n) return applied;
    applied += n;
  }
}

/** The counterpart answered these messages (ACKED or NACKED each), in one statement; a message already answered or cancelled stays. */
export async function markMessagesAnswered(q: Queryable, answers: readonly { id: number; status: 'ACKED' | 'NACKED' }[]): Promise<void> {
  if (!answers.length) return;
  await q.query(
    `update outbound_messages o set status = v.status from unnest($1::bigint[], $2::text[]) as v(id, status)
      where o.id = v.id and o.status in ('TRANSMITTED', 'SENDING', 'QUEUED', 'FAILED')`,
    [answers.map((a) => a.id), answers.map((a) => a.status)],
  );
}
