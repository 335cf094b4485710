import type { Queryable } from '../../db/types';

/**
 * A booking's cut-offs by their DCSA codes (operations.md §1 `booking_cutoffs`): DCO documentation,
 * VCO VGM, FCO FCL delivery, PCO port … as instants. The database keeps them from what already says
 * them (migration 056: the carrier's release, else the SI deadline day as DCO), so no writer can
 * forget them; every deadline check after the booking reads them: the packing list's, the VGM's,
 * the manifest's.
 */

export type CutOffSource = 'CARRIER' | 'SCHEDULE' | 'STAFF';

export interface BookingCutOff {
  Code: string;
  DateTime: string;
  Source: CutOffSource;
  UpdatedAt: string;
}

/** The booking's cut-offs, soonest first. */
export async function cutOffsOf(q: Queryable, cgoId: string): Promise<BookingCutOff[]> {
  const rows = await q.query<{ code: string; at: Date | string; source: CutOffSource; updated_at: Date | string }>(
    'select code, at, source, updated_at from booking_cutoffs where cgo_id = $1 order by at, code',
    [cgoId],
  );
  return rows.map((r) => ({ Code: r.code, DateTime: new Date(r.at).toISOString(), Source: r.source, UpdatedAt: new Date(r.updated_at).toISOString() }));
}

/** The instant of the booking's first cut-off among `codes`, in their order of preference (AFC, else PCO …); null when it has none of them. */
export async function firstCutOffOf(q: Queryable, cgoId: string, codes: readonly string[]): Promise<string | null> {
  const [row] = await q.query<{ at: Date | string }>(
    'select at from booking_cutoffs where cgo_id = $1 and code = any($2::text[]) order by array_position($2::text[], code) limit 1',
    [cgoId, codes],
  );
  return row ? new Date(row.at).toISOString() : null;
}
