import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import type { CodeLists, FormField } from '../../../src/domain/entryOrder/formFields';
import { formProblems } from '../../../src/domain/entryOrder/designRules';
import { validateValues } from '../../../src/domain/entryOrder/formRules';

const field = (f: Partial<FormField> & Pick<FormField, 'Key' | 'Type'>): FormField => ({
  LabelZh: `${f.Key}中文`,
  LabelEn: `${f.Key} label`,
  Required: false,
  Section: '',
  Order: 0,
  ...f,
});
const codes = (fields: FormField[], values: Record<string, unknown>, lists: CodeLists = {}) =>
  validateValues(fields, values, lists).map((p) => [p.Key, p.Code, p.Row ?? '', p.Column ?? ''].join('|'));

describe('ent.form: a value against its field', () => {
  it('names the field by its own label in both languages, never a pattern', () => {
    const f = field({ Key: 'PoNo', Type: 'text', LabelZh: '采购单号', LabelEn: 'PO number', Required: true, Rule: { regex: '[A-Z]{2}\\d{6}', maxLength: 8 } });
    expect(validateValues([f], {})[0]!.Words).toEqual({ zh: '采购单号：必填', en: 'PO number is required' });
    const [bad] = validateValues([f], { PoNo: 'ab12' });
    expect(bad!.Code).toBe('FORMAT');
    expect(bad!.Words.zh).toMatch(/^采购单号：/);
    expect(`${bad!.Words.zh} ${bad!.Words.en}`).not.toMatch(/\\d|\[A-Z\]|\{2\}|\^|\$/);
    expect(validateValues([f], { PoNo: 'AB123456' })).toEqual([]);
    expect(codes([f], { PoNo: 'AB1234567' })).toEqual(['PoNo|TOO_LONG||', 'PoNo|FORMAT||']);
  });

  it('checks numbers, dates and code lists', () => {
    const fields = [
      field({ Key: 'Qty', Type: 'number', Rule: { min: 1, max: 10 }, Order: 1 }),
      field({ Key: 'Day', Type: 'date', Order: 2 }),
      field({ Key: 'Term', Type: 'select:INCOTERM', Order: 3 }),
      field({ Key: 'Pack', Type: 'select:PACKAGE_KIND', Order: 4 }),
    ];
    expect(codes(fields, { Qty: 0, Day: '2026-02-30', Term: 'FOO', Pack: 'ZZ' }, { PACKAGE_KIND: ['CT', 'PK'] })).toEqual([
      'Qty|BELOW||',
      'Day|NOT_A_DATE||',
      'Term|NOT_A_CHOICE||',
      'Pack|NOT_A_CHOICE||',
    ]);
    expect(codes(fields, { Qty: 11, Day: '2026-02-28', Term: 'FOB', Pack: 'CT' }, { PACKAGE_KIND: ['CT', 'PK'] })).toEqual(['Qty|ABOVE||']);
    expect(codes(fields, { Qty: '3' })).toEqual(['Qty|NOT_A_NUMBER||']);
    // a list nobody gave is not checked (both sides pass the same lists)
    expect(codes(fields, { Pack: 'ZZ' })).toEqual([]);
  });

  it('checks a goods grid and a container grid row by row, naming row and column', () => {
    const goods = field({ Key: 'Goods', Type: 'goods-grid', LabelZh: '货物明细', LabelEn: 'Goods', Rule: { min: 1 } });
    const boxes = field({ Key: 'ENT_CONTAINERS', Type: 'container-grid', LabelZh: '箱型箱量', LabelEn: 'Containers', Order: 1 });
    const problems = validateValues([goods, boxes], {
      Goods: [
        { Description: 'Shoes', Pkgs: 10, Kg: 100, Cbm: 1.2 },
        { Description: '', Pkgs: 1.5, Kg: -1, Cbm: 1, HsCode: '12ab' },
      ],
      ENT_CONTAINERS: [{ TYPE: '40HQ', COUNT: 0 }, { COUNT: 2 }],
    });
    expect(problems.map((p) => `${p.Key}|${p.Code}|${p.Row}|${p.Column}`)).toEqual([
      'Goods|REQUIRED|2|Description',
      'Goods|NOT_WHOLE|2|Pkgs',
      'Goods|BELOW|2|Kg',
      'Goods|FORMAT|2|HsCode',
      'ENT_CONTAINERS|BELOW|1|COUNT',
      'ENT_CONTAINERS|REQUIRED|2|TYPE',
    ]);
    expect(problems[0]!.Words).toEqual({ zh: '货物明细第2行·货名：必填', en: 'Goods row 2 · Description is required' });
    expect(codes([goods], { Goods: [] })).toEqual([]);
    expect(codes([{ ...goods, Required: true }], { Goods: [] })).toEqual(['Goods|REQUIRED||']);
    expect(codes([boxes], { ENT_CONTAINERS: [{ TYPE: 'XX', COUNT: 1 }] }, { CONTAINER_TYPE: ['20GP', '40HQ'] })).toEqual([
      'ENT_CONTAINERS|NOT_A_CHOICE|1|TYPE',
    ]);
  });

  it('checks a party block and files', () => {
    const shipper = field({ Key: 'Shipper', Type: 'party', LabelZh: '发货人', LabelEn: 'Shipper', Required: true });
    const files = field({ Key: 'Invoice', Type: 'file', Rule: { min: 1, max: 2 }, Order: 1 });
    expect(codes([shipper, files], { Shipper: { Name: '', Address: 'x' }, Invoice: [1, 2, 3] })).toEqual(['Shipper|REQUIRED||Name', 'Invoice|TOO_MANY||']);
    expect(validateValues([shipper], { Shipper: { Name: '' } })[0]!.Words.zh).toBe('发货人：必填');
    expect(validateValues([shipper], { Shipper: { Name: 'A', Email: 'nope' } })[0]!.Words).toEqual({
      zh: '发货人·邮箱：须为邮箱地址',
      en: 'Shipper · E-mail must be an e-mail address',
    });
    expect(codes([files], { Invoice: ['a'] })).toEqual(['Invoice|NOT_FILES||']);
  });
});

