/**
 * The field rules of a ship agency (commercial.md §1.1 ShipAgency), shared by its form and the
 * server: the code and the contacts. Ports and carriers are checked against their tables.
 */
import { normaliseCode } from './codes';

/** Why an agency code is malformed, or undefined: 2 to 10 capitals and digits (PENSHA). */
export function agencyCodeProblem(code: string): string | undefined {
  const v = normaliseCode(code);
  return /^[A-Z0-9]{2,10}$/.test(v) ? undefined : `"${v}" is not an agency code: 2 to 10 capitals and digits.`;
}

export interface Contact {
  Name: string;
  Phone?: string;
  Email?: string;
}

/** A contact as stored: trimmed, empty parts left out. */
export function normaliseContact(c: Contact): Contact {
  const phone = c.Phone?.trim();
  const email = c.Email?.trim().toLowerCase();
  return { Name: c.Name.trim(), ...(phone ? { Phone: phone } : {}), ...(email ? { Email: email } : {}) };
}

/** What is wrong with a (normalised) contact, or undefined: a name, and a phone or an e-mail that can be used. */
export function contactProblem(c: Contact): string | undefined {
  if (!c.Name) return 'has no name';
  if (!c.Phone && !c.Email) return `${c.Name}: give a phone or an e-mail`;
  if (c.Phone && !/^\+?[0-9][0-9 ()-]{4,28}$/.test(c.Phone)) return `${c.Name}: "${c.Phone}" is not a phone number`;
  if (c.Email && !/^[^\s@]+@[^\s@]+\.[^\s@]+$/.test(c.Email)) return `${c.Name}: "${c.Email}" is not an e-mail address`;
  return undefined;
}

/**
 * Contacts as typed in one cell or box, one a line or separated by ";": "Name, phone, e-mail" (the
 * e-mail told by its @, so a contact may have either). The inverse of contactsText.
 */
export function parseContacts(text: string): Contact[] {
  return text
    .split(/[\n;；]+/)
    .map((line) => line.split(/[,，]/).map((p) => p.trim()))
    .filter((parts) => parts.some(Boolean))
    .map(([name = '', ...rest]) => {
      const email = rest.find((p) => p.includes('@'));
      const phone = rest.find((p) => p && !p.includes('@'));
      return normaliseContact({ Name: name, Phone: phone, Email: email });
    });
}

/** Contacts as one text, one a line: "Name, phone, e-mail". */
export const contactsText = (contacts: readonly Contact[], separator = '\n') =>
  contacts.map((c) => [c.Name, c.Phone, c.Email].filter(Boolean).join(', ')).join(separator);
