import type { Db, Queryable } from '../db/types';
import { wakeChannelRounds } from '../jobs/store';

/**
 * The shared machinery of external channels (operations.md §17.2; DESIGN §8), built with the carrier
 * channel and reused by every later one (customs, terminals, e-mail):
 * - `enqueue` writes the message in the caller's transaction, the one that moves the document to
 *   "sent", keyed `channel:doc_type:doc_id:kind:payload_version` (a second enqueue is the same row);
 * - `deliverDue` is the worker's step: it claims due messages, the adapter's batch at once (pushing
 *   their next attempt out first, so a crash mid-send retries them later with the same key), sends
 *   them through the channel's adapter, and records the outcomes; retries at 1, 5, 15, 60 minutes, then FAILED;
 * - `recordReceipt` keeps a receipt once (the unique key drops duplicates), and `applyReceipts`
 *   hands them to the document in the counterpart's order, waiting for a missing predecessor
 *   (`outboxBatch.ts`: the same for many messages and receipts a statement).
 * "Sent" only ever means the counterpart's transport took the message, never that it accepted it.
 */

export interface OutboundMessage {
  id: number;
  channel: string;
  doc_type: string;
  doc_id: number;
  kind: string;
  payload_version: number;
  idempotency_key: string;
  payload: string;
  attempts: number;
  simulated: boolean;
}

export type SendResult = { transmitted: true; externalRef: string } | { transmitted: false; retryable: boolean; error: string };

export interface Receipt {
  externalRef: string;
  seq: number;
  code: string;
  text: string;
  raw: string;
  simulated: boolean;
}

/** One channel's counterpart: a real provider, or its local simulator. Business code never asks which. */
export interface ChannelAdapter {
  readonly channel: string;
  readonly simulated: boolean;
  /** How many due messages one claim takes and sends together (its transport's pool); one when unset. */
  readonly batch?: number;
  send(message: OutboundMessage, now: Date): Promise<SendResult>;
  /** Sends a claimed batch together (one result per message, in order); without it, `send` each at once. */
  sendBatch?(messages: readonly OutboundMessage[], now: Date): Promise<SendResult[]>;
  /**
   * The receipts the counterpart has for us that we have not acknowledged (a webhook would record
   * them the same way). Until `acknowledge`, a later poll answers them again: a crash between a poll
   * and our keeping its receipts loses none (recordReceipt drops the copies).
   */
  poll(now: Date): Promise<Receipt[]>;
  /** Tells the counterpart these receipts are kept: it stops sending them. */
  acknowledge(receipts: readonly Receipt[], now: Date): Promise<void>;
}

/**
 * The retry schedule (operations.md §17.2): minutes after each failed attempt; after the last,
 * FAILED. A minute is `minuteMs` (60 000; the fault tests shorten it, as a demo's accelerated clock would).
 */
export const RETRY_MINUTES = [1, 5, 15, 60] as const;
export const MAX_ATTEMPTS = RETRY_MINUTES.length + 1;

export async function enqueue(
  tx: Queryable,
  m: { channel: string; docType: string; docId: number; kind: string; payloadVersion: number; payload: unknown; simulated: boolean; createdBy: string | null },
): Promise<number> {
  const key = `${m.channel}:${m.docType}:${m.docId}:${m.kind}:${m.payloadVersion}`;
  const [row] = await tx.query<{ id: number }>(
    `insert into outbound_messages (channel, doc_type, doc_id, kind, payload_version, idempotency_key, payload, simulated, created_by)
     values ($1, $2, $3, $4, $5, $6, $7, $8, $9)
     on conflict (channel, idempotency_key) do update set channel = excluded.channel returning id::int`,
    [m.channel, m.docType, m.docId, m.kind, m.payloadVersion, key, JSON.stringify(m.payload), m.simulated, m.createdBy],
  );
  await wakeChannelRounds(tx, m.channel);
  return row!.id;
}

