import { describe, expect, it } from 'vitest';
import { cardApp, cardBody, tokenOfUrl } from './cardApp';

/**
 * The card's office from the company's site (operations.md §16, §14): 天祥's published site lists
 * 杭州总部 and 宁波办事处; 陈静 (customer@demo.test) may show one of them on her card, with its
 * address and map coordinates; another company's office, an unpublished or a deleted one is refused
 * (400 OFFICE_NOT_OURS, nothing saved); a chosen office deleted later falls back to the card's text.
 */
const { t, as, visitor } = cardApp(['portal']);

const officeOf = async (company: string, name: string) =>
  (
    await t.db.query<{ id: string }>(
      `select a.id::text from portal_addresses a join companies c on c.id = a.company_id where c.code = $1 and a.name_zh = $2 and not a.deleted`,
      [company, name],
    )
  )[0]!.id;
const stored = async (account: string) =>
  (
    await t.db.query<{ version: number; office: string | null; row: string }>(
      `select c.version, c.crd_office_id::text as office, row_to_json(c)::text as row from user_cards c join employees e on e.id = c.employee_id
         join users u on u.id = e.user_id where u.account = $1`,
      [account],
    )
  )[0];

describe("the card's office from the company's site", () => {
  it("offers the company's published offices and shows the chosen one to visitors, with its map coordinates", async () => {
    const chen = await as('customer@demo.test');
    const card = await chen.get();
    expect(card.CRD_OFFICE_ID).toBeNull();
    expect(card.Offices.map((o) => o.NameZh)).toEqual(['杭州总部', '宁波办事处']);
    const hq = card.Offices[0]!;
    expect(hq).toMatchObject({ Address: '浙江省杭州市上城区钱江路 1 号 18 楼', Latitude: 30.2456, Longitude: 120.2102 });
    const saved = await chen.save({ ...cardBody({ CRD_PUBLIC_FIELDS: ['OFFICE'], VERSION: card.VERSION }), CRD_OFFICE_ID: hq.Id });
    expect(saved.statusCode, saved.body).toBe(200);
    expect((await chen.get()).CRD_OFFICE_ID).toBe(hq.Id);
    const token = tokenOfUrl((await chen.share()).json().Data.Url);
    const seen = (await visitor().card(token)).json().Data;
    expect(seen).toMatchObject({ OfficeName: '杭州总部', OfficeNameEn: 'Hangzhou head office', OfficeAddress: hq.Address, OfficeLatitude: 30.2456 });
    expect(seen.OfficeLongitude).toBe(120.2102);
    // the card's own office text is kept for a fall-back, not shown meanwhile
    expect(JSON.stringify(seen)).not.toContain('杭州办公室');
    const vcf = (await visitor().vcf(token)).body.replace(/\r\n /g, '');
    expect(vcf).toContain('杭州总部 浙江省杭州市上城区钱江路 1 号 18 楼');
  });

  it("refuses another company's office, an unpublished one and an unknown id (400 OFFICE_NOT_OURS), saving nothing", async () => {
    const chen = await as('customer@demo.test');
    const yuanda = await officeOf('PRV-SHYD', '上海总部');
    const [draft] = await t.db.query<{ id: string }>(
      `insert into portal_addresses (company_id, name_zh, address) select id, '未发布的仓库', '杭州市某路 1 号' from companies where code = 'CUS-HZTX' returning id::text`,
    );
    const before = await stored('customer@demo.test');
    const { VERSION } = await chen.get();
    for (const id of [yuanda, draft!.id, '999999999']) {
      const res = await chen.save({ ...cardBody({ VERSION }), CRD_OFFICE_ID: Number(id) });
      expect(res.statusCode, res.body).toBe(400);
      expect(res.json()).toMatchObject({ Code: 'OFFICE_NOT_OURS', Message: '办公地点：请从本公司门户网站已发布的办公地点中选择。' });
      expect(res.json().Errors[0].Path).toBe('/CRD_OFFICE_ID');
    }
    expect((await chen.get()).Offices.map((o) => o.NameZh)).not.toContain('未发布的仓库');
    expect(await stored('customer@demo.test')).toEqual(before);
  });

  it('falls back to the card’s own office text once the chosen office is deleted (never a 500)', async () => {
    const chen = await as('customer@demo.test');
    const ningbo = await officeOf('CUS-HZTX', '宁波办事处');
    const { VERSION } = await chen.get();
    const body = cardBody({ CRD_PUBLIC_FIELDS: ['OFFICE'], VERSION, CRD_OFFICE_NAME: '杭州办公室', CRD_OFFICE_ADDRESS: '杭州市清春路 8 号' });
    expect((await chen.save({ ...body, CRD_OFFICE_ID: Number(ningbo) })).statusCode).toBe(200);
    const token = tokenOfUrl((await chen.share()).json().Data.Url);
    expect((await visitor().card(token)).json().Data.OfficeName).toBe('宁波办事处');
    await t.db.query('update portal_addresses set deleted = true where id = $1', [ningbo]);
    const res = await visitor().card(token);
    expect(res.statusCode, res.body).toBe(200);
    const seen = res.json().Data;
    expect(seen).toMatchObject({ OfficeName: '杭州办公室', OfficeAddress: '杭州市清春路 8 号' });
    expect(seen.OfficeLatitude).toBeUndefined();
    const card = await chen.get();
    expect(card.CRD_OFFICE_ID).toBeNull();
    expect(card.Offices.map((o) => o.NameZh)).toEqual(['杭州总部']);
    expect((await visitor().vcf(token)).statusCode).toBe(200);
    // saving again with the office it reads (none) is fine
    expect((await chen.save({ ...body, VERSION: card.VERSION, CRD_OFFICE_ID: card.CRD_OFFICE_ID })).statusCode).toBe(200);
  });

  it('offers nothing to a company without site offices; the card shows its text, and an old client without the field saves as before', async () => {
    const zhao = await as('customer2@demo.test');
    const card = await zhao.get();
    expect(card.Offices).toEqual([]);
    const res = await zhao.save(cardBody({ CRD_NAME: '赵磊', CRD_PUBLIC_FIELDS: ['OFFICE'] }));
    expect(res.statusCode, res.body).toBe(200);
    const token = tokenOfUrl((await zhao.share()).json().Data.Url);
    expect((await visitor().card(token)).json().Data).toMatchObject({ OfficeName: '杭州办公室', OfficeAddress: '杭州市清春路 8 号' });
    expect((await zhao.get()).CRD_OFFICE_ID).toBeNull();
  });
});
