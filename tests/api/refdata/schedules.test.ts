import { beforeAll, describe, expect, it } from 'vitest';
import { ADDRESS_LIMITS } from '../../../server/http/addressLimit';
import { ENDPOINTS } from '../../../src/contract/endpoints';
import { addDays } from '../../../src/domain/refdata/sailings';
import { todayInShanghai } from '../../../src/domain/refdata/exchangeRates';
import { OFFICE_ZONE, parseLocalDateTime } from '../../../src/domain/refdata/localTimes';
import { SEED_SERVICES } from '../../../src/domain/refdata/seed/services';
import { seededRotation, seedFirstMonday } from '../../../server/modules/refdata/scheduleSeed';
import { seedServiceTerminals } from '../../../server/modules/refdata/serviceTerminalsSeed';
import { withTestApp } from '../support/build';
import { caller } from '../support/calls';

/**
 * Services and sailings (commercial.md §1.1 Service, VesselCall; §1.3 Service/Generate,
 * Schedule/PointToPoint; R1.8): the seeded loops with 12 weeks of sailings, generating more (only
 * the platform), the lists, and the point-to-point search open to visitors.
 */
const t = withTestApp({ modules: ['refdata'] });
const { call, asUser } = caller(t);
const tokens: Record<string, string> = {};
beforeAll(async () => {
  for (const who of ['admin@demo.test', 'customer.admin@demo.test']) tokens[who] = await asUser(who);
});

describe('seed step schedules-v1', () => {
  it('has the seeded services and 12 weeks of sailings from the first Monday on or after today, every cut-off before its ETD', async () => {
    const services = await t.db.query<{ code: string }>('select code from services order by code');
    expect(services.map((s) => s.code)).toEqual(SEED_SERVICES.map((s) => `${s.carrierCode}-${s.serviceCode}`).sort());
    const perService = await t.db.query<{ service_code: string; voyages: number; calls: number; first: Date }>(
      `select service_code, count(distinct (vessel_id, voyage))::int as voyages, count(*)::int as calls, min(eta_planned) as first
         from vessel_calls group by service_code order by service_code`,
    );
    expect(perService).toHaveLength(SEED_SERVICES.length);
    const firstMondayStarts = Date.parse(parseLocalDateTime(`${seedFirstMonday()} 00:00`, OFFICE_ZONE)!);
    for (const s of perService) {
      const seeded = SEED_SERVICES.find((x) => x.serviceCode === s.service_code)!;
      expect(s.voyages, s.service_code).toBe(12);
      expect(s.calls, s.service_code).toBe(12 * seeded.rotation.length);
      // from the seed's first Monday (today on a Shanghai Monday, when its first call may be hours past)
      expect(new Date(s.first).getTime()).toBeGreaterThanOrEqual(firstMondayStarts);
    }
    const late = await t.db.query(
      `select c.id from vessel_calls c, jsonb_to_recordset(c.cut_offs) as x("Code" text, "DateTime" timestamptz) where x."DateTime" >= c.etd_planned`,
    );
    expect(late).toEqual([]);
  });
});

describe('seed step service-terminals-v1', () => {
  const aeu1 = SEED_SERVICES.find((s) => s.serviceCode === 'AEU1')!;
  const callTerminals = async () =>
    t.db.query<{ port_code: string; code: string | null }>(
      `select distinct c.port_code, t.code from vessel_calls c left join terminals t on t.id = c.terminal_id
        where c.carrier_code = 'COSU' and c.service_code = 'AEU1' order by c.port_code`,
    );
  const named = Object.fromEntries(aeu1.rotation.map((r) => [r.portCode, r.terminalCode ?? null]));

  it('the seeded loop names its terminals, and its sailings call at them; where it names none, the calls say none', async () => {
    expect(Object.values(named).filter(Boolean)).toEqual(['SGICT', 'BLCT6', 'YICT']);
    const rows = await callTerminals();
    expect(rows).toHaveLength(new Set(aeu1.rotation.map((r) => r.portCode)).size);
    for (const r of rows) expect(r.code, r.port_code).toBe(named[r.port_code]);
  });

  it('on a database seeded before it: an untouched rotation gets them, one people changed is kept as it is', async () => {
    const plain = JSON.stringify(seededRotation(aeu1, false));
    await t.db.query(`update services set rotation = $1::jsonb where code = 'COSU-AEU1'`, [plain]);
    await t.db.query(`update vessel_calls set terminal_id = null where service_code = 'AEU1'`);
    await seedServiceTerminals(t.db);
    for (const r of await callTerminals()) expect(r.code, r.port_code).toBe(named[r.port_code]);

    const changed = JSON.stringify(seededRotation(aeu1, false).slice(1));
    await t.db.query(`update services set rotation = $1::jsonb where code = 'COSU-AEU1'`, [changed]);
    await t.db.query(`update vessel_calls set terminal_id = null where service_code = 'AEU1'`);
    await seedServiceTerminals(t.db);
    const [kept] = await t.db.query<{ rotation: unknown }>(`select rotation from services where code = 'COSU-AEU1'`);
    expect(kept!.rotation).toEqual(JSON.parse(changed));
    expect((await callTerminals()).every((r) => r.code === null)).toBe(true);
    // the seeded rotation back, as the other tests of this file expect it
    await t.db.query(`update services set rotation = $1::jsonb where code = 'COSU-AEU1'`, [JSON.stringify(seededRotation(aeu1))]);
    await seedServiceTerminals(t.db);
  });
});

