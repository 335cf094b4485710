import { describe, expect, it } from 'vitest';
import { createFollowPlan, followUpCountsFor } from '../../../server/modules/crm/public';
import { crmApp } from './crmApp';

const DAY = 86_400_000;

/**
 * What the radars use of the follow-ups (R7.8): a plan made for a salesperson's private customer
 * (refused for another's, for the pool's, for a method off the list), and the counts per person —
 * plans due in the period, plans more than a day overdue, records made in the period.
 */
describe('the follow-ups the radars use', () => {
  const { t, one, customerId, employeeId } = crmApp();
  const company = async () =>
    (await one<{ id: string }>(`select company_id::text as id from employees where id = $1`, [await employeeId('sales@demo.test')])).id;

  it('plans a follow-up for the owner’s private customer and refuses another’s, the pool’s and an unknown method in words', async () => {
    const sunLi = String(await employeeId('sales@demo.test'));
    const zhou = String(await employeeId('sales2@demo.test'));
    const manager = String(await employeeId('sales.manager@demo.test'));
    const companyId = await company();
    const mine = await one<{ id: number }>(`select id::int from crm_customers where owner_employee_id = $1 and deleted_at is null limit 1`, [sunLi]);
    const pooled = await one<{ id: number }>(`select id::int from crm_customers where in_pool and deleted_at is null limit 1`);
    const base = { companyId, ownerEmployeeId: sunLi, plannedAt: new Date(Date.now() + DAY), method: 'PHONE', content: '雷达：询价后回访', createdBy: sunLi };
    const made = await t.db.transaction((tx) => createFollowPlan(tx, { ...base, customerId: mine.id }));
    expect(made.ok).toBe(true);
    const row = await one<{ status: string; owner: string }>(`select status, owner_employee_id::text as owner from crm_follow_plans where id = $1`, [
      made.ok ? made.id : 0,
    ]);
    expect(row).toEqual({ status: 'PLANNED', owner: sunLi });
    const other = await t.db.transaction((tx) => createFollowPlan(tx, { ...base, ownerEmployeeId: zhou, customerId: mine.id }));
    expect(other).toMatchObject({ ok: false, code: 'NOT_MINE' });
    expect(other.ok ? '' : other.message).toMatch(/不在您的私海中.*not in your private sea/);
    const pool = await t.db.transaction((tx) => createFollowPlan(tx, { ...base, customerId: pooled.id }));
    expect(pool).toMatchObject({ ok: false, code: 'NOT_MINE' });
    const method = await t.db.transaction((tx) => createFollowPlan(tx, { ...base, customerId: mine.id, method: 'FAX' }));
    expect(method).toMatchObject({ ok: false, code: 'METHOD' });
    // the manager plans for the team's customers
    const team = await t.db.transaction((tx) => createFollowPlan(tx, { ...base, ownerEmployeeId: manager, customerId: mine.id }));
    expect(team.ok).toBe(true);
    expect(await customerId('青岛蓝海食品有限公司')).toBeGreaterThan(0);
  });

  it('counts plans due, plans more than a day overdue and records per salesperson', async () => {
    const sunLi = String(await employeeId('sales@demo.test'));
    const zhou = String(await employeeId('sales2@demo.test'));
    const companyId = await company();
    const now = new Date();
    const from = new Date(now.getTime() - 30 * DAY);
    const to = new Date(now.getTime() + 30 * DAY);
    const before = await followUpCountsFor(t.db, { companyId, employeeIds: [sunLi, zhou], from, to, now });
    expect(before.map((r) => r.employeeId)).toEqual([sunLi, zhou]);
    const mine = await one<{ id: number }>(`select id::int from crm_customers where owner_employee_id = $1 and deleted_at is null limit 1`, [sunLi]);
    const base = { companyId, ownerEmployeeId: sunLi, customerId: mine.id, method: 'VISIT', content: '拜访', createdBy: sunLi };
    await t.db.transaction(async (tx) => {
      await createFollowPlan(tx, { ...base, plannedAt: new Date(now.getTime() + 2 * DAY) });
      await createFollowPlan(tx, { ...base, plannedAt: new Date(now.getTime() - 2 * DAY) });
      // overdue by less than a day: due, not yet on the radar as overdue
      await createFollowPlan(tx, { ...base, plannedAt: new Date(now.getTime() - 3_600_000) });
    });
    await t.db.query(
      `insert into crm_follow_records (owner_company_id, customer_id, owner_employee_id, follow_at, method, content) values ($1, $2, $3, $4, 'PHONE', '电话')`,
      [companyId, mine.id, sunLi, now],
    );
    const after = await followUpCountsFor(t.db, { companyId, employeeIds: [sunLi, zhou], from, to, now });
    const d = (i: number, k: 'plansDue' | 'plansOverdue' | 'recordsDone') => after[i]![k] - before[i]![k];
    expect([d(0, 'plansDue'), d(0, 'plansOverdue'), d(0, 'recordsDone')]).toEqual([3, 1, 1]);
    expect([d(1, 'plansDue'), d(1, 'plansOverdue'), d(1, 'recordsDone')]).toEqual([0, 0, 0]);
  });
});
