import { describe, expect, it } from 'vitest';
import { afterEach, beforeEach } from 'vitest';
import { cutOffOf, startOfTodayIn, timeLeft } from '../../../src/domain/si/deadline';

describe('time left until the cut-off, in words', () => {
  it('days and hours, hours, minutes; in Chinese and English', () => {
    expect(timeLeft('2026-12-02', '2026-11-29T18:30:00+08:00', 'zh')).toEqual({ text: '还剩 3 天 5 小时', urgent: false, past: false });
    expect(timeLeft('2026-12-02', '2026-11-29T18:30:00+08:00', 'en').text).toBe('3 days 5 hours left');
    expect(timeLeft('2026-12-02', '2026-12-01T23:59:59+08:00', 'en').text).toBe('1 day left');
    expect(timeLeft('2026-12-02', '2026-12-02T13:00:00+08:00', 'zh')).toEqual({ text: '还剩 10 小时', urgent: true, past: false });
    expect(timeLeft('2026-12-02', '2026-12-02T23:30:00+08:00', 'en').text).toBe('29 minutes left');
    expect(timeLeft('2026-12-02', '2026-12-02T22:59:00+08:00', 'en').text).toBe('1 hour left');
  });
  it('a passed cut-off says how long ago; no date says nothing', () => {
    expect(timeLeft('2026-12-02', '2026-12-04T02:00:00+08:00', 'zh')).toEqual({ text: '已过截单 1 天 2 小时', urgent: true, past: true });
    expect(timeLeft('2026-12-02', '2026-12-04T02:00:00+08:00', 'en').text).toBe('1 day 2 hours past the cut-off');
    expect(timeLeft('', '2026-12-04', 'en')).toEqual({ text: '', urgent: false, past: false });
  });
});

/**
 * One zone for the desk (issue 32): a browser in Los Angeles counts the cut-off and "today" as
 * Shanghai does. The old code read the browser's clock: `dayjs(deadline).endOf('day')` ended the
 * day 16 hours later, and the cockpit's "today" began at Los Angeles' midnight.
 */
describe('days and deadlines on the desk’s clock, whatever the browser’s', () => {
  const before = process.env.TZ;
  beforeEach(() => {
    process.env.TZ = 'America/Los_Angeles';
  });
  afterEach(() => {
    process.env.TZ = before;
  });

  it('ends a cut-off day at midnight in Shanghai', () => {
    expect(new Date().getTimezoneOffset()).toBeGreaterThan(0); // the process really is west of UTC
    expect(cutOffOf('2026-12-02').toISOString()).toBe('2026-12-02T15:59:59.999Z');
    // 23:30 in Shanghai on the cut-off day: half an hour left, not the rest of Los Angeles' day
    expect(timeLeft('2026-12-02', '2026-12-02T15:30:00Z', 'en').text).toBe('29 minutes left');
    expect(timeLeft('2026-12-02', '2026-12-02T16:30:00Z', 'en')).toMatchObject({ text: '30 minutes past the cut-off', past: true });
    // a port's own zone, where it is known
    expect(cutOffOf('2026-12-02', 'Europe/Amsterdam').toISOString()).toBe('2026-12-02T22:59:59.999Z');
  });

  it('begins the cockpit’s today at midnight in Shanghai', () => {
    // 01:00 on 3 December in Shanghai is still 2 December in Los Angeles
    expect(startOfTodayIn(undefined, new Date('2026-12-02T17:00:00Z')).toISOString()).toBe('2026-12-02T16:00:00.000Z');
    expect(startOfTodayIn('Asia/Shanghai', new Date('2026-12-02T15:00:00Z')).toISOString()).toBe('2026-12-01T16:00:00.000Z');
  });
});
