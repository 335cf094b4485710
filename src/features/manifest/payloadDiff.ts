/**
 * Before and after of an amendment (sendEditInfo): two frozen payloads (what customs holds and what
 * the amendment sends) compared leaf by leaf. A payload that is not JSON is compared as a whole.
 * Pure.
 */

export interface PayloadChange {
  Path: string;
  Before: string;
  After: string;
}

function leaves(value: unknown, path: string, out: Map<string, string>): Map<string, string> {
  if (value === null || value === undefined) out.set(path || '/', '');
  else if (Array.isArray(value)) for (const [i, v] of value.entries()) leaves(v, `${path}/${i}`, out);
  else if (typeof value === 'object') for (const [k, v] of Object.entries(value as Record<string, unknown>)) leaves(v, `${path}/${k}`, out);
  else out.set(path || '/', String(value));
  return out;
}

function parse(text: string): unknown {
  try {
    return JSON.parse(text);
  } catch {
    return undefined;
  }
}

/**
 * What a message says of the manifest: a channel message's `data` (server/modules/manifest/payload.ts),
 * else the whole. Its envelope — our reference, the kind, the version, the change-reason code — differs
 * between any two messages and is not a change of the manifest (the transmissions table shows it).
 */
const content = (v: unknown): unknown => (v && typeof v === 'object' && !Array.isArray(v) && 'data' in v && typeof v.data === 'object' ? v.data : v);

/** The leaves of the manifest that differ, in the order of the after payload (then those only before). */
export function payloadDiff(before: string, after: string): PayloadChange[] {
  const a = content(parse(before));
  const b = content(parse(after));
  if (a === undefined || b === undefined) return before === after ? [] : [{ Path: '/', Before: before, After: after }];
  const was = leaves(a, '', new Map());
  const now = leaves(b, '', new Map());
  const out: PayloadChange[] = [];
  for (const [p, v] of now) if ((was.get(p) ?? '') !== v) out.push({ Path: p, Before: was.get(p) ?? '', After: v });
  for (const [p, v] of was) if (!now.has(p) && v !== '') out.push({ Path: p, Before: v, After: '' });
  return out;
}

/** A payload shown to a person: JSON indented, anything else as it is. */
export function prettyPayload(text: string): string {
  const v = parse(text);
  return v === undefined ? text : JSON.stringify(v, null, 2);
}