describe('efm.design: a form version itself', () => {
  it('accepts a sane form', () => {
    expect(
      formProblems([
        field({ Key: 'ENT_POL', Type: 'text', Required: true, Rule: { maxLength: 5 } }),
        field({ Key: 'Goods', Type: 'goods-grid', Rule: { min: 1, max: 20 } }),
        field({ Key: 'Qty', Type: 'number', Rule: { min: 0, max: 10 }, Default: 1 }),
        field({ Key: 'Term', Type: 'select:INCOTERM' }),
      ]),
    ).toEqual([]);
  });

  it('finds every design problem, each naming the field', () => {
    const problems = formProblems(
      [
        field({ Key: 'Po', Type: 'text', Rule: { regex: '([A-Z' } }),
        field({ Key: 'po', Type: 'text' }),
        field({ Key: '1x', Type: 'text' }),
        field({ Key: 'Odd', Type: 'colour' }),
        field({ Key: 'Kind', Type: 'select:NO_SUCH_LIST' }),
        field({ Key: 'ENT_CARGO_READY', Type: 'text' }),
        field({ Key: 'Qty', Type: 'number', Rule: { min: 5, max: 1 } }),
        field({ Key: 'Day', Type: 'date', Rule: { maxLength: 3 } }),
        field({ Key: 'Note', Type: 'text', Rule: { maxLength: 0 } }),
        field({ Key: 'Count', Type: 'number', Rule: { max: 3 }, Default: 9 }),
        field({ Key: 'NoLabel', Type: 'text', LabelEn: '' }),
      ],
      ['PACKAGE_KIND'],
    );
    expect(problems.map((p) => `${p.Key}|${p.Code}`)).toEqual([
      'Po|REGEX_INVALID',
      'po|KEY_TAKEN',
      '1x|KEY_FORM',
      'Odd|TYPE_UNKNOWN',
      'Kind|LIST_UNKNOWN',
      'ENT_CARGO_READY|TYPE_MISMATCH',
      'Qty|RULE_RANGE',
      'Day|RULE_NOT_FOR_TYPE',
      'Note|RULE_RANGE',
      'Count|DEFAULT_INVALID',
      'NoLabel|LABEL_MISSING',
    ]);
    expect(problems[0]!.Words.zh).toContain('Po中文');
    expect(problems[0]!.Words.zh).not.toContain('([A-Z');
    expect(formProblems([])[0]!.Code).toBe('FORM_EMPTY');
  });
});

