import { describe, expect, it } from 'vitest';
import { checkVgm, toleranceKg, vgmDeviation, vgmMissing, type VgmCheckInput, type VgmDeclarationData } from '../../../src/domain/vgm/check';
import { cutoffOf, cutoffsByCode } from '../../../src/domain/packing/cutoff';
import { CNNO, codes, errors, NOW, warnings } from './fixtures';

/** Each VGM rule of operations.md §6.4 (and the §6.1 field rules): a case refused (or warned) and one passed. */
const method1 = (extra: Partial<VgmDeclarationData> = {}): VgmDeclarationData => ({
  VGM_CNNO: CNNO,
  VGM_KG: 5_400,
  VGM_METHOD: 1,
  VGM_WEIGHED_AT: '2026-11-30T09:00:00Z',
  VGM_WEIGHING_PARTY: 'NINGBO PORT WEIGHBRIDGE 2',
  VGM_CERT_NO: 'WB-2026-113045',
  VGM_RESPONSIBLE_PARTY: 'HANGZHOU TIANXIANG I/E CO., LTD.',
  VGM_SIGNATORY: 'ZHANG WEI',
  VGM_SIGNED_AT: '2026-11-30T10:00:00Z',
  VGM_DECLARATION: 'I declare that the VGM above was obtained by a method of SOLAS VI/2.',
  Accept: true,
  ...extra,
});
const method2 = (extra: Partial<VgmDeclarationData> = {}) =>
  method1({ VGM_METHOD: 2, VGM_WEIGHING_PARTY: '', VGM_CERT_NO: '', VGM_CARGO_KG: 1_550, VGM_TARE_KG: 3_850, VGM_KG: 5_400, ...extra });
// packing list: 1,500.5 kg of lines in a 40HQ
const vin = (extra: Partial<VgmCheckInput> = {}): VgmCheckInput => ({
  type: '40HQ',
  packingList: { grossKg: 1_500.5, stuffAt: '2026-11-30T06:00:00Z' },
  cutoffs: { VCO: '2026-12-02T00:00:00Z' },
  now: NOW,
  actor: { staff: false },
  ...extra,
});

