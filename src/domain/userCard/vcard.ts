/**
 * The card as a vCard 3.0 (RFC 2426): what the QR code holds (any phone camera reads it, no server
 * needed) and what "save to contacts" downloads. Text values escape `\`, `,`, `;` and newlines;
 * lines are CRLF and folded at 75 octets without splitting a UTF-8 character.
 */
export interface VcardPerson {
  name: string;
  title?: string;
  company?: string;
  phone?: string;
  email?: string;
  address?: string;
  note?: string;
  url?: string;
}

/** RFC 2426 §4 text escaping: backslash first, then comma, semicolon and every kind of newline. */
export const escapeVcardText = (s: string): string =>
  s
    .replace(/\\/g, '\\\\')
    .replace(/,/g, '\\,')
    .replace(/;/g, '\\;')
    .replace(/\r\n|\r|\n/g, '\\n');

/** N's family and given names: "Lily Chen" → Chen, Lily; "李明" → 李, 明 (a Chinese name's first character is the family's). */
export function nameParts(name: string): { family: string; given: string } {
  const n = name.trim().replace(/\s+/g, ' ');
  if (n.includes(' ')) {
    const i = n.lastIndexOf(' ');
    return { family: n.slice(i + 1), given: n.slice(0, i) };
  }
  const chars = [...n];
  if (/^[\u3400-\u9fff]{2,4}$/.test(n)) return { family: chars[0] ?? '', given: chars.slice(1).join('') };
  return { family: n, given: '' };
}

/** The octets of one character in UTF-8. */
const utf8Size = (ch: string): number => {
  const cp = ch.codePointAt(0) ?? 0;
  return cp < 0x80 ? 1 : cp < 0x800 ? 2 : cp < 0x10000 ? 3 : 4;
};

/** A content line folded at 75 octets (RFC 2425 §5.8.1): the next part begins with one space. */
export function foldLine(line: string): string {
  const parts: string[] = [];
  let part = '';
  let octets = 0;
  for (const ch of line) {
    const size = utf8Size(ch);
    // the first line holds 75 octets, each continuation 74 after its leading space
    if (octets + size > (parts.length ? 74 : 75)) {
      parts.push(part);
      part = '';
      octets = 0;
    }
    part += ch;
    octets += size;
  }
  parts.push(part);
  return parts.join('\r\n ');
}

/** The vCard's text; a field left empty is left out. */
export function buildVcard(p: VcardPerson): string {
  const { family, given } = nameParts(p.name);
  const e = escapeVcardText;
  const lines = ['BEGIN:VCARD', 'VERSION:3.0', `N:${e(family)};${e(given)};;;`, `FN:${e(p.name.trim())}`];
  if (p.company) lines.push(`ORG:${e(p.company)}`);
  if (p.title) lines.push(`TITLE:${e(p.title)}`);
  if (p.phone) lines.push(`TEL;TYPE=CELL:${/^1\d{10}$/.test(p.phone) ? `+86${p.phone}` : e(p.phone)}`);
  if (p.email) lines.push(`EMAIL;TYPE=INTERNET:${e(p.email)}`);
  if (p.address) lines.push(`ADR;TYPE=WORK:;;${e(p.address)};;;;`);
  if (p.note) lines.push(`NOTE:${e(p.note)}`);
  if (p.url) lines.push(`URL:${p.url}`);
  lines.push('END:VCARD');
  return `${lines.map(foldLine).join('\r\n')}\r\n`;
}

/**
 * The download's content-disposition: an ASCII fallback name and the UTF-8 name (RFC 6266 / 5987),
 * so 李明.vcf arrives as 李明.vcf and no quote or newline in a name breaks the header.
 */
export function vcardDisposition(name: string): string {
  const base =
    name
      .trim()
      .replace(/[\\/:*?"<>|\r\n\t]/g, '')
      .slice(0, 60) || 'card';
  const ascii =
    base
      .replace(/[^\x20-\x7e]/g, '')
      .replace(/[%;]/g, '')
      .trim() || 'card';
  return `attachment; filename="${ascii}.vcf"; filename*=UTF-8''${encodeURIComponent(`${base}.vcf`)}`;
}