// ── the property: the validator against a plain re-implementation ─────────────────────────────

const LISTS: CodeLists = { PACKAGE_KIND: ['CT', 'PK', 'BG'], CONTAINER_TYPE: ['20GP', '40GP', '40HQ'] };
const REGEXES = ['[A-Z]{3}', '\\d+', 'a|b', '[a-z]*-\\d'];

/** The same rules, written once more as plainly as possible. */
function reference(fields: FormField[], values: Record<string, unknown>, lists: CodeLists): string[] {
  const out: string[] = [];
  const say = (key: string, code: string, row: number | '' = '', col = '') => out.push([key, code, row, col].join('|'));
  const blankText = (v: unknown) => typeof v === 'string' && v.trim() === '';
  const blank = (v: unknown): boolean => {
    if (v === undefined || v === null || blankText(v)) return true;
    if (Array.isArray(v)) return v.length === 0;
    if (typeof v === 'object') return Object.values(v as object).every((x) => x === undefined || x === null || blankText(x));
    return false;
  };
  const missing = (v: unknown) => v === undefined || v === null || v === '';
  const finite = (v: unknown): v is number => typeof v === 'number' && Number.isFinite(v);
  const isDay = (v: unknown) => typeof v === 'string' && /^\d{4}-\d{2}-\d{2}$/.test(v) && new Date(`${v}T00:00:00Z`).toISOString().startsWith(v);
  const plainRows = (v: unknown): v is Record<string, unknown>[] =>
    Array.isArray(v) && v.every((r) => r !== null && typeof r === 'object' && !Array.isArray(r));
  const sorted = [...fields].sort((a, b) => a.Order - b.Order || (a.Key < b.Key ? -1 : a.Key > b.Key ? 1 : 0));
  for (const f of sorted) {
    const v = values[f.Key];
    const r = f.Rule ?? {};
    if (blank(v)) {
      if (f.Required) say(f.Key, 'REQUIRED');
      continue;
    }
    const counts = (n: number) => {
      if (r.min !== undefined && n < r.min) say(f.Key, 'TOO_FEW');
      if (r.max !== undefined && n > r.max) say(f.Key, 'TOO_MANY');
    };
    if (f.Type === 'text') {
      if (typeof v !== 'string') say(f.Key, 'NOT_TEXT');
      else {
        if (r.maxLength !== undefined && Array.from(v).length > r.maxLength) say(f.Key, 'TOO_LONG');
        if (r.regex !== undefined && !new RegExp(`^(?:${r.regex})$`, 'u').test(v)) say(f.Key, 'FORMAT');
      }
    } else if (f.Type === 'number') {
      if (!finite(v)) say(f.Key, 'NOT_A_NUMBER');
      else if (r.min !== undefined && v < r.min) say(f.Key, 'BELOW');
      else if (r.max !== undefined && v > r.max) say(f.Key, 'ABOVE');
    } else if (f.Type === 'date') {
      if (!isDay(v)) say(f.Key, 'NOT_A_DATE');
    } else if (f.Type.startsWith('select:')) {
      const list = { INCOTERM: ['EXW', 'FCA', 'FAS', 'FOB', 'CFR', 'CIF', 'CPT', 'CIP', 'DAP', 'DPU', 'DDP'], ...lists }[f.Type.slice(7)];
      if (typeof v !== 'string' || (list && !list.includes(v))) say(f.Key, 'NOT_A_CHOICE');
    } else if (f.Type === 'party') {
      if (typeof v !== 'object' || Array.isArray(v)) say(f.Key, 'NOT_A_PARTY');
      else {
        const p = v as Record<string, unknown>;
        if (typeof p.Name !== 'string' || p.Name.trim() === '') say(f.Key, 'REQUIRED', '', 'Name');
        else if (Array.from(p.Name).length > 200) say(f.Key, 'TOO_LONG', '', 'Name');
        if (typeof p.Email === 'string' && p.Email.trim() !== '' && !/^[^@\s]+@[^@\s]+\.[^@\s]+$/.test(p.Email.trim())) say(f.Key, 'FORMAT', '', 'Email');
      }
    } else if (f.Type === 'file') {
      if (!Array.isArray(v) || v.some((x) => !Number.isInteger(x) || x < 1)) say(f.Key, 'NOT_FILES');
      else counts(v.length);
    } else if (f.Type === 'goods-grid') {
      if (!plainRows(v)) say(f.Key, 'NOT_ROWS');
      else {
        counts(v.length);
        v.forEach((row, i) => {
          const n = i + 1;
          if (typeof row.Description !== 'string' || row.Description.trim() === '') say(f.Key, 'REQUIRED', n, 'Description');
          if (missing(row.Pkgs)) say(f.Key, 'REQUIRED', n, 'Pkgs');
          else if (!finite(row.Pkgs)) say(f.Key, 'NOT_A_NUMBER', n, 'Pkgs');
          else if (!Number.isInteger(row.Pkgs)) say(f.Key, 'NOT_WHOLE', n, 'Pkgs');
          else if (row.Pkgs < 1) say(f.Key, 'BELOW', n, 'Pkgs');
          for (const c of ['Kg', 'Cbm']) {
            if (missing(row[c])) say(f.Key, 'REQUIRED', n, c);
            else if (!finite(row[c])) say(f.Key, 'NOT_A_NUMBER', n, c);
            else if ((row[c] as number) < 0) say(f.Key, 'BELOW', n, c);
          }
          if (!missing(row.HsCode) && !(typeof row.HsCode === 'string' && /^\d{6,10}$/.test(row.HsCode))) say(f.Key, 'FORMAT', n, 'HsCode');
        });
      }
    } else if (f.Type === 'container-grid') {
      if (!plainRows(v)) say(f.Key, 'NOT_ROWS');
      else {
        counts(v.length);
        v.forEach((row, i) => {
          const n = i + 1;
          if (typeof row.TYPE !== 'string' || row.TYPE.trim() === '') say(f.Key, 'REQUIRED', n, 'TYPE');
          else if (lists.CONTAINER_TYPE && !lists.CONTAINER_TYPE.includes(row.TYPE)) say(f.Key, 'NOT_A_CHOICE', n, 'TYPE');
          if (missing(row.COUNT)) say(f.Key, 'REQUIRED', n, 'COUNT');
          else if (!finite(row.COUNT) || !Number.isInteger(row.COUNT)) say(f.Key, 'NOT_WHOLE', n, 'COUNT');
          else if (row.COUNT < 1) say(f.Key, 'BELOW', n, 'COUNT');
          else if (row.COUNT > 999) say(f.Key, 'ABOVE', n, 'COUNT');
        });
      }
    }
  }
  return out;
}

