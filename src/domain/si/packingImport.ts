import type { SiBox } from '../../contract/si';
import { containerTypeName } from './reference';

/**
 * "Import from packing lists" (从装箱单导入, operations.md §3.5 `pkl.si`): the SI's boxes filled from
 * the booking's live packing lists. The SI's boxes are the booking's boxes; a packing list fills one
 * of them and adds a box only beyond them:
 * - a box of the same container takes the packing list's data (a box someone typed into — a seal,
 *   goods, figures — only when the person agreed);
 * - a box without a container yet is a booked slot waiting for its container: the next packing list
 *   of its type (no box names it) fills it — container, seal, lines, packages and weights. Its lines
 *   were the booking's estimate shared out over its boxes; the packing list is what was packed;
 * - only a packing list no box can take (beyond the booking's boxes of its type) is added; the
 *   person removes it from the grid if it belongs on another SI.
 * A box no packing list names stays as it is: nothing typed is lost.
 */

const key = (s: string | undefined) => (s ?? '').trim().toUpperCase();
/** The container type's ISO name ("40HC" and "45G1" are one 40HQ), for matching a slot to a packing list. */
const typeOf = (b: SiBox) => containerTypeName(b.TBX_TYPE ?? '') ?? key(b.TBX_TYPE);

/** Whether a person typed into this box (the booking's empty box has only its container and type). */
export function isTyped(b: SiBox): boolean {
  return (
    !!b.TBX_SEALNO?.trim() ||
    b.Details.some((d) => !!d.TBD_GOODS?.trim() || !!d.TBD_CNGOODS?.trim() || !!d.TBD_HSCODE?.trim() || d.TBD_NUM > 0 || d.TBD_WEIGHT > 0 || d.TBD_VOLUME > 0)
  );
}

export interface PackingImportPlan {
  /** The typed boxes a packing list would overwrite, by container: what the person is asked about. */
  typed: string[];
  /** The boxes after the import; `overwrite` false keeps every typed box as it is. */
  boxes(overwrite: boolean): SiBox[];
  /** How many boxes the import fills or adds (when overwriting). */
  filled: number;
  /** How many packing lists found no box of the booking to fill and were added. */
  added: number;
}

/** The packing list's box in the place of `into` (its non-ISO mark, its package kind and lines where the packing list has none). */
const take = (from: SiBox, into?: SiBox): SiBox => ({
  ...from,
  TBX_CNNO: key(from.TBX_CNNO),
  TBX_TYPE: from.TBX_TYPE || into?.TBX_TYPE || '',
  TBX_PACKAGE: from.TBX_PACKAGE || into?.TBX_PACKAGE || 'PK',
  ...(into?.TBX_NON_ISO ? { TBX_NON_ISO: true } : {}),
  Details: from.Details.length ? from.Details.map((d) => ({ ...d })) : (into?.Details ?? []),
});

export function planPackingImport(current: readonly SiBox[], incoming: readonly SiBox[]): PackingImportPlan {
  const at = new Map<string, number>();
  current.forEach((b, i) => {
    const no = key(b.TBX_CNNO);
    if (no && !at.has(no)) at.set(no, i);
  });
  const typed = incoming.map((b) => key(b.TBX_CNNO)).filter((no) => at.has(no) && isTyped(current[at.get(no)!]!));

  // the slots (boxes without a container) each packing list no box names goes into: one of its type
  const free = current.flatMap((b, i) => (key(b.TBX_CNNO) ? [] : [i]));
  const slotOf = new Map<SiBox, number>();
  for (const b of incoming) {
    if (at.has(key(b.TBX_CNNO))) continue;
    const j = free.findIndex((i) => !typeOf(b) || !typeOf(current[i]!) || typeOf(current[i]!) === typeOf(b));
    if (j >= 0) slotOf.set(b, free.splice(j, 1)[0]!);
  }
  const added = incoming.filter((b) => !at.has(key(b.TBX_CNNO)) && !slotOf.has(b));

  return {
    typed,
    filled: incoming.length,
    added: added.length,
    boxes(overwrite) {
      const out = current.map((b) => ({ ...b }));
      for (const b of incoming) {
        const i = at.get(key(b.TBX_CNNO)) ?? slotOf.get(b);
        if (i === undefined) continue;
        if (slotOf.has(b) || overwrite || !isTyped(out[i]!)) out[i] = take(b, out[i]);
      }
      return [...out, ...added.map((b) => take(b))];
    },
  };
}
