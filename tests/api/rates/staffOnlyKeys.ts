/** What only staff may read (R2.7): cost, margin, the floor, the trace, hidden flags, internal remarks, an override's reason, a quote's history. */
const STAFF_ONLY = /^(Cost|Margin|Floor|BelowFloor|InternalRemarks|Trace|CostTotals|Hidden|OverrideReason|Events)/;

function keysOf(value: unknown, into = new Set<string>()): Set<string> {
  if (Array.isArray(value)) for (const v of value) keysOf(v, into);
  else if (value && typeof value === 'object')
    for (const [k, v] of Object.entries(value)) {
      into.add(k);
      keysOf(v, into);
    }
  return into;
}

/** Every staff-only key anywhere in an answer (a customer's or a visitor's must have none). */
export const staffOnlyKeys = (answer: unknown): string[] => [...keysOf(answer)].filter((k) => STAFF_ONLY.test(k));
