import { beforeAll, describe, expect, it } from 'vitest';
import { ENDPOINTS } from '../../../src/contract/endpoints';
import type { PointToPointRoute } from '../../../src/contract/refdata/calls';
import type { VesselCallRow } from '../../../src/contract/refdata/listItems';
import { todayInShanghai } from '../../../src/domain/refdata/exchangeRates';
import { addDays, mondayOnOrAfter } from '../../../src/domain/refdata/sailings';
import { withTestApp } from '../support/build';
import { caller } from '../support/calls';

/**
 * The terminal a service calls at (commercial.md §1.1 Service.Rotation[].TerminalId,
 * VesselCall.TerminalId; DCSA facility): named in the rotation by its code at the port, checked
 * against the terminals in use there, carried onto the sailings generated, shown in the calls list
 * and in the point-to-point search, and counted as a use of the terminal (it cannot be deleted).
 */
const t = withTestApp({ modules: ['refdata'] });
const { call, asUser } = caller(t);
let token = '';
beforeAll(async () => {
  token = await asUser('admin@demo.test');
});
const post = (path: string, body: object) => call('POST', path, token, body);
const get = (url: string) => call('GET', url, token);
const from = mondayOnOrAfter(addDays(todayInShanghai(), 1));

describe('a service calling at named terminals', () => {
  // a vessel of its own: one the seeded services sail would already have these voyages
  beforeAll(async () => {
    expect((await post(ENDPOINTS.vesselSave, { Name: 'TERMINAL TEST', ImoNumber: '9074729' })).statusCode).toBe(200);
  });
  const service = (rotation: object[]) =>
    post(ENDPOINTS.serviceSave, { CarrierCode: 'COSU', ServiceCode: 'TRM1', LoopDays: 35, Rotation: rotation, VesselImos: ['9074729'] });

  it('refuses a terminal that is not at its port, or unknown, by the rotation line; nothing is written', async () => {
    const bad = await service([
      { PortCode: 'CNSHA', TerminalCode: 'BLCT2', DayOffset: 0 }, // a Ningbo terminal
      { PortCode: 'CNNGB', TerminalCode: 'NOPE', DayOffset: 2 },
      { PortCode: 'NLRTM', DayOffset: 30 },
    ]);
    expect(bad.statusCode).toBe(400);
    expect(bad.json().Errors).toEqual([
      { Path: '/Rotation/0/TerminalCode', Message: expect.stringMatching(/CNSHA 没有代码为 BLCT2 的在用码头/) },
      { Path: '/Rotation/1/TerminalCode', Message: expect.stringMatching(/CNNGB 没有代码为 NOPE 的在用码头/) },
    ]);
    expect(await t.db.query(`select 1 from services where code = 'COSU-TRM1'`)).toEqual([]);
  });

  it('keeps the terminals (in capitals), puts them on the sailings, and the list and the search show them', async () => {
    const saved = await service([
      { PortCode: 'CNSHA', TerminalCode: 'sgict', DayOffset: 0 },
      { PortCode: 'CNNGB', TerminalCode: '', DayOffset: 2 },
      { PortCode: 'NLRTM', DayOffset: 30 },
    ]);
    expect(saved.statusCode, saved.body).toBe(200);
    const [row] = await t.db.query<{ rotation: unknown }>(`select rotation from services where code = 'COSU-TRM1'`);
    expect(row!.rotation).toEqual([
      { PortCode: 'CNSHA', TerminalCode: 'SGICT', DayOffset: 0 },
      { PortCode: 'CNNGB', DayOffset: 2 },
      { PortCode: 'NLRTM', DayOffset: 30 },
    ]);
    const made = await post(ENDPOINTS.serviceGenerate, { ServiceCode: 'COSU-TRM1', FromDate: from, Weeks: 2 });
    expect(made.json().Data).toEqual({ Created: 6, Skipped: 0 });

    const calls = (await get(`${ENDPOINTS.vesselCallList}?ServiceCode=TRM1&PageSize=50`)).json().Data.Items as VesselCallRow[];
    expect(calls).toHaveLength(6);
    for (const c of calls) {
      const expected = c.PortCode === 'CNSHA' ? { TerminalCode: 'SGICT', TerminalName: '洋山三期 冠东码头' } : { TerminalCode: '', TerminalName: '' };
      expect(c, `${c.PortCode} ${c.Voyage}`).toMatchObject(expected);
    }

    const search = await t.app.inject({
      method: 'GET',
      url: `${ENDPOINTS.schedulePointToPoint}?PlaceOfReceipt=CNSHA&PlaceOfDelivery=NLRTM&DepartureStartDate=${from}&DepartureEndDate=${addDays(from, 13)}&CarrierCode=COSU`,
    });
    const routes = (search.json().Data as PointToPointRoute[]).filter((r) => r.Service === 'TRM1');
    expect(routes).toHaveLength(2);
    for (const r of routes) {
      expect(r.Departure).toMatchObject({ Port: 'CNSHA', Terminal: 'SGICT', TerminalName: '洋山三期 冠东码头' });
      expect(r.Arrival).toMatchObject({ Port: 'NLRTM', Terminal: '', TerminalName: '' });
    }
  });

  it('a terminal on sailings or in a rotation is in use: not deleted, and the message counts both', async () => {
    const [sgict] = await t.db.query<{ id: string }>(`select id from terminals where port_code = 'CNSHA' and code = 'SGICT'`);
    const refused = await post(ENDPOINTS.terminalDelete, { Id: Number(sgict!.id) });
    expect(refused.statusCode).toBe(400);
    // this service's 2 sailings and its rotation, besides the seeded loop's (seed/services.ts)
    const [used] = await t.db.query<{ calls: number; services: number }>(
      `select (select count(*)::int from vessel_calls where terminal_id = $1) as calls,
              (select count(*)::int from services where rotation @> '[{"PortCode": "CNSHA", "TerminalCode": "SGICT"}]') as services`,
      [sgict!.id],
    );
    expect(used!.services).toBeGreaterThanOrEqual(1);
    expect(refused.json()).toMatchObject({ Code: 'IN_USE', Message: expect.stringContaining(`船期挂靠 ${used!.calls}，航线挂靠港 ${used!.services}`) });
    expect(used!.calls).toBeGreaterThanOrEqual(2);
    expect(await t.db.query(`select 1 from terminals where id = $1`, [sgict!.id])).toHaveLength(1);
  });
});
