import { beforeAll, describe, expect, it } from 'vitest';
import { ENDPOINTS } from '../../../src/contract/endpoints';
import { XLSX_TYPE } from '../../../server/http/xlsx';
import { workbookOf } from '../../support/xlsxFiles';
import { withTestApp } from '../support/build';
import { caller } from '../support/calls';

/**
 * Terminals (`/BasicData/Wharf`, commercial.md §1.1 Terminal): id-keyed rows unique per (port, code,
 * provider); codes in capitals and at most 6; provider and DCSA kind checked; a disabled or unknown
 * port refused; the seeded SMDG terminals there; a terminal in the rate terminals not deleted;
 * platform only; every change logged; the import finds a terminal by port, code and provider.
 */
const t = withTestApp({ modules: ['refdata'] });
const { call, asUser } = caller(t);
const tokens: Record<string, string> = {};
beforeAll(async () => {
  for (const who of ['admin@demo.test', 'customer.admin@demo.test', 'sales@demo.test']) tokens[who] = await asUser(who);
});
const post = (path: string, body: object, who = 'admin@demo.test') => call('POST', path, tokens[who]!, body);
const terminal = async (port: string, code: string) =>
  (await t.db.query<Record<string, unknown>>('select * from terminals where port_code = $1 and code = $2', [port, code]))[0];
const base = { PortCode: ' cnsha ', Code: ' ysx1 ', Provider: 'local', Kind: 'pote', NameZh: '洋山试验码头', NameEn: 'Yangshan trial terminal' };

