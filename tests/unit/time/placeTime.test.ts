import { describe, expect, it } from 'vitest';
import { dayIn, OFFICE_ZONE, placeTime, zoneOffsetAt } from '../../../src/domain/refdata/localTimes';

/** The one time helper (issue 45 item 9): the place's clock, else the office's, with the offset named. */
describe('a time as a person reads it', () => {
  it('is on the place’s clock with its offset, Asia/Shanghai when the place names none', () => {
    expect(placeTime('2026-12-01T01:30:00.000Z')).toBe('2026-12-01 09:30 +08:00');
    expect(placeTime('2026-12-01T01:30:00.000Z', '')).toBe('2026-12-01 09:30 +08:00');
    expect(placeTime('2026-11-28T07:45:00.000Z', 'Asia/Singapore')).toBe('2026-11-28 15:45 +08:00');
    expect(placeTime('2026-07-01T10:00:00Z', 'Europe/Amsterdam')).toBe('2026-07-01 12:00 +02:00');
    expect(placeTime('2026-01-01T10:00:00Z', 'Europe/Amsterdam')).toBe('2026-01-01 11:00 +01:00');
    expect(placeTime('2026-01-01T10:00:00Z', 'America/St_Johns')).toBe('2026-01-01 06:30 -03:30');
    expect(placeTime('2026-12-01T09:30:00+08:00', 'Asia/Kolkata')).toBe('2026-12-01 07:00 +05:30');
  });

  it('is nothing for no time, never "Invalid Date"', () => {
    expect(placeTime(null)).toBe('');
    expect(placeTime('')).toBe('');
    expect(placeTime('tomorrow')).toBe('');
  });

  it('knows a zone’s offset at the instant (summer time counted)', () => {
    expect(zoneOffsetAt('2026-07-01T00:00:00Z', 'Europe/Amsterdam')).toBe(120);
    expect(zoneOffsetAt('2026-07-01T00:00:00Z', OFFICE_ZONE)).toBe(480);
  });
});

describe('today on a place’s clock', () => {
  it('is Shanghai’s day between 00:00 and 08:00 there, when UTC’s is still yesterday', () => {
    const at = new Date('2026-11-27T17:00:00Z'); // 01:00 on the 28th in Shanghai
    expect(dayIn(undefined, at)).toBe('2026-11-28');
    expect(dayIn('Asia/Shanghai', at)).toBe('2026-11-28');
    expect(dayIn('Europe/Amsterdam', at)).toBe('2026-11-27');
  });
});
