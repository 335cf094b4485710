/**
 * B/L number series (提单代码, commercial.md §1.1 BillCodeSeries): how a series' pattern makes a
 * number. A pattern is literal text (capitals, digits, `-`) and the tokens {PREFIX} (the series'
 * prefix), {YYYY} {YY} {MM} (the issuing day's year and month, Asia/Shanghai) and one {SEQn} (the
 * counter, zero-padded to n digits, 1 ≤ n ≤ 12). A number is at most 20 characters (DCSA
 * `transportDocumentReference`); every token has a fixed width, so a pattern either always fits or
 * never does, and one that does not is refused when the series is saved. Pure: shared by the server
 * (the authority: Save, Next, Preview) and the browser (the form).
 */

/** DCSA transportDocumentReference: at most 20 characters. */
export const BILL_NUMBER_MAX = 20;
export const BILL_RESETS = ['NEVER', 'YEARLY', 'MONTHLY'] as const;
export type BillReset = (typeof BILL_RESETS)[number];
export const BILL_KINDS = ['HBL', 'MBL_HINT'] as const;

export type PatternPart = { text: string } | { token: 'PREFIX' | 'YYYY' | 'YY' | 'MM' } | { seq: number };

/** Which rule a pattern or prefix breaks, with the values it names (the server words it: refdataCheckWords.pattern). */
export type PatternFault =
  | { kind: 'token'; name: string }
  | { kind: 'literal'; text: string }
  | { kind: 'seqCount'; many: boolean }
  | { kind: 'prefix'; prefix: string }
  | { kind: 'prefixEmpty' }
  | { kind: 'tooLong'; length: number; max: number };

const LITERAL = /^[A-Z0-9-]*$/;
const PREFIX = /^[A-Z0-9]{1,10}$/;

/** A pattern's parts, or why it is none. */
export function parsePattern(pattern: string): { parts: PatternPart[] } | { problem: string; fault: PatternFault } {
  const parts: PatternPart[] = [];
  const re = /\{([^{}]*)\}/g;
  let at = 0;
  for (let m = re.exec(pattern); m; m = re.exec(pattern)) {
    const text = pattern.slice(at, m.index);
    if (text) parts.push({ text });
    const name = m[1]!;
    const seq = /^SEQ([1-9]|1[0-2])$/.exec(name);
    if (seq) parts.push({ seq: Number(seq[1]) });
    else if (name === 'PREFIX' || name === 'YYYY' || name === 'YY' || name === 'MM') parts.push({ token: name });
    else return { problem: `{${name}} is no token: {PREFIX}, {YYYY}, {YY}, {MM} or {SEQ1}…{SEQ12}`, fault: { kind: 'token', name } };
    at = m.index + m[0].length;
  }
  if (at < pattern.length) parts.push({ text: pattern.slice(at) });
  for (const p of parts)
    if ('text' in p && !LITERAL.test(p.text))
      return { problem: `"${p.text}": literal text is capitals, digits and - only (no spaces or braces)`, fault: { kind: 'literal', text: p.text } };
  const seqs = parts.filter((p) => 'seq' in p).length;
  if (seqs !== 1)
    return { problem: seqs ? 'has more than one {SEQn}' : 'has no {SEQn}: every number needs its counter', fault: { kind: 'seqCount', many: seqs > 1 } };
  return { parts };
}

const WIDTH = { YYYY: 4, YY: 2, MM: 2 } as const;

/** The length of every number a pattern makes with this prefix (each token has a fixed width). */
export function patternLength(parts: readonly PatternPart[], prefix: string): number {
  return parts.reduce((n, p) => n + ('text' in p ? p.text.length : 'seq' in p ? p.seq : p.token === 'PREFIX' ? prefix.length : WIDTH[p.token]), 0);
}

/** What is wrong with a series' pattern and prefix (normalised: trimmed, capitals), or undefined. */
export function patternProblem(pattern: string, prefix: string): { path: '/Pattern' | '/Prefix'; message: string; fault: PatternFault } | undefined {
  if (prefix && !PREFIX.test(prefix))
    return { path: '/Prefix', message: `"${prefix}" is no prefix: 1 to 10 capitals or digits`, fault: { kind: 'prefix', prefix } };
  const parsed = parsePattern(pattern);
  if ('problem' in parsed) return { path: '/Pattern', message: parsed.problem, fault: parsed.fault };
  if (!prefix && parsed.parts.some((p) => 'token' in p && p.token === 'PREFIX'))
    return { path: '/Prefix', message: 'is empty, yet the pattern has {PREFIX}', fault: { kind: 'prefixEmpty' } };
  const length = patternLength(parsed.parts, prefix);
  if (length > BILL_NUMBER_MAX)
    return {
      path: '/Pattern',
      message: `makes numbers of ${length} characters: a B/L number has at most ${BILL_NUMBER_MAX} (DCSA transportDocumentReference)`,
      fault: { kind: 'tooLong', length, max: BILL_NUMBER_MAX },
    };
  return undefined;
}

/** The greatest counter a pattern holds ({SEQ5}: 99999). */
export function seqCapacity(pattern: string): number {
  const parsed = parsePattern(pattern);
  const seq = 'parts' in parsed ? parsed.parts.find((p) => 'seq' in p) : undefined;
  return seq && 'seq' in seq ? 10 ** seq.seq - 1 : 0;
}

/**
 * The number a pattern makes for a counter value on a day (YYYY-MM-DD): `{ number }`, or why there
 * is none — a bad pattern, or a counter beyond its digits (overflow: the series is full, never
 * wrapped to a number issued before).
 */
export function formatBillNumber(pattern: string, prefix: string, seq: number, day: string): { number: string } | { problem: string } {
  const problem = patternProblem(pattern, prefix);
  if (problem) return { problem: `${problem.path.slice(1)} ${problem.message}` };
  const { parts } = parsePattern(pattern) as { parts: PatternPart[] };
  const capacity = seqCapacity(pattern);
  if (!Number.isSafeInteger(seq) || seq < 1) return { problem: `the counter ${seq} is no whole number from 1` };
  if (seq > capacity) return { problem: `the counter ${seq} does not fit the pattern's ${String(capacity).length} digits: the series is full` };
  const number = parts
    .map((p) => {
      if ('text' in p) return p.text;
      if ('seq' in p) return String(seq).padStart(p.seq, '0');
      if (p.token === 'PREFIX') return prefix;
      if (p.token === 'YYYY') return day.slice(0, 4);
      if (p.token === 'YY') return day.slice(2, 4);
      return day.slice(5, 7);
    })
    .join('');
  return { number };
}

/** The period a counter belongs to on a day: '' (never reset), the year (2026) or the month (2026-11). */
export function periodOf(reset: BillReset, day: string): string {
  return reset === 'YEARLY' ? day.slice(0, 4) : reset === 'MONTHLY' ? day.slice(0, 7) : '';
}

/** The counter the next number takes on a day: the stored one in its own period, 1 once the period changed. */
export function seqOn(series: { NextSeq: number; Reset: BillReset; Period: string }, day: string): number {
  return series.Period === periodOf(series.Reset, day) ? series.NextSeq : 1;
}
