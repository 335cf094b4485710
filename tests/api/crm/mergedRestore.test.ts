import { describe, expect, it } from 'vitest';
import { ENDPOINTS as E } from '../../../src/contract/endpoints';
import { crmApp } from './crmApp';

/**
 * A customer merged into another waits in the recycle bin naming the kept one: restoring it would
 * bring back an empty record (its contacts and history are the kept one's), so it is refused (400
 * MERGED, the kept customer named) and nothing changes; the bin row carries the kept customer's id.
 */
describe('restoring a merged customer', () => {
  const { get, post, one, customerId } = crmApp();

  it('is refused in words naming the kept customer; the bin row links to it; a plain deleted customer still restores', async () => {
    const keep = await customerId('上海浦江化工有限公司');
    const merged = await customerId('义乌市环球小商品进出口有限公司');
    expect((await post('manager', E.crmCustomerMerge, { KeepId: keep, MergeIds: [merged] })).statusCode).toBe(200);
    const bin = (await get('manager', E.crmBinList)).json().Data as { Entity: string; Id: number; MergedInto: string | null; MergedIntoId: number | null }[];
    expect(bin.find((r) => r.Entity === 'CUSTOMER' && r.Id === merged)).toMatchObject({ MergedInto: '上海浦江化工有限公司', MergedIntoId: keep });

    const res = await post('manager', E.crmBinRestore, { Entity: 'CUSTOMER', Id: merged });
    expect(res.statusCode).toBe(400);
    expect(res.json().Code).toBe('MERGED');
    expect(res.json().Message).toContain('上海浦江化工有限公司');
    expect((await one<{ d: boolean }>(`select deleted_at is not null as d from crm_customers where id = $1`, [merged])).d).toBe(true);

    // a customer deleted (not merged) has no kept one and restores
    const plain = bin.find((r) => r.Entity === 'CUSTOMER' && r.MergedInto === null);
    expect(plain, 'the demo bin holds a deleted customer').toBeDefined();
    expect(plain!.MergedIntoId).toBeNull();
    expect((await post('manager', E.crmBinRestore, { Entity: 'CUSTOMER', Id: plain!.Id })).statusCode).toBe(200);
  });
});
