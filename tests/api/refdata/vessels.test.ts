import { beforeAll, describe, expect, it } from 'vitest';
import { ENDPOINTS } from '../../../src/contract/endpoints';
import { withTestApp } from '../support/build';
import { workbookOf } from '../../support/xlsxFiles';
import { XLSX_TYPE } from '../../../server/http/xlsx';
import { caller } from '../support/calls';

/**
 * Vessels (`/DataMaintenance/Shipmaintain`, commercial.md §1.1 Vessel, R1.6, R1.9): the IMO number
 * checked and unique, names in capitals, a renamed vessel keeps its IMO number (and its old name),
 * a vessel named by calls or services is not deleted, the Excel import answers row by row.
 */
const t = withTestApp({ modules: ['refdata'] });
const { call, asUser } = caller(t);
const tokens: Record<string, string> = {};
beforeAll(async () => {
  for (const who of ['admin@demo.test', 'customer.admin@demo.test', 'sales@demo.test']) tokens[who] = await asUser(who);
});
const post = (path: string, body: object, who = 'admin@demo.test') => call('POST', path, tokens[who]!, body);
// the id as a number on both engines (PostgreSQL reads a bigint as a string)
const vessel = async (imo: string) => (await t.db.query<Record<string, unknown>>('select *, id::int as id from vessels where imo = $1', [imo]))[0];
const paths = (res: { json(): { Errors?: { Path: string }[] } }) => (res.json().Errors ?? []).map((e) => e.Path);
// MSC IRINA (IMO 9930038) is not seeded: 7·9+6·9+5·3+4·0+3·0+2·3 = 138 → check digit 8
const irina = {
  Name: ' msc  irina ',
  ImoNumber: 'IMO 9930038',
  Mmsi: '636023117',
  CallSign: 'd5ui8',
  Flag: 'lr',
  OperatorCarrierCode: 'mscu',
  TeuCapacity: 24346,
  BuiltYear: 2023,
};

