import { beforeAll, describe, expect, it } from 'vitest';
import { ENDPOINTS } from '../../../src/contract/endpoints';
import { XLSX_TYPE } from '../../../server/http/xlsx';
import { workbookOf } from '../../support/xlsxFiles';
import { withTestApp } from '../support/build';
import { caller } from '../support/calls';

/**
 * Rate carriers and rate ports (commercial.md §1.1 "Rate dictionaries", R1.5): one row per master
 * code (sent as `Code`), refused when the master is missing or disabled; the master's names joined
 * into the list; a rate port sets the master port's group, only one of the port's own country and
 * never two at once; platform only; every change logged; imports with a row report.
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
type Result = { Imported: number; Rejected: { Row: number; Reasons: string[] }[] };
const importTo = (list: string, file: Buffer) => call('POST', `${list}/Import`, tokens['admin@demo.test']!, file, XLSX_TYPE);

describe('rate carriers', () => {
  it('the seed shows the main carriers in search, with the carriers’ own names joined in', async () => {
    const page = (await get(`${ENDPOINTS.rateCarrierList}?PageSize=50`)).json().Data.Items as Record<string, unknown>[];
    expect(page[0]).toMatchObject({ Code: 'COSU', ShowInSearch: true, DisplayNameZh: '中远海运', DefaultCurrency: 'USD', DefaultValidityBasis: 'ETD' });
    expect(page.find((r) => r.Code === 'MAEU')).toMatchObject({ CarrierNameEn: expect.stringMatching(/Maersk/i), CarrierStatus: 'ACTIVE' });
    expect(page.find((r) => r.Code === 'APLU')).toMatchObject({ ShowInSearch: false });
  });

  it('adds a carrier by its code (trimmed, capitals), edits it with its version and a maintainer, refuses a stale edit; logged', async () => {
    const made = await post(ENDPOINTS.rateCarrierSave, { Code: ' tstu ', ShowInSearch: true, DisplayNameZh: '德翔' });
    expect(made.statusCode).toBe(200);
    expect(made.json().Data).toEqual({ Code: 'TSTU', Version: 1 });
    const admin = await one(`select e.id from employees e join companies c on c.id = e.company_id where c.kind = 'platform' limit 1`);
    const edited = await post(ENDPOINTS.rateCarrierSave, {
      Code: 'TSTU',
      ShowInSearch: false,
      MaintainerEmployeeId: Number(admin!.id),
      DefaultValidityBasis: 'gate_in',
      Notes: 'named account needed',
      Version: 1,
    });
    expect(edited.json().Data).toEqual({ Code: 'TSTU', Version: 2 });
    expect(await one(`select * from rate_carriers where carrier_code = 'TSTU'`)).toMatchObject({
      show_in_search: false,
      default_validity_basis: 'GATE_IN',
      default_currency: 'USD',
      notes: 'named account needed',
    });
    expect((await post(ENDPOINTS.rateCarrierSave, { Code: 'TSTU', ShowInSearch: true, Version: 1 })).json().Code).toBe('STALE');
    const log = await t.db.query<{ action: string; detail: Record<string, unknown> }>(
      `select action, detail from audit_events where entity = 'rateCarrier' and entity_id = 'TSTU' order by id`,
    );
    expect(log.map((e) => e.action)).toEqual(['created', 'edited']);
    expect(log[1]!.detail).toMatchObject({ before: { ShowInSearch: true }, after: { ShowInSearch: false, DefaultValidityBasis: 'GATE_IN' } });
    expect((await post(ENDPOINTS.rateCarrierSave, { Code: 'TSTU', ShowInSearch: true })).json().Code).toBe('DUPLICATE');
  });

  it('refuses a carrier the master list lacks or has disabled, with where to fix it; a bad basis, currency or maintainer', async () => {
    const missing = await post(ENDPOINTS.rateCarrierSave, { Code: 'QQQQ', ShowInSearch: true });
    expect(missing.statusCode).toBe(400);
    expect(missing.json().Errors[0]).toMatchObject({ Path: '/Code', Message: expect.stringMatching(/没有船公司 .*请先在 船公司/) });
    await t.db.query(`update carriers set status = 'DISABLED' where code = 'SMLM'`);
    const disabled = await post(ENDPOINTS.rateCarrierSave, { Code: 'SMLM', ShowInSearch: true });
    expect(disabled.json().Errors[0]).toMatchObject({ Path: '/Code', Message: expect.stringMatching(/已停用/) });
    await t.db.query(`update carriers set status = 'ACTIVE' where code = 'SMLM'`);
    const customer = await one(`select e.id from employees e join companies c on c.id = e.company_id where c.kind = 'customer' limit 1`);
    const bad = await post(ENDPOINTS.rateCarrierSave, {
      Code: 'SMLM',
      ShowInSearch: true,
      DefaultValidityBasis: 'ETA',
      DefaultCurrency: 'ZZZ',
      MaintainerEmployeeId: Number(customer!.id),
    });
    expect(
      bad
        .json()
        .Errors.map((e: { Path: string }) => e.Path)
        .sort(),
    ).toEqual(['/DefaultCurrency', '/DefaultValidityBasis', '/MaintainerEmployeeId']);
    expect(await one(`select 1 from rate_carriers where carrier_code = 'SMLM'`)).toBeUndefined();
  });

  it('is platform-only, on its own page', async () => {
    expect((await post(ENDPOINTS.rateCarrierSave, { Code: 'SKLU', ShowInSearch: true }, 'customer.admin@demo.test')).statusCode).toBe(403);
    expect((await post(ENDPOINTS.rateCarrierSave, { Code: 'SKLU', ShowInSearch: true }, 'sales@demo.test')).statusCode).toBe(403);
    expect((await get(ENDPOINTS.rateCarrierList, 'customer.admin@demo.test')).statusCode).toBe(403);
  });

  it('imports the export back unchanged and reports bad rows', async () => {
    const exported = await get(`${ENDPOINTS.rateCarrierList}/Export?Code=COSU`);
    const back = (await importTo(ENDPOINTS.rateCarrierList, exported.rawPayload as Buffer)).json().Data as Result;
    expect(back).toEqual({ Imported: 1, Rejected: [] });
    expect(await one(`select show_in_search, display_name_zh from rate_carriers where carrier_code = 'COSU'`)).toEqual({
      show_in_search: true,
      display_name_zh: '中远海运',
    });
    const file = await workbookOf([
      ['船公司', '查询显示', '显示名称', '排序'],
      ['sklu', '否', '长锦', '300'],
      ['XXXX', 'Y', '无', ''],
      ['CULU', 'maybe', '中联', ''],
    ]);
    const result = (await importTo(ENDPOINTS.rateCarrierList, file)).json().Data as Result;
    expect(result.Imported).toBe(1);
    expect(result.Rejected.map((r) => r.Row)).toEqual([3, 4]);
    expect(result.Rejected[0]!.Reasons.join(' ')).toMatch(/XXXX/);
    expect(result.Rejected[1]!.Reasons.join(' ')).toMatch(/maybe/);
    expect(await one(`select show_in_search, sort_order from rate_carriers where carrier_code = 'SKLU'`)).toEqual({ show_in_search: false, sort_order: 300 });
  });
});

describe('rate ports', () => {
  it('the seed has the Chinese base ports as hot POLs, with the master port’s group joined in', async () => {
    const page = (await get(`${ENDPOINTS.ratePortList}?Role=POL&PageSize=50`)).json().Data.Items as Record<string, unknown>[];
    for (const code of ['CNSHA', 'CNNGB', 'CNYTN', 'CNSHK', 'CNTAO', 'CNXMN'])
      expect(
        page.find((r) => r.Code === code),
        code,
      ).toMatchObject({ IsBasePort: true, Hot: true, Role: 'POL' });
    expect(page.find((r) => r.Code === 'CNYTN')).toMatchObject({ NameZh: '盐田', PortGroup: 'SHENZHEN', PortGroupName: '深圳', CountryCode: 'CN' });
    expect(page.find((r) => r.Code === 'CNWUH')).toMatchObject({ IsBasePort: false });
  });

  it('sets the master port’s group (R1.5): a port is in one group at a time, of its own country; empty takes it out', async () => {
    const made = await post(ENDPOINTS.ratePortSave, { Code: 'cnhua', Role: 'pol', IsBasePort: false, Hot: false, PortGroup: 'guangzhou' });
    expect(made.statusCode).toBe(200);
    expect(await one(`select port_group from ports where code = 'CNHUA'`)).toEqual({ port_group: 'GUANGZHOU' });
    // moving it to another group takes it out of the first: one column holds it
    const moved = await post(ENDPOINTS.ratePortSave, { Code: 'CNHUA', Role: 'POL', IsBasePort: false, Hot: false, PortGroup: 'SHENZHEN', Version: 1 });
    expect(moved.statusCode).toBe(200);
    const groups = await t.db.query<{ code: string }>(`select code from ports where port_group = 'GUANGZHOU' order by code`);
    expect(groups.map((g) => g.code)).not.toContain('CNHUA');
    const foreign = await post(ENDPOINTS.ratePortSave, { Code: 'NLRTM', Role: 'POD', IsBasePort: true, Hot: true, PortGroup: 'SHANGHAI', Version: 1 });
    expect(foreign.statusCode).toBe(400);
    expect(foreign.json().Errors[0]).toMatchObject({ Path: '/PortGroup', Message: expect.stringMatching(/CN 的港口组；NLRTM 属于 NL/) });
    expect(await one(`select port_group from ports where code = 'NLRTM'`)).toEqual({ port_group: null });
    const unknown = await post(ENDPOINTS.ratePortSave, { Code: 'CNHUA', Role: 'POL', IsBasePort: false, Hot: false, PortGroup: 'NOWHERE', Version: 2 });
    expect(unknown.json().Errors[0]).toMatchObject({ Path: '/PortGroup' });
    const out = await post(ENDPOINTS.ratePortSave, { Code: 'CNHUA', Role: 'POL', IsBasePort: false, Hot: false, PortGroup: '', Version: 2 });
    expect(out.statusCode).toBe(200);
    expect(await one(`select port_group from ports where code = 'CNHUA'`)).toEqual({ port_group: null });
    const log = await t.db.query<{ detail: Record<string, unknown> }>(
      `select detail from audit_events where entity = 'ratePort' and entity_id = 'CNHUA' order by id`,
    );
    expect(log[1]!.detail).toMatchObject({ before: { PortGroup: 'GUANGZHOU' }, after: { PortGroup: 'SHENZHEN' } });
  });

  it('refuses a port the master list lacks or has disabled, and a bad role', async () => {
    expect((await post(ENDPOINTS.ratePortSave, { Code: 'XXQQQ', Role: 'POL', IsBasePort: true, Hot: false })).json().Errors[0]).toMatchObject({
      Path: '/Code',
      Message: expect.stringMatching(/没有港口/),
    });
    await t.db.query(`update ports set status = 'DISABLED' where code = 'CNYNT'`);
    const disabled = await post(ENDPOINTS.ratePortSave, { Code: 'CNYNT', Role: 'POL', IsBasePort: true, Hot: false });
    expect(disabled.json().Errors[0]).toMatchObject({ Path: '/Code', Message: expect.stringMatching(/已停用/) });
    await t.db.query(`update ports set status = 'ACTIVE' where code = 'CNYNT'`);
    const role = await post(ENDPOINTS.ratePortSave, { Code: 'CNYNT', Role: 'VIA', IsBasePort: true, Hot: false });
    expect(role.json().Errors[0]).toMatchObject({ Path: '/Role' });
    expect((await post(ENDPOINTS.ratePortSave, { Code: 'CNYNT', Role: 'POL', IsBasePort: true, Hot: false }, 'customer.admin@demo.test')).statusCode).toBe(403);
  });

  it('disables and deletes a row (nothing refers to it), the master port stays', async () => {
    expect((await post(ENDPOINTS.ratePortSetStatus, { Code: 'cnfan', Status: 'DISABLED' })).statusCode).toBe(200);
    expect(await one(`select status from rate_ports where port_code = 'CNFAN'`)).toEqual({ status: 'DISABLED' });
    expect((await post(ENDPOINTS.ratePortDelete, { Code: 'CNFAN' })).statusCode).toBe(200);
    expect(await one(`select 1 from rate_ports where port_code = 'CNFAN'`)).toBeUndefined();
    expect(await one(`select status from ports where code = 'CNFAN'`)).toEqual({ status: 'ACTIVE' });
  });

  it('imports with yes/no cells and the group; bad rows say why', async () => {
    const file = await workbookOf([
      ['港口 Port', '用途 Role', '基港 Base port', '热门 Hot', '港口组 Port group', '排序 Order'],
      ['cnszx', 'POL', '是', '否', 'SHENZHEN', '5'],
      ['AUMEL', 'POD', 'Y', 'N', 'SHANGHAI', ''],
      ['CNZUH', 'POL', 'perhaps', '', '', ''],
    ]);
    const result = (await importTo(ENDPOINTS.ratePortList, file)).json().Data as Result;
    expect(result.Imported).toBe(1);
    expect(result.Rejected.map((r) => r.Row)).toEqual([3, 4]);
    expect(result.Rejected[0]!.Reasons.join(' ')).toMatch(/港口组：/);
    expect(result.Rejected[1]!.Reasons.join(' ')).toMatch(/perhaps/);
    expect(await one(`select is_base_port, hot, sort_order from rate_ports where port_code = 'CNSZX'`)).toEqual({
      is_base_port: true,
      hot: false,
      sort_order: 5,
    });
  });
});
