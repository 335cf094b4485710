import { PKL_STATUS } from '../packing/public';
import { compareWithSi, compareWithVgm, isLive, key, latestVgms, mismatch, presentPkl, shownSiBox, shownVgm, typeOf } from './reconcileCompare';
import type { Mismatch, ReconciledRow, Reconciliation, ReconcileInput, ReconcilePackingList, ReconcileSiBox, ReconcileVgm } from './reconcileTypes';

export type {
  BookedContainers,
  Mismatch,
  ReconciledPackingList,
  ReconciledRow,
  ReconciledVgm,
  Reconciliation,
  ReconcileInput,
  ReconcilePackingList,
  ReconcileSiBox,
  ReconcileVgm,
} from './reconcileTypes';

/** What each row of one booking's reconciliation looks up: the booking's numbers, its SI boxes and VGMs by container. */
interface BookingIndex {
  byId: Map<number, ReconcilePackingList>;
  bookedNumbers: string[];
  anySi: boolean;
  siByContainer: Map<string, ReconcileSiBox>;
  vgms: Map<string, ReconcileVgm>;
  /** The containers a live packing list holds, filled as the rows are made. */
  onPackingLists: Set<string>;
}

function indexBooking(input: ReconcileInput): BookingIndex {
  const siByContainer = new Map<string, ReconcileSiBox>();
  for (const s of input.siBoxes) {
    const no = key(s.Box.TBX_CNNO);
    if (no && !siByContainer.has(no)) siByContainer.set(no, s);
  }
  return {
    byId: new Map(input.packingLists.map((p) => [p.Id, p])),
    bookedNumbers: input.booked.flatMap((b) => (b.CNNOS ?? []).map(key)).filter(Boolean),
    anySi: input.siBoxes.length > 0,
    siByContainer,
    vgms: latestVgms(input.vgms),
    onPackingLists: new Set<string>(),
  };
}

/** One booked slot's row: its live packing list (or none), the SI box carrying its container, the latest VGM. */
function slotRow(ix: BookingIndex, type: string, slot: number, p: ReconcilePackingList | undefined, bookedCount: number): ReconciledRow {
  const out: Mismatch[] = [];
  if (!p) {
    out.push(mismatch('slot.noPackingList', { type, slot }));
    return { TYPE: type, SLOT: slot, CNNO: '', PackingList: null, SiBox: null, Vgm: null, Mismatches: out };
  }
  if (slot > bookedCount) out.push(mismatch('pkl.notBooked', { pkl: p.PKL_NO || `#${p.Id}`, type, slot, booked: bookedCount }));
  const container = key(p.PKL_CNNO);
  let siBox: ReconcileSiBox | undefined;
  let vgm: ReconcileVgm | undefined;
  if (!container) {
    // applied or opened but not stuffed: nothing further can be compared yet
    if (p.PKL_STATUS !== PKL_STATUS.APPLIED) out.push(mismatch('pkl.noContainer', { pkl: p.PKL_NO || `#${p.Id}` }));
  } else {
    ix.onPackingLists.add(container);
    if (ix.bookedNumbers.length && !ix.bookedNumbers.includes(container))
      out.push(mismatch('cnno.notBooked', { container, booked: ix.bookedNumbers.join(', ') }));
    siBox = ix.siByContainer.get(container);
    if (siBox) compareWithSi(out, p, siBox);
    else out.push(ix.anySi ? mismatch('si.missing', { container, pkl: p.PKL_NO }) : mismatch('si.none', { container }));
    vgm = ix.vgms.get(container);
    compareWithVgm(out, p, container, vgm);
  }
  return {
    TYPE: type,
    SLOT: slot,
    CNNO: container,
    PackingList: presentPkl(p, ix.byId),
    SiBox: siBox ? shownSiBox(siBox) : null,
    Vgm: vgm ? shownVgm(vgm) : null,
    Mismatches: out,
  };
}

/** SI boxes whose container no live packing list holds: a row each, with no slot. */
function siOnlyRows(ix: BookingIndex, siBoxes: readonly ReconcileSiBox[]): ReconciledRow[] {
  const rows: ReconciledRow[] = [];
  for (const s of siBoxes) {
    const no = key(s.Box.TBX_CNNO);
    if (!no || ix.onPackingLists.has(no)) continue;
    ix.onPackingLists.add(no);
    const v = ix.vgms.get(no);
    rows.push({
      TYPE: typeOf(s.Box.TBX_TYPE),
      SLOT: 0,
      CNNO: no,
      PackingList: null,
      SiBox: shownSiBox(s),
      Vgm: v ? shownVgm(v) : null,
      Mismatches: [mismatch('si.noPackingList', { container: no, si: s.SiNo })],
    });
  }
  return rows;
}

/**
 * One booking reconciled per container (operations.md §3.4 `SplitDetail`, §3.6 "our gap"): the
 * booked slots (bookings.containers TYPE/COUNT/CNNOS) → the live packing lists (and the split
 * children of a cancelled parent) → the SI boxes carrying the same container → the latest VGM,
 * each mismatch named in words. Pure: the server reads the rows and calls it, a test drives it.
 */
export function reconcileBooking(input: ReconcileInput): Reconciliation {
  const ix = indexBooking(input);
  const live = input.packingLists.filter((p) => isLive(p.PKL_STATUS));
  const rows: ReconciledRow[] = [];

  // the booked slots in the booking's order, each with its live packing list; then live ones on slots it does not have
  const types = [...new Set([...input.booked.map((b) => typeOf(b.TYPE)), ...live.map((p) => typeOf(p.PKL_CNTR_TYPE))])];
  for (const type of types) {
    const count = input.booked.filter((b) => typeOf(b.TYPE) === type).reduce((n, b) => n + b.COUNT, 0);
    const ofType = live.filter((p) => typeOf(p.PKL_CNTR_TYPE) === type).sort((a, b) => a.PKL_SLOT - b.PKL_SLOT || a.Id - b.Id);
    const slots = [...new Set([...Array.from({ length: count }, (_, i) => i + 1), ...ofType.map((p) => p.PKL_SLOT)])].sort((a, b) => a - b);
    for (const slot of slots) {
      const here = ofType.filter((p) => p.PKL_SLOT === slot);
      if (!here.length) rows.push(slotRow(ix, type, slot, undefined, count));
      for (const p of here) rows.push(slotRow(ix, type, slot, p, count));
    }
  }
  rows.push(...siOnlyRows(ix, input.siBoxes));

  const splits = input.packingLists
    .filter((p) => p.PKL_STATUS === PKL_STATUS.CANCELLED && input.packingLists.some((c) => c.PKL_PARENT_ID === p.Id))
    .map((p) => ({ PKL_NO: p.PKL_NO, Children: input.packingLists.filter((c) => c.PKL_PARENT_ID === p.Id).map((c) => c.PKL_NO) }));
  return { Rows: rows, Splits: splits, Mismatches: rows.reduce((n, r) => n + r.Mismatches.length, 0) };
}
