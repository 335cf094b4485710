import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  checkAeoCode,
  checkEnterpriseCode,
  codeTypesFor,
  ocCheckChar,
  parseEnterpriseCode,
  USCI_ALPHABET,
  USCI_WEIGHTS,
  usciCheckChar,
} from '../../../src/domain/partyCodes';

/** Published unified social credit codes of well-known companies (their check characters are right). */
const REAL_USCIS = [
  '91350100M000100Y43', // the example of GB 32100-2015's explanations
  '91440300708461136T', // 腾讯科技（深圳）有限公司
  '91110000802100433B', // 北京百度网讯科技有限公司
  '91330100799655058B', // 阿里巴巴（中国）有限公司
  '914403001922038216', // 华为技术有限公司
  '91110108551385082Q', // 小米科技有限责任公司
];

const usciChar = fc.constantFrom(...USCI_ALPHABET.split(''));
const usciBody = fc.array(usciChar, { minLength: 17, maxLength: 17 }).map((a) => a.join(''));
const digit = fc.constantFrom(...'0123456789'.split(''));
const usciLetter = fc.constantFrom(...USCI_ALPHABET.replace(/[0-9]/g, '').split(''));
/** A body as GB 32100-2015 writes it: positions 3–8 (the administrative division code) are digits. */
const wellFormedUsciBody = fc
  .tuple(
    fc.array(usciChar, { minLength: 2, maxLength: 2 }),
    fc.array(digit, { minLength: 6, maxLength: 6 }),
    fc.array(usciChar, { minLength: 9, maxLength: 9 }),
  )
  .map(([head, division, rest]) => [...head, ...division, ...rest].join(''));
const ocBody = fc.array(fc.constantFrom(...'0123456789ABCDEFGHIJKLMNOPQRSTUVWXYZ'.split('')), { minLength: 8, maxLength: 8 }).map((a) => a.join(''));

describe('USCI (GB 32100-2015)', () => {
  it('weights are 3^i mod 31', () => {
    expect(USCI_WEIGHTS).toEqual([1, 3, 9, 27, 19, 26, 16, 17, 20, 29, 25, 13, 8, 24, 10, 30, 28]);
  });

  it.each(REAL_USCIS)('%s passes', (code) => {
    expect(usciCheckChar(code.slice(0, 17))).toBe(code[17]);
    expect(checkEnterpriseCode(`USCI+${code}`, 'CN')).toEqual({ ok: true });
  });

  it('a wrong check character is a warning naming the right one, in both languages', () => {
    const v = checkEnterpriseCode('USCI+91350100M000100Y44', 'CN');
    expect(v).toMatchObject({ ok: false, warning: true, code: 'mft.party.code.usciCheck' });
    if (v.ok) throw new Error('unreachable');
    expect(v.zh).toContain('应为 3');
    expect(v.en).toContain('should be 3');
  });

  it('31 is written 0', () => {
    // find a body whose sum is 0 mod 31: all zeros
    expect(usciCheckChar('00000000000000000')).toBe('0');
  });

  it.each(['91350100M000100Y4', '91350100M000100Y433', '91350100I000100Y43', '91350100m000100Y43', '91350100O000100Y43'])(
    '%s is refused by shape (not a warning)',
    (value) => {
      expect(checkEnterpriseCode(`USCI+${value}`, 'CN')).toMatchObject({ ok: false, warning: false, code: 'mft.party.code.usciShape' });
    },
  );

  it('a letter among positions 3–8 (the administrative division code) is refused, even with a right check character', () => {
    const code = '91A100006000373411';
    expect(usciCheckChar(code.slice(0, 17))).toBe(code[17]);
    const v = checkEnterpriseCode(`USCI+${code}`, 'CN');
    expect(v).toMatchObject({ ok: false, warning: false, code: 'mft.party.code.usciShape' });
    if (v.ok) throw new Error('unreachable');
    expect(v.zh).toContain('第 3–8 位');
    expect(v.zh).toContain('行政区划码');
    expect(v.en).toContain('Positions 3–8');
  });

  it('property: a letter anywhere in positions 3–8 is a shape error (not a warning); the same code with digits there passes', () => {
    fc.assert(
      fc.property(wellFormedUsciBody, fc.integer({ min: 2, max: 7 }), usciLetter, (body, at, letter) => {
        expect(checkEnterpriseCode(`USCI+${body}${usciCheckChar(body)!}`, 'CN')).toEqual({ ok: true });
        const lettered = body.slice(0, at) + letter + body.slice(at + 1);
        expect(checkEnterpriseCode(`USCI+${lettered}${usciCheckChar(lettered)!}`, 'CN')).toMatchObject({
          ok: false,
          warning: false,
          code: 'mft.party.code.usciShape',
        });
      }),
      { numRuns: 500 },
    );
  });

  it('property: a body with its computed check character passes; any other last character is a warning', () => {
    fc.assert(
      fc.property(wellFormedUsciBody, usciChar, (body, other) => {
        const check = usciCheckChar(body)!;
        expect(USCI_ALPHABET).toContain(check);
        expect(checkEnterpriseCode(`USCI+${body}${check}`, 'CN').ok).toBe(true);
        if (other !== check) expect(checkEnterpriseCode(`USCI+${body}${other}`, 'CN')).toMatchObject({ ok: false, warning: true });
      }),
      { numRuns: 500 },
    );
  });

  it('property: changing any one of the first 17 characters changes the check character (weights are units mod 31)', () => {
    fc.assert(
      fc.property(usciBody, fc.integer({ min: 0, max: 16 }), usciChar, (body, at, c) => {
        fc.pre(body[at] !== c);
        const changed = body.slice(0, at) + c + body.slice(at + 1);
        expect(usciCheckChar(changed)).not.toBe(usciCheckChar(body));
      }),
      { numRuns: 500 },
    );
  });
});

