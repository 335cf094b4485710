import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import cc from 'currency-codes';
import {
  currencyProblem,
  saleCurrencyFault,
  feeCodeProblem,
  imoCheckDigit,
  imoProblem,
  mmsiProblem,
  normaliseCode,
  normaliseImo,
  portCountryProblem,
  scacProblem,
  terminalCodeProblem,
  timeZoneProblem,
  unlocodeProblem,
} from '../../../src/domain/refdata/codes';

/** The code rules of reference data (R1.1–R1.6): examples, then properties over generated codes. */
const upper = fc.constantFrom(...'ABCDEFGHIJKLMNOPQRSTUVWXYZ');
const digit = fc.constantFrom(...'0123456789');
const word = (chars: fc.Arbitrary<string>, min: number, max: number) => fc.array(chars, { minLength: min, maxLength: max }).map((a) => a.join(''));
const six = word(digit, 6, 6);
const withImoDigit = (first6: string) => `${first6}${imoCheckDigit(first6)}`;

describe('codes are trimmed and in capitals (R1.1)', () => {
  it('normalises', () => {
    expect(normaliseCode('  cnsha ')).toBe('CNSHA');
    expect(normaliseImo(' imo 9811000 ')).toBe('9811000');
  });

  it('is idempotent, and the checks judge the normalised form', () => {
    fc.assert(fc.property(fc.string(), (s) => normaliseCode(normaliseCode(s)) === normaliseCode(s)));
    expect(unlocodeProblem(' cnsha')).toBeUndefined();
    expect(scacProblem('maeu ')).toBeUndefined();
  });
});

describe('UN/LOCODE (R1.2)', () => {
  it('takes a country and three letters or digits 2-9', () => {
    for (const ok of ['CNSHA', 'NLRTM', 'DEHAM', 'USNYC', 'AE2AB']) expect(unlocodeProblem(ok), ok).toBeUndefined();
    for (const bad of ['CNSH', 'CNSHAA', 'CN-SH', 'CNSH1', 'CNSH0', '1NSHA', '']) expect(unlocodeProblem(bad), bad).toMatch(/not a UN\/LOCODE/);
  });

  it('starts with its country', () => {
    expect(portCountryProblem('CNSHA', 'cn')).toBeUndefined();
    expect(portCountryProblem('USOAK', 'NZ')).toBe('"USOAK" does not start with its country NZ.');
    expect(portCountryProblem('CNSHA', 'CHN')).toMatch(/not an ISO 3166 country code/);
  });

  it('accepts every code of the shape, with its own prefix as country', () => {
    const location = fc.constantFrom(...'ABCDEFGHIJKLMNOPQRSTUVWXYZ23456789');
    fc.assert(
      fc.property(word(upper, 2, 2), word(location, 3, 3), (country, rest) => {
        const code = country + rest;
        return unlocodeProblem(code) === undefined && portCountryProblem(code, country) === undefined;
      }),
    );
  });
});

describe('SCAC', () => {
  it('is 2 to 4 letters', () => {
    for (const ok of ['MAEU', 'COSU', 'ONEY', 'MSC', 'AB']) expect(scacProblem(ok), ok).toBeUndefined();
    for (const bad of ['A', 'MAERSK', 'MAE1', '22AA', '12PD', 'MA U']) expect(scacProblem(bad), bad).toBe(`"${bad}" is not a SCAC: 2 to 4 letters.`);
  });

  it('holds for every generated code of the shape and no longer one', () => {
    fc.assert(fc.property(word(upper, 2, 4), (code) => scacProblem(code) === undefined));
    fc.assert(fc.property(word(upper, 5, 8), (code) => scacProblem(code) !== undefined));
  });
});

describe('IMO number (R1.6)', () => {
  it('computes the check digit of real ships', () => {
    // EVER GIVEN 9811000, EMMA MAERSK 9321483 (also DCSA's example), MSC OSCAR 9703291
    expect(imoCheckDigit('981100')).toBe(0);
    expect(imoCheckDigit('932148')).toBe(3);
    expect(imoCheckDigit('970329')).toBe(1);
    expect(imoCheckDigit('97032')).toBeUndefined();
  });

  it('explains shape and check digit apart', () => {
    expect(imoProblem('IMO 9811000')).toBeUndefined();
    expect(imoProblem('981100')).toBe('"981100" is not an IMO number: 7 digits.');
    expect(imoProblem('98110001')).toMatch(/7 digits/);
    expect(imoProblem('9811001')).toBe('"9811001" fails the IMO check digit: a digit is mistyped.');
  });

  it('accepts every number made with its computed check digit', () => {
    fc.assert(fc.property(six, (first6) => imoProblem(withImoDigit(first6)) === undefined));
  });

  it('refuses any other last digit', () => {
    fc.assert(
      fc.property(six, fc.integer({ min: 1, max: 9 }), (first6, delta) => {
        const wrong = (imoCheckDigit(first6)! + delta) % 10;
        return imoProblem(`${first6}${wrong}`) !== undefined;
      }),
    );
  });

  it('catches a changed digit exactly when its weight times the change is not a multiple of 10', () => {
    // The weights are 7 6 5 4 3 2; a change by d at weight w moves the sum by w·d, so a change at
    // weight 7 or 3 is always caught, while e.g. +5 at weight 6 (30) or +2 at weight 5 (10) is not:
    // the IMO check digit is weaker than ISO 6346's, and the check cannot claim more.
    const weights = [7, 6, 5, 4, 3, 2];
    fc.assert(
      fc.property(six, fc.integer({ min: 0, max: 5 }), fc.integer({ min: 1, max: 9 }), (first6, at, delta) => {
        const imo = withImoDigit(first6);
        const changed = `${imo.slice(0, at)}${(Number(imo[at]) + delta) % 10}${imo.slice(at + 1)}`;
        const caught = imoProblem(changed) !== undefined;
        return caught === ((weights[at]! * delta) % 10 !== 0);
      }),
    );
  });
});