describe('terminals', () => {
  it('the seed has the real SMDG codes of the main ports; the list filters by port', async () => {
    const page = await call('GET', `${ENDPOINTS.terminalList}?PortCode=CNSHA&PageSize=50`, tokens['admin@demo.test']!);
    expect(page.statusCode).toBe(200);
    const rows = page.json().Data.Items as { PortCode: string; Code: string; Provider: string; PortName: string }[];
    expect(rows.every((r) => r.PortCode === 'CNSHA' && r.PortName === '上海')).toBe(true);
    expect(rows.map((r) => r.Code)).toEqual(expect.arrayContaining(['SHENG', 'SGICT', 'SIPGSD', 'WAIG']));
    expect(await terminal('CNYTN', 'YICT')).toMatchObject({ provider: 'SMDG', kind: 'POTE' });
    expect(await terminal('NLRTM', 'RWG')).toMatchObject({ provider: 'SMDG' });
  });

  it('creates with a new id (codes in capitals), edits with its version, refuses a stale edit; the log has before and after', async () => {
    const made = await post(ENDPOINTS.terminalSave, base);
    expect(made.statusCode).toBe(200);
    const { Id } = made.json().Data as { Id: number };
    expect(made.json().Data).toEqual({ Id, Version: 1 });
    expect(await terminal('CNSHA', 'YSX1')).toMatchObject({ provider: 'LOCAL', kind: 'POTE', customs_site_code: '' });
    const edited = await post(ENDPOINTS.terminalSave, { ...base, Id, NameEn: 'Yangshan test terminal', CustomsSiteCode: '2248', Version: 1 });
    expect(edited.json().Data).toEqual({ Id, Version: 2 });
    const stale = await post(ENDPOINTS.terminalSave, { ...base, Id, NameEn: 'Lost', Version: 1 });
    expect(stale.statusCode).toBe(400);
    expect(stale.json().Code).toBe('STALE');
    const log = await t.db.query<{ action: string; detail: Record<string, unknown> }>(
      `select action, detail from audit_events where entity = 'terminal' and entity_id = $1 order by id`,
      [String(Id)],
    );
    expect(log.map((e) => e.action)).toEqual(['created', 'edited']);
    expect(log[1]!.detail).toMatchObject({
      before: { NameEn: 'Yangshan trial terminal' },
      after: { NameEn: 'Yangshan test terminal', CustomsSiteCode: '2248' },
    });
  });

  it('refuses the same port, code and provider twice, a long code, an unknown provider or kind, and an unknown or disabled port', async () => {
    const twice = await post(ENDPOINTS.terminalSave, { ...base, Code: 'SHENG', Provider: 'SMDG' });
    expect(twice.statusCode).toBe(400);
    expect(twice.json().Code).toBe('DUPLICATE');
    // the same code from another code list is another terminal
    expect((await post(ENDPOINTS.terminalSave, { ...base, Code: 'SHENG', Provider: 'LOCAL' })).statusCode).toBe(200);
    const bad = await post(ENDPOINTS.terminalSave, { ...base, Code: 'TOOLONG7', Provider: 'XYZ', Kind: 'DOCK' });
    expect(bad.statusCode).toBe(400);
    expect(
      bad
        .json()
        .Errors.map((e: { Path: string }) => e.Path)
        .sort(),
    ).toEqual(['/Code', '/Kind', '/Provider']);
    const nowhere = await post(ENDPOINTS.terminalSave, { ...base, PortCode: 'XXQQQ' });
    expect(nowhere.json().Errors[0]).toMatchObject({ Path: '/PortCode', Message: expect.stringMatching(/没有港口 XXQQQ/) });
    await t.db.query(`update ports set status = 'DISABLED' where code = 'CNLYG'`);
    const disabled = await post(ENDPOINTS.terminalSave, { ...base, PortCode: 'CNLYG' });
    expect(disabled.json().Errors[0]).toMatchObject({ Path: '/PortCode', Message: expect.stringMatching(/已停用/) });
    await t.db.query(`update ports set status = 'ACTIVE' where code = 'CNLYG'`);
  });

  it('a terminal the rate terminals name is not deleted (IN_USE), only disabled; an unused one is deleted', async () => {
    const yict = (await terminal('CNYTN', 'YICT'))!;
    await t.db.query(`insert into rate_terminals (terminal_id) values ($1) on conflict do nothing`, [yict.id]);
    const refused = await post(ENDPOINTS.terminalDelete, { Id: Number(yict.id) });
    expect(refused.statusCode).toBe(400);
    expect(refused.json()).toMatchObject({ Code: 'IN_USE', Message: expect.stringMatching(/运价码头 1/) });
    expect((await post(ENDPOINTS.terminalSetStatus, { Id: Number(yict.id), Status: 'DISABLED' })).statusCode).toBe(200);
    expect((await terminal('CNYTN', 'YICT'))?.status).toBe('DISABLED');
    await post(ENDPOINTS.terminalSetStatus, { Id: Number(yict.id), Status: 'ACTIVE' });
    const made = (await post(ENDPOINTS.terminalSave, { ...base, Code: 'GONE' })).json().Data as { Id: number };
    expect((await post(ENDPOINTS.terminalDelete, { Id: made.Id })).statusCode).toBe(200);
    expect(await terminal('CNSHA', 'GONE')).toBeUndefined();
  });

  it('only platform staff with the button change terminals', async () => {
    expect((await post(ENDPOINTS.terminalSave, { ...base, Code: 'NOPE' }, 'customer.admin@demo.test')).statusCode).toBe(403);
    expect((await post(ENDPOINTS.terminalSave, { ...base, Code: 'NOPE' }, 'sales@demo.test')).statusCode).toBe(403);
    expect((await call('GET', ENDPOINTS.terminalList, tokens['customer.admin@demo.test']!)).statusCode).toBe(403);
    expect(await terminal('CNSHA', 'NOPE')).toBeUndefined();
  });

  it('imports: the export comes back unchanged, a row finds its terminal by port, code and provider, bad rows say why', async () => {
    const exported = await call('GET', `${ENDPOINTS.terminalList}/Export?PortCode=DEHAM`, tokens['admin@demo.test']!);
    const importTo = (file: Buffer) => call('POST', `${ENDPOINTS.terminalList}/Import`, tokens['admin@demo.test']!, file, XLSX_TYPE);
    const back = (await importTo(exported.rawPayload as Buffer)).json().Data;
    expect(back.Rejected).toEqual([]);
    expect(back.Imported).toBe(3);
    const file = await workbookOf([
      ['港口', '代码', 'Provider', '类型', '中文名', '英文名', '海关监管场所'],
      ['deham', 'cta', 'smdg', 'POTE', '阿尔滕韦尔德码头', 'HHLA CTA Altenwerder', ''],
      ['CNNGB', 'NBCFS', 'LOCAL', 'COFS', '北仑货运站', 'Beilun CFS', '3102'],
      ['CNNGB', 'BAD', 'LOCAL', 'WHARF', '坏类型', 'Bad kind', ''],
    ]);
    const result = (await importTo(file)).json().Data as { Imported: number; Rejected: { Row: number; Reasons: string[] }[] };
    expect(result.Imported).toBe(2);
    expect(result.Rejected.map((r) => r.Row)).toEqual([4]);
    expect(result.Rejected[0]!.Reasons.join(' ')).toMatch(/类别：/);
    expect(await terminal('DEHAM', 'CTA')).toMatchObject({ name_en: 'HHLA CTA Altenwerder', version: 3 });
    expect(await terminal('CNNGB', 'NBCFS')).toMatchObject({ kind: 'COFS', customs_site_code: '3102' });
  });
});
