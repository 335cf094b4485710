import { describe, expect, it } from 'vitest';
import { ENDPOINTS as E } from '../../../src/contract/endpoints';
import { crmApp } from './crmApp';

const HOUR = 3_600_000;
const iso = (ms: number) => new Date(Date.now() + ms).toISOString();
type Rec = { Id: number; CustomerId: number | null; LeadId: number | null; Content: string };

/**
 * A lead's follow-ups (commercial.md §7.4 /CRM/CustomerLeads "follow up"): a record on a lead is
 * listed by the lead (the lead's panel) and moves the lead to FOLLOWING; converting the lead moves its
 * records and plans to the customer (R7.7: history is never lost), each remembering the lead.
 */
describe('following up a lead', () => {
  const { get, post, one } = crmApp();

  it('lists a lead’s records by the lead, and hands them to the customer it converts into', async () => {
    const saved = await post('sunLi', E.crmLeadSave, { CompanyName: '厦门海沧跟进测试有限公司', ContactName: '黄先生', Phone: '13912345678', Source: 'EXPO' });
    expect(saved.statusCode, saved.body).toBe(200);
    const leadId = saved.json().Data.Id as number;
    const rec = await post('sunLi', E.crmFollowRecordSave, {
      LeadId: leadId,
      FollowAt: iso(-HOUR),
      Method: 'PHONE',
      Content: '电话了解出货量',
      NextPlanAt: iso(24 * HOUR),
    });
    expect(rec.statusCode, rec.body).toBe(200);
    const recordId = rec.json().Data.Id as number;

    const byLead = (await get('sunLi', `${E.crmFollowRecordList}?LeadId=${leadId}`)).json().Data as Rec[];
    expect(byLead.map((r) => r.Id)).toEqual([recordId]);
    expect(byLead[0]).toMatchObject({ LeadId: leadId, CustomerId: null, Content: '电话了解出货量' });
    // another lead's filter does not show it
    const otherLead = (await one<{ id: number }>(`select id::int from crm_leads where id <> $1 and deleted_at is null order by id limit 1`, [leadId])).id;
    expect(((await get('sunLi', `${E.crmFollowRecordList}?LeadId=${otherLead}`)).json().Data as Rec[]).some((r) => r.Id === recordId)).toBe(false);
    expect((await one<{ stage: string }>(`select stage from crm_leads where id = $1`, [leadId])).stage).toBe('FOLLOWING');

    const converted = await post('sunLi', E.crmLeadConvert, { Id: leadId });
    expect(converted.statusCode, converted.body).toBe(200);
    const customerId = converted.json().Data.CustomerId as number;
    const byCustomer = (await get('sunLi', `${E.crmFollowRecordList}?CustomerId=${customerId}`)).json().Data as Rec[];
    expect(byCustomer.find((r) => r.Id === recordId)).toMatchObject({ CustomerId: customerId, LeadId: null, Content: '电话了解出货量' });
    const plans = (await get('sunLi', `${E.crmFollowPlanList}?CustomerId=${customerId}`)).json().Data as { Content: string }[];
    expect(plans).toHaveLength(1);
    expect(
      await one(
        `select (select count(*)::int from crm_follow_records where from_lead_id = $1) as r, (select count(*)::int from crm_follow_plans where from_lead_id = $1) as p`,
        [leadId],
      ),
    ).toEqual({ r: 1, p: 1 });
    expect(((await get('sunLi', `${E.crmFollowRecordList}?LeadId=${leadId}`)).json().Data as Rec[]).length).toBe(0);
    // the new customer's recycle clock starts at the lead's last follow-up
    const clock = await one<{ at: Date; by: string }>(`select last_follow_at as at, last_follower_id::text as by from crm_customers where id = $1`, [
      customerId,
    ]);
    const written = await one<{ at: Date; by: string }>(`select follow_at as at, owner_employee_id::text as by from crm_follow_records where id = $1`, [
      recordId,
    ]);
    expect(clock).toEqual(written);
  });

  /** A lead of 孙丽's followed up `hoursAgo`, converted into her customer `customerId`: the customer's last follow-up after it. */
  async function convertFollowedInto(customerId: number, name: string, hoursAgo: number) {
    const saved = await post('sunLi', E.crmLeadSave, { CompanyName: name, ContactName: '林女士', Phone: '13912340000', Source: 'EXPO' });
    expect(saved.statusCode, saved.body).toBe(200);
    const leadId = saved.json().Data.Id as number;
    const rec = await post('sunLi', E.crmFollowRecordSave, { LeadId: leadId, FollowAt: iso(-hoursAgo * HOUR), Method: 'PHONE', Content: '询问航线' });
    expect(rec.statusCode, rec.body).toBe(200);
    const converted = await post('sunLi', E.crmLeadConvert, { Id: leadId, CustomerId: customerId });
    expect(converted.statusCode, converted.body).toBe(200);
    return one<{ at: Date; warned: Date | null }>(`select last_follow_at as at, recycle_warned_at as warned from crm_customers where id = $1`, [customerId]);
  }

  it('moves the customer’s last follow-up (the recycle clock) to the lead’s when it is later, and never back', async () => {
    const sunLi = await one<{ id: string }>(`select e.id::text from employees e join users u on u.id = e.user_id where u.account = 'sales@demo.test'`);
    const c = await one<{ id: number }>(
      `select id::int from crm_customers where owner_employee_id = $1 and deleted_at is null and not in_pool order by id limit 1`,
      [sunLi.id],
    );
    const old = new Date(Date.now() - 20 * 24 * HOUR);
    await one(`update crm_customers set last_follow_at = $2, recycle_warned_at = now() where id = $1 returning 1`, [c.id, old]);
    const later = await convertFollowedInto(c.id, '漳州跟进转化测试有限公司', 2);
    expect(later.at.getTime()).toBeGreaterThan(old.getTime());
    expect(Math.abs(later.at.getTime() - (Date.now() - 2 * HOUR))).toBeLessThan(5 * 60_000);
    expect(later.warned).toBeNull();
    // a lead followed up before the customer's last follow-up leaves it
    const earlier = await convertFollowedInto(c.id, '泉州跟进转化测试有限公司', 48);
    expect(earlier.at).toEqual(later.at);
  });
});
