import { describe, expect, it } from 'vitest';
import { breaksText, parseBreaks } from '../../../src/features/rates/lcl/breaks';

/** LCL breaks as a clerk types them on the edit page, and back. */
describe('LCL breaks as typed', () => {
  it('reads "from-to:price" bands, the last open', () => {
    expect(parseBreaks('0-5:38; 5-:33')).toEqual([
      { FromRt: '0', ToRt: '5', RatePerRt: '38' },
      { FromRt: '5', ToRt: null, RatePerRt: '33' },
    ]);
    expect(parseBreaks('0～2.5：40；2.5-：35')).toEqual([
      { FromRt: '0', ToRt: '2.5', RatePerRt: '40' },
      { FromRt: '2.5', ToRt: null, RatePerRt: '35' },
    ]);
    expect(parseBreaks('')).toEqual([]);
  });
  it('refuses what it cannot read, and writes what it read back the same way', () => {
    expect(parseBreaks('0-5 38')).toBeUndefined();
    expect(parseBreaks('a-b:c')).toBeUndefined();
    expect(breaksText(parseBreaks('0-5:38; 5-:33')!)).toBe('0-5:38; 5-:33');
  });
});
