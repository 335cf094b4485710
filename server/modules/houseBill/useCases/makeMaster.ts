import type { Mbl } from '../../../../src/contract/houseBill/calls';
import { billRefusalWords as R } from '../../../../src/contract/houseBill/words';
import { fillWords } from '../../../../src/domain/houseBill/rules';
import type { Db, Queryable } from '../../../db/types';
import type { Outcome } from '../../../http/outcome';
import type { Actor } from '../../../platform/access/grants';
import { missing } from '../../../platform/refusal';
import { docHistory } from '../../../platform/spine/docEvents';
import { inTransaction } from '../../../platform/transaction';
import {
  bookedContainers,
  bookingsFacts,
  companyNameEn,
  insertMbl,
  linkHblsToMbl,
  mastersHolding,
  type MblDbRow,
  mblRow,
  sisOfBookings,
} from '../masterBillRepository';
import { siPart } from '../view';
import { linkSis, MBL_DOC, masterView, mblEvent, noMbl } from './masterShared';
import { docActor, say } from './shared';

type Box = MblDbRow['mbl_containers'][number];

export async function readMaster(db: Db, id: number): Promise<Outcome<Mbl>> {
  const m = await mblRow(db, id);
  return m ? { ok: true, value: await masterView(db, m) } : noMbl();
}

export async function masterLog(db: Db, id: number) {
  if (!(await mblRow(db, id))) return noMbl<never>();
  const events = await docHistory(db, MBL_DOC, id);
  return {
    ok: true as const,
    value: { Events: events.map((e) => ({ At: e.at, ActorKind: e.actorKind, ActorName: e.actorName ?? '', Type: e.type, Detail: e.detail })) },
  };
}

/**
 * A master bill made over one or more bookings (a booking on one live master only; a direct master
 * over one booking with one SI, its parties the SI's): its houses the bookings' SIs with their live HBLs.
 */
export async function makeMaster(db: Db, actor: Actor, input: { CGO_IDs: string[]; Direct: boolean }): Promise<Outcome<{ Id: number }>> {
  const cgoIds = [...new Set(input.CGO_IDs)];
  return inTransaction(db, async (tx) => {
    const bookings = await bookingsFacts(tx, cgoIds);
    const missingOne = cgoIds.find((c) => !bookings.some((b) => b.cgo_id === c));
    if (missingOne) return missing(fillWords(R.noBooking, { cgo: missingOne }).en, fillWords(R.noBooking, { cgo: missingOne }).zh);
    const held = await mastersHolding(tx, cgoIds);
    if (held.length) return say('MBL_BOOKING_ON_MASTER', fillWords(R.bookingOnMaster, { cgo: held[0]!.cgo }));
    const sis = await sisOfBookings(tx, cgoIds);
    if (input.Direct && (cgoIds.length !== 1 || sis.length !== 1)) return say('MBL_DIRECT_ONE', R.directOne);
    const first = bookings[0]!;
    const us = await companyNameEn(tx, actor.companyId);
    const direct = input.Direct ? siPart(sis[0]!.record) : undefined;
    const id = await insertMbl(tx, {
      companyId: first.company_id,
      cgoIds,
      direct: input.Direct,
      carrier: first.carrier,
      vessel: first.vessel,
      voyage: first.voyage,
      mblNo: first.mbl_no,
      containers: await containersOf(tx, cgoIds, sis),
      shipper: direct?.Shipper ?? us,
      consignee: direct?.Consignee ?? '',
      notify: direct?.Notify ?? '',
      by: actor.id,
    });
    const hblIds = sis.flatMap((s) => (s.hbl_id ? [s.hbl_id] : []));
    await linkHblsToMbl(tx, id, hblIds);
    await linkSis(tx, { id, mbl_cgo_ids: cgoIds, mbl_no: first.mbl_no }, actor);
    await mblEvent(tx, id, docActor(actor), 'v1.MblCreated', { bookings: cgoIds, direct: input.Direct, houses: hblIds });
    return { ok: true, value: { Id: id } };
  });
}

/** The master's containers: the booked ones, with the SIs' figures as first typed (the clerk corrects them). */
async function containersOf(tx: Queryable, cgoIds: string[], sis: Awaited<ReturnType<typeof sisOfBookings>>): Promise<Box[]> {
  const totals = new Map<string, Box>();
  for (const b of await bookedContainers(tx, cgoIds)) totals.set(b.cnno, { CNNO: b.cnno, SEALNO: '', TYPE: b.type, PKGS: 0, KG: 0, CBM: 0 });
  for (const s of sis)
    for (const c of siPart(s.record).Containers) {
      const t = totals.get(c.CNNO) ?? { CNNO: c.CNNO, SEALNO: '', TYPE: c.TYPE, PKGS: 0, KG: 0, CBM: 0 };
      totals.set(c.CNNO, {
        ...t,
        SEALNO: t.SEALNO || c.SEALNO,
        PKGS: t.PKGS + c.PKGS,
        KG: Math.round((t.KG + c.KG) * 1000) / 1000,
        CBM: Math.round((t.CBM + c.CBM) * 1000) / 1000,
      });
    }
  return [...totals.values()];
}
