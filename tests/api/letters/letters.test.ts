import { describe, expect, it } from 'vitest';
import { ENDPOINTS } from '../../../src/contract/endpoints';
import { letterBody, lettersApp } from './lettersApp';

/** Carriers' letters (operations.md §13): each call, its refusals, the audience kept on the server. */
describe('carrier letters', () => {
  const { t, get, post, idOf } = lettersApp();
  const save = async (over: Record<string, unknown> = {}) => {
    const res = await post('desk', ENDPOINTS.letterSave, letterBody(over));
    expect(res.statusCode, res.body).toBe(200);
    return res.json().Data as { Id: number; Version: number; Status: number };
  };

  it('saves a draft, publishes it, republishes a change as a new version, withdraws it with its reason (history kept)', async () => {
    const s = await save();
    expect(s.Status).toBe(0);
    const p = await post('desk', ENDPOINTS.letterPublish, { Id: s.Id, Version: s.Version });
    expect(p.statusCode, p.body).toBe(200);
    expect(p.json().Data.Status).toBe(1);
    const changed = await post('desk', ENDPOINTS.letterSave, letterBody({ Id: s.Id, Version: p.json().Data.Version, Title: '测试函件 GRI（更正）' }));
    expect(changed.statusCode, changed.body).toBe(200);
    expect(changed.json().Data.Status).toBe(1);
    const got = (await get('desk', `${ENDPOINTS.letterGet}?Id=${s.Id}`)).json().Data;
    expect(got.PublishedVersion).toBe(2);
    expect(got.Title).toBe('测试函件 GRI（更正）');
    const w = await post('desk', ENDPOINTS.letterWithdraw, { Id: s.Id, Version: got.Version, Reason: '船公司取消' });
    expect(w.statusCode, w.body).toBe(200);
    const history = (await get('desk', `${ENDPOINTS.letterHistory}?Id=${s.Id}`)).json().Data as { Action: string; Reason: string | null }[];
    expect(history.map((h) => h.Action)).toEqual(['WITHDRAW', 'REPUBLISH', 'PUBLISH', 'CREATE']);
    expect(history[0]!.Reason).toBe('船公司取消');
    const versions = (await get('desk', `${ENDPOINTS.letterVersions}?Id=${s.Id}`)).json().Data as { Version: number; Title: string; Ports: string[] }[];
    expect(versions.map((v) => [v.Version, v.Title])).toEqual([
      [2, '测试函件 GRI（更正）'],
      [1, '测试函件 GRI'],
    ]);
    expect(versions[1]!.Ports).toEqual(['CNSHA', 'DEHAM']);
    // withdrawn: not published again by itself (corrected and republished: republish.test.ts)
    const again = await post('desk', ENDPOINTS.letterPublish, { Id: s.Id, Version: w.json().Data.Version });
    expect(again.statusCode).toBe(400);
    expect(again.json().Code).toBe('NOT_DRAFT');
  });

  it('refuses bad input with a 400 naming each field, writing nothing', async () => {
    const [before] = await t.db.query<{ n: number }>('select count(*)::int as n from carrier_letters');
    const bad = await post('desk', ENDPOINTS.letterSave, letterBody({ Carrier: 'ZZZZ', Ports: ['CNSHA', 'XXAAA'], Audience: 'COMPANIES', Companies: [] }));
    expect(bad.statusCode).toBe(400);
    const paths = (bad.json().Errors as { Path: string }[]).map((e) => e.Path);
    expect(paths).toEqual(expect.arrayContaining(['/Carrier', '/Ports/1', '/Companies']));
    expect(bad.json().Message).toMatch(/ZZZZ|XXAAA/);
    expect(bad.json().Message).not.toMatch(/\/Ports|\/Carrier/);
    const shape = await post('desk', ENDPOINTS.letterSave, letterBody({ Kind: 'NOPE', EffectiveFrom: '2026-13-01' }));
    expect(shape.statusCode).toBe(400);
    const [after] = await t.db.query<{ n: number }>('select count(*)::int as n from carrier_letters');
    expect(after!.n).toBe(before!.n);
  });

  it('answers a stale version with 400 STALE, a second publish with 400 NOT_DRAFT (never 409)', async () => {
    const s = await save();
    const stale = await post('desk', ENDPOINTS.letterSave, letterBody({ Id: s.Id, Version: s.Version + 5 }));
    expect(stale.statusCode).toBe(400);
    expect(stale.json().Code).toBe('STALE');
    const p = await post('desk', ENDPOINTS.letterPublish, { Id: s.Id, Version: s.Version });
    const twice = await post('desk', ENDPOINTS.letterPublish, { Id: s.Id, Version: p.json().Data.Version });
    expect(twice.statusCode).toBe(400);
    expect(twice.json().Code).toBe('NOT_DRAFT');
    const notPub = await post('desk', ENDPOINTS.letterWithdraw, { Id: (await save()).Id, Version: 1, Reason: '测试' });
    expect(notPub.json().Code).toBe('NOT_PUBLISHED');
  });

  it('removes script, event handlers and frames from the body on save (stored XSS)', async () => {
    const s = await save({
      Body: '<p onclick="alert(1)">GRI<script>alert(2)</script></p><img src=x onerror="alert(3)"><iframe src="https://evil.test"></iframe><a href="javascript:alert(4)">x</a>',
    });
    const [row] = await t.db.query<{ ltr_body: string }>('select ltr_body from carrier_letters where id = $1', [s.Id]);
    expect(row!.ltr_body).toContain('GRI');
    expect(row!.ltr_body).not.toMatch(/script|onclick|onerror|iframe|javascript:/i);
  });

  it('shows a customer only published letters meant for them; opening one marks it read; the desk sees who read it', async () => {
    const companies = await t.db.query<{ id: number }>(`select id::int from companies where code = 'CUS-NBHY'`);
    const s = await save({ Audience: 'COMPANIES', Companies: [companies[0]!.id], Title: '只给海越' });
    const p = await post('desk', ENDPOINTS.letterPublish, { Id: s.Id, Version: s.Version });
    expect(p.statusCode).toBe(200);
    // 天祥 sees it nowhere; 海越 sees it unread
    expect((await get('hztx', `${ENDPOINTS.letterGet}?Id=${s.Id}`)).statusCode).toBe(404);
    const hzList = (await get('hztx', `${ENDPOINTS.letterList}?PageSize=200`)).json().Data.Items as { Id: number; Status: number }[];
    expect(hzList.map((l) => l.Id)).not.toContain(s.Id);
    expect(hzList.every((l) => l.Status === 1)).toBe(true);
    const unreadBefore = (await get('nbhy', ENDPOINTS.letterUnread)).json().Data.Unread as number;
    const nbList = (await get('nbhy', `${ENDPOINTS.letterList}?Unread=true&PageSize=200`)).json().Data.Items as { Id: number; Unread: boolean }[];
    expect(nbList.find((l) => l.Id === s.Id)?.Unread).toBe(true);
    const opened = await get('nbhy', `${ENDPOINTS.letterGet}?Id=${s.Id}`);
    expect(opened.statusCode).toBe(200);
    expect(opened.json().Data.Companies).toEqual([]);
    expect((await get('nbhy', ENDPOINTS.letterUnread)).json().Data.Unread).toBe(unreadBefore - 1);
    const reads = (await get('desk', `${ENDPOINTS.letterReads}?Id=${s.Id}`)).json().Data as {
      Company: string;
      CompanyEn: string;
      Readers: { Name: string }[];
    }[];
    expect(reads).toHaveLength(1);
    // the company named in both languages: the desk in English reads the English name
    expect(reads[0]).toMatchObject({ Company: '宁波海越贸易有限公司', CompanyEn: 'Ningbo Haiyue Trading Co., Ltd.' });
    const desk = (await get('desk', `${ENDPOINTS.letterGet}?Id=${s.Id}`)).json().Data as { Companies: { Name: string; NameEn: string }[] };
    expect(desk.Companies).toEqual([{ Id: companies[0]!.id, Name: '宁波海越贸易有限公司', NameEn: 'Ningbo Haiyue Trading Co., Ltd.' }]);
    const audiences = (await get('desk', ENDPOINTS.letterAudiences)).json().Data as { Id: number; NameEn: string }[];
    expect(audiences.find((c) => c.Id === companies[0]!.id)?.NameEn).toBe('Ningbo Haiyue Trading Co., Ltd.');
    // drafts and withdrawn ones stay unseen
    const draft = await idOf(`select id from carrier_letters where ltr_status = 0 order by id limit 1`);
    const withdrawn = await idOf(`select id from carrier_letters where ltr_status = 2 order by id limit 1`);
    expect((await get('hztxAdmin', `${ENDPOINTS.letterGet}?Id=${draft}`)).statusCode).toBe(404);
    expect((await get('hztxAdmin', `${ENDPOINTS.letterGet}?Id=${withdrawn}`)).statusCode).toBe(404);
  });

  it('filters by carrier, kind and effective date; lists unread first', async () => {
    const res = await get('hztx', `${ENDPOINTS.letterList}?Carrier=COSU&Kind=GRI&EffectiveFrom=2026-12-01&EffectiveTo=2026-12-31`);
    expect(res.statusCode, res.body).toBe(200);
    const items = res.json().Data.Items as { Carrier: string; Kind: string; EffectiveFrom: string }[];
    expect(items.length).toBeGreaterThan(0);
    expect(items.every((l) => l.Carrier === 'COSU' && l.Kind === 'GRI' && l.EffectiveFrom.startsWith('2026-12'))).toBe(true);
    const all = (await get('nbhy', `${ENDPOINTS.letterList}?PageSize=200`)).json().Data.Items as { Unread: boolean }[];
    const firstRead = all.findIndex((l) => !l.Unread);
    expect(firstRead === -1 || all.slice(firstRead).every((l) => !l.Unread)).toBe(true);
  });

  it('answers 403 without the buttons or the pages', async () => {
    expect((await post('hztxAdmin', ENDPOINTS.letterSave, letterBody())).statusCode).toBe(403);
    expect((await post('reviewer', ENDPOINTS.letterSave, letterBody())).statusCode).toBe(403);
    expect((await get('reviewer', ENDPOINTS.letterList)).statusCode).toBe(403);
    expect((await get('hztxAdmin', `${ENDPOINTS.letterReads}?Id=1`)).statusCode).toBe(403);
  });

  it('tells exactly the customers whose open bookings a published GRI touches', async () => {
    await t.db.query(
      `insert into bookings (cgo_id, company_id, mbl_no, carrier, vessel, voyage, loading_place, loading_code, discharge_place, discharge_code, sailing_date, containers)
       select 'CGO-LTR-TEST-1', id, 'COSULTR1', 'COSU', 'COSCO SHIPPING ARIES', '099W', 'SHANGHAI', 'CNSHA', 'HAMBURG', 'DEHAM', '2026-12-28', '[]' from companies where code = 'CUS-HZTX'`,
    );
    await t.db.query(
      `insert into bookings (cgo_id, company_id, mbl_no, carrier, vessel, voyage, loading_place, loading_code, discharge_place, discharge_code, sailing_date, containers)
       select 'CGO-LTR-TEST-2', id, 'COSULTR2', 'COSU', 'COSCO SHIPPING ARIES', '099W', 'SHANGHAI', 'CNSHA', 'LOS ANGELES', 'USLAX', '2026-12-28', '[]' from companies where code = 'CUS-NBHY'`,
    );
    const s = await save({ EffectiveFrom: '2026-12-25', Ports: ['CNSHA', 'DEHAM'] });
    const p = await post('desk', ENDPOINTS.letterPublish, { Id: s.Id, Version: s.Version });
    expect(p.statusCode, p.body).toBe(200);
    const told = await t.db.query<{ code: string; description: string }>(
      `select c.code, m.description from messages m join companies c on c.id = m.target_company_id where m.link_path like $1`,
      [`%ShippingLetterOpen?id=${s.Id}`],
    );
    expect(told.map((m) => m.code)).toEqual(['CUS-HZTX']);
    expect(told[0]!.description).toContain('CGO-LTR-TEST-1');
    expect(p.json().Data.Told).toBe(1);
  });

  it('keeps attachments: PDF or XLSX only, downloaded by a reader, removed by the desk', async () => {
    const s = await save();
    const pdf = Buffer.from('%PDF-1.4\n1 0 obj <<>> endobj\ntrailer <<>>\n%%EOF');
    const up = await post('desk', `${ENDPOINTS.letterUpload}?Id=${s.Id}&FileName=gri.pdf`, pdf, 'application/octet-stream');
    expect(up.statusCode, up.body).toBe(200);
    const exe = await post('desk', `${ENDPOINTS.letterUpload}?Id=${s.Id}&FileName=gri.pdf`, Buffer.from('MZ not a pdf'), 'application/octet-stream');
    expect(exe.statusCode).toBe(400);
    const fileId = up.json().Data.Id as number;
    // a draft's file is the desk's only
    expect((await get('hztx', `${ENDPOINTS.letterDownload}?Id=${fileId}`)).statusCode).toBe(404);
    const got = (await get('desk', `${ENDPOINTS.letterGet}?Id=${s.Id}`)).json().Data;
    await post('desk', ENDPOINTS.letterPublish, { Id: s.Id, Version: got.Version });
    const dl = await get('hztx', `${ENDPOINTS.letterDownload}?Id=${fileId}`);
    expect(dl.statusCode).toBe(200);
    expect(dl.rawPayload.subarray(0, 5).toString()).toBe('%PDF-');
    expect((await post('hztxAdmin', ENDPOINTS.letterRemoveFile, { Id: fileId })).statusCode).toBe(403);
    expect((await post('desk', ENDPOINTS.letterRemoveFile, { Id: fileId })).statusCode).toBe(200);
    expect((await get('hztx', `${ENDPOINTS.letterDownload}?Id=${fileId}`)).statusCode).toBe(404);
  });
});
