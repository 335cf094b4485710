import { describe, expect, it } from 'vitest';
import { buildDoc, isWeakMatch, queryScore, search } from '../../../src/shell/palette/matcher';
import { pinyinOf } from '../../../src/domain/refdata/pinyin';

const docs = [
  buildDoc('upload', { zh: '上传资料', en: 'Upload documents', path: '/x/upload' }, pinyinOf),
  buildDoc('carrier', { zh: '船公司', en: 'Shipping lines', path: '/BasicData/ShippingCompany', keywords: ['carrier'] }, pinyinOf),
  buildDoc('ports', { zh: '世界港口', en: 'World ports', path: '/BasicData/GlobleHaven' }, pinyinOf),
  buildDoc('siCheck', { zh: '提单补料待审核', en: 'SI pending review', path: '/tdManage/siCheck', keywords: ['SI'] }, pinyinOf),
];
const ids = (q: string, recent?: string[]) => search(docs, q, { recent }).map((d) => d.id);

describe('palette matcher', () => {
  it('finds a title by its pinyin initials', () => {
    expect(ids('sczl')[0]).toBe('upload');
    expect(ids('cgs')[0]).toBe('carrier');
    expect(ids('SJGK')[0]).toBe('ports'); // case does not matter
  });

  it('finds a title by full pinyin, also from the middle', () => {
    expect(ids('shijie')[0]).toBe('ports');
    expect(ids('shenhe')).toEqual(['siCheck']);
  });

  it('finds by Chinese title, English title, path and keyword', () => {
    expect(ids('待审核')).toEqual(['siCheck']);
    expect(ids('world')[0]).toBe('ports');
    expect(ids('globlehaven')).toEqual(['ports']);
    expect(ids('carrier')).toEqual(['carrier']);
  });

  it('needs every token to match', () => {
    expect(ids('world ports')).toEqual(['ports']);
    expect(ids('world carrier')).toEqual([]);
    expect(queryScore(docs[0]!, 'zzzz')).toBe(0);
  });

  it('puts recent routes first among equals, and leads with them on an empty query', () => {
    expect(ids('', ['ports', 'siCheck']).slice(0, 2)).toEqual(['ports', 'siCheck']);
    // 's' prefixes several; the recent one wins a tie
    const plain = ids('s');
    const withRecent = ids('s', ['siCheck']);
    expect(withRecent[0]).toBe('siCheck');
    expect(plain.length).toBe(withRecent.length);
  });

  it('ranks a prefix above a substring', () => {
    expect(ids('ship')[0]).toBe('carrier');
  });
});

describe('palette matcher: whole query', () => {
  it('prefers a title matching the whole query over word-by-word hits', () => {
    const two = [buildDoc('a', { zh: '审核记录', en: 'Review pending SI log' }, pinyinOf), buildDoc('b', { zh: '待审核', en: 'SI pending review' }, pinyinOf)];
    expect(search(two, 'SI pending review').map((d) => d.id)).toEqual(['b', 'a']);
  });
});

describe('palette matcher: weak matches', () => {
  const site = buildDoc('vgmEdit', { zh: '填写VGM', en: 'Fill in VGM', path: '/external/mainifest/VGMEdit', group: ['公共网站', 'Public sites'] }, pinyinOf);
  const siCheck = docs.find((d) => d.id === 'siCheck')!;
  it('a page matched only by its module name is weak, a title or keyword match is not', () => {
    expect(isWeakMatch(site, 'si')).toBe(true);
    expect(isWeakMatch(siCheck, 'si')).toBe(false);
    expect(isWeakMatch(site, 'vgm')).toBe(false);
    expect(isWeakMatch(site, '')).toBe(false);
  });
  it('a built page matched weakly stays below a page not built yet matched for real', () => {
    const found = search([site, siCheck], 'si', { preferred: new Set(['vgmEdit']) }).map((d) => d.id);
    expect(found).toEqual(['siCheck', 'vgmEdit']);
  });
});
