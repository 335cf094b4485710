import { describe, expect, it } from 'vitest';
import { cardApp, tokenOfUrl } from './cardApp';

/**
 * "Ask for a quote" on a shared card (operations.md §16): 孙丽's (the platform's salesperson) lands in
 * the CRM as her lead, source BUSINESS_CARD, and she gets a message; 陈静's (天祥, a customer company
 * keeps no CRM) sends the message only. Problems are said in words and write nothing; a card not
 * shared or of a disabled owner answers 404; five sent an hour from one address, then 429.
 */
const { t, as, visitor } = cardApp();

const ownerOf = async (account: string) =>
  (
    await t.db.query<{ id: string; company: string }>(
      `select e.id::text, e.company_id::text as company from employees e join users u on u.id = e.user_id where u.account = $1 order by e.id limit 1`,
      [account],
    )
  )[0]!;
const tokenOf = async (account: string) => tokenOfUrl((await (await as(account)).share()).json().Data.Url);
const counts = async () =>
  (
    await t.db.query<{ leads: number; messages: number }>(
      `select (select count(*)::int from crm_leads) as leads, (select count(*)::int from messages) as messages`,
    )
  )[0]!;
const quote = (c: string, patch: object = {}) => ({
  c,
  Name: '周先生',
  Phone: '138 1111 2222',
  Email: '',
  Cargo: '宁波 → 汉堡，40HQ 两个，家具，下月初出运',
  Consent: true,
  ...patch,
});

describe('asking a shared card for a quote: POST /api/WebsitePublic/UserCard/Quote', () => {
  it("makes a lead of 孙丽's own (source BUSINESS_CARD) and tells her in a message", async () => {
    const sun = await ownerOf('sales@demo.test');
    const token = await tokenOf('sales@demo.test');
    const res = await visitor().quote(quote(token));
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().Data).toEqual({ Received: true });
    const [lead] = await t.db.query<Record<string, string>>(
      `select owner_company_id::text as company, owner_employee_id::text as owner, source_code, contact_name, phone, stage, remarks
         from crm_leads where contact_name = '周先生'`,
    );
    expect(lead).toMatchObject({ company: sun.company, owner: sun.id, source_code: 'BUSINESS_CARD', phone: '138 1111 2222', stage: 'NEW' });
    expect(lead!.remarks).toContain('名片询价 Business card quote request (孙丽)');
    expect(lead!.remarks).toContain('40HQ 两个');
    const [message] = await t.db.query<Record<string, string>>(
      `select title, title_en, description, link_path, target_employee_id::text as employee from messages where title = '名片询价：周先生'`,
    );
    expect(message).toMatchObject({ title_en: 'A quote request from your card: 周先生', link_path: '/CRM/CustomerLeads', employee: sun.id });
    expect(message!.description).toContain('电话 Phone: 138 1111 2222');
    // the same visitor again: appended to the open lead, not a second one
    expect((await visitor().quote(quote(token, { Cargo: '再加一个 20GP' }))).statusCode).toBe(200);
    const again = await t.db.query<{ remarks: string }>(`select remarks from crm_leads where contact_name = '周先生'`);
    expect(again).toHaveLength(1);
    expect(again[0]!.remarks).toContain('再加一个 20GP');
  });

  it('sends 陈静 (天祥: a customer company, no CRM) the message only', async () => {
    const chen = await ownerOf('customer@demo.test');
    const token = await tokenOf('customer@demo.test');
    const before = await counts();
    const res = await visitor('en').quote(quote(token, { Name: 'Mr Smith', Phone: '', Email: 'smith@example.com' }));
    expect(res.statusCode, res.body).toBe(200);
    const after = await counts();
    expect(after).toEqual({ leads: before.leads, messages: before.messages + 1 });
    const [message] = await t.db.query<Record<string, string | null>>(
      `select link_path, target_employee_id::text as employee, description from messages where title = '名片询价：Mr Smith'`,
    );
    expect(message).toMatchObject({ link_path: null, employee: chen.id });
    expect(message!.description).toContain('smith@example.com');
    expect(await t.db.query(`select 1 from crm_leads where email = 'smith@example.com'`)).toEqual([]);
  });

  it('says every problem in words (400 QUOTE_PROBLEMS) and writes nothing', async () => {
    const token = await tokenOf('sales@demo.test');
    const before = await counts();
    const res = await visitor().quote(quote(token, { Name: ' ', Phone: '', Email: '', Cargo: '', Consent: false }));
    expect(res.statusCode, res.body).toBe(400);
    const body = res.json();
    expect(body).toMatchObject({ Code: 'QUOTE_PROBLEMS', Message: '询价信息需要修改，未发送。' });
    expect(body.Errors.map((e: { Path: string; Message: string }) => `${e.Path} ${e.Message}`)).toEqual([
      '/Name 您的姓名：请填写。',
      '/Phone 请留下电话或邮箱（至少一项），以便回复您。',
      '/Cargo 航线与货物：请写明起运地、目的地和货物。',
      '/Consent 请勾选同意名片主人就此询价联系您。',
    ]);
    const bad = await visitor('en').quote(quote(token, { Phone: '12ab', Email: 'not-an-address' }));
    expect(bad.statusCode).toBe(400);
    expect(bad.json().Errors.map((e: { Message: string }) => e.Message)).toEqual([
      'Phone: 6 to 20 digits (+, spaces and hyphens allowed).',
      'E-mail: not a valid address (like name@example.com).',
    ]);
    // a field of the wrong type or an unknown field: 400 from the schema, never 500
    expect((await visitor().quote({ ...quote(token), Consent: 'yes' })).statusCode).toBe(400);
    expect((await visitor().quote({ ...quote(token), EmployeeId: 1 })).statusCode).toBe(400);
    expect(await counts()).toEqual(before);
  });

  it('answers 404 for a card not shared, a wrong token or a disabled owner, writing nothing', async () => {
    const token = await tokenOf('sales@demo.test');
    const sun = await ownerOf('sales@demo.test');
    const before = await counts();
    for (const c of ['A'.repeat(43), 'not-a-token']) expect((await visitor().quote(quote(c))).statusCode).toBe(404);
    await t.db.query(`update employees set status = 'disabled' where id = $1`, [sun.id]);
    try {
      const res = await visitor().quote(quote(token));
      expect(res.statusCode).toBe(404);
      expect(res.json()).toMatchObject({ Code: 'NO_SUCH_CARD' });
    } finally {
      await t.db.query(`update employees set status = 'active' where id = $1`, [sun.id]);
    }
    expect(await counts()).toEqual(before);
  });

  it('takes five requests an hour from one address (refusals not counted), then 429 QUOTE_LIMIT in words', async () => {
    const token = await tokenOf('sales@demo.test');
    const one = visitor();
    expect((await one.quote(quote(token, { Consent: false }))).statusCode).toBe(400);
    for (let i = 0; i < 5; i++) expect((await one.quote(quote(token, { Phone: `139000000${10 + i}` }))).statusCode).toBe(200);
    const over = await one.quote(quote(token, { Phone: '13900000099' }));
    expect(over.statusCode).toBe(429);
    expect(over.json()).toMatchObject({ Code: 'QUOTE_LIMIT', Message: '您本小时已提交 5 次询价，请稍后再试。' });
    expect(Number(over.headers['retry-after'])).toBeGreaterThan(0);
    expect(over.headers['x-robots-tag']).toBe('noindex');
    expect(await t.db.query(`select 1 from crm_leads where phone = '13900000099'`)).toEqual([]);
    expect((await visitor().quote(quote(token, { Phone: '13900000098' }))).statusCode).toBe(200);
  });
});
