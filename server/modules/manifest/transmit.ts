import type { ManifestData } from '../../../src/contract/manifest';
import { type MftEvent, mftMove, type TransmissionKind } from '../../../src/domain/manifest/status';
import { enqueue } from '../../channels/outbox';
import type { Queryable } from '../../db/types';
import type { ResolvedManifestConfig } from '../manifestSetup/public';
import { dataOf } from './manifestData';
import { MANIFEST_DOC, type ManifestPayload, messageRef } from './payload';
import { insertTransmission } from './transmissionRepository';
import { moveStatus, type StoredManifest } from './repository';
import { byOf, logEvent as event, type Requester } from './requester';

export interface Queued {
  Id: number;
  MessageId: number;
}

/** Writes the transmission: the message in the outbox, its row, the manifest to 5 (in the caller's transaction). */
export async function transmit(
  tx: Queryable,
  r: Requester,
  m: StoredManifest,
  o: {
    kind: TransmissionKind;
    event: MftEvent;
    late: boolean;
    changeReason?: string;
    overrideReason?: string;
    config: ResolvedManifestConfig;
    channel: string;
    data?: ManifestData;
  },
): Promise<number> {
  const data = o.data ?? dataOf(m);
  const payload: ManifestPayload = {
    messageRef: messageRef(m.Id, o.kind, m.VERSION),
    manifestId: m.Id,
    mftNo: m.MFT_NO,
    kind: o.kind,
    version: m.VERSION,
    changeReasonCode: o.changeReason ?? '',
    late: o.late,
    senderCode: o.config.MCF_SENDER_CODE,
    data,
  };
  const messageId = await enqueue(tx, {
    channel: o.channel,
    docType: MANIFEST_DOC,
    docId: m.Id,
    kind: o.kind,
    payloadVersion: m.VERSION,
    payload,
    simulated: true,
    createdBy: r.kind === 'employee' ? r.actor.id : null,
  });
  await insertTransmission(tx, {
    manifestId: m.Id,
    kind: o.kind,
    messageId,
    version: m.VERSION,
    changeReason: o.changeReason ?? '',
    late: o.late,
    overrideReason: o.overrideReason ?? '',
    by: byOf(r),
    // the configuration it went out under: its detail lists the manifests sent under it
    configId: o.config.Id,
  });
  const move = mftMove(m.MFT_STATUS, o.event, o.event === 'autoSend' ? 'system' : 'verifier')!;
  await moveStatus(tx, m.Id, m.MFT_STATUS, move.to, { late: o.late || m.MFT_LATE, lastError: '', by: byOf(r) });
  await event(tx, r, m.Id, 'v1.ManifestQueued', {
    kind: o.kind,
    messageId,
    version: m.VERSION,
    late: o.late,
    ...(o.overrideReason ? { override: o.overrideReason } : {}),
  });
  return messageId;
}
