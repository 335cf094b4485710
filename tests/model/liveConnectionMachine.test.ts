import { describe, expect, it } from 'vitest';
import { createActor, fromEventObservable, SimulatedClock, type SnapshotFrom } from 'xstate';
import { NEVER } from 'rxjs';
import { getShortestPaths } from '@xstate/graph';
import { liveConnectionMachine } from '../../src/machines/liveConnectionMachine';
import { PING_INTERVAL_MS, RECONNECT_DELAY_MS } from '../../src/contract/live';
import type { SocketEvent } from '../../src/streams/socket';

const PING_EVENT = 'xstate.after.PING.liveConnection.online.open.waiting';
const RECONNECT_EVENT = 'xstate.after.RECONNECT.liveConnection.closed';

const events = [
  { type: 'live.start', token: 't-1' },
  { type: 'live.start', token: 't-2' },
  { type: 'live.stop' },
  { type: 'socket.opened' },
  { type: 'socket.closed', code: 1006 },
  { type: 'socket.frame', frame: { type: 'pong' } },
  { type: 'socket.frame', frame: { type: 'send', Id: 1, Title: '通知' } },
  { type: PING_EVENT },
  { type: RECONNECT_EVENT },
] as never[];

type Snap = SnapshotFrom<typeof liveConnectionMachine>;
const key = (s: Snap) => JSON.stringify([s.value, s.context.token ?? null, Math.min(s.context.opens, 2)]);

/** The real machine with recorded effects, on a simulated clock; the socket is driven by the test. */
function start() {
  const effects: string[] = [];
  const clock = new SimulatedClock();
  const actor = createActor(
    liveConnectionMachine.provide({
      actors: { socket: fromEventObservable<SocketEvent, void>(() => NEVER) },
      actions: {
        sendAuth: (_, p) => effects.push(`auth:${p.token}`),
        sendPing: () => effects.push('ping'),
        refreshUnread: () => effects.push('refresh'),
        messageArrived: (_, p) => effects.push(`message:${p.frame.Id}`),
      },
    }),
    { clock },
  ).start();
  return { actor, clock, effects };
}

describe('live connection machine (model-based)', () => {
  const paths = getShortestPaths(liveConnectionMachine, { events, serializeState: (s) => key(s as Snap) as never });

  it('reaches every state', () => {
    const reached = new Set(paths.map((p) => JSON.stringify(p.state.value)));
    expect([...reached].sort()).toEqual(
      ['"closed"', '"stopped"', '{"online":"connecting"}', '{"online":{"open":"waiting"}}'].sort(),
    );
  });

  it('every path replays on the real machine to the same end (delays by the simulated clock)', () => {
    for (const path of paths) {
      const { actor, clock } = start();
      for (const step of path.steps) {
        const type = (step.event as { type: string }).type;
        if (type === PING_EVENT) clock.increment(PING_INTERVAL_MS);
        else if (type === RECONNECT_EVENT) clock.increment(RECONNECT_DELAY_MS);
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
});
