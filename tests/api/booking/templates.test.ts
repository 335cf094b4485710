import { beforeAll, describe, expect, it } from 'vitest';
import type { BookingTemplate, BookingTemplateRow, PartyTemplate } from '../../../src/contract/booking/templates';
import { ENDPOINTS } from '../../../src/contract/endpoints';
import type { ListPage } from '../../../src/contract/admin';
import { withTestApp } from '../support/build';
import { caller } from '../support/calls';
import { ok, refusedWith } from '../rates/salesDesk';

/**
 * Booking templates (OrderTemp) and party templates (SFTTemp), commercial.md §6.1/§6.3: each
 * company's own (another company's id answers 404 and changes nothing), names unique per company
 * whatever the case (400 DUPLICATE_NAME), saves at the version read (400 STALE), B/L lines held to
 * the SI check's 35 characters (400 LINE_TOO_LONG naming the line, nothing written); the SI editor's
 * people read party templates on the SI pages without holding any booking page.
 */
const t = withTestApp({ modules: ['booking', 'rates'] });
const { call, asUser, asEmployeeLogin } = caller(t);
const CUSTOMER = 'customer@demo.test';
const OTHER = 'customer2@demo.test';
const DESK = 'booking@demo.test';
const SALES = 'sales@demo.test';
const REVIEWER = 'reviewer@demo.test';
const SI_CLERK = 'hztx.ops';
const tokens: Record<string, string> = {};
beforeAll(async () => {
  // 天祥操作部 (hztx.ops) keeps only its SI role (单证员: the SI pages): the customers' standard role, with the booking pages, goes
  await t.db.query(
    `delete from employee_roles er using employees e, companies c, roles r
      where er.employee_id = e.id and c.id = e.company_id and c.code = 'CUS-HZTX' and e.name = '天祥操作部'
        and r.id = er.role_id and r.name = '客户标准角色'`,
  );
  for (const who of [CUSTOMER, OTHER, DESK, SALES, REVIEWER]) tokens[who] = await asUser(who);
  tokens[SI_CLERK] = await asEmployeeLogin(SI_CLERK);
});

const post = (who: string, path: string, body: object) => call('POST', path, tokens[who]!, body);
const get = (who: string, path: string) => call('GET', path, tokens[who]!);
const count = async (table: string) => Number((await t.db.query<{ n: string }>(`select count(*) as n from ${table}`))[0]!.n);

