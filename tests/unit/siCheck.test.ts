import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import type { SiBox, SiRecord, SiSourceData } from '../../src/contract/si';
import { checkSi, checkSubmission } from '../../src/domain/si/check';
import { checkDigit, containerNumberProblem, withCheckDigit } from '../../src/domain/si/iso6346';
import { CONTAINER_TYPES } from '../../src/domain/si/reference';
import { boxSummary, formatSiNo } from '../../src/domain/si/summary';

const detail = (num: number, weight: number, volume: number) => ({ TBD_CNGOODS: '纸箱', TBD_GOODS: 'COTTON T-SHIRTS', TBD_HSCODE: '610910', TBD_MARKS: 'N/M', TBD_PACKAGE: 'CT', TBD_NUM: num, TBD_WEIGHT: weight, TBD_VOLUME: volume });
const box = (cnno: string, type = '40HQ', details = [detail(100, 1200.5, 20.25), detail(50, 300, 5)]): SiBox => ({
  TBX_TYPE: type, TBX_CNNO: cnno, TBX_SEALNO: 'SL123456', TBX_PACKAGE: 'CT',
  TBX_NUM: details.reduce((a, d) => a + d.TBD_NUM, 0), TBX_WEIGHT: details.reduce((a, d) => a + d.TBD_WEIGHT, 0), TBX_VOLUME: details.reduce((a, d) => a + d.TBD_VOLUME, 0), Details: details,
});
function si(boxes: SiBox[]): SiRecord {
  return {
    TBI_SHREF_NO: 'HZTX-2026-001', TBI_GOODS_TYPE: 'GENERAL', TBI_SITYPE: 1, TBI_NUM: boxes.reduce((a, b) => a + b.TBX_NUM, 0), TBI_MBL_NO: 'COSU6301234560', TBI_SIMBL_NO: '',
    TBI_PAYMENT_METHOD: 'PREPAID', TBI_SIGNING_METHOD: 'ORIGINAL', TBI_CONSIGNOR: 'HANGZHOU TIANXIANG I/E CO., LTD.\nNO.588 JIANGNAN AVE, HANGZHOU',
    TBI_CONSIGNEE: 'TO ORDER', TBI_NOTIFIER_1: 'ACME TRADING GMBH\nHAMBURG', TBI_NOTIFIER_2: '', TBI_NOTIFIER_3: '', TBI_CARRIER: 'COSU', TBI_VESSEL: 'COSCO SHIPPING ARIES', TBI_VOYAGE: '012W',
    TBI_RECEIPT_PLACE: 'HANGZHOU', TBI_RECEIPT_CODE: 'CNHGH', TBI_LOADING_PLACE: 'SHANGHAI', TBI_LOADING_CODE: 'CNSHA', TBI_DISCHARGE_PLACE: 'HAMBURG', TBI_DISCHARGE_CODE: 'DEHAM',
    TBI_DELIVERY_PLACE: 'HAMBURG', TBI_DELIVERY_CODE: 'DEHAM', TBI_MARKS: 'N/M', TBI_GOODS: 'COTTON T-SHIRTS', TBI_PACKAGE: 'CT', TBI_HSCODE: '610910', TBI_EMAILS: 'docs@hztx.example',
    TBI_REMARKS: '', TBI_SHREMARKS: '', TBI_MERGEMBL_NO: '', TBI_SAILINGDATE: '2026-12-05', TBI_DEADLINE: '2026-12-01', TBI_QUNO: '', TBI_TRANSPORT_METHOD: 'SEA', TBI_CGO_ID: 'CGO-1',
    Boxes: boxes, Masters: [],
  };
}
const paths = (problems: { Path: string }[]) => problems.map((p) => p.Path);

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
    expect(checkSi(s)).toEqual([{ Path: '/Boxes/1/Details/0/TBD_HSCODE', Message: expect.stringContaining('6 to 10 digits') }]);
  });
  it('B/L lines of at most 35 characters, and line limits per block', () => {
    const s = { ...good(), TBI_CONSIGNEE: 'A VERY LONG CONSIGNEE NAME THAT DOES NOT FIT ON ONE LINE', TBI_MARKS: Array(21).fill('M').join('\n') };
    expect(checkSi(s).map((p) => [p.Path, /line 1 has 56/.test(p.Message) || /21 lines/.test(p.Message)])).toEqual([['/TBI_CONSIGNEE', true], ['/TBI_MARKS', true]]);
  });
  it('places as UN/LOCODE', () => {
    expect(paths(checkSi({ ...good(), TBI_LOADING_CODE: 'SHA', TBI_DELIVERY_CODE: '' }))).toEqual(['/TBI_LOADING_CODE']);
  });
  it('box sums and SI totals', () => {
    const s = good();
    s.Boxes[0] = { ...s.Boxes[0]!, TBX_NUM: 151, TBX_WEIGHT: 1500 };
    expect(paths(checkSi(s))).toEqual(['/Boxes/0/TBX_NUM', '/Boxes/0/TBX_WEIGHT', '/TBI_NUM']);
  });
  it('each booked container exactly once across the SIs of one booking', () => {
    const a = 'CSQU3054383';
    const b = withCheckDigit('TGHU123456');
    const booking: SiSourceData = {
      CGO_ID: 'CGO-1', MBL_NO: 'X', CompanyId: 1, CompanyName: '', CARRIER: '', VESSEL: '', VOYAGE: '', RECEIPT_PLACE: '', RECEIPT_CODE: '', LOADING_PLACE: '', LOADING_CODE: '',
      DISCHARGE_PLACE: '', DISCHARGE_CODE: '', DELIVERY_PLACE: '', DELIVERY_CODE: '', SAILINGDATE: '', DEADLINE: '',
      Containers: [{ TYPE: '40HQ', COUNT: 1, CNNOS: [a] }, { TYPE: '20GP', COUNT: 1, CNNOS: [b] }],
    };
    expect(checkSubmission([si([box(a)]), si([box(b, '20GP')])], booking)).toEqual([]);
    const twice = checkSubmission([si([box(a)]), si([box(a)])], booking);
    expect(twice.map((p) => p.Message).join(' ')).toMatch(/used twice.*not on any SI/s);
  });
  it('the box summary and the SI number', () => {
    expect(boxSummary([{ TBX_TYPE: '40HQ' }, { TBX_TYPE: '20GP' }, { TBX_TYPE: '45G1' }])).toBe('40HQ*2 20GP*1');
    expect(formatSiNo(12.7)).toBe('13');
    expect(formatSiNo('5')).toBe('5');
  });
});

