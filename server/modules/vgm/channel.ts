import { VGM_STATUS, vgmMove } from '../../../src/domain/vgm/status';
import {
  type ApplyReceipt,
  applyReceipts,
  type ChannelAdapter,
  deliverDue,
  flagStrandedReceipts,
  markDeliveredAfterAll,
  type OnFailed,
  recordReceipt,
  type StoredReceipt,
} from '../../channels/outbox';
import type { Db, Queryable } from '../../db/types';
import { roundSetting, type RoundSource } from '../../jobs/types';
import type { LiveHub } from '../../live/hub';
import { recordDocEvent } from '../../platform/spine/docEvents';
import { publishVgmChanged } from './live';
import { docIdOf, VGM_CHANNEL, VGM_DOC, vgmIdOfRef } from './payload';
import { lockVersions, messageOf, moveStatus, type StoredVgm } from './repository';
import { setting } from '../../settings/read';

/**
 * The CARRIER_VGM channel's receipts and round (operations.md §17.2): a declaration moves only on the
 * carrier's receipts — RECEIVED is logged (sent is not accepted), ACCEPTED moves it to accepted with
 * the carrier's number, REJECTED to rejected with the reason. A receipt for a version superseded
 * meanwhile is kept in the log, never applied. Receipts are deduplicated and applied in the
 * carrier's order by the shared outbox (recordReceipt, applyReceipts): each applied once.
 */
type Body = { ackNo?: string; reason?: string };

const gateway = { kind: 'gateway' as const, id: VGM_CHANNEL };
const event = (tx: Queryable, v: StoredVgm, type: string, detail: Record<string, unknown>) =>
  recordDocEvent(tx, { docType: VGM_DOC, docId: docIdOf(v.cgoId, v.CNNO), actor: gateway, type, detail: { vgm: v.Id, version: v.VGM_VERSION, ...detail } });

/** The receipts that prove the counterpart holds the message (an unknown code proves nothing). */
const PROOF_OF_DELIVERY = new Set(['RECEIVED', 'ACCEPTED', 'REJECTED', 'ACK', 'NACK', 'VGM_MEASURED']);

/**
 * Our outbox gave the version's message up (every attempt timed out or failed), the side went back to
 * "declared", yet the counterpart answers: an earlier timed-out attempt had reached it. Its answer is
 * proof of delivery — the message is marked delivered (never sent again) and the side is "sent" once
 * more, so the answer applies instead of being ignored while the counterpart holds the VGM (the bug the
 * 500-manifest kill run found in the manifests, here for both VGM channels). Answers whether it moved.
 */
export async function deliveredAfterAll(
  tx: Queryable,
  channel: string,
  v: StoredVgm,
  sideStatus: number | null,
  r: StoredReceipt,
  moveBack: () => Promise<boolean>,
): Promise<boolean> {
  if (sideStatus !== VGM_STATUS.DECLARED || !PROOF_OF_DELIVERY.has(r.code)) return false;
  const m = await messageOf(tx, channel, v.Id);
  if (m?.status !== 'FAILED' || !(await moveBack())) return false;
  await markDeliveredAfterAll(tx, m.id, r.externalRef);
  await recordDocEvent(tx, {
    docType: VGM_DOC,
    docId: docIdOf(v.cgoId, v.CNNO),
    actor: { kind: 'gateway', id: channel },
    type: 'v1.VgmDeliveredAfterAll',
    detail: { vgm: v.Id, version: v.VGM_VERSION, code: r.code, seq: r.seq, messageId: m.id, simulated: r.simulated },
  });
  return true;
}

export const applyVgmReceipt: ApplyReceipt = async (tx, r) => {
  const id = vgmIdOfRef(r.externalRef);
  let [v] = id === undefined ? [] : await lockVersions(tx, [id], null);
  if (!v) return;
  const body = JSON.parse(r.raw || '{}') as Body;
  const detail = { code: r.code, seq: r.seq, text: r.text, simulated: r.simulated };
  const back = vgmMove(v.VGM_STATUS, 'deliveredAfterAll', 'gateway');
  if (back && (await deliveredAfterAll(tx, VGM_CHANNEL, v, v.VGM_STATUS, r, () => moveStatus(tx, v!.Id, v!.VGM_STATUS, back.to, { error: '' }))))
    v = { ...v, VGM_STATUS: back.to };
  if (r.code === 'RECEIVED') {
    await event(tx, v, 'v1.VgmReceivedByCarrier', detail);
    return;
  }
  const to = r.code === 'ACCEPTED' ? 'accept' : r.code === 'REJECTED' ? 'reject' : undefined;
  const move = to && vgmMove(v.VGM_STATUS, to, 'gateway');
  if (!to || !move) {
    // a receipt the declaration has moved past (superseded meanwhile) or one we do not know: kept in the log only
    await event(tx, v, to ? 'v1.VgmReceiptIgnored' : 'v1.VgmReceiptUnknown', { ...detail, status: v.VGM_STATUS });
    return;
  }
  await moveStatus(tx, v.Id, v.VGM_STATUS, move.to, to === 'accept' ? { externalRef: body.ackNo ?? '', error: '' } : { error: body.reason || r.text });
  await event(tx, v, to === 'accept' ? 'v1.VgmAccepted' : 'v1.VgmRejected', { ...detail, ...(body.ackNo ? { ackNo: body.ackNo } : {}) });
};

