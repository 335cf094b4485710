import { beforeAll, describe, expect, it } from 'vitest';
import { ENDPOINTS } from '../../../src/contract/endpoints';
import { HZTX, nextIp, visit } from '../portal/support';
import { withTestApp } from '../support/build';
import { caller } from '../support/calls';

const t = withTestApp({ modules: ['portal', 'messages', 'crm'] });
const { call, asUser } = caller(t);
const send = (host: string | undefined, payload: object) => visit(t.app, host, ENDPOINTS.publicContact, { method: 'POST', payload, ip: nextIp() });
const enquiry = (over: object = {}) => ({
  Name: '李女士',
  Company: '温州远航鞋业有限公司',
  Phone: '13955550001',
  Email: 'li@yuanhang.example',
  Message: '温州到洛杉矶拼箱多少钱？',
  ...over,
});

type LeadRow = { id: number; code: string; source_code: string; stage: string; remarks: string; owner: number | null };
const leadsOf = (email: string) =>
  t.db.query<LeadRow>(
    `select l.id::int, c.code, l.source_code, l.stage, l.remarks, l.owner_employee_id::int as owner
       from crm_leads l join companies c on c.id = l.owner_company_id where lower(l.email) = lower($1) order by l.id`,
    [email],
  );
const messagesAbout = async (who: string) =>
  (await t.db.query<{ n: number }>(`select count(*)::int as n from messages where title = $1`, [`网站留言：${who}`]))[0]!.n;

/** §15.2: a public site's enquiry is a CRM lead of the site's company, besides the message to its staff. */
describe("an enquiry on a company's site becomes that company's lead", () => {
  let sales = '';
  beforeAll(async () => {
    sales = await asUser('sales@demo.test');
  });

  it('on hztx.localhost: a WEBSITE lead of 杭州天祥, unowned, with the message in its notes; the staff message still arrives', async () => {
    const e = enquiry({ Email: 'hz@yuanhang.example', Phone: '13955550002' });
    const res = await send(HZTX, e);
    expect(res.statusCode, res.body).toBe(200);
    const [lead, ...more] = await leadsOf(e.Email);
    expect(more).toEqual([]);
    expect(lead).toMatchObject({ code: 'CUS-HZTX', source_code: 'WEBSITE', stage: 'NEW', owner: null });
    expect(lead!.remarks).toContain('拼箱');
    expect(lead!.remarks).toContain(HZTX);
    expect(await messagesAbout('李女士 · 温州远航鞋业有限公司')).toBeGreaterThan(0);
  });

  it("on the main site: the platform company's lead, in the salesperson's lead list", async () => {
    const e = enquiry({ Name: '赵经理', Email: 'zhao@main.example', Phone: '+86 139 5555 0003' });
    expect((await send(undefined, e)).statusCode).toBe(200);
    const [lead] = await leadsOf(e.Email);
    const [platform] = await t.db.query<{ code: string }>(`select code from companies where kind = 'platform'`);
    expect(lead!.code).toBe(platform!.code);
    const list = await call('GET', `${ENDPOINTS.crmLeadList}?PageSize=200`, sales);
    expect(list.statusCode, list.body).toBe(200);
    const seen = (list.json().Data.Items as { Id: number; Source: string; ContactName: string }[]).find((l) => l.Id === lead!.id);
    expect(seen).toMatchObject({ Source: 'WEBSITE', ContactName: '赵经理' });
    expect(await messagesAbout('赵经理 · 温州远航鞋业有限公司')).toBe(1);
  });

  it('a repeat from the same e-mail (or the same mobile written another way) makes no second lead: it is appended to the notes', async () => {
    const first = enquiry({ Name: '钱先生', Email: 'qian@repeat.example', Phone: '13955550004', Message: '第一次询价' });
    expect((await send(undefined, first)).statusCode).toBe(200);
    expect((await send(undefined, { ...first, Email: 'QIAN@repeat.example', Phone: '', Message: '第二次询价' })).statusCode).toBe(200);
    expect((await send(undefined, { ...first, Email: '', Phone: '+86 139-5555-0004', Message: '第三次询价' })).statusCode).toBe(200);
    const leads = await leadsOf(first.Email);
    expect(leads).toHaveLength(1);
    expect(leads[0]!.remarks).toMatch(/第一次询价[\s\S]*第二次询价[\s\S]*第三次询价/);
    expect(await messagesAbout('钱先生 · 温州远航鞋业有限公司')).toBe(3);
    // the same address on another company's site is that company's own lead
    expect((await send(HZTX, first)).statusCode).toBe(200);
    expect((await leadsOf(first.Email)).map((l) => l.code).sort()).toEqual(['CUS-HZTX', leads[0]!.code].sort());
  });

  it("an enquiry from a customer's contact makes no lead: the customer's history records it", async () => {
    const [c] = await t.db.query<{ customer_id: number; email: string }>(
      `select t.customer_id::int, t.email from crm_contacts t join crm_customers c on c.id = t.customer_id
        where t.email <> '' and t.deleted_at is null and c.deleted_at is null and c.owner_company_id = (select id from companies where kind = 'platform') limit 1`,
    );
    expect((await send(undefined, enquiry({ Name: '老客户', Email: c!.email.toUpperCase(), Phone: '' }))).statusCode).toBe(200);
    expect(await leadsOf(c!.email)).toEqual([]);
    const [ev] = await t.db.query<{ n: number }>(
      `select count(*)::int as n from crm_events where entity = 'CUSTOMER' and entity_id = $1 and action = 'ENQUIRY'`,
      [c!.customer_id],
    );
    expect(ev!.n).toBe(1);
  });
});
