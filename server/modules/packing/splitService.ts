import type { PackingSplitChild } from '../../../src/contract/packing';
import { packingRefusalWords as W } from '../../../src/contract/packing/words';
import { EPSILON, freeSlots, lineTotals } from '../../../src/domain/packing/check';
import { formatPklNo } from '../../../src/domain/packing/number';
import { PKL_SPLIT_CHILD, PKL_STATUS, pklMove } from '../../../src/domain/packing/status';
import type { Db, Queryable } from '../../db/types';
import type { Outcome } from '../../http/outcome';
import type { LiveHub } from '../../live/hub';
import type { Actor } from '../../platform/access/grants';
import { inTransaction } from '../../platform/transaction';
import { pklEvent } from './events';
import { announced } from './live';
import { notPkl, said, wrongState } from './refusals';
import { liveSlots, maxUniversalSlot } from './bookingFactsRepository';
import { bookingFacts } from '../booking/public';
import { insertPkl, nextPklSeq, readPkl, setStatus, type StoredLine, type StoredPkl } from './repository';
import { linesOf, replaceLines } from './lineRepository';
import { writeData } from './dataRepository';
import { roleOf } from './roles';

type Split = { ParentId: number; ChildIds: number[] };
const close = (a: number, b: number) => Math.abs(a - b) < EPSILON;

/**
 * Splitting an opened packing list (operations.md §3.2, state 2 only) into children on free slots of
 * its type, the parent cancelled with reason SPLIT; and cancelling (a reason, before gate-in). Both are
 * announced live once committed (live.ts): the parent and every child.
 */
export function splitService(db: Db, hub: LiveHub) {
  async function split(actor: Actor, input: { Id: number; Into: PackingSplitChild[] }, now = new Date()): Promise<Outcome<Split>> {
    const done = await inTransaction<Split>(db, async (tx, fail) => {
      const p = await readPkl(tx, actor, input.Id, true);
      if (!p) return notPkl();
      if (!pklMove(p.pkl_status, 'split', roleOf(actor, p))) return wrongState(p, 'split');
      const parentLines = await linesOf(tx, p.id);
      const bySeq = new Map(parentLines.map((l) => [l.PKD_SEQ, l]));
      const refused = splitRefusal(input.Into, parentLines, bySeq);
      if (refused) return refused;
      const slots = await childSlots(tx, p, input.Into.length);
      if (!Array.isArray(slots)) return slots;
      await setStatus(tx, p.id, PKL_STATUS.CANCELLED, { decisionRemarks: 'SPLIT' });
      const childIds: number[] = [];
      for (const [i, child] of input.Into.entries()) childIds.push(await makeChild(tx, actor, p, childLines(child, bySeq), slots[i]!, now));
      if (!childIds.length) fail(said('pkl.split.empty', W.splitEmptyChild, '/Into'));
      await pklEvent(tx, actor, p.id, 'Split', { ChildIds: childIds });
      return { ok: true, value: { ParentId: p.id, ChildIds: childIds } };
    });
    return announced(db, hub, done, (v) => [v.ParentId, ...v.ChildIds]);
  }

  async function cancel(actor: Actor, input: { Id: number; Reason: string }): Promise<Outcome<{ Id: number }>> {
    const reason = input.Reason.trim();
    if (!reason) return said('pkl.remarks', W.remarksRequired, '/Reason');
    const done = await inTransaction<{ Id: number }>(db, async (tx) => {
      const p = await readPkl(tx, actor, input.Id, true);
      if (!p) return notPkl();
      if (!pklMove(p.pkl_status, 'cancel', roleOf(actor, p))) return wrongState(p, 'cancel');
      await setStatus(tx, p.id, PKL_STATUS.CANCELLED, { decisionRemarks: reason });
      await pklEvent(tx, actor, p.id, 'Cancelled', { Reason: reason, From: p.pkl_status });
      return { ok: true, value: { Id: p.id } };
    });
    return announced(db, hub, done, (v) => [v.Id]);
  }

  return { split, cancel };
}

/** What a split names must hold: every line is the parent's, each child carries something, and (pkl.sums) the children's parts add up to each line. */
function splitRefusal(into: PackingSplitChild[], parentLines: StoredLine[], bySeq: Map<number, StoredLine>): Outcome<never> | undefined {
  for (const [i, child] of into.entries()) {
    for (const l of child.Lines) if (!bySeq.has(l.PKD_SEQ)) return said('pkl.split.line', W.splitLine(l.PKD_SEQ), `/Into/${i}/Lines`);
    if (!child.Lines.some((l) => l.PKD_NUM > 0 || l.PKD_WEIGHT > 0 || l.PKD_VOLUME > 0)) return said('pkl.split.empty', W.splitEmptyChild, `/Into/${i}/Lines`);
  }
  for (const l of parentLines) {
    const parts = into.flatMap((c) => c.Lines.filter((x) => x.PKD_SEQ === l.PKD_SEQ));
    const sum = (f: 'PKD_NUM' | 'PKD_WEIGHT' | 'PKD_VOLUME') => parts.reduce((n, x) => n + x[f], 0);
    if (sum('PKD_NUM') !== l.PKD_NUM) return said('pkl.split.sums', W.splitSums(l.PKD_SEQ, 'PKD_NUM'), '/Into');
    if (!close(sum('PKD_WEIGHT'), l.PKD_WEIGHT)) return said('pkl.split.sums', W.splitSums(l.PKD_SEQ, 'PKD_WEIGHT'), '/Into');
    if (!close(sum('PKD_VOLUME'), l.PKD_VOLUME)) return said('pkl.split.sums', W.splitSums(l.PKD_SEQ, 'PKD_VOLUME'), '/Into');
  }
  return undefined;
}

