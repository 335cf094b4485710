import { describe, expect, it } from 'vitest';
import { timeLeft } from '../../../src/domain/si/deadline';

describe('time left until the cut-off, in words', () => {
  it('days and hours, hours, minutes; in Chinese and English', () => {
    expect(timeLeft('2026-12-02', '2026-11-29T18:30:00', 'zh')).toEqual({ text: '还剩 3 天 5 小时', urgent: false, past: false });
    expect(timeLeft('2026-12-02', '2026-11-29T18:30:00', 'en').text).toBe('3 days 5 hours left');
    expect(timeLeft('2026-12-02', '2026-12-01T23:59:59', 'en').text).toBe('1 day left');
    expect(timeLeft('2026-12-02', '2026-12-02T13:00:00', 'zh')).toEqual({ text: '还剩 10 小时', urgent: true, past: false });
    expect(timeLeft('2026-12-02', '2026-12-02T23:30:00', 'en').text).toBe('29 minutes left');
    expect(timeLeft('2026-12-02', '2026-12-02T22:59:00', 'en').text).toBe('1 hour left');
  });
  it('a passed cut-off says how long ago; no date says nothing', () => {
    expect(timeLeft('2026-12-02', '2026-12-04T02:00:00', 'zh')).toEqual({ text: '已过截单 1 天 2 小时', urgent: true, past: true });
    expect(timeLeft('2026-12-02', '2026-12-04T02:00:00', 'en').text).toBe('1 day 2 hours past the cut-off');
    expect(timeLeft('', '2026-12-04', 'en')).toEqual({ text: '', urgent: false, past: false });
  });
});