/**
 * How long after a message went out its channel's round still looks for the answer every period; after
 * that, every CHANNEL_QUIET_PERIOD_MS until it comes (a counterpart answering hours later is heard then).
 */
const ANSWER_AWAITED = "interval '3 minutes'";

/**
 * Whether any of `channels` has work for its round before `withinMs` passes: a message due to be sent
 * by then (a retry an hour out is not), one sent in the last few minutes (its answer awaited), or a
 * receipt not yet handed to its document.
 */
export async function channelsBusy(db: Queryable, channels: readonly string[], withinMs: number): Promise<boolean> {
  const [row] = await db.query<{ busy: boolean }>(
    `select exists (select 1 from outbound_messages where channel = any($1::text[])
                      and ((status in ('QUEUED', 'SENDING') and next_attempt_at < now() + (interval '1 millisecond' * $2::bigint))
                        or (status = 'TRANSMITTED' and transmitted_at > now() - ${ANSWER_AWAITED})))
         or exists (select 1 from inbound_receipts where channel = any($1::text[]) and processed_at is null) as busy`,
    [channels, withinMs],
  );
  return row?.busy ?? false;
}

/** What the document does when its message finally fails (its "send failed" state). */
export type OnFailed = (tx: Queryable, message: OutboundMessage, error: string) => Promise<void>;

/**
 * Delivers every message due on `adapter`'s channel; answers how many it tried. One statement claims
 * up to the adapter's `batch` of them (one when unset), each with its next attempt already pushed out,
 * and commits before the sends: two workers never send one message at once (skip locked), and a
 * worker killed mid-send leaves them to be retried — the idempotency key makes that retry harmless at
 * the counterpart. A batch is sent together (over the adapter's pool) and its outcomes kept in one
 * transaction, the transmitted ones in one statement.
 */
export async function deliverDue(db: Db, adapter: ChannelAdapter, now: Date, onFailed: OnFailed, minuteMs = 60_000, limit = 100): Promise<number> {
  const batch = Math.max(1, adapter.batch ?? 1);
  let tried = 0;
  while (tried < limit) {
    const claimed = await claimDue(db, adapter.channel, now, RETRY_MINUTES[0] * minuteMs, Math.min(batch, limit - tried));
    if (!claimed.length) break;
    tried += claimed.length;
    const results = await sendAll(adapter, claimed, now);
    await db.transaction(async (tx) => {
      const sent = claimed.flatMap((m, i) => {
        const r = results[i]!;
        return r.transmitted ? [{ id: m.id, ref: r.externalRef }] : [];
      });
      if (sent.length)
        await tx.query(
          `update outbound_messages o set status = 'TRANSMITTED', external_ref = v.ref, last_error = '', transmitted_at = now()
             from unnest($1::bigint[], $2::text[]) as v(id, ref) where o.id = v.id and o.status = 'SENDING'`,
          [sent.map((x) => x.id), sent.map((x) => x.ref)],
        );
      for (const [i, m] of claimed.entries()) {
        const r = results[i]!;
        if (!r.transmitted) await keepFailure(tx, m, r, now, onFailed, minuteMs);
      }
    });
  }
  return tried;
}

/** Up to `n` due messages of a channel, oldest due first, each taken with its next attempt pushed `leaseMs` out, in one statement. */
async function claimDue(db: Db, channel: string, now: Date, leaseMs: number, n: number): Promise<OutboundMessage[]> {
  const rows = await db.transaction((tx) =>
    tx.query<OutboundMessage>(
      `update outbound_messages set status = 'SENDING', attempts = attempts + 1,
              next_attempt_at = $2::timestamptz + (interval '1 millisecond' * $3::bigint)
        where id in (select id from outbound_messages where channel = $1 and status in ('QUEUED', 'SENDING') and next_attempt_at <= $2::timestamptz
                      order by next_attempt_at, id limit $4 for update skip locked)
        returning id::int, channel, doc_type, doc_id::int, kind, payload_version, idempotency_key, payload, attempts, simulated`,
      [channel, now.toISOString(), leaseMs, n],
    ),
  );
  return rows.sort((a, b) => a.id - b.id);
}

