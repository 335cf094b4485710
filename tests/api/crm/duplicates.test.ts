import { describe, expect, it } from 'vitest';
import { ENDPOINTS } from '../../../src/contract/endpoints';
import { crmApp, newCustomer, usccCheckChar } from './crmApp';

/** R7.1, R7.2: the duplicate check and the USCC, refused with 400 and a Code naming the record; nothing written. */
describe('the CRM duplicate check', () => {
  const { t, post, one } = crmApp();
  const count = async () => (await one<{ n: number }>(`select count(*)::int as n from crm_customers`)).n;

  it('refuses a pool customer written another way, and says to claim it', async () => {
    const before = await count();
    const res = await post('zhou', ENDPOINTS.crmCustomerSave, newCustomer({ Name: '苏州 恒达机械制造（有限责任公司）' }));
    expect(res.statusCode).toBe(400);
    expect(res.json().Code).toBe('DUPLICATE');
    expect(res.json().Message).toContain('苏州恒达机械制造有限公司');
    expect(res.json().Message).toContain('公海');
    expect(await count()).toBe(before);
  });

  it("names another salesperson's holder masked, the manager in full", async () => {
    const asSales = await post('sunLi', ENDPOINTS.crmCustomerSave, newCustomer({ Name: 'SHANGHAI BRIGHT LIGHTING CO LTD' }));
    expect(asSales.statusCode).toBe(400);
    expect(asSales.json().Code).toBe('DUPLICATE');
    expect(asSales.json().Message).toContain('周*');
    expect(asSales.json().Message).not.toContain('周婷');
    const check = await post('manager', ENDPOINTS.crmCustomerCheck, { Name: '上海浦江化工' });
    expect(check.json().Data).toEqual([expect.objectContaining({ Name: '上海浦江化工有限公司', OwnerName: '周婷', InPool: false })]);
  });

  it("refuses a contact's mobile or e-mail another customer has", async () => {
    const res = await post('zhou', ENDPOINTS.crmCustomerSave, newCustomer({ Name: '完全不同的公司', Contact: { Name: '某人', Mobile: '+86 139 1260 0002' } }));
    expect(res.statusCode).toBe(400);
    expect(res.json().Code).toBe('DUPLICATE');
    expect(res.json().Message).toContain('苏州恒达机械制造有限公司');
  });

  it('checks the USCC check character (GB 32100-2015) and refuses a second customer with the same code', async () => {
    const wrong = await post('zhou', ENDPOINTS.crmCustomerSave, newCustomer({ Uscc: '91350100M000100Y44' }));
    expect(wrong.statusCode).toBe(400);
    expect(wrong.json().Code).toBe('USCC');
    expect(wrong.json().Errors[0].Path).toBe('/Uscc');
    const body = '91330100MA2ABCDE1';
    const code = body + usccCheckChar(body);
    const made = await post('zhou', ENDPOINTS.crmCustomerSave, newCustomer({ Name: '杭州测试科技有限公司', Uscc: code, Mine: true }));
    expect(made.statusCode).toBe(200);
    const again = await post('sunLi', ENDPOINTS.crmCustomerSave, newCustomer({ Name: '另一个名字有限公司', Uscc: code }));
    expect(again.statusCode).toBe(400);
    expect(again.json().Code).toBe('DUPLICATE');
    expect(again.json().Message).toContain('统一社会信用代码');
    const row = await one<{ owner: string }>(`select owner_employee_id::text as owner from crm_customers where uscc = $1`, [code]);
    expect(row.owner).not.toBeNull();
  });

  it('a lead converts into a new customer only past the duplicate check', async () => {
    const lead = await post('sunLi', ENDPOINTS.crmLeadSave, { CompanyName: '厦门海联国际贸易有限责任公司', Source: 'EXPO' });
    const id = lead.json().Data.Id;
    const refused = await post('sunLi', ENDPOINTS.crmLeadConvert, { Id: id });
    expect(refused.statusCode).toBe(400);
    expect(refused.json().Code).toBe('DUPLICATE');
    expect((await one<{ stage: string }>(`select stage from crm_leads where id = $1`, [id])).stage).toBe('NEW');
    const fresh = await post('sunLi', ENDPOINTS.crmLeadSave, {
      CompanyName: '金华新线索五金有限公司',
      ContactName: '冯雪',
      Phone: '13757900099',
      Source: 'EXPO',
    });
    const converted = await post('sunLi', ENDPOINTS.crmLeadConvert, { Id: fresh.json().Data.Id, Kind: 'SHIPPER' });
    expect(converted.statusCode).toBe(200);
    const c = await one<{ name: string; in_pool: boolean }>(`select name, in_pool from crm_customers where id = $1`, [converted.json().Data.CustomerId]);
    expect(c).toEqual({ name: '金华新线索五金有限公司', in_pool: false });
    void t;
  });
});
