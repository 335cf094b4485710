/**
 * The field rules of a vessel (commercial.md §1.1 Vessel, DCSA `Vessel`), shared by the vessel form
 * and the server. The IMO and MMSI checks are in codes.ts (R1.6); these are the name and call sign.
 */

/** A vessel's name as printed on documents: trimmed, single spaces, capitals ("Ever Given " → "EVER GIVEN"). */
export function normaliseVesselName(value: string): string {
  return value.trim().replace(/\s+/g, ' ').toUpperCase();
}

/** Why a (normalised) vessel name is wrong, or undefined: 1 to 50 characters (DCSA vesselName), starting with a letter or digit. */
export function vesselNameProblem(value: string): string | undefined {
  const v = normaliseVesselName(value);
  const fault = vesselNameFault(value);
  if (fault === 'empty') return 'is empty';
  if (fault === 'tooLong') return `"${v}" is longer than 50 characters.`;
  return fault ? `"${v}" does not start with a letter or digit.` : undefined;
}

/** Which rule a vessel name breaks (the server words it: refdataCheckWords), or undefined. */
export function vesselNameFault(value: string): 'empty' | 'tooLong' | 'badStart' | undefined {
  const v = normaliseVesselName(value);
  if (!v) return 'empty';
  if (v.length > 50) return 'tooLong';
  return /^[A-Z0-9]/.test(v) ? undefined : 'badStart';
}

/** Why a call sign is wrong, or undefined: 3 to 10 capitals and digits (ITU call signs, DCSA callSign ≤ 10). */
export function callSignProblem(value: string): string | undefined {
  const v = value.trim().toUpperCase();
  return /^[A-Z0-9]{3,10}$/.test(v) ? undefined : `"${v}" is not a call sign: 3 to 10 letters and digits.`;
}

/** The years a built year may be: the first steel container ships sailed in the 1950s; none is built after next year. */
export function builtYearProblem(year: number, now = new Date()): string | undefined {
  const last = now.getUTCFullYear() + 1;
  return Number.isInteger(year) && year >= 1950 && year <= last ? undefined : `${year} is not a year from 1950 to ${last}.`;
}
