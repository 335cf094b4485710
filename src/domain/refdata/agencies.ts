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

/** Contacts as one text (`Name, Phone, Email`, empty parts left out), the way contactsOfText reads them back. */
export const textOfContacts = (contacts: readonly ContactLike[], separator = '; ') =>
  contacts.map((c) => [c.Name, c.Phone, c.Email].filter(Boolean).join(', ')).join(separator);

/** A contact as a ship agency stores it (phone and e-mail optional): booking and ship agencies read contacts one way. */
export interface ContactLike {
  Name: string;
  Phone?: string;
  Email?: string;
}

/** What is wrong with one contact (cleaned), or undefined: a name, and a phone or an e-mail to reach them by. */
export function contactProblem(c: ContactLike): string | undefined {
  const fault = contactFault(c);
  if (fault === 'noName') return 'has no name';
  if (fault === 'noWay') return `${c.Name}: has neither a phone nor an e-mail`;
  if (fault === 'badEmail') return `${c.Name}: "${c.Email?.trim()}" is no e-mail address`;
  return fault ? `${c.Name}: "${c.Phone?.trim()}" is no phone number` : undefined;
}

/** Which rule one contact breaks (the server words it: refdataCheckWords), or undefined. */
export function contactFault(c: ContactLike): 'noName' | 'noWay' | 'badEmail' | 'badPhone' | undefined {
  const phone = c.Phone?.trim() ?? '';
  const email = c.Email?.trim() ?? '';
  if (!c.Name.trim()) return 'noName';
  if (!phone && !email) return 'noWay';
  if (email && !EMAIL.test(email)) return 'badEmail';
  if (phone && !/^[+\d][\d\s()-]{3,24}$/.test(phone)) return 'badPhone';
  return undefined;
}

/**
 * One record's id as a form field holds it: the id, maybe followed by its code and name as the
 * record picker writes it ("3 PRV-COSCO 中远海运"). Empty: none (null); anything without a leading
 * id is sent as typed, so the server's refusal names it.
 */
export function oneIdOfText(typed: string): number | string | null {
  if (!typed.trim()) return null;
  const m = /^\s*(\d{1,15})(\s|$)/.exec(typed);
  return m ? Number(m[1]) : typed;
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
