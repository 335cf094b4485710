import { beforeAll, describe, expect, it } from 'vitest';
import { ENDPOINTS } from '../../../src/contract/endpoints';
import { XLSX_TYPE } from '../../../server/http/xlsx';
import { workbookOf } from '../../support/xlsxFiles';
import { withTestApp } from '../support/build';
import { caller } from '../support/calls';

/**
 * Rate routes (commercial.md §1.1 "Rate dictionaries"): one row per trade lane with its POD set,
 * maintainers (active platform staff) and default via ports (known, enabled ports); refused when
 * the lane is missing or disabled; the lane's names joined in; platform only; logged; imports.
 */
const t = withTestApp({ modules: ['refdata'] });
const { call, asUser } = caller(t);
const tokens: Record<string, string> = {};
beforeAll(async () => {
  for (const who of ['admin@demo.test', 'customer.admin@demo.test', 'sales@demo.test']) tokens[who] = await asUser(who);
});
const post = (path: string, body: object, who = 'admin@demo.test') => call('POST', path, tokens[who]!, body);
const get = (path: string, who = 'admin@demo.test') => call('GET', path, tokens[who]!);
const one = async (sql: string, ...params: unknown[]) => (await t.db.query<Record<string, unknown>>(sql, params))[0];
const staffId = async (kind: string) =>
  Number((await one(`select e.id from employees e join companies c on c.id = e.company_id where c.kind = $1 order by e.id limit 1`, kind))!.id);

