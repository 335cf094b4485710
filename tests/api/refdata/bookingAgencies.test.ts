import { beforeAll, describe, expect, it } from 'vitest';
import { ENDPOINTS } from '../../../src/contract/endpoints';
import { XLSX_TYPE } from '../../../server/http/xlsx';
import { workbookOf } from '../../support/xlsxFiles';
import { withTestApp } from '../support/build';
import { caller } from '../support/calls';

/**
 * Booking agencies (`/DataMaintenance/OrderAgency`, commercial.md §1.1 BookingAgency): id-keyed rows,
 * known carriers only, a platform company only when it is a provider, contacts reachable; an edit
 * bound to its version; platform staff only; the Excel import reports bad rows and keeps good ones.
 */
const t = withTestApp({ modules: ['refdata'] });
const { call, asUser } = caller(t);
const tokens: Record<string, string> = {};
beforeAll(async () => {
  for (const who of ['admin@demo.test', 'customer.admin@demo.test', 'sales@demo.test']) tokens[who] = await asUser(who);
});
const post = (path: string, body: object, who = 'admin@demo.test') => call('POST', path, tokens[who]!, body);
const list = async (query: string) => (await call('GET', `${ENDPOINTS.bookingAgencyList}?${query}`, tokens['admin@demo.test']!)).json().Data;
const companyId = async (code: string) => Number((await t.db.query<{ id: number }>('select id from companies where code = $1', [code]))[0]!.id);
const agency = async (id: number) => (await t.db.query<Record<string, unknown>>('select * from booking_agencies where id = $1', [id]))[0];
const body = {
  Name: ' Qingdao  Booking Hub ',
  CarrierCodes: ['cosu', ' MAEU', 'COSU'],
  Channel: 'EMAIL',
  Contacts: [{ Name: '赵磊', Phone: '+86 532 1234 5678', Email: 'ZL@Example.com' }],
};

