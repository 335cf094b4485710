import { describe, expect, it } from 'vitest';
import { ENDPOINTS as E } from '../../../src/contract/endpoints';
import { crmApp, PEOPLE } from './crmApp';

const HOUR = 3_600_000;
const iso = (ms: number) => new Date(Date.now() + ms).toISOString();
type Activity = { Key: string; Action: string; Entity: string; EntityId: number; Name: string; ActorName: string; ToName: string; Reason: string | null };

/**
 * The CRM's remaining follow-up rules (commercial.md §7.2, §7.4): a transfer or an assignment moves
 * the customer's open plans to the new holder (done ones stay with their author) and says so in the
 * activity; follow-up records and completed / cancelled plans appear in the activity record, filtered
 * by person and customer as the rest.
 */
describe('follow-ups with transfers and in the activity record', () => {
  const { get, post, one, customerId, employeeId } = crmApp();
  const owner = async (planId: number) => (await one<{ o: number }>(`select owner_employee_id::int as o from crm_follow_plans where id = $1`, [planId])).o;

  it('moves the open plans with a transferred customer, leaves the done ones with their author, and says how many in the activity', async () => {
    const ningbo = await customerId('宁波北仑五金工具有限公司');
    const [sunLi, zhou] = [await employeeId(PEOPLE.sunLi), await employeeId(PEOPLE.zhou)];
    const open = (await post('sunLi', E.crmFollowPlanSave, { CustomerId: ningbo, PlannedAt: iso(5 * HOUR), Method: 'PHONE', Content: '转移前的计划' })).json()
      .Data.Id;
    const done = (await post('sunLi', E.crmFollowPlanSave, { CustomerId: ningbo, PlannedAt: iso(HOUR), Method: 'VISIT', Content: '已完成的计划' })).json().Data
      .Id;
    expect((await post('sunLi', E.crmFollowPlanComplete, { Id: done, Record: { FollowAt: iso(0), Method: 'VISIT', Content: '拜访完成' } })).statusCode).toBe(
      200,
    );
    const openBefore = (await one<{ n: number }>(`select count(*)::int as n from crm_follow_plans where customer_id = $1 and status = 'PLANNED'`, [ningbo])).n;
    expect(openBefore).toBeGreaterThanOrEqual(1);

    await post('manager', E.crmCapacitySave, { EmployeeId: zhou, Capacity: 20 });
    const moved = await post('manager', E.crmCustomerTransfer, { Ids: [ningbo], ToEmployeeId: zhou, Reason: '区域调整' });
    expect(moved.statusCode, moved.body).toBe(200);
    expect(await owner(open)).toBe(zhou);
    expect(await owner(done)).toBe(sunLi);
    expect(
      (
        await one<{ n: number }>(`select count(*)::int as n from crm_follow_plans where customer_id = $1 and status = 'PLANNED' and owner_employee_id <> $2`, [
          ningbo,
          zhou,
        ])
      ).n,
    ).toBe(0);
    // 周婷 now sees the plan among hers; 孙丽 no longer
    expect((await get('zhou', E.crmFollowPlanList)).json().Data.map((p: { Id: number }) => p.Id)).toContain(open);
    expect((await get('sunLi', E.crmFollowPlanList)).json().Data.map((p: { Id: number }) => p.Id)).not.toContain(open);

    const acts = (await get('manager', `${E.crmActivityList}?CustomerId=${ningbo}`)).json().Data as Activity[];
    expect(acts.find((a) => a.Action === 'PLANS_MOVED')).toMatchObject({ ToName: '周婷', ActorName: '陈刚', Reason: String(openBefore) });
    expect(acts.find((a) => a.Action === 'TRANSFER')).toMatchObject({ ToName: '周婷', Reason: '区域调整' });
    // back again for the other tests
    await post('manager', E.crmCustomerTransfer, { Ids: [ningbo], ToEmployeeId: sunLi });
    expect(await owner(open)).toBe(sunLi);
  });

  it('shows follow-up records and completed and cancelled plans in the activity record, filtered by person and customer', async () => {
    const shanghai = await customerId('上海浦江化工有限公司');
    const holder = (
      await one<{ a: string }>(
        `select u.account as a from crm_customers c join employees e on e.id = c.owner_employee_id join users u on u.id = e.user_id where c.id = $1`,
        [shanghai],
      )
    ).a;
    const who = Object.entries(PEOPLE).find(([, a]) => a === holder)![0] as 'sunLi' | 'zhou';
    const record = (
      await post(who, E.crmFollowRecordSave, { CustomerId: shanghai, FollowAt: iso(-HOUR), Method: 'WECHAT', Content: '微信确认危险品资料' })
    ).json().Data.Id;
    const cancelled = (await post(who, E.crmFollowPlanSave, { CustomerId: shanghai, PlannedAt: iso(HOUR), Method: 'PHONE', Content: '取消的电话' })).json().Data
      .Id;
    expect((await post(who, E.crmFollowPlanCancel, { Id: cancelled })).statusCode).toBe(200);
    const completed = (await post(who, E.crmFollowPlanSave, { CustomerId: shanghai, PlannedAt: iso(HOUR), Method: 'MEETING', Content: '会议计划' })).json().Data
      .Id;
    const rec2 = (await post(who, E.crmFollowPlanComplete, { Id: completed, Record: { FollowAt: iso(0), Method: 'MEETING', Content: '会议纪要' } })).json().Data
      .RecordId;

    const mine = (await get(who, `${E.crmActivityList}?CustomerId=${shanghai}`)).json().Data as Activity[];
    expect(mine.find((a) => a.Key === `R${record}`)).toMatchObject({
      Action: 'FOLLOW',
      Entity: 'CUSTOMER',
      EntityId: shanghai,
      Name: '上海浦江化工有限公司',
      Reason: 'WECHAT: 微信确认危险品资料',
    });
    expect(mine.find((a) => a.Key === `R${rec2}`)).toMatchObject({ Action: 'FOLLOW', Reason: 'MEETING: 会议纪要' });
    expect(mine.find((a) => a.Key === `P${cancelled}`)).toMatchObject({ Action: 'PLAN_CANCELLED', Reason: 'PHONE: 取消的电话' });
    expect(mine.find((a) => a.Key === `P${completed}`)).toMatchObject({ Action: 'PLAN_DONE', Reason: 'MEETING: 会议计划' });
    expect(new Set(mine.map((a) => a.Key)).size).toBe(mine.length);
    // by the manager's hand: none of these (the manager did not write them); by the holder: all of them
    const me = await employeeId(holder);
    const byManager = (await get('manager', `${E.crmActivityList}?CustomerId=${shanghai}&ActorId=${await employeeId(PEOPLE.manager)}`)).json()
      .Data as Activity[];
    expect(byManager.some((a) => a.Key === `R${record}`)).toBe(false);
    const byHolder = (await get('manager', `${E.crmActivityList}?CustomerId=${shanghai}&ActorId=${me}`)).json().Data as Activity[];
    expect(byHolder.filter((a) => [`R${record}`, `P${cancelled}`, `P${completed}`].includes(a.Key))).toHaveLength(3);
    // another customer's filter leaves them out; a period before them too
    const other = await customerId('宁波北仑五金工具有限公司');
    expect(((await get('manager', `${E.crmActivityList}?CustomerId=${other}`)).json().Data as Activity[]).some((a) => a.Key === `R${record}`)).toBe(false);
    const before = (await get('manager', `${E.crmActivityList}?To=${encodeURIComponent(iso(-2 * HOUR))}`)).json().Data as Activity[];
    expect(before.some((a) => a.Key === `R${record}` || a.Key === `P${cancelled}`)).toBe(false);
    // the other salesperson does not see them (not theirs, not their customer)
    const stranger = who === 'sunLi' ? 'zhou' : 'sunLi';
    expect(((await get(stranger, E.crmActivityList)).json().Data as Activity[]).some((a) => a.Key === `R${record}`)).toBe(false);
  });
});
