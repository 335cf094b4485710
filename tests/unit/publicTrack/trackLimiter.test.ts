import { describe, expect, it } from 'vitest';
import { TRACK_LIMITS, TrackLimiter } from '../../../server/modules/publicTrack/trackLimiter';

/** trk.rate on a clock the test moves: the windows slide, the wait ends after 60 s. */
function limiter() {
  let now = Date.parse('2026-11-27T08:00:00Z');
  const l = new TrackLimiter(() => now);
  return { l, tick: (ms: number) => (now += ms) };
}

describe('trk.rate', () => {
  it('lets 10 queries through in a minute, refuses the 11th until the first is a minute old', () => {
    const { l, tick } = limiter();
    for (let i = 0; i < 10; i++) {
      expect(l.take('a|site')).toBeUndefined();
      tick(1000);
    }
    expect(l.take('a|site')).toEqual({ reason: 'perMinute', retryAfterMs: 50_000 });
    // another address, or the same address on another site, counts apart
    expect(l.take('b|site')).toBeUndefined();
    expect(l.take('a|main')).toBeUndefined();
    tick(50_000);
    expect(l.take('a|site')).toBeUndefined();
  });

  it('lets 200 through in 24 hours, then refuses until the oldest is a day old', () => {
    const { l, tick } = limiter();
    for (let i = 0; i < TRACK_LIMITS.perDay; i++) {
      expect(l.take('a|site')).toBeUndefined();
      tick(7 * 60_000);
    }
    const refused = l.take('a|site');
    expect(refused?.reason).toBe('perDay');
    tick(refused!.retryAfterMs);
    expect(l.take('a|site')).toBeUndefined();
  });

  it('after 5 not found in a row waits 60 s; a find in between starts the count again; after the wait the next query goes through', () => {
    const { l, tick } = limiter();
    const ask = (found: boolean) => {
      const r = l.take('a|site');
      if (!r) l.answered('a|site', found);
      return r;
    };
    for (let i = 0; i < 4; i++) expect(ask(false)).toBeUndefined();
    expect(ask(true)).toBeUndefined();
    for (let i = 0; i < 4; i++) expect(ask(false)).toBeUndefined();
    tick(1000);
    expect(ask(false)).toBeUndefined();
    expect(l.take('a|site')).toEqual({ reason: 'notFoundWait', retryAfterMs: 60_000 });
    tick(59_999);
    expect(l.take('a|site')?.reason).toBe('notFoundWait');
    tick(1);
    expect(ask(false)).toBeUndefined();
    // the run starts again from nothing: four more misses do not wait
    for (let i = 0; i < 3; i++) expect(ask(false)).toBeUndefined();
    tick(60_000);
    expect(l.take('a|site')).toBeUndefined();
  });
});