describe('vessels', () => {
  it('a new vessel: name in capitals, IMO without its prefix; renamed with its version, it keeps its IMO and its old name; a stale version is refused', async () => {
    const made = await post(ENDPOINTS.vesselSave, irina);
    expect(made.statusCode, made.body).toBe(200);
    const { Id } = made.json().Data;
    expect(made.json().Data).toEqual({ Id: expect.any(Number), Version: 1 });
    expect(await vessel('9930038')).toMatchObject({ name: 'MSC IRINA', call_sign: 'D5UI8', flag: 'LR', operator_carrier_code: 'MSCU', teu: 24346 });
    const renamed = await post(ENDPOINTS.vesselSave, { ...irina, Id, Name: 'MSC NEW NAME', ImoNumber: '9930038', Version: 1 });
    expect(renamed.json().Data).toEqual({ Id, Version: 2 });
    expect(await vessel('9930038')).toMatchObject({ id: Id, name: 'MSC NEW NAME', former_names: ['MSC IRINA'] });
    const stale = await post(ENDPOINTS.vesselSave, { ...irina, Id, Name: 'LOST EDIT', Version: 1 });
    expect(stale.json().Code).toBe('STALE');
    const otherImo = await post(ENDPOINTS.vesselSave, { ...irina, Id, ImoNumber: '9811000', Version: 2 });
    expect(otherImo.statusCode).toBe(400);
    expect(paths(otherImo)).toEqual(['/ImoNumber']);
    const log = await t.db.query<{ action: string; detail: Record<string, unknown> }>(
      `select action, detail from audit_events where entity = 'vessel' and entity_id = $1 order by id`,
      [String(Id)],
    );
    expect(log.map((e) => e.action)).toEqual(['created', 'edited']);
    expect(log[1]!.detail).toMatchObject({ before: { Name: 'MSC IRINA' }, after: { Name: 'MSC NEW NAME' } });
    const page = (await call('GET', `${ENDPOINTS.vesselList}?ImoNumber=9930038`, tokens['admin@demo.test']!)).json().Data;
    expect(page.Items).toMatchObject([{ Id, Name: 'MSC NEW NAME', FlagName: '利比里亚', FormerNames: ['MSC IRINA'], Calls: 0 }]);
    // the screen's name filter finds a vessel by a name it had
    const byOldName = (await call('GET', `${ENDPOINTS.vesselList}?Names=${encodeURIComponent('irina')}`, tokens['admin@demo.test']!)).json().Data;
    expect(byOldName.Items.map((v: { Id: number }) => v.Id)).toEqual([Id]);
    expect(byOldName.Items[0]).not.toHaveProperty('Names');
  });

  it('refuses a wrong IMO check digit, a bad MMSI or call sign, an unknown flag or operator, and a taken IMO (DUPLICATE)', async () => {
    const base = { Name: 'TEST SHIP', ImoNumber: '9074729' };
    const cases: [object, string][] = [
      [{ ...base, ImoNumber: '9074728' }, '/ImoNumber'],
      [{ ...base, ImoNumber: '907472' }, '/ImoNumber'],
      [{ ...base, Mmsi: '12345678' }, '/Mmsi'],
      [{ ...base, CallSign: 'A B' }, '/CallSign'],
      [{ ...base, Flag: 'QQ' }, '/Flag'],
      [{ ...base, OperatorCarrierCode: 'NOPE' }, '/OperatorCarrierCode'],
      [{ ...base, BuiltYear: 1900 }, '/BuiltYear'],
      [{ ...base, Name: '   ' }, '/Name'],
    ];
    for (const [body, path] of cases) {
      const res = await post(ENDPOINTS.vesselSave, body);
      expect(res.statusCode, JSON.stringify(body)).toBe(400);
      expect(paths(res), JSON.stringify(body)).toContain(path);
    }
    expect(await vessel('9074729')).toBeUndefined();
    const twice = await post(ENDPOINTS.vesselSave, { Name: 'NOT EVER GIVEN', ImoNumber: ' 9811000 ' });
    expect(twice.statusCode).toBe(400);
    expect(twice.json()).toMatchObject({ Code: 'DUPLICATE', Message: expect.stringContaining('EVER GIVEN') });
    expect((await vessel('9811000'))?.name).toBe('EVER GIVEN');
  });

  it('a vessel named by vessel calls or a service is not deleted (400 IN_USE with counts); an unused one is', async () => {
    const given = await vessel('9811000');
    expect(given).toBeDefined();
    const refused = await post(ENDPOINTS.vesselDelete, { Id: Number(given!.id) });
    expect(refused.statusCode).toBe(400);
    expect(refused.json()).toMatchObject({ Code: 'IN_USE', Message: expect.stringMatching(/船期挂靠 \d+.*船期服务 1/) });
    expect((await post(ENDPOINTS.vesselSetStatus, { Id: Number(given!.id), Status: 'DISABLED' })).statusCode).toBe(200);
    expect((await vessel('9811000'))?.status).toBe('DISABLED');
    // a service alone keeps a vessel too
    const made = (await post(ENDPOINTS.vesselSave, { Name: 'SPARE SHIP', ImoNumber: '9074729' })).json().Data;
    await t.db.query(`update services set vessel_imos = array_append(vessel_imos, '9074729') where code = (select min(code) from services)`);
    const inService = await post(ENDPOINTS.vesselDelete, { Id: made.Id });
    expect(inService.json()).toMatchObject({ Code: 'IN_USE', Message: expect.stringContaining('船期服务 1') });
    await t.db.query(`update services set vessel_imos = array_remove(vessel_imos, '9074729')`);
    expect((await post(ENDPOINTS.vesselDelete, { Id: made.Id })).statusCode).toBe(200);
    expect(await vessel('9074729')).toBeUndefined();
  });

  it('only platform staff change vessels: a customer’s admin and a salesperson without the button are refused; a customer cannot list them', async () => {
    const body = { Name: 'NOT ALLOWED', ImoNumber: '9074729' };
    expect((await post(ENDPOINTS.vesselSave, body, 'customer.admin@demo.test')).statusCode).toBe(403);
    expect((await post(ENDPOINTS.vesselSave, body, 'sales@demo.test')).statusCode).toBe(403);
    expect((await call('GET', ENDPOINTS.vesselList, tokens['customer.admin@demo.test']!)).statusCode).toBe(403);
    expect(await vessel('9074729')).toBeUndefined();
  });

  it('the export imports back; a sheet renames a vessel found by its IMO, adds a new one and refuses bad rows with reasons', async () => {
    const exported = await call('GET', `${ENDPOINTS.vesselList}/Export?ImoNumber=9863297`, tokens['admin@demo.test']!);
    const back = await call('POST', `${ENDPOINTS.vesselList}/Import`, tokens['admin@demo.test']!, exported.rawPayload as Buffer, XLSX_TYPE);
    expect(back.json().Data).toEqual({ Imported: 1, Rejected: [] });
    expect(await vessel('9863297')).toMatchObject({ name: 'HMM ALGECIRAS', mmsi: '351297000' });
    const file = await workbookOf([
      ['船名', 'IMO', 'MMSI', 'Call sign', 'Flag', 'Operator', 'TEU', 'Built'],
      ['one apus renamed', '9806079', '', '', 'JP', 'ONEY', '14,000', '2019'],
      ['new feeder', 'IMO 9074729', '', '', 'CN', 'COSU', '1100', '1995'],
      ['bad digit', '9074720', '', '', '', '', '', ''],
      ['bad teu', '9321483', '', '', '', '', 'lots', ''],
    ]);
    expect((await call('POST', `${ENDPOINTS.vesselList}/Import`, tokens['customer.admin@demo.test']!, file, XLSX_TYPE)).statusCode).toBe(403);
    const res = (await call('POST', `${ENDPOINTS.vesselList}/Import`, tokens['admin@demo.test']!, file, XLSX_TYPE)).json().Data;
    expect(res.Imported).toBe(2);
    expect(res.Rejected.map((r: { Row: number }) => r.Row)).toEqual([4, 5]);
    expect(res.Rejected[0].Reasons.join(' ')).toMatch(/IMO 校验位不符/);
    expect(res.Rejected[1].Reasons.join(' ')).toMatch(/TEU/);
    expect(await vessel('9806079')).toMatchObject({ name: 'ONE APUS RENAMED', former_names: ['ONE APUS'], teu: 14000 });
    expect(await vessel('9074729')).toMatchObject({ name: 'NEW FEEDER', flag: 'CN', built_year: 1995 });
    expect((await vessel('9321483'))?.name).toBe('EMMA MAERSK');
  });
});
