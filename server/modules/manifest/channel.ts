import { laterStage, MFT_STATUS, mftMove, receiptEvent } from '../../../src/domain/manifest/status';
import {
  type ApplyReceipt,
  applyReceipts,
  type ChannelAdapter,
  deliverDue,
  flagStrandedReceipts,
  markDeliveredAfterAll,
  type OnFailed,
  recordReceipt,
} from '../../channels/outbox';
import type { Db, Queryable } from '../../db/types';
import { roundSetting, type RoundSource } from '../../jobs/types';
import { recordDocEvent } from '../../platform/spine/docEvents';
import { publishManifestChanged } from './live';
import { MANIFEST_CHANNEL, MANIFEST_DOC, type ManifestPayload, manifestIdOfRef, manifestIdOfStageRef, parseRef } from './payload';
import { latestTransmissionId, reopenTransmission, setOutcome, transmissionByRef, transmissionOfMessage } from './transmissionRepository';
import { lockManifestForReceipt, moveStatus, setStage } from './repository';
import { messageOwner } from './receiptRepository';
import { setting } from '../../settings/read';

/**
 * The customs channels' receipts and round (operations.md §7.3, §17.2) — CN_MANIFEST, US_AMS, US_ISF
 * and EU_ENS share them: a manifest moves only on customs' receipts. ACK (the single window took the message) moves 5 → 6; ACCEPTED (入库) and
 * REJECTED (退单) answer the transmission's kind (a refused MODIFY or DELETE leaves what customs holds
 * in force); the stage receipts (运抵, 放行, 装载, 理货) set MFT_STAGE, never going back. A rejection
 * is told to the manifest's maker in a message. Receipts are kept once and applied once, in customs'
 * order, by the shared outbox; each applied receipt marks the manifest changed (`changed`) so the
 * round publishes the live frame after commit. The foreign customs also answer after acceptance:
 * HOLD ("Do Not Load", CBP's or ICS2's), RFI (an ICS2 request for information) and ASSESSED (ICS2's
 * risk assessment complete) — logged, the hold and the request told to the maker; none is a state.
 * A receipt stranded an hour waiting for its predecessor is told to the maker too.
 */
type Body = { code?: string; reason?: string; receiptNo?: string; late?: boolean; mrn?: string };

const gatewayOf = (channel: string) => ({ kind: 'gateway' as const, id: channel });
const eventOf = (channel: string) => (tx: Queryable, id: number, type: string, detail: Record<string, unknown>) =>
  recordDocEvent(tx, { docType: MANIFEST_DOC, docId: id, actor: gatewayOf(channel), type, detail });

/** What customs said after acceptance that a person must act on (a hold, a request), and the history event it is. */
const AFTERWORDS: Record<string, { type: string; zh: string; en: string } | undefined> = {
  HOLD: { type: 'v1.ManifestCustomsHold', zh: '海关禁止装船（Do Not Load）', en: 'held by customs: Do Not Load' },
  RFI: { type: 'v1.ManifestCustomsReferral', zh: '海关要求补充信息', en: 'customs request more information' },
  ASSESSED: { type: 'v1.ManifestRiskAssessed', zh: '', en: '' },
};

const STAGES: Record<string, string> = { ARRIVED: 'ARRIVED', RELEASED: 'RELEASED', LOADED: 'LOADED', TALLIED: 'TALLIED' };

