import { beforeAll, describe, expect, it } from 'vitest';
import { ENDPOINTS } from '../../../src/contract/endpoints';
import { todayInShanghai } from '../../../src/domain/refdata/exchangeRates';
import { XLSX_TYPE } from '../../../server/http/xlsx';
import { workbookOf } from '../../support/xlsxFiles';
import { withTestApp } from '../support/build';
import { caller } from '../support/calls';

/**
 * Booking codes (约号, commercial.md §1.1 BookCode, §1.2 derived EXPIRED): code shape, known carrier,
 * lanes and customer companies; the agent must book with the carrier; From ≤ To; EXPIRED derived
 * from today in the list; both pages open the list; an agent a code names is not deleted.
 */
const t = withTestApp({ modules: ['refdata'] });
const { call, asUser } = caller(t);
const tokens: Record<string, string> = {};
beforeAll(async () => {
  for (const who of ['admin@demo.test', 'customer.admin@demo.test', 'sales@demo.test']) tokens[who] = await asUser(who);
});
const post = (path: string, body: object, who = 'admin@demo.test') => call('POST', path, tokens[who]!, body);
const list = async (query: string) => (await call('GET', `${ENDPOINTS.bookCodeList}?${query}`, tokens['admin@demo.test']!)).json().Data;
const companyId = async (code: string) => Number((await t.db.query<{ id: number }>('select id from companies where code = $1', [code]))[0]!.id);
const agencyId = async (name: string) => Number((await t.db.query<{ id: number }>('select id from booking_agencies where name = $1', [name]))[0]!.id);
const bookCode = async (code: string) => (await t.db.query<Record<string, unknown>>('select * from book_codes where code = $1', [code]))[0];
const shift = (days: number) => {
  const d = new Date(`${todayInShanghai()}T00:00:00Z`);
  d.setUTCDate(d.getUTCDate() + days);
  return d.toISOString().slice(0, 10);
};
const body = { Code: ' cosu-t1 ', CarrierCode: 'cosu', ContractNo: ' SC-TEST-001 ', ValidFrom: shift(-10), ValidTo: shift(30), TradeLaneCodes: ['eu'] };

