import { describe, expect, it } from 'vitest';
import { currentEventLog, EVENT_LOG_LIMIT, formatEvent, logEvent } from '../../../src/streams/eventLog';

describe('client event log', () => {
  it('appends, keeps only the newest entries, and formats a line each', () => {
    for (let i = 0; i < EVENT_LOG_LIMIT + 5; i++) logEvent({ type: 'v1.NavigatedTo', path: `/p${i}` }, Date.UTC(2026, 10, 22, 9, 0, 0, i));
    const log = currentEventLog();
    expect(log).toHaveLength(EVENT_LOG_LIMIT);
    expect(log[0]!.event).toEqual({ type: 'v1.NavigatedTo', path: '/p5' });
    expect(formatEvent(log.at(-1)!)).toBe(`2026-11-22 09:00:00.${String(EVENT_LOG_LIMIT + 4).padStart(3, '0')} v1.NavigatedTo path="/p${EVENT_LOG_LIMIT + 4}"`);
  });
});