const post = (path: string, body: object, who = 'admin@demo.test') => call('POST', path, tokens[who]!, body);
const get = (url: string, who = 'admin@demo.test') => call('GET', url, tokens[who]!);
let address = 0;
/** A visitor's search: no session, each from its own address (the search is limited per address). */
const search = (params: Record<string, string>, remoteAddress = `10.88.0.${++address % 250}`) =>
  t.app.inject({ method: 'GET', url: `${ENDPOINTS.schedulePointToPoint}?${new URLSearchParams(params)}`, remoteAddress });
const today = todayInShanghai();
const nextMonday = seedFirstMonday();

describe('Service/Generate', () => {
  it('adds the weeks not there yet and keeps the ones there (Created, Skipped); the change log has it', async () => {
    const rotation = SEED_SERVICES.find((s) => s.serviceCode === 'AMX')!.rotation.length;
    // the seed made 12 weeks from its first Monday: 14 weeks from there add two
    const res = await post(ENDPOINTS.serviceGenerate, { ServiceCode: 'maeu-amx', FromDate: nextMonday, Weeks: 14 });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().Data).toEqual({ Created: 2 * rotation, Skipped: 12 * rotation });
    const again = await post(ENDPOINTS.serviceGenerate, { ServiceCode: 'AMX', CarrierCode: 'MAEU', FromDate: nextMonday, Weeks: 14 });
    expect(again.json().Data).toEqual({ Created: 0, Skipped: 14 * rotation });
    const log = await t.db.query<{ action: string; detail: Record<string, unknown> }>(
      `select action, detail from audit_events where entity = 'service' and entity_id = 'MAEU-AMX' order by id`,
    );
    expect(log.map((e) => e.action)).toEqual(['generated', 'generated']);
    expect(log[0]!.detail).toMatchObject({ Weeks: 14, Created: 2 * rotation });
  });

  it('keeps a call people moved: generating again does not put it back', async () => {
    const [moved] = await t.db.query<{ id: string }>(
      `update vessel_calls set etd_estimated = etd_planned + interval '6 hours', version = version + 1
        where id = (select min(id) from vessel_calls where service_code = 'FP2') returning id`,
    );
    await post(ENDPOINTS.serviceGenerate, { ServiceCode: 'ONEY-FP2', FromDate: today, Weeks: 3 });
    const [row] = await t.db.query<{ etd_estimated: Date | null }>('select etd_estimated from vessel_calls where id = $1', [moved!.id]);
    expect(row!.etd_estimated).not.toBeNull();
  });

  it('refuses bad input: an unknown service 404, a past or impossible date 400, more than 26 weeks 400', async () => {
    expect((await post(ENDPOINTS.serviceGenerate, { ServiceCode: 'NOPE', FromDate: nextMonday, Weeks: 2 })).statusCode).toBe(404);
    const past = await post(ENDPOINTS.serviceGenerate, { ServiceCode: 'COSU-AEU1', FromDate: addDays(today, -7), Weeks: 2 });
    expect(past.statusCode).toBe(400);
    expect(past.json().Code).toBe('PAST_DATE');
    expect((await post(ENDPOINTS.serviceGenerate, { ServiceCode: 'COSU-AEU1', FromDate: '2099-02-30', Weeks: 2 })).statusCode).toBe(400);
    expect((await post(ENDPOINTS.serviceGenerate, { ServiceCode: 'COSU-AEU1', FromDate: nextMonday, Weeks: 27 })).statusCode).toBe(400);
  });

  it('is the platform’s: a customer’s admin is refused and nothing is generated', async () => {
    const before = await t.db.query<{ n: number }>('select count(*)::int as n from vessel_calls');
    const res = await post(ENDPOINTS.serviceGenerate, { ServiceCode: 'COSU-AEU1', FromDate: nextMonday, Weeks: 20 }, 'customer.admin@demo.test');
    expect(res.statusCode).toBe(403);
    expect(await t.db.query<{ n: number }>('select count(*)::int as n from vessel_calls')).toEqual(before);
    expect((await get(ENDPOINTS.serviceList, 'customer.admin@demo.test')).statusCode).toBe(403);
    expect((await get(ENDPOINTS.vesselCallList, 'customer.admin@demo.test')).statusCode).toBe(403);
  });
});