describe('the VGM check', () => {
  it('passes a complete method-1 and a complete method-2 declaration', () => {
    expect(checkVgm(method1(), vin())).toEqual([]);
    expect(checkVgm(method2(), vin())).toEqual([]);
  });

  it('refuses a container number failing ISO 6346', () => {
    expect(codes(checkVgm(method1({ VGM_CNNO: `${CNNO.slice(0, 10)}${(Number(CNNO[10]) + 1) % 10}` }), vin()))).toEqual(['vgm.cnno.checkDigit']);
    expect(codes(checkVgm(method1({ VGM_CNNO: '' }), vin()))).toEqual(['vgm.cnno.missing']);
  });

  it('refuses a method other than 1 or 2, and a mass that is not whole kg above 0', () => {
    expect(codes(checkVgm(method1({ VGM_METHOD: 3 }), vin()))).toEqual(['vgm.method.unknown']);
    expect(codes(checkVgm(method1({ VGM_KG: 5_400.5 }), vin()))).toEqual(['vgm.mass.invalid']);
  });

  it('vgm.method1: the weighing party and the ticket or certificate are required', () => {
    expect(checkVgm(method1({ VGM_WEIGHING_PARTY: '', VGM_CERT_NO: ' ' }), vin()).map((p) => [p.Path, p.Code])).toEqual([
      ['/VGM_WEIGHING_PARTY', 'vgm.method1.required'],
      ['/VGM_CERT_NO', 'vgm.method1.required'],
    ]);
  });

  it('vgm.method2: contents and tare required, VGM = contents + tare exactly', () => {
    expect(codes(checkVgm(method2({ VGM_CARGO_KG: null, VGM_TARE_KG: undefined }), vin()))).toEqual(['vgm.method2.required', 'vgm.method2.required']);
    expect(checkVgm(method2({ VGM_KG: 5_401 }), vin())).toMatchObject([
      { Path: '/VGM_KG', Code: 'vgm.method2.sum', Params: { vgm: 5_401, cargo: 1_550, tare: 3_850, sum: 5_400 } },
    ]);
  });

  it('vgm.method2: the contents never weigh less than the packing list’s gross', () => {
    expect(checkVgm(method2({ VGM_CARGO_KG: 1_500, VGM_KG: 5_350 }), vin())).toMatchObject([
      { Path: '/VGM_CARGO_KG', Code: 'vgm.method2.belowPackingList', Params: { gross: 1_500.5 } },
    ]);
    expect(checkVgm(method2({ VGM_CARGO_KG: 1_501, VGM_KG: 5_351 }), vin())).toEqual([]);
  });

  it('vgm.bounds: over the tare, not over the max gross (CSC plate, else the type default)', () => {
    expect(checkVgm(method1({ VGM_KG: 3_800 }), vin({ packingList: { grossKg: 0, tareKg: 3_800 } }))).toMatchObject([{ Code: 'vgm.bounds.tare' }]);
    expect(errors(checkVgm(method1({ VGM_KG: 30_481 }), vin({ packingList: undefined })))).toEqual(['vgm.bounds.max']);
    expect(errors(checkVgm(method1({ VGM_KG: 30_480 }), vin({ packingList: undefined })))).toEqual([]);
    expect(errors(checkVgm(method1({ VGM_KG: 32_000 }), vin({ packingList: { grossKg: 28_150, tareKg: 3_850, maxGrossKg: 32_500 } })))).toEqual([]);
    // a 40' high reefer is plated 34,000 kg
    expect(errors(checkVgm(method1({ VGM_KG: 33_000 }), vin({ type: '40RH', packingList: undefined })))).toEqual([]);
  });

  it('warns when a method-1 VGM is beyond the §6.4 tolerance of the packing list’s gross + tare', () => {
    // 1,500.5 + 3,900 (typical 40HQ tare) = 5,401 expected; tolerance min(5 %, 1,000) = 270.05 kg
    expect(checkVgm(method1({ VGM_KG: 5_672 }), vin())).toMatchObject([
      { Code: 'vgm.packingList', Severity: 'warning', Params: { expected: 5_401, deviation: 271 } },
    ]);
    expect(warnings(checkVgm(method1({ VGM_KG: 5_671 }), vin()))).toEqual([]);
  });

  it('requires the responsible party, the signatory in capitals and the ticked declaration', () => {
    const p = checkVgm(method1({ VGM_RESPONSIBLE_PARTY: '', VGM_SIGNATORY: '', VGM_DECLARATION: '', Accept: false }), vin());
    expect(p.map((x) => [x.Path, x.Code])).toEqual([
      ['/VGM_RESPONSIBLE_PARTY', 'vgm.required'],
      ['/VGM_SIGNATORY', 'vgm.required'],
      ['/VGM_DECLARATION', 'vgm.required'],
      ['/Accept', 'vgm.declaration.accept'],
    ]);
    expect(codes(checkVgm(method1({ VGM_SIGNATORY: 'Zhang Wei' }), vin()))).toEqual(['vgm.signatory.capitals']);
    expect(checkVgm(method1({ VGM_SIGNATORY: '张伟' }), vin())).toEqual([]);
  });

  it('weighed at: required, not in the future, not before the stuffing', () => {
    expect(codes(checkVgm(method1({ VGM_WEIGHED_AT: '' }), vin()))).toEqual(['vgm.required']);
    expect(codes(checkVgm(method1({ VGM_WEIGHED_AT: '2026-12-01T09:00:00Z', VGM_SIGNED_AT: undefined }), vin()))).toEqual(['vgm.time.future']);
    expect(codes(checkVgm(method1({ VGM_WEIGHED_AT: '2026-11-30T05:00:00Z' }), vin()))).toEqual(['vgm.time.beforeStuffing']);
    expect(codes(checkVgm(method1({ VGM_SIGNED_AT: 'soon' }), vin()))).toEqual(['vgm.time.invalid']);
  });

  it('vgm.cutoff: after the VCO customers are refused, staff need a reason', () => {
    const late = vin({ now: '2026-12-02T00:00:00Z' });
    expect(checkVgm(method1(), late)).toMatchObject([{ Code: 'vgm.cutoff.passed', Params: { at: '2026-12-02T00:00:00Z' } }]);
    expect(checkVgm(method1(), { ...late, actor: { staff: true } })).toMatchObject([{ Path: '/Reason', Code: 'vgm.cutoff.reason' }]);
    expect(checkVgm(method1(), { ...late, actor: { staff: true, reason: 'late VGM' } })).toEqual([]);
    expect(checkVgm(method1(), vin({ cutoffs: {} }))).toEqual([]);
  });

  it('vgm.immutable: a declared version is never edited; a draft is', () => {
    for (const status of [2, 3, 4, 5, 6]) expect(codes(checkVgm(method1(), vin({ status })))).toEqual(['vgm.immutable']);
    expect(checkVgm(method1(), vin({ status: 1 }))).toEqual([]);
  });

  it('vgm.tolerance: ±5 % of the measured or 1 t, whichever is less', () => {
    expect(toleranceKg(10_000)).toBe(500);
    expect(toleranceKg(30_000)).toBe(1_000);
    expect(vgmDeviation(10_500, 10_000)).toEqual({ deviation: 500, limit: 500, exception: undefined });
    expect(vgmDeviation(10_501, 10_000).exception).toBe('VGM_DEVIATION');
    expect(vgmDeviation(28_999, 30_000).exception).toBe('VGM_DEVIATION');
    expect(vgmDeviation(29_000, 30_000).exception).toBeUndefined();
  });

  it('vgm.noload: VGM_MISSING from 24 h before the VCO, for a container without a declared VGM', () => {
    const vco = '2026-12-02T08:00:00Z';
    expect(vgmMissing(false, vco, '2026-12-01T07:59:59Z')).toBeUndefined();
    expect(vgmMissing(false, vco, NOW)).toBe('VGM_MISSING');
    expect(vgmMissing(true, vco, NOW)).toBeUndefined();
    expect(vgmMissing(false, undefined, NOW)).toBeUndefined();
  });

  it('says it in English when asked', () => {
    expect(checkVgm(method1({ VGM_METHOD: 9 }), vin({ lang: 'en' }))[0]!.Message).toBe(
      'The method must be 1 (weigh the packed container) or 2 (weigh all contents and add the tare).',
    );
  });
});

describe('cut-offs', () => {
  it('reads the spine’s list by code and takes PCO before FCO', () => {
    const c = cutoffsByCode([
      { Code: 'FCO', DateTime: '2026-12-01T07:00:00.000Z' },
      { Code: 'PCO', DateTime: '2026-12-02T10:00:00.000Z' },
    ]);
    expect(cutoffOf(c, ['PCO', 'FCO'])).toEqual({ code: 'PCO', at: '2026-12-02T10:00:00.000Z' });
    expect(cutoffOf({ FCO: c.FCO }, ['PCO', 'FCO'])?.code).toBe('FCO');
    expect(cutoffOf({ PCO: 'not a time' }, ['PCO'])).toBeUndefined();
  });
});
