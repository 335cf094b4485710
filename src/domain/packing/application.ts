import { type Actor, type Cutoffs, cutoffOf, cutoffVerdict } from './cutoff';
import { collector, type Lang, type Problem, renderPkl } from './messages';
import { containerTypeName } from '../si/public';
import { key } from './packingData';

/** An application for packing lists (§3.3 `Apply`): how many of each booked type. */
export interface ApplicationInput {
  /** The booking's containers: type and booked count. */
  booked: readonly { TYPE: string; COUNT: number }[];
  /** The booking's live packing lists (not rejected, not cancelled): type and slot. */
  live: readonly { PKL_CNTR_TYPE: string; PKL_SLOT: number }[];
  /** What is asked for. */
  slots: readonly { PKL_CNTR_TYPE: string; Count: number }[];
  cutoffs: Cutoffs;
  now: string;
  actor: Actor;
  lang?: Lang;
  /** The loading port's IANA zone: the cut-off in the words is on its clock (Asia/Shanghai when none). */
  zone?: string;
}

/**
 * `pkl.slots` and `pkl.cutoff` for an application: live packing lists per type never more than
 * booked, one per (type, slot); after the port cut-off (`PCO`, else `FCO`) customers are refused,
 * staff go on only with a reason.
 */
export function checkApplication(input: ApplicationInput): Problem[] {
  const { out, add } = collector(renderPkl, input.lang);
  const typeOf = (t: string) => containerTypeName(t) ?? key(t);
  const booked = new Map<string, number>();
  for (const b of input.booked) booked.set(typeOf(b.TYPE), (booked.get(typeOf(b.TYPE)) ?? 0) + b.COUNT);
  const seen = new Set<string>();
  for (const l of input.live) {
    const slot = `${typeOf(l.PKL_CNTR_TYPE)}#${l.PKL_SLOT}`;
    if (seen.has(slot)) add('/Slots', 'pkl.slots.taken', { type: typeOf(l.PKL_CNTR_TYPE), slot: l.PKL_SLOT });
    seen.add(slot);
  }
  input.slots.forEach((s, i) => {
    const type = typeOf(s.PKL_CNTR_TYPE);
    const live = input.live.filter((l) => typeOf(l.PKL_CNTR_TYPE) === type).length + s.Count;
    const want = booked.get(type) ?? 0;
    if (live > want) add(`/Slots/${i}/Count`, 'pkl.slots.over', { type, booked: want, live });
  });
  const cut = cutoffOf(input.cutoffs, ['PCO', 'FCO']);
  const verdict = cutoffVerdict(cut?.at, input.now, input.actor);
  if (verdict.kind === 'late')
    add(verdict.reasonMissing ? '/Reason' : '', verdict.reasonMissing ? 'pkl.cutoff.reason' : 'pkl.cutoff.passed', {
      code: cut!.code,
      at: verdict.at,
      zone: input.zone ?? '',
    });
  return out;
}

/** The slots (1…COUNT) of a type still free, lowest first: where new packing lists of an application go. */
export function freeSlots(count: number, taken: readonly number[]): number[] {
  const used = new Set(taken);
  return Array.from({ length: Math.max(0, count) }, (_, i) => i + 1).filter((s) => !used.has(s));
}
