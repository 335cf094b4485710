import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ENDPOINTS } from '../../../src/contract/endpoints';
import type { ServerFrame } from '../../../src/contract/live';
import { runTerminalChannel } from '../../../server/modules/epacking/channel';
import { withTestApp } from '../support/build';
import { openLive } from '../support/liveClient';
import { packingList } from '../../support/containerDocs';
import { simulatorOn } from '../epacking/channelKit';
import { inHours } from '../containerEvents/support';
import { packingKit, type Who } from './packingApp';

/**
 * The `packing` live frame (server/modules/packing/live.ts): every change of a packing list is
 * announced, after its commit, to the platform's staff, the list's company and its assigned trucker
 * company — never to another customer or another provider; a trucker the list is taken from hears of
 * that change only. A gate-in (container events) and an acknowledged unpack (electronic packing)
 * announce the state they moved the list to.
 */
const t = withTestApp({ modules: ['packing', 'containerEvents', 'epacking'] });
const k = packingKit(t);
type Live = Awaited<ReturnType<typeof openLive>>;
const LISTENERS = ['operator', 'customer', 'customer2', 'trucker', 'provider'] as const;
type Listener = (typeof LISTENERS)[number];
const live = {} as Record<Listener, Live>;

beforeAll(async () => {
  await k.signIn();
  const url = `${(await t.app.listen({ port: 0, host: '127.0.0.1' })).replace('http', 'ws')}${ENDPOINTS.liveSocket}`;
  for (const who of LISTENERS) {
    live[who] = await openLive(url);
    live[who].send({ type: 'auth', token: k.tokens[who] });
    expect(await live[who].next()).toEqual({ type: 'authed' });
  }
});
afterAll(() => {
  for (const who of LISTENERS) live[who]?.close();
});

const frame = (Id: number, PKL_STATUS: number): ServerFrame => ({ type: 'packing', Id, PKL_STATUS });
/** What each listener heard since the last look: exactly `heard` for those named, nothing for the others. */
async function heard(expected: Partial<Record<Listener, ServerFrame[]>>) {
  // the work center's queue frames (server/live/queues.ts) go to the staff beside these: tests/api/controlTower/queueFrame.test.ts reads them
  const got = (await Promise.all(LISTENERS.map((who) => live[who].quiet(250)))).map((fs) => fs.filter((f) => f.type !== 'controlTower.queue'));
  expect(Object.fromEntries(LISTENERS.map((who, i) => [who, got[i]]))).toEqual(Object.fromEntries(LISTENERS.map((who) => [who, expected[who] ?? []])));
}
const ok = async (res: Promise<{ statusCode: number; body: string }>) => {
  const r = await res;
  expect(r.statusCode, r.body).toBe(200);
};

describe('the packing frame: who hears what', () => {
  let id = 0;
  let theirs = 0;

  it('an application is heard by the staff and its own company only', async () => {
    id = (await k.applied(await k.booking()))[0]!;
    await heard({ operator: [frame(id, 1)], customer: [frame(id, 1)] });
    // another customer's application: its own company hears it, 天祥 does not
    theirs = (await k.applied(await k.booking({ company: 'CUS-NBHY' }), 1, '40HQ', 'customer2'))[0]!;
    await heard({ operator: [frame(theirs, 1)], customer2: [frame(theirs, 1)] });
  });

  it('the desk opening it, then the trucker named: from then on the trucker company hears it too', async () => {
    await ok(k.decide('operator', [id], true));
    await heard({ operator: [frame(id, 2)], customer: [frame(id, 2)] });
    await ok(k.post('operator', ENDPOINTS.packingAssignTrucker, { Ids: [id], PKL_TRUCKER_ID: await k.companyId('PRV-SHCD') }));
    await heard({ operator: [frame(id, 2)], customer: [frame(id, 2)], trucker: [frame(id, 2)] });
    await ok(k.save('trucker', id, k.goodData()));
    await heard({ operator: [frame(id, 2)], customer: [frame(id, 2)], trucker: [frame(id, 2)] });
  });

  it('another trucker named: the former one hears that change, then nothing more; the new one hears it', async () => {
    await ok(k.post('operator', ENDPOINTS.packingAssignTrucker, { Ids: [id], PKL_TRUCKER_ID: await k.companyId('PRV-SHYD') }));
    await heard({ operator: [frame(id, 2)], customer: [frame(id, 2)], trucker: [frame(id, 2)], provider: [frame(id, 2)] });
    await ok(k.save('customer', id, { PKL_REMARKS: '改派车队后' }));
    await heard({ operator: [frame(id, 2)], customer: [frame(id, 2)], provider: [frame(id, 2)] });
  });

  it('a refused change is not announced', async () => {
    expect((await k.decide('operator', [id], true)).statusCode).toBe(400); // already open
    expect((await k.post('customer2', ENDPOINTS.packingSaveData, { Id: id, VERSION: 1, PKL_REMARKS: 'x' })).statusCode).toBe(404); // not 海越's
    await heard({});
  });

  it('a gate-in at the loading port closes it (7): announced by the container events', async () => {
    const { PKL_CNNO } = await k.record('operator', id);
    await ok(
      k.post('admin', ENDPOINTS.containerEventAdd, {
        EVT_TYPE: 'EQUIPMENT',
        EVT_CODE: 'GTIN',
        EVT_CLASSIFIER: 'ACT',
        EVT_AT: inHours(-1),
        EVT_EQUIPMENT_REF: PKL_CNNO,
        EVT_EMPTY: 'LADEN',
        EVT_LOCATION: 'CNSHA',
      }),
    );
    expect(await k.status(id)).toBe(7);
    await heard({ operator: [frame(id, 7)], customer: [frame(id, 7)], provider: [frame(id, 7)] });
  });

  it("an acknowledged unpack opens it again (2): announced by electronic packing's channel", async () => {
    const pkl = await packingList(t.db, { status: 5 });
    const ecp = (who: Who, Kind: 1 | 2) =>
      t.app.inject({
        method: 'POST',
        url: ENDPOINTS.epackingApply,
        payload: { PKL_ID: pkl.id, Kind, ...(Kind === 2 ? { Reason: 'SHUT_OUT' } : {}) },
        headers: { authorization: `Bearer ${k.tokens[who]}` },
      });
    const decide = (Id: number) =>
      t.app.inject({
        method: 'POST',
        url: ENDPOINTS.epackingDecide,
        payload: { Ids: [Id], Approve: true },
        headers: { authorization: `Bearer ${k.tokens.admin}`, 'idempotency-key': `pkl-live-${Id}-${Date.now()}` },
      });
    const rounds = async () => {
      const adapter = simulatorOn(t.db);
      for (let i = 1; i <= 2; i++) await runTerminalChannel(t.db, adapter, new Date(Date.now() + i * 2000), 60_000, t.app.liveHub);
    };
    const pack = await ecp('customerAdmin', 1);
    expect(pack.statusCode, pack.body).toBe(200);
    await ok(decide(pack.json().Data.Id));
    await rounds();
    // an acknowledged pack moves no packing list: nothing to announce
    await heard({});
    const unpack = await ecp('admin', 2);
    expect(unpack.statusCode, unpack.body).toBe(200);
    await ok(decide(unpack.json().Data.Id));
    await rounds();
    expect(await k.status(pkl.id)).toBe(2);
    await heard({ operator: [frame(pkl.id, 2)], customer: [frame(pkl.id, 2)] });
  });
});
