import { describe, expect, it } from 'vitest';
import type { FormField } from '../../../src/domain/entryOrder/formFields';
import { formProblems } from '../../../src/domain/entryOrder/designRules';
import { validateValues } from '../../../src/domain/entryOrder/formRules';
import { orderProblems } from '../../../src/domain/entryOrder/orderRules';
import {
  type DraftEvent,
  draftFlowKey,
  type EntryDraft,
  factsOf,
  foldDraft,
  NEW_HEADER,
  parseGridPaste,
  saveBodyOf,
  typedNumber,
  typedSince,
  valueOfInput,
} from '../../../src/features/entryOrder/entryValues';
import { addField, changeField, moveField, removeField } from '../../../src/features/entryOrder/formDesign';

const field = (Key: string, Type = 'text', more: Partial<FormField> = {}): FormField => ({
  Key,
  LabelZh: `中${Key}`,
  LabelEn: `En ${Key}`,
  Type,
  Required: false,
  Section: '',
  Order: 0,
  ...more,
});

describe('the entry screen’s values', () => {
  it('reads numbers as typed (thousands separators) and keeps what is no number for the rules to name', () => {
    expect(typedNumber('1,234.5')).toBe(1234.5);
    expect(typedNumber('')).toBeUndefined();
    expect(typedNumber('12kg')).toBe('12kg');
    const f = field('ENT_KG', 'number');
    const problems = validateValues([{ ...f, Required: true }], { ENT_KG: valueOfInput(f, '12kg') });
    expect(problems.map((p) => p.Code)).toEqual(['NOT_A_NUMBER']);
    expect(problems[0]!.Words.zh).toContain('中ENT_KG');
  });

  it('folds the draft log over the order as read: a reload shows exactly what was typed, a cleared value is gone', () => {
    const base: EntryDraft = { header: NEW_HEADER, values: { ENT_POL: 'CNSHA' } };
    const events: DraftEvent[] = [
      { type: 'set', key: 'ENT_POD', value: 'NLRTM' },
      { type: 'header', patch: { ENT_TRANSPORT_METHOD: 'LCL' } },
      { type: 'set', key: 'ENT_POL', value: undefined },
      { type: 'set', key: 'remark2', value: 'x' },
    ];
    const d = foldDraft(base, events);
    expect(d.values).toEqual({ ENT_POD: 'NLRTM', remark2: 'x' });
    expect(d.header.ENT_TRANSPORT_METHOD).toBe('LCL');
    expect(typedSince(events)).toBe(true);
    expect(typedSince([{ type: 'start', draft: base }])).toBe(false);
    expect(
      foldDraft(base, [
        { type: 'set', key: 'a', value: 1 },
        { type: 'start', draft: base },
      ]),
    ).toEqual(base);
    expect(draftFlowKey(5, undefined)).not.toBe(draftFlowKey(6, undefined));
    expect(draftFlowKey(5, 9)).toBe('entryOrder:5:9');
  });

  it('saves what the wire takes and leaves the rest to the rules: a half-typed LOCODE, a non-number, a half row', () => {
    const d: EntryDraft = {
      header: { ...NEW_HEADER, CompanyId: 3 },
      values: {
        ENT_POL: 'cnsha',
        ENT_POD: 'NL',
        ENT_PKGS: '12kg',
        ENT_KG: 1200.5,
        ENT_CONTAINERS: [{ TYPE: '40hq', COUNT: 2 }, { TYPE: '20GP' }],
        Shipper: { Name: 'ACME', Address: '' },
        ENT_CARGO_READY: '2026-05-01',
        extra1: 'kept',
      },
    };
    const body = saveBodyOf(d, 11, { Id: 7, VERSION: 4 }) as Record<string, unknown>;
    expect(body).toMatchObject({ Id: 7, VERSION: 4, CompanyId: 3, ENT_FORM_ID: 11, ENT_POL: 'CNSHA', ENT_KG: 1200.5, ENT_CARGO_READY: '2026-05-01' });
    expect(body.ENT_POD).toBeUndefined();
    expect(body.ENT_PKGS).toBeUndefined();
    expect(body.ENT_CONTAINERS).toEqual([{ TYPE: '40HQ', COUNT: 2 }, { TYPE: '20GP' }]);
    expect(body.Shipper).toEqual({ Name: 'ACME' });
    expect(body.ENT_CUSTOM).toEqual({ extra1: 'kept' });
    // and the same draft's rules name what was left out
    const codes = orderProblems(factsOf(d), []).map((p) => `${p.Key}:${p.Code}`);
    expect(codes).toContain('ENT_PKGS:NOT_A_NUMBER');
    // (the half row is said as orderRules.ts words it today: its REQUIRED is rewritten to CONTAINERS_MISSING)
    expect(codes.some((c) => c.startsWith('ENT_CONTAINERS:'))).toBe(true);
  });
});

describe('Excel rows pasted into a grid', () => {
  it('reads goods rows, skips a header, names the rows it cannot read', () => {
    const text = '唛头\t货名\tHS\t件数\t毛重\t体积\nN/M\tLED lamps\t940540\t120\t1,250.5\t8.2\nN/M\tcables\t854442\tten\t10\t1\n';
    const { rows, refused } = parseGridPaste(text, 'goods-grid');
    expect(rows).toEqual([{ Marks: 'N/M', Description: 'LED lamps', HsCode: '940540', Pkgs: 120, Kg: 1250.5, Cbm: 8.2 }]);
    expect(refused).toEqual([{ row: 3, why: { kind: 'number', column: { zh: '件数', en: 'Packages' }, value: 'ten' } }]);
  });

  it('reads container rows (types upper-cased) and refuses a row of one column', () => {
    const { rows, refused } = parseGridPaste('40hq\t2\r\n20GP\t1\r\nonly\r\n', 'container-grid');
    expect(rows).toEqual([
      { TYPE: '40HQ', COUNT: 2 },
      { TYPE: '20GP', COUNT: 1 },
    ]);
    expect(refused).toEqual([{ row: 3, why: { kind: 'columns', have: 1, want: 2 } }]);
  });
});

describe('the form designer’s steps', () => {
  const fields = [field('a', 'text', { Order: 10 }), field('b', 'number', { Order: 20, Rule: { min: 1 } }), field('c', 'date', { Order: 30 })];
  it('moves a field by buttons or keys and renumbers the order as shown', () => {
    expect(moveField(fields, 2, -1).map((f) => [f.Key, f.Order])).toEqual([
      ['a', 10],
      ['c', 20],
      ['b', 30],
    ]);
    expect(moveField(fields, 0, -1).map((f) => f.Key)).toEqual(['a', 'b', 'c']);
    expect(removeField(fields, 0).map((f) => [f.Key, f.Order])).toEqual([
      ['b', 10],
      ['c', 20],
    ]);
  });

  it('adds a field with a key not yet taken, and a type change drops the rules and default of the old type', () => {
    const added = addField([...fields, field('field4')]);
    expect(added.at(-1)!.Key).toBe('field5');
    const changed = changeField(fields, 1, { Type: 'text' });
    expect(changed[1]!.Rule).toBeUndefined();
    // the design check says what a new field still lacks, by its key
    expect(formProblems(added).some((p) => p.Code === 'LABEL_MISSING' && p.Key === 'field5')).toBe(true);
  });
});
