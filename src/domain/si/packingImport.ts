import type { SiBox } from '../../contract/si';

/**
 * "Import from packing lists" (从装箱单导入, operations.md §3.5 `pkl.si`): the SI's boxes filled from
 * the booking's live packing lists. A box of the same container takes the packing list's data; an
 * empty box without a container takes the next packing list no box names; the rest are added. A box
 * someone typed into (a seal, goods, figures) is only overwritten when the person agreed, and a box
 * no packing list names stays as it is: nothing typed is lost.
 */

const key = (s: string | undefined) => (s ?? '').trim().toUpperCase();

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
}

export function planPackingImport(current: readonly SiBox[], incoming: readonly SiBox[]): PackingImportPlan {
  const at = new Map<string, number>();
  current.forEach((b, i) => {
    const no = key(b.TBX_CNNO);
    if (no && !at.has(no)) at.set(no, i);
  });
  const typed = incoming.map((b) => key(b.TBX_CNNO)).filter((no) => at.has(no) && isTyped(current[at.get(no)!]!));
  const take = (from: SiBox, into?: SiBox): SiBox => ({
    ...from,
    TBX_CNNO: key(from.TBX_CNNO),
    TBX_PACKAGE: from.TBX_PACKAGE || into?.TBX_PACKAGE || 'PK',
    ...(into?.TBX_NON_ISO ? { TBX_NON_ISO: true } : {}),
    Details: from.Details.length ? from.Details.map((d) => ({ ...d })) : (into?.Details ?? []),
  });
  return {
    typed,
    filled: incoming.length,
    boxes(overwrite) {
      const out = current.map((b) => ({ ...b }));
      const unplaced: SiBox[] = [];
      for (const b of incoming) {
        const i = at.get(key(b.TBX_CNNO));
        if (i === undefined) unplaced.push(b);
        else if (overwrite || !isTyped(out[i]!)) out[i] = take(b, out[i]);
      }
      // empty boxes without a container (a slot not numbered yet) take the packing lists no box names, in order
      for (let i = 0; i < out.length && unplaced.length; i++) if (!key(out[i]!.TBX_CNNO) && !isTyped(out[i]!)) out[i] = take(unplaced.shift()!, out[i]);
      return [...out, ...unplaced.map((b) => take(b))];
    },
  };
}
