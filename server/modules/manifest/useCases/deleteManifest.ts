import type { ManifestDelete } from '../../../../src/contract/manifest';
import { customsHolds, MFT_STATUS, mftMove } from '../../../../src/domain/manifest/status';
import type { Db } from '../../../db/types';
import type { Outcome } from '../../../http/outcome';
import { inTransaction } from '../../../platform/transaction';
import { channelOfFiling } from '../payload';
import { moveStatus } from '../repository';
import { requeueMessage, transmissionsOf } from '../transmissionRepository';
import { configOf } from '../rules';
import { noChannel, noManifest, stateRefusal } from '../refusals';
import { byOf, logEvent as event, loadManifest, mftActor, type Requester } from '../requester';
import { transmit } from '../transmit';
import { changeReason } from './amendManifest';

/** A never-sent manifest cancelled, or a DELETE message of what customs holds. */
export async function deleteManifest(
  db: Db,
  r: Requester & { kind: 'employee' },
  input: ManifestDelete,
): Promise<Outcome<{ MessageId: number | null; Cancelled: boolean }>> {
  return inTransaction(db, async (tx) => {
    const m = await loadManifest(tx, r, input.Id);
    if (!m) return noManifest();
    const cancel = mftMove(m.MFT_STATUS, 'cancel', mftActor(r));
    if (cancel) {
      await moveStatus(tx, m.Id, m.MFT_STATUS, cancel.to, { by: byOf(r) });
      await event(tx, r, m.Id, 'v1.ManifestCancelled', { reason: input.Reason ?? '' });
      return { ok: true, value: { MessageId: null, Cancelled: true } };
    }
    // an amendment may end in a deletion when customs holds an accepted version (not after a rejection)
    const held = customsHolds(m.MFT_STATUS) || (m.MFT_STATUS === MFT_STATUS.AMENDING && !!m.MFT_ACCEPTED_PAYLOAD);
    if (!held || !mftMove(m.MFT_STATUS, 'deleteAccepted', mftActor(r))) return stateRefusal(m.MFT_STATUS);
    const bad = await changeReason(tx, input.ChangeReasonCode ?? '', '/ChangeReasonCode');
    if (bad) return bad;
    const config = await configOf(tx, m.COMPANYID, m);
    const channel = channelOfFiling(m.MFT_FILING, config);
    if (!channel) return noChannel(m);
    const messageId = await transmit(tx, r, m, {
      channel,
      kind: 'DELETE',
      event: 'deleteAccepted',
      late: false,
      changeReason: (input.ChangeReasonCode ?? '').trim().toUpperCase(),
      overrideReason: input.Reason ?? '',
      config,
      // the deletion names what customs holds, never an amendment's unsent edits
      ...(m.MFT_ACCEPTED_PAYLOAD ? { data: m.MFT_ACCEPTED_PAYLOAD } : {}),
    });
    return { ok: true, value: { MessageId: messageId, Cancelled: false } };
  });
}

/** A failed sending handed to the gateway again. */
export async function retryManifest(db: Db, r: Requester & { kind: 'employee' }, id: number): Promise<Outcome<{ MessageId: number }>> {
  return inTransaction(db, async (tx) => {
    const m = await loadManifest(tx, r, id);
    if (!m) return noManifest();
    const move = mftMove(m.MFT_STATUS, 'retry', 'verifier');
    if (!move) return stateRefusal(m.MFT_STATUS);
    const failed = (await transmissionsOf(tx, m.Id)).filter((t) => t.Status === 'FAILED').at(-1);
    if (!failed) return stateRefusal(m.MFT_STATUS);
    await requeueMessage(tx, failed.MessageId);
    await moveStatus(tx, m.Id, m.MFT_STATUS, move.to, { lastError: '', by: byOf(r) });
    await event(tx, r, m.Id, 'v1.ManifestRetried', { messageId: failed.MessageId });
    return { ok: true, value: { MessageId: failed.MessageId } };
  });
}