const TYPES = ['text', 'number', 'date', 'select:PACKAGE_KIND', 'select:INCOTERM', 'party', 'file', 'goods-grid', 'container-grid'] as const;
const smallText = fc.oneof(fc.string({ maxLength: 8 }), fc.constantFrom('', ' ', 'ABC', '12', 'a', 'b', 'x-1', '发货'));
const num = fc.oneof(fc.integer({ min: -5, max: 1200 }), fc.double({ min: -10, max: 10, noNaN: true }), fc.constant(1.5));

const ruleFor = (type: string) => {
  const range = (int: boolean) =>
    fc
      .tuple(
        fc.option(int ? fc.integer({ min: 0, max: 4 }) : fc.integer({ min: -5, max: 5 }), { nil: undefined }),
        fc.option(fc.integer({ min: 0, max: 6 }), { nil: undefined }),
      )
      .map(([a, b]) => (a !== undefined && b !== undefined && a > b ? { min: b, max: a } : { min: a, max: b }))
      .map((r) => Object.fromEntries(Object.entries(r).filter(([, x]) => x !== undefined)));
  if (type === 'text') return fc.record({ regex: fc.constantFrom(...REGEXES), maxLength: fc.integer({ min: 1, max: 6 }) }, { requiredKeys: [] });
  if (type === 'number') return range(false);
  if (type === 'file' || type.endsWith('-grid')) return range(true);
  return fc.constant({});
};

