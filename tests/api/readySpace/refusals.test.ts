import { beforeAll, describe, expect, it } from 'vitest';
import { ENDPOINTS } from '../../../src/contract/endpoints';
import { addDays } from '../../../src/domain/refdata/sailings';
import { todayInShanghai } from '../../../src/domain/refdata/exchangeRates';
import { withTestApp } from '../support/build';
import { kit, spaceWire } from './support';

/**
 * What a listing may not be (issue 32, ready space): a currency that is no ISO 4217 money, a price of
 * 0, a vessel the reference data does not know, a sailing that is not the one named — each a 400 with
 * its Code that stores nothing; and only the provider submits its own draft.
 */
const t = withTestApp({ modules: ['readySpace'] });
const k = kit(t);
beforeAll(() => k.signIn());

const save = (over: Parameters<typeof spaceWire>[0]) => k.post('provider', ENDPOINTS.readySpaceSaveDraft, { Space: spaceWire(over) });
const count = async () => (await t.db.query<{ n: number }>('select count(*)::int as n from ready_spaces'))[0]!.n;

describe('a listing’s currency is real money (ISO 4217)', () => {
  it.each(['ABC', 'XXX', 'XTS', 'XAU'])('%s is refused with UNKNOWN_CURRENCY and nothing is saved', async (currency) => {
    const before = await count();
    const res = await save({ Currency: currency });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({ Code: 'UNKNOWN_CURRENCY' });
    expect(res.json().Errors[0].Path).toBe('/Space/Currency');
    expect(await count()).toBe(before);
  });
  it('XXX stays refused even once someone has added it to the currencies', async () => {
    await t.db.query(`insert into currencies (code, digits, name_zh, name_en) values ('XXX', 0, '无币种', 'No currency') on conflict do nothing`);
    expect((await save({ Currency: 'XXX' })).json().Code).toBe('UNKNOWN_CURRENCY');
    await t.db.query(`delete from currencies where code = 'XXX'`);
  });
  it('a surcharge’s currency too', async () => {
    const res = await save({ Surcharges: [{ Code: 'THC', Amount: '100', Currency: 'XXX', Per: 'CONTAINER' }] });
    expect(res.statusCode).toBe(400);
    expect(res.json().Code).toBe('UNKNOWN_CURRENCY');
  });
  it('USD, cny (typed in lower case) and JPY are taken', async () => {
    for (const currency of ['USD', 'cny', 'JPY'])
      expect((await save({ Currency: currency, Lines: [{ ContainerClass: '40HQ', TotalQty: 1, Price: '1850' }] })).statusCode).toBe(200);
  });
});

describe('a price of 0 is a refusal, not a crash', () => {
  it('a class priced 0 answers 400 PRICE_REQUIRED naming the line (and an upload row with it too)', async () => {
    const before = await count();
    const res = await save({ Lines: [{ ContainerClass: '40HQ', TotalQty: 3, Price: '0' }] });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({ Code: 'PRICE_REQUIRED', Errors: [{ Path: '/Space/Lines/0/Price' }] });
    expect(await count()).toBe(before);
  });
  it('a floor price of 0.00 answers 400 too', async () => {
    const res = await save({ Lines: [{ ContainerClass: '40HQ', TotalQty: 3, Price: '1850', FloorPrice: '0.00' }] });
    expect(res.statusCode).toBe(400);
    expect(res.json().Code).toBe('PRICE_REQUIRED');
  });
});

describe('the vessel is one the reference data knows', () => {
  it('an unknown vessel answers 400 UNKNOWN_VESSEL; a known one in any case is taken', async () => {
    const res = await save({ VesselName: 'NO SUCH SHIP 123' });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({ Code: 'UNKNOWN_VESSEL', Errors: [{ Path: '/Space/VesselName' }] });
    expect((await save({ VesselName: 'cosco shipping universe' })).statusCode).toBe(200);
    // a draft without a vessel yet is still a draft (the submit check asks for it)
    expect((await save({ VesselName: '' })).statusCode).toBe(200);
  });
  it('a picked sailing must be the vessel and voyage named (SAILING_MISMATCH), and the sailings offered are real calls', async () => {
    const from = todayInShanghai();
    const lane = `${ENDPOINTS.readySpaceSailings}?PolCode=CNSHA&PodCode=NLRTM&From=${from}&To=${addDays(from, 60)}`;
    const offered = await k.get('provider', lane);
    expect(offered.statusCode).toBe(200);
    // the list is the sellers' publish form's: a buyer holds no publish page, a visitor no session
    expect((await k.get('buyer', lane)).statusCode).toBe(403);
    expect((await t.app.inject({ method: 'GET', url: lane })).statusCode).toBe(401);
    const sailings = offered.json().Data as { CallId: number; Vessel: string; Voyage: string; CarrierCode: string; CutOffs: unknown[] }[];
    expect(sailings.length).toBeGreaterThan(0);
    const s = sailings[0]!;
    const ok = await save({ VesselCallId: s.CallId, CarrierCode: s.CarrierCode, VesselName: s.Vessel, Voyage: s.Voyage });
    expect(ok.statusCode).toBe(200);
    const wrong = await save({ VesselCallId: s.CallId, CarrierCode: s.CarrierCode, VesselName: s.Vessel, Voyage: `${s.Voyage}X` });
    expect(wrong.statusCode).toBe(400);
    expect(wrong.json().Code).toBe('SAILING_MISMATCH');
  });
});

describe('only the provider submits its own draft', () => {
  it('the platform’s staff cannot submit a provider’s draft (404, it stays a draft); the provider can', async () => {
    const id = (await save({})).json().Data.Id as number;
    const byPlatform = await k.post('admin', ENDPOINTS.readySpaceSubmit, { Id: id });
    expect(byPlatform.statusCode).toBe(404);
    expect((await k.space('provider', id)).Status).toBe('DRAFT');
    // a customer holds no publish button at all
    expect((await k.post('buyer', ENDPOINTS.readySpaceSubmit, { Id: id })).statusCode).toBe(403);
    expect((await k.post('provider', ENDPOINTS.readySpaceSubmit, { Id: id })).json().Data.Status).toBe('SUBMITTED');
  });
  it('the detail tells the reader whether the listing is its own company’s', async () => {
    const id = (await save({})).json().Data.Id as number;
    expect((await k.space('provider', id)).Owns).toBe(true);
    expect((await k.space('admin', id)).Owns).toBe(false);
  });
});

describe('an expired hold is never answered as placed', () => {
  it('the replay of a Place whose hold has run out answers EXPIRED, not PLACED', async () => {
    const id = await k.onSale();
    const key = { 'idempotency-key': 'place-then-expire-1' };
    const first = await k.place('buyer', id, [['40HQ', 1]], key);
    expect(first.json().Data.Status).toBe('PLACED');
    await t.db.query(`update ready_space_orders set hold_expires_at = now() - interval '1 minute' where id = $1`, [first.json().Data.OrderId]);
    const again = await k.place('buyer', id, [['40HQ', 1]], key);
    expect(again.statusCode).toBe(200);
    expect(again.json().Data).toMatchObject({ OrderId: first.json().Data.OrderId, Replayed: true, Status: 'EXPIRED' });
    expect((await k.order('buyer', first.json().Data.OrderId)).Status).toBe('EXPIRED');
  });
});
