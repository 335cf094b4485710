import { beforeAll, describe, expect, it } from 'vitest';
import { ENDPOINTS } from '../../../src/contract/endpoints';
import { withTestApp } from '../support/build';
import { workbookOf } from '../../support/xlsxFiles';
import { XLSX_TYPE } from '../../../server/http/xlsx';
import { caller } from '../support/calls';

/**
 * Ship agencies (`/DataMaintenance/ShipAgency`, commercial.md §1.1 ShipAgency, R1.1, R1.9): code in
 * capitals, each port and carrier known, contacts reachable, an edit bound to its version, an agency
 * a vessel call names not deleted, the Excel import answering row by row; platform staff only.
 */
const t = withTestApp({ modules: ['refdata'] });
const { call, asUser } = caller(t);
const tokens: Record<string, string> = {};
beforeAll(async () => {
  for (const who of ['admin@demo.test', 'customer.admin@demo.test', 'sales@demo.test']) tokens[who] = await asUser(who);
});
const post = (path: string, body: object, who = 'admin@demo.test') => call('POST', path, tokens[who]!, body);
const agency = async (code: string) => (await t.db.query<Record<string, unknown>>('select * from ship_agencies where code = $1', [code]))[0];
const paths = (res: { json(): { Errors?: { Path: string }[] } }) => (res.json().Errors ?? []).map((e) => e.Path);
const xiamen = {
  Code: ' penxmn ',
  NameZh: '厦门外轮代理有限公司',
  NameEn: 'Xiamen Ocean Shipping Agency Co., Ltd.',
  PortCodes: ['cnxmn', 'CNXMN'],
  CarrierCodes: ['oolu', 'cosu'],
  EdiCode: 'demopxmn',
  Contacts: [{ Name: ' 操作部 ', Phone: '+86 592 5555 0106', Email: 'OPS@xm.example.com' }],
};

