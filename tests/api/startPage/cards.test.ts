import { describe, expect, it } from 'vitest';
import { ENDPOINTS } from '../../../src/contract/endpoints';
import type { StartCard } from '../../../src/contract/startPage/calls';
import { withTestApp } from '../support/build';
import { caller } from '../support/calls';

const t = withTestApp();

/**
 * StartPage/Cards (issue 32: every external start page said only "还没有SI"): each module's cards,
 * shown to whoever holds the card's menu (and button), counted for their own company.
 */
describe('start-page cards', () => {
  const cardsOf = async (account: string) => {
    const { call, asUser } = caller(t);
    const res = await call('GET', ENDPOINTS.startPageCards, await asUser(account));
    expect(res.statusCode).toBe(200);
    return new Map((res.json().Data.Cards as StartCard[]).map((c) => [c.Id, c]));
  };
  const companyOf = async (account: string) =>
    (
      await t.db.query<{ company_id: string }>(
        `select e.company_id from employees e join users u on u.id = e.user_id where u.account = $1 order by e.is_default desc nulls last limit 1`,
        [account],
      )
    )[0]!.company_id;

  it('gives each person the cards of their work and no other', async () => {
    expect([...(await cardsOf('customer@demo.test')).keys()].sort()).toEqual(
      ['booking.releasedWithoutSi', 'booking.underway', 'quotes.toDecide', 'readySpace.holds'].sort(),
    );
    expect([...(await cardsOf('pricing@demo.test')).keys()].sort()).toEqual(['rates.expiring', 'rates.pending']);
    expect([...(await cardsOf('booking@demo.test')).keys()].sort()).toEqual(['booking.overSla', 'booking.queue']);
    expect([...(await cardsOf('sales@demo.test')).keys()].sort()).toEqual(['booking.fromMyQuotes', 'quotes.awaitingCustomer']);
    expect([...(await cardsOf('provider@demo.test')).keys()]).toContain('readySpace.ordersToConfirm');
    expect([...(await cardsOf('admin@demo.test')).keys()]).toContain('readySpace.awaitingAudit');
    // the SI reviewer holds only the SI menus: no module card at all
    expect([...(await cardsOf('reviewer@demo.test')).keys()]).toEqual([]);
  });

  it('counts the demo work: what waits for the pricing manager, the desk, a customer and a provider', async () => {
    const pricing = await cardsOf('pricing.manager@demo.test');
    expect(pricing.get('rates.pending')!.Count).toBeGreaterThan(0);
    expect(pricing.get('rates.pending')!.Items[0]!.No).toMatch(/^FCL/);
    const desk = await cardsOf('booking@demo.test');
    expect(desk.get('booking.queue')!.Count).toBeGreaterThan(0);
    const customer = await cardsOf('customer@demo.test');
    expect(customer.get('booking.releasedWithoutSi')!.Items[0]!.Ref).toMatch(/^CGO-/);
    expect(Date.parse(customer.get('readySpace.holds')!.Items[0]!.DueAt!)).toBeGreaterThan(Date.now());
    const provider = await cardsOf('provider@demo.test');
    expect(provider.get('readySpace.ordersToConfirm')!.Count).toBeGreaterThan(0);
  });

  it("carries only the person's own company's numbers: another company's new work changes nothing on it", async () => {
    const [hztx, nbhy] = [await companyOf('customer@demo.test'), await companyOf('customer2@demo.test')];
    const before = await cardsOf('customer@demo.test');
    const otherBefore = await cardsOf('customer2@demo.test');
    // 海越 gets a booking under way, a quote to decide and a hold that still runs
    await t.db.query(
      `insert into booking_orders (booking_no, company_id, body, carrier_code, pol_code, pod_code, status, submitted_at)
       select 'BK-START-1', $1, body, carrier_code, pol_code, pod_code, 'SUBMITTED', now() from booking_orders limit 1`,
      [nbhy],
    );
    await t.db.query(
      `insert into quotes (quote_no, owner_company_id, customer_company_id, sales_employee_id, status, search_id, pol_code, pod_code, lines, day, options, valid_until)
       select 'QT-START-1', owner_company_id, $1, sales_employee_id, 'SENT', search_id, pol_code, pod_code, lines, day, options, current_date + 30 from quotes limit 1`,
      [nbhy],
    );
    await t.db.query(
      `insert into ready_space_orders (order_no, ready_space_id, buyer_company_id, cargo, contact, hold_expires_at)
       select 'RO-START-1', ready_space_id, $1, cargo, contact, now() + interval '1 hour' from ready_space_orders limit 1`,
      [nbhy],
    );
    const after = await cardsOf('customer@demo.test');
    const otherAfter = await cardsOf('customer2@demo.test');
    for (const id of ['booking.underway', 'quotes.toDecide', 'readySpace.holds']) {
      expect(after.get(id)!.Count, id).toBe(before.get(id)!.Count);
      expect(otherAfter.get(id)!.Count, id).toBe(otherBefore.get(id)!.Count + 1);
    }
    // every record a customer's card lists is its own company's
    const owners: Record<string, string> = {
      'booking.underway': 'select company_id as c from booking_orders where booking_no = $1',
      'booking.releasedWithoutSi': 'select company_id as c from booking_orders where booking_no = $1',
      'quotes.toDecide': 'select customer_company_id as c from quotes where quote_no = $1',
      'readySpace.holds': 'select buyer_company_id as c from ready_space_orders where order_no = $1',
    };
    for (const [account, company] of [
      ['customer@demo.test', hztx],
      ['customer2@demo.test', nbhy],
    ] as const) {
      for (const [id, card] of await cardsOf(account)) {
        for (const item of card.Items) expect((await t.db.query<{ c: string }>(owners[id]!, [item.No]))[0]!.c, `${account} ${id} ${item.No}`).toBe(company);
      }
    }
  });

  it('answers only a session acting as an employee', async () => {
    const res = await t.app.inject({ method: 'GET', url: ENDPOINTS.startPageCards });
    expect(res.statusCode).toBe(401);
  });
});
