import { beforeAll, describe, expect, it } from 'vitest';
import { ENDPOINTS } from '../../../src/contract/endpoints';
import { withTestApp } from '../support/build';
import { workbookOf } from '../../support/xlsxFiles';
import { XLSX_TYPE } from '../../../server/http/xlsx';
import { caller } from '../support/calls';

/**
 * Code mappings (`/DataMaintenance/BasicDataMapping`, commercial.md §1.1 CodeMapping, §1.3 Resolve):
 * codes in capitals, unique per (kind, system, outside code), our code known in its master list;
 * Resolve answers our codes and notes the codes it could not map, which leave the list once mapped.
 */
const t = withTestApp({ modules: ['refdata'] });
const { call, asUser } = caller(t);
const tokens: Record<string, string> = {};
beforeAll(async () => {
  for (const who of ['admin@demo.test', 'customer.admin@demo.test', 'sales@demo.test']) tokens[who] = await asUser(who);
});
const post = (path: string, body: object, who = 'admin@demo.test') => call('POST', path, tokens[who]!, body);
const get = (path: string, who = 'admin@demo.test') => call('GET', path, tokens[who]!);
const mapping = async (kind: string, system: string, code: string) =>
  (await t.db.query<Record<string, unknown>>('select * from code_mappings where kind = $1 and system = $2 and external_code = $3', [kind, system, code]))[0];
const unmapped = async (system: string, code: string) =>
  (await t.db.query<{ seen_count: number }>('select seen_count from unmapped_codes where system = $1 and external_code = $2', [system, code]))[0];
const paths = (res: { json(): { Errors?: { Path: string }[] } }) => (res.json().Errors ?? []).map((e) => e.Path);