/** pkl.slots: the children take the parent's slot and free ones of the type, never more than the booking has. */
async function childSlots(tx: Queryable, p: StoredPkl, count: number): Promise<number[] | Outcome<never>> {
  if (!p.pkl_cgo_id) {
    // a universal packing list's booking is not ours to count: its children take the next numbers
    const from = await maxUniversalSlot(tx, p.company_id, p.pkl_booking_no, p.pkl_cntr_type);
    return [p.pkl_slot, ...Array.from({ length: count }, (_, i) => from + i + 1)];
  }
  const booking = await bookingFacts(tx, p.pkl_cgo_id, null);
  const booked = (booking?.containers ?? []).filter((c) => c.TYPE === p.pkl_cntr_type).reduce((n, c) => n + c.COUNT, 0);
  const taken = (await liveSlots(tx, p.pkl_cgo_id, p.id)).filter((l) => l.PKL_CNTR_TYPE === p.pkl_cntr_type).map((l) => l.PKL_SLOT);
  const slots = freeSlots(booked, taken);
  if (slots.length < count) return said('pkl.slots.over', W.splitSlots(p.pkl_cntr_type, slots.length, count), '/Into');
  return [p.pkl_slot, ...slots.filter((s) => s !== p.pkl_slot)];
}

/** A child's lines: the parts it carries of the parent's lines, numbered anew. */
function childLines(child: PackingSplitChild, bySeq: Map<number, StoredLine>): StoredLine[] {
  return child.Lines.filter((l) => l.PKD_NUM > 0 || l.PKD_WEIGHT > 0 || l.PKD_VOLUME > 0).map((l, k) => {
    const from = bySeq.get(l.PKD_SEQ)!;
    const share = from.PKD_WEIGHT > 0 ? l.PKD_WEIGHT / from.PKD_WEIGHT : 0;
    return {
      ...from,
      PKD_SEQ: k + 1,
      PKD_NUM: l.PKD_NUM,
      PKD_WEIGHT: l.PKD_WEIGHT,
      PKD_VOLUME: l.PKD_VOLUME,
      // the net weight follows the gross in the same share
      PKD_NET_WEIGHT: from.PKD_NET_WEIGHT === null ? null : Math.round(from.PKD_NET_WEIGHT * share * 1000) / 1000,
    };
  });
}

/** One child of the split: a new packing list on its slot with the parent's booking facts, its lines and totals, and its SplitFrom event. */
async function makeChild(tx: Queryable, actor: Actor, p: StoredPkl, lines: StoredLine[], slot: number, now: Date): Promise<number> {
  const no = formatPklNo(now, await nextPklSeq(tx));
  const id = await insertPkl(tx, {
    companyId: p.company_id,
    source: p.pkl_source as 1 | 2,
    cgoId: p.pkl_cgo_id,
    bookingNo: p.pkl_booking_no,
    carrier: p.pkl_carrier,
    vessel: p.pkl_vessel,
    voyage: p.pkl_voyage,
    loading: p.pkl_loading_code,
    discharge: p.pkl_discharge_code,
    delivery: p.pkl_delivery_code,
    type: p.pkl_cntr_type,
    slot,
    truckerId: p.pkl_trucker_id ? Number(p.pkl_trucker_id) : null,
    batch: p.pkl_apply_batch,
    remarks: p.pkl_remarks,
    createdBy: actor.id,
    status: PKL_SPLIT_CHILD,
    parentId: p.id,
    pklNo: no,
    copyFrom: p,
  });
  const t = lineTotals(lines);
  await replaceLines(tx, id, lines);
  await writeData(tx, id, {
    pkl_cnno: '',
    pkl_non_iso: false,
    pkl_sealno: '',
    pkl_seal_source: p.pkl_seal_source,
    pkl_tare_kg: null,
    pkl_max_gross_kg: p.pkl_max_gross_kg,
    pkl_soc: p.pkl_soc,
    pkl_stuff_place: '',
    pkl_stuff_at: null,
    pkl_num: t.packages,
    pkl_weight: t.weight,
    pkl_volume: t.volume,
    pkl_truck_plate: p.pkl_truck_plate,
    pkl_driver_name: p.pkl_driver_name,
    pkl_driver_phone: p.pkl_driver_phone,
    pkl_eir_no: '',
    pkl_remarks: p.pkl_remarks,
    pkl_booking_no: p.pkl_booking_no,
    pkl_carrier: p.pkl_carrier,
    pkl_vessel: p.pkl_vessel,
    pkl_voyage: p.pkl_voyage,
    pkl_loading_code: p.pkl_loading_code,
    pkl_discharge_code: p.pkl_discharge_code,
    pkl_delivery_code: p.pkl_delivery_code,
  });
  await pklEvent(tx, actor, id, 'SplitFrom', { ParentId: p.id, ParentNo: p.pkl_no, PKL_NO: no });
  return id;
}
