import { beforeAll, describe, expect, it } from 'vitest';
import { ENDPOINTS } from '../../../src/contract/endpoints';
import { withTestApp } from '../support/build';
import { workbookOf } from '../../support/xlsxFiles';
import { XLSX_TYPE } from '../../../server/http/xlsx';
import { caller } from '../support/calls';

/**
 * Changing master data (commercial.md §1.3, R1.1–R1.9): only platform staff; codes trimmed and in
 * capitals; the shapes checked; an edit bound to the version it read; a code in use disabled, never
 * deleted; every change in the change log with before and after. Bad input changes nothing.
 */
const t = withTestApp({ modules: ['refdata'] });
const { call, asUser } = caller(t);
const tokens: Record<string, string> = {};
beforeAll(async () => {
  for (const who of ['admin@demo.test', 'customer.admin@demo.test', 'sales@demo.test']) tokens[who] = await asUser(who);
});
const post = (path: string, body: object, who = 'admin@demo.test') => call('POST', path, tokens[who]!, body);
const carrierRow = async (code: string) => (await t.db.query<Record<string, unknown>>('select * from carriers where code = $1', [code]))[0];
const portRow = async (code: string) => (await t.db.query<Record<string, unknown>>('select * from ports where code = $1', [code]))[0];
const audit = async (entity: string, id: string) =>
  t.db.query<{ action: string; detail: Record<string, unknown> }>('select action, detail from audit_events where entity = $1 and entity_id = $2 order by id', [
    entity,
    id,
  ]);

describe('carriers', () => {
  it('a new carrier: its code trimmed and in capitals, then edited with its version; a stale version is refused', async () => {
    const made = await post(ENDPOINTS.carrierSave, { Code: ' wxyz ', CodeKind: 'LOCAL', Name: 'Example Feeder Line', NameZh: '示例支线' });
    expect(made.statusCode).toBe(200);
    expect(made.json().Data).toEqual({ Code: 'WXYZ', Version: 1 });
    const edited = await post(ENDPOINTS.carrierSave, { Code: 'WXYZ', CodeKind: 'LOCAL', Name: 'Example Feeder Lines', NameZh: '示例支线', Version: 1 });
    expect(edited.json().Data).toEqual({ Code: 'WXYZ', Version: 2 });
    const stale = await post(ENDPOINTS.carrierSave, { Code: 'WXYZ', CodeKind: 'LOCAL', Name: 'Lost edit', NameZh: '示例支线', Version: 1 });
    expect(stale.statusCode).toBe(400);
    expect(stale.json().Code).toBe('STALE');
    expect((await carrierRow('WXYZ'))?.name).toBe('Example Feeder Lines');
    const log = await audit('carrier', 'WXYZ');
    expect(log.map((e) => e.action)).toEqual(['created', 'edited']);
    expect(log[1]!.detail).toMatchObject({ before: { Name: 'Example Feeder Line' }, after: { Name: 'Example Feeder Lines' } });
  });

  it('refuses a code that is no SCAC shape, a duplicate, and empty names, changing nothing', async () => {
    const bad = await post(ENDPOINTS.carrierSave, { Code: 'CO5U', CodeKind: 'SCAC', Name: 'X', NameZh: 'X' });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().Errors.map((e: { Path: string }) => e.Path)).toContain('/Code');
    expect(await carrierRow('CO5U')).toBeUndefined();
    const twice = await post(ENDPOINTS.carrierSave, { Code: 'maeu', CodeKind: 'SCAC', Name: 'Maersk again', NameZh: '马士基' });
    expect(twice.statusCode).toBe(400);
    expect(twice.json().Code).toBe('DUPLICATE');
    expect((await carrierRow('MAEU'))?.name).not.toBe('Maersk again');
    const empty = await post(ENDPOINTS.carrierSave, { Code: 'ABCD', CodeKind: 'SCAC', Name: '   ', NameZh: '  ' });
    expect(empty.statusCode).toBe(400);
    expect(await carrierRow('ABCD')).toBeUndefined();
  });

  it('a carrier in use cannot be deleted (400 IN_USE with counts): it is disabled instead; an unused one is deleted', async () => {
    const refused = await post(ENDPOINTS.carrierDelete, { Code: 'COSU' });
    expect(refused.statusCode).toBe(400);
    expect(refused.json()).toMatchObject({ Code: 'IN_USE', Message: expect.stringMatching(/COSU 正在使用中（订舱 \d+/) });
    expect(await carrierRow('COSU')).toBeDefined();
    expect((await post(ENDPOINTS.carrierSetStatus, { Code: 'cosu', Status: 'DISABLED' })).statusCode).toBe(200);
    expect((await carrierRow('COSU'))?.status).toBe('DISABLED');
    expect((await post(ENDPOINTS.carrierSetStatus, { Code: 'COSU', Status: 'ACTIVE' })).statusCode).toBe(200);
    expect((await audit('carrier', 'COSU')).map((e) => e.action)).toEqual(['disabled', 'enabled']);
    expect((await post(ENDPOINTS.carrierSave, { Code: 'QQQQ', CodeKind: 'LOCAL', Name: 'Short lived', NameZh: '短命' })).statusCode).toBe(200);
    expect((await post(ENDPOINTS.carrierDelete, { Code: 'QQQQ' })).statusCode).toBe(200);
    expect(await carrierRow('QQQQ')).toBeUndefined();
  });

  it('only platform staff change master data: a customer’s admin and a salesperson without the button are refused', async () => {
    const body = { Code: 'ZZZZ', CodeKind: 'LOCAL', Name: 'Not allowed', NameZh: '不允许' };
    expect((await post(ENDPOINTS.carrierSave, body, 'customer.admin@demo.test')).statusCode).toBe(403);
    expect((await post(ENDPOINTS.carrierSave, body, 'sales@demo.test')).statusCode).toBe(403);
    expect((await post(ENDPOINTS.carrierDelete, { Code: 'MAEU' }, 'customer.admin@demo.test')).statusCode).toBe(403);
    expect(await carrierRow('ZZZZ')).toBeUndefined();
  });
});

