import { describe, expect, it } from 'vitest';
import { ENDPOINTS } from '../../../src/contract/endpoints';
import { openLive } from '../support/liveClient';
import { onePerContainer } from '../../support/siDrafts';
import { siApp } from './siApp';

/** SIs platform staff enter on behalf of a customer's employee. */
const { t, tokens, sources, body, post, get, count } = siApp();

describe('SIs entered on behalf of a customer', () => {
  it("belong to the customer's employee, log the staff member who acted, and the review message reaches the customer", async () => {
    const s = sources['CGO-NBHY-2611-001']!;
    const [emp] = await t.db.query<{ id: string; company_id: string }>(
      `select e.id, e.company_id from employees e join users u on u.id = e.user_id where u.account = 'customer2@demo.test'`,
    );
    const [staff] = await t.db.query<{ id: string }>(`select e.id from employees e join users u on u.id = e.user_id where u.account = 'admin@demo.test'`);
    const onBehalf = { ...body(s, onePerContainer(s)), EmployeeId: Number(emp!.id), COMPANYID: Number(emp!.company_id), COMPANYCODE: 'CUS-NBHY' };

    // not an employee of that company, or not an active one
    const [hztx] = await t.db.query<{ id: string }>(`select e.id from employees e join users u on u.id = e.user_id where u.account = 'customer@demo.test'`);
    expect((await post(ENDPOINTS.siAddOnBehalf, { ...onBehalf, EmployeeId: Number(hztx!.id) }, 'admin@demo.test')).statusCode).toBe(404);
    const [disabled] = await t.db.query<{ id: string }>(`insert into employees (company_id, name, status) values ($1, '离职员工', 'disabled') returning id`, [
      emp!.company_id,
    ]);
    expect((await post(ENDPOINTS.siAddOnBehalf, { ...onBehalf, EmployeeId: Number(disabled!.id) }, 'admin@demo.test')).statusCode).toBe(404);
    expect(await count('select count(*) as n from si_records where cgo_id = $1 and not deleted', [s.CGO_ID])).toBe(0);

    const made = await post(ENDPOINTS.siAddOnBehalf, onBehalf, 'admin@demo.test');
    expect(made.statusCode).toBe(200);
    const [id] = made.json().Data.Ids as number[];
    const si = (await get(`${ENDPOINTS.siGet}?Id=${id}`, 'customer2@demo.test')).json().Data;
    expect(si.TBI_CREATE_ID).toBe(Number(emp!.id));
    const log = (await get(`${ENDPOINTS.siLog}?Id=${id}`, 'customer2@demo.test')).json().Data as {
      Type: string;
      Actor: string;
      Detail: Record<string, unknown>;
    }[];
    expect(log.map((e) => e.Type)).toEqual(['v1.SiSubmitted', 'v1.SiCreated']);
    for (const e of log) expect(e).toMatchObject({ Actor: '平台管理员', Detail: { onBehalfOf: { EmployeeId: Number(emp!.id), Name: '赵磊' } } });
    const [events] = await t.db.query<{ actors: string[] }>('select array_agg(distinct actor_id::text) as actors from si_events where si_id = $1', [id]);
    expect(events!.actors).toEqual([String(staff!.id)]);

    const base = (await t.app.listen({ port: 0, host: '127.0.0.1' })).replace('http', 'ws');
    const customer = await openLive(`${base}${ENDPOINTS.liveSocket}`);
    customer.send({ type: 'auth', token: tokens['customer2@demo.test'] });
    expect(await customer.next()).toEqual({ type: 'authed' });
    const admin = await openLive(`${base}${ENDPOINTS.liveSocket}`);
    admin.send({ type: 'auth', token: tokens['admin@demo.test'] });
    expect(await admin.next()).toEqual({ type: 'authed' });

    expect((await get(`${ENDPOINTS.siChangeStatus}?TDId=${id}&Status=2`, 'reviewer@demo.test')).statusCode).toBe(200);
    expect(await customer.next()).toMatchObject({ type: 'message', Title: expect.stringContaining('审核通过') });
    expect((await admin.quiet()).filter((f) => f.type === 'message')).toEqual([]);
    customer.close();
    admin.close();
    const [message] = await t.db.query<{ target: string; sender: string }>(
      `select target_employee_id::text as target, send_id::text as sender from messages where title like $1 order by id desc limit 1`,
      [`SI ${si.NoText}%`],
    );
    const [reviewer] = await t.db.query<{ id: string }>(`select e.id from employees e join users u on u.id = e.user_id where u.account = 'reviewer@demo.test'`);
    expect(message).toEqual({ target: String(emp!.id), sender: String(reviewer!.id) }); // to the customer's employee, not the staff member who entered it
  });
});
