import { beforeAll, describe, expect, it } from 'vitest';
import { ENDPOINTS as E } from '../../../src/contract/endpoints';
import { usccCheckChar } from '../../../src/domain/crm/uscc';
import { withTestApp } from '../support/build';
import { caller } from '../support/calls';
import { registerUser } from '../support/register';

/**
 * R7.9 (commercial.md §7.5): a company application carries an optional credit code (checked by
 * GB 32100-2015); approving it links the platform CRM's customer of the same code — else of the
 * same normalised name — to the new company and makes its holder the company's salesperson. A pool
 * customer is linked without one; an application matching nothing links nothing.
 */
describe('linking a CRM customer when its company application is approved', () => {
  const t = withTestApp({ modules: ['crm', 'join', 'companies'] });
  const { call, asUser } = caller(t);
  let applicant = '';
  let admin = '';
  const one = async <T>(sql: string, params: unknown[] = []) => (await t.db.query<T>(sql, params))[0]!;
  const customer = (name: string) =>
    one<{ id: number; linked: string | null; owner: string | null }>(
      `select id::int, linked_company_id::text as linked, owner_employee_id::text as owner from crm_customers where name = $1`,
      [name],
    );
  const salespeople = async (companyId: number) =>
    (await t.db.query<{ e: string }>(`select employee_id::text as e from company_salespeople where company_id = $1`, [companyId])).map((r) => r.e);

  beforeAll(async () => {
    await registerUser(t, { Account: 'applicant@demo.test', Password: 'applicant-pass', Name: '申请人' });
    const login = await t.app.inject({
      method: 'POST',
      url: '/api/WebsitePublic/UserLogin',
      payload: { Account: 'applicant@demo.test', Password: 'applicant-pass' },
    });
    applicant = login.json().Data.Token;
    admin = await asUser('admin@demo.test');
  });

  /** Applies as the new user and approves as the platform admin: the new company's id. */
  async function applyAndApprove(body: Record<string, unknown>): Promise<number> {
    const applied = await call('POST', E.joinCreateCompany, applicant, { Kind: 'customer', ContactName: '申请人', ContactPhone: '+86 138 0000 2222', ...body });
    expect(applied.statusCode, applied.body).toBe(200);
    const decided = await call('POST', E.applicationDecide, admin, { Id: applied.json().Data.Id, Approve: true });
    expect(decided.statusCode, decided.body).toBe(200);
    return decided.json().Data.CompanyId;
  }

  it('refuses a credit code with a wrong check character in words, and keeps no application', async () => {
    const n = (await one<{ n: number }>(`select count(*)::int as n from company_applications`)).n;
    const code = `91330100MA2${'7ABCDE'}`;
    const wrong = code + (usccCheckChar(code) === '0' ? '1' : '0');
    const res = await call('POST', E.joinCreateCompany, applicant, {
      CompanyName: '错代码公司',
      Kind: 'customer',
      ContactName: '申请人',
      ContactPhone: '13800002222',
      Uscc: wrong,
    });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({ Code: 'USCC', Errors: [{ Path: '/Uscc' }] });
    expect(res.json().Errors[0].Message).toContain('校验位');
    expect((await one<{ n: number }>(`select count(*)::int as n from company_applications`)).n).toBe(n);
  });

  it('links a pool customer by its credit code (no salesperson: it has no holder) and copies the code onto the company', async () => {
    const first17 = '91320500MA1XYW123';
    const uscc = first17 + usccCheckChar(first17)!;
    const pool = await customer('苏州恒达机械制造有限公司');
    expect(pool.owner).toBeNull();
    await t.db.query(`update crm_customers set uscc = $2 where id = $1`, [pool.id, uscc]);
    // a different name: the code decides
    const companyId = await applyAndApprove({ CompanyName: '恒达机械（苏州）', Uscc: uscc.toLowerCase() });
    expect((await customer('苏州恒达机械制造有限公司')).linked).toBe(String(companyId));
    expect(await salespeople(companyId)).toEqual([]);
    expect((await one<{ tax_no: string }>(`select tax_no from companies where id = $1`, [companyId])).tax_no).toBe(uscc);
    const ev = await one<{ action: string; reason: string }>(
      `select action, reason from crm_events where entity = 'CUSTOMER' and entity_id = $1 order by id desc limit 1`,
      [pool.id],
    );
    expect(ev).toEqual({ action: 'LINK', reason: `USCC ${uscc}` });
  });

  it('links a private customer by its normalised name and makes its holder the company’s salesperson', async () => {
    const mine = await customer('宁波北仑五金工具有限公司');
    expect(mine.owner).not.toBeNull();
    // full-width letters, spaces and another suffix: the same normalised name (R7.1)
    const companyId = await applyAndApprove({ CompanyName: '宁波北仑五金工具 股份有限公司' });
    expect((await customer('宁波北仑五金工具有限公司')).linked).toBe(String(companyId));
    expect(await salespeople(companyId)).toEqual([mine.owner]);
    const audit = await one<{ n: number }>(
      `select count(*)::int as n from audit_events where entity = 'salesperson' and entity_id = $1 and action = 'assigned'`,
      [String(companyId)],
    );
    expect(audit.n).toBe(1);
    // the same name applied again: that customer is linked already and is left alone
    const again = await applyAndApprove({ CompanyName: '宁波北仑五金工具有限公司' });
    expect((await customer('宁波北仑五金工具有限公司')).linked).toBe(String(companyId));
    expect(await salespeople(again)).toEqual([]);
  });

  it('links nothing for an application matching no customer', async () => {
    const linked = async () => (await one<{ n: number }>(`select count(*)::int as n from crm_customers where linked_company_id is not null`)).n;
    const before = await linked();
    const companyId = await applyAndApprove({ CompanyName: '杭州与众不同贸易有限公司', CompanyNameEn: 'Unmatched Trading Co., Ltd.' });
    expect(await linked()).toBe(before);
    expect(await salespeople(companyId)).toEqual([]);
  });
});
