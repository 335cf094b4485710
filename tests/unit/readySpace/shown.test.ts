import { describe, expect, it } from 'vitest';
import { holdLeft, leftText, shownOrderStatus } from '../../../src/features/readySpace/columns';

/** How orders and classes read in the lists (issue 32): an expired hold is never "holding", a sold-out class says so. */
describe('what the ready-space lists show', () => {
  const now = Date.parse('2026-12-01T08:00:00Z');
  it('a placed order whose hold has run out shows as expired, not as holding; one still held counts down', () => {
    expect(shownOrderStatus({ Status: 'PLACED', HoldExpiresAt: '2026-12-01T07:59:59Z' }, now)).toBe('EXPIRED');
    expect(shownOrderStatus({ Status: 'PLACED', HoldExpiresAt: '2026-12-01T08:00:00Z' }, now)).toBe('EXPIRED');
    expect(shownOrderStatus({ Status: 'PLACED', HoldExpiresAt: '2026-12-01T09:30:00Z' }, now)).toBe('PLACED');
    expect(holdLeft('2026-12-01T09:30:00Z', now)).toBe('1:30:00');
    // a confirmed order no longer depends on its hold
    expect(shownOrderStatus({ Status: 'CONFIRMED', HoldExpiresAt: '2026-12-01T07:00:00Z' }, now)).toBe('CONFIRMED');
  });
  it('a class with nothing left says 已售罄 (Sold out), one with some says how many', () => {
    expect(leftText('40HQ', 0, 'zh')).toBe('40HQ 已售罄');
    expect(leftText('40HQ', 0, 'en')).toBe('40HQ Sold out');
    expect(leftText('20GP', 3, 'zh')).toBe('20GP×3');
  });
});
