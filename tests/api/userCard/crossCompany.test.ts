import { describe, expect, it } from 'vitest';
import { ENDPOINTS } from '../../../src/contract/endpoints';
import { type CrossCase, crossCompanySuite } from '../support/crossCompany';
import { cardApp, cardBody, tokenOfUrl } from './cardApp';

/**
 * Company scoping of the business card. One call takes an id: Save's CRD_OFFICE_ID (an office of the
 * caller's company's site), in the shared table-driven suite (tests/api/support/crossCompany.ts):
 * 天祥's admin naming 远达's site office is refused (400). Every other owner call acts on the caller's
 * own card and takes no id; what the suite would check of them is checked here: an employee of 宁波海越
 * reaches only their own card, naming 天祥's employee is refused, writing their own changes nothing of
 * 天祥's, and 天祥's card leaves the company only through its link, with its public fields. The
 * office from the company's site is the caller's company's only (天祥's refused on 海越's card), and a
 * quote asked on 天祥's card reaches 天祥's employee alone.
 */
const CROSS: CrossCase<'otherOffice'>[] = [
  { method: 'POST', url: ENDPOINTS.userCardSave, id: 'CRD_OFFICE_ID', payload: (i) => ({ ...cardBody(), CRD_OFFICE_ID: i.otherOffice }), expected: 400 },
];
/** 远达's site office: another company's, from 天祥's side. */
const OWN_IDS = {
  otherOffice: `select a.id from portal_addresses a join companies c on c.id = a.company_id where c.code = 'PRV-SHYD' and not a.deleted order by a.id limit 1`,
};
crossCompanySuite('userCard', CROSS, {}, OWN_IDS);

const { t, as, visitor } = cardApp(['portal']);
const tianxiang = async () =>
  (
    await t.db.query<{ id: string; version: number; views: number }>(
      `select c.employee_id::text as id, c.version, c.crd_views as views from user_cards c join employees e on e.id = c.employee_id join users u on u.id = e.user_id where u.account = 'customer@demo.test'`,
    )
  )[0]!;

const quoteBody = (c: string) => ({ c, Name: '周先生', Phone: '138 1111 2222', Email: '', Cargo: '宁波 → 汉堡 40HQ', Consent: true });

describe('the business card across companies', () => {
  it("gives 海越's employee their own card, never 天祥's", async () => {
    const other = await as('customer2@demo.test');
    const card = await other.get();
    expect(card).toMatchObject({ VERSION: 0, CRD_NAME: '赵磊' });
    expect(card.CompanyName).toMatch(/海越/);
    expect(JSON.stringify(card)).not.toContain('Jing Chen');
    expect((await other.stats()).Views).toBe(0);
  });

  it("refuses a call naming 天祥's employee (400: no call takes an id), changing nothing", async () => {
    const other = await as('customer2@demo.test');
    const before = await tianxiang();
    for (const res of [
      await other.send('GET', `${ENDPOINTS.userCardGet}?EmployeeId=${before.id}`),
      await other.send('GET', `${ENDPOINTS.userCardStats}?EmployeeId=${before.id}`),
      await other.save({ ...cardBody(), EmployeeId: Number(before.id) }),
      await other.send('POST', ENDPOINTS.userCardShare, { EmployeeId: Number(before.id) }),
      await other.send('POST', ENDPOINTS.userCardImageRemove, { Kind: 'AVATAR', EmployeeId: Number(before.id) }),
    ])
      expect(res.statusCode, res.body).toBe(400);
    expect(await tianxiang()).toEqual(before);
  });

  it("writes 海越's own card apart from 天祥's, with a link of its own", async () => {
    const other = await as('customer2@demo.test');
    const before = await tianxiang();
    expect((await other.save(cardBody({ CRD_NAME: '赵磊' }))).statusCode).toBe(200);
    const url = (await other.share()).json().Data.Url as string;
    const seen = (await visitor().card(tokenOfUrl(url))).json().Data;
    expect(seen.Name).toBe('赵磊');
    expect(seen.CompanyName).toMatch(/海越/);
    expect(await tianxiang()).toEqual(before);
  });

  it("refuses 天祥's site office on 海越's card (400 OFFICE_NOT_OURS) and never offers it, changing nothing of either", async () => {
    const other = await as('customer2@demo.test');
    const [hq] = await t.db.query<{ id: string }>(
      `select a.id::text from portal_addresses a join companies c on c.id = a.company_id where c.code = 'CUS-HZTX' and a.name_zh = '杭州总部'`,
    );
    expect((await other.get()).Offices).toEqual([]);
    const card = await other.get();
    const before = await t.db.query(`select row_to_json(c)::text as row from user_cards c order by c.id`);
    const res = await other.save({ ...cardBody({ CRD_NAME: '赵磊', VERSION: card.VERSION }), CRD_OFFICE_ID: Number(hq!.id) });
    expect(res.statusCode, res.body).toBe(400);
    expect(res.json()).toMatchObject({ Code: 'OFFICE_NOT_OURS' });
    expect(await t.db.query(`select row_to_json(c)::text as row from user_cards c order by c.id`)).toEqual(before);
  });

  it("sends a quote asked on 天祥's card to 天祥's employee only: no lead of any company, no message elsewhere", async () => {
    const chen = await as('customer@demo.test');
    const token = tokenOfUrl((await chen.share()).json().Data.Url);
    const leads = await t.db.query(`select count(*)::int as n from crm_leads`);
    const res = await visitor().quote(quoteBody(token));
    expect(res.statusCode, res.body).toBe(200);
    const sent = await t.db.query<{ company: string | null; employee: string }>(
      `select m.target_company_id::text as company, m.target_employee_id::text as employee from messages m where m.title = '名片询价：周先生'`,
    );
    expect(sent).toEqual([{ company: null, employee: (await tianxiang()).id }]);
    expect(await t.db.query(`select count(*)::int as n from crm_leads`)).toEqual(leads);
  });
});
