import { EventEmitter } from 'node:events';
import { describe, expect, it } from 'vitest';
import type { Db } from '../../../server/db/types';
import { LiveHub, type Forget } from '../../../server/live/hub';
import type { Actor } from '../../../server/platform/access/grants';
import { AuthCache, MAX_AGE_MS } from '../../../server/platform/auth/authCache';
import type { SessionRow } from '../../../server/platform/auth/sessionRepository';

/** The auth cache's own rules (server/platform/auth/authCache.ts), on a clock the test moves. */
const row = (id: number, employeeId: number | null = null, more: Partial<SessionRow> = {}): SessionRow => ({
  id: String(id),
  user_id: null,
  employee_id: employeeId === null ? null : String(employeeId),
  mode: 'employee',
  expires_at: new Date(Date.now() + 3_600_000),
  last_seen_at: new Date(),
  revoked_at: null,
  replaced_at: null,
  ...more,
});
const actor = (id: number, companyId = 1, status = 'active'): Actor => ({
  id: String(id),
  name: `e${id}`,
  companyId: String(companyId),
  companyKind: 'customer',
  isAdmin: false,
  status,
});

function clocked(options: ConstructorParameters<typeof AuthCache>[0] = {}) {
  let now = 1_000_000;
  const cache = new AuthCache(options, () => now);
  return {
    cache,
    tick: (ms: number) => {
      now += ms;
    },
  };
}

describe('AuthCache', () => {
  it(`keeps an entry for ${MAX_AGE_MS} ms from when its read began, then reads again`, () => {
    const { cache, tick } = clocked();
    const mark = cache.mark();
    tick(1_000); // the read took a second: its age counts from before it
    cache.keepSession('h1', row(1), mark);
    cache.keepEmployee(actor(7), mark);
    tick(MAX_AGE_MS - 1_001);
    expect(cache.session('h1')).toBeDefined();
    expect(cache.employee(7)).toBeDefined();
    tick(1);
    expect(cache.session('h1')).toBeUndefined();
    expect(cache.employee(7)).toBeUndefined();
  });

  it('keeps nothing read before a forget (the read may have missed the change)', () => {
    const { cache } = clocked();
    const mark = cache.mark();
    cache.forget({ sessionIds: ['99'] });
    cache.keepSession('h1', row(1), mark);
    expect(cache.keepEmployee(actor(7), mark)).toBeUndefined();
    expect(cache.size).toEqual({ sessions: 0, employees: 0 });
  });

  it('keeps only live sessions and active employees', () => {
    const { cache } = clocked();
    cache.keepSession('revoked', row(1, null, { revoked_at: new Date() }), cache.mark());
    cache.keepSession('replaced', row(2, null, { replaced_at: new Date() }), cache.mark());
    expect(cache.keepEmployee(actor(7, 1, 'disabled'), cache.mark())).toBeUndefined();
    expect(cache.size).toEqual({ sessions: 0, employees: 0 });
  });

  it('is bounded: the least recently used entries go first', () => {
    const { cache } = clocked({ maxSessions: 3, maxEmployees: 2 });
    for (const i of [1, 2, 3]) cache.keepSession(`h${i}`, row(i), cache.mark());
    cache.session('h1'); // used: now the most recent
    cache.keepSession('h4', row(4), cache.mark());
    expect(cache.size.sessions).toBe(3);
    expect(cache.session('h2')).toBeUndefined();
    expect(cache.session('h1')).toBeDefined();
    for (const i of [1, 2, 3]) cache.keepEmployee(actor(i), cache.mark());
    expect(cache.size.employees).toBe(2);
    expect(cache.employee(1)).toBeUndefined();
  });

  it('forgets sessions by id, an employee with its sessions, and everything for a company or `all`', () => {
    const { cache } = clocked();
    const fill = () => {
      cache.keepSession('a', row(1, 7), cache.mark());
      cache.keepSession('b', row(2, 8), cache.mark());
      cache.keepSession('c', row(3), cache.mark());
      cache.keepEmployee(actor(7), cache.mark());
      cache.keepEmployee(actor(8), cache.mark());
    };
    fill();
    cache.forget({ sessionIds: ['3'] });
    expect([cache.session('a'), cache.session('b'), cache.session('c')].map(Boolean)).toEqual([true, true, false]);
    cache.forget({ employeeIds: ['7'] });
    expect([cache.session('a'), cache.session('b')].map(Boolean)).toEqual([false, true]);
    expect([cache.employee(7), cache.employee(8)].map(Boolean)).toEqual([false, true]);
    cache.forget({ companyIds: ['5'] });
    expect(cache.size).toEqual({ sessions: 0, employees: 0 });
    fill();
    cache.forget({ all: true });
    expect(cache.size).toEqual({ sessions: 0, employees: 0 });
  });

  it('the idle limit reads the kept last_seen_at, which a touch moves on', () => {
    const { cache } = clocked();
    const seen = new Date(Date.now() - 60_000);
    cache.keepSession('h', row(1, null, { last_seen_at: seen }), cache.mark());
    const now = new Date();
    cache.touched('h', now);
    expect(cache.session('h')!.last_seen_at).toEqual(now);
    cache.touched('h', seen); // never backwards
    expect(cache.session('h')!.last_seen_at).toEqual(now);
  });

  it('reads an entry’s menu tree once; a failed read is not kept', async () => {
    const { cache } = clocked();
    const entry = cache.keepEmployee(actor(7), cache.mark())!;
    let reads = 0;
    await expect(
      cache.treeOf(entry, async () => {
        reads++;
        throw new Error('database away');
      }),
    ).rejects.toThrow('database away');
    await new Promise((r) => setImmediate(r));
    expect(
      await cache.treeOf(entry, async () => {
        reads++;
        return [];
      }),
    ).toEqual([]);
    expect(
      await cache.treeOf(entry, async () => {
        reads++;
        return [];
      }),
    ).toEqual([]);
    expect(reads).toBe(2);
  });
});