describe('organisation code (GB 11714)', () => {
  it('the OC inside a real USCI passes', () => {
    for (const usci of REAL_USCIS.filter((u) => /^[0-9A-Z]{8}[0-9X]$/.test(u.slice(8, 17)))) {
      const oc = usci.slice(8, 17);
      expect(ocCheckChar(oc.slice(0, 8))).toBe(oc[8]);
    }
    expect(checkEnterpriseCode('OC+M000100Y4', 'CN')).toEqual({ ok: true });
  });

  it('10 is X and 11 is 0', () => {
    expect(ocCheckChar('00000001')).toBe('9'); // Σ 2 → 11 − 2
    expect(ocCheckChar('00000000')).toBe('0'); // Σ 0 → 11, written 0
    expect(ocCheckChar('00000006')).toBe('X'); // Σ 12 ≡ 1 → 10, written X
    expect(checkEnterpriseCode('OC+00000006X', 'CN')).toEqual({ ok: true });
    expect(checkEnterpriseCode('OC+000000069', 'CN')).toMatchObject({ ok: false, code: 'mft.party.code.ocCheck' });
  });

  it('a wrong check is an error, a bad shape too', () => {
    expect(checkEnterpriseCode('OC+M000100Y5', 'CN')).toMatchObject({ ok: false, warning: false, code: 'mft.party.code.ocCheck' });
    expect(checkEnterpriseCode('OC+M000100Y', 'CN')).toMatchObject({ ok: false, warning: false, code: 'mft.party.code.ocShape' });
  });

  it('property: the computed check passes, another digit or X fails', () => {
    fc.assert(
      fc.property(ocBody, fc.constantFrom(...'0123456789X'.split('')), (body, other) => {
        const check = ocCheckChar(body)!;
        expect(checkEnterpriseCode(`OC+${body}${check}`, 'CN').ok).toBe(true);
        if (other !== check) expect(checkEnterpriseCode(`OC+${body}${other}`, 'CN')).toMatchObject({ ok: false, warning: false });
      }),
      { numRuns: 500 },
    );
  });
});