describe('MMSI', () => {
  it('is nine digits', () => {
    expect(mmsiProblem('477333500')).toBeUndefined();
    expect(mmsiProblem('47733350')).toBe('"47733350" is not an MMSI: 9 digits.');
    fc.assert(fc.property(word(digit, 9, 9), (m) => mmsiProblem(m) === undefined));
    fc.assert(fc.property(word(digit, 1, 8), (m) => mmsiProblem(m) !== undefined));
  });
});

describe('currency (ISO 4217)', () => {
  it('knows the package list only', () => {
    for (const ok of ['CNY', 'usd', 'JPY', 'KWD', 'EUR']) expect(currencyProblem(ok), ok).toBeUndefined();
    for (const bad of ['RMB', 'US', 'USDT', 'XYZ', '']) expect(currencyProblem(bad), bad).toMatch(/not an ISO 4217 currency code/);
  });
});

describe('fee code', () => {
  it('is 2 to 10 capitals, digits or slashes', () => {
    for (const ok of ['OF', 'BAF', 'DTHC', 'THC/O', 'ENS2']) expect(feeCodeProblem(ok), ok).toBeUndefined();
    for (const bad of ['O', 'OCEANFREIGHT', 'B-AF', 'B AF']) expect(feeCodeProblem(bad), bad).toMatch(/not a fee code/);
    const chars = fc.constantFrom(...'ABCDEFGHIJKLMNOPQRSTUVWXYZ0123456789/');
    fc.assert(fc.property(word(chars, 2, 10), (code) => feeCodeProblem(code) === undefined));
  });
});

describe('terminal code', () => {
  it('is at most 6 characters without spaces', () => {
    for (const ok of ['CTT', 'ECTDDE', 'YS4']) expect(terminalCodeProblem(ok), ok).toBeUndefined();
    for (const bad of ['', 'EUROMAX', 'C T']) expect(terminalCodeProblem(bad), bad).toMatch(/not a terminal code/);
  });
});

describe('IANA time zone (R1.3)', () => {
  it('takes the zone names, not abbreviations, offsets or other spellings', () => {
    for (const ok of ['Asia/Shanghai', 'America/Argentina/Buenos_Aires', 'Asia/Kolkata', 'Asia/Calcutta', 'Etc/GMT+8', 'UTC']) {
      expect(timeZoneProblem(ok), ok).toBeUndefined();
    }
    for (const bad of ['EST', 'asia/shanghai', 'Asia/Tehranx', 'Mars/Olympus', '+08:00', 'GMT+8', '']) {
      expect(timeZoneProblem(bad), bad).toMatch(/not an IANA time zone/);
    }
  });

  it('accepts every zone the runtime lists', () => {
    for (const zone of Intl.supportedValuesOf('timeZone')) expect(timeZoneProblem(zone), zone).toBeUndefined();
  });
});

describe('the currency a price is in (issue 32: one rule for ready space and the FCL and LCL rates)', () => {
  it('takes ISO 4217 money, refuses a code ISO does not have and the ISO codes no one invoices in', () => {
    for (const ok of ['USD', 'cny', 'EUR', 'JPY', 'KWD']) expect(saleCurrencyFault(ok), ok).toBeUndefined();
    for (const bad of ['ABC', 'RMB', 'US', '']) expect(saleCurrencyFault(bad), bad).toBe('notIso');
    for (const bad of ['XXX', 'XTS', 'XAU', 'XAG', 'XDR', 'CLF', 'USN']) expect(saleCurrencyFault(bad), bad).toBe('notMoney');
  });
  it('agrees with ISO’s own list: every money code ISO gives minor units to and does not mark a fund passes', () => {
    const money = cc
      .codes()
      .filter(
        (c) =>
          !['XXX', 'XTS'].includes(c) && !/^X(A[GU]|B[A-D]|DR|P[DT]|SU|UA)$/.test(c) && !['BOV', 'CHE', 'CHW', 'CLF', 'COU', 'MXV', 'USN', 'UYI'].includes(c),
      );
    expect(money.length).toBeGreaterThan(150);
    for (const code of money) expect(saleCurrencyFault(code), code).toBeUndefined();
  });
});
