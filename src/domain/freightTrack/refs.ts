import { containerNumberProblem } from '../si/public';

/**
 * A reference a person asks to track (operations.md §8.1 TRK_REF_TYPE/TRK_REF/TRK_CARRIER), judged
 * one by one: a bad one is refused with its reason and never blocks the good ones beside it.
 */
export const REF_TYPES = ['CONTAINER', 'BOOKING', 'MBL', 'HBL'] as const;
export type RefType = (typeof REF_TYPES)[number];

/**
 * The carrier a container's owner code names (BIC prefixes the carriers register for their own
 * boxes); a leased box (TGHU, TCLU …) names none, so its carrier is asked.
 */
const OWNER_CARRIERS: Record<string, string> = {
  CSQU: 'COSU',
  CBHU: 'COSU',
  CCLU: 'COSU',
  MSKU: 'MAEU',
  MRKU: 'MAEU',
  MAEU: 'MAEU',
  MSCU: 'MSCU',
  MEDU: 'MSCU',
  CMAU: 'CMDU',
  EGHU: 'EGLV',
  EISU: 'EGLV',
  EMCU: 'EGLV',
  ONEU: 'ONEY',
  HLXU: 'HLCU',
  HLBU: 'HLCU',
  OOLU: 'OOLU',
  OOCU: 'OOLU',
};
export const carrierOfOwner = (cnno: string): string | undefined => OWNER_CARRIERS[cnno.slice(0, 4)];

export type RefProblem = 'refBlank' | 'refTooLong' | 'refType' | 'containerShape' | 'containerCheckDigit' | 'carrierRequired' | 'carrierUnknown';

export interface RefInput {
  TRK_REF_TYPE?: string;
  TRK_REF: string;
  TRK_CARRIER?: string;
}

export interface NormalRef {
  type: RefType;
  ref: string;
  carrier?: string;
}

/**
 * The reference as stored (upper-cased, trimmed; a container's carrier guessed from its owner when
 * not named), or the problem that refuses it. `carriers`: the codes we know.
 */
export function normaliseRef(input: RefInput, carriers: ReadonlySet<string>): NormalRef | { problem: RefProblem } {
  const type = (input.TRK_REF_TYPE ?? 'CONTAINER').trim().toUpperCase();
  const ref = input.TRK_REF.trim().toUpperCase().replace(/\s+/g, '');
  if (!ref) return { problem: 'refBlank' };
  if (ref.length > 35) return { problem: 'refTooLong' };
  if (!(REF_TYPES as readonly string[]).includes(type)) return { problem: 'refType' };
  const named = (input.TRK_CARRIER ?? '').trim().toUpperCase();
  if (named && !carriers.has(named)) return { problem: 'carrierUnknown' };
  if (type === 'CONTAINER') {
    const p = containerNumberProblem(ref);
    if (p) return { problem: p === 'shape' ? 'containerShape' : 'containerCheckDigit' };
  }
  const carrier = named || (type === 'CONTAINER' ? carrierOfOwner(ref) : undefined);
  // a house bill is ours: its booking names the carrier
  if (!carrier && type !== 'HBL') return { problem: 'carrierRequired' };
  return { type: type as RefType, ref, ...(carrier ? { carrier } : {}) };
}

/** A pasted column (or row) of references: one per line, commas, semicolons or spaces between; blanks dropped, repeats once. */
export function splitPasted(text: string): string[] {
  return [
    ...new Set(
      text
        .split(/[\s,;，；]+/)
        .map((s) => s.trim().toUpperCase())
        .filter(Boolean),
    ),
  ];
}
