import { beforeAll, describe, expect, it } from 'vitest';
import { fieldName, loadModuleFieldWords } from '../../../src/contract/fieldLabels';
import { readySpaceWords } from '../../../src/features/readySpace/words';
import { wordsIn } from '../../../src/i18n/words';

/**
 * The publish form names a refused field as it labels it, never by its JSON path (issue 32), from
 * the contract's field words: the same ones the server's refusals read (one source).
 */
describe('the field a ready-space refusal names', () => {
  const zh = wordsIn(readySpaceWords, 'zh');
  const en = wordsIn(readySpaceWords, 'en');
  const named = (path: string, lang: 'zh' | 'en') => fieldName(path, 'readySpace', lang, true);
  // as the form does when it loads: its module's words only
  beforeAll(() => loadModuleFieldWords('readySpace'));
  it('names class lines by the label and number the form gives their inputs, in the reader’s language', () => {
    expect(named('/Space/Lines/0/Price', 'zh')).toBe('单价 1');
    expect(named('/Space/Lines/0/Price', 'zh')).toBe(`${zh.price} 1`); // the input's own aria-label
    expect(named('/Space/Lines/1/TotalQty', 'zh')).toBe(`${zh.total} 2`);
    expect(named('/Lines/2/FloorPrice', 'en')).toBe(`${en.floorPrice} 3`);
    expect(named('/Space/VesselName', 'zh')).toBe('船名');
    expect(named('/Space/Currency', 'zh')).toBe('币种');
  });
  it('never shows a path, whatever the server names', () => {
    for (const path of ['/Space/Surcharges/0/Currency', '/Space/CutOffs/0/DateTime', '/Space/VesselCallId', '/Etd', '/Lines', '/Whatever/9'])
      for (const lang of ['zh', 'en'] as const) expect(named(path, lang)).not.toMatch(/\//);
  });
  it('names a row the sentence way unless asked for the grid', () => {
    expect(fieldName('/Space/Lines/0/Price', 'readySpace', 'zh')).toMatch(/第1行·单价$/);
  });
});