/** A fault thrown by an adapter is a failure to try again. */
const thrown = (e: unknown): SendResult => ({ transmitted: false, retryable: true, error: (e as Error).message });

async function sendAll(adapter: ChannelAdapter, ms: OutboundMessage[], now: Date): Promise<SendResult[]> {
  if (adapter.sendBatch) return adapter.sendBatch(ms, now).catch((e) => ms.map(() => thrown(e)));
  const one = async (m: OutboundMessage) => adapter.send(m, now);
  return Promise.all(ms.map((m) => one(m).catch(thrown)));
}

/** A send that did not go through: tried again later (1, 5, 15, 60 minutes), or FAILED for good. */
async function keepFailure(tx: Queryable, m: OutboundMessage, result: SendResult & { transmitted: false }, now: Date, onFailed: OnFailed, minuteMs: number) {
  const last = !result.retryable || m.attempts >= MAX_ATTEMPTS;
  if (last) {
    await tx.query(`update outbound_messages set status = 'FAILED', last_error = $2 where id = $1`, [m.id, result.error]);
    await onFailed(tx, m, result.error);
    return;
  }
  const wait = RETRY_MINUTES[Math.min(m.attempts, RETRY_MINUTES.length) - 1]!;
  await tx.query(
    `update outbound_messages set status = 'QUEUED', last_error = $2, next_attempt_at = $3::timestamptz + (interval '1 millisecond' * $4::bigint) where id = $1`,
    [m.id, result.error, now.toISOString(), wait * minuteMs],
  );
}

/**
 * A message given up on (FAILED) that its counterpart answered all the same — a timed-out attempt had
 * reached it: delivered after all, so it is never sent again. The module whose document it carried
 * moves that document; this is the outbox's half.
 */
export async function markDeliveredAfterAll(q: Queryable, messageId: number, externalRef: string): Promise<void> {
  await q.query(
    `update outbound_messages set status = 'TRANSMITTED', external_ref = $2, last_error = '', transmitted_at = now() where id = $1 and status = 'FAILED'`,
    [messageId, externalRef],
  );
}

/**
 * A message sent again from the start (a person's retry): queued now with fresh attempts, under the
 * same idempotency key, so its counterpart dedupes. `onlyFailed`: only when it finally failed.
 * The modules whose documents go out call this (issue 46: the outbox's table is written here).
 */
export async function requeueMessage(q: Queryable, messageId: number, onlyFailed = false): Promise<void> {
  const [row] = await q.query<{ channel: string }>(
    `update outbound_messages set status = 'QUEUED', attempts = 0, next_attempt_at = now(), last_error = ''
      where id = $1${onlyFailed ? ` and status = 'FAILED'` : ''} returning channel`,
    [messageId],
  );
  if (row) await wakeChannelRounds(q, row.channel);
}

/** The counterpart answered a message in flight (or given up on): its state says so too. */
export async function markMessageAnswered(q: Queryable, messageId: number, status: 'ACKED' | 'NACKED'): Promise<void> {
  await q.query(`update outbound_messages set status = $2 where id = $1 and status in ('TRANSMITTED', 'SENDING', 'QUEUED', 'FAILED')`, [messageId, status]);
}

/** Keeps a receipt once: a duplicate (same reference, code and sequence) is dropped. Answers whether it was new. */
export async function recordReceipt(q: Queryable, channel: string, r: Receipt): Promise<boolean> {
  const rows = await q.query(
    `insert into inbound_receipts (channel, message_id, external_ref, seq, code, text, raw, simulated)
     values ($1, (select id from outbound_messages where channel = $1 and external_ref = $2 order by id limit 1), $2, $3, $4, $5, $6, $7)
     on conflict (channel, external_ref, code, seq) do nothing returning id`,
    [channel, r.externalRef, r.seq, r.code, r.text, r.raw, r.simulated],
  );
  return rows.length > 0;
}

