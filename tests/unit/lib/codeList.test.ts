import { describe, expect, it } from 'vitest';
import { idsOfText } from '../../../src/domain/refdata/agencies';
import { lastCodeStart, lastRecordStart, listOf } from '../../../src/lib/codeList';

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

describe('a list of records typed in one picker ("<id> <name>", comma-separated)', () => {
  it('asks about the record being typed: a space is part of a record, a comma or semicolon parts two', () => {
    const asked = (t: string) => t.slice(lastRecordStart(t));
    expect(asked('张')).toBe('张');
    expect(asked('3 张三, 李')).toBe('李');
    expect(asked('3 张三；4 李四;  wang')).toBe('wang');
    expect(asked('3 Zhang San, Li Si')).toBe('Li Si');
    expect(asked('3 张三\n王')).toBe('王');
  });

  it('a pick replaces the record being typed, and the ids read back in the order picked', () => {
    const text = '7 王五, 李';
    const picked = `${text.slice(0, lastRecordStart(text))}3 李四, `;
    expect(picked).toBe('7 王五, 3 李四, ');
    expect(idsOfText(picked)).toEqual([7, 3]);
  });
});
