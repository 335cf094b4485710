import ExcelJS from 'exceljs';
import { beforeAll, describe, expect, it } from 'vitest';
import { ENDPOINTS as E } from '../../../src/contract/endpoints';
import { XLSX_TYPE } from '../../../server/http/xlsx';
import { workbookOf } from '../../support/xlsxFiles';
import { withTestApp } from '../support/build';
import { caller } from '../support/calls';

/**
 * Code lists (issue 51): the SYSTEM lists' codes are fixed (labels, order and remarks change,
 * entries are deactivated, never added or deleted); CUSTOM lists are free; codes are unique per list
 * case aside; a stale version is refused; every refusal is a 400 with a Code that changes nothing;
 * only platform staff holding the page may call (an external person gets 403).
 */
const t = withTestApp({ modules: ['companies', 'staff', 'access', 'auth', 'codeLists'] });
const { call, asUser } = caller(t);
let admin = '';
let customer = '';
beforeAll(async () => {
  admin = await asUser('admin@demo.test');
  customer = await asUser('customer.admin@demo.test');
});
const post = (path: string, body: object, token = admin) => call('POST', path, token, body);
const get = (path: string, token = admin) => call('GET', path, token);

const listId = async (code: string) => {
  const lists = (await get(`${E.codeListList}?Q=${code}`)).json().Data as { Id: number; Code: string }[];
  return lists.find((l) => l.Code === code)!.Id;
};
const listOf = async (id: number) => (await get(`${E.codeListGet}?Id=${id}`)).json().Data;
/** What the list looks like, to prove a refusal changed nothing. */
const snapshot = async (id: number) => JSON.stringify(await listOf(id));

describe('the seeded SYSTEM lists', () => {
  it('hold §10.7: Incoterms 2020 with DPU (not DAT), the cut-off codes with the Chinese of §6.5', async () => {
    const inco = await listOf(await listId('INCOTERMS'));
    expect(inco.Kind).toBe('SYSTEM');
    expect(inco.Items.map((e: { Code: string }) => e.Code)).toEqual(['EXW', 'FCA', 'FAS', 'FOB', 'CFR', 'CIF', 'CPT', 'CIP', 'DAP', 'DPU', 'DDP']);
    expect(inco.ReadBy).toEqual([]); // honest: no module reads it yet
    const cut = await listOf(await listId('CUTOFF'));
    const zh = Object.fromEntries(cut.Items.map((e: { Code: string; NameZh: string }) => [e.Code, e.NameZh]));
    expect(zh).toMatchObject({ DCO: '截单', VCO: '截VGM', FCO: '截港', CUA: '截关', EFC: '开港', ECP: '提柜' });
    const names = ((await get(E.codeListList)).json().Data as { Code: string }[]).map((l) => l.Code);
    expect(names).toEqual(expect.arrayContaining(['RECEIPT_DELIVERY', 'PAYMENT_TERM', 'BOOKING_STATUS', 'CUSTOMER_LEVEL', 'CRM_LOST_REASON']));
  });

  it('takes new labels, remarks and deactivation, and records who changed what', async () => {
    const id = await listId('INCOTERMS');
    const fob = (await listOf(id)).Items.find((e: { Code: string }) => e.Code === 'FOB');
    const res = await post(E.codeEntrySave, {
      ListId: id,
      Id: fob.Id,
      Version: fob.Version,
      Code: 'fob',
      NameZh: '离岸价',
      NameEn: 'Free On Board',
      Remarks: '常用',
      Active: false,
    });
    expect(res.statusCode).toBe(200);
    const after = (await listOf(id)).Items.find((e: { Code: string }) => e.Code === 'FOB');
    expect(after).toMatchObject({ NameZh: '离岸价', Remarks: '常用', Active: false, Version: fob.Version + 1 });
    const history = (await get(`${E.codeListHistory}?Id=${id}`)).json().Data;
    expect(history[0]).toMatchObject({ Action: 'ENTRY_EDITED', EntryCode: 'FOB' });
    expect(history[0].Actor).not.toBe('');
    expect(history[0].Changes).toEqual(expect.arrayContaining([{ Field: 'NameZh', Before: '船上交货', After: '离岸价' }]));
  });

  it.each([['a new code', (id: number) => ({ ListId: id, Code: 'DAT', NameZh: '终点站交货', NameEn: '', Remarks: '', Active: true })]])(
    'refuses %s with SYSTEM_FIXED and changes nothing',
    async (_, body) => {
      const id = await listId('INCOTERMS');
      const before = await snapshot(id);
      const res = await post(E.codeEntrySave, body(id));
      expect(res.statusCode).toBe(400);
      expect(res.json().Code).toBe('SYSTEM_FIXED');
      expect(await snapshot(id)).toBe(before);
    },
  );

  it('refuses recoding, deleting an entry and deleting the list (SYSTEM_FIXED), changing nothing', async () => {
    const id = await listId('PAYMENT_TERM');
    const before = await snapshot(id);
    const pre = (await listOf(id)).Items[0];
    const recode = await post(E.codeEntrySave, {
      ListId: id,
      Id: pre.Id,
      Version: pre.Version,
      Code: 'PPD',
      NameZh: '预付',
      NameEn: 'Prepaid',
      Remarks: '',
      Active: true,
    });
    const del = await post(E.codeEntryDelete, { Id: pre.Id, Version: pre.Version });
    const list = await listOf(id);
    const delList = await post(E.codeListDelete, { Id: id, Version: list.Version });
    const recodeList = await post(E.codeListSave, { Id: id, Version: list.Version, Code: 'PAY', NameZh: '付款', NameEn: '', Description: '' });
    for (const r of [recode, del, delList, recodeList]) {
      expect(r.statusCode).toBe(400);
      expect(r.json().Code).toBe('SYSTEM_FIXED');
    }
    expect(await snapshot(id)).toBe(before);
  });
});

