import { beforeAll, describe, expect, it } from 'vitest';
import { ENDPOINTS } from '../../../src/contract/endpoints';
import type { RateSearchAnswer } from '../../../src/contract/rates/searchCalls';
import type { MarketOffer, MySubscription, OfferWire, OtherSubscription, RatePool, SharedRateWire } from '../../../src/contract/rates/sharedCalls';
import { addDays } from '../../../src/domain/refdata/sailings';
import { todayInShanghai } from '../../../src/domain/refdata/exchangeRates';
import { parseGrids } from '../../../server/http/sheetParse';
import { withTestApp } from '../support/build';
import { caller } from '../support/calls';
import { offerBody } from './offerBody';
import { rateBody } from './rateBody';
import { ok, refusedWith } from './salesDesk';

/**
 * Shared rates and the rate pool (commercial.md §3, R3.1–R3.5, issue 16): 上海远达 (a provider)
 * offers its own rates; the platform subscribes, 远达 approves, and the platform's searches price
 * them at 远达's cost + the offer's mark-up as the platform's own cost — nothing of 远达's cost,
 * mark-up or internal remarks ever in what the platform or its customers read.
 */
const t = withTestApp({ modules: ['rates'] });
const { call, asUser } = caller(t);
const MANAGER = 'pricing.manager@demo.test';
const PROVIDER = 'provider@demo.test';
const CUSTOMER = 'customer@demo.test';
const tokens: Record<string, string> = {};
const today = todayInShanghai();
const LANE = (pod: string) => ({ PolCode: 'CNSHA', PodCode: pod, Lines: [{ ContainerClass: '40HQ', Qty: 1 }] });
/** 远达's own figures in the demo (its cost and its internal remark): none may reach the platform or a customer. */
const OWNER_SECRETS = [/"1680(\.00)?"/, /"1890(\.00)?"/, /远达内部/, /"Markup"/, /InternalRemarks":"[^"]/];

beforeAll(async () => {
  for (const who of [MANAGER, PROVIDER, CUSTOMER, 'sales@demo.test', 'admin@demo.test']) tokens[who] = await asUser(who);
});

const get = async <T>(path: string, who: string) => ok<T>(await call('GET', path, tokens[who]!));
const post = (path: string, who: string, body: object) => call('POST', path, tokens[who]!, body);
const search = async (who: string, pod: string) => {
  const res = await post(ENDPOINTS.fclRateSearch, who, LANE(pod));
  return { body: res.body, answer: ok<RateSearchAnswer>(res) };
};
const offerOf = async (who: string, id: number) => (await get<OfferWire[]>(ENDPOINTS.sharedOfferList, who)).find((o) => o.Id === id)!;
const mySub = async (offerId: number) => (await get<MySubscription[]>(ENDPOINTS.subscriptionMine, MANAGER)).find((s) => s.OfferId === offerId)!;

describe('the demo: an offer the platform subscribed to and shows its customers', () => {
  it('the platform’s third-party list holds 远达’s Bremerhaven and Aarhus rates at cost + mark-up, nothing of 远达’s own', async () => {
    const res = await call('GET', ENDPOINTS.sharedRateList, tokens[MANAGER]!);
    const rows = ok<SharedRateWire[]>(res);
    expect(rows.map((r) => [r.PodCode, r.CarrierCode, r.Prices.map((p) => `${p.ContainerClass} ${p.MyCost}`)])).toEqual([
      ['DEBRV', 'COSU', ['20GP 1360.00', '40GP 1660.00', '40HQ 1760.00']],
      ['DKAAR', 'MSCU', ['20GP 1480.00', '40GP 1820.00', '40HQ 1900.00']],
    ]);
    expect(rows[0]!.SourceName).toBe('远达北欧线共享 · 上海远达船务代理有限公司');
    for (const secret of OWNER_SECRETS) expect(res.body).not.toMatch(secret);
    // the sheet holds the same rows at the same cost
    const sheet = await call('GET', ENDPOINTS.sharedRateExport, tokens[MANAGER]!);
    expect(sheet.statusCode).toBe(200);
    expect(String(sheet.headers['content-type'])).toContain('spreadsheetml');
    const [grid] = await parseGrids(sheet.rawPayload, { maxRows: 100, maxInflatedBytes: 8_000_000, maxParts: 100 });
    const text = JSON.stringify(grid);
    expect(text).toContain('1760.00');
    expect(text).not.toMatch(/1680|远达内部/);
  });

  it('R3.1: staff see the subscriber cost with its source; the customer sees a sell price built on it and no source, no cost', async () => {
    const staff = await search(MANAGER, 'DEBRV');
    const row = staff.answer.Rows.find((r) => r.CarrierCode === 'COSU')!;
    expect(row.Source).toBe('远达北欧线共享 · 上海远达船务代理有限公司');
    expect(row.Classes[0]).toMatchObject({ ContainerClass: '40HQ', Cost: '1760.00' });
    const customer = await search(CUSTOMER, 'DEBRV');
    const seen = customer.answer.Rows.find((r) => r.CarrierCode === 'COSU')!;
    expect(seen.Source).toBeUndefined();
    expect(Number(seen.Classes[0]!.Sell)).toBeGreaterThan(1760);
    for (const secret of [...OWNER_SECRETS, /"Cost"/, /"Source"/, /远达/]) expect(customer.body).not.toMatch(secret);
    for (const secret of OWNER_SECRETS) expect(staff.body).not.toMatch(secret);
  });

  it('the explain and a quote price a shared row again at the subscriber cost it was shown at', async () => {
    const [hztx] = await t.db.query<{ id: number }>(`select id::int from companies where code = 'CUS-HZTX'`);
    const res = await post(ENDPOINTS.fclRateSearch, MANAGER, { ...LANE('DEBRV'), CustomerCompanyId: hztx!.id });
    const found = ok<RateSearchAnswer>(res);
    const row = found.Rows.find((r) => r.CarrierCode === 'COSU')!;
    const explained = await call('GET', `${ENDPOINTS.fclRateExplain}?SearchId=${found.SearchId}&RateId=${row.RateId}`, tokens[MANAGER]!);
    expect(ok<{ Same: boolean; Row: { Classes: { Cost: string }[] } }>(explained)).toMatchObject({ Same: true, Row: { Classes: [{ Cost: '1760.00' }] } });
    for (const secret of OWNER_SECRETS) expect(explained.body).not.toMatch(secret);
  });

  it('the market shows offers without their mark-up; the provider’s side lists who subscribed', async () => {
    const market = await call('GET', ENDPOINTS.sharedOfferMarket, tokens[MANAGER]!);
    const offers = ok<MarketOffer[]>(market);
    expect(offers.map((o) => [o.Name, o.MyStatus])).toEqual(
      expect.arrayContaining([
        ['远达北欧线共享', 'ACTIVE'],
        ['远达地中海共享', 'REQUESTED'],
      ]),
    );
    expect(offers.some((o) => o.Name.includes('草拟'))).toBe(false);
    for (const secret of OWNER_SECRETS) expect(market.body).not.toMatch(secret);
    const others = await get<OtherSubscription[]>(ENDPOINTS.subscriptionOthers, PROVIDER);
    expect(others[0]).toMatchObject({ OfferName: '远达地中海共享', Status: 'REQUESTED', SubscriberName: expect.any(String) });
  });
});

describe('subscribing, approving, allocating, revoking', () => {
  it('a provider publishes an offer; the platform subscribes once; approved and exposed, customers see it; a new version reaches them at once; revoked, it is gone', async () => {
    const made = ok<{ Id: number }>(await post(ENDPOINTS.sharedOfferSave, PROVIDER, offerBody()));
    let offer = await offerOf(PROVIDER, made.Id);
    expect(offer).toMatchObject({ Status: 'DRAFT', RateCount: 1 });
    ok(await post(ENDPOINTS.sharedOfferSetStatus, PROVIDER, { Id: made.Id, Revision: offer.Revision, Status: 'ACTIVE' }));

    const sub = ok<{ Id: number; Status: string }>(await post(ENDPOINTS.subscriptionSubscribe, MANAGER, { OfferId: made.Id }));
    expect(sub.Status).toBe('REQUESTED');
    refusedWith(await post(ENDPOINTS.subscriptionSubscribe, MANAGER, { OfferId: made.Id }), 'ALREADY_SUBSCRIBED');
    // not approved yet: no Helsinki rate anywhere in the platform's pool
    expect((await search(MANAGER, 'FIHEL')).answer.Rows).toEqual([]);

    const waiting = (await get<OtherSubscription[]>(ENDPOINTS.subscriptionOthers, PROVIDER)).find((s) => s.Id === sub.Id)!;
    refusedWith(await post(ENDPOINTS.subscriptionDecide, PROVIDER, { Id: sub.Id, Revision: waiting.Revision, Approve: false }), 'REASON_REQUIRED');
    ok(await post(ENDPOINTS.subscriptionDecide, PROVIDER, { Id: sub.Id, Revision: waiting.Revision, Approve: true }));
    const [told] = await t.db.query<{ title: string }>(
      `select m.title from messages m join companies c on c.id = m.target_company_id where c.code = 'PLATFORM' order by m.id desc limit 1`,
    );
    expect(told!.title).toContain('生效中');

    // staff see it at once (allocated to every salesperson); customers only once it is exposed
    expect((await search('sales@demo.test', 'FIHEL')).answer.Rows.map((r) => r.CarrierCode)).toEqual(['CMDU']);
    expect((await search(CUSTOMER, 'FIHEL')).answer.Rows).toEqual([]);
    let mine = await mySub(made.Id);
    ok(await post(ENDPOINTS.subscriptionAllocate, MANAGER, { Id: sub.Id, Revision: mine.Revision, AllSales: true, EmployeeIds: [], ExposeToCustomers: true }));
    const before = (await search(MANAGER, 'FIHEL')).answer.Rows[0]!;
    expect(before.Classes[0]!.Cost).toBe('1940.00');
    expect((await search(CUSTOMER, 'FIHEL')).answer.Rows).toHaveLength(1);

    // a salesperson of the platform quotes it to 天祥 …
    const [hztx] = await t.db.query<{ id: number }>(`select id::int from companies where code = 'CUS-HZTX'`);
    const forQuote = ok<RateSearchAnswer>(
      await post(ENDPOINTS.fclRateSearch, 'sales@demo.test', { ...LANE('FIHEL'), CustomerCompanyId: hztx!.id, ForQuote: true }),
    );
    ok(await post(ENDPOINTS.quoteSave, 'sales@demo.test', { SearchId: forQuote.SearchId, RateIds: [forQuote.Rows[0]!.RateId] }));

    // R3.4: 远达 publishes a new version (same rate number): the platform prices the new cost at once
    const [rate] = await t.db.query<{ id: number; revision: number }>(
      `select r.id::int, r.revision from fcl_rates r join companies c on c.id = r.owner_company_id where c.code = 'PRV-SHYD' and r.pod_code = 'FIHEL' and r.status = 'PUBLISHED'`,
    );
    const draft = ok<{ Id: number; Revision: number }>(
      await post(
        ENDPOINTS.fclRateSaveDraft,
        PROVIDER,
        rateBody({
          Id: rate!.id,
          Revision: rate!.revision,
          CarrierCode: 'CMDU',
          PodCode: 'FIHEL',
          ValidFrom: addDays(today, -20),
          ValidTo: addDays(today, 70),
          Prices: [{ ContainerClass: '40HQ', Cost: '1990' }],
        }),
      ),
    );
    ok(await post(ENDPOINTS.fclRateSubmit, PROVIDER, { Id: draft.Id, Revision: draft.Revision }));
    const after = (await search(MANAGER, 'FIHEL')).answer.Rows[0]!;
    expect([after.RateNo, after.RateVersion, after.Classes[0]!.Cost]).toEqual([before.RateNo, before.RateVersion + 1, '2040.00']);
    // … and the salesperson who quoted it hears of the change
    const [heard] = await t.db.query<{ title: string }>(
      `select m.title from messages m join employees e on e.id = m.target_employee_id join users u on u.id = e.user_id
        where u.account = 'sales@demo.test' order by m.id desc limit 1`,
    );
    expect(heard!.title).toBe(`共享运价已更新：${before.RateNo}（您近 14 天的报价保持原价）`);

    // R3.3: revoked, the rates leave the platform's pool at once; the platform is told
    const active = (await get<OtherSubscription[]>(ENDPOINTS.subscriptionOthers, PROVIDER)).find((s) => s.Id === sub.Id)!;
    ok(await post(ENDPOINTS.subscriptionRevoke, PROVIDER, { Id: sub.Id, Revision: active.Revision, Reason: '合约到期' }));
    expect((await search(MANAGER, 'FIHEL')).answer.Rows).toEqual([]);
    expect((await search(CUSTOMER, 'FIHEL')).answer.Rows).toEqual([]);
    mine = await mySub(made.Id);
    expect(mine).toMatchObject({ Status: 'REVOKED', Reason: '合约到期' });
    offer = await offerOf(PROVIDER, made.Id);
    expect(offer.ActiveSubscribers).toBe(0);
  });

  it('a paused offer leaves the pool until resumed; a closed one ends its subscriptions', async () => {
    const nordic = (await get<OfferWire[]>(ENDPOINTS.sharedOfferList, PROVIDER)).find((o) => o.Name === '远达北欧线共享')!;
    ok(await post(ENDPOINTS.sharedOfferSetStatus, PROVIDER, { Id: nordic.Id, Revision: nordic.Revision, Status: 'PAUSED' }));
    expect((await search(MANAGER, 'DEBRV')).answer.Rows.filter((r) => r.Source)).toEqual([]);
    ok(await post(ENDPOINTS.sharedOfferSetStatus, PROVIDER, { Id: nordic.Id, Revision: nordic.Revision + 1, Status: 'ACTIVE' }));
    expect((await search(MANAGER, 'DEBRV')).answer.Rows.filter((r) => r.Source)).toHaveLength(1);
    refusedWith(await post(ENDPOINTS.sharedOfferSetStatus, PROVIDER, { Id: nordic.Id, Revision: nordic.Revision + 2, Status: 'ACTIVE' }), 'BAD_MOVE');
    refusedWith(await post(ENDPOINTS.sharedOfferSetStatus, PROVIDER, { Id: nordic.Id, Revision: nordic.Revision, Status: 'PAUSED' }), 'STALE');

    const made = ok<{ Id: number }>(await post(ENDPOINTS.sharedOfferSave, PROVIDER, offerBody({ Name: '短期', ApprovalRequired: false })));
    ok(await post(ENDPOINTS.sharedOfferSetStatus, PROVIDER, { Id: made.Id, Revision: 1, Status: 'ACTIVE' }));
    // no approval needed: active at once
    expect(ok<{ Status: string }>(await post(ENDPOINTS.subscriptionSubscribe, MANAGER, { OfferId: made.Id })).Status).toBe('ACTIVE');
    expect((await search(MANAGER, 'FIHEL')).answer.Rows).toHaveLength(1);
    ok(await post(ENDPOINTS.sharedOfferSetStatus, PROVIDER, { Id: made.Id, Revision: 2, Status: 'CLOSED', Reason: '停止合作' }));
    expect((await mySub(made.Id)).Status).toBe('REVOKED');
    expect((await search(MANAGER, 'FIHEL')).answer.Rows).toEqual([]);
    refusedWith(await post(ENDPOINTS.subscriptionSubscribe, MANAGER, { OfferId: made.Id }), 'OFFER_NOT_ACTIVE');
  });
});

describe('refusals', () => {
  it('an empty filter, a negative mark-up, an unknown invited company are refused and nothing is written', async () => {
    const before = await t.db.query('select id from shared_rate_offers');
    const empty = { TradeLaneCodes: [], CarrierCodes: [], PolCodes: [], PodCodes: [], RateTypes: [], CargoTypes: [] };
    refusedWith(await post(ENDPOINTS.sharedOfferSave, PROVIDER, offerBody({ Filter: empty })), 'EMPTY_FILTER');
    refusedWith(
      await post(
        ENDPOINTS.sharedOfferSave,
        PROVIDER,
        offerBody({ Markup: { Basis: 'AMOUNT', Currency: 'USD', Amounts: [{ ContainerClass: '40HQ', Amount: '-5' }], Percent: '0' } }),
      ),
      'BAD_MARKUP',
    );
    refusedWith(
      await post(ENDPOINTS.sharedOfferSave, PROVIDER, offerBody({ Markup: { Basis: 'AMOUNT', Currency: 'USD', Amounts: [], Percent: '0' } })),
      'BAD_MARKUP',
    );
    refusedWith(await post(ENDPOINTS.sharedOfferSave, PROVIDER, offerBody({ Audience: 'INVITED', InvitedCompanyIds: [999999] })), 'UNKNOWN_COMPANY');
    expect(await t.db.query('select id from shared_rate_offers')).toHaveLength(before.length);
  });

  it('R3.2: a shared rate is never the subscriber’s own, so an offer of the platform covers none of them', async () => {
    const made = ok<{ Id: number }>(
      await post(ENDPOINTS.sharedOfferSave, MANAGER, offerBody({ Name: '转售北欧', Filter: { ...offerBody().Filter, PodCodes: ['DEBRV', 'DKAAR'] } })),
    );
    expect((await offerOf(MANAGER, made.Id)).RateCount).toBe(0);
    // and the platform cannot subscribe to its own offer
    ok(await post(ENDPOINTS.sharedOfferSetStatus, MANAGER, { Id: made.Id, Revision: 1, Status: 'ACTIVE' }));
    refusedWith(await post(ENDPOINTS.subscriptionSubscribe, MANAGER, { OfferId: made.Id }), 'OWN_OFFER');
  });

  it('an invited-only offer is, to a company left out, no offer at all (404); a customer keeps no rates and shares none (403)', async () => {
    const [other] = await t.db.query<{ id: number }>(`select id::int from companies where kind = 'provider' and code <> 'PRV-SHYD' limit 1`);
    const invited = other ? [other.id] : [];
    if (!invited.length) {
      const [made] = await t.db.query<{ id: number }>(
        `insert into companies (code, name_zh, name_en, kind, status) values ('PRV-TEST', '测试供应商', 'Test', 'provider', 'active') returning id::int`,
      );
      invited.push(made!.id);
    }
    const made = ok<{ Id: number }>(
      await post(ENDPOINTS.sharedOfferSave, PROVIDER, offerBody({ Name: '邀请制', Audience: 'INVITED', InvitedCompanyIds: invited })),
    );
    ok(await post(ENDPOINTS.sharedOfferSetStatus, PROVIDER, { Id: made.Id, Revision: 1, Status: 'ACTIVE' }));
    expect((await call('POST', ENDPOINTS.subscriptionSubscribe, tokens[MANAGER]!, { OfferId: made.Id })).statusCode).toBe(404);
    expect((await get<MarketOffer[]>(ENDPOINTS.sharedOfferMarket, MANAGER)).some((o) => o.Id === made.Id)).toBe(false);
    const customerAdmin = await asUser('customer.admin@demo.test');
    for (const [method, path] of [
      ['GET', ENDPOINTS.fclRateList],
      ['GET', ENDPOINTS.sharedOfferList],
      ['POST', ENDPOINTS.sharedOfferSave],
    ] as const)
      expect(
        (await call(method, path === ENDPOINTS.fclRateList ? `${path}?Page=1&PageSize=10` : path, customerAdmin, method === 'POST' ? offerBody() : undefined))
          .statusCode,
        `${path}`,
      ).toBe(403);
  });

  it('a provider keeps its own rates only: the platform’s rate answers 404; the subscriber side is the platform’s (403)', async () => {
    const [platformRate] = await t.db.query<{ id: number }>(
      `select r.id::int from fcl_rates r join companies c on c.id = r.owner_company_id where c.code = 'PLATFORM' and r.status = 'PUBLISHED' limit 1`,
    );
    expect((await call('GET', `${ENDPOINTS.fclRateGet}?Id=${platformRate!.id}`, tokens[PROVIDER]!)).statusCode).toBe(404);
    const list = await call('GET', `${ENDPOINTS.fclRateList}?Page=1&PageSize=50`, tokens[PROVIDER]!);
    expect(
      ok<{ Items: { PodCode: string }[] }>(list)
        .Items.map((r) => r.PodCode)
        .sort(),
    ).toEqual(expect.arrayContaining(['DEBRV', 'DKAAR', 'ITSPE']));
    expect((await call('GET', ENDPOINTS.sharedOfferMarket, tokens[PROVIDER]!)).statusCode).toBe(403);
  });
});

describe('two subscribers at once', () => {
  it('two clicks at the same moment make one subscription; the other hears it is already there', async () => {
    const made = ok<{ Id: number }>(
      await post(ENDPOINTS.sharedOfferSave, PROVIDER, offerBody({ Name: '并发', Filter: { ...offerBody().Filter, PodCodes: ['DKAAR'] } })),
    );
    ok(await post(ENDPOINTS.sharedOfferSetStatus, PROVIDER, { Id: made.Id, Revision: 1, Status: 'ACTIVE' }));
    const both = await Promise.all([1, 2, 3].map(() => post(ENDPOINTS.subscriptionSubscribe, MANAGER, { OfferId: made.Id })));
    expect(both.map((r) => r.statusCode).sort()).toEqual([200, 400, 400]);
    for (const r of both.filter((x) => x.statusCode === 400)) expect(r.json().Code).toBe('ALREADY_SUBSCRIBED');
    expect(await t.db.query('select id from shared_rate_subscriptions where offer_id = $1', [made.Id])).toHaveLength(1);
  });
});

describe('the rate pool (R3.5)', () => {
  it('dedupe keeps the lowest cost per carrier and lane; a source left out leaves the searches', async () => {
    // the platform's own COSU Shanghai → Bremerhaven, dearer than 远达's at cost + mark-up (1760)
    const own = ok<{ Id: number; Revision: number }>(
      await post(ENDPOINTS.fclRateSaveDraft, MANAGER, rateBody({ CarrierCode: 'COSU', PodCode: 'DEBRV', Prices: [{ ContainerClass: '40HQ', Cost: '1900' }] })),
    );
    ok(await post(ENDPOINTS.fclRateSubmit, MANAGER, { Id: own.Id, Revision: own.Revision }));
    const cosu = async () => (await search(MANAGER, 'DEBRV')).answer.Rows.filter((r) => r.CarrierCode === 'COSU').map((r) => r.Source ?? 'OWN');
    expect((await cosu()).sort()).toEqual(['OWN', '远达北欧线共享 · 上海远达船务代理有限公司']);

    let pool = await get<RatePool>(ENDPOINTS.ratePoolGet, MANAGER);
    const sources = pool.Sources.map(({ Kind, SubscriptionId, Include, Priority }) => ({ Kind, SubscriptionId, Include, Priority }));
    ok(await post(ENDPOINTS.ratePoolSave, MANAGER, { Revision: pool.Revision, Dedup: 'LOWEST_PER_CARRIER_LANE', Sources: sources }));
    expect(await cosu()).toEqual(['远达北欧线共享 · 上海远达船务代理有限公司']);

    pool = await get<RatePool>(ENDPOINTS.ratePoolGet, MANAGER);
    expect(pool.Dedup).toBe('LOWEST_PER_CARRIER_LANE');
    const without = pool.Sources.map(({ Kind, SubscriptionId, Priority }) => ({ Kind, SubscriptionId, Include: Kind === 'OWN', Priority }));
    refusedWith(await post(ENDPOINTS.ratePoolSave, MANAGER, { Revision: 0, Dedup: 'SHOW_ALL', Sources: without }), 'STALE');
    refusedWith(await post(ENDPOINTS.ratePoolSave, MANAGER, { Revision: pool.Revision, Dedup: 'SHOW_ALL', Sources: [...without, without[1]!] }), 'BAD_SOURCES');
    ok(await post(ENDPOINTS.ratePoolSave, MANAGER, { Revision: pool.Revision, Dedup: 'SHOW_ALL', Sources: without }));
    expect(await cosu()).toEqual(['OWN']);
    expect(ok<SharedRateWire[]>(await call('GET', ENDPOINTS.sharedRateList, tokens[MANAGER]!))).toEqual([]);
  });
});
