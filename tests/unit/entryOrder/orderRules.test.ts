import { describe, expect, it } from 'vitest';
import type { FormField } from '../../../src/domain/entryOrder/formFields';
import {
  bookingProblems,
  containerShortfalls,
  dateProblems,
  defaultSupplementDue,
  dueProblems,
  effectiveFields,
  fillGaps,
  incotermWarnings,
  orderProblems,
  secondHalfExceptions,
  submitProblems,
} from '../../../src/domain/entryOrder/orderRules';

const form: FormField[] = [
  { Key: 'ENT_POL', LabelZh: '装货港', LabelEn: 'Loading port', Type: 'text', Required: false, Section: 'A', Order: 1 },
  { Key: 'PoNo', LabelZh: '采购单号', LabelEn: 'PO number', Type: 'text', Required: true, Rule: { maxLength: 10 }, Section: 'A', Order: 2 },
];
const complete = {
  ENT_TRANSPORT_METHOD: 'FCL',
  ENT_SERVICES: ['BOOKING'],
  ENT_POL: 'CNSHA',
  ENT_POD: 'USLAX',
  ENT_CARGO_READY: '2026-05-01',
  ENT_ETD_FROM: '2026-05-03',
  ENT_ETD_TO: '2026-05-10',
  ENT_CONTAINERS: [{ TYPE: '40HQ', COUNT: 2 }],
  ENT_PKGS: 100,
  ENT_KG: 12000,
  ENT_CBM: 60,
  ENT_GOODS: 'Shoes',
  Shipper: { Name: 'Ningbo Shoes Co.' },
  Consignee: { Name: 'LA Imports' },
  ENT_CUSTOM: { PoNo: 'PO-1' },
};

describe('an order against its form and the order rules', () => {
  it('passes a complete order', () => {
    expect(orderProblems(complete, form)).toEqual([]);
  });

  it('requires the columns §9.1 requires whatever the form says, named by the form label where it has one', () => {
    const problems = submitProblems({ ENT_TRANSPORT_METHOD: 'FCL', ENT_SERVICES: [] }, form);
    const keys = problems.map((p) => `${p.Key}|${p.Code}`);
    expect(keys).toEqual(
      expect.arrayContaining([
        'ENT_POL|REQUIRED',
        'PoNo|REQUIRED',
        'ENT_POD|REQUIRED',
        'Shipper|REQUIRED',
        'ENT_CONTAINERS|CONTAINERS_MISSING',
        'ENT_SERVICES|SERVICES_MISSING',
      ]),
    );
    expect(problems.find((p) => p.Key === 'ENT_POL')!.Words).toEqual({ zh: '装货港：必填', en: 'Loading port is required' });
    expect(problems.find((p) => p.Key === 'ENT_POD')!.Words.zh).toBe('目的港：必填');
    // containers only for FCL
    expect(submitProblems({ ...complete, ENT_TRANSPORT_METHOD: 'LCL', ENT_CONTAINERS: [] }, form)).toEqual([]);
    expect(effectiveFields(form, 'FCL').find((f) => f.Key === 'ENT_CONTAINERS')!.Required).toBe(true);
    expect(effectiveFields(form, 'AIR').find((f) => f.Key === 'ENT_POL')!.LabelZh).toBe('装货港');
  });

  it('ent.dates: cargo ready ≤ ETD from ≤ ETD to', () => {
    expect(dateProblems({ ENT_CARGO_READY: '2026-05-05', ENT_ETD_FROM: '2026-05-03' }).map((p) => p.Key)).toEqual(['ENT_CARGO_READY']);
    expect(dateProblems({ ENT_CARGO_READY: '2026-05-05', ENT_ETD_TO: '2026-05-04' }).map((p) => p.Key)).toEqual(['ENT_CARGO_READY']);
    expect(dateProblems({ ENT_ETD_FROM: '2026-05-10', ENT_ETD_TO: '2026-05-03' })[0]!.Words.en).toBe('ETD from (2026-05-10) is after ETD to (2026-05-03)');
    expect(dateProblems({ ENT_CARGO_READY: '2026-05-03', ENT_ETD_FROM: '2026-05-03', ENT_ETD_TO: '2026-05-03' })).toEqual([]);
    expect(dateProblems({ ENT_CARGO_READY: 'soon', ENT_ETD_FROM: '2026-05-03' })).toEqual([]);
  });

  it('ent.incoterm: warns (never blocks) on a payment the term does not usually have', () => {
    expect(incotermWarnings('CIF', 'COLLECT')[0]).toMatchObject({ Rule: 'ent.incoterm', Severity: 'warning' });
    expect(incotermWarnings('DDP', 'COLLECT')).toHaveLength(1);
    expect(incotermWarnings('FOB', 'PREPAID')).toHaveLength(1);
    expect(incotermWarnings('EXW', 'PREPAID')[0]!.Words.zh).toContain('EXW');
    expect(incotermWarnings('FOB', 'COLLECT')).toEqual([]);
    expect(incotermWarnings('CIF', 'PREPAID')).toEqual([]);
    expect(incotermWarnings(undefined, 'PREPAID')).toEqual([]);
    const warned = orderProblems({ ...complete, ENT_INCOTERM: 'FOB', ENT_FREIGHT_TERM: 'PREPAID' }, form);
    expect(warned).toHaveLength(1);
    expect(submitProblems({ ...complete, ENT_INCOTERM: 'FOB', ENT_FREIGHT_TERM: 'PREPAID' }, form)).toEqual([]);
  });

  it('ent.booking: the booking covers the order’s types and counts', () => {
    const order = [
      { TYPE: '40HQ', COUNT: 2 },
      { TYPE: '20gp', COUNT: 1 },
      { TYPE: '40HQ', COUNT: 1 },
    ];
    expect(
      containerShortfalls(order, [
        { TYPE: '40HQ', COUNT: 3 },
        { TYPE: '20GP', COUNT: 1 },
      ]),
    ).toEqual([]);
    expect(containerShortfalls(order, [{ TYPE: '40HQ', COUNT: 5 }])).toEqual([{ TYPE: '20GP', Want: 1, Have: 0 }]);
    const [p] = bookingProblems(order, [
      { TYPE: '40HQ', COUNT: 2 },
      { TYPE: '20GP', COUNT: 1 },
    ]);
    expect(p).toMatchObject({ Rule: 'ent.booking', Code: 'CONTAINERS_NOT_COVERED' });
    expect(p!.Words.en).toBe('The booking lacks 40HQ: the order has 3, the booking 2');
  });
});

