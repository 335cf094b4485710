import { ecpMove, type EcpEvent, type EcpStatus } from '../../../src/domain/epacking/status';
import { type ApplyReceipt, applyReceipts, type ChannelAdapter, deliverDue, flagStrandedReceipts, type OnFailed, recordReceipt } from '../../channels/outbox';
import type { Db, Queryable } from '../../db/types';
import type { LiveHub } from '../../live/hub';
import { roundSetting, type RoundSource } from '../../jobs/types';
import { type DocActor, recordDocEvent } from '../../platform/spine/docEvents';
import { publishPackingChanged } from '../packing/public';
import { acknowledged } from './effects';
import { approvedWaiting, lockRequestById, lockRequestByNo, markMessageAnswered, type StoredRequest, writeExternalRef, writeStatus } from './repository';
import { type ClpReceiptBody, TERMINAL_CLP } from './terminalMessage';
import { setting } from '../../settings/read';

/**
 * The TERMINAL_CLP channel's round and receipts (operations.md §4.2, §17.2), on the shared outbox:
 * approved requests are handed to the gateway (2 → 4), the gateway delivers with retries (then
 * 4 → 7 send failed), the terminal's receipts are kept once and applied in its order: RECEIVED
 * (its receipt number, no move), ACCEPTED (→ 5, with §4.2's effects), REJECTED (→ 6, its reason kept).
 */

const GATEWAY: DocActor = { kind: 'gateway', id: TERMINAL_CLP };
const SYSTEM: DocActor = { kind: 'system', id: 'epacking.terminalChannel' };

/** A move of §4.2 by the channel, written with its history; false (and logged) when the table has no such move. */
async function moveBy(tx: Queryable, r: StoredRequest, event: EcpEvent, by: 'system' | 'gateway', type: string, detail: Record<string, unknown>, extra = {}) {
  const move = ecpMove(r.ecp_status, event, by);
  if (!move) {
    await recordDocEvent(tx, {
      docType: 'eclp',
      docId: r.id,
      actor: by === 'gateway' ? GATEWAY : SYSTEM,
      type: 'v1.EclpReceiptIgnored',
      detail: { ...detail, Event: event, Status: r.ecp_status },
    });
    return false;
  }
  await writeStatus(tx, r.id, move.to, extra);
  await recordDocEvent(tx, {
    docType: 'eclp',
    docId: r.id,
    actor: by === 'gateway' ? GATEWAY : SYSTEM,
    type,
    detail: { ...detail, From: r.ecp_status, To: move.to as EcpStatus },
  });
  return true;
}

/** Approved requests handed to the gateway: "transmitted" (4) is the message in its hands, retried until it goes or fails. */
export async function handOver(db: Db): Promise<number> {
  let n = 0;
  for (const { id } of await approvedWaiting(db)) {
    const moved = await db.transaction(async (tx) => {
      const r = await lockRequestById(tx, id);
      return r ? moveBy(tx, r, 'transmit', 'system', 'v1.EclpTransmitted', { MessageId: r.ecp_message_id }) : false;
    });
    if (moved) n++;
  }
  return n;
}

/** The gateway gave up on a message (its retries ran out): the request is "send failed", the error kept for the operator. */
const sendFailed: OnFailed = async (tx, m, error) => {
  const r = await lockRequestById(tx, m.doc_id);
  if (r)
    await moveBy(tx, r, 'sendFailed', 'system', 'v1.EclpSendFailed', { MessageId: m.id, Attempts: m.attempts, Error: error }, { error: error.slice(0, 500) });
};

/**
 * Applies one terminal receipt to its request, in the transaction that marks it processed; `reopened`
 * collects the packing lists an acknowledged unpack opened again, for the caller to announce.
 */