describe('CUSTOM lists', () => {
  let id = 0;
  it('are made, filled, reordered, edited and deleted freely', async () => {
    const made = await post(E.codeListSave, { Code: ' pkg-kind ', NameZh: '包装类别', NameEn: 'Package kinds', Description: '' });
    expect(made.statusCode).toBe(200);
    id = made.json().Data.Id;
    expect((await listOf(id)).Code).toBe('PKG-KIND');
    for (const [code, zh] of [
      ['box', '纸箱'],
      ['PLT', '托盘'],
      ['crate', '木箱'],
    ])
      expect((await post(E.codeEntrySave, { ListId: id, Code: code, NameZh: zh, NameEn: '', Remarks: '', Active: true })).statusCode).toBe(200);
    const list = await listOf(id);
    const ids = list.Items.map((e: { Id: number }) => e.Id).reverse();
    const re = await post(E.codeListReorder, { Id: id, Version: list.Version, EntryIds: ids });
    expect(re.statusCode).toBe(200);
    expect((await listOf(id)).Items.map((e: { Code: string }) => e.Code)).toEqual(['CRATE', 'PLT', 'BOX']);
    const box = (await listOf(id)).Items.find((e: { Code: string }) => e.Code === 'BOX');
    expect((await post(E.codeEntryDelete, { Id: box.Id, Version: box.Version })).statusCode).toBe(200);
    expect((await listOf(id)).Items).toHaveLength(2);
  });

  it('refuses a duplicate code (case and spaces aside), a bad code, an empty Chinese name, a stale version and a partial order — 400 with a Code, nothing changed', async () => {
    const before = await snapshot(id);
    const list = await listOf(id);
    const plt = list.Items.find((e: { Code: string }) => e.Code === 'PLT');
    const entry = (over: object) => ({ ListId: id, Code: 'NEW', NameZh: '新', NameEn: '', Remarks: '', Active: true, ...over });
    const cases: [object, string, string][] = [
      [entry({ Code: ' plt ' }), E.codeEntrySave, 'DUPLICATE_CODE'],
      [entry({ Code: 'A'.repeat(21) }), E.codeEntrySave, 'BAD_CODE'],
      [entry({ Code: '包装' }), E.codeEntrySave, 'BAD_CODE'],
      [entry({ Code: 'a b' }), E.codeEntrySave, 'BAD_CODE'],
      [entry({ Code: '  ' }), E.codeEntrySave, 'BAD_CODE'],
      [entry({ NameZh: ' ' }), E.codeEntrySave, 'BAD_NAME'],
      [entry({ Id: plt.Id, Version: plt.Version + 5, Code: 'PLT', NameZh: '托' }), E.codeEntrySave, 'STALE'],
      [{ Id: plt.Id, Version: plt.Version + 5 }, E.codeEntryDelete, 'STALE'],
      [{ Id: id, Version: list.Version + 5, EntryIds: list.Items.map((e: { Id: number }) => e.Id) }, E.codeListReorder, 'STALE'],
      [{ Id: id, Version: list.Version, EntryIds: [plt.Id] }, E.codeListReorder, 'NOT_ALL_ENTRIES'],
      [{ Code: 'incoterms', NameZh: '重复', NameEn: '', Description: '' }, E.codeListSave, 'DUPLICATE_CODE'],
      [{ Id: id, Version: list.Version + 5, Code: 'PKG-KIND', NameZh: '包装', NameEn: '', Description: '' }, E.codeListSave, 'STALE'],
    ];
    for (const [body, path, code] of cases) {
      const res = await post(path, body);
      expect(res.statusCode, `${path} ${JSON.stringify(body)}`).toBe(400);
      expect(res.json().Code, `${path} ${JSON.stringify(body)}`).toBe(code);
    }
    expect(await snapshot(id)).toBe(before);
  });

  it('round-trips through Excel: the export imports back as nothing to do; an edited sheet reports added, changed and refused rows, writing only the good ones', async () => {
    const file = await get(`${E.codeListExport}?Id=${id}`);
    expect(file.statusCode).toBe(200);
    expect(file.headers['content-type']).toBe(XLSX_TYPE);
    const book = new ExcelJS.Workbook();
    await book.xlsx.load(file.rawPayload as unknown as ArrayBuffer);
    const rows = (book.worksheets[0]!.getSheetValues() as unknown[][]).filter(Boolean).map((r) => r.slice(1).map((c) => String(c ?? '')));
    expect(rows[0]).toEqual(['代码 Code', '中文名称 Chinese name', '英文名称 English name', '启用 Active', '备注 Remarks']);
    expect(rows.slice(1).map((r) => r[0])).toEqual(['CRATE', 'PLT']);
    const upload = (bytes: Buffer, query: string) => call('POST', `${E.codeListImport}?Id=${id}&${query}`, admin, bytes, XLSX_TYPE);
    const same = await upload(file.rawPayload, 'DryRun=true');
    expect(same.json().Data).toMatchObject({ Imported: 0, Rejected: [] });

    const edited = await workbookOf([
      rows[0]!,
      ['CRATE', '木箱', 'Crate', '是', ''],
      ['PLT', '托盘', 'Pallet', '否', '改了'],
      ['drum', '铁桶', 'Drum', '', ''],
      ['BAD CODE', '坏', '', '', ''],
      ['BAG', '', 'Bag', '', ''],
      ['SACK', '麻袋', '', '也许', ''],
    ]);
    const before = await snapshot(id);
    const preview = await upload(edited, 'DryRun=true');
    expect(preview.statusCode).toBe(200);
    const shown = preview.json().Data;
    expect(shown.Answers.map((a: { Subject: string; Answer: string }) => `${a.Subject}:${a.Answer}`)).toEqual([
      'CRATE:UPDATE',
      'PLT:UPDATE',
      'DRUM:CREATE',
      'BAD CODE:REFUSED',
      'BAG:REFUSED',
      'SACK:REFUSED',
    ]);
    expect(shown.Rejected.map((r: { Row: number }) => r.Row)).toEqual([5, 6, 7]);
    expect(shown.Rejected[0].Reasons[0]).toMatch(/^代码：/);
    expect(await snapshot(id)).toBe(before); // the preview wrote nothing
    const done = await upload(edited, `Confirm=${shown.Token}`);
    expect(done.statusCode).toBe(200);
    expect(done.json().Data.Imported).toBe(3);
    const after = await listOf(id);
    expect(after.Items.map((e: { Code: string; NameEn: string; Active: boolean }) => `${e.Code}:${e.NameEn}:${e.Active}`)).toEqual([
      'CRATE:Crate:true',
      'PLT:Pallet:false',
      'DRUM:Drum:true',
    ]);
  });

  it('refuses a whole file that is not a sheet of entries, writing nothing', async () => {
    const before = await snapshot(id);
    const noCode = await workbookOf([
      ['名称', '英文'],
      ['x', 'y'],
    ]);
    const res = await call('POST', `${E.codeListImport}?Id=${id}`, admin, noCode, XLSX_TYPE);
    expect(res.statusCode).toBe(400);
    expect(res.json().Code).toBe('IMPORT_MISSING_COLUMNS');
    const text = await call('POST', `${E.codeListImport}?Id=${id}`, admin, { a: 1 });
    expect(text.statusCode).toBe(415);
    expect(await snapshot(id)).toBe(before);
  });

  it('imports into no list that is not there (404)', async () => {
    const sheet = await workbookOf([
      ['代码 Code', '中文名称 Chinese name'],
      ['X', '叉'],
    ]);
    const res = await call('POST', `${E.codeListImport}?Id=999999&DryRun=true`, admin, sheet, XLSX_TYPE);
    expect(res.statusCode).toBe(404);
  });
});

describe('who may call', () => {
  it('refuses an external person every call (403), writing nothing', async () => {
    const id = await listId('INCOTERMS');
    const before = await snapshot(id);
    const asked = [
      await get(E.codeListList, customer),
      await get(`${E.codeListGet}?Id=${id}`, customer),
      await get(`${E.codeListHistory}?Id=${id}`, customer),
      await get(`${E.codeListExport}?Id=${id}`, customer),
      await post(E.codeListSave, { Code: 'MINE', NameZh: '我的', NameEn: '', Description: '' }, customer),
      await post(E.codeEntrySave, { ListId: id, Code: 'DAT', NameZh: 'x', NameEn: '', Remarks: '', Active: true }, customer),
      await call(
        'POST',
        `${E.codeListImport}?Id=${id}`,
        customer,
        await workbookOf([
          ['代码 Code', '中文名称 Chinese name'],
          ['X', '叉'],
        ]),
        XLSX_TYPE,
      ),
    ];
    expect(asked.map((r) => r.statusCode)).toEqual(asked.map(() => 403));
    expect(await snapshot(id)).toBe(before);
  });
});