const form = fc
  .uniqueArray(
    fc.record({
      key: fc.stringMatching(/^[A-Za-z][A-Za-z0-9_]{0,6}$/),
      type: fc.constantFrom(...TYPES),
      required: fc.boolean(),
      order: fc.integer({ min: 0, max: 5 }),
    }),
    { minLength: 1, maxLength: 8, selector: (f) => f.key.toLowerCase() },
  )
  .chain((fs) =>
    fc.tuple(
      ...fs.map((f) =>
        ruleFor(f.type).map(
          (Rule): FormField => ({
            Key: f.key,
            LabelZh: `字段${f.key}`,
            LabelEn: `Field ${f.key}`,
            Type: f.type,
            Required: f.required,
            Rule,
            Section: 'S',
            Order: f.order,
          }),
        ),
      ),
    ),
  );

const valueFor = (type: string): fc.Arbitrary<unknown> => {
  const anything = fc.oneof(fc.constant(undefined), fc.constant(null), fc.constant(''), smallText, num, fc.constant([]), fc.constant({}));
  const goodsRow = fc.record(
    {
      Description: smallText,
      Pkgs: fc.oneof(num, smallText),
      Kg: fc.oneof(num, smallText),
      Cbm: num,
      HsCode: fc.constantFrom('123456', '12345', 'abcdef', ''),
    },
    { requiredKeys: [] },
  );
  const boxRow = fc.record({ TYPE: fc.constantFrom('20GP', '40HQ', 'XX', '', ' '), COUNT: fc.oneof(num, smallText) }, { requiredKeys: [] });
  const typed: Record<string, fc.Arbitrary<unknown>> = {
    text: smallText,
    number: num,
    date: fc.oneof(fc.constantFrom('2026-02-28', '2026-02-30', '2026-1-1', '2024-02-29'), smallText),
    'select:PACKAGE_KIND': fc.constantFrom('CT', 'PK', 'ZZ', 'ct'),
    'select:INCOTERM': fc.constantFrom('FOB', 'CIF', 'XYZ'),
    party: fc.record({ Name: smallText, Email: fc.constantFrom('a@b.cn', 'nope', '', ' x@y.com ') }, { requiredKeys: [] }),
    file: fc.array(fc.integer({ min: -1, max: 9 }), { maxLength: 7 }),
    'goods-grid': fc.array(goodsRow, { maxLength: 4 }),
    'container-grid': fc.array(boxRow, { maxLength: 4 }),
  };
  return fc.oneof({ arbitrary: typed[type]!, weight: 4 }, { arbitrary: anything, weight: 1 });
};

const formAndValues = form.chain((fields) =>
  fc.tuple(
    fc.constant(fields),
    fc.tuple(...fields.map((f) => valueFor(f.Type))).map((vs) => Object.fromEntries(fields.map((f, i) => [f.Key, vs[i]]))),
  ),
);

describe('the form validator, property-tested', () => {
  it('passes the design check for any sane published form', () => {
    fc.assert(
      fc.property(form, (fields) => {
        expect(formProblems(fields, Object.keys(LISTS))).toEqual([]);
      }),
    );
  });

  it('says exactly what a plain re-implementation says, for random forms and values', () => {
    fc.assert(
      fc.property(formAndValues, ([fields, values]) => {
        expect(codes(fields, values, LISTS)).toEqual(reference(fields, values, LISTS));
      }),
      { numRuns: 600 },
    );
  });

  it('gives the browser and the server the same verdict: the values and the form as the wire carries them', () => {
    fc.assert(
      fc.property(formAndValues, ([fields, values]) => {
        const wire = <T>(x: T): T => JSON.parse(JSON.stringify(x)) as T;
        expect(validateValues(wire(fields), wire(values), LISTS)).toEqual(validateValues(fields, values, LISTS));
      }),
      { numRuns: 300 },
    );
  });

  it('says every problem in Chinese and English, each naming its field by its label', () => {
    fc.assert(
      fc.property(formAndValues, ([fields, values]) => {
        for (const p of validateValues(fields, values, LISTS)) {
          const f = fields.find((x) => x.Key === p.Key)!;
          expect(p.Words.zh.startsWith(f.LabelZh)).toBe(true);
          expect(p.Words.en.startsWith(f.LabelEn)).toBe(true);
          expect(p.Words.zh).toMatch(/[\u4e00-\u9fff]/);
        }
      }),
      { numRuns: 200 },
    );
  });
});
