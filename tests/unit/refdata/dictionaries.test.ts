import { describe, expect, it } from 'vitest';
import { terminalCodeProblem } from '../../../src/domain/refdata/codes';
import { codeListCell, oneOfProblem, orderCell, TERMINAL_KINDS, TERMINAL_PROVIDERS, yesNoCell } from '../../../src/domain/refdata/dictionaries';
import { SEED_CARRIERS } from '../../../src/domain/refdata/seed/carriers';
import { SEED_FEE_CODES } from '../../../src/domain/refdata/seed/feeCodes';
import { SEED_PORTS } from '../../../src/domain/refdata/seed/ports';
import * as d from '../../../src/domain/refdata/seed/rateDictionaries';
import { SEED_TRADE_LANES } from '../../../src/domain/refdata/seed/tradeLanes';
import { SEED_TERMINALS } from '../../../src/domain/refdata/seed/terminals';

describe('the cells of dictionary imports', () => {
  it('reads yes and no in either language, an empty cell as the default, and refuses anything else', () => {
    expect(['是', 'Y', 'yes', 'TRUE', '1', ' ✓ '].map((c) => yesNoCell(c, 'Hot', false))).toEqual([true, true, true, true, true, true]);
    expect(['否', 'n', 'No', 'false', '0'].map((c) => yesNoCell(c, 'Hot', true))).toEqual([false, false, false, false, false]);
    expect(yesNoCell('', 'Hot', true)).toBe(true);
    expect(yesNoCell(undefined, 'Hot', false)).toBe(false);
    expect(() => yesNoCell('maybe', '热门 Hot', false)).toThrow(/热门 Hot "maybe"/);
  });

  it('splits code lists on commas (Chinese ones too), semicolons and spaces, in capitals, once each', () => {
    expect(codeListCell(' nlrtm, DEHAM，beanr;nlrtm  GBFXT ')).toEqual(['NLRTM', 'DEHAM', 'BEANR', 'GBFXT']);
    expect(codeListCell('')).toEqual([]);
  });

  it('takes an order of 0–9999 and refuses others', () => {
    expect(orderCell('15', 'Order')).toBe(15);
    expect(orderCell(' ', 'Order')).toBeUndefined();
    expect(() => orderCell('1.5', 'Order')).toThrow(/Order/);
    expect(() => orderCell('10000', 'Order')).toThrow(/Order/);
  });

  it('names the allowed values', () => {
    expect(oneOfProblem('POTE', TERMINAL_KINDS)).toBeUndefined();
    expect(oneOfProblem('DOCK', TERMINAL_KINDS)).toBe('is one of POTE, DEPO, COFS, INTE, OFFD');
  });
});

describe('the seeded terminals', () => {
  const ports = new Set(SEED_PORTS.map((p) => p.code));
  it('stand on seeded ports, with well-formed codes, a known provider and kind, and both names', () => {
    for (const t of SEED_TERMINALS) {
      expect(ports.has(t.portCode), t.portCode).toBe(true);
      expect(terminalCodeProblem(t.code), t.code).toBeUndefined();
      expect(t.code).toBe(t.code.toUpperCase());
      expect(TERMINAL_PROVIDERS).toContain(t.provider);
      expect(TERMINAL_KINDS).toContain(t.kind);
      expect(t.zh && t.en).toBeTruthy();
    }
  });

  it('are unique per port, code and provider, and every local code says why', () => {
    const keys = SEED_TERMINALS.map((t) => `${t.portCode}/${t.code}/${t.provider}`);
    expect(new Set(keys).size).toBe(keys.length);
    for (const t of SEED_TERMINALS.filter((x) => x.provider === 'LOCAL')) expect(t.note, t.code).toBeTruthy();
  });

  it('cover Yangshan and Waigaoqiao, Beilun and Meishan, Yantian, Shekou and Chiwan, Rotterdam, Hamburg and Singapore', () => {
    const has = (port: string, code: string) => SEED_TERMINALS.some((t) => t.portCode === port && t.code === code && t.provider === 'SMDG');
    for (const [port, code] of [
      ['CNSHA', 'SHENG'],
      ['CNSHA', 'WAIG'],
      ['CNNGB', 'BLCT2'],
      ['CNNGB', 'BLCT6'],
      ['CNYTN', 'YICT'],
      ['CNSHK', 'SCT'],
      ['CNSHK', 'CCT'],
      ['NLRTM', 'NLMVII'],
      ['NLRTM', 'RWG'],
      ['DEHAM', 'CTA'],
      ['DEHAM', 'CTB'],
      ['SGSIN', 'PSAPPT'],
      ['SGSIN', 'PSATUA'],
    ])
      expect(has(port!, code!), `${port} ${code}`).toBe(true);
  });
});

describe('the seeded rate dictionaries', () => {
  it('name seeded master codes only, once each', () => {
    const ports = new Set(SEED_PORTS.map((p) => p.code));
    const once = (keys: string[]) => expect(new Set(keys).size).toBe(keys.length);
    const carriers = new Set(SEED_CARRIERS.map((c) => c.code));
    for (const c of d.SEED_RATE_CARRIERS) expect(carriers.has(c.code), c.code).toBe(true);
    once(d.SEED_RATE_CARRIERS.map((c) => c.code));
    for (const p of d.SEED_RATE_PORTS) expect(ports.has(p.code), p.code).toBe(true);
    once(d.SEED_RATE_PORTS.map((p) => p.code));
    for (const r of d.SEED_RATE_TERMINALS)
      expect(
        SEED_TERMINALS.some((t) => t.portCode === r.portCode && t.code === r.code && t.provider === 'SMDG'),
        r.code,
      ).toBe(true);
    const fees = new Map(SEED_FEE_CODES.map((f) => [f.code, f]));
    for (const s of d.SEED_SURCHARGE_TYPES) expect(fees.has(s.code), s.code).toBe(true);
    once(d.SEED_SURCHARGE_TYPES.map((s) => s.code));
    const lanes = new Set(SEED_TRADE_LANES.map((l) => l.code));
    for (const r of d.SEED_RATE_ROUTES) {
      expect(lanes.has(r.code as never), r.code).toBe(true);
      for (const p of [...r.podCodes, ...r.viaCodes]) expect(ports.has(p), `${r.code} ${p}`).toBe(true);
      once([...r.podCodes]);
    }
  });

  it('make the Chinese base ports hot POLs and keep local charges and filings out of all-in rates', () => {
    for (const code of ['CNSHA', 'CNNGB', 'CNYTN', 'CNSHK', 'CNTAO', 'CNXMN'])
      expect(
        d.SEED_RATE_PORTS.find((p) => p.code === code),
        code,
      ).toMatchObject({ role: 'POL', base: true, hot: true });
    for (const s of d.SEED_SURCHARGE_TYPES) expect(s.allIn, s.code).toBe(s.group === 'FREIGHT_SURCHARGE');
    expect(d.SEED_RATE_ROUTES.find((r) => r.code === 'EU')?.podCodes).toEqual(expect.arrayContaining(['NLRTM', 'DEHAM']));
  });
});
