import { describe, expect, it } from 'vitest';
import { ENDPOINTS } from '../../../src/contract/endpoints';
import { crmApp } from './crmApp';

/** The link dialog's search (CrmCustomer/Companies: the platform's customer companies through the companies module) and one primary contact a customer. */
describe('linking and contacts from the panel', () => {
  const { post, get, one, customerId } = crmApp();

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
