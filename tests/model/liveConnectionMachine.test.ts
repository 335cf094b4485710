import { describe, expect, it } from 'vitest';
import { createActor, fromEventObservable, SimulatedClock, type SnapshotFrom } from 'xstate';
import { NEVER } from 'rxjs';
import { getShortestPaths } from '@xstate/graph';
import { liveConnectionMachine, tooManyRetryMs } from '../../src/machines/liveConnectionMachine';
import { CLOSE, PING_INTERVAL_MS, RECONNECT_DELAY_MS, TOO_MANY_RETRY_MS } from '../../src/contract/live';
import type { SocketEvent } from '../../src/streams/socket';

const PING_EVENT = 'xstate.after.PING.liveConnection.online.open.waiting';
const RECONNECT_EVENT = 'xstate.after.RECONNECT.liveConnection.closed';
const TOO_MANY_EVENT = 'xstate.after.TOO_MANY.liveConnection.throttled';

const events = [
  { type: 'live.start', token: 't-1' },
  { type: 'live.start', token: 't-2' },
  { type: 'live.stop' },
  { type: 'socket.opened' },
  { type: 'socket.closed', code: 1006 },
  { type: 'socket.closed', code: CLOSE.sessionEnded },
  { type: 'socket.closed', code: CLOSE.replaced },
  { type: 'socket.closed', code: CLOSE.renewed },
  { type: 'socket.closed', code: CLOSE.tooMany },
  { type: 'socket.frame', frame: { type: 'authed' } },
  { type: 'socket.frame', frame: { type: 'pong' } },
  { type: 'socket.frame', frame: { type: 'send', Id: 1, Title: '通知' } },
  { type: PING_EVENT },
  { type: RECONNECT_EVENT },
  { type: TOO_MANY_EVENT },
] as never[];

type Snap = SnapshotFrom<typeof liveConnectionMachine>;
const key = (s: Snap) => JSON.stringify([s.value, s.context.token ?? null, Math.min(s.context.opens, 2), Math.min(s.context.tooMany, 2)]);

/** The real machine with recorded effects, on a simulated clock; the socket is driven by the test. */
function start() {
  const effects: string[] = [];
  const clock = new SimulatedClock();
  let connects = 0; // sockets opened (each invocation of the socket actor is one connection attempt)
  const actor = createActor(
    liveConnectionMachine.provide({
      actors: {
        socket: fromEventObservable<SocketEvent, void>(() => {
          connects += 1;
          return NEVER;
        }),
      },
      actions: {
        sendAuth: (_, p) => effects.push(`auth:${p.token}`),
        sendPing: () => effects.push('ping'),
        refreshUnread: () => effects.push('refresh'),
        messageArrived: (_, p) => effects.push(`message:${p.frame.Id}`),
        checkSession: () => effects.push('checkSession'),
      },
    }),
    { clock },
  ).start();
  return { actor, clock, effects, connects: () => connects };
}