describe('booking agencies', () => {
  it('the demo agencies are seeded; the list filters by carrier and channel and names the provider company', async () => {
    const page = await list('Carriers=COSU');
    expect(page.Items.map((a: { Name: string }) => a.Name)).toContain('上海远达船务代理有限公司');
    const yuanda = page.Items.find((a: { Name: string }) => a.Name === '上海远达船务代理有限公司');
    expect(yuanda).toMatchObject({ CompanyCode: 'PRV-SHYD', Channel: 'EMAIL', CarrierCodes: ['COSU', 'EGLV', 'OOLU'] });
    expect(yuanda.Contacts[0]).toMatchObject({ Name: '王敏' });
    const edi = await list('Channel=EDI');
    expect(edi.Items.every((a: { Channel: string }) => a.Channel === 'EDI')).toBe(true);
  });

  it('a new agency gets an id, its name and codes cleaned; an edit needs its version; the change log has before and after', async () => {
    const made = await post(ENDPOINTS.bookingAgencySave, body);
    expect(made.statusCode).toBe(200);
    const { Id, Version } = made.json().Data;
    expect(Version).toBe(1);
    expect(await agency(Id)).toMatchObject({ name: 'Qingdao Booking Hub', carrier_codes: ['COSU', 'MAEU'], company_id: null });
    expect(((await agency(Id))!.contacts as { Email: string }[])[0]!.Email).toBe('zl@example.com');
    const edited = await post(ENDPOINTS.bookingAgencySave, { ...body, Id, Channel: 'PORTAL', Contacts: [], Version: 1 });
    expect(edited.json().Data).toEqual({ Id, Version: 2 });
    const stale = await post(ENDPOINTS.bookingAgencySave, { ...body, Id, Channel: 'API', Version: 1 });
    expect(stale.statusCode).toBe(400);
    expect(stale.json().Code).toBe('STALE');
    expect((await agency(Id))!.channel).toBe('PORTAL');
    const log = await t.db.query<{ action: string; detail: Record<string, unknown> }>(
      `select action, detail from audit_events where entity = 'bookingAgency' and entity_id = $1 order by id`,
      [String(Id)],
    );
    expect(log.map((e) => e.action)).toEqual(['created', 'edited']);
    expect(log[1]!.detail).toMatchObject({ before: { Channel: 'EMAIL', Contacts: [{ Name: '赵磊' }] }, after: { Channel: 'PORTAL', Contacts: [] } });
    // a second agent of the same name (case aside) is refused
    const twice = await post(ENDPOINTS.bookingAgencySave, { ...body, Name: 'QINGDAO BOOKING HUB' });
    expect(twice.statusCode).toBe(400);
    expect(twice.json().Code).toBe('DUPLICATE');
    expect((await post(ENDPOINTS.bookingAgencySetStatus, { Id, Status: 'DISABLED' })).statusCode).toBe(200);
    expect((await agency(Id))!.status).toBe('DISABLED');
    expect((await post(ENDPOINTS.bookingAgencyDelete, { Id })).statusCode).toBe(200);
    expect(await agency(Id)).toBeUndefined();
  });

  it('refuses unknown carriers, no carrier, a company that is no provider, and contacts nobody can reach', async () => {
    const customer = await companyId('CUS-HZTX');
    const provider = await companyId('PRV-SHYD');
    const cases: [object, string][] = [
      [{ ...body, Name: 'A1', CarrierCodes: ['COSU', 'XXXX'] }, '/CarrierCodes'],
      [{ ...body, Name: 'A2', CarrierCodes: [] }, '/CarrierCodes'],
      [{ ...body, Name: 'A3', CompanyId: customer }, '/CompanyId'],
      [{ ...body, Name: 'A4', CompanyId: 999999 }, '/CompanyId'],
      [{ ...body, Name: 'A5', Contacts: [{ Name: 'Nobody', Phone: '', Email: '' }] }, '/Contacts/0'],
      [{ ...body, Name: 'A6', Contacts: [{ Name: 'Bad mail', Phone: '', Email: 'not-a-mail' }] }, '/Contacts/0'],
      [{ ...body, Name: '   ' }, '/Name'],
    ];
    for (const [b, path] of cases) {
      const res = await post(ENDPOINTS.bookingAgencySave, b);
      expect(res.statusCode, JSON.stringify(b)).toBe(400);
      expect(res.json().Errors.map((e: { Path: string }) => e.Path)).toContain(path);
    }
    expect((await t.db.query(`select 1 from booking_agencies where name in ('A1', 'A2', 'A3', 'A4', 'A5', 'A6')`)).length).toBe(0);
    const ok = await post(ENDPOINTS.bookingAgencySave, { ...body, Name: 'Provider agent', CompanyId: provider });
    expect(ok.statusCode).toBe(200);
  });

  it('only platform staff with the button change agencies: a customer and a salesperson are refused', async () => {
    for (const who of ['customer.admin@demo.test', 'sales@demo.test'])
      expect((await post(ENDPOINTS.bookingAgencySave, { ...body, Name: 'Not allowed' }, who)).statusCode).toBe(403);
    expect((await call('GET', ENDPOINTS.bookingAgencyList, tokens['customer.admin@demo.test']!)).statusCode).toBe(403);
    expect(await t.db.query(`select 1 from booking_agencies where name = 'Not allowed'`)).toEqual([]);
  });

  it('the export imports back unchanged; a sheet typed by hand creates, updates by name and reports bad rows', async () => {
    const exported = await call('GET', `${ENDPOINTS.bookingAgencyList}/Export?Name=${encodeURIComponent('远达')}`, tokens['admin@demo.test']!);
    const back = await call('POST', `${ENDPOINTS.bookingAgencyList}/Import`, tokens['admin@demo.test']!, exported.rawPayload as Buffer, XLSX_TYPE);
    expect(back.json().Data).toEqual({ Imported: 1, Rejected: [] });
    const yuanda = (await list(`Name=${encodeURIComponent('远达')}`)).Items[0];
    expect(yuanda).toMatchObject({ CompanyCode: 'PRV-SHYD', CarrierCodes: ['COSU', 'EGLV', 'OOLU'], Contacts: [{ Name: '王敏' }] });

    const file = await workbookOf([
      ['名称', 'Carriers', '渠道', 'Company', '联系人'],
      ['Xiamen Agency', 'cosu, oney', 'edi', '', '林峰, 0592-5551234, lf@xm.example; 黄丽, , hl@xm.example'],
      ['Bad Carrier Agency', 'QQQQ', 'EMAIL', '', ''],
      ['Bad Channel Agency', 'COSU', 'FAX', '', ''],
      ['Bad Company Agency', 'COSU', 'EMAIL', 'PRV-SHYD', ''],
    ]);
    expect((await call('POST', `${ENDPOINTS.bookingAgencyList}/Import`, tokens['customer.admin@demo.test']!, file, XLSX_TYPE)).statusCode).toBe(403);
    const res = (await call('POST', `${ENDPOINTS.bookingAgencyList}/Import`, tokens['admin@demo.test']!, file, XLSX_TYPE)).json().Data as {
      Imported: number;
      Rejected: { Row: number; Reasons: string[] }[];
    };
    expect(res.Imported).toBe(1);
    expect(res.Rejected.map((r) => r.Row)).toEqual([3, 4, 5]);
    expect(res.Rejected[0]!.Reasons.join(' ')).toMatch(/QQQQ/);
    expect(res.Rejected[1]!.Reasons.join(' ')).toMatch(/渠道：/);
    expect(res.Rejected[2]!.Reasons.join(' ')).toMatch(/Company/);
    const xm = (await list('Name=Xiamen')).Items[0];
    expect(xm).toMatchObject({ Channel: 'EDI', CarrierCodes: ['COSU', 'ONEY'] });
    expect(xm.Contacts).toEqual([
      { Name: '林峰', Phone: '0592-5551234', Email: 'lf@xm.example' },
      { Name: '黄丽', Phone: '', Email: 'hl@xm.example' },
    ]);
    // the same name again updates the row (found by name), never a second agent
    const again = await workbookOf([
      ['名称', 'Carriers', '渠道'],
      ['xiamen agency', 'COSU', 'EMAIL'],
    ]);
    expect((await call('POST', `${ENDPOINTS.bookingAgencyList}/Import`, tokens['admin@demo.test']!, again, XLSX_TYPE)).json().Data.Imported).toBe(1);
    const rows = (await list('Name=Xiamen')).Items;
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({ Channel: 'EMAIL', CarrierCodes: ['COSU'], Name: 'xiamen agency' });
  });
});
