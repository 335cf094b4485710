/**
 * Booking agencies (订舱代理, commercial.md §1.1): their contacts as people type them in one cell of
 * a form or an Excel sheet, and company references as an export writes them ("3 PRV-SHYD"). Shared by
 * the browser (the form) and the server (the import): one reading for both.
 */

/** One person to reach at an agency (DCSA-style party contact: a name and a phone or an e-mail). */
export interface AgencyContact {
  Name: string;
  Phone: string;
  Email: string;
}

/** The channels a booking reaches the agent by. */
export const BOOKING_CHANNELS = ['EMAIL', 'PORTAL', 'EDI', 'API'] as const;
export type BookingChannel = (typeof BOOKING_CHANNELS)[number];

const EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

/**
 * Contacts as typed: one contact per line or per `;`, its fields `Name, Phone, Email` separated by
 * commas (Chinese punctuation too). An e-mail may stand in any position: it is recognised by its @.
 */
export function contactsOfText(text: string): AgencyContact[] {
  return text
    .split(/[\n;；]+/)
    .map((line) => line.split(/[,，]/).map((s) => s.trim()))
    .filter((parts) => parts.some(Boolean))
    .map((parts) => {
      const email = parts.find((p) => p.includes('@')) ?? '';
      const rest = parts.filter((p) => p !== email);
      return { Name: rest[0] ?? '', Phone: rest[1] ?? '', Email: email };
    });
}

/** Contacts as one line each (`Name, Phone, Email`), the way contactsOfText reads them back. */
export const textOfContacts = (contacts: readonly AgencyContact[]) => contacts.map((c) => [c.Name, c.Phone, c.Email].join(', ')).join('; ');

/** What is wrong with one contact (cleaned), or undefined: a name, and a phone or an e-mail to reach them by. */
export function contactProblem(c: AgencyContact): string | undefined {
  if (!c.Name.trim()) return 'has no name';
  if (!c.Phone.trim() && !c.Email.trim()) return `${c.Name}: has neither a phone nor an e-mail`;
  if (c.Email && !EMAIL.test(c.Email)) return `${c.Name}: "${c.Email}" is no e-mail address`;
  if (c.Phone && !/^[+\d][\d\s()-]{3,24}$/.test(c.Phone)) return `${c.Name}: "${c.Phone}" is no phone number`;
  return undefined;
}

/**
 * Company ids as a sheet or a form holds them: comma- or space-separated items, each an id that may
 * be followed by the company's code as the export writes it ("3 CUS-HZTX, 4 CUS-NBHY" → [3, 4]).
 * An item without a leading id is answered as NaN, so the check names it.
 */
export function idsOfText(text: string): number[] {
  return text
    .split(/[,，;；\n]+/)
    .map((s) => s.trim())
    .filter(Boolean)
    .flatMap((s) => {
      // "3 4" is two ids; "3 CUS-HZTX" one id with its code
      if (/^\d{1,15}(\s+\d{1,15})*$/.test(s)) return s.split(/\s+/).map(Number);
      const m = /^(\d{1,15})(\s|$)/.exec(s);
      return [m ? Number(m[1]) : Number.NaN];
    });
}
