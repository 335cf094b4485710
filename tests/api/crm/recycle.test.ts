import { describe, expect, it } from 'vitest';
import { ENDPOINTS } from '../../../src/contract/endpoints';
import { runCrmRound } from '../../../server/modules/crm/public';
import { crmApp } from './crmApp';

const DAY = 86_400_000;

/**
 * The recycling round on the tests' own clock (R7.4, R7.5): the holder is warned NoticeDays before
 * (a message, once), then the customer returns to the pool with the rule as its reason; a DEALT one
 * stays. The recycle bin: restore within 30 days (the duplicate check again), purge after.
 */
describe('recycling and the recycle bin', () => {
  const { t, get, post, one, customerId } = crmApp();
  const messages = async (like: string) => (await one<{ n: number }>(`select count(*)::int as n from messages where title like $1`, [like])).n;

  it('keeps a deleted customer in the bin (before the rounds below move the clock past its retention), restores it, and refuses a restore that would duplicate', async () => {
    const bin = (await get('manager', ENDPOINTS.crmBinList)).json().Data;
    const tianjin = bin.find((r: { Name: string }) => r.Name === '天津北方钢管有限公司');
    expect(tianjin).toMatchObject({ Entity: 'CUSTOMER', DeletedBy: '周婷' });
    expect((await get('sunLi', ENDPOINTS.crmBinList)).statusCode).toBe(403);
    // meanwhile someone made the same company again: the restore is refused by the duplicate check
    const made = await post('zhou', ENDPOINTS.crmCustomerSave, { Name: '天津北方钢管有限责任公司', Kind: 'SHIPPER', Source: 'EXPO' });
    expect(made.statusCode).toBe(200);
    const dup = await post('manager', ENDPOINTS.crmBinRestore, { Entity: 'CUSTOMER', Id: tianjin.Id });
    expect(dup.json().Code).toBe('DUPLICATE');
    expect((await post('manager', ENDPOINTS.crmCustomerDelete, { Ids: [made.json().Data.Id] })).statusCode).toBe(200);
    const restored = await post('manager', ENDPOINTS.crmBinRestore, { Entity: 'CUSTOMER', Id: tianjin.Id });
    expect(restored.statusCode).toBe(200);
    expect((await one<{ deleted: boolean }>(`select deleted_at is not null as deleted from crm_customers where id = $1`, [tianjin.Id])).deleted).toBe(false);
  });

  it('warns the holder before and recycles when due; a dealt customer stays', async () => {
    const qingdao = await customerId('青岛蓝海食品有限公司');
    expect(await messages('%青岛蓝海食品有限公司%收回公海%')).toBe(1);
    const mine = (await get('sunLi', `${ENDPOINTS.crmCustomerList}?Scope=MINE&PageSize=100`)).json().Data.Items;
    const row = mine.find((c: { Id: number }) => c.Id === qingdao);
    expect(row.Warned).toBe(true);
    // the seed warned it already: a round today warns nobody twice
    const today = await runCrmRound(t.db, t.app.liveHub, new Date());
    expect(today.recycled).toBe(0);
    expect(await messages('%青岛蓝海食品有限公司%收回公海%')).toBe(1);
    // 3 days on: 30 days without follow-up have passed
    const later = await runCrmRound(t.db, t.app.liveHub, new Date(Date.now() + 3 * DAY));
    expect(later.recycled).toBeGreaterThanOrEqual(1);
    const c = await one<{ in_pool: boolean; pool_reason: string }>(`select in_pool, pool_reason from crm_customers where id = $1`, [qingdao]);
    expect(c).toEqual({ in_pool: true, pool_reason: 'RECYCLE_NO_FOLLOW' });
    expect(await messages('%青岛蓝海食品有限公司%已收回公海%')).toBe(1);
    const hztx = await one<{ in_pool: boolean }>(`select in_pool from crm_customers where deal_status = 'DEALT'`);
    expect(hztx.in_pool).toBe(false);
  });

  it('warns a customer when it comes within the notice days, then recycles it 90 days after the claim without a deal', async () => {
    const wenzhou = await customerId('温州瓯江鞋业有限公司');
    await t.db.query(`update crm_customers set last_follow_at = now() + interval '200 days' where id = $1`, [wenzhou]);
    const claimed = await one<{ at: Date }>(`select claimed_at as at from crm_customers where id = $1`, [wenzhou]);
    const due = new Date(claimed.at).getTime() + 90 * DAY;
    await runCrmRound(t.db, t.app.liveHub, new Date(due - 2 * DAY));
    expect(await messages('%温州瓯江鞋业有限公司%将在 2 天后%')).toBe(1);
    await runCrmRound(t.db, t.app.liveHub, new Date(due + 60_000));
    const c = await one<{ in_pool: boolean; pool_reason: string }>(`select in_pool, pool_reason from crm_customers where id = $1`, [wenzhou]);
    expect(c).toEqual({ in_pool: true, pool_reason: 'RECYCLE_NO_DEAL' });
  });

  it('refuses a restore after 30 days and purges by the round, an activity stub staying', async () => {
    const pac = await customerId('Pacific Rim Sourcing Ltd.');
    expect((await post('manager', ENDPOINTS.crmCustomerDelete, { Ids: [pac] })).statusCode).toBe(200);
    await t.db.query(`update crm_customers set deleted_at = now() - interval '31 days' where id = $1`, [pac]);
    const late = await post('manager', ENDPOINTS.crmBinRestore, { Entity: 'CUSTOMER', Id: pac });
    expect(late.statusCode).toBe(400);
    expect(late.json().Code).toBe('RETENTION_PASSED');
    const r = await runCrmRound(t.db, t.app.liveHub, new Date());
    expect(r.purged).toBeGreaterThanOrEqual(1);
    expect(await t.db.query(`select 1 from crm_customers where id = $1`, [pac])).toHaveLength(0);
    expect((await one<{ n: number }>(`select count(*)::int as n from crm_events where entity_id = $1 and action = 'PURGE'`, [pac])).n).toBe(1);
  });

  it('shows the linked platform company’s quotes on the customer’s page (one identity)', async () => {
    const linked = await one<{ id: number; company: number }>(
      `select id::int, linked_company_id::int as company from crm_customers where linked_company_id is not null`,
    );
    const page = (await get('sunLi', `${ENDPOINTS.crmCustomerGet}?Id=${linked.id}`)).json().Data;
    const company = await one<{ name_zh: string }>(`select name_zh from companies where id = $1`, [linked.company]);
    expect(page.Name).toBe(company.name_zh);
    const quotes = await one<{ n: number }>(`select count(*)::int as n from quotes where customer_company_id = $1`, [linked.company]);
    expect(page.Quotes.length).toBe(Math.min(quotes.n, 20));
    expect(quotes.n).toBeGreaterThan(0);
  });
});
