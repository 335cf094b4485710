import { afterEach, describe, expect, it, vi } from 'vitest';
import fc from 'fast-check';
import type { SiBox, SiProblem, SiRecord, SiSourceData, SiUsedContainer } from '../../../src/contract/si';
import { checkModification, checkSi, checkSubmission } from '../../../src/domain/si/check';
import { problemText, renderProblem, SI_PROBLEM_CODES } from '../../../src/domain/si/messages';
import { checkDigit, containerNumberProblem, withCheckDigit } from '../../../src/domain/si/iso6346';
import { CONTAINER_TYPES } from '../../../src/domain/si/reference';
import { boxSummary, formatSiNo } from '../../../src/domain/si/summary';
import { language } from '../../../src/i18n/language';
import { api } from '../../../src/streams/http';

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
const codes = (problems: SiProblem[]) => problems.map((p) => [p.Path, p.Code]);
const english = (problems: SiProblem[]) => problems.map((p) => problemText(p, 'en')).join(' ');

describe('ISO 6346 container numbers', () => {
  it('knows the standard example and refuses a wrong check digit', () => {
    expect(checkDigit('CSQU305438')).toBe(3);
    expect(containerNumberProblem('CSQU3054383')).toBeUndefined();
    expect(containerNumberProblem('CSQU3054384')).toBe('checkDigit');
    expect(containerNumberProblem('CSQ3054383')).toBe('shape');
    expect(containerNumberProblem('csqu3054383')).toBeUndefined(); // case does not matter
  });
});

const A = 'CSQU3054383';
const B = withCheckDigit('TGHU123456');
const booking = (): SiSourceData => ({
  CGO_ID: 'CGO-1', MBL_NO: 'X', CompanyId: 1, CompanyName: '', CARRIER: '', VESSEL: '', VOYAGE: '', RECEIPT_PLACE: '', RECEIPT_CODE: '', LOADING_PLACE: '', LOADING_CODE: '',
  DISCHARGE_PLACE: '', DISCHARGE_CODE: '', DELIVERY_PLACE: '', DELIVERY_CODE: '', SAILINGDATE: '', DEADLINE: '',
  Containers: [{ TYPE: '40HQ', COUNT: 1, CNNOS: [A] }, { TYPE: '20GP', COUNT: 1, CNNOS: [B] }],
});

describe('the words of the check', () => {
  const sample = { field: 'TBI_CONSIGNEE', value: 'X1', line: 1, length: 40, max: 35, weight: 30000, perPackage: 500, median: 12.5, factor: 10, lines: 6, declared: 1, sum: 2, container: A, first: '/TDBLInfos/0', si: '26000001', booking: 'CGO-1', booked: 1, given: '20GP', containers: A, type: '40HQ', used: 2 };
  it('every failure reads in Chinese and in English', () => {
    for (const code of SI_PROBLEM_CODES) {
      const zh = renderProblem(code, sample, 'zh');
      const en = renderProblem(code, sample, 'en');
      expect(zh, code).toMatch(/[\u4e00-\u9fff]/);
      expect(en, code).not.toMatch(/[\u4e00-\u9fff]/);
      expect(en, code).not.toMatch(/undefined/);
      expect(zh, code).not.toMatch(/undefined/);
    }
  });
  it('Message is Chinese by default; Code and Params let a screen show either language', () => {
    const [p] = checkSi({ ...si([box(A)]), TBI_CONSIGNOR: '' });
    expect(p).toEqual({ Path: '/TBI_CONSIGNOR', Code: 'party.required', Params: { field: 'TBI_CONSIGNOR' }, Message: '发货人为必填项。' });
    expect(problemText(p!, 'en')).toBe('The consignor is required.');
    expect(problemText(p!, 'zh')).toBe(p!.Message);
    expect(problemText({ Code: 'from.a.newer.server', Message: 'as sent' }, 'en')).toBe('as sent');
  });
});