/** A message that finally failed: the declaration is declared again (not sent), told why; Send queues it again. */
const deliveryFailed: OnFailed = async (tx, m, error) => {
  const [v] = await lockVersions(tx, [m.doc_id], null);
  if (v?.VGM_STATUS !== VGM_STATUS.SENT) return;
  const move = vgmMove(v.VGM_STATUS, 'sendFailed', 'system')!;
  await moveStatus(tx, v.Id, v.VGM_STATUS, move.to, { error });
  await recordDocEvent(tx, {
    docType: VGM_DOC,
    docId: docIdOf(v.cgoId, v.CNNO),
    actor: { kind: 'system' },
    type: 'v1.VgmSendFailed',
    detail: { vgm: v.Id, version: v.VGM_VERSION, error },
  });
};

export const applyVgmReceipts = (db: Db) => applyReceipts(db, VGM_CHANNEL, applyVgmReceipt);

/** What differs between the VGM's two counterparts (the carrier, the terminal): the rest of a round is one. */
export interface VgmChannelSide {
  channel: string;
  /** The outbox gave a message up (every attempt failed). */
  deliveryFailed: OnFailed;
  applyReceipt: ApplyReceipt;
}

/** One round of a VGM channel: deliver what is due, collect the counterpart's receipts, apply them in order, tell the screens. */
export async function runVgmSide(
  side: VgmChannelSide,
  db: Db,
  adapter: ChannelAdapter,
  now: Date,
  minuteMs = 60_000,
  hub?: LiveHub,
): Promise<{ delivered: number; applied: number }> {
  const delivered = await deliverDue(db, adapter, now, side.deliveryFailed, minuteMs);
  // kept first, acknowledged after: killed in between, the counterpart sends them again and the copies are dropped
  const polled = await adapter.poll(now);
  for (const r of polled) await recordReceipt(db, side.channel, r);
  if (polled.length) await adapter.acknowledge(polled, now);
  const applied = await applyReceipts(db, side.channel, side.applyReceipt);
  // a receipt waiting an hour for its predecessor: the container's log says so, for someone to ask the counterpart
  for (const s of await flagStrandedReceipts(db, side.channel, now)) {
    const id = vgmIdOfRef(s.externalRef);
    if (id !== undefined)
      await db.transaction(async (tx) => {
        const [v] = await lockVersions(tx, [id], null);
        if (v)
          await recordDocEvent(tx, {
            docType: VGM_DOC,
            docId: docIdOf(v.cgoId, v.CNNO),
            actor: { kind: 'gateway', id: side.channel },
            type: 'v1.VgmReceiptWaiting',
            detail: { vgm: v.Id, version: v.VGM_VERSION, code: s.code, seq: s.seq },
          });
      });
  }
  // the screens showing these bookings re-read them: their states follow the receipts, not a message kept from the send
  if (hub && applied)
    await publishVgmChanged(
      db,
      hub,
      polled.map((r) => r.externalRef),
    );
  return { delivered, applied };
}

const CARRIER_SIDE: VgmChannelSide = { channel: VGM_CHANNEL, deliveryFailed, applyReceipt: applyVgmReceipt };

/** One round of the carrier's channel. */
export const runVgmChannel = (db: Db, adapter: ChannelAdapter, now: Date, minuteMs = 60_000, hub?: LiveHub) =>
  runVgmSide(CARRIER_SIDE, db, adapter, now, minuteMs, hub);

/** The channel's round, once per VGM_CHANNEL_EVERY_MS (0: the API tests drive it); OUTBOX_MINUTE_MS shortens the retry minute. */
export function vgmChannelRound(adapterOf: (db: Db) => ChannelAdapter): RoundSource {
  return {
    name: 'vgm.carrierChannel',
    everyMs: roundSetting('VGM_CHANNEL_EVERY_MS'),
    channels: (db) => [adapterOf(db).channel],
    run: ({ db, hub }, now) => runVgmChannel(db, adapterOf(db), now, setting(process.env, 'OUTBOX_MINUTE_MS'), hub),
  };
}
