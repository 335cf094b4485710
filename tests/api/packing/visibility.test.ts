import { beforeAll, describe, expect, it } from 'vitest';
import { ENDPOINTS } from '../../../src/contract/endpoints';
import { PKL_STATUS } from '../../../src/domain/packing/status';
import { withTestApp } from '../support/build';
import { packingKit } from './packingApp';

/**
 * Who sees which packing list (operations.md §2): the owner company's employees, the assigned
 * trucker's (a provider company) — only those assigned to it — and the platform's staff. Another
 * company's, or another provider's, answers 404 as if absent and never shows in a list.
 */
const t = withTestApp({ modules: ['packing'] });
const k = packingKit(t);
beforeAll(() => k.signIn());

const listIds = async (who: Parameters<typeof k.get>[0], query = '') =>
  (await k.get(who, `${ENDPOINTS.packingList}?PageSize=200${query}`)).json().Data.Items.map((r: { Id: number }) => r.Id) as number[];

describe('the trucker', () => {
  it('sees and fills only what is assigned to its company; another provider finds nothing', async () => {
    const [mine, notAssigned] = await k.opened(await k.booking(), 2);
    expect((await k.get('trucker', `${ENDPOINTS.packingGet}?Id=${mine}`)).statusCode).toBe(404);
    const truckerCo = await k.companyId('PRV-SHCD');
    expect(
      (await k.post('operator', ENDPOINTS.packingAssignTrucker, { Ids: [mine], PKL_TRUCKER_ID: truckerCo, PKL_DRIVER_PHONE: '13916627310' })).statusCode,
    ).toBe(200);
    const rec = await k.record('trucker', mine!);
    expect(rec).toMatchObject({ TruckerName: '上海畅达集装箱运输有限公司', PKL_DRIVER_PHONE: '13916627310' });
    expect(rec.Moves).toEqual(['saveData', 'submitData']);
    expect((await k.save('trucker', mine!, k.goodData())).statusCode).toBe(200);
    expect((await k.submit('trucker', mine!)).statusCode).toBe(200);
    expect(await listIds('trucker')).toContain(mine);
    expect(await listIds('trucker')).not.toContain(notAssigned);
    // 上海远达, a provider too but not the one assigned
    for (const url of [ENDPOINTS.packingGet, ENDPOINTS.packingLog]) expect((await k.get('provider', `${url}?Id=${mine}`)).statusCode).toBe(404);
    expect((await k.post('provider', ENDPOINTS.packingSaveData, { Id: mine, VERSION: 1, PKL_STUFF_PLACE: 'x' })).statusCode).toBe(404);
    expect(await listIds('provider')).not.toContain(mine);
    expect((await k.get('trucker', `${ENDPOINTS.packingGet}?Id=${notAssigned}`)).statusCode).toBe(404);
  });
  it('a wrong driver mobile is refused', async () => {
    const [id] = await k.opened(await k.booking());
    const r = await k.post('operator', ENDPOINTS.packingAssignTrucker, {
      Ids: [id],
      PKL_TRUCKER_ID: await k.companyId('PRV-SHCD'),
      PKL_DRIVER_PHONE: '021-5677',
    });
    expect(r.json().Code).toBe('pkl.driverPhone');
  });
});

describe('customers', () => {
  it('see nothing of another customer’s packing lists, in the list or by id', async () => {
    const [id] = await k.applied(await k.booking({ company: 'CUS-NBHY' }), 1, '40HQ', 'customer2');
    expect(await listIds('customer2')).toContain(id);
    expect(await listIds('customer')).not.toContain(id);
    expect(await listIds('customerAdmin', '&Stage=applications')).not.toContain(id);
    expect((await k.get('customer', `${ENDPOINTS.packingGet}?Id=${id}`)).statusCode).toBe(404);
    expect((await k.cancel('customer', id!)).statusCode).toBe(404);
    expect(await k.status(id!)).toBe(PKL_STATUS.APPLIED);
    // the company's list holds only its own
    const rows = (await k.get('customer', `${ENDPOINTS.packingList}?PageSize=200`)).json().Data.Items as { CompanyName: string; TruckerName: string }[];
    expect(rows.length).toBeGreaterThan(0);
    expect(rows.every((r) => r.CompanyName === '杭州天祥进出口有限公司')).toBe(true);
  });
  it('Get says what the reader may do', async () => {
    const [id] = await k.opened(await k.booking());
    expect((await k.record('customer', id!)).Moves).toEqual(['saveData', 'submitData', 'split', 'cancel']);
    expect((await k.record('operator', id!)).Moves).toEqual(['saveData', 'split', 'cancel', 'assignTrucker']);
  });
});

describe('the list’s filters', () => {
  it('Stage, CGO_ID, CNNO and Mine', async () => {
    const cgo = await k.booking({ containers: [{ TYPE: '40HQ', COUNT: 3 }] });
    const [applied] = await k.applied(cgo);
    const sub = await k.submitted(cgo);
    const cnno = (await k.record('customer', sub)).PKL_CNNO;
    expect(await listIds('operator', `&Stage=applications&CGO_ID=${cgo}`)).toEqual([applied]);
    expect(await listIds('operator', `&Stage=auditData&CGO_ID=${cgo}`)).toEqual([sub]);
    expect(await listIds('operator', `&Stage=opened&CGO_ID=${cgo}`)).toEqual([sub]);
    expect(await listIds('customer', `&CNNO=${cnno}`)).toEqual([sub]);
    // the operator decided `sub`, not `applied`
    const mine = await listIds('operator', `&Mine=true&CGO_ID=${cgo}`);
    expect(mine).toContain(sub);
    expect(mine).not.toContain(applied);
  });
});

describe('the demo', () => {
  it('has packing lists in every state but gate-in, a split with its children, a universal one, a trucker assigned', async () => {
    const rows = await t.db.query<{ s: number; n: string }>(
      `select pkl_status as s, count(*) as n from packing_lists where pkl_cgo_id like 'CGO-%-2611-%' or pkl_source = 2 group by pkl_status`,
    );
    const states = rows.map((r) => Number(r.s)).sort();
    expect(states).toEqual([1, 2, 3, 4, 5, 6, 8]);
    const [split] = await t.db.query<{ n: string }>(`select count(*) as n from packing_lists where pkl_parent_id is not null`);
    expect(Number(split!.n)).toBeGreaterThanOrEqual(2);
    // every filled demo container is a valid, booked number, with a seal
    const approved = (await listIds('operator', '&Stage=all&PKL_STATUS=5'))[0]!;
    const rec = await k.record('operator', approved);
    expect(rec.Problems.filter((p: { Severity?: string }) => !p.Severity)).toEqual([]);
    expect(rec.PKL_SEALNO).not.toBe('');
    expect(rec.TruckerName).toBe('上海畅达集装箱运输有限公司');
  });
});