const clpReceipts =
  (reopened: number[]): ApplyReceipt =>
  async (tx, rc) => {
    const r = await lockRequestByNo(tx, rc.externalRef);
    if (!r) return;
    const body = JSON.parse(rc.raw) as ClpReceiptBody;
    const detail = { Code: rc.code, Seq: rc.seq, TerminalRef: body.terminalRef ?? '', Simulated: rc.simulated };
    if (rc.code === 'RECEIVED') {
      if (body.terminalRef) await writeExternalRef(tx, r.id, body.terminalRef);
      await recordDocEvent(tx, { docType: 'eclp', docId: r.id, actor: GATEWAY, type: 'v1.EclpTerminalReceived', detail });
      return;
    }
    if (rc.code === 'ACCEPTED') {
      if (await moveBy(tx, r, 'acknowledge', 'gateway', 'v1.EclpAcknowledged', detail, { externalRef: body.terminalRef, error: '' })) {
        await markMessageAnswered(tx, r.ecp_message_id, 'ACKED');
        const pklId = await acknowledged(tx, r, { receivedAt: new Date().toISOString(), terminalRef: body.terminalRef ?? '', simulated: rc.simulated });
        if (pklId !== null) reopened.push(pklId);
      }
      return;
    }
    if (rc.code === 'REJECTED') {
      const reason = (body.reason || rc.text).slice(0, 500);
      if (
        await moveBy(
          tx,
          r,
          'terminalReject',
          'gateway',
          'v1.EclpTerminalRejected',
          { ...detail, Reason: reason },
          { externalRef: body.terminalRef, error: reason },
        )
      )
        await markMessageAnswered(tx, r.ecp_message_id, 'NACKED');
      return;
    }
    await recordDocEvent(tx, { docType: 'eclp', docId: r.id, actor: GATEWAY, type: 'v1.EclpReceiptUnknown', detail });
  };

/**
 * The terminal's recorded receipts now in order, applied (polled by the round, or pushed to the
 * webhook); then, each receipt's transaction committed, the packing lists an unpack opened again are
 * announced (packing/public.ts) when a hub is given.
 */
export async function applyTerminalReceipts(db: Db, hub?: LiveHub): Promise<number> {
  const reopened: number[] = [];
  const applied = await applyReceipts(db, TERMINAL_CLP, clpReceipts(reopened));
  if (hub) await publishPackingChanged(db, hub, reopened);
  return applied;
}

/** One round of the channel: hand approved requests over, deliver what is due, collect and apply the terminal's receipts. */
export async function runTerminalChannel(
  db: Db,
  adapter: ChannelAdapter,
  now: Date,
  minuteMs = 60_000,
  /** the live hub the packing lists an unpack opened again are announced on (the API tests drive the channel without one) */
  hub?: LiveHub,
): Promise<{ handed: number; delivered: number; applied: number }> {
  const handed = await handOver(db);
  const delivered = await deliverDue(db, adapter, now, sendFailed, minuteMs);
  // kept first, acknowledged after: killed in between, the terminal sends them again and the copies are dropped
  const polled = await adapter.poll(now);
  for (const r of polled) await recordReceipt(db, TERMINAL_CLP, r);
  if (polled.length) await adapter.acknowledge(polled, now);
  const applied = await applyTerminalReceipts(db, hub);
  // a receipt waiting an hour for its predecessor: the request's history says so, for the operator to ask the terminal
  for (const s of await flagStrandedReceipts(db, TERMINAL_CLP, now))
    await db.transaction(async (tx) => {
      const r = await lockRequestByNo(tx, s.externalRef);
      if (r)
        await recordDocEvent(tx, {
          docType: 'eclp',
          docId: r.id,
          actor: GATEWAY,
          type: 'v1.EclpReceiptWaiting',
          detail: { Code: s.code, Seq: s.seq, Waits: s.seq - 1 },
        });
    });
  return { handed, delivered, applied };
}

/**
 * The channel's round, once per TERMINAL_CLP_EVERY_MS across all server processes (0: the API tests
 * drive it themselves); OUTBOX_MINUTE_MS shortens the retry schedule's minute (fault tests, a demo's clock).
 */
export function terminalChannelRound(adapterOf: (db: Db) => ChannelAdapter): RoundSource {
  return {
    name: 'epacking.terminalChannel',
    everyMs: roundSetting('TERMINAL_CLP_EVERY_MS'),
    channels: (db) => [adapterOf(db).channel],
    run: ({ db, hub }, now) => runTerminalChannel(db, adapterOf(db), now, setting(process.env, 'OUTBOX_MINUTE_MS'), hub),
  };
}