describe('ship agencies', () => {
  it('the seed has the PENAVICO branches; the list filters by port', async () => {
    const page = (await call('GET', `${ENDPOINTS.shipAgencyList}?PortCodes=CNSHA`, tokens['admin@demo.test']!)).json().Data;
    expect(page.Items.map((a: { Code: string }) => a.Code).sort()).toEqual(['PENSHA', 'UNISHA']);
    expect(page.Items[0].Contacts.length).toBeGreaterThan(0);
  });

  it('a new agency: codes in capitals, lists once each and sorted, contacts trimmed; edited with its version, a stale version refused; every change logged', async () => {
    const made = await post(ENDPOINTS.shipAgencySave, xiamen);
    expect(made.statusCode, made.body).toBe(200);
    expect(made.json().Data).toEqual({ Code: 'PENXMN', Version: 1 });
    expect(await agency('PENXMN')).toMatchObject({
      port_codes: ['CNXMN'],
      carrier_codes: ['COSU', 'OOLU'],
      edi_code: 'DEMOPXMN',
      contacts: [{ Name: '操作部', Phone: '+86 592 5555 0106', Email: 'ops@xm.example.com' }],
    });
    const edited = await post(ENDPOINTS.shipAgencySave, {
      ...xiamen,
      Code: 'PENXMN',
      Contacts: [{ Name: '舱单部', Email: 'manifest@xm.example.com' }],
      Version: 1,
    });
    expect(edited.json().Data).toEqual({ Code: 'PENXMN', Version: 2 });
    const stale = await post(ENDPOINTS.shipAgencySave, { ...xiamen, Code: 'PENXMN', Version: 1 });
    expect(stale.json().Code).toBe('STALE');
    const twice = await post(ENDPOINTS.shipAgencySave, { ...xiamen, Code: 'pensha' });
    expect(twice.json().Code).toBe('DUPLICATE');
    const log = await t.db.query<{ action: string; detail: Record<string, unknown> }>(
      `select action, detail from audit_events where entity = 'shipAgency' and entity_id = 'PENXMN' order by id`,
    );
    expect(log.map((e) => e.action)).toEqual(['created', 'edited']);
    expect(log[1]!.detail).toMatchObject({ before: { Contacts: [{ Name: '操作部' }] }, after: { Contacts: [{ Name: '舱单部' }] } });
  });

  it('refuses a bad code, unknown ports and carriers, an unreachable contact and empty names, storing nothing', async () => {
    const cases: [object, string][] = [
      [{ ...xiamen, Code: 'X' }, '/Code'],
      [{ ...xiamen, Code: 'BADPORT', PortCodes: ['CNXMN', 'XXNOP'] }, '/PortCodes'],
      [{ ...xiamen, Code: 'BADCARR', CarrierCodes: ['NOPE'] }, '/CarrierCodes'],
      [{ ...xiamen, Code: 'BADCONT', Contacts: [{ Name: '某人' }] }, '/Contacts/0'],
      [{ ...xiamen, Code: 'BADMAIL', Contacts: [{ Name: '某人', Email: 'nobody' }] }, '/Contacts/0'],
      [{ ...xiamen, Code: 'BADNAME', NameZh: '  ' }, '/NameZh'],
    ];
    for (const [body, path] of cases) {
      const res = await post(ENDPOINTS.shipAgencySave, body);
      expect(res.statusCode, JSON.stringify(body)).toBe(400);
      expect(paths(res), JSON.stringify(body)).toContain(path);
    }
    expect((await t.db.query(`select code from ship_agencies where code like 'BAD%'`)).length).toBe(0);
  });

  it('an agency a vessel call names is not deleted (IN_USE): it is disabled; an unused one is deleted', async () => {
    await t.db.query(`update vessel_calls set ship_agency_code = 'PENTAO' where id = (select min(id) from vessel_calls)`);
    const refused = await post(ENDPOINTS.shipAgencyDelete, { Code: 'pentao' });
    expect(refused.json()).toMatchObject({ Code: 'IN_USE', Message: expect.stringContaining('船期挂靠 1') });
    expect((await post(ENDPOINTS.shipAgencySetStatus, { Code: 'PENTAO', Status: 'DISABLED' })).statusCode).toBe(200);
    expect((await agency('PENTAO'))?.status).toBe('DISABLED');
    await post(ENDPOINTS.shipAgencySave, { ...xiamen, Code: 'GONE' });
    expect((await post(ENDPOINTS.shipAgencyDelete, { Code: 'GONE' })).statusCode).toBe(200);
    expect(await agency('GONE')).toBeUndefined();
  });

  it('only platform staff read and change agencies', async () => {
    expect((await post(ENDPOINTS.shipAgencySave, { ...xiamen, Code: 'NOTME' }, 'customer.admin@demo.test')).statusCode).toBe(403);
    expect((await post(ENDPOINTS.shipAgencySave, { ...xiamen, Code: 'NOTME' }, 'sales@demo.test')).statusCode).toBe(403);
    expect((await post(ENDPOINTS.shipAgencyDelete, { Code: 'PENSHA' }, 'customer.admin@demo.test')).statusCode).toBe(403);
    expect((await call('GET', ENDPOINTS.shipAgencyList, tokens['customer.admin@demo.test']!)).statusCode).toBe(403);
    expect(await agency('NOTME')).toBeUndefined();
  });

  it('the export imports back unchanged; a hand-typed sheet adds an agency with its contacts and refuses bad rows with reasons', async () => {
    const before = await agency('PENNGB');
    const exported = await call('GET', `${ENDPOINTS.shipAgencyList}/Export?Code=PENNGB`, tokens['admin@demo.test']!);
    const back = await call('POST', `${ENDPOINTS.shipAgencyList}/Import`, tokens['admin@demo.test']!, exported.rawPayload as Buffer, XLSX_TYPE);
    expect(back.json().Data).toEqual({ Imported: 1, Rejected: [] });
    expect(await agency('PENNGB')).toMatchObject({ port_codes: before!.port_codes, contacts: before!.contacts, name_en: before!.name_en });
    const file = await workbookOf([
      ['代码', '中文名', 'English name', 'Ports', '船公司', 'EDI code', '地址', 'Contacts'],
      [
        'pendlc',
        '大连外轮代理有限公司',
        'Dalian Ocean Shipping Agency Co., Ltd.',
        'cndlc',
        'COSU',
        '',
        '辽宁省大连市',
        '操作部, +86 411 5555 0107; 舱单, dl@example.com',
      ],
      ['BADP', '坏港口', 'Bad port', 'CNDLC XXNOP', '', '', '', ''],
      ['BADC', '坏联系人', 'Bad contact', '', '', '', '', '无联系方式'],
    ]);
    expect((await call('POST', `${ENDPOINTS.shipAgencyList}/Import`, tokens['customer.admin@demo.test']!, file, XLSX_TYPE)).statusCode).toBe(403);
    const res = (await call('POST', `${ENDPOINTS.shipAgencyList}/Import`, tokens['admin@demo.test']!, file, XLSX_TYPE)).json().Data;
    expect(res.Imported).toBe(1);
    expect(res.Rejected.map((r: { Row: number }) => r.Row)).toEqual([3, 4]);
    expect(res.Rejected[0].Reasons.join(' ')).toMatch(/XXNOP/);
    expect(res.Rejected[1].Reasons.join(' ')).toMatch(/电话和邮箱至少填写一项/);
    expect(await agency('PENDLC')).toMatchObject({
      port_codes: ['CNDLC'],
      contacts: [
        { Name: '操作部', Phone: '+86 411 5555 0107' },
        { Name: '舱单', Email: 'dl@example.com' },
      ],
    });
  });
});
