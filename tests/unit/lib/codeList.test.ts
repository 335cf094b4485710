import { describe, expect, it } from 'vitest';
import { lastCodeStart, listOf } from '../../../src/lib/codeList';

describe('a list of codes typed in one picker', () => {
  it('asks about the code being typed: after the last comma (either width) or space', () => {
    const asked = (t: string) => t.slice(lastCodeStart(t));
    expect(asked('')).toBe('');
    expect(asked('nb')).toBe('nb');
    expect(asked('CNSHA, nb')).toBe('nb');
    expect(asked('CNSHA，宁波')).toBe('宁波');
    expect(asked('CNSHA CNNGB\nde')).toBe('de');
    expect(asked('CNSHA, ')).toBe('');
  });

  it('a pick replaces the code being typed and the list splits back to the codes picked', () => {
    const text = 'CNSHA，nb';
    const picked = `${text.slice(0, lastCodeStart(text))}CNNGB, `;
    expect(picked).toBe('CNSHA，CNNGB, ');
    expect(listOf(picked)).toEqual(['CNSHA', 'CNNGB']);
  });
});
