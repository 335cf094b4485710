import { describe, expect, it } from 'vitest';
import { checkSi } from '../../../src/domain/si/check';
import { checkDigit, containerNumberProblem, withCheckDigit } from '../../../src/domain/si/iso6346';
import { boxSummary, formatSiNo } from '../../../src/domain/si/summary';
import { box, codes, english, paths, si } from './siRecords';

/** The SI check of one record, rule by rule (the booking's rule across SIs: bookingRule.test.ts). */
describe('ISO 6346 container numbers', () => {
  it('knows the standard example and refuses a wrong check digit', () => {
    expect(checkDigit('CSQU305438')).toBe(3);
    expect(containerNumberProblem('CSQU3054383')).toBeUndefined();
    expect(containerNumberProblem('CSQU3054384')).toBe('checkDigit');
    expect(containerNumberProblem('CSQ3054383')).toBe('shape');
    expect(containerNumberProblem('csqu3054383')).toBeUndefined(); // case does not matter
  });
});

describe('the SI check, rule by rule', () => {
  const good = () => si([box('CSQU3054383'), box(withCheckDigit('TGHU123456'), '20GP')]);
  it('a correct SI passes', () => expect(checkSi(good())).toEqual([]));
  it('parties are required; TO ORDER needs notify party 1', () => {
    const s = { ...good(), TBI_CONSIGNOR: ' ', TBI_NOTIFIER_1: '' };
    expect(paths(checkSi(s))).toEqual(['/TBI_CONSIGNOR', '/TBI_NOTIFIER_1']);
    expect(checkSi({ ...good(), TBI_CONSIGNEE: 'ACME GMBH', TBI_NOTIFIER_1: '' })).toEqual([]);
  });
  it('container number, type and seal', () => {
    const s = good();
    s.Boxes[0] = { ...s.Boxes[0]!, TBX_CNNO: 'CSQU3054384', TBX_TYPE: '53HC', TBX_SEALNO: '' };
    expect(paths(checkSi(s))).toEqual(['/Boxes/0/TBX_CNNO', '/Boxes/0/TBX_TYPE', '/Boxes/0/TBX_SEALNO']);
    s.Boxes[0] = { ...s.Boxes[0]!, TBX_CNNO: 'NONISO-01', TBX_NON_ISO: true, TBX_TYPE: '45G1', TBX_SEALNO: 'S1' };
    expect(checkSi(s)).toEqual([]); // the explicit override, and the ISO code for 40HQ
  });
  it('HS codes of 6 to 10 digits', () => {
    const s = good();
    s.Boxes[1]!.Details[0]!.TBD_HSCODE = '61091';
    expect(checkSi(s)).toEqual([
      { Path: '/Boxes/1/Details/0/TBD_HSCODE', Code: 'hsCode.invalid', Params: { value: '61091' }, Message: expect.stringContaining('6 到 10 位数字') },
    ]);
    expect(checkSi(s, '', { lang: 'en' })[0]!.Message).toBe('The HS code "61091" must be 6 to 10 digits.');
  });
  it('B/L lines of at most 35 characters, and line limits per block', () => {
    const s = { ...good(), TBI_CONSIGNEE: 'A VERY LONG CONSIGNEE NAME THAT DOES NOT FIT ON ONE LINE', TBI_MARKS: Array(21).fill('M').join('\n') };
    expect(checkSi(s).map((p) => [p.Path, p.Code, p.Params])).toEqual([
      ['/TBI_CONSIGNEE', 'text.lineTooLong', { field: 'TBI_CONSIGNEE', line: 1, length: 56, max: 35 }],
      ['/TBI_MARKS', 'text.tooManyLines', { field: 'TBI_MARKS', lines: 21, max: 20 }],
    ]);
    expect(english(checkSi(s))).toMatch(/Consignee: line 1 has 56 characters.*Marks has 21 lines/);
  });
  it('places as UN/LOCODE, among the known ports', () => {
    expect(codes(checkSi({ ...good(), TBI_LOADING_CODE: 'SHA', TBI_DELIVERY_CODE: '' }))).toEqual([['/TBI_LOADING_CODE', 'place.shape']]);
    expect(codes(checkSi({ ...good(), TBI_DISCHARGE_CODE: '' }))).toEqual([['/TBI_DISCHARGE_CODE', 'place.required']]);
    // the right shape, but no port of the seeded list (the browser's default) …
    expect(codes(checkSi({ ...good(), TBI_DISCHARGE_CODE: 'DEXXX' }))).toEqual([['/TBI_DISCHARGE_CODE', 'place.unknown']]);
    // … or of the list the server passes from its ports table
    const ports = new Set(['CNHGH', 'CNSHA', 'DEHAM', 'DEXXX']);
    expect(checkSi({ ...good(), TBI_DISCHARGE_CODE: 'DEXXX' }, '', { ports })).toEqual([]);
    expect(codes(checkSi({ ...good(), TBI_LOADING_CODE: 'CNNGB' }, '', { ports }))).toEqual([['/TBI_LOADING_CODE', 'place.unknown']]);
  });
  it('package codes among the known ones (blank is left open)', () => {
    const s = good();
    s.TBI_PACKAGE = 'CARTONS';
    s.Boxes[0]!.TBX_PACKAGE = 'pl'; // case does not matter
    s.Boxes[1]!.Details[0]!.TBD_PACKAGE = 'XX';
    s.Boxes[1]!.TBX_PACKAGE = '';
    expect(codes(checkSi(s))).toEqual([
      ['/TBI_PACKAGE', 'package.unknown'],
      ['/Boxes/1/Details/0/TBD_PACKAGE', 'package.unknown'],
    ]);
    expect(checkSi({ ...s, TBI_PACKAGE: 'XX' }, '', { packages: new Set(['XX', 'PL', 'CT']) })).toEqual([]);
  });
  it('box sums and SI totals', () => {
    const s = good();
    s.Boxes[0] = { ...s.Boxes[0]!, TBX_NUM: 151, TBX_WEIGHT: 1500 };
    expect(paths(checkSi(s))).toEqual(['/Boxes/0/TBX_NUM', '/Boxes/0/TBX_WEIGHT', '/TBI_NUM']);
  });
  it('the box summary and the SI number', () => {
    expect(boxSummary([{ TBX_TYPE: '40HQ' }, { TBX_TYPE: '20GP' }, { TBX_TYPE: '45G1' }])).toBe('40HQ*2 20GP*1');
    expect(formatSiNo(12.7)).toBe('13');
    expect(formatSiNo('5')).toBe('5');
  });
});
