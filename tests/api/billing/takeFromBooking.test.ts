import { beforeAll, describe, expect, it } from 'vitest';
import { ENDPOINTS } from '../../../src/contract/endpoints';
import { withTestApp } from '../support/build';
import { kit } from '../readySpace/support';

/**
 * Issue 45 item 12: 从订舱带出费用 was disabled without a word for a booking bought from ready space
 * (USD 3,620 for 2 × 40HQ). The booking's price — whatever it carries — becomes receivable lines of
 * the customer; where it carries none, the sheet and the refusal say why in words.
 */
const t = withTestApp({ modules: ['billing', 'readySpace'] });
const k = kit(t);
beforeAll(() => k.signIn());

type Sheet = {
  HasPrice: boolean;
  NoPriceReason: { zh: string; en: string } | null;
  Lines: { CHG_SIDE: string; CHG_CODE: string; CHG_QTY: string; CHG_UNIT_PRICE: string; CHG_CURRENCY: string; CHG_AMOUNT: string; CHG_ORIGIN: string }[];
  ArTotals: { Currency: string; Amount: string }[];
};
const sheetOf = async (cgo: string) => (await k.get('admin', `${ENDPOINTS.chargeList}?CGO_ID=${cgo}`)).json().Data as Sheet;

/** A listing of 40HQ at USD 1,810 (and a B/L fee of CNY 450 on top), 2 × 40HQ bought and released: the booking's cargo record. */
async function boughtFromReadySpace(): Promise<string> {
  const id = await k.onSale({
    Lines: [{ ContainerClass: '40HQ', TotalQty: 6, Price: '1810' }],
    Surcharges: [{ Code: 'DOC', Amount: '450', Currency: 'CNY', Per: 'BL' }],
  });
  const placed = await k.place('buyer', id, [['40HQ', 2]]);
  expect(placed.statusCode, placed.body).toBe(200);
  const order = placed.json().Data.OrderId as number;
  expect((await k.post('provider', ENDPOINTS.readySpaceOrderConfirm, { Id: order })).statusCode).toBe(200);
  const released = await k.post('provider', ENDPOINTS.readySpaceOrderReleaseSo, { Id: order, CarrierBookingNos: [`COSU64${String(id).padStart(8, '0')}`] });
  expect(released.statusCode, released.body).toBe(200);
  return released.json().Data.CgoId as string;
}

describe('从订舱带出费用 (take charges from the booking)', () => {
  it("a booking bought from ready space: its USD 3,620 becomes the customer's receivable line, and its surcharge another", async () => {
    const cgo = await boughtFromReadySpace();
    const before = await sheetOf(cgo);
    expect(before).toMatchObject({ HasPrice: true, NoPriceReason: null, Lines: [] });
    const took = await k.post('admin', ENDPOINTS.chargeTakeFromBooking, { CGO_ID: cgo });
    expect(took.statusCode, took.body).toBe(200);
    expect(took.json().Data.Added).toBe(2);
    const after = await sheetOf(cgo);
    expect(after.Lines).toEqual([
      expect.objectContaining({
        CHG_SIDE: 'AR',
        CHG_CODE: 'OF',
        CHG_QTY: '2.000',
        CHG_UNIT_PRICE: '1810.00',
        CHG_CURRENCY: 'USD',
        CHG_AMOUNT: '3620.00',
        CHG_ORIGIN: 'BOOKING',
      }),
      expect.objectContaining({ CHG_SIDE: 'AR', CHG_CODE: 'DOC', CHG_QTY: '1.000', CHG_CURRENCY: 'CNY', CHG_AMOUNT: '450.00', CHG_ORIGIN: 'BOOKING' }),
    ]);
    expect(after.ArTotals).toEqual([
      { Currency: 'CNY', Amount: '450.00' },
      { Currency: 'USD', Amount: '3620.00' },
    ]);
    // taken once: a second click adds nothing
    expect((await k.post('admin', ENDPOINTS.chargeTakeFromBooking, { CGO_ID: cgo })).json().Data.Added).toBe(0);
  });

  it('a job that carries no price says why, beside the button and as the refusal, and adds nothing', async () => {
    const [job] = await t.db.query<{ cgo_id: string }>(
      `select b.cgo_id from bookings b where not exists (select 1 from booking_orders o where o.cgo_id = b.cgo_id) order by b.cgo_id limit 1`,
    );
    const sheet = await sheetOf(job!.cgo_id);
    expect(sheet.HasPrice).toBe(false);
    expect(sheet.NoPriceReason?.zh).toBe('订舱没有价格：此业务不是由网上订舱或现舱订单生成的，请手工添加费用行。');
    const refused = await k.post('admin', ENDPOINTS.chargeTakeFromBooking, { CGO_ID: job!.cgo_id });
    expect(refused.statusCode).toBe(400);
    expect(refused.json()).toMatchObject({ Code: 'NO_PRICE', Message: sheet.NoPriceReason!.zh });
    expect(await t.db.query(`select 1 from charges where chg_cgo_id = $1 and chg_origin = 'BOOKING'`, [job!.cgo_id])).toEqual([]);
  });
});
