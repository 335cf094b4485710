import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import { ENDPOINTS } from '../../../../src/contract/endpoints';
import { CLOSE } from '../../../../src/contract/live';
import { MAX_SOCKETS_PER_SESSION, MAX_UNAUTHENTICATED_SOCKETS_PER_ADDRESS } from '../../../../server/live/socket';
import { build, withTestApp } from '../../support/build';
import { caller } from '../../support/calls';
import { openLive } from '../../support/liveClient';
import { hashToken } from '../../../../server/platform/auth/tokens';

/** Live sockets are bounded per session and, before they authenticate, per address. */
const t = withTestApp({ modules: [] });
let url = '';
const opened: Awaited<ReturnType<typeof openLive>>[] = [];
const open = async (localAddress?: string) => {
  const live = await openLive(url, {}, localAddress);
  opened.push(live);
  return live;
};
beforeAll(async () => {
  url = `${(await t.app.listen({ port: 0, host: '127.0.0.1' })).replace('http', 'ws')}${ENDPOINTS.liveSocket}`;
});
afterEach(async () => {
  for (const live of opened.splice(0)) live.close();
  await new Promise((r) => setTimeout(r, 100));
});

describe('live sockets per session', () => {
  it(`a session holds at most ${MAX_SOCKETS_PER_SESSION}; the next is closed with ${CLOSE.tooMany} and a reason; closing one frees a place`, async () => {
    expect(MAX_SOCKETS_PER_SESSION).toBeLessThanOrEqual(10);
    const token = await caller(t).asUser('customer@demo.test');
    const authed = async () => {
      const live = await open();
      live.send({ type: 'auth', token });
      return { live, frame: await live.next() };
    };
    const first = [];
    for (let i = 0; i < MAX_SOCKETS_PER_SESSION; i++) first.push(await authed());
    expect(first.map((a) => a.frame)).toEqual(Array(MAX_SOCKETS_PER_SESSION).fill({ type: 'authed' }));
    const extra = await authed();
    expect(extra.frame).toMatchObject({ type: 'error', message: expect.stringMatching(/live connections/) });
    const closed = await extra.live.closed();
    expect(closed.code).toBe(CLOSE.tooMany);
    expect(closed.reason).toMatch(/already has 5 live connections/);
    expect(t.app.liveHub.sessionSockets(await sessionIdOf(token))).toBe(MAX_SOCKETS_PER_SESSION);

    first[0]!.live.close();
    await first[0]!.live.closed();
    await new Promise((r) => setTimeout(r, 50));
    expect((await authed()).frame).toEqual({ type: 'authed' });
    // a re-auth on a socket already counted is not an extra one
    first[1]!.live.send({ type: 'auth', token });
    expect(await first[1]!.live.next()).toEqual({ type: 'authed' });
  });
});

describe('unauthenticated live sockets per address', () => {
  it(`an address may keep ${MAX_UNAUTHENTICATED_SOCKETS_PER_ADDRESS} open before they authenticate; the next is closed with ${CLOSE.tooMany}; other addresses and authenticated ones are not counted`, async () => {
    const waiting = [];
    for (let i = 0; i < MAX_UNAUTHENTICATED_SOCKETS_PER_ADDRESS; i++) waiting.push(await open());
    const extra = await open();
    const closed = await extra.closed();
    expect(closed.code).toBe(CLOSE.tooMany);
    expect(closed.reason).toMatch(/waiting to sign in/);
    expect(waiting.every((l) => l.ws.readyState === l.ws.OPEN)).toBe(true);

    const elsewhere = await open('127.0.0.2'); // another address is not affected
    expect(await elsewhere.quiet(200)).toEqual([]);
    expect(elsewhere.ws.readyState).toBe(elsewhere.ws.OPEN);

    // one of the waiting sockets authenticates: it no longer counts, so a place is free
    const token = await caller(t).asUser('customer2@demo.test');
    waiting[0]!.send({ type: 'auth', token });
    expect(await waiting[0]!.next()).toEqual({ type: 'authed' });
    const next = await open();
    expect(await next.quiet(200)).toEqual([]);
    expect(next.ws.readyState).toBe(next.ws.OPEN);
    // and a closed one frees its place too
    const another = await open();
    expect((await another.closed()).code).toBe(CLOSE.tooMany);
    waiting[1]!.close();
    await waiting[1]!.closed();
    await new Promise((r) => setTimeout(r, 50));
    const last = await open();
    expect(await last.quiet(200)).toEqual([]);
    expect(last.ws.readyState).toBe(last.ws.OPEN);
  });
});

describe('unauthenticated live sockets per IPv6 /64', () => {
  it(`two addresses of one /64 share the ${MAX_UNAUTHENTICATED_SOCKETS_PER_ADDRESS} places; another /64 has its own`, async () => {
    // behind a trusted proxy the client's address is the forwarded one, so the test can choose IPv6 ones
    const { app, db } = await build({ trustProxy: '127.0.0.1' });
    const sockets: Awaited<ReturnType<typeof openLive>>[] = [];
    try {
      const proxied = `${(await app.listen({ port: 0, host: '127.0.0.1' })).replace('http', 'ws')}${ENDPOINTS.liveSocket}`;
      const from = async (client: string) => {
        const live = await openLive(proxied, { 'x-forwarded-for': client });
        sockets.push(live);
        return live;
      };
      const half = MAX_UNAUTHENTICATED_SOCKETS_PER_ADDRESS / 2;
      for (let i = 0; i < half; i++) await from('2001:db8:70:1::a');
      for (let i = half; i < MAX_UNAUTHENTICATED_SOCKETS_PER_ADDRESS; i++) await from(`2001:db8:70:1:${i.toString(16)}::b`);
      const extra = await from('2001:db8:70:1:ffff:eeee:dddd:c');
      const closed = await extra.closed();
      expect(closed.code).toBe(CLOSE.tooMany);
      expect(closed.reason).toMatch(/waiting to sign in/);
      const elsewhere = await from('2001:db8:70:2::a');
      expect(await elsewhere.quiet(200)).toEqual([]);
      expect(elsewhere.ws.readyState).toBe(elsewhere.ws.OPEN);
    } finally {
      for (const live of sockets) live.close();
      await app.close();
      await db.close();
    }
  }, 60_000);
});

async function sessionIdOf(token: string): Promise<string> {
  const rows = await t.db.query<{ id: string }>('select id::text as id from sessions where token_hash = $1', [hashToken(token)]);
  return rows[0]?.id ?? '';
}
