import { describe, expect, it } from 'vitest';
import { pinyinOf } from '../../../src/domain/refdata/pinyin';
import { SEED_PORTS } from '../../../src/domain/refdata/seed/ports';
import { buildPortIndex, matchingPortCodes, suggestPorts } from '../../../src/domain/refdata/suggest';

/**
 * The ports grid's filter finds what the port picker finds (issue 32: `nb` found 宁波 in the picker
 * but nothing in the grid): one matcher, the picker's index, without the picker's limit.
 */
describe("the ports grid's filter", () => {
  const index = buildPortIndex(
    SEED_PORTS.map((p) => ({ Code: p.code, NameZh: p.zh, NameEn: p.en, CountryCode: p.countryCode, Aliases: p.aliases, Group: p.group })),
    pinyinOf,
  );

  it('finds 宁波 by its initials, its full pinyin and its superseded code, as the picker does', () => {
    for (const q of ['nb', 'ningbo', 'CNNBO', '宁波']) {
      expect(matchingPortCodes(index, q), q).toContain('CNNGB');
      expect(suggestPorts(index, q)[0]?.Code, q).toBe('CNNGB');
    }
  });

  it('matches exactly the places the picker would offer, without stopping at its limit', () => {
    for (const q of ['n', 'cn', 'sh', 'shen', 'port', 'zz9']) {
      const all = matchingPortCodes(index, q);
      const picker = suggestPorts(index, q, { limit: 20 }).map((s) => s.Code);
      expect(all.slice(0, picker.length).sort(), q).toEqual([...picker].sort());
      if (picker.length < 20) expect(all.sort(), q).toEqual([...picker].sort());
    }
    expect(matchingPortCodes(index, 'cn').length).toBeGreaterThan(20);
    expect(matchingPortCodes(index, '  ')).toEqual([]);
  });
});