describe('booking templates', () => {
  it('lists the demo customer’s own templates, searched by name', async () => {
    const all = ok<ListPage<BookingTemplateRow>>(await get(CUSTOMER, `${ENDPOINTS.bookingTemplateList}?PageSize=50`));
    expect(all.Items.map((r) => r.Name)).toEqual(expect.arrayContaining(['宁波-汉堡 40HQ 家居', '上海-洛杉矶 20GP']));
    expect(all.Items.map((r) => r.Name)).not.toContain('宁波-鹿特丹 40HQ');
    const found = ok<ListPage<BookingTemplateRow>>(await get(CUSTOMER, `${ENDPOINTS.bookingTemplateList}?Name=${encodeURIComponent('汉堡')}`));
    expect(found.Items).toHaveLength(1);
    expect(found.Items[0]).toMatchObject({ CarrierCode: 'COSU', PolCode: 'CNNGB', PodCode: 'DEHAM', Equipment: '40HQ×2' });
  });

  it('creates, reads, updates and deletes; the per-shipment fields are refused as input', async () => {
    const body = { CarrierCode: 'cosu', PolCode: 'cnsha', PodCode: 'nlrtm', Commodity: 'TOYS', Equipment: [{ ContainerClass: '40hq', Units: 1 }] };
    const made = ok<{ Id: number; Version: number }>(await post(CUSTOMER, ENDPOINTS.bookingTemplateSave, { Name: '上海-鹿特丹 玩具', Body: body }));
    expect(made.Version).toBe(1);
    const read = ok<BookingTemplate>(await get(CUSTOMER, `${ENDPOINTS.bookingTemplateGet}?Id=${made.Id}`));
    // codes as they are stored and checked: capitals
    expect(read).toMatchObject({ Name: '上海-鹿特丹 玩具', UpdatedBy: '陈静', Version: 1 });
    expect(read.Body).toMatchObject({ CarrierCode: 'COSU', PolCode: 'CNSHA', PodCode: 'NLRTM', Equipment: [{ ContainerClass: '40HQ', Units: 1 }] });

    const per = await post(CUSTOMER, ENDPOINTS.bookingTemplateSave, { Name: 'x', Body: { ...body, ExpectedEtd: '2026-12-01' } });
    expect(per.statusCode).toBe(400);

    const next = ok<{ Version: number }>(
      await post(CUSTOMER, ENDPOINTS.bookingTemplateSave, {
        Id: made.Id,
        Version: 1,
        Name: '上海-鹿特丹 玩具 2x40HQ',
        Body: { ...body, Equipment: [{ ContainerClass: '40HQ', Units: 2 }] },
      }),
    );
    expect(next.Version).toBe(2);
    expect(ok<BookingTemplate>(await get(CUSTOMER, `${ENDPOINTS.bookingTemplateGet}?Id=${made.Id}`)).Body.Equipment).toEqual([
      { ContainerClass: '40HQ', Units: 2 },
    ]);

    refusedWith(await post(CUSTOMER, ENDPOINTS.bookingTemplateDelete, { Id: made.Id, Version: 1 }), 'STALE');
    ok(await post(CUSTOMER, ENDPOINTS.bookingTemplateDelete, { Id: made.Id, Version: 2 }));
    expect((await get(CUSTOMER, `${ENDPOINTS.bookingTemplateGet}?Id=${made.Id}`)).statusCode).toBe(404);
  });

  it('refuses a name the company already has, whatever its case; another company may use it', async () => {
    const first = ok<{ Id: number }>(await post(CUSTOMER, ENDPOINTS.bookingTemplateSave, { Name: 'Shanghai Weekly', Body: {} }));
    const before = await count('booking_templates');
    refusedWith(await post(CUSTOMER, ENDPOINTS.bookingTemplateSave, { Name: '  SHANGHAI weekly ', Body: { PolCode: 'CNSHA' } }), 'DUPLICATE_NAME');
    expect(await count('booking_templates')).toBe(before);
    // renaming another template onto it is the same refusal
    const second = ok<{ Id: number }>(await post(CUSTOMER, ENDPOINTS.bookingTemplateSave, { Name: 'Ningbo Weekly', Body: {} }));
    refusedWith(await post(CUSTOMER, ENDPOINTS.bookingTemplateSave, { Id: second.Id, Version: 1, Name: 'shanghai WEEKLY', Body: {} }), 'DUPLICATE_NAME');
    // saving a template under its own name again is no duplicate
    ok(await post(CUSTOMER, ENDPOINTS.bookingTemplateSave, { Id: first.Id, Version: 1, Name: 'Shanghai Weekly', Body: { PodCode: 'USLAX' } }));
    ok(await post(OTHER, ENDPOINTS.bookingTemplateSave, { Name: 'shanghai weekly', Body: {} }));
    refusedWith(await post(CUSTOMER, ENDPOINTS.bookingTemplateSave, { Name: '   ', Body: {} }), 'NAME_REQUIRED');
  });

  it('refuses a save at a version that moved on, and changes nothing', async () => {
    const made = ok<{ Id: number }>(await post(CUSTOMER, ENDPOINTS.bookingTemplateSave, { Name: 'Stale test', Body: { PolCode: 'CNSHA' } }));
    ok(await post(CUSTOMER, ENDPOINTS.bookingTemplateSave, { Id: made.Id, Version: 1, Name: 'Stale test', Body: { PolCode: 'CNNGB' } }));
    refusedWith(await post(CUSTOMER, ENDPOINTS.bookingTemplateSave, { Id: made.Id, Version: 1, Name: 'Stale test', Body: { PolCode: 'CNXMN' } }), 'STALE');
    refusedWith(await post(CUSTOMER, ENDPOINTS.bookingTemplateSave, { Id: made.Id, Name: 'Stale test', Body: { PolCode: 'CNXMN' } }), 'STALE');
    expect(ok<BookingTemplate>(await get(CUSTOMER, `${ENDPOINTS.bookingTemplateGet}?Id=${made.Id}`))).toMatchObject({ Version: 2, Body: { PolCode: 'CNNGB' } });
  });

  it('holds a template’s parties to 35 characters a line', async () => {
    const before = await count('booking_templates');
    const res = await post(CUSTOMER, ENDPOINTS.bookingTemplateSave, {
      Name: 'Too long consignee',
      Body: { Consignee: { Name: 'ACME', Address: `SHORT LINE\n${'X'.repeat(36)}` } },
    });
    refusedWith(res, 'LINE_TOO_LONG');
    expect(res.json().Message).toContain('第 3 行');
    expect(await count('booking_templates')).toBe(before);
  });

  it('another company’s template is no such template to Get, Save and Delete, and stays as it was', async () => {
    const [other] = await t.db.query<{ id: number; name: string; version: number }>(
      `select id::int, name, version from booking_templates where name = '宁波-鹿特丹 40HQ'`,
    );
    const gone = (res: { statusCode: number; json(): { Message: string } }) => {
      expect(res.statusCode).toBe(404);
      expect(res.json().Message).toMatch(/^(No such|没有)/);
    };
    gone(await get(CUSTOMER, `${ENDPOINTS.bookingTemplateGet}?Id=${other!.id}`));
    gone(await post(CUSTOMER, ENDPOINTS.bookingTemplateSave, { Id: other!.id, Version: other!.version, Name: '抢来的', Body: {} }));
    // a name the caller's company has already is still no reason to tell that the id exists
    gone(await post(CUSTOMER, ENDPOINTS.bookingTemplateSave, { Id: other!.id, Version: other!.version, Name: '宁波-汉堡 40HQ 家居', Body: {} }));
    gone(await post(CUSTOMER, ENDPOINTS.bookingTemplateDelete, { Id: other!.id, Version: other!.version }));
    const [after] = await t.db.query(`select id::int, name, version from booking_templates where id = $1`, [other!.id]);
    expect(after).toEqual(other);
  });

  it('the desk’s templates are the platform’s own; people without a booking page cannot reach them', async () => {
    const made = ok<{ Id: number }>(await post(DESK, ENDPOINTS.bookingTemplateSave, { Name: '平台 上海-汉堡', Body: { PolCode: 'CNSHA', PodCode: 'DEHAM' } }));
    const [row] = await t.db.query<{ code: string }>('select c.code from booking_templates t join companies c on c.id = t.company_id where t.id = $1', [
      made.Id,
    ]);
    expect(row!.code).toBe('PLATFORM');
    expect((await get(CUSTOMER, `${ENDPOINTS.bookingTemplateGet}?Id=${made.Id}`)).statusCode).toBe(404);
    const desks = ok<ListPage<BookingTemplateRow>>(await get(DESK, ENDPOINTS.bookingTemplateList));
    expect(desks.Items.map((r) => r.Name)).toEqual(['平台 上海-汉堡']);
    for (const who of [SALES, SI_CLERK]) {
      expect((await get(who, ENDPOINTS.bookingTemplateList)).statusCode).toBe(403);
      expect((await post(who, ENDPOINTS.bookingTemplateSave, { Name: 'nope', Body: {} })).statusCode).toBe(403);
    }
  });

  it('exports the list to Excel', async () => {
    const res = await get(CUSTOMER, `${ENDPOINTS.bookingTemplateList}/Export`);
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toContain('spreadsheetml');
  });
});

