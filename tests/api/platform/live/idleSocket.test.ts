import { beforeAll, expect, it } from 'vitest';
import { ENDPOINTS } from '../../../../src/contract/endpoints';
import { CLOSE } from '../../../../src/contract/live';
import { withTestApp } from '../../support/build';
import { caller } from '../../support/calls';
import { openLive } from '../../support/liveClient';

// Short limits stand in for the real ones (10 s to authenticate, 45 s without a ping).
const t = withTestApp({ socketTimings: { authGraceMs: 5_000, idleMs: 1_000 } });
let url = '';
beforeAll(async () => {
  url = `${(await t.app.listen({ port: 0, host: '127.0.0.1' })).replace('http', 'ws')}${ENDPOINTS.liveSocket}`;
});

it('keeps a socket that pings, and closes one that stops pinging', async () => {
  const token = await caller(t).asUser('customer@demo.test'); // signed in first: a slow sign-in must not eat the idle limit
  const live = await openLive(url);
  live.send({ type: 'auth', token });
  expect(await live.next()).toEqual({ type: 'authed' });
  for (let i = 0; i < 4; i++) {
    await new Promise((r) => setTimeout(r, 300));
    live.send({ type: 'ping' });
    expect(await live.next()).toEqual({ type: 'pong' });
  }
  expect(t.app.liveHub.size).toBe(1);
  const closed = await live.closed();
  expect(closed.code).toBe(CLOSE.timeout);
  await new Promise((r) => setTimeout(r, 50));
  expect(t.app.liveHub.size).toBe(0); // the hub forgets it
});