describe('booking codes', () => {
  it('the demo codes are seeded; an expired one is EXPIRED in the list (derived), the others ACTIVE', async () => {
    const page = await list('PageSize=50');
    const byCode = Object.fromEntries(page.Items.map((b: { Code: string }) => [b.Code, b]));
    expect(byCode['COSU-EU01']).toMatchObject({ State: 'ACTIVE', BookingAgencyName: '上海远达船务代理有限公司', TradeLaneCodes: ['EU', 'MED'] });
    expect(byCode['MAEU-US01']).toMatchObject({ AllowedCompanyCodes: ['CUS-HZTX'], NamedAccount: 'HZTX NAC' });
    expect(byCode['CMDU-Q3']).toMatchObject({ State: 'EXPIRED', Status: 'ACTIVE' });
    expect((await list('State=EXPIRED')).Items.map((b: { Code: string }) => b.Code)).toEqual(['CMDU-Q3']);
  });

  it('a new code is cleaned and saved; a code whose last day passed reads EXPIRED, never stored so', async () => {
    const made = await post(ENDPOINTS.bookCodeSave, body);
    expect(made.statusCode, made.body).toBe(200);
    expect(made.json().Data).toEqual({ Code: 'COSU-T1', Version: 1 });
    expect(await bookCode('COSU-T1')).toMatchObject({ carrier_code: 'COSU', contract_no: 'SC-TEST-001', trade_lane_codes: ['EU'], status: 'ACTIVE' });
    expect((await list('Code=COSU-T1')).Items[0]).toMatchObject({ State: 'ACTIVE', ValidFrom: shift(-10), ValidTo: shift(30), AllowedCompanyIds: [] });
    const ended = await post(ENDPOINTS.bookCodeSave, { ...body, ValidFrom: shift(-10), ValidTo: shift(-1), Version: 1 });
    expect(ended.statusCode).toBe(200);
    expect((await list('Code=COSU-T1')).Items[0]).toMatchObject({ State: 'EXPIRED', Status: 'ACTIVE' });
    expect((await bookCode('COSU-T1'))!.status).toBe('ACTIVE');
    const log = await t.db.query<{ detail: { before: Record<string, unknown>; after: Record<string, unknown> } }>(
      `select detail from audit_events where entity = 'bookCode' and entity_id = 'COSU-T1' and action = 'edited'`,
    );
    expect(log[0]!.detail).toMatchObject({ before: { ValidTo: shift(30) }, after: { ValidTo: shift(-1) } });
    const stale = await post(ENDPOINTS.bookCodeSave, { ...body, Version: 1 });
    expect(stale.json().Code).toBe('STALE');
  });

  it('refuses a bad code, unknown carrier, lane or customer, a company that is no customer, From after To, a long contract, an agent of other carriers', async () => {
    const provider = await companyId('PRV-SHYD');
    const maersk = await agencyId('Maersk Online Booking (Shanghai)');
    const cases: [object, string][] = [
      [{ ...body, Code: 'x' }, '/Code'],
      [{ ...body, Code: 'BAD1', CarrierCode: 'XXXX' }, '/CarrierCode'],
      [{ ...body, Code: 'BAD2', TradeLaneCodes: ['NOPE'] }, '/TradeLaneCodes'],
      [{ ...body, Code: 'BAD3', AllowedCompanyIds: [provider] }, '/AllowedCompanyIds'],
      [{ ...body, Code: 'BAD4', AllowedCompanyIds: [999999] }, '/AllowedCompanyIds'],
      [{ ...body, Code: 'BAD5', ValidFrom: shift(5), ValidTo: shift(4) }, '/ValidTo'],
      [{ ...body, Code: 'BAD6', ValidFrom: '2026-02-30' }, '/ValidFrom'],
      [{ ...body, Code: 'BAD7', ContractNo: 'X'.repeat(31) }, '/ContractNo'],
      [{ ...body, Code: 'BAD8', BookingAgencyId: maersk }, '/BookingAgencyId'],
    ];
    for (const [b, path] of cases) {
      const res = await post(ENDPOINTS.bookCodeSave, b);
      expect(res.statusCode, JSON.stringify(b)).toBe(400);
      expect(res.json().Errors.map((e: { Path: string }) => e.Path)).toContain(path);
    }
    expect(await t.db.query(`select 1 from book_codes where code like 'BAD%'`)).toEqual([]);
    const customer = await companyId('CUS-NBHY');
    const ok = await post(ENDPOINTS.bookCodeSave, {
      ...body,
      Code: 'COSU-T2',
      AllowedCompanyIds: [customer],
      BookingAgencyId: await agencyId('上海远达船务代理有限公司'),
    });
    expect(ok.statusCode, ok.body).toBe(200);
    expect((await list('Code=COSU-T2')).Items[0]).toMatchObject({ AllowedCompanyCodes: ['CUS-NBHY'] });
    expect((await post(ENDPOINTS.bookCodeSave, { ...body, Code: 'cosu-t2' })).json().Code).toBe('DUPLICATE');
  });

  it('an agency a booking code names is not deleted (IN_USE with the count); an unused code is deleted', async () => {
    const yuanda = await agencyId('上海远达船务代理有限公司');
    const refused = await post(ENDPOINTS.bookingAgencyDelete, { Id: yuanda });
    expect(refused.statusCode).toBe(400);
    expect(refused.json()).toMatchObject({ Code: 'IN_USE', Message: expect.stringMatching(/订舱代码 \d+/) });
    await post(ENDPOINTS.bookCodeSave, { ...body, Code: 'GONE' });
    expect((await post(ENDPOINTS.bookCodeDelete, { Code: 'gone' })).statusCode).toBe(200);
    expect(await bookCode('GONE')).toBeUndefined();
  });

  it('platform staff only: a customer and a salesperson without the button are refused', async () => {
    for (const who of ['customer.admin@demo.test', 'sales@demo.test'])
      expect((await post(ENDPOINTS.bookCodeSave, { ...body, Code: 'NOPE1' }, who)).statusCode).toBe(403);
    expect((await call('GET', ENDPOINTS.bookCodeList, tokens['customer.admin@demo.test']!)).statusCode).toBe(403);
    expect(await bookCode('NOPE1')).toBeUndefined();
  });

  it('Excel: the export imports back unchanged; bad rows are reported with reasons, good ones kept', async () => {
    const exported = await call('GET', `${ENDPOINTS.bookCodeList}/Export?Code=MAEU-US01`, tokens['admin@demo.test']!);
    const before = await bookCode('MAEU-US01');
    const back = await call('POST', `${ENDPOINTS.bookCodeList}/Import`, tokens['admin@demo.test']!, exported.rawPayload as Buffer, XLSX_TYPE);
    expect(back.json().Data).toEqual({ Imported: 1, Rejected: [] });
    const after = await bookCode('MAEU-US01');
    expect(after).toMatchObject({
      allowed_company_ids: before!.allowed_company_ids,
      booking_agency_id: before!.booking_agency_id,
      contract_no: before!.contract_no,
    });

    const file = await workbookOf([
      ['代码', 'Carrier', '约号', '生效', '截止', '航线', '适用客户'],
      ['hpl-1', 'hlcu', 'HL-2026-77', shift(0), shift(90), 'eu med', ''],
      ['HPL-2', 'HLCU', 'HL-2026-78', shift(9), shift(1), '', ''],
      ['HPL-3', 'HLCU', 'HL-2026-79', shift(0), shift(9), '', 'CUS-HZTX'],
    ]);
    expect((await call('POST', `${ENDPOINTS.bookCodeList}/Import`, tokens['customer.admin@demo.test']!, file, XLSX_TYPE)).statusCode).toBe(403);
    const res = (await call('POST', `${ENDPOINTS.bookCodeList}/Import`, tokens['admin@demo.test']!, file, XLSX_TYPE)).json().Data as {
      Imported: number;
      Rejected: { Row: number; Reasons: string[] }[];
    };
    expect(res.Imported).toBe(1);
    expect(res.Rejected.map((r) => r.Row)).toEqual([3, 4]);
    expect(res.Rejected[0]!.Reasons.join(' ')).toMatch(/有效期至：/);
    expect(res.Rejected[1]!.Reasons.join(' ')).toMatch(/Customers/);
    expect(await bookCode('HPL-1')).toMatchObject({ carrier_code: 'HLCU', trade_lane_codes: ['EU', 'MED'] });
  });

  it('the booking desk page (/quckBook/BookCode) opens the same list and, with its edit button, the same writes', async () => {
    const [sales] = await t.db.query<{ id: string; company_id: string }>(
      `select e.id, e.company_id from employees e join users u on u.id = e.user_id where u.account = 'sales@demo.test' limit 1`,
    );
    const [role] = await t.db.query<{ id: string }>(`insert into roles (company_id, name) values ($1, 'Booking desk (test)') returning id`, [
      sales!.company_id,
    ]);
    await t.db.query(`insert into role_menus (role_id, menu_id) select $1, id from menus where path = '/quckBook/BookCode'`, [role!.id]);
    await t.db.query(
      `insert into role_buttons (role_id, button_id) select $1, b.id from menu_buttons b join menus m on m.id = b.menu_id where m.path = '/quckBook/BookCode' and b.code = 'edit'`,
      [role!.id],
    );
    await t.db.query('insert into employee_roles (employee_id, role_id) values ($1, $2)', [sales!.id, role!.id]);
    await t.app.liveHub.forget({ all: true }); // roles changed behind the API's back: the grants are read again
    const desk = await asUser('sales@demo.test');
    expect((await call('GET', `${ENDPOINTS.bookCodeList}?Code=COSU-EU01`, desk)).json().Data.Items).toHaveLength(1);
    expect((await call('POST', ENDPOINTS.bookCodeSave, desk, { ...body, Code: 'DESK-1' })).statusCode).toBe(200);
    // the desk page opens booking codes only
    expect((await call('GET', ENDPOINTS.bookingAgencyList, desk)).statusCode).toBe(403);
  });
});