describe('code mappings', () => {
  it('the seed maps DCSA’s superseded port codes; the list names our code', async () => {
    const page = (await get(`${ENDPOINTS.codeMappingList}?System=DCSA_REF&Kind=PORT`)).json().Data;
    const pairs = page.Items.map((m: { ExternalCode: string; InternalCode: string }) => `${m.ExternalCode}>${m.InternalCode}`).sort();
    expect(pairs).toEqual(['CNNBO>CNNGB', 'CNQIN>CNTAO', 'CNSGH>CNSHA']);
    expect(page.Items.find((m: { ExternalCode: string }) => m.ExternalCode === 'CNNBO').InternalName).toMatch(/宁波/);
  });

  it('saves trimmed capitals, a container type by its ISO code as its common name; an edit needs its version; a second mapping of one code is DUPLICATE', async () => {
    const made = await post(ENDPOINTS.codeMappingSave, { Kind: 'CONTAINER_TYPE', System: ' carrier:cosu ', ExternalCode: ' 40hc ', InternalCode: '45g1' });
    expect(made.statusCode, made.body).toBe(200);
    const { Id } = made.json().Data;
    expect(await mapping('CONTAINER_TYPE', 'CARRIER:COSU', '40HC')).toMatchObject({ internal_code: '40HQ', direction: 'BOTH' });
    const edited = await post(ENDPOINTS.codeMappingSave, {
      Id,
      Kind: 'CONTAINER_TYPE',
      System: 'CARRIER:COSU',
      ExternalCode: '40HC',
      ExternalName: '40 high cube',
      InternalCode: '40HQ',
      Direction: 'IN',
      Version: 1,
    });
    expect(edited.json().Data).toEqual({ Id, Version: 2 });
    const stale = await post(ENDPOINTS.codeMappingSave, {
      Id,
      Kind: 'CONTAINER_TYPE',
      System: 'CARRIER:COSU',
      ExternalCode: '40HC',
      InternalCode: '40GP',
      Version: 1,
    });
    expect(stale.json().Code).toBe('STALE');
    const twice = await post(ENDPOINTS.codeMappingSave, { Kind: 'PORT', System: 'DCSA_REF', ExternalCode: 'cnnbo', InternalCode: 'CNSHA' });
    expect(twice.statusCode).toBe(400);
    expect(twice.json().Code).toBe('DUPLICATE');
    expect((await mapping('PORT', 'DCSA_REF', 'CNNBO'))?.internal_code).toBe('CNNGB');
    const log = await t.db.query<{ action: string }>(`select action from audit_events where entity = 'codeMapping' and entity_id = $1 order by id`, [
      String(Id),
    ]);
    expect(log.map((e) => e.action)).toEqual(['created', 'edited']);
  });

  it('refuses an internal code its master list does not have, for each kind, and a malformed system', async () => {
    const base = { System: 'INTTRA', ExternalCode: 'X1' };
    const cases: [object, string][] = [
      [{ ...base, Kind: 'PORT', InternalCode: 'XXNOP' }, '/InternalCode'],
      [{ ...base, Kind: 'CARRIER', InternalCode: 'NOPE' }, '/InternalCode'],
      [{ ...base, Kind: 'CONTAINER_TYPE', InternalCode: '99X9' }, '/InternalCode'],
      [{ ...base, Kind: 'FEE', InternalCode: 'NOPE' }, '/InternalCode'],
      [{ ...base, Kind: 'PACKAGE', InternalCode: 'ZZ' }, '/InternalCode'],
      [{ ...base, Kind: 'VESSEL', InternalCode: '9811001' }, '/InternalCode'],
      [{ ...base, Kind: 'TERMINAL', InternalCode: 'XXNOP:ABC' }, '/InternalCode'],
      [{ ...base, Kind: 'TERMINAL', InternalCode: 'CNNGB' }, '/InternalCode'],
    ];
    for (const [body, path] of cases) {
      const res = await post(ENDPOINTS.codeMappingSave, body);
      expect(res.statusCode, JSON.stringify(body)).toBe(400);
      expect(paths(res), JSON.stringify(body)).toContain(path);
    }
    expect((await post(ENDPOINTS.codeMappingSave, { ...base, System: 'NO SPACES', Kind: 'PORT', InternalCode: 'CNSHA' })).statusCode).toBe(400);
    expect(await mapping('PORT', 'INTTRA', 'X1')).toBeUndefined();
    // the good ones of each kind
    for (const [Kind, InternalCode] of [
      ['FEE', 'BAF'],
      ['PACKAGE', 'CT'],
      ['VESSEL', 'IMO 9811000'],
      ['CARRIER', 'COSU'],
    ]) {
      const res = await post(ENDPOINTS.codeMappingSave, { System: 'INTTRA', ExternalCode: `OK-${Kind}`, Kind, InternalCode });
      expect(res.statusCode, `${Kind} ${res.body}`).toBe(200);
    }
    expect((await mapping('VESSEL', 'INTTRA', 'OK-VESSEL'))?.internal_code).toBe('9811000');
  });

  it('Resolve: codes trimmed and in capitals, once; mapped, our own, or answered without InternalCode and counted as unmapped', async () => {
    const body = { Kind: 'PORT', System: ' dcsa_ref ', Codes: [' cnnbo', 'CNSHA', 'XXNOP', 'xxnop '] };
    const res = await post(ENDPOINTS.codeMappingResolve, body);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().Data).toEqual([
      { ExternalCode: 'CNNBO', InternalCode: 'CNNGB' },
      { ExternalCode: 'CNSHA', InternalCode: 'CNSHA' },
      { ExternalCode: 'XXNOP' },
    ]);
    expect(await unmapped('DCSA_REF', 'XXNOP')).toMatchObject({ seen_count: 1 });
    await post(ENDPOINTS.codeMappingResolve, body);
    expect(await unmapped('DCSA_REF', 'XXNOP')).toMatchObject({ seen_count: 2 });
    expect(await unmapped('DCSA_REF', 'CNSHA')).toBeUndefined();
    const list = (await get(`${ENDPOINTS.codeMappingUnmapped}?System=DCSA_REF`)).json().Data;
    expect(list.Items).toMatchObject([{ Kind: 'PORT', System: 'DCSA_REF', ExternalCode: 'XXNOP', SeenCount: 2 }]);
    // mapped now: it resolves and leaves the list
    expect((await post(ENDPOINTS.codeMappingSave, { Kind: 'PORT', System: 'DCSA_REF', ExternalCode: 'XXNOP', InternalCode: 'CNSHA' })).statusCode).toBe(200);
    expect((await post(ENDPOINTS.codeMappingResolve, { ...body, Codes: ['XXNOP'] })).json().Data).toEqual([{ ExternalCode: 'XXNOP', InternalCode: 'CNSHA' }]);
    expect((await get(`${ENDPOINTS.codeMappingUnmapped}?System=DCSA_REF`)).json().Data.Items).toEqual([]);
  });

  it('Resolve reads only active mappings that read inwards (IN or BOTH)', async () => {
    const out = (
      await post(ENDPOINTS.codeMappingSave, { Kind: 'CARRIER', System: 'CUSTOMS_CN', ExternalCode: 'COSCO', InternalCode: 'COSU', Direction: 'OUT' })
    ).json().Data;
    const off = (await post(ENDPOINTS.codeMappingSave, { Kind: 'CARRIER', System: 'CUSTOMS_CN', ExternalCode: 'MAERSK', InternalCode: 'MAEU' })).json().Data;
    expect((await post(ENDPOINTS.codeMappingSetStatus, { Id: off.Id, Status: 'DISABLED' })).statusCode).toBe(200);
    const res = (await post(ENDPOINTS.codeMappingResolve, { Kind: 'CARRIER', System: 'CUSTOMS_CN', Codes: ['COSCO', 'MAERSK'] })).json().Data;
    expect(res).toEqual([{ ExternalCode: 'COSCO' }, { ExternalCode: 'MAERSK' }]);
    expect(out.Id).toBeGreaterThan(0);
    expect((await post(ENDPOINTS.codeMappingDelete, { Id: out.Id })).statusCode).toBe(200);
  });

  it('only platform staff: a customer cannot resolve, list or change mappings; a salesperson resolves but cannot change', async () => {
    const body = { Kind: 'PORT', System: 'DCSA_REF', Codes: ['CNNBO'] };
    expect((await post(ENDPOINTS.codeMappingResolve, body, 'customer.admin@demo.test')).statusCode).toBe(403);
    expect((await post(ENDPOINTS.codeMappingResolve, body, 'sales@demo.test')).statusCode).toBe(200);
    expect((await get(ENDPOINTS.codeMappingList, 'customer.admin@demo.test')).statusCode).toBe(403);
    expect((await get(ENDPOINTS.codeMappingUnmapped, 'customer.admin@demo.test')).statusCode).toBe(403);
    const save = { Kind: 'PORT', System: 'INTTRA', ExternalCode: 'NOTME', InternalCode: 'CNSHA' };
    expect((await post(ENDPOINTS.codeMappingSave, save, 'customer.admin@demo.test')).statusCode).toBe(403);
    expect((await post(ENDPOINTS.codeMappingSave, save, 'sales@demo.test')).statusCode).toBe(403);
    expect(await mapping('PORT', 'INTTRA', 'NOTME')).toBeUndefined();
  });

  it('the export imports back; a sheet adds and updates mappings by (kind, system, code) and refuses bad rows with reasons', async () => {
    const exported = await get(`${ENDPOINTS.codeMappingList}/Export?System=DCSA_REF&ExternalCode=CNQIN`);
    const back = await call('POST', `${ENDPOINTS.codeMappingList}/Import`, tokens['admin@demo.test']!, exported.rawPayload as Buffer, XLSX_TYPE);
    expect(back.json().Data).toEqual({ Imported: 1, Rejected: [] });
    const file = await workbookOf([
      ['类型', '外部系统', 'External code', '外部名称', 'Internal code', '方向'],
      ['port', 'carrier:cosu', 'shanghai', 'Shanghai', 'cnsha', 'in'],
      ['PORT', 'DCSA_REF', 'CNQIN', 'Qingdao (old)', 'CNTAO', 'IN'],
      ['PORT', 'CARRIER:COSU', 'NOWHERE', '', 'XXNOP', ''],
      ['SHIP', 'INTTRA', 'A', '', 'B', ''],
    ]);
    expect((await call('POST', `${ENDPOINTS.codeMappingList}/Import`, tokens['customer.admin@demo.test']!, file, XLSX_TYPE)).statusCode).toBe(403);
    const res = (await call('POST', `${ENDPOINTS.codeMappingList}/Import`, tokens['admin@demo.test']!, file, XLSX_TYPE)).json().Data;
    expect(res.Imported).toBe(2);
    expect(res.Rejected.map((r: { Row: number }) => r.Row)).toEqual([4, 5]);
    expect(res.Rejected[0].Reasons.join(' ')).toMatch(/XXNOP/);
    expect(res.Rejected[1].Reasons.join(' ')).toMatch(/类别：/);
    expect(await mapping('PORT', 'CARRIER:COSU', 'SHANGHAI')).toMatchObject({ internal_code: 'CNSHA', direction: 'IN' });
    expect(await mapping('PORT', 'DCSA_REF', 'CNQIN')).toMatchObject({ external_name: 'Qingdao (old)', version: 3 });
  });
});