export interface StoredReceipt extends Receipt {
  id: number;
  messageId: number | null;
}
/** Applies one receipt to its document, in the transaction that marks it processed. */
export type ApplyReceipt = (tx: Queryable, r: StoredReceipt) => Promise<void>;

/**
 * Applies the waiting receipts of a channel in the counterpart's order: per reference, sequence 1,
 * then 2 …; a receipt whose predecessor has not arrived waits (it arrived early: reordered on the
 * way). Each one is applied and marked in one transaction, so a crash applies it again or not at
 * all, never twice. Answers how many it applied.
 */
export async function applyReceipts(db: Db, channel: string, apply: ApplyReceipt): Promise<number> {
  const waiting = await db.query<{ external_ref: string }>(
    'select distinct external_ref from inbound_receipts where channel = $1 and processed_at is null order by external_ref',
    [channel],
  );
  let applied = 0;
  for (const { external_ref } of waiting) {
    for (;;) {
      const done = await db.transaction(async (tx) => {
        const [next] = await tx.query<StoredReceipt & { done: number }>(
          `select r.id::int, r.message_id::int as "messageId", r.external_ref as "externalRef", r.seq, r.code, r.text, r.raw, r.simulated
             from inbound_receipts r
            where r.channel = $1 and r.external_ref = $2 and r.processed_at is null
              and r.seq = 1 + coalesce((select max(p.seq) from inbound_receipts p where p.channel = $1 and p.external_ref = $2 and p.processed_at is not null), 0)
            order by r.id limit 1 for update skip locked`,
          [channel, external_ref],
        );
        if (!next) return false;
        await apply(tx, next);
        await tx.query('update inbound_receipts set processed_at = now() where id = $1', [next.id]);
        return true;
      });
      if (!done) break;
      applied++;
    }
  }
  return applied;
}

/** How long a receipt may wait for its predecessor before a person is asked to look (operations.md §17.2). */
export const STRANDED_AFTER_MS = 3_600_000;

/**
 * Receipts that arrived early and whose predecessor has still not come after STRANDED_AFTER_MS:
 * each is flagged once and answered, so the channel can put it before a person (the predecessor may
 * be lost: the counterpart must be asked to send it again). They stay waiting, never applied out of order.
 */
export async function flagStrandedReceipts(db: Db, channel: string, now: Date): Promise<{ externalRef: string; seq: number; code: string }[]> {
  return db.query<{ externalRef: string; seq: number; code: string }>(
    `update inbound_receipts set flagged_at = $2 where channel = $1 and processed_at is null and flagged_at is null and received_at <= $3
     returning external_ref as "externalRef", seq, code`,
    [channel, now.toISOString(), new Date(now.getTime() - STRANDED_AFTER_MS).toISOString()],
  );
}

/** A document's newest message on a channel (what a document page shows of its sending), when it has one. */
export async function lastMessageOf(q: Queryable, channel: string, docType: string, docId: number): Promise<{ id: number; status: string } | undefined> {
  const [row] = await q.query<{ id: number; status: string }>(
    'select id::int, status from outbound_messages where channel = $1 and doc_type = $2 and doc_id = $3 order by id desc limit 1',
    [channel, docType, docId],
  );
  return row;
}

/** The receipts kept for these references on these channels, in the order they came (a document's history of answers). */
export async function receiptsOfRefs(q: Queryable, channels: readonly string[], refs: readonly string[]) {
  return q.query<{ at: Date | string; channel: string; ref: string; seq: number; code: string; text: string; simulated: boolean; applied: boolean }>(
    `select received_at as at, channel, external_ref as ref, seq, code, text, simulated, processed_at is not null as applied
       from inbound_receipts where channel = any($1::text[]) and external_ref = any($2::text[]) order by id`,
    [channels, refs],
  );
}