// --- properties ---
const letters = fc.stringMatching(/^[A-Z]{3}$/);
const containerNo = fc.tuple(letters, fc.stringMatching(/^\d{6}$/)).map(([o, s]) => withCheckDigit(`${o}U${s}`));
const detailArb = fc.record({ num: fc.integer({ min: 0, max: 5000 }), weight: fc.integer({ min: 0, max: 3_000_000 }), volume: fc.integer({ min: 0, max: 80_000 }) })
  .map(({ num, weight, volume }) => detail(num, weight / 100, volume / 1000));
const boxArb = fc.tuple(containerNo, fc.constantFrom(...CONTAINER_TYPES.map((t) => t.name)), fc.array(detailArb, { minLength: 1, maxLength: 4 })).map(([no, type, ds]) => box(no, type, ds));
const siArb = fc.array(boxArb, { minLength: 1, maxLength: 6 }).map(si);

/** Single corruptions and the path the check must name. */
const corruptions: [string, (s: SiRecord) => string][] = [
  ['consignor', (s) => ((s.TBI_CONSIGNOR = ''), '/TBI_CONSIGNOR')],
  ['notify 1 under TO ORDER', (s) => ((s.TBI_NOTIFIER_1 = ''), '/TBI_NOTIFIER_1')],
  ['check digit', (s) => { const c = s.Boxes[0]!.TBX_CNNO; s.Boxes[0]!.TBX_CNNO = c.slice(0, 10) + ((Number(c[10]) + 1) % 10); return '/Boxes/0/TBX_CNNO'; }],
  ['type', (s) => ((s.Boxes[0]!.TBX_TYPE = '99ZZ'), '/Boxes/0/TBX_TYPE')],
  ['seal', (s) => ((s.Boxes[0]!.TBX_SEALNO = ''), '/Boxes/0/TBX_SEALNO')],
  ['HS code', (s) => ((s.Boxes[0]!.Details[0]!.TBD_HSCODE = '12ab'), '/Boxes/0/Details/0/TBD_HSCODE')],
  ['line width', (s) => ((s.TBI_GOODS = 'X'.repeat(36)), '/TBI_GOODS')],
  ['loading code', (s) => ((s.TBI_LOADING_CODE = 'Shanghai'), '/TBI_LOADING_CODE')],
  ['box weight', (s) => ((s.Boxes[0]!.TBX_WEIGHT += 1), '/Boxes/0/TBX_WEIGHT')],
  ['SI total', (s) => ((s.TBI_NUM += 1), '/TBI_NUM')],
];

describe('properties of the check', () => {
  it('every generated valid SI passes', () => {
    fc.assert(fc.property(siArb, (s) => {
      expect(checkSi(s)).toEqual([]);
    }), { numRuns: 200 });
  });
  it('each single corruption is caught, at the right path', () => {
    fc.assert(
      fc.property(siArb, fc.constantFrom(...corruptions), (s, [, corrupt]) => {
        const path = corrupt(s);
        expect(paths(checkSi(s))).toContain(path);
      }),
      { numRuns: 300 },
    );
  });
});
