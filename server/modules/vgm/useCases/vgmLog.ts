import type { VgmLog } from '../../../../src/contract/vgm/calls';
import type { Db } from '../../../db/types';
import type { Outcome } from '../../../http/outcome';
import type { Actor } from '../../../platform/access/grants';
import { docHistory } from '../../../platform/spine/docEvents';
import { docIdOf, messageRef, VGM_CHANNEL, VGM_DOC } from '../payload';
import { bookingFor, receiptsOf, type StoredVgm, versionsOf } from '../repository';
import { TERMINAL_VGM_CHANNEL } from '../terminalPayload';
import { type Declarant, noBooking, scopeOf } from './shared';

/** The versions, the history (doc_events) and the carrier's receipts of a booking's VGM (of one container). */
export async function readVgmLog(db: Db, actor: Actor, cgoId: string, cnno?: string): Promise<Outcome<VgmLog>> {
  const d: Declarant = { kind: 'employee', actor };
  const b = await bookingFor(db, cgoId, scopeOf(d));
  if (!b) return noBooking();
  const versions = await versionsOf(db, cgoId, cnno?.toUpperCase());
  const containers = cnno ? [cnno.toUpperCase()] : [...new Set(versions.map((v) => v.CNNO))];
  const histories = await Promise.all([...(cnno ? [] : [cgoId]), ...containers.map((n) => docIdOf(cgoId, n))].map((id) => docHistory(db, VGM_DOC, id)));
  const events = histories
    .flat()
    .sort((a, b) => b.id - a.id)
    .map((e) => ({
      At: e.at,
      Container: e.type.startsWith('v1.Share')
        ? ''
        : (containers.find((n) => e.detail.vgm && versions.some((v) => v.Id === e.detail.vgm && v.CNNO === n)) ?? ''),
      ActorKind: e.actorKind,
      ActorName: e.actorName ?? (e.actorKind === 'gateway' ? (e.actorId ?? '') : ''),
      Type: e.type,
      Detail: JSON.stringify(e.detail),
    }));
  const byRef = new Map(versions.map((v) => [messageRef(v.Id, v.VGM_VERSION), v]));
  const receipts = (await receiptsOf(db, [VGM_CHANNEL, TERMINAL_VGM_CHANNEL], [...byRef.keys()])).map((r) => {
    const v = byRef.get(r.ref)!;
    return {
      At: new Date(r.at).toISOString(),
      Channel: r.channel,
      VgmId: v.Id,
      CNNO: v.CNNO,
      VGM_VERSION: v.VGM_VERSION,
      Seq: r.seq,
      Code: r.code,
      Text: r.text,
      Simulated: r.simulated,
      Applied: r.applied,
    };
  });
  const strip = ({ cgoId: _c, companyId: _co, pklId: _p, ...v }: StoredVgm) => v;
  return { ok: true, value: { Versions: versions.map(strip), Events: events, Receipts: receipts } };
}
