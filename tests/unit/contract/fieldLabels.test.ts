import { beforeAll, describe, expect, it, vi } from 'vitest';
import { fieldName, loadFieldWords, moduleOfPath, problemCode, problemWords } from '../../../src/contract/fieldLabels';
import { ENDPOINTS } from '../../../src/contract/endpoints';

/** Field errors name the field as the form does and say what is wrong in words, never a pattern (issue 32). */
describe('field labels', () => {
  // the other cases read a module's own words: loaded here, whichever file a worker ran before
  beforeAll(() => loadFieldWords());

  it("labels a module's field by the common words only until the module's own words are loaded (they are not on the first page)", async () => {
    // a fresh copy of the module: the unit project's workers keep modules from file to file, and another
    // file (tests/unit/entryOrder/contract.test.ts) loads the words first when it runs before this one
    vi.resetModules();
    const fresh = await import('../../../src/contract/fieldLabels');
    expect(fresh.fieldName('/Prices/0/Cost', 'rates', 'zh')).not.toBe('运价第1行·成本');
    await fresh.loadFieldWords();
    expect(fresh.fieldName('/Prices/0/Cost', 'rates', 'zh')).toBe('运价第1行·成本');
  });

  it('names a path as the form names it: rows counted from 1, wrappers left out', () => {
    expect(moduleOfPath(ENDPOINTS.fclRateSaveDraft)).toBe('rates');
    expect(moduleOfPath(`${ENDPOINTS.fclRateList}/Export`)).toBe('rates');
    expect(fieldName('/Prices/0/Cost', 'rates', 'zh')).toBe('运价第1行·成本');
    expect(fieldName('/Prices/2/Cost', 'rates', 'en')).toBe('Prices row 3 · Cost');
    expect(fieldName('/Wire/Notify/Name', 'booking', 'zh')).toBe('通知人·名称');
    expect(fieldName('/Wire', 'booking', 'zh')).toBe('订舱内容');
    expect(fieldName('/Space/Lines/1/Price', 'readySpace', 'zh')).toBe('箱型第2行·单价');
    expect(fieldName('/', 'rates', 'zh')).toBeUndefined();
    // a wrapper before a row keeps its name, and a row of the whole input is numbered in words (issue 45: "0·金额")
    expect(fieldName('/Lines/0/CHG_AMOUNT', 'billing', 'zh')).not.toMatch(/^\d|·\d|0·/);
    expect(fieldName('/Lines/0/CHG_AMOUNT', 'billing', 'zh')).toMatch(/第1行·/);
    expect(fieldName('/0/Name', 'booking', 'zh')).toBe('第1项·名称');
  });

  it('says what a pattern asks for, never the pattern', () => {
    const pattern = (p: string) => problemWords({ keyword: 'pattern', params: { pattern: p } }, 'zh');
    expect(pattern('^\\d{4}-\\d{2}-\\d{2}$')).toBe('须为日期，如 2026-01-31');
    expect(pattern('^(\\d{4}-\\d{2}-\\d{2})?$')).toBe('须为日期，如 2026-01-31');
    expect(pattern('^-?\\d{1,12}(\\.\\d{1,6})?$')).toBe('须为数额，如 1850.00');
    expect(pattern('^(\\+?[0-9]{6,15}|[^@\\s]+@[^@\\s]+\\.[^@\\s]+)$')).toBe('须为手机号或邮箱地址');
    expect(pattern('^[A-Z0-9][A-Z0-9-]{1,29}$')).toBe('格式不对');
    expect(problemWords({ keyword: 'type', params: { type: 'integer,null' } }, 'en')).toBe('must be a whole number');
    expect(problemWords({ keyword: 'maxLength', params: { limit: 30 } }, 'zh')).toBe('最多 30 个字符');
    expect(problemWords({ keyword: 'minLength', params: { limit: 1 } }, 'zh')).toBe('不能为空');
  });
});

describe('schema problem codes', () => {
  it('gives each failed keyword its own Code, with the values it names', () => {
    expect(problemCode({ keyword: 'required', params: { missingProperty: 'Name' } })).toEqual({ Code: 'REQUIRED' });
    expect(problemCode({ keyword: 'maxLength', params: { limit: 30 } })).toEqual({ Code: 'TOO_LONG', Params: { Limit: 30 } });
    expect(problemCode({ keyword: 'type', params: { type: 'integer' } })).toEqual({ Code: 'NOT_A_NUMBER', Params: { Type: 'integer' } });
    expect(problemCode({ keyword: 'type', params: { type: 'null,string' } })).toEqual({ Code: 'NOT_TEXT', Params: { Type: 'string' } });
    expect(problemCode({ keyword: 'enum', params: { allowedValues: ['A'] } })).toEqual({ Code: 'NOT_ALLOWED' });
    expect(problemCode({ keyword: 'pattern', params: { pattern: '^\\d+$' } })).toEqual({ Code: 'FORMAT' });
    expect(problemCode({ keyword: 'additionalProperties', params: { additionalProperty: 'X' } })).toEqual({ Code: 'NOT_A_FIELD', Params: { Field: 'X' } });
    const keywords = [
      'required',
      'additionalProperties',
      'type',
      'minLength',
      'maxLength',
      'minimum',
      'maximum',
      'exclusiveMinimum',
      'exclusiveMaximum',
      'minItems',
      'maxItems',
      'uniqueItems',
      'enum',
      'const',
      'pattern',
      'format',
      'text',
    ];
    for (const keyword of keywords) expect(problemCode({ keyword, params: { type: 'string', limit: 1 } }).Code, keyword).not.toBe('INVALID');
  });
});