describe('party templates', () => {
  const party = { Role: 'CONSIGNEE', Name: 'BALTIC TIMBER AB', Address: 'HAMNGATAN 12\n41118 GOTHENBURG SWEDEN', CountryCode: 'se', TaxId: 'SE556677889901' };

  it('lists by role and name, and saves, updates and deletes with versions', async () => {
    const shippers = ok<ListPage<PartyTemplate>>(await get(CUSTOMER, `${ENDPOINTS.partyTemplateList}?Role=SHIPPER`));
    expect(shippers.Items.map((p) => p.Name)).toEqual(['HANGZHOU TIANXIANG TRADING CO LTD']);
    expect(shippers.Items[0]!.BlText.split('\n').every((l) => l.length <= 35)).toBe(true);

    const made = ok<{ Id: number; Version: number }>(await post(CUSTOMER, ENDPOINTS.partyTemplateSave, party));
    const read = ok<PartyTemplate>(await get(CUSTOMER, `${ENDPOINTS.partyTemplateGet}?Id=${made.Id}`));
    expect(read).toMatchObject({ ...party, CountryCode: 'SE', BlText: '', Version: 1 });
    const found = ok<ListPage<PartyTemplate>>(await get(CUSTOMER, `${ENDPOINTS.partyTemplateList}?Role=CONSIGNEE&Name=baltic`));
    expect(found.Items.map((p) => p.Id)).toEqual([made.Id]);

    ok(await post(CUSTOMER, ENDPOINTS.partyTemplateSave, { ...party, Id: made.Id, Version: 1, Phone: '+46 31 555 0101' }));
    refusedWith(await post(CUSTOMER, ENDPOINTS.partyTemplateSave, { ...party, Id: made.Id, Version: 1, Phone: 'x' }), 'STALE');
    expect(ok<PartyTemplate>(await get(CUSTOMER, `${ENDPOINTS.partyTemplateGet}?Id=${made.Id}`))).toMatchObject({ Phone: '+46 31 555 0101', Version: 2 });
    ok(await post(CUSTOMER, ENDPOINTS.partyTemplateDelete, { Id: made.Id, Version: 2 }));
    expect((await get(CUSTOMER, `${ENDPOINTS.partyTemplateGet}?Id=${made.Id}`)).statusCode).toBe(404);
  });

  it('names are unique per company and role, whatever the case', async () => {
    ok(await post(CUSTOMER, ENDPOINTS.partyTemplateSave, { ...party, Name: 'OSLO FJORD AS' }));
    refusedWith(await post(CUSTOMER, ENDPOINTS.partyTemplateSave, { ...party, Name: 'oslo fjord as' }), 'DUPLICATE_NAME');
    // the same company as a notify party is another template
    ok(await post(CUSTOMER, ENDPOINTS.partyTemplateSave, { ...party, Role: 'NOTIFY', Name: 'Oslo Fjord AS' }));
  });

  it('refuses a B/L text line over 35 characters, naming the line, and writes nothing', async () => {
    const before = await count('party_templates');
    const blText = ['NORDIC HOME GOODS GMBH', 'GROSSE ELBSTRASSE 145', '22767 HAMBURG GERMANY TEL +49 40 3890 1200'].join('\n');
    const res = await call('POST', ENDPOINTS.partyTemplateSave, tokens[CUSTOMER]!, { ...party, Name: 'LONG LINE GMBH', BlText: blText });
    refusedWith(res, 'LINE_TOO_LONG');
    expect(res.json().Message).toBe('提单显示内容第 3 行有 42 个字符，每行最多 35 个。');
    const en = await t.app.inject({
      method: 'POST',
      url: ENDPOINTS.partyTemplateSave,
      payload: { ...party, Name: 'LONG LINE GMBH', BlText: blText },
      headers: { authorization: `Bearer ${tokens[CUSTOMER]}`, 'accept-language': 'en' },
    });
    expect(en.json().Message).toBe("The B/L text's line 3 has 42 characters: at most 35.");
    refusedWith(await post(CUSTOMER, ENDPOINTS.partyTemplateSave, { ...party, Name: 'SIX LINES', BlText: 'A\nB\nC\nD\nE\nF' }), 'TOO_MANY_LINES');
    refusedWith(await post(CUSTOMER, ENDPOINTS.partyTemplateSave, { ...party, Address: `OK\n${'Y'.repeat(40)}` }), 'LINE_TOO_LONG');
    expect(await count('party_templates')).toBe(before);
  });

  it('another company’s party template is no such template, and stays as it was', async () => {
    const [other] = await t.db.query<{ id: number; name: string; version: number }>(
      `select id::int, name, version from party_templates where name = 'NINGBO HAIYUE TRADING CO LTD'`,
    );
    expect((await get(CUSTOMER, `${ENDPOINTS.partyTemplateGet}?Id=${other!.id}`)).statusCode).toBe(404);
    expect((await post(CUSTOMER, ENDPOINTS.partyTemplateSave, { ...party, Id: other!.id, Version: 1 })).statusCode).toBe(404);
    expect((await post(CUSTOMER, ENDPOINTS.partyTemplateDelete, { Id: other!.id, Version: 1 })).statusCode).toBe(404);
    expect(await t.db.query(`select id::int, name, version from party_templates where id = $1`, [other!.id])).toEqual([other]);
  });

  it('the SI editor’s people pick parties on the SI pages without any booking page, but do not change them', async () => {
    // 单证员 of 杭州天祥 holds only the SI pages (siSubmit among them)
    const page = ok<ListPage<PartyTemplate>>(await get(SI_CLERK, `${ENDPOINTS.partyTemplateList}?Role=CONSIGNEE`));
    expect(page.Items.map((p) => p.Name)).toContain('NORDIC HOME GOODS GMBH');
    ok<PartyTemplate>(await get(SI_CLERK, `${ENDPOINTS.partyTemplateGet}?Id=${page.Items[0]!.Id}`));
    expect((await post(SI_CLERK, ENDPOINTS.partyTemplateSave, { ...party, Name: 'SI CLERK GMBH' })).statusCode).toBe(403);
    // the platform's SI people (siMake) read their own company's: none of the customer's
    const staff = ok<ListPage<PartyTemplate>>(await get(REVIEWER, ENDPOINTS.partyTemplateList));
    expect(staff.Items.map((p) => p.Name)).not.toContain('NORDIC HOME GOODS GMBH');
    expect((await get(SALES, ENDPOINTS.partyTemplateList)).statusCode).toBe(403);
  });
});
