import { describe, expect, it } from 'vitest';
import { formatDate, startOfWeekMonday, weekdayZh, weekMondayToSunday } from '../../../src/domain/dates';

describe('date helpers', () => {
  const t = new Date(2026, 10, 22, 9, 5, 7); // Sunday 22 November 2026, 09:05:07 local

  it('formats the spec formats', () => {
    expect(formatDate(t)).toBe('2026-11-22');
    expect(formatDate(t, 'dateSlash')).toBe('2026/11/22');
    expect(formatDate(t, 'dateTime')).toBe('2026-11-22 09:05:07');
    expect(formatDate(t, 'dateTimeSlash')).toBe('2026/11/22 09:05:07');
    expect(formatDate(t, 'monthDay')).toBe('11-22');
  });

  it('gives an empty string for empty or invalid input', () => {
    expect(formatDate(null)).toBe('');
    expect(formatDate('')).toBe('');
    expect(formatDate('not a date')).toBe('');
  });

  it('names weekdays in Chinese', () => {
    expect(weekdayZh(t)).toBe('星期日');
    expect(weekdayZh(new Date(2026, 10, 23))).toBe('星期一');
    expect(weekdayZh(new Date(2026, 10, 28), true)).toBe('周六');
    expect(weekdayZh('garbage')).toBe('');
  });

  it('runs weeks Monday to Sunday', () => {
    // A Sunday belongs to the week that started the Monday before.
    expect(formatDate(startOfWeekMonday(t))).toBe('2026-11-16');
    expect(formatDate(startOfWeekMonday(new Date(2026, 10, 16, 23)))).toBe('2026-11-16');
    expect(formatDate(startOfWeekMonday(new Date(2026, 10, 17)))).toBe('2026-11-16');
    const week = weekMondayToSunday(new Date(2026, 11, 31)); // Thursday, week crosses the year
    expect(week.map((d) => formatDate(d))).toEqual(['2026-12-28', '2026-12-29', '2026-12-30', '2026-12-31', '2027-01-01', '2027-01-02', '2027-01-03']);
    expect(week.map((d) => weekdayZh(d))).toEqual(['星期一', '星期二', '星期三', '星期四', '星期五', '星期六', '星期日']);
  });
});

describe('an instant formatted for a person (issue 45 item 9)', () => {
  it('is on the office’s clock (Asia/Shanghai), whatever zone the browser or server runs in', () => {
    expect(formatDate('2026-12-01T07:56:00.000Z', 'dateTime')).toBe('2026-12-01 15:56:00');
    expect(formatDate('2026-12-01T07:56:00+00:00', 'dateTime')).toBe('2026-12-01 15:56:00');
    expect(formatDate('2026-11-30T17:00:00Z')).toBe('2026-12-01');
    expect(formatDate('2026-12-01T09:30:00+08:00', 'dateTime')).toBe('2026-12-01 09:30:00');
  });
  it('leaves a date, or a time without a zone, as it is', () => {
    expect(formatDate('2026-12-01')).toBe('2026-12-01');
    expect(formatDate('2026-12-01 09:30:00', 'dateTime')).toBe('2026-12-01 09:30:00');
  });
});