describe('ports', () => {
  const port = { Code: 'nlams', NameZh: '阿姆斯特丹', NameEn: 'Amsterdam', CountryCode: 'nl', TimeZone: 'Europe/Amsterdam', Functions: '1' };

  it('a new port: UN/LOCODE and country in capitals, its function string filled; the list finds it by Chinese name', async () => {
    const made = await post(ENDPOINTS.portSave, port);
    expect(made.statusCode).toBe(200);
    expect(await portRow('NLAMS')).toMatchObject({ country_code: 'NL', functions: '1-------', time_zone: 'Europe/Amsterdam' });
    const page = (await call('GET', `${ENDPOINTS.portList}?NameZh=${encodeURIComponent('阿姆斯特丹')}`, tokens['admin@demo.test']!)).json().Data;
    expect(page.Items.map((p: { Code: string; CountryName: string }) => [p.Code, p.CountryName])).toEqual([['NLAMS', '荷兰']]);
  });

  it("filters the grid's Chinese name with the picker's matcher: nb and ningbo find 宁波, as the picker does", async () => {
    for (const q of ['nb', 'ningbo', '宁波']) {
      const page = (await call('GET', `${ENDPOINTS.portList}?NameZh=${encodeURIComponent(q)}&PageSize=200`, tokens['admin@demo.test']!)).json().Data;
      expect(
        page.Items.map((p: { Code: string }) => p.Code),
        q,
      ).toContain('CNNGB');
    }
    const none = (await call('GET', `${ENDPOINTS.portList}?NameZh=zzqx`, tokens['admin@demo.test']!)).json().Data;
    expect(none.Total).toBe(0);
  });

  it('refuses a code of another country, an unknown country or zone, a seaport without a zone, and a group of another country', async () => {
    const cases: [object, string][] = [
      [{ ...port, Code: 'DEAMS' }, '/Code'],
      [{ ...port, Code: 'QQAMS', CountryCode: 'QQ' }, '/CountryCode'],
      [{ ...port, Code: 'NLAM1' }, '/Code'],
      [{ ...port, Code: 'NLXXX', TimeZone: 'Europe/Atlantis' }, '/TimeZone'],
      [{ ...port, Code: 'NLXXY', TimeZone: '' }, '/TimeZone'],
      [{ ...port, Code: 'NLXXZ', PortGroup: 'SHENZHEN' }, '/PortGroup'],
      [{ ...port, Code: 'NLXYZ', LaneCode: 'NOPE' }, '/LaneCode'],
    ];
    for (const [body, path] of cases) {
      const res = await post(ENDPOINTS.portSave, body);
      expect(res.statusCode, JSON.stringify(body)).toBe(400);
      expect(res.json().Errors.map((e: { Path: string }) => e.Path)).toContain(path);
    }
    expect((await t.db.query(`select code from ports where code in ('DEAMS', 'QQAMS', 'NLXXX', 'NLXXY', 'NLXXZ', 'NLXYZ')`)).length).toBe(0);
  });

  it('a port a booking names is not deleted; the list says it is in use', async () => {
    const res = await post(ENDPOINTS.portDelete, { Code: 'CNSHA' });
    expect(res.statusCode).toBe(400);
    expect(res.json().Code).toBe('IN_USE');
    const page = (await call('GET', `${ENDPOINTS.portList}?Code=CNSHA`, tokens['admin@demo.test']!)).json().Data;
    expect(page.Items[0].InUse).toBeGreaterThan(0);
  });
});