export function manifestReceiptApplier(changed: Set<number>, channel = MANIFEST_CHANNEL): ApplyReceipt {
  const event = eventOf(channel);
  return async (tx, r) => {
    const body = JSON.parse(r.raw || '{}') as Body;
    const detail = { code: r.code, customsCode: body.code ?? '', seq: r.seq, text: r.text, simulated: r.simulated, ...(body.mrn ? { mrn: body.mrn } : {}) };
    const stageOf = manifestIdOfStageRef(r.externalRef);
    if (stageOf !== undefined) {
      const m = await lockManifestForReceipt(tx, stageOf);
      if (!m) return;
      if (STAGES[r.code] && laterStage(m.MFT_STAGE, r.code)) {
        await setStage(tx, m.Id, r.code);
        await event(tx, m.Id, 'v1.ManifestStageReached', { ...detail, stage: r.code });
        changed.add(m.Id);
      } else await event(tx, m.Id, 'v1.ManifestReceiptIgnored', { ...detail, stage: m.MFT_STAGE });
      return;
    }
    const id = manifestIdOfRef(r.externalRef);
    let m = id === undefined ? undefined : await lockManifestForReceipt(tx, id);
    if (!m) return;
    const named = parseRef(r.externalRef);
    let t = r.messageId ? await transmissionOfMessage(tx, r.messageId) : named ? await transmissionByRef(tx, named) : undefined;
    changed.add(m.Id);
    // our last attempts failed but customs kept an earlier one (its answer was lost to a timeout): the
    // answer proves delivery — the manifest is back in flight and the answer applies below (found by
    // the 500-manifest SIGKILL run: such a manifest stayed "send failed" while customs held it)
    if (t && t.Outcome === 'FAILED' && m.MFT_STATUS === MFT_STATUS.SEND_FAILED && (await latestTransmissionId(tx, m.Id)) === t.Id) {
      const back = mftMove(m.MFT_STATUS, 'deliveredAfterAll', 'gateway')!;
      await markDeliveredAfterAll(tx, t.MessageId, r.externalRef);
      await reopenTransmission(tx, t.MessageId);
      await moveStatus(tx, m.Id, m.MFT_STATUS, back.to, { lastError: '' });
      await event(tx, m.Id, 'v1.ManifestDeliveredAfterAll', { ...detail, messageId: t.MessageId });
      m = { ...m, MFT_STATUS: back.to };
      t = { ...t, Outcome: 'PENDING' };
    }
    if (r.code === 'ACK') {
      const move = mftMove(m.MFT_STATUS, 'transmitted', 'gateway');
      if (move) await moveStatus(tx, m.Id, m.MFT_STATUS, move.to);
      await event(tx, m.Id, 'v1.ManifestAcknowledged', detail);
      return;
    }
    const after = AFTERWORDS[r.code];
    if (after) {
      await event(tx, m.Id, after.type, detail);
      if (after.zh)
        await messageOwner(tx, m.CreatedBy, {
          title: `舱单 ${m.MFT_NO} ${after.zh}：${r.text}`,
          titleEn: `Manifest ${m.MFT_NO} ${after.en}: ${r.text}`,
          description: `${m.MFT_MBL_NO} ${m.MFT_VESSEL} ${m.MFT_VOYAGE}`,
          link: `/mainifest/trackInfo?id=${m.Id}`,
        });
      return;
    }
    if (r.code !== 'ACCEPTED' && r.code !== 'REJECTED') {
      await event(tx, m.Id, 'v1.ManifestReceiptUnknown', detail);
      return;
    }
    const accepted = r.code === 'ACCEPTED';
    // the receipt of a transmission that is not the pending one (answered already, or superseded): kept in the log only
    const move = t && t.Outcome === 'PENDING' ? mftMove(m.MFT_STATUS, receiptEvent(t.Kind, accepted), 'gateway') : undefined;
    if (!t || !move) {
      await event(tx, m.Id, 'v1.ManifestReceiptIgnored', { ...detail, status: m.MFT_STATUS });
      return;
    }
    await setOutcome(tx, t.Id, accepted ? 'ACCEPTED' : 'REJECTED');
    if (accepted) {
      const payload = JSON.parse(t.Payload) as ManifestPayload;
      await moveStatus(tx, m.Id, m.MFT_STATUS, move.to, { lastError: '', acceptedPayload: t.Kind === 'DELETE' ? undefined : payload.data });
      await event(tx, m.Id, t.Kind === 'DELETE' ? 'v1.ManifestDeletedAtCustoms' : 'v1.ManifestAccepted', { ...detail, kind: t.Kind, late: !!body.late });
      return;
    }
    const reason = `${body.code ?? ''} ${body.reason ?? r.text}`.trim();
    await moveStatus(tx, m.Id, m.MFT_STATUS, move.to, { lastError: reason });
    await event(tx, m.Id, 'v1.ManifestRejected', { ...detail, kind: t.Kind, reason });
    await messageOwner(tx, m.CreatedBy, {
      title: `舱单 ${m.MFT_NO} 海关退单：${reason}`,
      titleEn: `Manifest ${m.MFT_NO} rejected by customs: ${reason}`,
      description: `${m.MFT_MBL_NO} ${m.MFT_VESSEL} ${m.MFT_VOYAGE}`,
      link: `/mainifest/sendFailInfo?id=${m.Id}`,
    });
  };
}

