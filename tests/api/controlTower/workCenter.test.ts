import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ENDPOINTS } from '../../../src/contract/endpoints';
import type { QueueRow } from '../../../src/contract/controlTower/calls';
import { withTestApp } from '../support/build';
import { openLive } from '../support/liveClient';
import { box, towerKit, type Who } from './towerKit';

/**
 * The work center (operations.md §12.3): the queues each module declares, those the person may open,
 * with how many wait and since when; the next item (oldest first); and the `queue` frame the staff
 * hear when something a queue counts changed.
 */
const t = withTestApp({ modules: ['controlTower', 'si', 'packing', 'manifest', 'manifestSetup', 'epacking'] });
const k = towerKit(t);
beforeAll(() => k.signIn());

const queues = async (who: Who) => {
  const res = await k.call('GET', ENDPOINTS.workQueues, k.tokens[who]);
  expect(res.statusCode, res.body).toBe(200);
  return res.json().Data as QueueRow[];
};
const next = async (who: Who, queue: string) => k.call('GET', `${ENDPOINTS.workNext}?Queue=${encodeURIComponent(queue)}`, k.tokens[who]);

describe('queues and the next item', () => {
  it('each person sees the queues whose pages they hold, in words', async () => {
    const operator = (await queues('operator')).map((q) => q.Queue);
    expect(operator).toEqual(expect.arrayContaining(['packing.applications', 'packing.dataAudit']));
    expect(operator).not.toContain('si.review');
    expect((await queues('reviewer')).map((q) => q.Queue)).toEqual(['si.review']);
    expect((await queues('admin')).map((q) => q.Queue)).toEqual(
      expect.arrayContaining(['si.review', 'packing.applications', 'packing.dataAudit', 'epacking.applications', 'manifest.verify', 'manifest.failed']),
    );
    const [si] = await queues('reviewer');
    expect(si).toMatchObject({ Name: { zh: '提单补料审核', en: 'SI review' }, Path: '/tdManage/siCheck' });
    expect((await k.call('GET', ENDPOINTS.workQueues, k.tokens.customer)).statusCode).toBe(403);
  });

  it('counts what waits, names the oldest, and the next item is the oldest', async () => {
    const count = async () => (await queues('operator')).find((q) => q.Queue === 'packing.applications')!;
    const before = await count();
    const { cgo } = await k.booking({}, { count: 2 });
    const first = await k.packingList(cgo, box(), 1);
    const second = await k.packingList(cgo, box(), 1);
    await k.q(`update packing_lists set updated_at = now() - interval '400 days' where id = $1`, [first]);
    await k.q(`update packing_lists set updated_at = now() - interval '300 days' where id = $1`, [second]);
    const after = await count();
    expect(after.Count).toBe(before.Count + 2);
    expect(Date.parse(after.Oldest!)).toBeLessThan(Date.now() - 399 * 86_400_000);
    const res = await next('operator', 'packing.applications');
    expect(res.json().Data).toEqual({ Path: `/cargoManager/TrachManDataAudit?stage=applications&id=${first}` });
    await k.q('update packing_lists set pkl_status = 2 where id = $1', [first]);
    expect((await next('operator', 'packing.applications')).json().Data).toEqual({ Path: `/cargoManager/TrachManDataAudit?stage=applications&id=${second}` });
    // a queue the person may not open, or none: as if absent
    expect((await next('reviewer', 'packing.applications')).statusCode).toBe(404);
    expect((await next('operator', 'no.such')).statusCode).toBe(404);
  });

  it('an empty queue has no next item', async () => {
    await k.q(`update manifests set mft_status = 12 where mft_status = 1`);
    expect((await next('admin', 'manifest.verify')).json().Data).toEqual({ Path: null });
    expect((await queues('admin')).find((q) => q.Queue === 'manifest.verify')).toMatchObject({ Count: 0, Oldest: null });
  });
});

describe('the queue frame', () => {
  type Live = Awaited<ReturnType<typeof openLive>>;
  const live = {} as Record<'operator' | 'customer', Live>;
  beforeAll(async () => {
    const url = `${(await t.app.listen({ port: 0, host: '127.0.0.1' })).replace('http', 'ws')}${ENDPOINTS.liveSocket}`;
    for (const who of ['operator', 'customer'] as const) {
      live[who] = await openLive(url);
      live[who].send({ type: 'auth', token: k.tokens[who] });
      expect(await live[who].next()).toEqual({ type: 'authed' });
    }
  });
  afterAll(() => {
    for (const l of Object.values(live)) l.close();
  });
  const queueFrames = async (who: 'operator' | 'customer') => (await live[who].quiet(300)).filter((f) => f.type === 'controlTower.queue');

  it('a decided SI tells the staff the review queue changed; a customer hears no queue', async () => {
    const { cgo } = await k.booking({});
    const [si] = await k.q<{ id: number }>(
      `insert into si_records (company_id, cgo_id, status, record) select company_id, cgo_id, 1, '{}'::jsonb from bookings where cgo_id = $1 returning id::int`,
      [cgo],
    );
    await queueFrames('operator');
    const res = await k.call('GET', `${ENDPOINTS.siChangeStatus}?TDId=${si!.id}&Status=2`, k.tokens.reviewer);
    expect(res.statusCode, res.body).toBe(200);
    expect(await queueFrames('operator')).toEqual([{ type: 'controlTower.queue', Queue: 'si.review' }]);
    expect(await queueFrames('customer')).toEqual([]);
  });

  it('a packing-list application tells the staff both packing queues changed', async () => {
    const { cgo } = await k.booking({}, { count: 1 });
    await k.q(`update bookings set sailing_date = current_date + 10 where cgo_id = $1`, [cgo]);
    const applied = await k.call('POST', ENDPOINTS.packingApply, k.tokens.customer, { CGO_ID: cgo, Slots: [{ PKL_CNTR_TYPE: '40HQ', Count: 1 }] });
    expect(applied.statusCode, applied.body).toBe(200);
    expect(await queueFrames('operator')).toEqual([
      { type: 'controlTower.queue', Queue: 'packing.applications' },
      { type: 'controlTower.queue', Queue: 'packing.dataAudit' },
    ]);
    expect(await queueFrames('customer')).toEqual([]);
  });
});
