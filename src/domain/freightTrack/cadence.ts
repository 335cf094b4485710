/**
 * trk.poll (operations.md §8.5): how long until a subscription is polled again — every 6 h before
 * departure, 12 h at sea, 2 h in the 48 h around the ETA; after an adapter error an exponential
 * back-off (from 5 minutes, doubling, at most the normal cadence); a "not found" is asked again
 * after 8 h (three times over a day, §8.2). `minGapMs`: the carrier's published rate limit per
 * reference — never polled more often than that.
 */
const H = 3_600_000;

export interface PollState {
  departed: boolean;
  /** The ETA (latest estimate) or the ATA, ms since the epoch. */
  arrivalAt?: number;
  errors: number;
  notFound: boolean;
}

export function nextPollDelay(s: PollState, now: number, minGapMs = 0): number {
  let delay: number;
  if (s.errors > 0) delay = Math.min(5 * 60_000 * 2 ** (s.errors - 1), 6 * H);
  else if (s.notFound) delay = 8 * H;
  else if (s.arrivalAt !== undefined && Math.abs(s.arrivalAt - now) <= 48 * H) delay = 2 * H;
  else if (s.departed) delay = 12 * H;
  else delay = 6 * H;
  return Math.max(delay, minGapMs);
}
