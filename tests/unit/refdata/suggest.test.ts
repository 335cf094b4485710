import { describe, expect, it } from 'vitest';
import { pinyinOf } from '../../../src/domain/refdata/pinyin';
import { buildCarrierIndex, buildPortIndex, clampLimit, label, MATCHES, type Place, suggestCarriers, suggestPorts } from '../../../src/domain/refdata/suggest';
import { CARRIERS } from './fixtures/carriers';
import { COUNTRY_ZH, PORTS } from './fixtures/ports';

const ports = buildPortIndex(PORTS, pinyinOf);
const codes = (q: string, limit?: number) => suggestPorts(ports, q, { limit }).map((s) => s.Code);
const first = (q: string) => suggestPorts(ports, q)[0];

describe('port suggest: what people type', () => {
  it('finds 宁波 by its initials, its full pinyin (any case), a prefix of it, and its English name', () => {
    expect(first('nb')).toMatchObject({ Code: 'CNNGB', Match: 'PINYIN_INITIALS' });
    expect(first('Ningbo')).toMatchObject({ Code: 'CNNGB', Match: 'PINYIN' });
    expect(first('ning')?.Code).toBe('CNNGB');
    expect(first('NINGBO')?.Code).toBe('CNNGB');
    expect(first('ning bo')?.Code).toBe('CNNGB');
    expect(first('宁波')).toMatchObject({ Code: 'CNNGB', Match: 'ZH' });
  });

  it('a superseded code finds the current one through its alias (CNNBO → CNNGB, CNSGH → CNSHA)', () => {
    expect(first('CNNBO')).toMatchObject({ Code: 'CNNGB', Match: 'ALIAS' });
    expect(first('cnsgh')).toMatchObject({ Code: 'CNSHA', Match: 'ALIAS' });
    // other names too, in Chinese and in their pinyin
    expect(first('宁波舟山')).toMatchObject({ Code: 'CNNGB', Match: 'ALIAS' });
    expect(first('xigong')).toMatchObject({ Code: 'VNSGN', Match: 'ALIAS' });
  });

  it('typing a port group offers its members, with the group as the reason', () => {
    const r = suggestPorts(ports, '深圳');
    expect(r[0]).toMatchObject({ Code: 'CNSZX', Match: 'ZH' });
    expect(r[0]!.Group).toBeUndefined();
    const members = r.filter((s) => s.Group);
    expect(members.map((s) => s.Code).sort()).toEqual(['CNCWN', 'CNDCB', 'CNSHK', 'CNYTN']);
    for (const m of members) expect(m.Group).toEqual({ Code: 'SHENZHEN', NameZh: '深圳', NameEn: 'SHENZHEN' });
    // the same by initials, full pinyin and English; a port's own name never says "group"
    for (const q of ['sz', 'shenzhen', 'SHENZHEN']) expect(codes(q)).toEqual(expect.arrayContaining(['CNSZX', 'CNYTN', 'CNSHK', 'CNCWN', 'CNDCB']));
    expect(suggestPorts(ports, '盐田')).toEqual([{ Code: 'CNYTN', NameZh: '盐田', NameEn: 'YANTIAN', CountryCode: 'CN', Match: 'ZH' }]);
  });

  it('two letters that only start a group name do not pour its members in (sh is 上海 or 汕头, not 盐田)', () => {
    expect(codes('sh')).not.toContain('CNYTN');
    expect(codes('shen')).toContain('CNYTN');
  });

  it('a group whose name is no place of the list takes its names from the caller', () => {
    const list: Place[] = [
      { Code: 'CNSHA', NameZh: '上海', NameEn: 'SHANGHAI', CountryCode: 'CN', Group: 'SHANGHAI' },
      { Code: 'CNYSN', NameZh: '洋山', NameEn: 'YANGSHAN', CountryCode: 'CN', Group: 'SH_PORTS' },
    ];
    const idx = buildPortIndex(list, pinyinOf, [{ Code: 'sh_ports', NameZh: '上海港区' }]);
    const r = suggestPorts(idx, '上海港');
    expect(r).toEqual([expect.objectContaining({ Code: 'CNYSN', Group: { Code: 'SH_PORTS', NameZh: '上海港区', NameEn: 'SH_PORTS' } })]);
  });

  it('the same Chinese name shows its country (奥克兰 · 新西兰 / 美国), stored bare or with a qualifier', () => {
    const r = suggestPorts(ports, '奥克兰');
    expect(r.map((s) => s.Code).sort()).toEqual(['NZAKL', 'USOAK']);
    expect(r.every((s) => s.Ambiguous)).toBe(true);
    expect(r.map((s) => label(s, COUNTRY_ZH)).sort()).toEqual(['奥克兰 · 新西兰', '奥克兰 · 美国']);
    const m = suggestPorts(ports, '曼萨尼约');
    expect(m.map((s) => label(s, (c) => COUNTRY_ZH[c])).sort()).toEqual(['曼萨尼约 · 墨西哥', '曼萨尼约 · 巴拿马']);
    // an unambiguous name is shown alone; an unknown country shows its code
    expect(label(first('宁波')!, COUNTRY_ZH)).toBe('宁波');
    expect(label({ NameZh: '奥克兰', NameEn: 'AUCKLAND', CountryCode: 'NZ', Ambiguous: true }, {})).toBe('奥克兰 · NZ');
  });

  it('an exact code beats a code prefix, which beats everything else', () => {
    const list: Place[] = [
      { Code: 'CNSHK', NameZh: '蛇口', NameEn: 'SHEKOU', CountryCode: 'CN', Weight: 5 },
      { Code: 'CNSHA', NameZh: '上海', NameEn: 'SHANGHAI', CountryCode: 'CN' },
      { Code: 'CNSHX', NameZh: '测试', NameEn: 'CNSHA TEST', CountryCode: 'CN', Aliases: ['CNSHA'] },
    ];
    const idx = buildPortIndex(list, pinyinOf);
    expect(suggestPorts(idx, 'cnsha').map((s) => [s.Code, s.Match])).toEqual([
      ['CNSHA', 'CODE'],
      ['CNSHX', 'EN'],
    ]);
    expect(suggestPorts(idx, 'CNSH').map((s) => s.Code)).toEqual(['CNSHK', 'CNSHA', 'CNSHX']); // heavier first, then by code
  });

  it('ranks exactly: code > code prefix > Chinese > initials > full pinyin > English > alias > a later part of a name', () => {
    // one place per rank, each found by the query "ba" (or 巴 for the Chinese one)
    const list: Place[] = [
      { Code: 'XXALI', NameZh: '测一', NameEn: 'ONE', CountryCode: 'XX', Aliases: ['BALI'] },
      { Code: 'XXENG', NameZh: '测二', NameEn: 'BATH', CountryCode: 'XX' },
      { Code: 'XXFUL', NameZh: '拜仁', NameEn: 'TWO', CountryCode: 'XX' }, // bai ren
      { Code: 'XXINI', NameZh: '北安', NameEn: 'THREE', CountryCode: 'XX' }, // b a
      { Code: 'BAXXX', NameZh: '测三', NameEn: 'FOUR', CountryCode: 'BA' },
      { Code: 'XXCON', NameZh: '测四', NameEn: 'PORT BAY', CountryCode: 'XX' },
      { Code: 'XXZHX', NameZh: '巴测', NameEn: 'FIVE', CountryCode: 'XX' },
    ];
    const idx = buildPortIndex(list, pinyinOf);
    expect(suggestPorts(idx, 'ba').map((s) => s.Match)).toEqual(['CODE_PREFIX', 'PINYIN_INITIALS', 'PINYIN', 'PINYIN', 'EN', 'ALIAS', 'CONTAINS']);
    expect(suggestPorts(idx, 'ba').map((s) => s.Code)).toEqual(['BAXXX', 'XXINI', 'XXFUL', 'XXZHX', 'XXENG', 'XXALI', 'XXCON']);
    // 巴测 (ba ce) is found by "ba" as a full pinyin prefix, and by 巴 as a Chinese one
    expect(suggestPorts(idx, '巴')[0]).toMatchObject({ Code: 'XXZHX', Match: 'ZH' });
    expect(suggestPorts(idx, 'bace')[0]).toMatchObject({ Code: 'XXZHX', Match: 'PINYIN' });
    // and for a Chinese query: Chinese prefix > alias > a later part of a name
    const zh = buildPortIndex(
      [
        { Code: 'XXCON', NameZh: '天津新港', NameEn: 'ONE', CountryCode: 'XX' },
        { Code: 'XXALI', NameZh: '测一', NameEn: 'TWO', CountryCode: 'XX', Aliases: ['新港口'] },
        { Code: 'XXZHP', NameZh: '新会', NameEn: 'THREE', CountryCode: 'XX' },
        { Code: 'XXZHE', NameZh: '新', NameEn: 'FOUR', CountryCode: 'XX' },
      ],
      pinyinOf,
    );
    expect(suggestPorts(zh, '新').map((s) => [s.Code, s.Match])).toEqual([
      ['XXZHE', 'ZH'], // the whole name first
      ['XXZHP', 'ZH'],
      ['XXALI', 'ALIAS'],
      ['XXCON', 'CONTAINS'],
    ]);
    expect(MATCHES).toEqual(['CODE', 'CODE_PREFIX', 'ZH', 'PINYIN_INITIALS', 'PINYIN', 'EN', 'ALIAS', 'CONTAINS']);
  });

  it('reads polyphonic characters as place names: 厦门 xiamen, 重庆 chongqing, 长滩 changtan', () => {
    expect(first('xiamen')?.Code).toBe('CNXMN');
    expect(first('xia men')?.Code).toBe('CNXMN');
    expect(first('xm')?.Code).toBe('CNXMN');
    expect(first('chongqing')?.Code).toBe('CNCKG');
    expect(first('cq')?.Code).toBe('CNCKG');
    expect(first('changtan')?.Code).toBe('USLGB');
    expect(first('ct')?.Code).toBe('USLGB');
  });

  it('ü is found typed as v or u', () => {
    const idx = buildPortIndex([{ Code: 'CNLVD', NameZh: '绿岛', NameEn: 'GREEN ISLAND', CountryCode: 'CN' }], pinyinOf);
    expect(suggestPorts(idx, 'lvdao').map((s) => s.Code)).toEqual(['CNLVD']);
    expect(suggestPorts(idx, 'ludao').map((s) => s.Code)).toEqual(['CNLVD']);
    expect(suggestPorts(idx, 'ld').map((s) => s.Code)).toEqual(['CNLVD']);
  });

  it('is case-insensitive, trims, reads full-width letters, and ignores spaces and punctuation in names', () => {
    expect(codes('  nb  ')).toEqual(codes('nb'));
    expect(codes('ＮＢ')).toEqual(codes('nb'));
    expect(first('hongkong')?.Code).toBe('HKHKG');
    expect(first('Fos sur mer')?.Code).toBe('FRFOS');
    expect(first('cn nbo')?.Code).toBe('CNNGB');
  });

  it('finds a later part of a name last (新港 → 天津新港, klang → PORT KLANG)', () => {
    expect(first('新港')).toMatchObject({ Code: 'CNTXG', Match: 'CONTAINS' });
    expect(first('klang')).toMatchObject({ Code: 'MYPKG', Match: 'CONTAINS' });
    expect(first('sihanoukville')?.Code).toBe('KHKOS');
  });

  it('respects the limit: 10 by default, at most 20, at least 1', () => {
    expect(codes('c')).toHaveLength(10);
    expect(codes('c', 3)).toHaveLength(3);
    expect(codes('c', 50)).toHaveLength(20);
    expect(codes('c', 0)).toHaveLength(1);
    expect([clampLimit(undefined), clampLimit(Number.NaN), clampLimit(7.9), clampLimit(-2), clampLimit(21)]).toEqual([10, 10, 7, 1, 20]);
  });

  it('an empty, blank or punctuation-only query finds nothing', () => {
    for (const q of ['', '   ', '\t\n', ' · ', '（）']) expect(suggestPorts(ports, q)).toEqual([]);
  });

  it('SEAPORT leaves out places that are not ports', () => {
    expect(codes('杭州')).toEqual(['CNHGH']);
    expect(suggestPorts(ports, '杭州', { kind: 'SEAPORT' })).toEqual([]);
    expect(suggestPorts(ports, 'c', { kind: 'SEAPORT', limit: 20 }).map((s) => s.Code)).not.toContain('CNHGH');
  });

  it('does not depend on the order of the list', () => {
    const reversed = buildPortIndex([...PORTS].reverse(), pinyinOf);
    for (const q of ['c', 'sh', '深圳', 'nb', 'port', 'an']) expect(suggestPorts(reversed, q).map((s) => s.Code)).toEqual(codes(q));
  });
});

