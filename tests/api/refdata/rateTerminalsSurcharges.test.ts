import { beforeAll, describe, expect, it } from 'vitest';
import { ENDPOINTS } from '../../../src/contract/endpoints';
import { XLSX_TYPE } from '../../../server/http/xlsx';
import { workbookOf } from '../../support/xlsxFiles';
import { withTestApp } from '../support/build';
import { caller } from '../support/calls';

/**
 * Rate terminals and surcharge types (commercial.md §1.1 "Rate dictionaries"): a rate terminal is
 * keyed by its terminal's id and names only known, enabled carriers; a surcharge type overlays an
 * enabled fee code with its group and flags; refused when the master is missing or disabled; the
 * master's names joined in; platform only; logged; imports with a row report.
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
const terminalId = async (port: string, code: string) => Number((await one('select id from terminals where port_code = $1 and code = $2', port, code))!.id);
type Result = { Imported: number; Rejected: { Row: number; Reasons: string[] }[] };
const importTo = (list: string, file: Buffer) => call('POST', `${list}/Import`, tokens['admin@demo.test']!, file, XLSX_TYPE);

describe('rate terminals', () => {
  it('the seed labels Yangshan and Waigaoqiao; the terminal’s port, code and names are joined in', async () => {
    const rows = (await get(`${ENDPOINTS.rateTerminalList}?PortCode=CNSHA&PageSize=50`)).json().Data.Items as Record<string, unknown>[];
    expect(rows.find((r) => r.TerminalCode === 'SHENG')).toMatchObject({ Display: '洋山', NameZh: expect.stringMatching(/洋山/), Provider: 'SMDG' });
    expect(rows.find((r) => r.TerminalCode === 'WAIG')).toMatchObject({ Display: '外高桥' });
  });

  it('adds a terminal by its id with the carriers calling (capitals, once each), edits with its version; logged', async () => {
    const id = await terminalId('DEHAM', 'CTA');
    const made = await post(ENDPOINTS.rateTerminalSave, { Id: id, CarrierCodes: ['hlcu', ' COSU', 'HLCU'], Display: '汉堡 CTA' });
    expect(made.statusCode).toBe(200);
    expect(made.json().Data).toEqual({ Id: id, Version: 1 });
    expect(await one('select carrier_codes, display from rate_terminals where terminal_id = $1', id)).toEqual({
      carrier_codes: ['COSU', 'HLCU'],
      display: '汉堡 CTA',
    });
    expect((await post(ENDPOINTS.rateTerminalSave, { Id: id, CarrierCodes: ['MAEU'], Display: 'x' })).json().Code).toBe('DUPLICATE');
    const edited = await post(ENDPOINTS.rateTerminalSave, { Id: id, CarrierCodes: ['HLCU', 'ONEY'], Display: '汉堡 CTA', Version: 1 });
    expect(edited.json().Data).toEqual({ Id: id, Version: 2 });
    expect((await post(ENDPOINTS.rateTerminalSave, { Id: id, CarrierCodes: [], Version: 1 })).json().Code).toBe('STALE');
    const log = await t.db.query<{ action: string; detail: Record<string, unknown> }>(
      `select action, detail from audit_events where entity = 'rateTerminal' and entity_id = $1 order by id`,
      [String(id)],
    );
    expect(log.map((e) => e.action)).toEqual(['created', 'edited']);
    expect(log[1]!.detail).toMatchObject({ before: { CarrierCodes: ['COSU', 'HLCU'] }, after: { CarrierCodes: ['HLCU', 'ONEY'] } });
  });

  it('refuses a missing or disabled terminal and unknown or disabled carriers', async () => {
    const missing = await post(ENDPOINTS.rateTerminalSave, { Id: 999999, CarrierCodes: [] });
    expect(missing.json().Errors[0]).toMatchObject({ Path: '/Id', Message: expect.stringMatching(/没有码头 .*港区码头/) });
    const id = await terminalId('DEHAM', 'CTB');
    await t.db.query(`update terminals set status = 'DISABLED' where id = $1`, [id]);
    expect((await post(ENDPOINTS.rateTerminalSave, { Id: id, CarrierCodes: [] })).json().Errors[0]).toMatchObject({
      Message: expect.stringMatching(/已停用/),
    });
    await t.db.query(`update terminals set status = 'ACTIVE' where id = $1`, [id]);
    await t.db.query(`update carriers set status = 'DISABLED' where code = 'GSLU'`);
    const carriers = await post(ENDPOINTS.rateTerminalSave, { Id: id, CarrierCodes: ['QQQQ', 'GSLU', 'MSCU'] });
    expect(carriers.json().Errors[0]).toMatchObject({ Path: '/CarrierCodes', Message: expect.stringMatching(/GSLU, QQQQ$/) });
    await t.db.query(`update carriers set status = 'ACTIVE' where code = 'GSLU'`);
    expect(await one('select 1 from rate_terminals where terminal_id = $1', id)).toBeUndefined();
    expect((await post(ENDPOINTS.rateTerminalSave, { Id: id, CarrierCodes: [] }, 'customer.admin@demo.test')).statusCode).toBe(403);
    expect((await post(ENDPOINTS.rateTerminalSave, { Id: id, CarrierCodes: [] }, 'sales@demo.test')).statusCode).toBe(403);
  });

  it('imports by the terminal’s id (the export) or by its port and code; bad rows say why', async () => {
    const exported = await get(`${ENDPOINTS.rateTerminalList}/Export?TerminalCode=YICT`);
    expect((await importTo(ENDPOINTS.rateTerminalList, exported.rawPayload as Buffer)).json().Data).toEqual({ Imported: 1, Rejected: [] });
    const file = await workbookOf([
      ['港口', '码头代码', '船公司', '显示'],
      ['sgsin', 'psatua', 'MAEU, MSCU', '大士'],
      ['SGSIN', 'NOPE', 'MAEU', 'x'],
      ['NLRTM', 'RWG', 'XXXX', 'RWG'],
    ]);
    const result = (await importTo(ENDPOINTS.rateTerminalList, file)).json().Data as Result;
    expect(result.Imported).toBe(1);
    expect(result.Rejected.map((r) => r.Row)).toEqual([3, 4]);
    expect(result.Rejected[0]!.Reasons.join(' ')).toMatch(/no terminal SGSIN NOPE/);
    expect(result.Rejected[1]!.Reasons.join(' ')).toMatch(/XXXX/);
    expect(await one('select carrier_codes, display from rate_terminals where terminal_id = $1', await terminalId('SGSIN', 'PSATUA'))).toEqual({
      carrier_codes: ['MAEU', 'MSCU'],
      display: '大士',
    });
  });
});

describe('surcharge types', () => {
  it('the seed groups the charges: freight surcharges in all-in rates, local charges and filings never', async () => {
    const rows = (await get(`${ENDPOINTS.surchargeTypeList}?PageSize=100`)).json().Data.Items as Record<string, unknown>[];
    expect(rows.find((r) => r.Code === 'BAF')).toMatchObject({
      Group: 'FREIGHT_SURCHARGE',
      IncludedInAllIn: true,
      NameZh: '燃油附加费',
      Category: 'SURCHARGE',
    });
    expect(rows.find((r) => r.Code === 'THC')).toMatchObject({ Group: 'ORIGIN_LOCAL', IncludedInAllIn: false, PerContainerType: true });
    expect(rows.find((r) => r.Code === 'DOC')).toMatchObject({ Group: 'ORIGIN_LOCAL', PerContainerType: false });
    expect(rows.find((r) => r.Code === 'AMS')).toMatchObject({ Group: 'FILING' });
    const filings = (await get(`${ENDPOINTS.surchargeTypeList}?Group=FILING`)).json().Data.Items as Record<string, unknown>[];
    expect(filings.every((r) => r.Group === 'FILING')).toBe(true);
  });

  it('adds a fee code (trimmed, capitals) with its flags, edits it with its version; logged; refuses a bad group', async () => {
    const made = await post(ENDPOINTS.surchargeTypeSave, {
      Code: ' fum ',
      Group: 'origin_local',
      ShowToCustomer: true,
      IncludedInAllIn: false,
      PerContainerType: true,
    });
    expect(made.json().Data).toEqual({ Code: 'FUM', Version: 1 });
    const edited = await post(ENDPOINTS.surchargeTypeSave, {
      Code: 'FUM',
      Group: 'ORIGIN_LOCAL',
      ShowToCustomer: false,
      IncludedInAllIn: false,
      PerContainerType: true,
      Version: 1,
    });
    expect(edited.json().Data).toEqual({ Code: 'FUM', Version: 2 });
    const log = await t.db.query<{ detail: Record<string, unknown> }>(
      `select detail from audit_events where entity = 'surchargeType' and entity_id = 'FUM' order by id`,
    );
    expect(log[1]!.detail).toMatchObject({ before: { ShowToCustomer: true }, after: { ShowToCustomer: false } });
    const bad = await post(ENDPOINTS.surchargeTypeSave, {
      Code: 'INS',
      Group: 'INSURANCE',
      ShowToCustomer: true,
      IncludedInAllIn: false,
      PerContainerType: false,
    });
    expect(bad.json().Errors[0]).toMatchObject({ Path: '/Group' });
  });

  it('refuses a fee code the master list lacks or has disabled', async () => {
    const body = { Group: 'FREIGHT_SURCHARGE', ShowToCustomer: true, IncludedInAllIn: true, PerContainerType: true };
    expect((await post(ENDPOINTS.surchargeTypeSave, { ...body, Code: 'NOFEE' })).json().Errors[0]).toMatchObject({
      Path: '/Code',
      Message: expect.stringMatching(/没有费用名称 .*费用名称/),
    });
    await t.db.query(`update fee_codes set status = 'DISABLED' where code = 'CUS'`);
    expect((await post(ENDPOINTS.surchargeTypeSave, { ...body, Code: 'CUS' })).json().Errors[0]).toMatchObject({ Message: expect.stringMatching(/已停用/) });
    await t.db.query(`update fee_codes set status = 'ACTIVE' where code = 'CUS'`);
    expect((await post(ENDPOINTS.surchargeTypeSave, { ...body, Code: 'CUS' }, 'customer.admin@demo.test')).statusCode).toBe(403);
    expect(await one(`select 1 from surcharge_types where fee_code = 'CUS'`)).toBeUndefined();
  });

  it('imports the export back and reports bad rows', async () => {
    const exported = await get(`${ENDPOINTS.surchargeTypeList}/Export?Code=BAF`);
    const back = (await importTo(ENDPOINTS.surchargeTypeList, exported.rawPayload as Buffer)).json().Data as Result;
    expect(back.Rejected).toEqual([]);
    expect(await one(`select included_in_all_in, fee_group from surcharge_types where fee_code = 'BAF'`)).toEqual({
      included_in_all_in: true,
      fee_group: 'FREIGHT_SURCHARGE',
    });
    const file = await workbookOf([
      ['费用代码', '分组', '客户可见', '含于全包价', '按箱型'],
      ['trk', 'origin_local', '否', '否', '是'],
      ['OF', 'FREIGHT', 'Y', 'Y', 'Y'],
    ]);
    const result = (await importTo(ENDPOINTS.surchargeTypeList, file)).json().Data as Result;
    expect(result.Imported).toBe(1);
    expect(result.Rejected.map((r) => r.Row)).toEqual([3]);
    expect(await one(`select show_to_customer, per_container_type from surcharge_types where fee_code = 'TRK'`)).toEqual({
      show_to_customer: false,
      per_container_type: true,
    });
  });
});
