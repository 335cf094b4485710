/**
 * LCL volume breaks as a clerk types them — "0-5:38; 5-:33" (from RT, to RT, price; the last may
 * leave "to" empty) — and back. The server checks that they run without gaps (R4.2).
 */
export interface TypedBreak {
  FromRt: string;
  ToRt: string | null;
  RatePerRt: string;
}

export function parseBreaks(text: string): TypedBreak[] | undefined {
  const parts = text
    .split(/[;；\n]+/)
    .map((p) => p.trim())
    .filter(Boolean);
  const out: TypedBreak[] = [];
  for (const p of parts) {
    const m = /^(\d+(?:\.\d+)?)\s*[-–~～]\s*(\d+(?:\.\d+)?)?\s*[:：=]\s*(\d+(?:\.\d{1,2})?)$/.exec(p);
    if (!m) return undefined;
    out.push({ FromRt: m[1]!, ToRt: m[2] ?? null, RatePerRt: m[3]! });
  }
  return out;
}

export const breaksText = (breaks: readonly TypedBreak[]) => breaks.map((b) => `${b.FromRt}-${b.ToRt ?? ''}:${b.RatePerRt}`).join('; ');
