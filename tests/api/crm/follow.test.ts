import { describe, expect, it } from 'vitest';
import { ENDPOINTS as E } from '../../../src/contract/endpoints';
import { crmApp } from './crmApp';

const HOUR = 3_600_000;
const iso = (ms: number) => new Date(Date.now() + ms).toISOString();

/**
 * Follow-up plans and records through the API (commercial.md §7.3, R7.8): a plan completed into a
 * record moves the customer's last follow-up and its recycle date; the refusals in words; the 24 h
 * delete rule; another salesperson's plan and record are absent; records survive recycling.
 */
describe('follow-up plans and records', () => {
  const { t, get, post, one, customerId, list } = crmApp();

  it('completes a plan into a record: the plan is done, the customer’s last follow-up and recycle date move, the next plan is made', async () => {
    const ningbo = await customerId('宁波北仑五金工具有限公司');
    await t.db.query(`update crm_customers set claimed_at = now() - interval '25 days', last_follow_at = now() - interval '25 days' where id = $1`, [ningbo]);
    const before = (await list('sunLi', 'MINE')).find((c) => c.Id === ningbo)!;
    const plan = await post('sunLi', E.crmFollowPlanSave, { CustomerId: ningbo, PlannedAt: iso(HOUR), Method: 'PHONE', Content: '确认舱位' });
    expect(plan.statusCode).toBe(200);
    const planId = plan.json().Data.Id;
    const open = (await get('sunLi', `${E.crmFollowPlanList}?CustomerId=${ningbo}`)).json().Data;
    expect(open.find((p: { Id: number }) => p.Id === planId)).toMatchObject({ Status: 'PLANNED', Section: 'TODAY', TargetName: '宁波北仑五金工具有限公司' });
    const done = await post('sunLi', E.crmFollowPlanComplete, {
      Id: planId,
      Record: { FollowAt: iso(0), Method: 'PHONE', Content: '客户确认两个 40HQ', NextPlanAt: iso(48 * HOUR) },
    });
    expect(done.statusCode).toBe(200);
    const recordId = done.json().Data.RecordId;
    expect(await one(`select status, record_id::int as r from crm_follow_plans where id = $1`, [planId])).toEqual({ status: 'DONE', r: recordId });
    const after = (await list('sunLi', 'MINE')).find((c) => c.Id === ningbo)!;
    expect(new Date(after.RecycleAt!).getTime()).toBeGreaterThan(new Date(before.RecycleAt!).getTime() + 19 * 24 * HOUR);
    const c = await one<{ f: string }>(`select last_follower_id::text as f from crm_customers where id = $1`, [ningbo]);
    expect(c.f).toBe(String(await one<{ id: string }>(`select owner_employee_id::text as id from crm_customers where id = $1`, [ningbo]).then((r) => r.id)));
    const next = (await get('sunLi', `${E.crmFollowPlanList}?CustomerId=${ningbo}`)).json().Data;
    expect(next.some((p: { Content: string; Status: string }) => p.Content === '客户确认两个 40HQ' && p.Status === 'PLANNED')).toBe(true);
    // completed twice: refused in words, nothing changes
    const again = await post('sunLi', E.crmFollowPlanComplete, { Id: planId, Record: { FollowAt: iso(0), Method: 'PHONE', Content: '再次' } });
    expect(again.statusCode).toBe(400);
    expect(again.json()).toMatchObject({ Code: 'NOT_OPEN' });
  });

  it('refuses a method off the list, a pool customer, a future follow-up time and a too-large attachment, in words, writing nothing', async () => {
    const ningbo = await customerId('宁波北仑五金工具有限公司');
    const pooled = await customerId('苏州恒达机械制造有限公司');
    const count = async () => (await one<{ n: number }>(`select count(*)::int as n from crm_follow_records`)).n;
    const n = await count();
    const rec = { CustomerId: ningbo, FollowAt: iso(-HOUR), Method: 'PHONE', Content: '电话' };
    const cases: [object, string][] = [
      [{ ...rec, Method: 'FAX' }, 'METHOD'],
      [{ ...rec, CustomerId: pooled }, 'NOT_MINE'],
      [{ ...rec, FollowAt: iso(5 * HOUR) }, 'FUTURE'],
      [{ ...rec, Attachments: [{ Name: '大图.jpg', Type: 'image/jpeg', Base64: Buffer.alloc(2 * 1024 * 1024 + 1).toString('base64') }] }, 'ATTACHMENT'],
      [{ FollowAt: iso(-HOUR), Method: 'PHONE', Content: '电话' }, 'NO_TARGET'],
    ];
    for (const [body, code] of cases) {
      const res = await post('sunLi', E.crmFollowRecordSave, body);
      expect(res.statusCode, code).toBe(400);
      expect(res.json().Code).toBe(code);
      expect(res.json().Message).not.toMatch(/\/|Id\b/);
    }
    expect(await count()).toBe(n);
  });

  it('keeps an attachment downloadable, lets only the author delete a record and only within 24 hours', async () => {
    const ningbo = await customerId('宁波北仑五金工具有限公司');
    const saved = await post('sunLi', E.crmFollowRecordSave, {
      CustomerId: ningbo,
      FollowAt: iso(-HOUR),
      Method: 'VISIT',
      Content: '拜访工厂',
      Attachments: [{ Name: '拜访纪要.txt', Type: 'text/plain', Base64: Buffer.from('纪要').toString('base64') }],
    });
    expect(saved.statusCode).toBe(200);
    const id = saved.json().Data.Id;
    const row = (await get('sunLi', `${E.crmFollowRecordList}?Search=${encodeURIComponent('拜访工厂')}`)).json().Data.find((r: { Id: number }) => r.Id === id);
    expect(row).toMatchObject({ Method: 'VISIT', Deletable: true, Attachments: [{ Name: '拜访纪要.txt', Size: 6 }] });
    const file = await get('sunLi', `${E.crmFollowAttachment}?Id=${row.Attachments[0].Id}`);
    expect(file.statusCode).toBe(200);
    expect(file.body).toBe('纪要');
    expect(file.headers['content-disposition']).toContain(encodeURIComponent('拜访纪要.txt'));
    // the manager sees it but is not its author; 周婷 does not see it at all
    expect((await post('manager', E.crmFollowRecordDelete, { Id: id })).json().Code).toBe('NOT_AUTHOR');
    expect((await post('zhou', E.crmFollowRecordDelete, { Id: id })).statusCode).toBe(404);
    expect((await get('zhou', `${E.crmFollowAttachment}?Id=${row.Attachments[0].Id}`)).statusCode).toBe(404);
    await t.db.query(`update crm_follow_records set created_at = now() - interval '25 hours' where id = $1`, [id]);
    const late = await post('sunLi', E.crmFollowRecordDelete, { Id: id });
    expect(late.statusCode).toBe(400);
    expect(late.json().Code).toBe('DELETE_WINDOW');
    expect(late.json().Message).toContain('24');
    await t.db.query(`update crm_follow_records set created_at = now() - interval '23 hours' where id = $1`, [id]);
    expect((await post('sunLi', E.crmFollowRecordDelete, { Id: id })).statusCode).toBe(200);
    expect(await one<{ n: number }>(`select count(*)::int as n from crm_follow_records where id = $1`, [id])).toEqual({ n: 0 });
  });

  it('answers 404 for another salesperson’s plan, and the manager sees the team’s plans', async () => {
    const plan = await one<{ id: number }>(
      `select p.id::int from crm_follow_plans p join employees e on e.id = p.owner_employee_id join users u on u.id = e.user_id
        where u.account = 'sales2@demo.test' and p.status = 'PLANNED' limit 1`,
    );
    const record = { FollowAt: iso(-HOUR), Method: 'PHONE', Content: '越权' };
    expect((await post('sunLi', E.crmFollowPlanComplete, { Id: plan.id, Record: record })).statusCode).toBe(404);
    expect((await post('sunLi', E.crmFollowPlanCancel, { Id: plan.id })).statusCode).toBe(404);
    const mine = (await get('sunLi', E.crmFollowPlanList)).json().Data as { Id: number; OwnerName: string }[];
    expect(mine.every((p) => p.OwnerName === '孙丽')).toBe(true);
    const team = (await get('manager', E.crmFollowPlanList)).json().Data as { Id: number; OwnerName: string }[];
    expect(new Set(team.map((p) => p.OwnerName))).toEqual(new Set(['孙丽', '周婷']));
    expect((await post('zhou', E.crmFollowPlanCancel, { Id: plan.id })).statusCode).toBe(200);
    expect((await post('zhou', E.crmFollowPlanCancel, { Id: plan.id })).json().Code).toBe('NOT_OPEN');
  });

  it('keeps a customer’s records when it goes back to the pool, and the activity shows the release', async () => {
    const pujiang = await customerId('上海浦江化工有限公司');
    const records = async () => (await one<{ n: number }>(`select count(*)::int as n from crm_follow_records where customer_id = $1`, [pujiang])).n;
    const n = await records();
    expect(n).toBeGreaterThan(0);
    expect((await post('zhou', E.crmCustomerRelease, { Ids: [pujiang], Reason: 'NO_NEED' })).statusCode).toBe(200);
    expect(await records()).toBe(n);
    const seen = (
      await get(
        'zhou',
        `${E.crmFollowRecordList}?AuthorId=${(await one<{ id: number }>(`select e.id::int from employees e join users u on u.id = e.user_id where u.account = 'sales2@demo.test'`)).id}`,
      )
    ).json().Data;
    expect(seen.filter((r: { CustomerId: number }) => r.CustomerId === pujiang)).toHaveLength(n);
    const activity = (await get('manager', `${E.crmActivityList}?CustomerId=${pujiang}`)).json().Data;
    expect(activity[0]).toMatchObject({ Action: 'RELEASE', ActorName: '周婷', Name: '上海浦江化工有限公司' });
    // a salesperson sees their own doings, not another's customers' events
    const sunLi = (await get('sunLi', `${E.crmActivityList}?CustomerId=${pujiang}`)).json().Data;
    expect(sunLi).toEqual([]);
  });
});
