import { describe, expect, it } from 'vitest';
import type { SalesAnswer } from '../../../src/contract/analytics/calls';
import { ENDPOINTS as E } from '../../../src/contract/endpoints';
import { salesApp, WINDOW } from './salesApp';

/**
 * Real cost (commercial.md §9.1 Cost): a booking whose job has payable (AP) charges in billing is
 * costed from them, every other from the buy side frozen with its price; the answer says how many
 * are billed. Checked against a brute force over the stored orders and charges, after a released
 * booking's job is given payable charges (one of them written off: not a cost).
 */
const parse = (text: string) => {
  const out = new Map<string, number>();
  for (const part of text.split('+')) {
    const m = /^\s*([A-Z]{3})\s+(-?[0-9]+(?:\.[0-9]+)?)\s*$/.exec(part);
    if (m) out.set(m[1]!, (out.get(m[1]!) ?? 0) + Math.round(Number(m[2]) * 100));
  }
  return out;
};

describe('the cost of the sales analysis', () => {
  const { t, get, post, one } = salesApp();

  it('is the job’s payable charges where billing has them, else the frozen price’s cost; the billed count said', async () => {
    const order = await one<{ id: string; company: string }>(
      `select o.id::text, o.company_id::text as company from booking_orders o
        where o.status in ('RELEASED', 'SAILED', 'COMPLETED') and o.release is not null and o.expected_etd between $1::date and $2::date
        order by o.id limit 1`,
      [WINDOW.From, WINDOW.To],
    );
    const cgo = `CGOANA${order.id}`;
    // the job: a copy of a stored one under its own id, the order's company's
    await t.db.query(
      `insert into bookings select (jsonb_populate_record(null::bookings, to_jsonb(b) || jsonb_build_object('cgo_id', $1::text, 'company_id', $2::bigint))).*
         from bookings b order by b.cgo_id limit 1`,
      [cgo, order.company],
    );
    await t.db.query('update booking_orders set cgo_id = $1 where id = $2 and cgo_id is null', [cgo, order.id]);
    const fee = await one<{ code: string }>('select code from fee_codes order by code limit 1');
    for (const [currency, amount, status] of [
      ['USD', '1234.56', 1],
      ['USD', '100.00', 4],
      ['CNY', '800.00', 5],
    ] as const)
      await t.db.query(
        `insert into charges (company_id, chg_cgo_id, chg_side, chg_party_id, chg_code, chg_name, chg_basis, chg_qty, chg_unit_price, chg_currency, chg_amount,
                              chg_term, chg_tax_code, chg_status)
         values ($1, $2, 'AP', $1, $3, 'Ocean freight', 'PER_BL', 1, $4, $5, $4, 'PRE', '', $6)`,
        [order.company, cgo, fee.code, amount, currency, status],
      );
    expect((await post('pricing', E.analyticsRefresh)).statusCode).toBe(200);
    const s = (await get('pricing', E.analyticsCustomerCompanySales)).json().Data as SalesAnswer;

    // the brute force: every released order in the window, its job's live AP charges or its frozen cost
    const orders = await t.db.query<{ cgo: string | null; cost: string }>(
      `select o.cgo_id as cgo, coalesce(o.price_snapshot->>'CostTotals', '') as cost from booking_orders o
        where o.status in ('RELEASED', 'SAILED', 'COMPLETED') and o.release is not null
          and coalesce(((o.release->>'Etd')::timestamptz at time zone 'Asia/Shanghai')::date, o.expected_etd) between $1::date and $2::date`,
      [WINDOW.From, WINDOW.To],
    );
    const charges = await t.db.query<{ cgo: string; currency: string; amount: string }>(
      `select chg_cgo_id as cgo, chg_currency as currency, chg_amount::text as amount from charges where chg_side = 'AP' and chg_status <> 5`,
    );
    const want = new Map<string, number>();
    let billed = 0;
    for (const o of orders) {
      const mine = charges.filter((c) => c.cgo === o.cgo);
      if (mine.length) billed++;
      const cost = mine.length ? new Map(mine.map((c) => [c.currency, 0])) : parse(o.cost);
      for (const c of mine) cost.set(c.currency, cost.get(c.currency)! + Math.round(Number(c.amount) * 100));
      for (const [c, v] of cost) want.set(c, (want.get(c) ?? 0) + v);
    }
    expect(billed).toBeGreaterThanOrEqual(1);
    expect(s.Totals.CostBilled).toBe(billed);
    expect(s.Table.reduce((n, r) => n + (r.CostBilled ?? 0), 0)).toBe(billed);
    const have = new Map((s.Totals.Cost ?? []).map((a) => [a.Currency, Math.round(Number(a.Amount) * 100)]));
    for (const [c, v] of want) if (v) expect(have.get(c), c).toBe(v);
    // without "view cost" the count is absent with the cost
    const manager = (await get('manager', E.analyticsCustomerCompanySales)).json().Data as SalesAnswer;
    expect(manager.Totals.CostBilled).toBeUndefined();
  });
});
