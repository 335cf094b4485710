import { beforeAll, describe, expect, it } from 'vitest';
import { ENDPOINTS } from '../../../src/contract/endpoints';
import { withTestApp } from '../support/build';
import { kit, testBox } from './support';

/**
 * §8.3 Subscribe, List, Detail, Refresh, Stop and the §8.5 rules on bad input: each reference is
 * judged on its own (a bad container number, an unknown carrier, one already tracked are refused with
 * their reason; the good ones beside them are added); another company's subscription answers 404.
 */
const t = withTestApp({ modules: ['freightTrack'] });
const k = kit(t);
beforeAll(() => k.signIn());

describe('Subscribe', () => {
  it('adds the good references and refuses each bad one with its reason, in the request’s language', async () => {
    const good = testBox();
    const r = await k.subscribe(
      'customer',
      [
        { TRK_REF: good, TRK_CARRIER: 'COSU' },
        { TRK_REF: 'SIMU1234567' },
        { TRK_REF: 'ABC123' },
        { TRK_REF: testBox(), TRK_CARRIER: 'ZZZZ' },
        { TRK_REF: testBox() },
        { TRK_REF: ` ${good.toLowerCase()} `, TRK_CARRIER: 'COSU' },
      ],
      'en',
    );
    expect(r.statusCode).toBe(200);
    const data = r.json().Data;
    expect(data.Added).toHaveLength(1);
    expect(data.Refused.map((x: { Code: string }) => x.Code)).toEqual([
      'CONTAINER_CHECK_DIGIT',
      'CONTAINER_SHAPE',
      'CARRIER_UNKNOWN',
      'CARRIER_REQUIRED',
      'ALREADY_TRACKED',
    ]);
    expect(data.Refused[2].Message).toBe('Unknown carrier code');
    // trk.log: each reference one row of the search log, on the customer's side, the address only hashed
    const logged = await t.db.query<{ channel: string; type: string; query: string; found: boolean; hash: string }>(
      `select usl_channel as channel, usl_query_type as type, usl_query as query, usl_found as found, usl_ip_hash as hash
         from search_logs where usl_query = any($1::text[]) order by id`,
      [[good, 'SIMU1234567', 'ABC123']],
    );
    expect(logged.map(({ hash: _, ...l }) => l)).toEqual([
      { channel: 'WORKBENCH', type: 'CONTAINER', query: good, found: true },
      { channel: 'WORKBENCH', type: 'INVALID', query: 'SIMU1234567', found: false },
      { channel: 'WORKBENCH', type: 'INVALID', query: 'ABC123', found: false },
      { channel: 'WORKBENCH', type: 'CONTAINER', query: good, found: true },
    ]);
    expect(logged[0]!.hash).toMatch(/^[0-9a-f]{64}$/);
    const again = await k.subscribe('customer', [{ TRK_REF: good, TRK_CARRIER: 'COSU' }]);
    expect(again.json().Data).toMatchObject({ Added: [], Refused: [{ Ref: good, Code: 'ALREADY_TRACKED', Message: '已在跟踪中' }] });
  });

  it('guesses the carrier from the owner code and links a box to the customer’s own booking', async () => {
    const r = await k.subscribe('customer', [{ TRK_REF: 'CSQU3054399' }]);
    const [id] = r.json().Data.Added;
    const row = await t.db.query<{ carrier: string; cgo: string }>(
      'select trk_carrier as carrier, trk_cgo_id as cgo from tracking_subscriptions where id = $1',
      [id],
    );
    expect(row).toEqual([{ carrier: 'COSU', cgo: 'CGO-HZTX-2611-001' }]);
  });

  it('never links a customer to another company’s booking', async () => {
    const r = await k.subscribe('customer', [{ TRK_REF: 'MSCU5500129' }]);
    const [id] = r.json().Data.Added;
    const row = await t.db.query<{ cgo: string | null }>('select trk_cgo_id as cgo from tracking_subscriptions where id = $1', [id]);
    expect(row).toEqual([{ cgo: null }]);
  });
});

describe('List and Detail', () => {
  it('a customer lists its own only; staff every company’s', async () => {
    const mine = await k.get('customer', `${ENDPOINTS.freightTrackList}?PageSize=200`);
    const other = await k.get('other', `${ENDPOINTS.freightTrackList}?PageSize=200`);
    const staff = await k.get('staff', `${ENDPOINTS.freightTrackList}?PageSize=200`);
    const ids = (r: typeof mine) => r.json().Data.Items.map((x: { Id: number }) => x.Id) as number[];
    expect(ids(mine).length).toBeGreaterThan(0);
    expect(ids(mine).some((id) => ids(other).includes(id))).toBe(false);
    for (const id of [...ids(mine), ...ids(other)]) expect(ids(staff)).toContain(id);
  });

  it('another company’s subscription answers 404 to every call naming it', async () => {
    const [otherId] = (await k.get('other', `${ENDPOINTS.freightTrackList}?PageSize=1`)).json().Data.Items.map((x: { Id: number }) => x.Id);
    expect(otherId).toBeGreaterThan(0);
    expect((await k.get('customer', `${ENDPOINTS.freightTrackDetail}?Id=${otherId}`)).statusCode).toBe(404);
    expect((await k.post('customer', ENDPOINTS.freightTrackRefresh, { Id: otherId })).statusCode).toBe(404);
    expect((await k.post('customer', ENDPOINTS.freightTrackStop, { Id: otherId })).statusCode).toBe(404);
    expect(await k.status(otherId)).not.toBe(6);
  });

  it('filters by state, and by delay', async () => {
    const delayed = (await k.get('staff', `${ENDPOINTS.freightTrackList}?Delayed=Y&PageSize=200`)).json().Data.Items;
    expect(delayed.length).toBeGreaterThan(0);
    for (const r of delayed) expect(r.DelayHours).toBeGreaterThan(24);
    const failed = (await k.get('staff', `${ENDPOINTS.freightTrackList}?Status=4`)).json().Data.Items;
    for (const r of failed) expect(r.Status).toBe(4);
  });
});

describe('Refresh and Stop', () => {
  it('refresh queues a poll, once per 10 minutes (400 with a Code when too soon); stop ends it, once', async () => {
    const [id] = (await k.subscribe('customer', [{ TRK_REF: testBox(), TRK_CARRIER: 'COSU' }])).json().Data.Added;
    const first = await k.post('customer', ENDPOINTS.freightTrackRefresh, { Id: id });
    expect(first.json(), first.body).toMatchObject({ Status: true, Data: { Queued: true } });
    const soon = await k.post('customer', ENDPOINTS.freightTrackRefresh, { Id: id }, 'en');
    expect(soon.statusCode).toBe(400);
    expect(soon.json().Code).toBe('TOO_SOON');
    expect((await k.post('customer', ENDPOINTS.freightTrackStop, { Id: id })).statusCode).toBe(200);
    expect(await k.status(id)).toBe(6);
    const twice = await k.post('customer', ENDPOINTS.freightTrackStop, { Id: id });
    expect(twice.statusCode).toBe(400);
    expect(twice.json().Code).toBe('ALREADY_STOPPED');
    // a stopped reference may be tracked again
    expect(
      (
        await k.subscribe('customer', [
          { TRK_REF: (await t.db.query<{ r: string }>('select trk_ref as r from tracking_subscriptions where id = $1', [id]))[0]!.r, TRK_CARRIER: 'COSU' },
        ])
      ).json().Data.Added,
    ).toHaveLength(1);
  });
});
