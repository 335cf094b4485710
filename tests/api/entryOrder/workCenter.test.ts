import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ListPage } from '../../../src/contract/admin';
import type { QueueRow } from '../../../src/contract/controlTower/calls';
import { CONTROL_TOWER_PATHS } from '../../../src/contract/controlTower/module';
import type { SupplementRow } from '../../../src/contract/entryOrder/calls';
import { ENTRY_ORDER_PAGES as G } from '../../../src/contract/entryOrder/module';
import { ENDPOINTS } from '../../../src/contract/endpoints';
import { openLive } from '../support/liveClient';
import { ADMIN, AGENT, CUSTOMER, entryApp, P, STAFF } from './entryApp';

/**
 * The work center's supplement queues (operations.md §12.3 "supplements filled", issue 48: overdue
 * ones surface in the control tower and the work center): filled ones to accept or return, overdue
 * ones unanswered; counted with the oldest, the next item opening on the supplements page; the staff's
 * only; and the `queue` frame when a supplement moves.
 */
const { t, post, get, ok, tokens } = entryApp(['controlTower']);
const FILLED = 'entryOrder.supplementsFilled';
const OVERDUE = 'entryOrder.supplementsOverdue';
const queues = (who: string) => ok<QueueRow[]>(get(who, CONTROL_TOWER_PATHS.workQueues));
const queueOf = async (who: string, id: string) => (await queues(who)).find((q) => q.Queue === id)!;
const next = (who: string, id: string) => ok<{ Path: string | null }>(get(who, `${CONTROL_TOWER_PATHS.workNext}?Queue=${encodeURIComponent(id)}`));
const oldest = async (where: string, since: string) =>
  (await t.db.query<{ id: number }>(`select id::int from order_supplements where ${where} order by ${since}, id limit 1`))[0]?.id;

describe('the supplement queues', () => {
  it('the demo has one of each: counted as the supplement list counts them, the oldest named, the next opening it', async () => {
    for (const who of [STAFF, ADMIN]) expect((await queues(who)).map((q) => q.Queue)).toEqual(expect.arrayContaining([FILLED, OVERDUE]));
    // 录单客服 works only the queues whose pages they hold
    expect((await queues(STAFF)).map((q) => q.Queue).sort()).toEqual([FILLED, OVERDUE]);
    const filled = await queueOf(STAFF, FILLED);
    expect(filled).toMatchObject({ Name: { zh: '补料待审核', en: 'Supplements filled' }, Path: G.supplements });
    expect(filled.Count).toBeGreaterThanOrEqual(1);
    expect(filled.Count).toBe((await ok<ListPage<SupplementRow>>(get(STAFF, `${P.orderSupplementList}?SUP_STATUS=2`))).Total);
    // oldest: when filled (the demo's, two hours ago)
    expect(Date.parse(filled.Oldest!)).toBeLessThan(Date.now() - 3_600_000);
    const overdue = await queueOf(STAFF, OVERDUE);
    expect(overdue.Count).toBeGreaterThanOrEqual(1);
    expect(overdue.Count).toBe((await ok<ListPage<SupplementRow>>(get(STAFF, `${P.orderSupplementList}?Overdue=true`))).Total);
    // oldest: the due time (the demo's, twenty hours ago)
    expect(Date.parse(overdue.Oldest!)).toBeLessThan(Date.now() - 19 * 3_600_000);
    expect(await next(STAFF, FILLED)).toEqual({ Path: `${G.supplements}?Id=${await oldest('sup_status = 2', 'filled_at')}` });
    expect(await next(STAFF, OVERDUE)).toEqual({ Path: `${G.supplements}?Id=${await oldest('sup_status in (1, 4) and sup_due_at < now()', 'sup_due_at')}` });
  });

  it('the oldest comes first', async () => {
    const [a, b] = await t.db.query<{ id: number; due: string }>(
      `select id::int, sup_due_at::text as due from order_supplements where sup_status = 1 order by id limit 2`,
    );
    await t.db.query(`update order_supplements set sup_due_at = now() - interval '400 days' where id = $1`, [a!.id]);
    await t.db.query(`update order_supplements set sup_due_at = now() - interval '300 days' where id = $1`, [b!.id]);
    const overdue = await queueOf(STAFF, OVERDUE);
    expect(Date.parse(overdue.Oldest!)).toBeLessThan(Date.now() - 399 * 86_400_000);
    expect(await next(STAFF, OVERDUE)).toEqual({ Path: `${G.supplements}?Id=${a!.id}` });
    for (const r of [a!, b!]) await t.db.query('update order_supplements set sup_due_at = $2 where id = $1', [r.id, r.due]);
  });

  it('a customer or an agent gets no queue', async () => {
    for (const who of [CUSTOMER, AGENT]) {
      expect((await get(who, CONTROL_TOWER_PATHS.workQueues)).statusCode).toBe(403);
      expect((await get(who, `${CONTROL_TOWER_PATHS.workNext}?Queue=${FILLED}`)).statusCode).toBe(403);
    }
  });
});

describe('the queue frame', () => {
  type Live = Awaited<ReturnType<typeof openLive>>;
  const live = {} as Record<string, Live>;
  beforeAll(async () => {
    const url = `${(await t.app.listen({ port: 0, host: '127.0.0.1' })).replace('http', 'ws')}${ENDPOINTS.liveSocket}`;
    for (const who of [STAFF, CUSTOMER]) {
      live[who] = await openLive(url);
      live[who].send({ type: 'auth', token: tokens[who] });
      expect(await live[who].next()).toEqual({ type: 'authed' });
    }
  });
  afterAll(() => {
    for (const l of Object.values(live)) l.close();
  });
  const queueFrames = async (who: string) => (await live[who]!.quiet(300)).filter((f) => f.type === 'controlTower.queue');

  it('a supplement accepted tells the staff both queues changed, never the customer; the queue empties', async () => {
    const before = await queueOf(STAFF, FILLED);
    const [s] = await t.db.query<{ id: number; version: number }>(
      `select id::int, version from order_supplements where sup_status = 2 order by filled_at, id limit 1`,
    );
    await queueFrames(STAFF);
    await ok(post(STAFF, P.orderSupplementDecide, { Id: s!.id, VERSION: s!.version, Accept: true }));
    expect(await queueFrames(STAFF)).toEqual([
      { type: 'controlTower.queue', Queue: FILLED },
      { type: 'controlTower.queue', Queue: OVERDUE },
    ]);
    expect(await queueFrames(CUSTOMER)).toEqual([]);
    expect((await queueOf(STAFF, FILLED)).Count).toBe(before.Count - 1);
    if (before.Count === 1) expect(await next(STAFF, FILLED)).toEqual({ Path: null });
  });
});
