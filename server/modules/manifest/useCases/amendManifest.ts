import type { ManifestSendAmendment } from '../../../../src/contract/manifest';
import { fieldSays } from '../../../../src/contract/envelope';
import { immutableChanges } from '../../../../src/domain/manifest/amendment';
import { manifestErrors } from '../../../../src/domain/manifest/check';
import { mftMove, type TransmissionKind } from '../../../../src/domain/manifest/status';
import type { Db, Queryable } from '../../../db/types';
import type { Outcome } from '../../../http/outcome';
import { no } from '../../../platform/refusal';
import { inTransaction } from '../../../platform/transaction';
import { manifestRemark } from '../../manifestSetup/public';
import { channelOfFiling } from '../payload';
import { moveStatus, touch } from '../repository';
import { judge } from '../rules';
import { dataOf } from '../manifestData';
import { noChannel, noManifest, problemsRefusal, staleRefusal, stateRefusal } from '../refusals';
import { byOf, logEvent as event, loadManifest, mftActor, type Requester } from '../requester';
import { transmit } from '../transmit';

/** An amendment opened on a manifest customs holds or rejected: its data editable again. */
export async function amendManifest(db: Db, r: Requester & { kind: 'employee' }, id: number): Promise<Outcome<{ Id: number; VERSION: number }>> {
  return inTransaction(db, async (tx) => {
    const m = await loadManifest(tx, r, id);
    if (!m) return noManifest();
    const move = mftMove(m.MFT_STATUS, 'amend', mftActor(r));
    if (!move) return stateRefusal(m.MFT_STATUS);
    await moveStatus(tx, m.Id, m.MFT_STATUS, move.to, { by: byOf(r) });
    const version = await touch(tx, m.Id, byOf(r));
    await event(tx, r, m.Id, 'v1.ManifestAmendmentOpened', { from: m.MFT_STATUS, stage: m.MFT_STAGE });
    return { ok: true, value: { Id: m.Id, VERSION: version } };
  });
}

/** A customs change-reason code refused when it is not one. */
export async function changeReason(tx: Queryable, code: string, path: string) {
  const remark = code.trim() ? await manifestRemark(tx, code, 'CHANGE_REASON') : undefined;
  return remark
    ? undefined
    : no<never>('mft.changeReason', `"${code}" is not a customs change-reason code.`, `"${code}" 不是海关变更原因代码。`, [
        fieldSays(path, { en: 'is not a customs change-reason code', zh: '不是海关变更原因代码' }),
      ]);
}

/** The amendment sent: MAIN again after a rejection, MODIFY of what customs holds (what cannot change refused). */
export async function sendAmendment(db: Db, r: Requester & { kind: 'employee' }, input: ManifestSendAmendment): Promise<Outcome<{ MessageId: number }>> {
  return inTransaction(db, async (tx) => {
    const m = await loadManifest(tx, r, input.Id);
    if (!m) return noManifest();
    if (!mftMove(m.MFT_STATUS, 'sendAmendment', 'verifier')) return stateRefusal(m.MFT_STATUS);
    if (m.VERSION !== input.VERSION) return staleRefusal(m);
    const bad = await changeReason(tx, input.ChangeReasonCode, '/ChangeReasonCode');
    if (bad) return bad;
    const data = dataOf(m);
    // customs holds the last accepted content: the change goes out as MODIFY, and what cannot change is refused
    const kind: TransmissionKind = m.MFT_ACCEPTED_PAYLOAD ? 'MODIFY' : 'MAIN';
    if (m.MFT_ACCEPTED_PAYLOAD) {
      const locked = immutableChanges(m.MFT_ACCEPTED_PAYLOAD, data, r.lang);
      if (locked.length)
        return no('mft.immutable', `${locked[0]!.Message}`, `${locked[0]!.Message}`, [{ Path: `/${locked[0]!.Path}`, Message: locked[0]!.Message }]);
    }
    const v = await judge(tx, data, { companyId: m.COMPANYID, lang: r.lang, forSend: true });
    if (manifestErrors(v.problems).length) return problemsRefusal(v.problems);
    const channel = channelOfFiling(m.MFT_FILING, v.config);
    if (!channel) return noChannel(m);
    const messageId = await transmit(tx, r, m, {
      channel,
      kind,
      event: 'sendAmendment',
      late: v.deadline.Late,
      changeReason: input.ChangeReasonCode.trim().toUpperCase(),
      overrideReason: input.Remarks ?? '',
      config: v.config,
    });
    return { ok: true, value: { MessageId: messageId } };
  });
}
