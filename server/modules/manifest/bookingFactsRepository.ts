import type { Queryable } from '../../db/types';

/**
 * What a manifest reads of its booking (operations.md §7.2): its planned loading. The booking, its SI,
 * the declared VGM and the packing figures per container are their owners' (issue 46), read through
 * their public.ts: bookingFacts (booking), siRecordOf (si), declaredVgmOfBooking (vgm), packingFiguresOfBooking (packing).
 */

/** The planned loading: the booking's AFC, else PCO, else FCO cut-off (operations.md §7.2 MFT_LOADING_AT). */
export async function plannedLoading(q: Queryable, cgoId: string): Promise<string | null> {
  const [row] = await q.query<{ at: string }>(
    `select at from booking_cutoffs where cgo_id = $1 and code in ('AFC', 'PCO', 'FCO') order by array_position(array['AFC', 'PCO', 'FCO'], code) limit 1`,
    [cgoId],
  );
  return row ? new Date(row.at).toISOString() : null;
}
