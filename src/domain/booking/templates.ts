import type { BookingWire } from '../../contract/booking/calls';
import type { PartyTemplate, TemplateBody } from '../../contract/booking/templates';
import { blockOverflows, LINE_LIMITS, LINE_WIDTH } from '../si/public';

/**
 * Booking and party templates (commercial.md §6.1): what a template keeps of a booking, what a
 * party template prints on the B/L, and the B/L line rule both the server and the editor apply —
 * the SI check's (35 characters a line, 5 lines a party block), so a template never fills a block
 * the SI check then refuses.
 */

export const PARTY_ROLES = ['SHIPPER', 'CONSIGNEE', 'NOTIFY'] as const;
export type PartyRole = (typeof PARTY_ROLES)[number];

/** The booking's fields that belong to one shipment (its sailing, its price, its own reference): never kept in a template. */
export const PER_SHIPMENT_FIELDS = [
  'VesselCallId',
  'RequestedVessel',
  'RequestedVoyage',
  'ExpectedEtd',
  'ShipperRef',
  'SearchId',
  'RateId',
  'QuoteId',
] as const;

/** A booking as a template keeps it: the per-shipment fields dropped, empty texts and empty parties left out. */
export function templateBodyOf(wire: Partial<BookingWire>): TemplateBody {
  const body: Record<string, unknown> = {};
  for (const [k, v] of Object.entries(wire)) {
    if ((PER_SHIPMENT_FIELDS as readonly string[]).includes(k) || v === undefined || v === null || v === '') continue;
    if (k === 'Shipper' || k === 'Consignee' || k === 'Notify') {
      const party = Object.fromEntries(Object.entries(v as object).filter(([, x]) => typeof x === 'string' && x.trim() !== ''));
      if (Object.keys(party).length) body[k] = party;
      continue;
    }
    body[k] = v;
  }
  return body as TemplateBody;
}

/** A booking started from a template: the template's fields over the form's blank booking (its sailing date stays the form's). */
export const wireFromTemplate = (blank: BookingWire, body: TemplateBody): BookingWire => ({ ...blank, ...body }) as BookingWire;

/** The text a party template puts into a B/L party block: its own B/L text when given, else its name and address. */
export const partyBlock = (t: Pick<PartyTemplate, 'Name' | 'Address' | 'BlText'>): string =>
  t.BlText.trim() ? t.BlText.replace(/\s+$/, '') : [t.Name, t.Address].filter((l) => l.trim()).join('\n');

/** The booking form's party filled from a party template (its B/L text stays the template's to print). */
export const partyOf = (t: PartyTemplate) => ({
  Name: t.Name,
  Address: t.Address,
  Contact: t.Contact,
  Phone: t.Phone,
  Email: t.Email,
  TaxId: t.TaxId,
});

/** The first thing wrong with a B/L block: a line over 35 characters (named, 1-based) or too many lines. */
export type LineProblem = { kind: 'long'; line: number; length: number } | { kind: 'lines'; lines: number };

export function lineProblem(text: string, maxLines: number = LINE_LIMITS.party): LineProblem | undefined {
  const { long, lines } = blockOverflows(text, maxLines);
  if (long[0]) return { kind: 'long', line: long[0].line, length: long[0].length };
  return lines ? { kind: 'lines', lines } : undefined;
}

/** Each line's length, for the editor's live counter (a line over LINE_WIDTH is the one to shorten). */
export const lineLengths = (text: string) => (text ?? '').split(/\r?\n/).map((l) => ({ length: l.length, over: l.length > LINE_WIDTH }));
