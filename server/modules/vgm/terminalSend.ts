import { VGM_STATUS } from '../../../src/domain/vgm/status';
import { enqueue } from '../../channels/outbox';
import type { Queryable } from '../../db/types';
import { recordDocEvent } from '../../platform/spine/docEvents';
import { docIdOf, messageRef, VGM_DOC, type VgmPayload } from './payload';
import { messageOf, moveTerminal, requeue, sealOf, type StoredVgm } from './repository';
import { TERMINAL_VGM_CHANNEL, type TerminalVgmPayload } from './terminalPayload';

/**
 * Whether Send sends a version to the terminal: with its first sending to the carrier (a declared
 * version), or again after the terminal's delivery failed (its side back to 2) — never a draft nor a
 * superseded version, never twice.
 */
export const goesToTerminal = (v: StoredVgm) =>
  v.VGM_STATUS !== VGM_STATUS.DRAFT &&
  v.VGM_STATUS !== VGM_STATUS.SUPERSEDED &&
  (v.TerminalStatus === null ? v.VGM_STATUS === VGM_STATUS.DECLARED : v.TerminalStatus === VGM_STATUS.DECLARED);

/** The version's message to the terminal written (or a failed one queued again under its key) with its side's move to sent, in `tx`. */
export async function sendToTerminal(tx: Queryable, v: StoredVgm, carrierPayload: VgmPayload, by: string): Promise<void> {
  const failed = await messageOf(tx, TERMINAL_VGM_CHANNEL, v.Id);
  if (failed?.status === 'FAILED') await requeue(tx, failed.id);
  else {
    const payload: TerminalVgmPayload = { ...carrierPayload, sealNumber: await sealOf(tx, v.cgoId, v.CNNO) };
    await enqueue(tx, {
      channel: TERMINAL_VGM_CHANNEL,
      docType: VGM_DOC,
      docId: v.Id,
      kind: 'DECLARE',
      payloadVersion: v.VGM_VERSION,
      payload,
      simulated: true,
      createdBy: by,
    });
  }
  await moveTerminal(tx, v.Id, v.TerminalStatus, VGM_STATUS.SENT, { error: '' });
  await recordDocEvent(tx, {
    docType: VGM_DOC,
    docId: docIdOf(v.cgoId, v.CNNO),
    actor: { kind: 'employee', id: Number(by) },
    type: 'v1.VgmSentToTerminal',
    detail: { vgm: v.Id, version: v.VGM_VERSION, ref: messageRef(v.Id, v.VGM_VERSION), channel: TERMINAL_VGM_CHANNEL },
  });
}