describe('the browser asks for the person\'s language', () => {
  afterEach(() => {
    vi.unstubAllGlobals();
    language.set('zh');
  });
  it('every call carries Accept-Language from the language setting, so the server words the check in it', async () => {
    const fetchSpy = vi.fn(async () => new Response(JSON.stringify({ Status: true, Data: [] }), { headers: { 'content-type': 'application/json' } }));
    vi.stubGlobal('fetch', fetchSpy);
    const sent = (i: number) => ((fetchSpy.mock.calls[i] as unknown as [string, RequestInit])[1].headers as Headers).get('accept-language');
    await api('POST', '/api/TDBillLadingInfo/CheckTDBillLadingInfo', {});
    language.set('en');
    await api('POST', '/api/TDBillLadingInfo/CheckTDBillLadingInfo', {});
    expect([sent(0), sent(1)]).toEqual(['zh', 'en']);
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
    expect(checkSi(s)).toEqual([{ Path: '/Boxes/1/Details/0/TBD_HSCODE', Code: 'hsCode.invalid', Params: { value: '61091' }, Message: expect.stringContaining('6 到 10 位数字') }]);
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
    expect(codes(checkSi(s))).toEqual([['/TBI_PACKAGE', 'package.unknown'], ['/Boxes/1/Details/0/TBD_PACKAGE', 'package.unknown']]);
    expect(checkSi({ ...s, TBI_PACKAGE: 'XX' }, '', { packages: new Set(['XX', 'PL', 'CT']) })).toEqual([]);
  });
  it('box sums and SI totals', () => {
    const s = good();
    s.Boxes[0] = { ...s.Boxes[0]!, TBX_NUM: 151, TBX_WEIGHT: 1500 };
    expect(paths(checkSi(s))).toEqual(['/Boxes/0/TBX_NUM', '/Boxes/0/TBX_WEIGHT', '/TBI_NUM']);
  });
  it('a validate-only record (SITYPE 3) takes no container, and is checked against the booking on its own', () => {
    const validateOnly = (r: SiRecord): SiRecord => ({ ...r, TBI_SITYPE: 3 });
    // two SIs that cover the booking, plus a validate-only copy of one of them: fine
    expect(checkSubmission([si([box(A)]), si([box(B, '20GP')]), validateOnly(si([box(A)]))], booking())).toEqual([]);
    // a validate-only record alone does not have to cover the booking…
    expect(checkSubmission([validateOnly(si([box(A)]))], booking())).toEqual([]);
    // …but it may not cover for stored ones: the booking's other container is then on no SI
    expect(codes(checkSubmission([si([box(A)]), validateOnly(si([box(B, '20GP')]))], booking()))).toContainEqual(['/TDBLInfos', 'booking.containersUnused']);
    // and its own containers are still checked
    expect(codes(checkSubmission([validateOnly(si([box(B, '40HQ')]))], booking()))).toContainEqual(['/TDBLInfos/0/Boxes/0/TBX_TYPE', 'booking.containerTypeMismatch']);
  });

  it('each booked container exactly once across the SIs of one booking', () => {
    const twice = checkSubmission([si([box(A)]), si([box(A)])], booking());
    expect(checkSubmission([si([box(A)]), si([box(B, '20GP')])], booking())).toEqual([]);
    expect(codes(twice)).toEqual([
      ['/TDBLInfos/1/Boxes/0/TBX_CNNO', 'booking.containerTwice'],
      ['/TDBLInfos', 'booking.containersUnused'],
      ['/TDBLInfos', 'booking.typeCount'], // 20GP: none; a container named twice is still one 40HQ
    ]);
    expect(english(twice)).toMatch(new RegExp(`used twice.*not on any SI: ${B}`, 's'));
  });
  it('a container never booked, or booked as another type, is named at its box', () => {
    const other = withCheckDigit('ABCU765432');
    expect(codes(checkSubmission([si([box(A), box(other, '20GP')]), si([box(B, '40HQ')])], booking()))).toEqual([
      ['/TDBLInfos/0/Boxes/1/TBX_CNNO', 'booking.containerNotBooked'],
      ['/TDBLInfos/1/Boxes/0/TBX_TYPE', 'booking.containerTypeMismatch'],
      ['/TDBLInfos', 'booking.typeCount'], // 40HQ: booked 1, used 2
    ]);
  });
  it('containers already on a live SI of the booking are refused, naming that SI', () => {
    const used: SiUsedContainer[] = [{ CNNO: A, TYPE: '40HQ', SiId: 7, SiNo: '26000007' }];
    const problems = checkSubmission([si([box(A)]), si([box(B, '20GP')])], booking(), { used, lang: 'en' });
    expect(problems).toEqual([
      { Path: '/TDBLInfos/0/Boxes/0/TBX_CNNO', Code: 'booking.containerUsed', Params: { container: A, si: '26000007' }, Message: `Container ${A} is already on SI 26000007 of this booking.` },
    ]);
    // what GetDataInfo answered the browser counts the same, by default
    expect(codes(checkSubmission([si([box(A)])], { ...booking(), UsedContainers: used }))).toContainEqual(['/TDBLInfos/0/Boxes/0/TBX_CNNO', 'booking.containerUsed']);
  });
  it('a batch completes the booking together with its live SIs: a later batch takes what deletions freed', () => {
    const used: SiUsedContainer[] = [{ CNNO: A, TYPE: '40HQ', SiId: 7, SiNo: '26000007' }];
    expect(checkSubmission([si([box(B, '20GP')])], booking(), { used })).toEqual([]);
    // a first batch leaving a booked container on no SI is refused
    expect(codes(checkSubmission([si([box(A)])], booking()))).toEqual([['/TDBLInfos', 'booking.containersUnused'], ['/TDBLInfos', 'booking.typeCount']]);
  });
  it('while the booking does not know its numbers, types and counts decide', () => {
    const numberless: SiSourceData = { ...booking(), Containers: [{ TYPE: '40HQ', COUNT: 2, CNNOS: [] }] };
    const c = withCheckDigit('ABCU765432');
    expect(checkSubmission([si([box(A)]), si([box(c, '45G1')])], numberless)).toEqual([]);
    expect(codes(checkSubmission([si([box(A), box(c, '20GP')])], numberless))).toEqual([['/TDBLInfos', 'booking.typeCount'], ['/TDBLInfos', 'booking.typeCount']]);
    const used: SiUsedContainer[] = [{ CNNO: c, TYPE: '40HQ', SiId: 7, SiNo: '26000007' }];
    expect(checkSubmission([si([box(A)])], numberless, { used })).toEqual([]);
    expect(codes(checkSubmission([si([box(A), box(withCheckDigit('ABCU111111'))])], numberless, { used }))).toEqual([['/TDBLInfos', 'booking.typeCount']]);
  });
  it('an edit is checked against the booking and its other live SIs, never against itself', () => {
    const mine = { ...si([box(A)]), Id: 7 };
    const used: SiUsedContainer[] = [{ CNNO: A, TYPE: '40HQ', SiId: 7, SiNo: '26000007' }, { CNNO: B, TYPE: '20GP', SiId: 8, SiNo: '26000008' }];
    // GetDataInfo lists the SI edited too: it is left out by its Id
    expect(checkModification(mine, mine, { ...booking(), UsedContainers: used })).toEqual([]);
    const others = used.slice(1);
    expect(checkModification({ ...mine, TBI_CONSIGNEE: 'ACME GMBH' }, mine, booking(), { used: others })).toEqual([]);
    // swapping in another SI's container, a container never booked, or another type
    expect(codes(checkModification(si([box(B, '20GP')]), mine, booking(), { used: others }))).toEqual([
      ['/Boxes/0/TBX_CNNO', 'booking.containerUsed'],
      ['/Boxes', 'booking.containersUnused'],
      ['/Boxes', 'booking.typeCount'], // 40HQ: none left
    ]);
    expect(codes(checkModification(si([box(withCheckDigit('ABCU765432'))]), mine, booking(), { used: others }))).toEqual([
      ['/Boxes/0/TBX_CNNO', 'booking.containerNotBooked'],
      ['/Boxes', 'booking.containersUnused'],
    ]);
    expect(codes(checkModification(si([box(A, '20GP')]), mine, booking(), { used: others }))).toEqual([
      ['/Boxes/0/TBX_TYPE', 'booking.containerTypeMismatch'],
      ['/Boxes', 'booking.typeCount'],
      ['/Boxes', 'booking.typeCount'],
    ]);
    // not blamed for a container that was on no SI before it (its SI was deleted)
    expect(checkModification({ ...mine, TBI_CONSIGNEE: 'ACME GMBH' }, mine, booking(), { used: [] })).toEqual([]);
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
  ['unknown port', (s) => ((s.TBI_DISCHARGE_CODE = 'ZZZZZ'), '/TBI_DISCHARGE_CODE')],
  ['package code', (s) => ((s.Boxes[0]!.Details[0]!.TBD_PACKAGE = 'BOXES'), '/Boxes/0/Details/0/TBD_PACKAGE')],
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

describe('properties of the booking rule', () => {
  // a booking of 1–12 numbered containers, dealt out to SIs; some of them stored already
  const split = fc.uniqueArray(containerNo, { minLength: 1, maxLength: 12 }).chain((numbers) =>
    fc.tuple(fc.constant(numbers), fc.array(fc.integer({ min: 0, max: 3 }), { minLength: numbers.length, maxLength: numbers.length }), fc.integer({ min: 0, max: numbers.length })),
  );
  const setUp = ([numbers, groups, storedCount]: [string[], number[], number]) => {
    const b: SiSourceData = { ...booking(), Containers: [{ TYPE: '40HQ', COUNT: numbers.length, CNNOS: numbers }] };
    const used: SiUsedContainer[] = numbers.slice(0, storedCount).map((n, i) => ({ CNNO: n, TYPE: '40HQ', SiId: i + 1, SiNo: String(26000001 + i) }));
    const rest = numbers.slice(storedCount);
    const drafts = [0, 1, 2, 3].map((g) => rest.filter((_, i) => groups[i + storedCount] === g)).filter((g) => g.length).map((g) => si(g.map((n) => box(n))));
    return { b, used, drafts };
  };
  it('a batch taking exactly the containers no live SI holds passes', () => {
    fc.assert(fc.property(split, (input) => {
      const { b, used, drafts } = setUp(input);
      expect(checkSubmission(drafts, b, { used })).toEqual([]);
    }), { numRuns: 200 });
  });
  it('a container taken again, from a stored SI or from another draft, is caught at its box', () => {
    fc.assert(fc.property(split, fc.nat(), fc.nat(), (input, pick, into) => {
      const { b, used, drafts } = setUp(input);
      if (!drafts.length) return;
      const taken = [...used.map((u) => u.CNNO), ...drafts.flatMap((d) => d.Boxes.map((x) => x.TBX_CNNO))];
      const again = taken[pick % taken.length]!;
      const target = drafts[into % drafts.length]!;
      if (target.Boxes.some((x) => x.TBX_CNNO === again)) return; // moving within its own draft is no corruption
      target.Boxes.push(box(again));
      target.TBI_NUM += target.Boxes.at(-1)!.TBX_NUM;
      const pushed = `/TDBLInfos/${drafts.indexOf(target)}/Boxes/${target.Boxes.length - 1}/TBX_CNNO`;
      const di = drafts.findIndex((d) => d !== target && d.Boxes.some((x) => x.TBX_CNNO === again));
      const original = di < 0 ? undefined : `/TDBLInfos/${di}/Boxes/${drafts[di]!.Boxes.findIndex((x) => x.TBX_CNNO === again)}/TBX_CNNO`;
      const found = checkSubmission(drafts, b, { used }).filter((p) => p.Code === 'booking.containerUsed' || p.Code === 'booking.containerTwice');
      expect(found.length).toBe(1);
      // a stored SI's container is refused where it is taken again; of two drafts, the later one is named
      if (!original) expect(found[0]).toMatchObject({ Path: pushed, Code: 'booking.containerUsed' });
      else expect(found[0]).toMatchObject({ Path: di < drafts.indexOf(target) ? pushed : original, Code: 'booking.containerTwice' });
    }), { numRuns: 300 });
  });
});