/** A channel between hubs in one process, recording what was published. */
function channel() {
  const bus = new EventEmitter();
  const sent: string[] = [];
  const db = {
    async publish(ch: string, payload: string) {
      sent.push(payload);
      bus.emit(ch, payload);
    },
    async subscribe(ch: string, fn: (payload: string) => void) {
      bus.on(ch, fn);
      return async () => void bus.off(ch, fn);
    },
  } as unknown as Db;
  return { db, sent, raw: (payload: string) => bus.emit('freight_live', payload) };
}

describe('LiveHub: what a change made untrue reaches every process', () => {
  async function twoHubs() {
    const ch = channel();
    const heard = { a: [] as Forget[], b: [] as Forget[] };
    const a = new LiveHub(ch.db);
    const b = new LiveHub(ch.db);
    a.onForget((f) => heard.a.push(f));
    b.onForget((f) => heard.b.push(f));
    await a.start();
    await b.start();
    return { ...ch, a, b, heard };
  }

  it('forget acts here at once, reaches the other hub, and is not acted on twice by its sender', async () => {
    const { a, heard } = await twoHubs();
    await a.forget({ employeeIds: ['7'] });
    expect(heard.a).toEqual([{ employeeIds: ['7'] }]);
    expect(heard.b).toEqual([{ sessionIds: [], employeeIds: ['7'], companyIds: [] }]);
  });

  it('an ending forgets its sessions too, here and there', async () => {
    const { a, heard } = await twoHubs();
    await a.end({ sessionIds: ['1', '2'] }, 'ended');
    expect(heard.a).toEqual([{ sessionIds: ['1', '2'] }]);
    expect(heard.b).toEqual([{ sessionIds: ['1', '2'], employeeIds: [], companyIds: [] }]);
  });

  it('long id lists go in notifications under PostgreSQL’s 8000-byte payload limit', async () => {
    const { a, sent, heard } = await twoHubs();
    const ids = Array.from({ length: 2_000 }, (_, i) => String(10_000_000_000 + i));
    await a.forget({ sessionIds: ids });
    expect(sent.length).toBeGreaterThan(1);
    for (const payload of sent) expect(Buffer.byteLength(payload)).toBeLessThan(8_000);
    expect(heard.b.flatMap((f) => f.sessionIds ?? [])).toEqual(ids);
  });

  it('a forget of the wrong shape forgets everything; unreadable text is ignored; neither takes the hub down', async () => {
    const { raw, heard } = await twoHubs();
    raw('not json');
    raw(JSON.stringify({ forget: { sessionIds: 'all of them' } }));
    raw(JSON.stringify({ forget: null }));
    raw(JSON.stringify({ end: { employeeIds: [{}] }, why: 'ended' }));
    expect(heard.b).toEqual([{ all: true }, { all: true }, { all: true }]);
  });
});