describe('carrier suggest', () => {
  const carriers = buildCarrierIndex(CARRIERS, pinyinOf);
  const firstCarrier = (q: string) => suggestCarriers(carriers, q)[0];

  it('finds a carrier by SCAC, 中文, initials, pinyin, English, short name and SMDG code', () => {
    expect(firstCarrier('MAEU')).toMatchObject({ Code: 'MAEU', Match: 'CODE' });
    expect(firstCarrier('马士基')).toMatchObject({ Code: 'MAEU', Match: 'ZH' });
    expect(firstCarrier('msj')).toMatchObject({ Code: 'MAEU', Match: 'PINYIN_INITIALS' });
    expect(firstCarrier('mashiji')).toMatchObject({ Code: 'MAEU', Match: 'PINYIN' });
    expect(firstCarrier('maersk')).toMatchObject({ Code: 'MAEU', Match: 'EN' });
    expect(firstCarrier('MSK')).toMatchObject({ Code: 'MAEU', Match: 'ALIAS' });
    expect(firstCarrier('cosco')).toMatchObject({ Code: 'COSU', ShortName: 'COSCO', Match: 'EN' });
    expect(firstCarrier('zyhy')?.Code).toBe('COSU');
    expect(firstCarrier('长荣')?.Code).toBe('EGLV');
    expect(firstCarrier('changrong')?.Code).toBe('EGLV');
    expect(firstCarrier('ONE')).toMatchObject({ Code: 'ONEY', Match: 'CODE_PREFIX' });
    expect(firstCarrier('hapag lloyd')?.Code).toBe('HLCU');
  });

  it('an empty query finds nothing; the limit holds', () => {
    expect(suggestCarriers(carriers, '  ')).toEqual([]);
    expect(suggestCarriers(carriers, 'm', { limit: 2 })).toHaveLength(2);
  });
});
