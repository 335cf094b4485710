import { describe, expect, it } from 'vitest';
import { AttemptLimiter } from '../../server/modules/auth/rateLimit';

describe('sign-in attempt limiter (sliding window)', () => {
  it('allows max attempts per key in the window, then refuses until the oldest leaves it', () => {
    let now = 0;
    const limiter = new AttemptLimiter(5, 15 * 60_000, () => now);
    for (let i = 0; i < 5; i++) {
      expect(limiter.allowed('a')).toBe(true);
      limiter.record('a');
      now += 60_000; // one a minute
    }
    expect(limiter.allowed('a')).toBe(false);
    expect(limiter.allowed('b')).toBe(true); // keys are separate
    now = 15 * 60_000 - 1; // the first attempt (at 0) is still in the window
    expect(limiter.allowed('a')).toBe(false);
    now = 15 * 60_000; // now it has left it
    expect(limiter.allowed('a')).toBe(true);
    limiter.record('a');
    expect(limiter.allowed('a')).toBe(false);
    limiter.reset('a'); // a right password clears the account's count
    expect(limiter.allowed('a')).toBe(true);
  });
});
