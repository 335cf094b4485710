import { describe, expect, it } from 'vitest';
import { AttemptLimiter } from '../../../server/platform/auth/rateLimit';
import { addressKey } from '../../../server/http/addressKey';
import { SIGN_IN_THROTTLE, SignInThrottle, type ThrottleVerdict } from '../../../server/platform/auth/signInThrottle';

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

  it('says how long until the next attempt is allowed, and holds at most maxKeys keys', () => {
    let now = 0;
    const limiter = new AttemptLimiter(2, 60_000, () => now, 3);
    expect(limiter.retryAfterMs('a')).toBe(0);
    limiter.record('a');
    now = 10_000;
    limiter.record('a');
    expect(limiter.retryAfterMs('a')).toBe(50_000); // the first leaves the window at 60 s
    now = 60_001;
    expect(limiter.retryAfterMs('a')).toBe(0);
    for (const k of ['b', 'c', 'd', 'e']) limiter.record(k);
    expect((limiter as unknown as { attempts: Map<string, number[]> }).attempts.size).toBe(3);
  });
});

describe('sign-in throttle (signInThrottle.ts): the guesser waits, the owner does not', () => {
  const S = SIGN_IN_THROTTLE;
  const setup = () => {
    const clock = { now: 0 };
    return { clock, throttle: new SignInThrottle(S, () => clock.now) };
  };
  const waitOf = (v: ThrottleVerdict) => (v.allowed ? 0 : v.retryAfterMs);

  it('per account and address: five free failures, then delays that double up to 15 minutes; a success clears them', () => {
    const { clock, throttle } = setup();
    for (let i = 0; i < S.pairFree; i++) {
      expect(throttle.check('a', 'ip1').allowed).toBe(true);
      throttle.failed('a', 'ip1');
    }
    const waits: number[] = [];
    for (let i = 0; i < 14; i++) {
      const wait = waitOf(throttle.check('a', 'ip1'));
      waits.push(wait);
      clock.now += wait; // the guesser waits exactly as long as told, then fails again
      expect(throttle.check('a', 'ip1').allowed).toBe(true);
      throttle.failed('a', 'ip1');
    }
    expect(waits).toEqual([1, 2, 4, 8, 16, 32, 64, 128, 256, 512, 900, 900, 900, 900].map((s) => s * 1000));
    throttle.succeeded('a', 'ip1');
    expect(throttle.check('a', 'ip1').allowed).toBe(true);
  });

  it('one attempt of a pair at a time: a second begun before the first ends waits; another pair does not', () => {
    const { throttle } = setup();
    expect(throttle.begin('a', 'ip1').allowed).toBe(true);
    expect(throttle.begin('a', 'ip1').allowed).toBe(false);
    expect(throttle.begin('a', 'ip2').allowed).toBe(true);
    throttle.failed('a', 'ip1');
    expect(throttle.begin('a', 'ip1').allowed).toBe(true);
    throttle.ended('a', 'ip1'); // an error, no verdict: the place is free and nothing counted
    expect(throttle.begin('a', 'ip1').allowed).toBe(true);
  });

  it('IPv6 addresses count by their /64: rotating within it is one address; IPv4-mapped ones as IPv4', () => {
    expect(addressKey('2001:db8:1:2:aaaa::1')).toBe('2001:db8:1:2::/64');
    expect(addressKey('2001:0db8:0001:0002:ffff:1:2:3')).toBe('2001:db8:1:2::/64');
    expect(addressKey('2001:db8::5')).toBe('2001:db8:0:0::/64');
    expect(addressKey('::ffff:10.0.0.7')).toBe('10.0.0.7');
    expect(addressKey('10.0.0.7')).toBe('10.0.0.7');
    const { throttle } = setup();
    for (let i = 0; i < S.pairFree; i++) throttle.failed('a', `2001:db8:1:2::${i + 1}`);
    expect(throttle.check('a', '2001:db8:1:2::ff').allowed).toBe(false); // a fresh address of the same /64
    expect(throttle.check('a', '2001:db8:1:3::1').allowed).toBe(true);
  });

  it("someone sharing the owner's known address cannot hold the owner for more than a minute", () => {
    const { throttle } = setup();
    throttle.succeeded('a', 'shared-nat');
    for (let i = 0; i < 30; i++) throttle.failed('a', 'shared-nat');
    expect(waitOf(throttle.check('a', 'shared-nat'))).toBe(S.accountMaxDelayMs);
  });

  it('the owner at another address is never refused while one address guesses, however long', () => {
    const { clock, throttle } = setup();
    for (let i = 0; i < 500; i++) {
      throttle.failed('a', 'attacker');
      clock.now += 10_000;
      expect(throttle.check('a', 'owner').allowed).toBe(true);
    }
  });

  it('many addresses: a first attempt is always checked; a pair that failed waits at most a minute, the owner’s usual address not at all', () => {
    const { clock, throttle } = setup();
    throttle.succeeded('a', 'desk'); // the owner signed in from their desk last week
    clock.now += 7 * 24 * 3600_000;
    for (let i = 0; i < 100; i++) throttle.failed('a', `bot-${i}`); // 100 failures from 100 addresses
    expect(throttle.check('a', 'new-laptop').allowed).toBe(true); // first attempt from anywhere new
    throttle.failed('a', 'new-laptop'); // a typo
    expect(waitOf(throttle.check('a', 'new-laptop'))).toBe(S.accountMaxDelayMs); // slowed, a minute at most
    clock.now += S.accountMaxDelayMs;
    expect(throttle.check('a', 'new-laptop').allowed).toBe(true);
    expect(throttle.check('a', 'desk').allowed).toBe(true); // the known address is not slowed
    expect(waitOf(throttle.check('a', 'bot-1'))).toBe(0); // a minute passed for bot-1 too…
    throttle.failed('a', 'bot-1');
    expect(waitOf(throttle.check('a', 'bot-1'))).toBe(S.accountMaxDelayMs); // …so one guess a minute per address
  });

  it('one address guessing across accounts: a pair of it that failed waits up to a minute after its own failure, a first attempt never; the window forgets', () => {
    const { clock, throttle } = setup();
    throttle.succeeded('colleague', 'office');
    throttle.failed('newcomer', 'office'); // a typo this morning
    clock.now += 1;
    for (let i = 0; i < S.addressFree - 2; i++) throttle.failed(`nobody-${i}`, 'office');
    expect(throttle.check('newcomer', 'office').allowed).toBe(true); // 29 failures: nothing yet
    throttle.failed('nobody-x', 'office');
    expect(waitOf(throttle.check('newcomer', 'office'))).toBe(999); // a second after the newcomer's own failure
    for (let i = 0; i < 20; i++) throttle.failed(`more-${i}`, 'office');
    expect(waitOf(throttle.check('newcomer', 'office'))).toBe(S.addressMaxDelayMs - 1);
    // the guesser goes on, a second at a time: the newcomer waits a minute after their typo, not after the guesser
    for (let i = 0; i < 59; i++) {
      clock.now += 1000;
      throttle.failed(`still-${i}`, 'office');
    }
    expect(waitOf(throttle.check('newcomer', 'office'))).toBe(S.addressMaxDelayMs - 1 - 59_000);
    clock.now += S.addressMaxDelayMs;
    expect(throttle.check('newcomer', 'office').allowed).toBe(true);
    // whoever tries from there for the first time is checked at once: a correct password is never refused
    expect(throttle.check('another-colleague', 'office').allowed).toBe(true);
    expect(throttle.check('colleague', 'office').allowed).toBe(true);
    expect(throttle.check('newcomer', 'elsewhere').allowed).toBe(true);
    throttle.failed('newcomer', 'office');
    expect(throttle.check('newcomer', 'office').allowed).toBe(false);
    clock.now += S.windowMs + 1;
    expect(throttle.check('newcomer', 'office').allowed).toBe(true);
  });

  it('successes never count, and a known address stays known for 30 days', () => {
    const { clock, throttle } = setup();
    for (let i = 0; i < 1000; i++) throttle.succeeded(`person-${i % 50}`, 'office');
    expect(throttle.check('person-1', 'office').allowed).toBe(true);
    for (let i = 0; i < 40; i++) throttle.failed(`nobody-${i}`, 'office');
    expect(throttle.check('person-1', 'office').allowed).toBe(true);
    clock.now += S.knownForMs + 1;
    for (let i = 0; i < 40; i++) throttle.failed(`nobody-${i}`, 'office');
    expect(throttle.check('person-1', 'office').allowed).toBe(true); // a first attempt is always checked
    throttle.failed('person-1', 'office');
    expect(throttle.check('person-1', 'office').allowed).toBe(false); // a month later it is a stranger again: a typo waits
  });

  it('holds at most maxKeys entries per table (made-up accounts cannot exhaust memory)', () => {
    const throttle = new SignInThrottle({ ...S, maxKeys: 10 }, () => 0);
    for (let i = 0; i < 1000; i++) throttle.failed(`x-${i}`, `ip-${i}`);
    const sizes = Object.values(throttle as unknown as Record<string, unknown>)
      .filter((v): v is Map<string, unknown> => v instanceof Map)
      .map((m) => m.size);
    expect(sizes.length).toBe(4);
    for (const size of sizes) expect(size).toBeLessThanOrEqual(10);
  });
});
