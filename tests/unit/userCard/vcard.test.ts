import { describe, expect, it } from 'vitest';
import { buildVcard, escapeVcardText, foldLine, nameParts, vcardDisposition } from '../../../src/domain/userCard/vcard';

const octets = (s: string) => Buffer.byteLength(s, 'utf8');

describe('the card as a vCard 3.0 (RFC 2426)', () => {
  it('escapes backslash, comma, semicolon and every newline in text values', () => {
    expect(escapeVcardText('a\\b,c;d\ne\r\nf\rg')).toBe('a\\\\b\\,c\\;d\\ne\\nf\\ng');
    // the backslash first: an escaped comma is not escaped twice
    expect(escapeVcardText('\\,')).toBe('\\\\\\,');
  });

  it('splits a Chinese name at its first character and a Western one at its last word', () => {
    expect(nameParts('李明')).toEqual({ family: '李', given: '明' });
    expect(nameParts('欧阳 娜娜')).toEqual({ family: '娜娜', given: '欧阳' });
    expect(nameParts(' Lily   Chen ')).toEqual({ family: 'Chen', given: 'Lily' });
    expect(nameParts('Madonna')).toEqual({ family: 'Madonna', given: '' });
  });

  it('builds a card with CRLF lines, the mobile in international form, the empty fields left out', () => {
    const v = buildVcard({
      name: '孙丽',
      title: '销售经理',
      company: '环球货代, 上海',
      phone: '13817261234',
      email: 'sun@example.com',
      url: 'https://x.test/UserCard/Index?c=abc',
    });
    expect(v.startsWith('BEGIN:VCARD\r\nVERSION:3.0\r\n')).toBe(true);
    expect(v.endsWith('END:VCARD\r\n')).toBe(true);
    expect(v).toContain('\r\nN:孙;丽;;;\r\n');
    expect(v).toContain('\r\nFN:孙丽\r\n');
    expect(v).toContain('\r\nORG:环球货代\\, 上海\r\n');
    expect(v).toContain('\r\nTEL;TYPE=CELL:+8613817261234\r\n');
    expect(v).toContain('\r\nEMAIL;TYPE=INTERNET:sun@example.com\r\n');
    expect(v).not.toContain('NOTE');
    expect(v).not.toContain('ADR');
    expect(
      v
        .split('\r\n')
        .filter(Boolean)
        .every((l) => !l.includes('\n')),
    ).toBe(true);
  });

  it('keeps a note with newlines and semicolons on one logical line', () => {
    const v = buildVcard({ name: 'A B', note: 'line one;\nline two, end' });
    expect(v).toContain('NOTE:line one\\;\\nline two\\, end');
  });

  it('folds lines at 75 octets without splitting a UTF-8 character, and unfolding gives the line back', () => {
    const line = `NOTE:${'航线'.repeat(60)}`;
    const folded = foldLine(line);
    const parts = folded.split('\r\n');
    expect(parts.length).toBeGreaterThan(1);
    for (const [i, p] of parts.entries()) {
      expect(octets(p)).toBeLessThanOrEqual(75);
      if (i) expect(p.startsWith(' ')).toBe(true);
      expect(p).not.toContain('\uFFFD');
    }
    expect(folded.replace(/\r\n /g, '')).toBe(line);
    expect(foldLine('SHORT:1')).toBe('SHORT:1');
  });

  it('names the download in ASCII and in UTF-8, with nothing that breaks the header', () => {
    expect(vcardDisposition('李明')).toBe(`attachment; filename="card.vcf"; filename*=UTF-8''${encodeURIComponent('李明.vcf')}`);
    expect(vcardDisposition('Lily "Q" Chen\r\nX: y')).toBe(
      `attachment; filename="Lily Q ChenX y.vcf"; filename*=UTF-8''${encodeURIComponent('Lily Q ChenX y.vcf')}`,
    );
  });
});