describe('the lists', () => {
  it('Service/List: the loops with their vessels and future calls; exported to Excel', async () => {
    const res = await get(`${ENDPOINTS.serviceList}?CarrierCode=COSU`);
    expect(res.statusCode, res.body).toBe(200);
    const [aeu1] = res.json().Data.Items;
    expect(aeu1).toMatchObject({ Code: 'COSU-AEU1', ServiceCode: 'AEU1', LaneCode: 'EU', LoopDays: 84 });
    expect(aeu1.VesselNames).toContain('COSCO SHIPPING UNIVERSE');
    expect(aeu1.FutureCalls).toBeGreaterThan(0);
    const xlsx = await get(`${ENDPOINTS.serviceList}/Export`);
    expect(xlsx.statusCode).toBe(200);
    expect(xlsx.headers['content-type']).toMatch(/spreadsheet/);
  });

  it('VesselCall/List: filtered by port, carrier and service and by local departure days; bad dates 400', async () => {
    const from = addDays(nextMonday, 7);
    const to = addDays(nextMonday, 20);
    const res = await get(`${ENDPOINTS.vesselCallList}?PortCode=CNSHA&CarrierCode=COSU&ServiceCode=AEU1&From=${from}&To=${to}&PageSize=50`);
    expect(res.statusCode, res.body).toBe(200);
    const items = res.json().Data.Items as { PortCode: string; TimeZone: string; EtdPlanned: string; CutOffs: unknown[] }[];
    expect(items.length).toBe(2);
    for (const c of items) {
      expect(c).toMatchObject({ PortCode: 'CNSHA', TimeZone: 'Asia/Shanghai' });
      const day = new Intl.DateTimeFormat('en-CA', { timeZone: 'Asia/Shanghai' }).format(new Date(c.EtdPlanned));
      expect(day >= from && day <= to).toBe(true);
      expect(c.CutOffs).toHaveLength(3);
    }
    expect((await get(`${ENDPOINTS.vesselCallList}?From=2026-02-30`)).statusCode).toBe(400);
    expect((await get(`${ENDPOINTS.vesselCallList}?From=2026-03-10&To=2026-03-01`)).statusCode).toBe(400);
    expect((await get(`${ENDPOINTS.vesselCallList}/Export?PortCode=NLRTM`)).statusCode).toBe(200);
  });
});

