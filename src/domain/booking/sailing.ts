/**
 * Where a sailing stands for a new booking (commercial.md §6.5, R6.2), from its cut-offs and the
 * carrier's 开舱 (booking opening, `VesselCall.BookingOpenAt`): the booking check refuses or warns
 * on it, the quick booking page shows it beside each sailing, and the desk's booking with the carrier
 * warns while acceptance has not opened. One reading of the cut-offs for all three.
 */
export type SailingStanding =
  /** Taking bookings. */
  | 'OPEN'
  /** Before 开舱: a customer may submit, the desk's booking with the carrier waits for it (R6.2). */
  | 'NOT_OPEN'
  /** Within the carrier's lead time before the documentation cut-off (a warning). */
  | 'CLOSING'
  /** After STA: standard acceptance closed, only special acceptance is left (a warning). */
  | 'SPECIAL_ONLY'
  /** After DCO: no booking can make this sailing (refused). */
  | 'CLOSED';

export interface SailingCutOffs {
  cutOffs: readonly { code: string; dateTime: string }[];
  bookingOpenAt?: string | null;
}

const HOUR = 3_600_000;

/** The cut-off instant of one DCSA code, if the sailing has it. */
export const cutOffAt = (s: SailingCutOffs, code: string) => s.cutOffs.find((c) => c.code === code)?.dateTime;

/** Where a sailing stands at `now` (ISO) for a carrier wanting `leadHours` before DCO. */
export function sailingStanding(s: SailingCutOffs, now: string, leadHours: number): SailingStanding {
  const at = Date.parse(now);
  const dco = cutOffAt(s, 'DCO');
  if (dco && Date.parse(dco) <= at) return 'CLOSED';
  const sta = cutOffAt(s, 'STA');
  if (sta && Date.parse(sta) <= at) return 'SPECIAL_ONLY';
  if (dco && Date.parse(dco) - at < leadHours * HOUR) return 'CLOSING';
  if (s.bookingOpenAt && Date.parse(s.bookingOpenAt) > at) return 'NOT_OPEN';
  return 'OPEN';
}
