/**
 * The field rules of a ship agency (commercial.md §1.1 ShipAgency), shared by its form and the
 * server: the code and the contacts. Ports and carriers are checked against their tables.
 */
import { normaliseCode } from './codes';
import { contactProblem, contactsOfText, textOfContacts, type ContactLike } from './agencies';

/** Why an agency code is malformed, or undefined: 2 to 10 capitals and digits (PENSHA). */
export function agencyCodeProblem(code: string): string | undefined {
  const v = normaliseCode(code);
  return /^[A-Z0-9]{2,10}$/.test(v) ? undefined : `"${v}" is not an agency code: 2 to 10 capitals and digits.`;
}

export type Contact = ContactLike;

/** A contact as stored: trimmed, the e-mail in lower case, empty parts left out. */
export function normaliseContact(c: Contact): Contact {
  const phone = c.Phone?.trim();
  const email = c.Email?.trim().toLowerCase();
  return { Name: c.Name.trim(), ...(phone ? { Phone: phone } : {}), ...(email ? { Email: email } : {}) };
}

/** Contacts as typed (agencies.ts `contactsOfText`, the one reading), as stored. */
export const parseContacts = (text: string): Contact[] => contactsOfText(text).map(normaliseContact);

/** Contacts as one text, one a line: "Name, phone, e-mail". */
export const contactsText = (contacts: readonly Contact[], separator = '\n') => textOfContacts(contacts, separator);

export { contactProblem };
