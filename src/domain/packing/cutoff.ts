/**
 * A cut-off as the packing-list and VGM rules meet it (operations.md §3.5 `pkl.cutoff`, §6.4
 * `vgm.cutoff`): a booking's cut-offs by DCSA code (the codes are those of
 * ../refdata/seed/cutOffCodes.ts, stored in `booking_cutoffs`), each an instant. Before it anyone
 * may act; after it a customer is refused, staff may go on with a reason (logged by the caller).
 */
export type CutoffCode = string;
/** A booking's cut-offs by code (PCO, FCO, VCO, DGC …), as ISO instants. */
export type Cutoffs = Readonly<Record<CutoffCode, string | undefined>>;

/** The spine's list (`cutOffsOf` in server/platform/spine/cutOffs.ts) as the rules read it. */
export const cutoffsByCode = (list: readonly { Code: string; DateTime: string }[]): Cutoffs => Object.fromEntries(list.map((c) => [c.Code, c.DateTime]));

/** Who acts: staff may override a passed cut-off, and then must say why. */
export interface Actor {
  staff: boolean;
  reason?: string;
}

/** `open`: before the cut-off (or none known); `override`: late, staff with a reason; `late`: refused. */
export type CutoffVerdict = { kind: 'open' } | { kind: 'override'; at: string } | { kind: 'late'; at: string; reasonMissing: boolean };

/** The first of `codes` the booking knows (`PCO`, else `FCO` for packing lists). */
export function cutoffOf(cutoffs: Cutoffs, codes: readonly CutoffCode[]): { code: CutoffCode; at: string } | undefined {
  for (const code of codes) {
    const at = cutoffs[code];
    if (at && Number.isFinite(Date.parse(at))) return { code, at };
  }
  return undefined;
}

/** Whether acting at `now` is still in time for the cut-off `at` (the instant itself is too late). */
export function cutoffVerdict(at: string | undefined, now: string, actor: Actor): CutoffVerdict {
  if (!at || Date.parse(now) < Date.parse(at)) return { kind: 'open' };
  if (actor.staff && actor.reason?.trim()) return { kind: 'override', at };
  return { kind: 'late', at, reasonMissing: actor.staff };
}