/** A message that finally failed: the manifest is "send failed" (7), told why; Retry sends it again. */
function deliveryFailed(changed: Set<number>): OnFailed {
  return async (tx, msg, error) => {
    const m = await lockManifestForReceipt(tx, msg.doc_id);
    const t = await transmissionOfMessage(tx, msg.id);
    if (t) await setOutcome(tx, t.Id, 'FAILED');
    if (!m) return;
    const move = mftMove(m.MFT_STATUS, 'transportFailed', 'system');
    if (!move) return;
    await moveStatus(tx, m.Id, m.MFT_STATUS, move.to, { lastError: error });
    await recordDocEvent(tx, {
      docType: MANIFEST_DOC,
      docId: m.Id,
      actor: { kind: 'system' },
      type: 'v1.ManifestSendFailed',
      detail: { messageId: msg.id, error },
    });
    changed.add(m.Id);
  };
}

export const applyManifestReceipts = (db: Db, changed = new Set<number>(), channel = MANIFEST_CHANNEL) =>
  applyReceipts(db, channel, manifestReceiptApplier(changed, channel));

/**
 * A receipt stranded an hour waiting for its predecessor (operations.md §17.2): the log says so and
 * the manifest's maker is told — the predecessor may be lost, and customs must be asked to send it again.
 */
async function tellStranded(db: Db, channel: string, s: { externalRef: string; seq: number; code: string }) {
  const id = manifestIdOfRef(s.externalRef) ?? manifestIdOfStageRef(s.externalRef);
  if (id === undefined) return;
  await db.transaction(async (tx) => {
    const m = await lockManifestForReceipt(tx, id);
    if (!m) return;
    await eventOf(channel)(tx, id, 'v1.ManifestReceiptWaiting', { code: s.code, seq: s.seq });
    await messageOwner(tx, m.CreatedBy, {
      title: `舱单 ${m.MFT_NO} 的海关回执（${s.code}，第 ${s.seq} 条）已等待前序回执一小时：请联系 ${channel} 通道重发`,
      titleEn: `Manifest ${m.MFT_NO}: customs' receipt ${s.code} (no. ${s.seq}) has waited an hour for the one before it — ask the ${channel} channel to send it again`,
      description: `${m.MFT_MBL_NO} ${m.MFT_VESSEL} ${m.MFT_VOYAGE}`,
      link: `/mainifest/trackInfo?id=${m.Id}`,
    });
  });
}

/** One round of a customs channel (any of the four: the adapter names it): deliver what is due, collect customs' receipts, apply them in order; answers the manifests changed. */
export async function runManifestChannel(
  db: Db,
  adapter: ChannelAdapter,
  now: Date,
  minuteMs = 60_000,
): Promise<{ delivered: number; applied: number; changed: number[] }> {
  const changed = new Set<number>();
  const channel = adapter.channel;
  const delivered = await deliverDue(db, adapter, now, deliveryFailed(changed), minuteMs);
  // kept first, acknowledged after: killed in between, customs sends them again and the copies are dropped
  const polled = await adapter.poll(now);
  for (const r of polled) await recordReceipt(db, channel, r);
  if (polled.length) await adapter.acknowledge(polled, now);
  const applied = await applyManifestReceipts(db, changed, channel);
  for (const s of await flagStrandedReceipts(db, channel, now)) await tellStranded(db, channel, s);
  return { delivered, applied, changed: [...changed] };
}

/** The customs channels' round, once per MANIFEST_CHANNEL_EVERY_MS (0: the API tests drive it), each channel in turn; OUTBOX_MINUTE_MS shortens the retry minute. */
export function manifestChannelRound(adaptersOf: (db: Db) => ChannelAdapter[]): RoundSource {
  return {
    name: 'manifest.customsChannel',
    everyMs: roundSetting('MANIFEST_CHANNEL_EVERY_MS'),
    channels: (db) => adaptersOf(db).map((a) => a.channel),
    run: async ({ db, hub }, now) => {
      const total = { delivered: 0, applied: 0, changed: [] as number[] };
      for (const adapter of adaptersOf(db)) {
        const out = await runManifestChannel(db, adapter, now, setting(process.env, 'OUTBOX_MINUTE_MS'));
        // open pages refetch when customs answered
        await publishManifestChanged(db, hub, out.changed);
        total.delivered += out.delivered;
        total.applied += out.applied;
        total.changed.push(...out.changed);
      }
      return total;
    },
  };
}