describe('live connection machine (model-based)', () => {
  const paths = getShortestPaths(liveConnectionMachine, { events, serializeState: (s) => key(s as Snap) as never });

  it('reaches every state', () => {
    const reached = new Set(paths.map((p) => JSON.stringify(p.state.value)));
    expect([...reached].sort()).toEqual(['"closed"', '"ended"', '"stopped"', '"throttled"', '{"online":"connecting"}', '{"online":{"open":"waiting"}}'].sort());
  });

  it('every path replays on the real machine to the same end (delays by the simulated clock)', () => {
    for (const path of paths) {
      const { actor, clock } = start();
      for (const step of path.steps) {
        const type = (step.event as { type: string }).type;
        if (type === PING_EVENT) clock.increment(PING_INTERVAL_MS);
        else if (type === RECONNECT_EVENT) clock.increment(RECONNECT_DELAY_MS);
        else if (type === TOO_MANY_EVENT) clock.increment(tooManyRetryMs(actor.getSnapshot().context.tooMany));
        else if (type !== 'xstate.init') actor.send(step.event as never);
      }
      expect(key(actor.getSnapshot()), path.steps.map((s) => (s.event as { type: string }).type).join(' → ')).toBe(key(path.state as Snap));
    }
  });

  it('pings every 5 s while open, not before, and ignores pong', () => {
    const { actor, clock, effects } = start();
    actor.send({ type: 'live.start', token: 'tok' });
    clock.increment(20_000);
    expect(effects).toEqual([]); // not open yet: nothing sent
    actor.send({ type: 'socket.opened' });
    expect(effects).toEqual(['auth:tok', 'refresh']);
    clock.increment(PING_INTERVAL_MS - 1);
    expect(effects.filter((e) => e === 'ping')).toHaveLength(0);
    clock.increment(1);
    for (let i = 0; i < 3; i++) clock.increment(PING_INTERVAL_MS); // the clock jumps; each step is one interval
    expect(effects.filter((e) => e === 'ping')).toHaveLength(4);
    actor.send({ type: 'socket.frame', frame: { type: 'pong' } });
    actor.send({ type: 'socket.frame', frame: { type: 'message', Id: 7, Title: 'x' } });
    expect(effects.at(-1)).toBe('message:7');
  });

  it('reconnects 5 s after a close, sends auth again and refreshes the unread count; logout stops it', () => {
    const { actor, clock, effects } = start();
    actor.send({ type: 'live.start', token: 'tok' });
    actor.send({ type: 'socket.opened' });
    actor.send({ type: 'socket.closed', code: 1006 });
    expect(actor.getSnapshot().value).toBe('closed');
    clock.increment(RECONNECT_DELAY_MS - 1);
    expect(actor.getSnapshot().value).toBe('closed');
    clock.increment(1);
    expect(actor.getSnapshot().value).toEqual({ online: 'connecting' });
    actor.send({ type: 'socket.opened' });
    expect(effects.filter((e) => e === 'auth:tok')).toHaveLength(2);
    expect(effects.filter((e) => e === 'refresh')).toHaveLength(2);
    expect(actor.getSnapshot().context.opens).toBe(2);
    actor.send({ type: 'live.stop' });
    clock.increment(60_000);
    expect(actor.getSnapshot().value).toBe('stopped');
    expect(effects.filter((e) => e === 'ping')).toHaveLength(0);
  });

  it('a new company account re-authenticates the open socket', () => {
    const { actor, effects } = start();
    actor.send({ type: 'live.start', token: 'a' });
    actor.send({ type: 'socket.opened' });
    actor.send({ type: 'live.start', token: 'b' });
    expect(effects).toEqual(['auth:a', 'refresh', 'auth:b']);
  });

  for (const [why, code] of [
    ['session ended (signed out, password changed, disabled)', CLOSE.sessionEnded],
    ['replaced by a newer sign-in', CLOSE.replaced],
    ['auth frame refused', CLOSE.unauthorized],
  ] as const) {
    it(`a close for "${why}" (${code}) does not reconnect with the dead token; it asks the session once`, () => {
      const { actor, clock, effects } = start();
      actor.send({ type: 'live.start', token: 'dead' });
      actor.send({ type: 'socket.opened' });
      actor.send({ type: 'socket.closed', code });
      expect(actor.getSnapshot().value).toBe('ended');
      expect(actor.getSnapshot().context.authed).toBe(false);
      clock.increment(10 * RECONNECT_DELAY_MS);
      expect(actor.getSnapshot().value).toBe('ended'); // no spinning
      expect(effects.filter((e) => e === 'checkSession')).toHaveLength(1);
      expect(effects.filter((e) => e.startsWith('auth:'))).toHaveLength(1);
      actor.send({ type: 'live.stop' }); // the session's 401/409 signed out
      expect(actor.getSnapshot().value).toBe('stopped');
    });
  }

  it('after a session-ended close, a new token connects at once; the same token (alive after all) waits the 5 s', () => {
    const { actor, clock, effects } = start();
    actor.send({ type: 'live.start', token: 'old' });
    actor.send({ type: 'socket.opened' });
    actor.send({ type: 'socket.closed', code: CLOSE.sessionEnded });
    actor.send({ type: 'live.start', token: 'new' });
    expect(actor.getSnapshot().value).toEqual({ online: 'connecting' });
    actor.send({ type: 'socket.opened' });
    expect(effects.at(-2)).toBe('auth:new');

    actor.send({ type: 'socket.closed', code: CLOSE.unauthorized });
    actor.send({ type: 'live.start', token: 'new' }); // the session answered fine with the same token
    expect(actor.getSnapshot().value).toBe('closed');
    clock.increment(RECONNECT_DELAY_MS);
    expect(actor.getSnapshot().value).toEqual({ online: 'connecting' });
  });

  it('a renewed session (4002: another company account chosen) is an ordinary close: it reconnects in the 5 s rhythm with the new token', () => {
    const { actor, clock, effects } = start();
    actor.send({ type: 'live.start', token: 'a' });
    actor.send({ type: 'socket.opened' });
    actor.send({ type: 'socket.closed', code: CLOSE.renewed });
    expect(actor.getSnapshot().value).toBe('closed');
    actor.send({ type: 'live.start', token: 'b' });
    clock.increment(RECONNECT_DELAY_MS - 1);
    expect(actor.getSnapshot().value).toBe('closed');
    clock.increment(1);
    actor.send({ type: 'socket.opened' });
    expect(effects).toEqual(['auth:a', 'refresh', 'auth:b', 'refresh']);
    expect(effects).not.toContain('checkSession');
  });

  describe(`a close for too many sockets (${CLOSE.tooMany})`, () => {
    /** The live socket opens, and the server closes it as one too many. */
    const refused = (actor: ReturnType<typeof start>['actor']) => {
      actor.send({ type: 'socket.opened' });
      actor.send({ type: 'socket.closed', code: CLOSE.tooMany, reason: 'This session already has 5 live connections open' });
    };

    it('waits 30 s, not 5, then doubles with each such close in a row, at most 5 minutes', () => {
      const { actor, clock, connects } = start();
      actor.send({ type: 'live.start', token: 'tok' });
      expect(connects()).toBe(1);
      const waits = [30_000, 60_000, 120_000, 240_000, 300_000, 300_000];
      expect(waits.map((_, i) => tooManyRetryMs(i + 1))).toEqual(waits);
      expect(TOO_MANY_RETRY_MS).toEqual({ first: 30_000, max: 300_000 });
      for (const [i, wait] of waits.entries()) {
        refused(actor);
        expect(actor.getSnapshot().value).toBe('throttled');
        expect(actor.getSnapshot().context.tooMany).toBe(i + 1);
        clock.increment(RECONNECT_DELAY_MS);
        expect(actor.getSnapshot().value, 'no retry in the 5 s rhythm').toBe('throttled');
        clock.increment(wait - RECONNECT_DELAY_MS - 1);
        expect(connects()).toBe(i + 1);
        clock.increment(1);
        expect(actor.getSnapshot().value).toEqual({ online: 'connecting' });
        expect(connects()).toBe(i + 2);
      }
    });

    it('does not hammer: refused every time, 10 minutes hold 5 attempts (the 5 s rhythm would make 120)', () => {
      const { actor, clock, connects } = start();
      actor.send({ type: 'live.start', token: 'tok' });
      for (let s = 0; s < 600; s++) {
        if (actor.getSnapshot().matches({ online: 'connecting' })) refused(actor);
        clock.increment(1000);
      }
      expect(connects()).toBe(5); // at 0, 30 s, 90 s, 210 s, 450 s
    });

    it('an accepted socket resets the back-off; other closes keep the 5 s rhythm', () => {
      const { actor, clock, effects } = start();
      actor.send({ type: 'live.start', token: 'tok' });
      refused(actor);
      clock.increment(tooManyRetryMs(1));
      refused(actor);
      expect(actor.getSnapshot().context.tooMany).toBe(2);
      clock.increment(tooManyRetryMs(2));
      actor.send({ type: 'socket.opened' });
      // a network drop before the auth frame was answered: an ordinary close, 5 s, the count kept
      actor.send({ type: 'socket.closed', code: 1006 });
      expect(actor.getSnapshot().value).toBe('closed');
      expect(actor.getSnapshot().context.tooMany).toBe(2);
      clock.increment(RECONNECT_DELAY_MS);
      actor.send({ type: 'socket.opened' });
      actor.send({ type: 'socket.frame', frame: { type: 'authed' } });
      expect(actor.getSnapshot().context).toMatchObject({ authed: true, tooMany: 0 });
      refused(actor); // a later refusal starts again from 30 s
      clock.increment(tooManyRetryMs(1));
      expect(actor.getSnapshot().value).toEqual({ online: 'connecting' });
      expect(effects).not.toContain('checkSession'); // the session is fine: nothing to ask
    });

    it('while waiting, a new token is kept for the next attempt (no attempt at once) and logout stops it', () => {
      const { actor, clock, effects, connects } = start();
      actor.send({ type: 'live.start', token: 'a' });
      refused(actor);
      actor.send({ type: 'live.start', token: 'b' });
      expect(actor.getSnapshot().value).toBe('throttled');
      clock.increment(tooManyRetryMs(1));
      actor.send({ type: 'socket.opened' });
      expect(effects.at(-2)).toBe('auth:b');
      refused(actor);
      actor.send({ type: 'live.stop' });
      expect(actor.getSnapshot().value).toBe('stopped');
      expect(actor.getSnapshot().context.tooMany).toBe(0);
      clock.increment(TOO_MANY_RETRY_MS.max * 2);
      expect(connects()).toBe(2);
    });
  });
});