describe('fee codes and trade lanes', () => {
  it('a fee code is checked (shape, category, basis, term, currency) and lands; the list filters by category', async () => {
    const bad = await post(ENDPOINTS.feeCodeSave, {
      Code: 'x y',
      NameZh: '测试',
      NameEn: 'Test',
      Category: 'OTHER',
      DefaultBasis: 'PER_DAY',
      DefaultPaymentTerm: 'NOW',
      DefaultCurrency: 'XYZ',
    });
    expect(bad.statusCode).toBe(400);
    expect(
      bad
        .json()
        .Errors.map((e: { Path: string }) => e.Path)
        .sort(),
    ).toEqual(['/Category', '/Code', '/DefaultBasis', '/DefaultCurrency', '/DefaultPaymentTerm']);
    const ok = await post(ENDPOINTS.feeCodeSave, {
      Code: 'cod',
      NameZh: '改港费',
      NameEn: 'Change of destination',
      Category: 'surcharge',
      DefaultBasis: 'PER_BL',
      DefaultCurrency: 'usd',
      DefaultPaymentTerm: 'PRE',
    });
    expect(ok.statusCode).toBe(200);
    const page = (await call('GET', `${ENDPOINTS.feeCodeList}?Category=SURCHARGE&PageSize=100`, tokens['admin@demo.test']!)).json().Data;
    expect(page.Items.map((f: { Code: string }) => f.Code)).toEqual(expect.arrayContaining(['BAF', 'COD']));
    expect(page.Items.every((f: { Category: string }) => f.Category === 'SURCHARGE')).toBe(true);
  });

  it('a sub-lane’s ports must be its parent’s; a lane ports name is not deleted; an empty one is, with its ports', async () => {
    const outside = await post(ENDPOINTS.tradeLaneSave, {
      Code: 'EU-TEST',
      NameZh: '测试子线',
      NameEn: 'Test',
      ParentCode: 'EU',
      PodCodes: ['NLRTM', 'USLAX'],
    });
    expect(outside.statusCode).toBe(400);
    expect(outside.json().Message).toMatch(/USLAX/);
    const made = await post(ENDPOINTS.tradeLaneSave, { Code: 'eu-test', NameZh: '测试子线', NameEn: 'Test', ParentCode: 'EU', PodCodes: ['nlrtm', 'DEHAM'] });
    expect(made.statusCode).toBe(200);
    const row = (await call('GET', `${ENDPOINTS.tradeLaneList}?Code=EU-TEST`, tokens['admin@demo.test']!)).json().Data.Items[0];
    expect(row).toMatchObject({ ParentCode: 'EU', PodCodes: ['DEHAM', 'NLRTM'] });
    const edited = await post(ENDPOINTS.tradeLaneSave, {
      Code: 'EU-TEST',
      NameZh: '测试子线',
      NameEn: 'Test',
      ParentCode: 'EU',
      PodCodes: ['DEHAM'],
      Version: 1,
    });
    expect(edited.statusCode).toBe(200);
    const log = await audit('tradeLane', 'EU-TEST');
    expect(log.at(-1)!.detail).toMatchObject({ before: { PodCodes: ['DEHAM', 'NLRTM'] }, after: { PodCodes: ['DEHAM'] } });
    const inUse = await post(ENDPOINTS.tradeLaneDelete, { Code: 'USWC' });
    expect(inUse.statusCode).toBe(400);
    expect(inUse.json().Code).toBe('IN_USE');
    expect((await post(ENDPOINTS.tradeLaneDelete, { Code: 'EU-TEST' })).statusCode).toBe(200);
    expect(await t.db.query(`select 1 from trade_lane_ports where lane_code = 'EU-TEST'`)).toEqual([]);
  });
});

