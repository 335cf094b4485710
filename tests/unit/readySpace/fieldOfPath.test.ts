import { describe, expect, it } from 'vitest';
import { fieldOfPath } from '../../../src/features/readySpace/fieldOfPath';
import { readySpaceWords } from '../../../src/features/readySpace/words';
import { wordsIn } from '../../../src/i18n/words';

/** The publish form names a refused field as it labels it, never by its JSON path (issue 32). */
describe('the field a refusal names', () => {
  const zh = wordsIn(readySpaceWords, 'zh');
  const en = wordsIn(readySpaceWords, 'en');
  it('names class lines by their label and number, in the reader’s language', () => {
    expect(fieldOfPath('/Space/Lines/0/Price', zh, 'USD')).toBe('单价 1');
    expect(fieldOfPath('/Lines/2/FloorPrice', en, 'USD')).toBe('Floor price 3');
    expect(fieldOfPath('/Space/Currency', zh, 'ABC')).toBe('币种 ABC');
    expect(fieldOfPath('/Space/VesselName', zh, 'USD')).toBe('船名');
    expect(fieldOfPath('/CutOffs/1', zh, 'USD')).toBe(zh.cutOffs);
  });
  it('never shows a path, whatever the server names', () => {
    for (const path of ['/Space/Surcharges/0/Currency', '/Space/CutOffs/0/DateTime', '/Space/VesselCallId', '/Etd', '/Lines', '/Whatever/9'])
      for (const w of [zh, en]) expect(fieldOfPath(path, w, 'USD')).not.toMatch(/\//);
  });
});