describe('Schedule/PointToPoint', () => {
  type Route = {
    Carrier: string;
    Vessel: string;
    Voyage: string;
    Departure: { Port: string; Etd: string; TimeZone: string; Classifier: string };
    Arrival: { Port: string; Eta: string; TimeZone: string };
    TransitDays: number;
    CutOffTimes: { Code: string; DateTime: string }[];
  };

  it('a visitor finds the direct sailings Shanghai → Rotterdam, sorted by ETD, with transit days and cut-offs before ETD', async () => {
    const res = await search({ PlaceOfReceipt: 'cnsha', PlaceOfDelivery: 'NLRTM', DepartureStartDate: today, DepartureEndDate: addDays(today, 35) });
    expect(res.statusCode, res.body).toBe(200);
    const routes = res.json().Data as Route[];
    // COSU AEU1, MSCU ANE1 and HDMU FE4 call at Shanghai, then Rotterdam: one sailing each a week
    expect(new Set(routes.map((r) => r.Carrier))).toEqual(new Set(['COSU', 'MSCU', 'HDMU']));
    expect(routes.length).toBeGreaterThanOrEqual(12);
    const etds = routes.map((r) => r.Departure.Etd);
    expect(etds).toEqual([...etds].sort());
    for (const r of routes) {
      expect(r.Departure).toMatchObject({ Port: 'CNSHA', TimeZone: 'Asia/Shanghai', Classifier: 'PLN' });
      expect(r.Arrival).toMatchObject({ Port: 'NLRTM', TimeZone: 'Europe/Amsterdam' });
      expect(r.Arrival.Eta > r.Departure.Etd).toBe(true);
      expect(r.TransitDays).toBe(Math.round((Date.parse(r.Arrival.Eta) - Date.parse(r.Departure.Etd)) / 86_400_000));
      expect(r.CutOffTimes.map((c) => c.Code).sort()).toEqual(['DCO', 'FCO', 'VCO']);
      for (const c of r.CutOffTimes) expect(c.DateTime < r.Departure.Etd).toBe(true);
    }
    // COSU AEU1: Shanghai on day 3, sails day 4; Rotterdam day 41
    expect(routes.find((r) => r.Carrier === 'COSU')!.TransitDays).toBe(37);
  });

  it('filters by carrier; an estimated departure is shown as such; nothing back the wrong way round', async () => {
    const cosco = (await search({ PlaceOfReceipt: 'CNSHA', PlaceOfDelivery: 'NLRTM', CarrierCode: 'cosu' })).json().Data as Route[];
    expect(cosco.length).toBeGreaterThan(0);
    expect(cosco.every((r) => r.Carrier === 'COSU')).toBe(true);
    const first = cosco[0]!;
    await t.db.query(
      `update vessel_calls set etd_estimated = etd_planned + interval '1 day' where port_code = 'CNSHA' and voyage = $1 and vessel_id = (select id from vessels where name = $2)`,
      [first.Voyage, first.Vessel],
    );
    const after = (await search({ PlaceOfReceipt: 'CNSHA', PlaceOfDelivery: 'NLRTM', CarrierCode: 'COSU' })).json().Data as Route[];
    const moved = after.find((r) => r.Voyage === first.Voyage && r.Vessel === first.Vessel)!;
    expect(moved.Departure.Classifier).toBe('EST');
    expect(Date.parse(moved.Departure.Etd) - Date.parse(first.Departure.Etd)).toBe(86_400_000);
    // Rotterdam comes after Shanghai on every loop, so Rotterdam → Shanghai finds no direct sailing of a voyage
    const back = await search({ PlaceOfReceipt: 'NLRTM', PlaceOfDelivery: 'CNSHA' });
    expect(back.json().Data).toEqual([]);
  });

  it('with MaxTranshipment 1 and carriers mixed, Xiamen → Piraeus (no direct loop) goes via Yantian: COSCO’s feeder leg, then Maersk’s AMX; a day to change vessel', async () => {
    const window = { PlaceOfReceipt: 'CNXMN', PlaceOfDelivery: 'GRPIR', DepartureStartDate: today, DepartureEndDate: addDays(today, 28) };
    expect((await search(window)).json().Data).toEqual([]);
    // issue 32: a transhipment stays with one carrier (or its alliance) unless asked: COSCO hands to Maersk here
    const unmixed = await search({ ...window, MaxTranshipment: '1' });
    expect([unmixed.statusCode, unmixed.json().Data]).toEqual([200, []]);
    await t.db.query(`update carriers set alliance_tag = 'TEST ALLIANCE' where code in ('COSU', 'MAEU')`);
    const allied = (await search({ ...window, MaxTranshipment: '1' })).json().Data as { Legs: Route[] }[];
    await t.db.query(`update carriers set alliance_tag = '' where code in ('COSU', 'MAEU')`);
    expect(allied.length).toBeGreaterThanOrEqual(3);
    expect(allied.every((r) => r.Legs.map((l) => l.Carrier).join('+') === 'COSU+MAEU')).toBe(true);
    const res = await search({ ...window, MaxTranshipment: '1', MixCarriers: 'true' });
    expect(res.statusCode, res.body).toBe(200);
    const routes = res.json().Data as (Route & { Transhipments: number; Legs: Route[] })[];
    expect(routes.length).toBeGreaterThanOrEqual(3);
    for (const r of routes) {
      expect(r.Transhipments).toBe(1);
      const [first, second] = r.Legs;
      expect(first).toMatchObject({ Carrier: 'COSU', Departure: { Port: 'CNXMN' }, Arrival: { Port: 'CNYTN' } });
      expect(second).toMatchObject({ Carrier: 'MAEU', Service: 'AMX', Departure: { Port: 'CNYTN' }, Arrival: { Port: 'GRPIR' } });
      const wait = Date.parse(second!.Departure.Etd) - Date.parse(first!.Arrival.Eta);
      expect(wait).toBeGreaterThanOrEqual(24 * 3_600_000);
      expect(wait).toBeLessThanOrEqual(14 * 86_400_000);
      expect(r.Arrival).toEqual(second!.Arrival);
      expect(r.TransitDays).toBe(Math.round((Date.parse(second!.Arrival.Eta) - Date.parse(first!.Departure.Etd)) / 86_400_000));
      expect(r.CutOffTimes.map((c) => c.Code).sort()).toEqual(['DCO', 'FCO', 'VCO']); // at Xiamen, the POL
    }
    // a direct route stays one leg
    const direct = (await search({ PlaceOfReceipt: 'CNSHA', PlaceOfDelivery: 'NLRTM', MaxTranshipment: '1' })).json().Data as {
      Transhipments: number;
      Legs: unknown[];
    }[];
    expect(direct.some((r) => r.Transhipments === 0 && r.Legs.length === 1)).toBe(true);
  });

  it('a city that names a port group stands for its ports (R1.5): 深圳 CNSZX finds the sailings from 盐田 CNYTN', async () => {
    const window = { PlaceOfDelivery: 'NLRTM', DepartureStartDate: today, DepartureEndDate: addDays(today, 28) };
    const city = (await search({ ...window, PlaceOfReceipt: 'CNSZX' })).json().Data as Route[];
    const yantian = (await search({ ...window, PlaceOfReceipt: 'CNYTN' })).json().Data as Route[];
    expect(city.length).toBeGreaterThan(0);
    expect(new Set(city.map((r) => r.Departure.Port))).toEqual(new Set(['CNYTN']));
    expect(city.map((r) => `${r.Vessel}/${r.Voyage}`)).toEqual(yantian.map((r) => `${r.Vessel}/${r.Voyage}`));
  });

  it('refuses bad places and dates with 400', async () => {
    for (const params of <Record<string, string>[]>[
      { PlaceOfReceipt: 'CNSHA', PlaceOfDelivery: 'CNSHA' },
      { PlaceOfReceipt: 'CN1HA', PlaceOfDelivery: 'NLRTM' },
      { PlaceOfReceipt: 'CNSHA', PlaceOfDelivery: 'NLRTM', DepartureStartDate: '2026-02-30' },
      { PlaceOfReceipt: 'CNSHA', PlaceOfDelivery: 'NLRTM', DepartureStartDate: '0000-00-00' },
      { PlaceOfReceipt: 'CNSHA', PlaceOfDelivery: 'NLRTM', DepartureStartDate: '2026-03-10', DepartureEndDate: '2026-03-01' },
      { PlaceOfReceipt: 'CNSHA', PlaceOfDelivery: 'NLRTM', DepartureStartDate: '2026-01-01', DepartureEndDate: '2026-12-31' },
      { PlaceOfReceipt: 'CNSHA', PlaceOfDelivery: 'NLRTM', DepartureStartDate: '10/03/2026' },
    ]) {
      const res = await search(params);
      expect(res.statusCode, JSON.stringify(params)).toBe(400);
    }
  });

  it('is limited per address (429 with Retry-After)', async () => {
    const one = '10.89.0.1';
    for (let i = 0; i < ADDRESS_LIMITS.schedules.max; i += 1) await search({ PlaceOfReceipt: 'CNSHA', PlaceOfDelivery: 'NLRTM' }, one);
    const over = await search({ PlaceOfReceipt: 'CNSHA', PlaceOfDelivery: 'NLRTM' }, one);
    expect(over.statusCode).toBe(429);
    expect(over.headers['retry-after']).toBeDefined();
  });
});
