import { firstCutOffOf } from '../../platform/spine/cutOffs';
import type { Queryable } from '../../db/types';

/**
 * What a manifest reads of its booking (operations.md §7.2): its planned loading. The booking, its SI,
 * the declared VGM and the packing figures per container are their owners' (issue 46), read through
 * their public.ts: bookingFacts (booking), siRecordOf (si), declaredVgmOfBooking (vgm), packingFiguresOfBooking (packing).
 */

/** The planned loading: the booking's AFC, else PCO, else FCO cut-off (operations.md §7.2 MFT_LOADING_AT). */
export const plannedLoading = (q: Queryable, cgoId: string): Promise<string | null> => firstCutOffOf(q, cgoId, ['AFC', 'PCO', 'FCO']);
