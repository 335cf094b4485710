import { rowHref } from '../../../../src/contract/manifest/rowPage';
import { billRefusalWords as R } from '../../../../src/contract/houseBill/words';
import { fillWords, type ReleaseType, toOrderProblems } from '../../../../src/domain/houseBill/rules';
import { filedWithCustoms } from '../../../../src/domain/manifest/status';
import type { Db, Queryable } from '../../../db/types';
import type { Outcome } from '../../../http/outcome';
import type { Actor } from '../../../platform/access/grants';
import { inTransaction } from '../../../platform/transaction';
import { liveHouseManifests } from '../../manifest/public';
import { writeHouseBillNo } from '../../si/public';
import { hblNoTaken, insertHbl, liveHblRowOfSi, lockSi, nextHblNo, setSiPrevNo, type SiFacts, siFacts } from '../repository';
import { siPart } from '../view';
import { billEvent, docActor, listOf, noSi, say, scopeOf } from './shared';

export type MakeBill = { SiId: number; HBL_TYPE: 'BOL' | 'SWB'; HBL_RELEASE_TYPE: ReleaseType; HBL_ORIGINALS: number };
type Made = { Id: number; HBL_NO: string };

/** A house bill made from one approved SI (one live HBL per SI), numbered with the SI's own B/L number where it can be. */
export async function makeBillFromSi(db: Db, actor: Actor, input: MakeBill, now: Date) {
  return inTransaction<Made>(db, async (tx) => {
    const si = await siFacts(tx, input.SiId, scopeOf(actor));
    if (!si) return noSi<Made>();
    await lockSi(tx, si.id);
    if (si.status !== 2) return say('HBL_SI_NOT_APPROVED', R.siNotApproved);
    const live = await liveHblRowOfSi(tx, si.id, null);
    if (live) return say('HBL_SI_HAS_HBL', fillWords(R.siHasHbl, { no: live.hbl_no }), { Id: live.id });
    const order = toOrderProblems({
      type: input.HBL_TYPE,
      releaseType: input.HBL_RELEASE_TYPE,
      toOrder: false,
      originals: input.HBL_ORIGINALS,
      notify: siPart(si.record).Notify,
    });
    if (order.length) return say('HBL_TO_ORDER', listOf(order), { Problems: order });
    const numbered = await numberOfBill(tx, si, actor.companyId, now);
    if (!numbered.ok) return numbered;
    const billNo = numbered.value;
    const id = await insertHbl(tx, {
      companyId: si.company_id,
      issuerId: actor.companyId,
      no: billNo,
      siId: si.id,
      cgoId: si.cgo_id,
      type: input.HBL_TYPE,
      releaseType: input.HBL_RELEASE_TYPE,
      originals: input.HBL_ORIGINALS,
      createdBy: actor.id,
    });
    // the SI is renumbered only when the bill could not keep its number (given back on void)
    if (billNo !== si.bl_no) await setSiPrevNo(tx, id, await writeHouseBillNo(tx, si.id, billNo, actor.id));
    await billEvent(tx, id, docActor(actor), 'v1.HblCreated', { siId: si.id, no: billNo, kept: billNo === si.bl_no });
    return { ok: true, value: { Id: id, HBL_NO: billNo } };
  });
}

/**
 * The bill's number (issue 45): the SI's own B/L number — the one its shipper saw on the SI and
 * customs may hold on a manifest — so nothing filed under it is lost (R9, tracking). Only when the SI
 * has none, or an earlier, voided bill of this issuer carried it (a number is never given twice), a
 * new one of the issuer's series, which the SI then takes — refused while a manifest filed with
 * customs carries the old one: that number changes at customs first, through the manifest's amendment.
 */
async function numberOfBill(tx: Queryable, si: SiFacts, issuerId: string, now: Date): Promise<Outcome<string>> {
  const own = si.bl_no?.trim() ?? '';
  if (own && !(await hblNoTaken(tx, issuerId, own))) return { ok: true, value: own };
  const filed = own ? (await liveHouseManifests(tx, own)).find((m) => filedWithCustoms(m.status)) : undefined;
  if (filed)
    return say('HBL_NO_FILED', fillWords(R.numberFiled, { no: own, manifest: filed.no }), {
      ManifestNo: filed.no,
      BlNo: own,
      // the staff's page of the manifest's step, where its amendment starts (HBLMake is the staff's)
      ManifestHref: rowHref('staff', { Id: filed.id, MFT_STATUS: filed.status, MFT_STAGE: filed.stage }),
    });
  return { ok: true, value: await nextHblNo(tx, issuerId, now) };
}
