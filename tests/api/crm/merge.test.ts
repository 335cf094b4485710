import { describe, expect, it } from 'vitest';
import { ENDPOINTS } from '../../../src/contract/endpoints';
import { crmApp } from './crmApp';

/**
 * Merging customers (commercial.md §7.3 CrmCustomer/Merge): a manager's; the merged customers'
 * contacts, ownership periods, history and platform link move to the one kept; they wait in the
 * recycle bin marked "merged into …". A salesperson is refused (403), an id they may not see is
 * absent (404), and a refusal changes nothing.
 */
describe('merging customers', () => {
  const { post, get, one, customerId } = crmApp();
  const count = async (sql: string, params: unknown[]) => (await one<{ n: number }>(`select count(*)::int as n from ${sql}`, params)).n;
  const snapshot = async () =>
    (await one<{ s: string }>(`select string_agg(id || ':' || coalesce(deleted_at::text, '') || ':' || version, ',' order by id) as s from crm_customers`)).s;

  it('moves contacts, owners, history and the link to the kept customer; the merged ones go to the bin marked', async () => {
    const keep = await customerId('上海浦江化工有限公司');
    const nansha = await customerId('广州南沙家具有限公司');
    const yiwu = await customerId('义乌市环球小商品进出口有限公司');
    const from = [nansha, yiwu];
    const contacts = await count(`crm_contacts where customer_id = any($1::bigint[]) and deleted_at is null`, [[keep, ...from]]);
    const periods = await count(`crm_owner_history where customer_id = any($1::bigint[])`, [[keep, ...from]]);
    const events = await count(`crm_events where entity = 'CUSTOMER' and entity_id = any($1::bigint[])`, [[keep, ...from]]);
    const keptPrimary = await one<{ id: number }>(`select id::int from crm_contacts where customer_id = $1 and is_primary`, [keep]);

    const res = await post('manager', ENDPOINTS.crmCustomerMerge, { KeepId: keep, MergeIds: from });
    expect(res.statusCode).toBe(200);
    expect(res.json().Data).toEqual({ Id: keep, Moved: 2 });

    expect(await count(`crm_contacts where customer_id = $1 and deleted_at is null`, [keep])).toBe(contacts);
    expect(await count(`crm_contacts where customer_id = $1 and is_primary`, [keep])).toBe(1);
    expect((await one<{ id: number }>(`select id::int from crm_contacts where customer_id = $1 and is_primary`, [keep])).id).toBe(keptPrimary.id);
    expect(await count(`crm_owner_history where customer_id = $1`, [keep])).toBe(periods);
    expect(await count(`crm_owner_history where customer_id = $1 and to_at is null`, [keep])).toBe(1);
    // every earlier event now on the kept one, plus its MERGE; each merged one keeps only its MERGED_INTO stub
    expect(await count(`crm_events where entity = 'CUSTOMER' and entity_id = $1`, [keep])).toBe(events + 1);
    expect(
      await count(`crm_events where entity = 'CUSTOMER' and entity_id = any($1::bigint[]) and action = 'MERGED_INTO' and reason = '上海浦江化工有限公司'`, [
        from,
      ]),
    ).toBe(2);
    expect(await count(`crm_customers where id = any($1::bigint[]) and deleted_at is not null`, [from])).toBe(2);

    const got = (await get('manager', `${ENDPOINTS.crmCustomerGet}?Id=${keep}`)).json().Data;
    expect(got.History[0]).toMatchObject({ Action: 'MERGE', By: '陈刚' });
    expect(got.History[0].Reason).toContain('广州南沙家具有限公司');
    const bin = (await get('manager', ENDPOINTS.crmBinList)).json().Data as { Entity: string; Id: number; MergedInto: string | null }[];
    expect(bin.filter((r) => r.Entity === 'CUSTOMER' && from.includes(r.Id)).map((r) => r.MergedInto)).toEqual([
      '上海浦江化工有限公司',
      '上海浦江化工有限公司',
    ]);
    const gone = await get('manager', `${ENDPOINTS.crmCustomerGet}?Id=${nansha}`);
    expect(gone.statusCode).toBe(404);
  });

  it('moves a merged customer’s platform link to the kept one, and refuses two different links in words', async () => {
    const companies = await (async () => {
      const rows = await one<{ ids: string[] }>(`select array_agg(id::text order by id) as ids from company_directory where kind = 'customer'`);
      return rows.ids;
    })();
    const linked = await one<{ id: number; linked: string }>(
      `select id::int, linked_company_id::text as linked from crm_customers where linked_company_id is not null`,
    );
    const other = companies.find((c) => c !== linked.linked)!;
    const keep = await customerId('厦门海联国际贸易有限公司');
    const merged = await customerId('Shanghai Bright Lighting Co., Ltd.');
    expect((await post('manager', ENDPOINTS.crmCustomerLink, { Id: merged, CompanyId: Number(other) })).statusCode).toBe(200);
    const before = await snapshot();
    const refused = await post('manager', ENDPOINTS.crmCustomerMerge, { KeepId: linked.id, MergeIds: [merged] });
    expect(refused.statusCode).toBe(400);
    expect(refused.json().Code).toBe('LINK_CONFLICT');
    expect(refused.json().Message).toContain('不同的平台公司');
    expect(await snapshot()).toBe(before);

    expect((await post('manager', ENDPOINTS.crmCustomerMerge, { KeepId: keep, MergeIds: [merged] })).statusCode).toBe(200);
    expect((await one<{ l: string }>(`select linked_company_id::text as l from crm_customers where id = $1`, [keep])).l).toBe(other);
    expect((await one<{ l: string | null }>(`select linked_company_id::text as l from crm_customers where id = $1`, [merged])).l).toBeNull();
  });

  it('is a manager’s: a salesperson is refused 403; an id not seen is 404; keeping one merged into itself is refused; nothing changes', async () => {
    const [keep, other] = (await one<{ ids: number[] }>(`select array_agg(id::int order by id) as ids from crm_customers where deleted_at is null and in_pool`))
      .ids;
    const before = await snapshot();
    const sales = await post('sunLi', ENDPOINTS.crmCustomerMerge, { KeepId: keep, MergeIds: [other] });
    expect(sales.statusCode).toBe(403);
    const absent = await post('manager', ENDPOINTS.crmCustomerMerge, { KeepId: keep, MergeIds: [other, 987654321] });
    expect(absent.statusCode).toBe(404);
    const self = await post('manager', ENDPOINTS.crmCustomerMerge, { KeepId: keep, MergeIds: [keep] });
    expect(self.statusCode).toBe(400);
    expect(self.json().Code).toBe('MERGE_SELF');
    expect(self.json().Message).toContain('保留的客户');
    expect(await snapshot()).toBe(before);
  });
});
