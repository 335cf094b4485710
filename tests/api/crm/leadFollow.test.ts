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
  });
});
