import { describe, expect, it } from 'vitest';
import { ENDPOINTS } from '../../../src/contract/endpoints';
import { crmApp, PEOPLE } from './crmApp';

/**
 * The pool and the private seas (R7.3, R7.6, R7.7): claiming within capacity, the daily cap and the
 * cooldown; release with a reason; assign and transfer by the manager only, within the receiver's
 * capacity; every move in the history; who sees what, across people and companies.
 */
describe('the public pool and the private seas', () => {
  const { t, get, post, one, customerId, employeeId, list } = crmApp();

  it('masks the contacts of pool customers (R7.6) and shows one’s own in full', async () => {
    const pool = await list('zhou', 'POOL');
    const hengda = pool.find((c) => c.Name === '苏州恒达机械制造有限公司')!;
    expect(hengda.Mobile).toBe('139****0002');
    const mine = await list('zhou', 'MINE');
    expect(mine.map((c) => c.Name).sort()).toEqual(['Shanghai Bright Lighting Co., Ltd.', '上海浦江化工有限公司', '广州南沙家具有限公司']);
    expect(mine.find((c) => c.Name === '上海浦江化工有限公司')!.Mobile).toBe('13916200021');
  });

  it('claims one within the capacity; the next is refused in words, nothing moved (CAPACITY_FULL)', async () => {
    const yiwu = await customerId('义乌市环球小商品进出口有限公司');
    const claimed = await post('sunLi', ENDPOINTS.crmCustomerClaim, { Ids: [yiwu] });
    expect(claimed.statusCode).toBe(200);
    expect((await list('sunLi', 'MINE')).map((c) => c.Name)).toContain('义乌市环球小商品进出口有限公司');
    const history = await one<{ n: number }>(`select count(*)::int as n from crm_owner_history where customer_id = $1 and to_at is null`, [yiwu]);
    expect(history.n).toBe(1);
    const xiamen = await customerId('厦门海联国际贸易有限公司');
    const over = await post('sunLi', ENDPOINTS.crmCustomerClaim, { Ids: [xiamen] });
    expect(over.statusCode).toBe(400);
    expect(over.json().Code).toBe('CAPACITY_FULL');
    expect(over.json().Message).toContain('库容上限 5 个');
    expect((await one<{ in_pool: boolean }>(`select in_pool from crm_customers where id = $1`, [xiamen])).in_pool).toBe(true);
    // a taken one is someone's private customer now: another salesperson finds nothing to claim
    const taken = await post('zhou', ENDPOINTS.crmCustomerClaim, { Ids: [yiwu] });
    expect(taken.statusCode).toBe(404);
  });

  it('caps claims per day (DAILY_LIMIT) by the pool’s rule', async () => {
    const pool = (await get('manager', ENDPOINTS.crmPoolGet)).json().Data;
    expect((await post('manager', ENDPOINTS.crmPoolSave, { ...pool, PickNumber: 1 })).statusCode).toBe(200);
    const hamburg = await customerId('Hamburg Nordic Trading GmbH');
    const pac = await customerId('Pacific Rim Sourcing Ltd.');
    expect((await post('zhou', ENDPOINTS.crmCustomerClaim, { Ids: [hamburg] })).statusCode).toBe(200);
    const second = await post('zhou', ENDPOINTS.crmCustomerClaim, { Ids: [pac] });
    expect(second.statusCode).toBe(400);
    expect(second.json().Code).toBe('DAILY_LIMIT');
    expect(second.json().Message).toContain('每天最多领取 1 个');
    await post('manager', ENDPOINTS.crmPoolSave, { ...pool, PickNumber: 5 });
  });

  it('releases with a reason from the list, and the former holder waits out the cooldown', async () => {
    const hamburg = await customerId('Hamburg Nordic Trading GmbH');
    const noReason = await post('zhou', ENDPOINTS.crmCustomerRelease, { Ids: [hamburg], Reason: 'MADE_UP' });
    expect(noReason.statusCode).toBe(400);
    const notMine = await post('sunLi', ENDPOINTS.crmCustomerRelease, { Ids: [hamburg], Reason: 'NO_NEED' });
    expect(notMine.statusCode).toBe(404);
    const released = await post('zhou', ENDPOINTS.crmCustomerRelease, { Ids: [hamburg], Reason: 'NO_NEED', Remarks: '明年再联系' });
    expect(released.statusCode).toBe(200);
    const row = await one<{ in_pool: boolean; pool_reason: string }>(`select in_pool, pool_reason from crm_customers where id = $1`, [hamburg]);
    expect(row).toEqual({ in_pool: true, pool_reason: 'NO_NEED' });
    const back = await post('zhou', ENDPOINTS.crmCustomerClaim, { Ids: [hamburg] });
    expect(back.json().Code).toBe('PRE_OWNER_COOLDOWN');
    const detail = (await get('manager', `${ENDPOINTS.crmCustomerGet}?Id=${hamburg}`)).json().Data;
    expect(detail.History.map((h: { Action: string }) => h.Action)).toEqual(expect.arrayContaining(['CLAIM', 'RELEASE']));
    expect(detail.Owners[0]).toMatchObject({ Name: '周婷' });
    expect(detail.Owners[0].To).not.toBeNull();
  });

  it('lets only the manager transfer, within the receiver’s capacity', async () => {
    const wenzhou = await customerId('温州瓯江鞋业有限公司');
    const zhou = await employeeId(PEOPLE.zhou);
    expect((await post('sunLi', ENDPOINTS.crmCustomerTransfer, { Ids: [wenzhou], ToEmployeeId: zhou })).statusCode).toBe(403);
    await post('manager', ENDPOINTS.crmCapacitySave, { EmployeeId: zhou, Capacity: 3 });
    const full = await post('manager', ENDPOINTS.crmCustomerTransfer, { Ids: [wenzhou], ToEmployeeId: zhou });
    expect(full.statusCode).toBe(400);
    expect(full.json().Code).toBe('CAPACITY_FULL');
    await post('manager', ENDPOINTS.crmCapacitySave, { EmployeeId: zhou, Capacity: 10 });
    const moved = await post('manager', ENDPOINTS.crmCustomerTransfer, { Ids: [wenzhou], ToEmployeeId: zhou, Reason: '区域调整' });
    expect(moved.statusCode).toBe(200);
    expect((await list('zhou', 'MINE')).map((c) => c.Name)).toContain('温州瓯江鞋业有限公司');
    expect((await list('sunLi', 'MINE')).map((c) => c.Name)).not.toContain('温州瓯江鞋业有限公司');
    const ev = await one<{ action: string; reason: string }>(
      `select action, reason from crm_events where entity_id = $1 and entity = 'CUSTOMER' order by id desc limit 1`,
      [wenzhou],
    );
    expect(ev).toEqual({ action: 'TRANSFER', reason: '区域调整' });
  });

  it("hides another salesperson's private customer (404) but not from the manager; the manager sees the team's", async () => {
    const pujiang = await customerId('上海浦江化工有限公司');
    expect((await get('sunLi', `${ENDPOINTS.crmCustomerGet}?Id=${pujiang}`)).statusCode).toBe(404);
    expect((await get('manager', `${ENDPOINTS.crmCustomerGet}?Id=${pujiang}`)).statusCode).toBe(200);
    const all = await list('manager', 'ALL');
    expect(all.map((c) => c.Name)).toEqual(expect.arrayContaining(['上海浦江化工有限公司', '青岛蓝海食品有限公司', '苏州恒达机械制造有限公司']));
    const salesAll = await list('sunLi', 'ALL');
    expect(salesAll.map((c) => c.Name)).not.toContain('上海浦江化工有限公司');
  });

  it("answers another company's customer as absent (404), and a customer company's people not at all (403)", async () => {
    const other = await one<{ id: number }>(
      `insert into crm_customers (owner_company_id, name, name_key, kind, source_code, pool_id)
       select c.id, '别家的客户有限公司', '别家的客户', 'OTHER', 'EXPO', (select id from crm_pools limit 1) from companies c where c.code = 'CUS-HZTX' returning id::int`,
    );
    expect((await get('manager', `${ENDPOINTS.crmCustomerGet}?Id=${other.id}`)).statusCode).toBe(404);
    expect((await post('manager', ENDPOINTS.crmCustomerClaim, { Ids: [other.id] })).statusCode).toBe(404);
    expect((await list('manager', 'ALL')).map((c) => c.Name)).not.toContain('别家的客户有限公司');
    expect((await get('customer', `${ENDPOINTS.crmCustomerList}?Scope=POOL`)).statusCode).toBe(403);
    expect((await get('reviewer', `${ENDPOINTS.crmCustomerGet}?Id=${other.id}`)).statusCode).toBe(403);
    void t;
  });
});