describe('TYPE+VALUE and the types of a country', () => {
  it('parses at the first +', () => {
    expect(parseEnterpriseCode('PASSPORT+E1234+5')).toEqual({ type: 'PASSPORT', value: 'E1234+5' });
    expect(parseEnterpriseCode('USCI 91350100M000100Y43')).toBeUndefined();
    expect(parseEnterpriseCode('+123')).toBeUndefined();
    expect(parseEnterpriseCode('USCI+')).toBeUndefined();
  });

  it.each([
    ['', 'mft.party.code.empty'],
    ['91350100M000100Y43', 'mft.party.code.shape'],
    ['usci+91350100M000100Y43', 'mft.party.code.shape'],
    [`9999+${'X'.repeat(60)}`, 'mft.party.code.length'],
  ])('%j is refused (%s)', (code, problem) => {
    expect(checkEnterpriseCode(code, 'CN')).toMatchObject({ ok: false, warning: false, code: problem });
  });

  it('Chinese parties: USCI, OC or a natural person; never 9999 nor a foreign type', () => {
    expect(codeTypesFor('CN')).toEqual(['USCI', 'OC', 'ID', 'PASSPORT', '8888']);
    expect(checkEnterpriseCode('9999+12345', 'CN')).toMatchObject({ ok: false, code: 'mft.party.code.type' });
    expect(checkEnterpriseCode('EORI+DE12345', 'CN')).toMatchObject({ ok: false, code: 'mft.party.code.type' });
    expect(checkEnterpriseCode('ID+110101199003071234', 'CN')).toEqual({ ok: true });
  });

  it('foreign parties: the listed type of their country, else 9999; natural persons as typed', () => {
    expect(checkEnterpriseCode('EORI+DE123456789012345', 'DE')).toEqual({ ok: true });
    expect(checkEnterpriseCode('EIN+12-3456789', 'US')).toEqual({ ok: true });
    expect(checkEnterpriseCode('EIN+12-3456789', 'DE')).toMatchObject({ ok: false, code: 'mft.party.code.type' });
    expect(checkEnterpriseCode('9999+HRB 12345', 'DE')).toEqual({ ok: true });
    expect(checkEnterpriseCode('9999+0105536052091', 'TH')).toEqual({ ok: true });
    expect(checkEnterpriseCode('USCI+91350100M000100Y43', 'US')).toMatchObject({ ok: false, code: 'mft.party.code.type' });
    expect(checkEnterpriseCode('PASSPORT+E12345678', 'JP')).toEqual({ ok: true });
    expect(checkEnterpriseCode('8888+ANYTHING', 'BR')).toEqual({ ok: true });
    expect(checkEnterpriseCode('XYZ+1', 'US')).toMatchObject({ ok: false, code: 'mft.party.code.type' });
  });

  it('without a country every listed type is accepted, and the message lists them', () => {
    expect(checkEnterpriseCode('EORI+NL123', undefined)).toEqual({ ok: true });
    const v = checkEnterpriseCode('FOO+1');
    if (v.ok) throw new Error('accepted');
    expect(v.en).toContain('USCI');
    expect(v.zh).toContain('未知的代码类型 FOO');
  });
});

describe('AEO codes', () => {
  it.each(['', 'AEOCN1234567890', 'AEOKR12345678', 'AEOSG201234567X'])('%j passes', (aeo) => {
    expect(checkAeoCode(aeo)).toEqual({ ok: true });
  });
  it.each([
    ['AEOCN123456789', 'mft.party.aeo.shape'],
    ['AEOCN12345678901', 'mft.party.aeo.shape'],
    ['AEOCNA234567890', 'mft.party.aeo.shape'],
    ['AECN1234567890', 'mft.party.aeo.shape'],
    ['AEOQQ1234', 'mft.party.aeo.country'],
  ])('%s is refused (%s)', (aeo, problem) => {
    expect(checkAeoCode(aeo)).toMatchObject({ ok: false, warning: false, code: problem });
  });
});
