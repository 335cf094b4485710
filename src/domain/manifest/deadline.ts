/**
 * `mft.deadline` (operations.md §7.6): the deadline is the planned loading time minus the filing
 * configuration's hours (24 by default for the CN export "other data" and the foreign 24-hour rules),
 * counted in hours from the loading instant — never whole days from the ETD (CargoNext's `days × 24`).
 */
export interface ManifestDeadline {
  At: string | null;
  HoursLeft: number | null;
  Late: boolean;
  Hours: number;
}

const HOUR = 3_600_000;

export function manifestDeadline(loadingAt: string | null | undefined, hours: number, now: Date = new Date()): ManifestDeadline {
  const loading = loadingAt ? Date.parse(loadingAt) : Number.NaN;
  if (!Number.isFinite(loading)) return { At: null, HoursLeft: null, Late: false, Hours: hours };
  const at = loading - hours * HOUR;
  // one decimal: a clock that says "0.4 h left" rather than rounding the last minutes away
  const left = Math.floor(((at - now.getTime()) / HOUR) * 10) / 10;
  return { At: new Date(at).toISOString(), HoursLeft: left, Late: now.getTime() > at, Hours: hours };
}
