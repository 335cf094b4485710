import type { BookingWire } from '../../../src/contract/booking/calls';
import { type ParseLookups, type ParseResult, parseBookingNote } from '../../../src/domain/booking/parse';
import type { Queryable } from '../../db/types';
import type { Outcome } from '../../http/outcome';
import { no } from '../../platform/refusal';
import { activeCarrierNames, activePortNames } from './referenceRepository';

/**
 * Smart booking on the server (commercial.md §6.3 Parse): the deterministic note parser with the
 * database's ports (code, names, aliases) and carriers (code, names, aliases) as its lookups.
 * Nothing is saved: the drafts go back to be corrected and submitted.
 */
export async function parseNote(q: Queryable, text: string): Promise<Outcome<ParseResult & { Drafts: BookingWire[] }>> {
  const result = parseBookingNote(text, await placeLookups(q));
  if (!result.Drafts.length || result.Drafts.every((d) => !d.PolCode && !d.PodCode && !d.Equipment?.length && !d.Shipper))
    return no('NOTHING_RECOGNISED', 'Nothing of a booking was recognised in this text.', '未能从文本中识别出订舱信息。');
  return { ok: true, value: result };
}

/** Ports and carriers by code, name or alias from the database (the note parser's and the Excel upload's lookups). */
export async function placeLookups(q: Queryable): Promise<ParseLookups> {
  const ports = await activePortNames(q);
  const carriers = await activeCarrierNames(q);
  const index = (rows: { code: string; names: string[] }[]) => {
    const m = new Map<string, string>();
    // codes first: a name never takes over another port's code
    for (const r of rows) m.set(r.code.toUpperCase(), r.code);
    for (const r of rows) for (const n of r.names) if (n && !m.has(n)) m.set(n, r.code);
    return (t: string) => m.get(t.trim().toUpperCase()) ?? m.get(t.trim().toUpperCase().replace(/,.*$/, '').trim());
  };
  return { port: index(ports), carrier: index(carriers) };
}