describe('Excel imports of master lists', () => {
  it('ports: good rows create or update their code, bad rows are reported with reasons and change nothing; customers may not import', async () => {
    const file = await workbookOf([
      ['代码 UN/LOCODE', '中文名 Chinese name', '英文名 English name', '国家 Country', '时区 Time zone', '功能 Functions', '别名 Aliases'],
      ['plgdy', '格丁尼亚', 'Gdynia', 'pl', 'Europe/Warsaw', '1', 'PL GDY'],
      ['DEGDY', '错国家', 'Wrong country', 'PL', 'Europe/Warsaw', '1', ''],
      ['CNNGB', '宁波', 'Ningbo', 'CN', 'Asia/Shanghai', '1', 'CNNBO 宁波舟山 NINGBO-ZHOUSHAN'],
      ['NLXXX', '无时区', 'No zone', 'NL', '', '1', ''],
    ]);
    const refused = await call('POST', `${ENDPOINTS.portList}/Import`, tokens['customer.admin@demo.test']!, file, XLSX_TYPE);
    expect(refused.statusCode).toBe(403);
    const before = await portRow('CNNGB');
    const res = await call('POST', `${ENDPOINTS.portList}/Import`, tokens['admin@demo.test']!, file, XLSX_TYPE);
    expect(res.statusCode).toBe(200);
    const result = res.json().Data as { Imported: number; Rejected: { Row: number; Reasons: string[] }[] };
    expect(result.Imported).toBe(2);
    expect(result.Rejected.map((r) => r.Row)).toEqual([3, 5]);
    expect(result.Rejected[0]!.Reasons.join(' ')).toMatch(/代码：/);
    expect(result.Rejected[1]!.Reasons.join(' ')).toMatch(/时区：/);
    expect(await portRow('PLGDY')).toMatchObject({ country_code: 'PL', time_zone: 'Europe/Warsaw', functions: '1-------' });
    expect(await portRow('DEGDY')).toBeUndefined();
    expect(await portRow('NLXXX')).toBeUndefined();
    const after = await portRow('CNNGB');
    expect(after?.aliases).toEqual(['CNNBO', '宁波舟山', 'NINGBO-ZHOUSHAN']);
    expect(Number(after?.version)).toBe(Number(before?.version) + 1);
    expect((await audit('port', 'PLGDY')).map((e) => e.action)).toEqual(['created']);
  });

  it('carriers: the export’s own sheet imports back unchanged in meaning', async () => {
    const exported = await call('GET', `${ENDPOINTS.carrierList}/Export?Code=MAEU`, tokens['admin@demo.test']!);
    const res = await call('POST', `${ENDPOINTS.carrierList}/Import`, tokens['admin@demo.test']!, exported.rawPayload, XLSX_TYPE);
    expect(res.statusCode).toBe(200);
    expect(res.json().Data).toEqual({ Imported: 1, Rejected: [] });
    expect(await carrierRow('MAEU')).toMatchObject({ name_zh: '马士基', code_kind: 'SCAC' });
  });
});
