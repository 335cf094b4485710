/**
 * The enumerations and cell rules of terminals and the rate dictionaries (commercial.md §1.1),
 * shared by the browser (forms, import hints) and the server (the authority).
 */

/** SMDG terminal code, BIC facility code, or one of ours (DCSA facilityCodeListProvider). */
export const TERMINAL_PROVIDERS = ['SMDG', 'BIC', 'LOCAL'] as const;
/** DCSA facility types: port terminal, depot, container freight station, inland terminal, off-dock. */
export const TERMINAL_KINDS = ['POTE', 'DEPO', 'COFS', 'INTE', 'OFFD'] as const;
/** A rate's validity counts from the sailing (ETD) or from the gate-in at the POL. */
export const VALIDITY_BASES = ['ETD', 'GATE_IN'] as const;
export const RATE_PORT_ROLES = ['POL', 'POD', 'BOTH'] as const;
export const SURCHARGE_GROUPS = ['FREIGHT_SURCHARGE', 'ORIGIN_LOCAL', 'DEST_LOCAL', 'FILING'] as const;

/** Why `value` is not one of `allowed`, or undefined. */
export function oneOfProblem(value: string, allowed: readonly string[]): string | undefined {
  return allowed.includes(value) ? undefined : `is one of ${allowed.join(', ')}`;
}

const YES = new Set(['Y', 'YES', 'TRUE', '1', '是', '√', '✓']);
const NO = new Set(['N', 'NO', 'FALSE', '0', '否', '']);

/**
 * A yes/no cell of an import sheet ("是"/"否", Y/N, true/false, 1/0); an empty cell is `fallback`.
 * Throws with the cell's header on anything else, so the row is refused with that reason.
 */
export function yesNoCell(cell: string | undefined, header: string, fallback: boolean): boolean {
  const v = (cell ?? '').trim().toUpperCase();
  if (!v) return fallback;
  if (YES.has(v)) return true;
  if (NO.has(v)) return false;
  throw new Error(`${header} "${cell}" is not yes or no (是/否, Y/N)`);
}

/** A list cell ("CNSHA, CNNGB" or "CNSHA CNNGB"; Chinese commas too) as its items, trimmed, in capitals, once each. */
export function codeListCell(cell: string | undefined): string[] {
  return [
    ...new Set(
      (cell ?? '')
        .split(/[,，;；\s]+/)
        .map((s) => s.trim().toUpperCase())
        .filter(Boolean),
    ),
  ];
}

/** A whole-number cell 0–9999 (an order), none when empty. */
export function orderCell(cell: string | undefined, header: string): number | undefined {
  if (!cell?.trim()) return undefined;
  const n = Number(cell);
  if (!Number.isInteger(n) || n < 0 || n > 9999) throw new Error(`${header} "${cell}" is no whole number from 0 to 9999`);
  return n;
}