describe('rate routes', () => {
  it('the seed has every top-level lane with its PODs, in lane order, with the lane’s names', async () => {
    const rows = (await get(`${ENDPOINTS.rateRouteList}?PageSize=50`)).json().Data.Items as Record<string, unknown>[];
    expect(rows[0]).toMatchObject({ Code: 'EU', NameZh: '欧洲线', PodCodes: expect.arrayContaining(['NLRTM', 'DEHAM']) });
    expect(rows.find((r) => r.Code === 'CAR')).toMatchObject({ DefaultViaCodes: ['PAMIT', 'COCTG'] });
    const eu = (await get(`${ENDPOINTS.rateRouteList}?PodText=NLRTM`)).json().Data.Items as { Code: string }[];
    expect(eu.map((r) => r.Code)).toContain('EU');
  });

  it('adds a sub-lane with PODs (capitals, once each), maintainers and vias, edits with its version; logged', async () => {
    const admin = await staffId('platform');
    const made = await post(ENDPOINTS.rateRouteSave, {
      Code: 'eu-nordic ',
      PodCodes: ['segot', 'PLGDN', 'SEGOT'],
      MaintainerEmployeeIds: [admin],
      DefaultViaCodes: ['DEHAM'],
    });
    expect(made.json()).toMatchObject({ Data: { Code: 'EU-NORDIC', Version: 1 } });
    expect(await one(`select pod_codes, default_via_codes from rate_routes where trade_lane_code = 'EU-NORDIC'`)).toEqual({
      pod_codes: ['PLGDN', 'SEGOT'],
      default_via_codes: ['DEHAM'],
    });
    const rows = (await get(`${ENDPOINTS.rateRouteList}?Code=EU-NORDIC`)).json().Data.Items as Record<string, unknown>[];
    expect(rows[0]).toMatchObject({ MaintainerEmployeeIds: [admin], MaintainerNames: ['平台管理员'] });
    const edited = await post(ENDPOINTS.rateRouteSave, { Code: 'EU-NORDIC', PodCodes: ['PLGDN', 'SEGOT', 'FIHEL'], Version: 1 });
    expect(edited.json().Data).toEqual({ Code: 'EU-NORDIC', Version: 2 });
    expect((await post(ENDPOINTS.rateRouteSave, { Code: 'EU-NORDIC', PodCodes: [], Version: 1 })).json().Code).toBe('STALE');
    const log = await t.db.query<{ detail: Record<string, unknown> }>(
      `select detail from audit_events where entity = 'rateRoute' and entity_id = 'EU-NORDIC' order by id`,
    );
    expect(log[1]!.detail).toMatchObject({ before: { PodCodes: ['PLGDN', 'SEGOT'] }, after: { PodCodes: ['FIHEL', 'PLGDN', 'SEGOT'] } });
  });

  it('refuses a missing or disabled lane, unknown or disabled ports, and maintainers who are no platform staff', async () => {
    expect((await post(ENDPOINTS.rateRouteSave, { Code: 'NOLANE' })).json().Errors[0]).toMatchObject({
      Path: '/Code',
      Message: expect.stringMatching(/没有航线 .*请先在 航线/),
    });
    await t.db.query(`update trade_lanes set status = 'DISABLED' where code = 'MED-BLACK'`);
    expect((await post(ENDPOINTS.rateRouteSave, { Code: 'MED-BLACK' })).json().Errors[0]).toMatchObject({ Message: expect.stringMatching(/已停用/) });
    await t.db.query(`update trade_lanes set status = 'ACTIVE' where code = 'MED-BLACK'`);
    await t.db.query(`update ports set status = 'DISABLED' where code = 'TRMER'`);
    const bad = await post(ENDPOINTS.rateRouteSave, {
      Code: 'MED-EAST',
      PodCodes: ['GRPIR', 'TRMER', 'XXQQQ'],
      DefaultViaCodes: ['QQQQQ'],
      MaintainerEmployeeIds: [await staffId('customer')],
    });
    await t.db.query(`update ports set status = 'ACTIVE' where code = 'TRMER'`);
    expect(bad.statusCode).toBe(400);
    expect(bad.json().Errors.map((e: { Path: string }) => e.Path)).toEqual(['/PodCodes', '/DefaultViaCodes', '/MaintainerEmployeeIds']);
    expect(bad.json().Errors[0].Message).toMatch(/TRMER, XXQQQ/);
    expect(await one(`select 1 from rate_routes where trade_lane_code = 'MED-EAST'`)).toBeUndefined();
  });

  it('is platform-only, on its own page; a row is disabled or deleted, the lane stays', async () => {
    expect((await post(ENDPOINTS.rateRouteSave, { Code: 'MED-WEST' }, 'customer.admin@demo.test')).statusCode).toBe(403);
    expect((await post(ENDPOINTS.rateRouteSave, { Code: 'MED-WEST' }, 'sales@demo.test')).statusCode).toBe(403);
    expect((await get(ENDPOINTS.rateRouteList, 'customer.admin@demo.test')).statusCode).toBe(403);
    expect((await post(ENDPOINTS.rateRouteSetStatus, { Code: 'saf', Status: 'DISABLED' })).statusCode).toBe(200);
    expect(await one(`select status from rate_routes where trade_lane_code = 'SAF'`)).toEqual({ status: 'DISABLED' });
    expect((await post(ENDPOINTS.rateRouteDelete, { Code: 'SAF' })).statusCode).toBe(200);
    expect(await one(`select status from trade_lanes where code = 'SAF'`)).toEqual({ status: 'ACTIVE' });
  });

  it('imports the export back unchanged and reports bad rows', async () => {
    const importTo = (file: Buffer) => call('POST', `${ENDPOINTS.rateRouteList}/Import`, tokens['admin@demo.test']!, file, XLSX_TYPE);
    const before = await one(`select pod_codes from rate_routes where trade_lane_code = 'USWC'`);
    const exported = await get(`${ENDPOINTS.rateRouteList}/Export?Code=USWC`);
    expect((await importTo(exported.rawPayload as Buffer)).json().Data).toEqual({ Imported: 1, Rejected: [] });
    expect(await one(`select pod_codes from rate_routes where trade_lane_code = 'USWC'`)).toEqual(before);
    const file = await workbookOf([
      ['航线', '目的港', '维护人', '中转港'],
      ['med-west', 'esvlc，ESBCN', '', ''],
      ['ME', 'AEJEA', 'boss', ''],
      ['JK', 'XXQQQ', '', ''],
    ]);
    const result = (await importTo(file)).json().Data as { Imported: number; Rejected: { Row: number; Reasons: string[] }[] };
    expect(result.Imported).toBe(1);
    expect(result.Rejected.map((r) => r.Row)).toEqual([3, 4]);
    expect(result.Rejected[0]!.Reasons.join(' ')).toMatch(/BOSS/);
    expect(result.Rejected[1]!.Reasons.join(' ')).toMatch(/XXQQQ/);
    expect(await one(`select pod_codes from rate_routes where trade_lane_code = 'MED-WEST'`)).toEqual({ pod_codes: ['ESBCN', 'ESVLC'] });
  });
});
