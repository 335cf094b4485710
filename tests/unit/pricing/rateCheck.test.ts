import { describe, expect, it } from 'vitest';
import { blocking, type RateDraft, rateProblems } from '../../../src/domain/pricing/rateCheck';

const known = {
  ports: new Set(['CNSHA', 'NLRTM', 'SGSIN', 'DEHAM']),
  carriers: new Set(['COSU', 'MAEU']),
  classes: new Set(['20GP', '40GP', '40HQ']),
  currencies: new Map([
    ['USD', 2],
    ['CNY', 2],
    ['JPY', 0],
  ]),
};
const TODAY = '2026-11-25';
const draft = (over: Partial<RateDraft> = {}): RateDraft => ({
  RateType: 'SPOT',
  CarrierCode: 'COSU',
  PolCode: 'CNSHA',
  PodCode: 'NLRTM',
  Currency: 'USD',
  ValidFrom: '2026-12-01',
  ValidTo: '2026-12-31',
  TransitDays: 30,
  CutOffWeekdays: [2],
  EtdWeekdays: [4],
  Prices: [
    { ContainerClass: '20GP', Cost: '1450' },
    { ContainerClass: '40HQ', Cost: '1850.50', ListPrice: '2150' },
  ],
  Surcharges: [
    { FeeCode: 'THC', Basis: 'PER_CONTAINER', ContainerClass: '40HQ', Amount: '1150', Currency: 'CNY' },
    { FeeCode: 'DOC', Basis: 'PER_BL', Amount: '450', Currency: 'CNY' },
  ],
  ...over,
});
const codes = (r: RateDraft, submitting = true) => rateProblems(r, known, { today: TODAY, submitting }).map((p) => `${p.Path} ${p.Code}`);

describe('the FCL rate check', () => {
  it('passes a complete rate', () => {
    expect(codes(draft())).toEqual([]);
  });

  it('R2.1: the window in order, not over when submitting, contract ≤ 366 days with its number; a long spot warns', () => {
    expect(codes(draft({ ValidTo: '2026-11-30' }))).toEqual(['/ValidTo WINDOW_ORDER']);
    expect(codes(draft({ ValidFrom: '2026-11-01', ValidTo: '2026-11-24' }))).toEqual(['/ValidTo ENDS_IN_PAST']);
    expect(codes(draft({ ValidFrom: '2026-11-01', ValidTo: '2026-11-24' }), false)).toEqual([]);
    expect(codes(draft({ RateType: 'CONTRACT', ContractNo: 'SC123', ValidTo: '2027-12-05' }))).toEqual(['/ValidTo CONTRACT_TOO_LONG']);
    expect(codes(draft({ RateType: 'CONTRACT' }))).toEqual(['/ContractNo CONTRACT_NO']);
    expect(codes(draft({ ValidFrom: '2026-02-30' }))).toEqual(['/ValidFrom DATE']);
    const long = rateProblems(draft({ ValidTo: '2027-01-31' }), known, { today: TODAY, submitting: true });
    expect(long).toEqual([expect.objectContaining({ Code: 'SPOT_LONG', Warning: true })]);
    expect(blocking(long)).toEqual([]);
  });

  it('R2.3: the lane — known ports, POL ≠ POD, via not an end, an active carrier, transit 1–90, weekday pairs', () => {
    expect(codes(draft({ PodCode: 'CNSHA' }))).toEqual(['/PodCode SAME_POL_POD']);
    expect(codes(draft({ ViaCode: 'NLRTM' }))).toEqual(['/ViaCode VIA_IS_END']);
    expect(codes(draft({ ViaCode: 'XXNOP' }))).toEqual(['/ViaCode UNKNOWN_PORT']);
    expect(codes(draft({ CarrierCode: 'ZZZZ' }))).toEqual(['/CarrierCode UNKNOWN_CARRIER']);
    expect(codes(draft({ TransitDays: 0 }))).toEqual(['/TransitDays TRANSIT_DAYS']);
    expect(codes(draft({ EtdWeekdays: [] }))).toEqual(['/EtdWeekdays WEEKDAYS']);
    expect(codes(draft({ CutOffWeekdays: [8] }))).toEqual(['/EtdWeekdays WEEKDAYS']);
    expect(codes(draft({ CutOffWeekdays: [], EtdWeekdays: [] }))).toEqual([]);
  });

  it('R2.4: a priced class, amounts by the currency’s digits, surcharges that name a priced class or none', () => {
    expect(codes(draft({ Prices: [] }))).toEqual(['/Prices NO_PRICE', '/Surcharges/0/ContainerClass CLASS_NOT_PRICED']);
    expect(codes(draft({ Prices: [{ ContainerClass: '40HQ', Cost: '0' }] }))).toEqual(['/Prices/0/Cost NOT_POSITIVE']);
    expect(codes(draft({ Prices: [{ ContainerClass: '40HQ', Cost: '1850.555' }] }))).toEqual(['/Prices/0/Cost AMOUNT']);
    expect(codes(draft({ Currency: 'JPY', Prices: [{ ContainerClass: '40HQ', Cost: '185000.5' }] }))).toEqual(['/Prices/0/Cost AMOUNT']);
    expect(codes(draft({ Prices: [...draft().Prices, { ContainerClass: '40HQ', Cost: '1' }] }))).toEqual(['/Prices/2/ContainerClass CLASS_TWICE']);
    expect(
      codes(
        draft({
          Prices: [
            { ContainerClass: '45XX', Cost: '1' },
            { ContainerClass: '40HQ', Cost: '1' },
          ],
        }),
      ),
    ).toEqual(['/Prices/0/ContainerClass UNKNOWN_CLASS']);
    expect(codes(draft({ Currency: 'USX' }))).toEqual(['/Currency UNKNOWN_CURRENCY']);
    expect(codes(draft({ Surcharges: [{ FeeCode: 'DOC', Basis: 'PER_BL', ContainerClass: '40HQ', Amount: '450', Currency: 'CNY' }] }))).toEqual([
      '/Surcharges/0/ContainerClass PER_BL_WITH_CLASS',
    ]);
    expect(codes(draft({ Surcharges: [{ FeeCode: 'PSS', Basis: 'PERCENT', Amount: '10', Currency: 'CNY' }] }))).toEqual([
      '/Surcharges/0/Currency PERCENT_CURRENCY',
    ]);
  });

  it('speaks the language asked for', () => {
    const [zh] = rateProblems(draft({ PodCode: 'CNSHA' }), known, { today: TODAY, submitting: true });
    const [en] = rateProblems(draft({ PodCode: 'CNSHA' }), known, { today: TODAY, submitting: true, lang: 'en' });
    expect(zh?.Message).toMatch(/起运港与目的港相同/);
    expect(en?.Message).toMatch(/port of loading and the port of discharge are the same/);
  });
});
