import { describe, expect, it } from 'vitest';
import { dueInWords, waitedInWords } from '../../../src/features/controlTower/when';

const NOW = Date.parse('2026-11-27T10:00:00Z');
const at = (minutes: number) => new Date(NOW + minutes * 60_000).toISOString();

/** The control tower says when in words, both languages, never a bare timestamp. */
describe('countdowns in words', () => {
  it('counts down to a time ahead, and up from one passed', () => {
    expect(dueInWords(at(5 * 60 + 3), NOW)).toEqual({ zh: '还剩 5 小时 3 分', en: 'due in 5 h 3 min', past: false });
    expect(dueInWords(at(-(26 * 60 + 10)), NOW)).toEqual({ zh: '已超时 1 天 2 小时 10 分', en: '1 d 2 h 10 min overdue', past: true });
    expect(dueInWords(null, NOW)).toMatchObject({ zh: '无截止时间', en: 'No deadline', past: false });
  });

  it('says how long the oldest item of a queue has waited', () => {
    expect(waitedInWords(at(-(50 * 60)), NOW)).toEqual({ zh: '已等 2 天 2 小时', en: 'waiting 2 d 2 h' });
    expect(waitedInWords(at(-30), NOW)).toEqual({ zh: '已等 0 小时', en: 'waiting 0 h' });
  });
});
