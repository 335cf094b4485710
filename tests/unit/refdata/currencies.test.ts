import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import { describe, expect, it } from 'vitest';
import cc from 'currency-codes';
import { currencyProblem } from '../../../src/domain/refdata/codes';
import { BASE_CURRENCY, CURRENCIES_WITHOUT_MINOR_UNIT, chineseNameOf, FUND_CURRENCIES, SEED_CURRENCIES } from '../../../src/domain/refdata/seed/currencies';

/** ISO's list one as the package ships it: which codes are funds and which have no minor unit. */
function isoList(): { funds: string[]; noMinorUnit: string[] } {
  const dir = dirname(createRequire(import.meta.url).resolve('currency-codes/package.json'));
  const xml = readFileSync(join(dir, 'iso-4217-list-one.xml'), 'utf8');
  const funds = new Set<string>();
  const noMinorUnit = new Set<string>();
  for (const [, entry] of xml.matchAll(/<CcyNtry>([\s\S]*?)<\/CcyNtry>/g)) {
    const code = /<Ccy>(\w+)<\/Ccy>/.exec(entry!)?.[1];
    if (!code) continue;
    if (entry!.includes('IsFund="true"')) funds.add(code);
    if (/<CcyMnrUnts>N\.A\.<\/CcyMnrUnts>/.test(entry!)) noMinorUnit.add(code);
  }
  return { funds: [...funds].sort(), noMinorUnit: [...noMinorUnit].sort() };
}

/** §10.6: the currencies forwarders quote in, with their Chinese names and ISO digits. */
const MAIN: readonly [string, string, number][] = [
  ['CNY', '人民币', 2],
  ['USD', '美元', 2],
  ['EUR', '欧元', 2],
  ['HKD', '港币', 2],
  ['JPY', '日元', 0],
  ['KRW', '韩元', 0],
  ['GBP', '英镑', 2],
  ['TWD', '新台币', 2],
  ['SGD', '新加坡元', 2],
  ['AUD', '澳元', 2],
  ['CAD', '加元', 2],
  ['AED', '阿联酋迪拉姆', 2],
  ['THB', '泰铢', 2],
  ['VND', '越南盾', 0],
  ['INR', '印度卢比', 2],
  ['MYR', '马来西亚林吉特', 2],
];

const byCode = new Map(SEED_CURRENCIES.map((c) => [c.code, c]));

describe('seeded currencies (ISO 4217)', () => {
  it('leave out exactly the funds and the codes without a minor unit, as ISO marks them', () => {
    const iso = isoList();
    expect([...FUND_CURRENCIES].sort()).toEqual(iso.funds);
    expect([...CURRENCIES_WITHOUT_MINOR_UNIT].sort()).toEqual(iso.noMinorUnit);
  });

  it('hold every other currency of the package once, and XCG, with its digits and number', () => {
    const leftOut = new Set([...FUND_CURRENCIES, ...CURRENCIES_WITHOUT_MINOR_UNIT]);
    expect(SEED_CURRENCIES.map((c) => c.code)).toEqual([...cc.codes().filter((code) => !leftOut.has(code)), 'XCG']);
    expect(byCode.size).toBe(SEED_CURRENCIES.length);
    for (const c of SEED_CURRENCIES) {
      expect(currencyProblem(c.code), c.code).toBeUndefined();
      expect(c.digits, c.code).toBe(cc.code(c.code)?.digits ?? (c.code === 'XCG' ? 2 : -1));
      expect([0, 2, 3, 4], c.code).toContain(c.digits);
      expect(c.number, c.code).toMatch(/^\d{3}$/);
      expect(c.symbol.trim(), c.code).not.toBe('');
    }
    for (const code of ['XAU', 'XDR', 'XTS', 'XXX', 'BOV', 'USN']) expect(byCode.has(code), code).toBe(false);
    // real currencies of several countries stay
    for (const code of ['XAF', 'XOF', 'XPF', 'XCD']) expect(byCode.has(code), code).toBe(true);
  });

  it('ISO 4217 as of today (issue 45): XCG 532 with 2 digits is there; ANG, BGN and CUC are withdrawn with their month', () => {
    expect(byCode.get('XCG')).toMatchObject({ number: '532', digits: 2, nameZh: '加勒比盾', withdrawn: null });
    expect(currencyProblem('xcg')).toBeUndefined();
    expect(byCode.get('ANG')?.withdrawn).toBe('2025-03');
    expect(byCode.get('BGN')?.withdrawn).toBe('2026-01');
    expect(byCode.get('CUC')?.withdrawn).toBe('2021-06');
    expect(SEED_CURRENCIES.filter((c) => c.withdrawn).map((c) => c.code)).toEqual(['ANG', 'BGN', 'CUC']);
  });

  it('have exactly one base currency, CNY (R1.4)', () => {
    expect(SEED_CURRENCIES.filter((c) => c.isBase).map((c) => c.code)).toEqual([BASE_CURRENCY]);
    expect(BASE_CURRENCY).toBe('CNY');
  });

  it('name the §10.6 currencies in Chinese with their ISO digits', () => {
    for (const [code, zh, digits] of MAIN) expect(byCode.get(code), code).toMatchObject({ nameZh: zh, digits, hasChineseName: true });
    expect(byCode.get('KWD')?.digits).toBe(3);
  });

  it("name every seeded currency in Chinese: the design's 16, every other one from CLDR (issue 32)", () => {
    const withoutChinese = SEED_CURRENCIES.filter((c) => !/\p{Script=Han}/u.test(c.nameZh)).map((c) => `${c.code} ${c.nameZh}`);
    expect(withoutChinese).toEqual([]);
    expect(SEED_CURRENCIES.every((c) => c.hasChineseName)).toBe(true);
    // names CLDR gives, typed nowhere here
    expect(byCode.get('CHF')?.nameZh).toBe('瑞士法郎');
    expect(byCode.get('XAF')?.nameZh).toBe('中非法郎');
    expect(byCode.get('BYN')?.nameZh).toBe('白俄罗斯卢布');
    expect(chineseNameOf('QQQ')).toBeUndefined();
  });
});
