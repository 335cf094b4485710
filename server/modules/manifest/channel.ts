import { laterStage, mftMove, receiptEvent } from '../../../src/domain/manifest/status';
import { type ApplyReceipt, applyReceipts, type ChannelAdapter, deliverDue, flagStrandedReceipts, type OnFailed, recordReceipt } from '../../channels/outbox';
import type { Db, Queryable } from '../../db/types';
import { roundSetting, type RoundSource } from '../../jobs/types';
import { recordDocEvent } from '../../platform/spine/docEvents';
import { publishManifestChanged } from './live';
import { MANIFEST_CHANNEL, MANIFEST_DOC, type ManifestPayload, manifestIdOfRef, manifestIdOfStageRef, parseRef } from './payload';
import { lockManifestForReceipt, messageOwner, moveStatus, setOutcome, setStage, transmissionByRef, transmissionOfMessage } from './repository';

/**
 * The CN_MANIFEST channel's receipts and round (operations.md §7.3, §17.2): a manifest moves only on
 * customs' receipts. ACK (the single window took the message) moves 5 → 6; ACCEPTED (入库) and
 * REJECTED (退单) answer the transmission's kind (a refused MODIFY or DELETE leaves what customs holds
 * in force); the stage receipts (运抵, 放行, 装载, 理货) set MFT_STAGE, never going back. A rejection
 * is told to the manifest's maker in a message. Receipts are kept once and applied once, in customs'
 * order, by the shared outbox; each applied receipt marks the manifest changed (`changed`) so the
 * round publishes the live frame after commit.
 */
type Body = { code?: string; reason?: string; receiptNo?: string; late?: boolean };

const gateway = { kind: 'gateway' as const, id: MANIFEST_CHANNEL };
const event = (tx: Queryable, id: number, type: string, detail: Record<string, unknown>) =>
  recordDocEvent(tx, { docType: MANIFEST_DOC, docId: id, actor: gateway, type, detail });

const STAGES: Record<string, string> = { ARRIVED: 'ARRIVED', RELEASED: 'RELEASED', LOADED: 'LOADED', TALLIED: 'TALLIED' };

export function manifestReceiptApplier(changed: Set<number>): ApplyReceipt {
  return async (tx, r) => {
    const body = JSON.parse(r.raw || '{}') as Body;
    const detail = { code: r.code, customsCode: body.code ?? '', seq: r.seq, text: r.text, simulated: r.simulated };
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
    const m = id === undefined ? undefined : await lockManifestForReceipt(tx, id);
    if (!m) return;
    const named = parseRef(r.externalRef);
    const t = r.messageId ? await transmissionOfMessage(tx, r.messageId) : named ? await transmissionByRef(tx, named) : undefined;
    changed.add(m.Id);
    if (r.code === 'ACK') {
      const move = mftMove(m.MFT_STATUS, 'transmitted', 'gateway');
      if (move) await moveStatus(tx, m.Id, m.MFT_STATUS, move.to);
      await event(tx, m.Id, 'v1.ManifestAcknowledged', detail);
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

export const applyManifestReceipts = (db: Db, changed = new Set<number>()) => applyReceipts(db, MANIFEST_CHANNEL, manifestReceiptApplier(changed));

/** One round of the channel: deliver what is due, collect customs' receipts, apply them in order; answers the manifests changed. */
export async function runManifestChannel(
  db: Db,
  adapter: ChannelAdapter,
  now: Date,
  minuteMs = 60_000,
): Promise<{ delivered: number; applied: number; changed: number[] }> {
  const changed = new Set<number>();
  const delivered = await deliverDue(db, adapter, now, deliveryFailed(changed), minuteMs);
  // kept first, acknowledged after: killed in between, customs sends them again and the copies are dropped
  const polled = await adapter.poll(now);
  for (const r of polled) await recordReceipt(db, MANIFEST_CHANNEL, r);
  if (polled.length) await adapter.acknowledge(polled, now);
  const applied = await applyManifestReceipts(db, changed);
  for (const s of await flagStrandedReceipts(db, MANIFEST_CHANNEL, now)) {
    const id = manifestIdOfRef(s.externalRef) ?? manifestIdOfStageRef(s.externalRef);
    if (id !== undefined)
      await db.transaction((tx) =>
        recordDocEvent(tx, { docType: MANIFEST_DOC, docId: id, actor: gateway, type: 'v1.ManifestReceiptWaiting', detail: { code: s.code, seq: s.seq } }),
      );
  }
  return { delivered, applied, changed: [...changed] };
}

/** The channel's round, once per MANIFEST_CHANNEL_EVERY_MS (0: the API tests drive it); OUTBOX_MINUTE_MS shortens the retry minute. */
export function manifestChannelRound(adapterOf: (db: Db) => ChannelAdapter): RoundSource {
  return {
    name: 'manifest.customsChannel',
    everyMs: roundSetting('MANIFEST_CHANNEL_EVERY_MS', 1000),
    run: async ({ db, hub }, now) => {
      const out = await runManifestChannel(db, adapterOf(db), now, Number(process.env.OUTBOX_MINUTE_MS ?? 60_000));
      // open pages refetch when customs answered
      await publishManifestChanged(db, hub, out.changed);
      return out;
    },
  };
}
