import { fieldSays } from '../../../../src/contract/envelope';
import { VGM_STATUS, vgmMove } from '../../../../src/domain/vgm/status';
import { enqueue } from '../../../channels/outbox';
import type { Db, Queryable } from '../../../db/types';
import type { Outcome } from '../../../http/outcome';
import type { Actor } from '../../../platform/access/grants';
import { no } from '../../../platform/refusal';
import { recordDocEvent } from '../../../platform/spine/docEvents';
import { inTransaction } from '../../../platform/transaction';
import { docIdOf, messageRef, VGM_CHANNEL, VGM_DOC, vgmPayload } from '../payload';
import { bookingFor, lockVersions, messageOf, moveStatus, packingListsOf, requeue, type StoredVgm } from '../repository';
import { goesToTerminal, sendToTerminal } from '../terminalSend';
import { containerTypes, type Declarant, noVgm, scopeOf } from './shared';

const toCarrier = (r: StoredVgm) => !!vgmMove(r.VGM_STATUS, 'send', 'system');

/** The declared versions named, sent: each message written with its move to "sent" (the outbox delivers it). */
export async function sendVgm(db: Db, actor: Actor, ids: number[]): Promise<Outcome<{ Queued: number }>> {
  const d: Declarant = { kind: 'employee', actor };
  return inTransaction(db, async (tx) => {
    const rows = await lockVersions(tx, [...new Set(ids)], scopeOf(d));
    if (rows.length !== new Set(ids).size) return noVgm();
    const notDeclared = rows.find((r) => !toCarrier(r) && !goesToTerminal(r));
    if (notDeclared)
      return no(
        'VGM_NOT_DECLARED',
        `Only a declared VGM is sent: ${notDeclared.CNNO} version ${notDeclared.VGM_VERSION} is not.`,
        `只能发送已声明的 VGM：箱 ${notDeclared.CNNO} 第 ${notDeclared.VGM_VERSION} 版不是已声明状态。`,
        [fieldSays('/Ids', { zh: '只能发送已声明的 VGM。', en: 'Only a declared VGM is sent.' })],
      );
    for (const v of rows) await sendOne(tx, actor, v);
    return { ok: true, value: { Queued: rows.length } };
  });
}

/** One version's VERMAS to the terminal and (when declared) to the carrier, and its move to "sent". */
async function sendOne(tx: Queryable, actor: Actor, v: StoredVgm) {
  const b = (await bookingFor(tx, v.cgoId, null))!;
  const f = await packingListsOf(tx, v.cgoId);
  const type = containerTypes(b, f, [v]).get(v.CNNO) ?? '';
  const payload = vgmPayload(v, b, type, f.get(v.CNNO)?.maxGrossKg ?? null);
  // the terminal gets the same VERMAS with the box's seal (TERMINAL_VGM), on its own first sending or after its delivery failed
  if (goesToTerminal(v)) await sendToTerminal(tx, v, payload, actor.id);
  if (!toCarrier(v)) return;
  const failed = await messageOf(tx, VGM_CHANNEL, v.Id);
  // sent before and given up on: the same message again, under its key (a carrier that kept it dedupes)
  if (failed?.status === 'FAILED') await requeue(tx, failed.id);
  else
    await enqueue(tx, {
      channel: VGM_CHANNEL,
      docType: VGM_DOC,
      docId: v.Id,
      kind: 'DECLARE',
      payloadVersion: v.VGM_VERSION,
      payload,
      simulated: true,
      createdBy: actor.id,
    });
  await moveStatus(tx, v.Id, v.VGM_STATUS, VGM_STATUS.SENT, { error: '' });
  await recordDocEvent(tx, {
    docType: VGM_DOC,
    docId: docIdOf(v.cgoId, v.CNNO),
    actor: { kind: 'employee', id: Number(actor.id) },
    type: 'v1.VgmSent',
    detail: { vgm: v.Id, version: v.VGM_VERSION, ref: messageRef(v.Id, v.VGM_VERSION), channel: VGM_CHANNEL },
  });
}