describe('sup.due', () => {
  const now = new Date('2026-05-01T00:00:00Z');
  it('defaults to the DCO less 24 hours', () => {
    expect(defaultSupplementDue('2026-05-05T18:00:00+08:00')).toBe('2026-05-04T10:00:00.000Z');
    expect(defaultSupplementDue(null)).toBeUndefined();
  });
  it('must be ahead, and an order supplement’s before the DCO', () => {
    const dco = '2026-05-05T10:00:00Z';
    expect(dueProblems({ dueAt: '2026-05-04T10:00:00Z', dco, scope: 'ORDER' }, now)).toEqual([]);
    expect(dueProblems({ dueAt: '2026-05-05T10:00:00Z', dco, scope: 'ORDER' }, now).map((p) => p.Code)).toEqual(['DUE_AFTER_DCO']);
    expect(dueProblems({ dueAt: '2026-04-30T10:00:00Z', dco, scope: 'ORDER' }, now).map((p) => p.Code)).toEqual(['DUE_PAST']);
    expect(dueProblems({ dueAt: '2026-05-09T10:00:00Z', dco, scope: 'SECOND_HALF' }, now)).toEqual([]);
    expect(dueProblems({ dueAt: '2026-05-09T10:00:00Z', scope: 'ORDER' }, now)).toEqual([]);
  });
  it('finds the required items a fill leaves out and the keys it invents', () => {
    const items = [
      { Key: 'Vgm', Label: { zh: 'VGM', en: 'VGM' }, Kind: 'field' as const, Required: true },
      { Key: 'Invoice', Label: { zh: '发票', en: 'Invoice' }, Kind: 'document' as const, Required: true },
      { Key: 'Note', Label: { zh: '备注', en: 'Note' }, Kind: 'field' as const, Required: false },
    ];
    expect(fillGaps(items, { Vgm: ' ', Extra: 1 }, []).missing.map((i) => i.Key)).toEqual(['Vgm', 'Invoice']);
    expect(fillGaps(items, { Vgm: 21000, Extra: 1 }, [{ Key: 'Invoice', FileId: 3 }])).toEqual({ missing: [], unknown: ['Extra'] });
  });
});

describe('the second half’s exceptions', () => {
  const now = new Date('2026-06-10T08:00:00Z');
  it('no customs release 3 days after discharge', () => {
    expect(secondHalfExceptions({ dischargedAt: '2026-06-07T08:00:00Z' }, now)).toEqual(['NO_RELEASE']);
    expect(secondHalfExceptions({ dischargedAt: '2026-06-07T08:00:01Z' }, now)).toEqual([]);
    expect(secondHalfExceptions({ dischargedAt: '2026-06-01T08:00:00Z', releasedAt: '2026-06-02T08:00:00Z' }, now)).toEqual([]);
  });
  it('the last free day near or passed, until the cargo is picked up', () => {
    expect(secondHalfExceptions({ lastFreeDay: '2026-06-12' }, now)).toEqual(['LFD_NEAR']);
    expect(secondHalfExceptions({ lastFreeDay: '2026-06-13' }, now)).toEqual([]);
    expect(secondHalfExceptions({ lastFreeDay: '2026-06-13' }, now, 3)).toEqual(['LFD_NEAR']);
    expect(secondHalfExceptions({ lastFreeDay: '2026-06-09' }, now)).toEqual(['LFD_PASSED']);
    expect(secondHalfExceptions({ lastFreeDay: '2026-06-09', pickedUpAt: '2026-06-08T10:00:00Z' }, now)).toEqual([]);
  });
});
