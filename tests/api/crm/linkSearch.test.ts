import { describe, expect, it } from 'vitest';
import { ENDPOINTS } from '../../../src/contract/endpoints';
import { crmApp } from './crmApp';

/** The link dialog's search (CrmCustomer/Companies: the platform's customer companies through the companies module) and one primary contact a customer. */
describe('linking and contacts from the panel', () => {
  const { post, get, one, customerId, employeeId } = crmApp();
  const salespeople = async (companyId: string) =>
    (
      await one<{ ids: string[] }>(
        `select coalesce(array_agg(employee_id::text order by employee_id), '{}') as ids from company_salespeople where company_id = $1`,
        [companyId],
      )
    ).ids;
  /** A customer company of the platform no CRM customer is linked to yet, none of whose salespeople is `employee`. */
  const freeCompany = (employee: number, skip = 0) =>
    one<{ id: string }>(
      `select d.id::text from company_directory d where d.kind = 'customer' and d.status = 'active'
          and not exists (select 1 from crm_customers c where c.linked_company_id = d.id)
          and not exists (select 1 from company_salespeople s where s.company_id = d.id and s.employee_id = $1)
        order by d.id offset $2 limit 1`,
      [employee, skip],
    );

  it('finds customer companies by name or code, each with the customer already linked to it; a salesperson may not search', async () => {
    const linked = await one<{ id: string; name: string; code: string; customer: string }>(
      `select d.id::text, d.name_zh as name, d.code, c.name as customer from crm_customers c join company_directory d on d.id = c.linked_company_id limit 1`,
    );
    const byName = (await get('manager', `${ENDPOINTS.crmCompanySearch}?Text=${encodeURIComponent(linked.name.slice(0, 2))}`)).json().Data;
    expect(byName).toContainEqual({ Id: Number(linked.id), Name: linked.name, Code: linked.code, LinkedTo: linked.customer });
    const expected = await one<{ n: number }>(
      `select count(*)::int as n from company_directory where kind = 'customer' and status = 'active' and (name_zh ilike $1 or name_en ilike $1 or code ilike $1)`,
      [`%${linked.code}%`],
    );
    const byCode = (await get('manager', `${ENDPOINTS.crmCompanySearch}?Text=${linked.code}`)).json().Data;
    expect(byCode).toHaveLength(expected.n);
    const none = (await get('manager', `${ENDPOINTS.crmCompanySearch}?Text=${encodeURIComponent('%')}`)).json().Data;
    expect(none).toEqual([]);
    expect((await get('sunLi', `${ENDPOINTS.crmCompanySearch}?Text=a`)).statusCode).toBe(403);
  });

  it("makes the linked customer's holder the company's salesperson, as the approval's link does (R7.9); a pool customer links without one", async () => {
    const sunLi = await employeeId('sales@demo.test');
    const held = await one<{ id: number; name: string }>(
      `select id::int, name from crm_customers where owner_employee_id = $1 and linked_company_id is null and deleted_at is null order by id limit 1`,
      [sunLi],
    );
    const company = await freeCompany(sunLi);
    const before = await salespeople(company.id);
    const res = await post('manager', ENDPOINTS.crmCustomerLink, { Id: held.id, CompanyId: Number(company.id) });
    expect(res.statusCode, res.body).toBe(200);
    expect(await salespeople(company.id)).toEqual([...before, String(sunLi)].sort());
    const ev = await one<{ action: string; n: number }>(
      `select action, count(*) over ()::int as n from crm_events where entity = 'CUSTOMER' and entity_id = $1 and action = 'LINK'`,
      [held.id],
    );
    expect(ev).toEqual({ action: 'LINK', n: 1 });
    const audit = await one<{ detail: { employeeId: number } }>(
      `select detail from audit_events where entity = 'salesperson' and entity_id = $1 and action = 'assigned' order by id desc limit 1`,
      [company.id],
    );
    expect(audit.detail.employeeId).toBe(sunLi);
    // linking again (the same company) assigns nobody twice
    await post('manager', ENDPOINTS.crmCustomerLink, { Id: held.id, CompanyId: Number(company.id) });
    expect(await salespeople(company.id)).toEqual([...before, String(sunLi)].sort());

    const pool = await one<{ id: number }>(
      `select id::int from crm_customers where in_pool and linked_company_id is null and deleted_at is null order by id limit 1`,
    );
    const other = await freeCompany(sunLi);
    const poolBefore = await salespeople(other.id);
    expect((await post('manager', ENDPOINTS.crmCustomerLink, { Id: pool.id, CompanyId: Number(other.id) })).statusCode).toBe(200);
    expect(await salespeople(other.id)).toEqual(poolBefore);
  });

  it('keeps one primary contact: making another primary unmarks the first', async () => {
    const id = await customerId('上海浦江化工有限公司');
    const added = await post('zhou', ENDPOINTS.crmContactSave, { CustomerId: id, Name: '新主联系人', Mobile: '13916201234', IsPrimary: true });
    expect(added.statusCode).toBe(200);
    const primaries = await one<{ ids: number[] }>(
      `select array_agg(id::int) as ids from crm_contacts where customer_id = $1 and is_primary and deleted_at is null`,
      [id],
    );
    expect(primaries.ids).toEqual([added.json().Data.Id]);
  });
});
