import { beforeAll, describe, expect, it } from 'vitest';
import { ENDPOINTS } from '../../../src/contract/endpoints';
import { withTestApp } from '../support/build';
import { kit, spaceWire } from './support';

/**
 * Ready space's two state tables (commercial.md §5.2), every move and the refused ones: the
 * listing's (draft → submitted → on sale ⇄ off shelf, the derived sold-out and closed) and the
 * order's (placed → confirmed / rejected / cancelled / expired → S/O released → completed, and the
 * cancellation after confirmation).
 */
const t = withTestApp({ modules: ['booking', 'readySpace'] });
const k = kit(t);
beforeAll(() => k.signIn());

describe('the listing', () => {
  it('draft → submitted → (audit: reject) draft → submitted → (approve) on sale ⇄ off shelf', async () => {
    const saved = await k.post('provider', ENDPOINTS.readySpaceSaveDraft, { Space: spaceWire() });
    expect(saved.statusCode, saved.body).toBe(200);
    const { Id, SpaceNo } = saved.json().Data;
    expect(SpaceNo).toMatch(/^RS\d{4}\d{5}$/);
    expect((await k.space('provider', Id)).Status).toBe('DRAFT');
    // a draft is nobody's but its owner's: a buyer finds nothing
    expect((await k.get('buyer', `${ENDPOINTS.readySpaceGet}?Id=${Id}`)).statusCode).toBe(404);
    // only the platform audits, only what was submitted
    expect((await k.post('admin', ENDPOINTS.readySpaceAudit, { Id, Decision: 'APPROVE' })).json().Code).toBe('WRONG_STATUS');
    expect((await k.post('provider', ENDPOINTS.readySpaceAudit, { Id, Decision: 'APPROVE' })).statusCode).toBe(403);
    expect((await k.post('provider', ENDPOINTS.readySpaceSubmit, { Id })).json().Data.Status).toBe('SUBMITTED');
    expect((await k.post('provider', ENDPOINTS.readySpaceSubmit, { Id })).json().Code).toBe('WRONG_STATUS');
    // rejecting needs remarks, which the provider reads
    expect((await k.post('admin', ENDPOINTS.readySpaceAudit, { Id, Decision: 'REJECT' })).json().Code).toBe('REMARKS_REQUIRED');
    expect((await k.post('admin', ENDPOINTS.readySpaceAudit, { Id, Decision: 'REJECT', Remarks: '补充退舱费' })).json().Data.Status).toBe('DRAFT');
    expect((await k.space('provider', Id)).AuditRemarks).toBe('补充退舱费');
    expect((await k.post('provider', ENDPOINTS.readySpaceSubmit, { Id })).json().Data.Status).toBe('SUBMITTED');
    expect((await k.post('admin', ENDPOINTS.readySpaceAudit, { Id, Decision: 'APPROVE' })).json().Data.Status).toBe('ON_SALE');
    expect((await k.space('buyer', Id)).Status).toBe('ON_SALE');
    expect((await k.post('provider', ENDPOINTS.readySpaceSetShelf, { Id, OnShelf: true })).json().Code).toBe('WRONG_STATUS');
    expect((await k.post('provider', ENDPOINTS.readySpaceSetShelf, { Id, OnShelf: false, Reason: '暂停' })).json().Data.Status).toBe('OFF_SHELF');
    // off the shelf it is out of the market: a buyer finds nothing to buy (one holding an order on it is told NOT_ON_SALE)
    expect((await k.place('buyer', Id, [['40HQ', 1]])).statusCode).toBe(404);
    // the platform puts any listing back (or takes it off)
    expect((await k.post('admin', ENDPOINTS.readySpaceSetShelf, { Id, OnShelf: true })).json().Data.Status).toBe('ON_SALE');
    const events = (await k.space('provider', Id)).Events.map((e: { Type: string }) => e.Type);
    expect(events).toEqual([
      'v1.ReadySpaceDraftSaved',
      'v1.ReadySpaceSubmitted',
      'v1.ReadySpaceRejected',
      'v1.ReadySpaceSubmitted',
      'v1.ReadySpaceApproved',
      'v1.ReadySpaceOffShelf',
      'v1.ReadySpaceOnShelf',
    ]);
  });

  it('the platform’s own listing goes on sale at submit (R5.2)', async () => {
    const saved = await k.post('admin', ENDPOINTS.readySpaceSaveDraft, { Space: spaceWire() });
    expect(saved.statusCode, saved.body).toBe(200);
    expect((await k.post('admin', ENDPOINTS.readySpaceSubmit, { Id: saved.json().Data.Id })).json().Data.Status).toBe('ON_SALE');
  });

  it('sold out and closed are derived: a freed hold puts it back on sale; a passed close closes it', async () => {
    const id = await k.onSale({ Lines: [{ ContainerClass: '40HQ', TotalQty: 2, Price: '1800' }] });
    const placed = await k.place('buyer', id, [['40HQ', 2]]);
    expect((await k.space('buyer', id)).Status).toBe('SOLD_OUT');
    expect((await k.post('buyer', ENDPOINTS.readySpaceOrderCancel, { Id: placed.json().Data.OrderId })).json().Data.Status).toBe('CANCELLED');
    expect((await k.space('buyer', id)).Status).toBe('ON_SALE');
    await t.db.query(`update ready_spaces set valid_until = now() - interval '1 minute' where id = $1`, [id]);
    expect((await k.space('buyer', id)).Status).toBe('CLOSED');
    expect((await k.post('provider', ENDPOINTS.readySpaceSetShelf, { Id: id, OnShelf: false })).json().Code).toBe('CLOSED');
  });

  it('a key-fact edit of a listing on sale goes back to audit — refused while orders are open (R5.5)', async () => {
    const id = await k.onSale();
    const s = await k.space('provider', id);
    const edit = (Version: number, Voyage: string) => k.post('provider', ENDPOINTS.readySpaceSaveDraft, { Id: id, Version, Space: spaceWire({ Voyage }) });
    const placed = await k.place('buyer', id, [['40HQ', 1]]);
    const refused = await edit(s.Version, '999W');
    expect(refused.statusCode).toBe(400);
    expect(refused.json().Code).toBe('KEY_FACTS_LOCKED');
    await k.post('buyer', ENDPOINTS.readySpaceOrderCancel, { Id: placed.json().Data.OrderId });
    const done = await edit(s.Version, '999W');
    expect(done.json().Data.Status).toBe('SUBMITTED');
    // a stale Version is refused (400 STALE, never 409)
    const again = await edit(s.Version, '998W');
    expect(again.statusCode).toBe(400);
    expect(again.json().Code).toBe('STALE');
  });
});

describe('the order', () => {
  let spaceId: number;
  beforeAll(async () => {
    spaceId = await k.onSale();
  });
  const counts = async () => (await k.space('provider', spaceId)).Lines.find((l: { ContainerClass: string }) => l.ContainerClass === '40HQ');

  it('placed holds; confirmed sells; S/O released makes the released booking; completed at the ATD', async () => {
    const placed = await k.place('buyer', spaceId, [['40HQ', 2]]);
    expect(placed.statusCode, placed.body).toBe(200);
    const id = placed.json().Data.OrderId;
    expect(placed.json().Data.OrderNo).toMatch(/^RO\d{4}\d{6}$/);
    expect(await counts()).toMatchObject({ TotalQty: 10, HeldQty: 2, SoldQty: 0, Available: 8 });
    // the buyer does not confirm (a seller's call); the provider is no buyer of this order: as a buyer it finds nothing
    expect((await k.post('buyer', ENDPOINTS.readySpaceOrderConfirm, { Id: id })).statusCode).toBe(403);
    expect((await k.post('provider', ENDPOINTS.readySpaceOrderCancel, { Id: id })).statusCode).toBe(404);
    expect((await k.post('provider', ENDPOINTS.readySpaceOrderReleaseSo, { Id: id, CarrierBookingNos: ['COSU1'] })).json().Code).toBe('WRONG_STATUS');
    expect((await k.post('provider', ENDPOINTS.readySpaceOrderConfirm, { Id: id })).json().Data.Status).toBe('CONFIRMED');
    expect(await counts()).toMatchObject({ HeldQty: 0, SoldQty: 2, Available: 8 });
    expect((await k.post('provider', ENDPOINTS.readySpaceOrderConfirm, { Id: id })).json().Code).toBe('WRONG_STATUS');
    expect((await k.post('buyer', ENDPOINTS.readySpaceOrderCancel, { Id: id })).json().Code).toBe('WRONG_STATUS');
    const released = await k.post('provider', ENDPOINTS.readySpaceOrderReleaseSo, { Id: id, CarrierBookingNos: ['COSU6400001001'] });
    expect(released.statusCode, released.body).toBe(200);
    expect(released.json().Data).toMatchObject({ Status: 'SO_RELEASED', CgoId: expect.stringMatching(/^CGO-/) });
    const { BookingOrderId, CgoId } = released.json().Data;
    // the buyer's booking, released, with its cargo record: SIs can be made from it at once (R5.7)
    const booking = await k.get('buyer', `${ENDPOINTS.bookingGet}?Id=${BookingOrderId}`);
    expect(booking.json().Data).toMatchObject({
      Status: 'RELEASED',
      Source: 'READY_SPACE',
      CgoId,
      // placed through a third party: the provider who sold the space, and the price frozen (sell side)
      Provider: { CompanyName: '上海远达船务代理有限公司', Kind: 'READY_SPACE' },
      Price: { RateNo: (await k.space('provider', spaceId)).SpaceNo, Totals: 'USD 3700.00' },
    });
    const [cargo] = await t.db.query<{ containers: { TYPE: string; COUNT: number }[]; mbl_no: string }>(
      'select containers, mbl_no from bookings where cgo_id = $1',
      [CgoId],
    );
    expect(cargo).toMatchObject({ mbl_no: 'COSU6400001001', containers: [{ TYPE: '40HQ', COUNT: 2 }] });
    // completed when the vessel has left the POL (the booking's sailing's ATD)
    const { runReadySpaceRound } = await import('../../../server/modules/readySpace/round');
    const call = await t.db.query<{ id: string }>(
      `insert into vessel_calls (vessel_id, carrier_code, voyage, port_code, seq, etd_planned, atd)
       select id, 'COSU', 'RSTEST1', 'CNSHA', 1, now() - interval '2 hours', now() - interval '1 hour' from vessels limit 1 returning id`,
    );
    await t.db.query('update booking_orders set vessel_call_id = $2 where id = $1', [BookingOrderId, call[0]!.id]);
    expect((await runReadySpaceRound(t.db, t.app.liveHub, new Date())).completed).toBe(1);
    expect((await k.order('buyer', id)).Status).toBe('COMPLETED');
    expect((await k.post('buyer', ENDPOINTS.readySpaceOrderRequestCancel, { Id: id, Reason: 'x' })).json().Code).toBe('WRONG_STATUS');
  });

  it('placed → rejected (with a reason) or cancelled by the buyer frees the hold', async () => {
    const a = (await k.place('buyer', spaceId, [['40HQ', 1]])).json().Data.OrderId;
    const b = (await k.place('buyer', spaceId, [['40HQ', 1]])).json().Data.OrderId;
    const before = await counts();
    expect((await k.post('provider', ENDPOINTS.readySpaceOrderReject, { Id: a, Reason: ' ' })).json().Code).toBe('REASON_REQUIRED');
    expect((await k.post('provider', ENDPOINTS.readySpaceOrderReject, { Id: a, Reason: '舱位调整' })).json().Data.Status).toBe('REJECTED');
    expect((await k.post('buyer', ENDPOINTS.readySpaceOrderCancel, { Id: b })).json().Data.Status).toBe('CANCELLED');
    expect(await counts()).toMatchObject({ HeldQty: before.HeldQty - 2, Available: before.Available + 2 });
    for (const id of [a, b]) {
      expect((await k.post('provider', ENDPOINTS.readySpaceOrderConfirm, { Id: id })).json().Code).toBe('WRONG_STATUS');
      expect((await k.post('buyer', ENDPOINTS.readySpaceOrderRequestCancel, { Id: id, Reason: 'x' })).json().Code).toBe('WRONG_STATUS');
    }
  });

  it('placed → expired: a move on it is refused (EXPIRED) and the hold is freed', async () => {
    const id = (await k.place('buyer', spaceId, [['40HQ', 3]])).json().Data.OrderId;
    const before = await counts();
    await t.db.query(`update ready_space_orders set hold_expires_at = now() - interval '1 second' where id = $1`, [id]);
    const refused = await k.post('provider', ENDPOINTS.readySpaceOrderConfirm, { Id: id });
    expect(refused.statusCode).toBe(400);
    expect(refused.json().Code).toBe('EXPIRED');
    expect((await k.order('buyer', id)).Status).toBe('EXPIRED');
    expect(await counts()).toMatchObject({ HeldQty: before.HeldQty - 3 });
  });

  it('confirmed → cancel requested → declined (back) → requested → approved; S/O released → requested → approved with the fee', async () => {
    const id = (await k.place('buyer', spaceId, [['40HQ', 1]])).json().Data.OrderId;
    await k.post('provider', ENDPOINTS.readySpaceOrderConfirm, { Id: id });
    expect((await k.post('buyer', ENDPOINTS.readySpaceOrderRequestCancel, { Id: id, Reason: '货物延期' })).json().Data.Status).toBe('CANCEL_REQUESTED');
    expect((await k.post('provider', ENDPOINTS.readySpaceOrderDecideCancel, { Id: id, Approve: false })).json().Data.Status).toBe('CONFIRMED');
    await k.post('buyer', ENDPOINTS.readySpaceOrderRequestCancel, { Id: id, Reason: '货物延期' });
    const before = await counts();
    expect((await k.post('provider', ENDPOINTS.readySpaceOrderDecideCancel, { Id: id, Approve: true, Resell: true })).json().Data.Status).toBe('CANCELLED');
    // before the S/O: no fee; resold: the container is for sale again
    expect(await k.order('buyer', id)).toMatchObject({ CancelFee: '0.00', Resold: true });
    expect(await counts()).toMatchObject({ SoldQty: before.SoldQty - 1, Available: before.Available + 1 });

    const r = (await k.place('buyer', spaceId, [['40HQ', 2]])).json().Data.OrderId;
    await k.post('provider', ENDPOINTS.readySpaceOrderConfirm, { Id: r });
    expect((await k.post('provider', ENDPOINTS.readySpaceOrderReleaseSo, { Id: r, CarrierBookingNos: ['COSU6400001002'] })).statusCode).toBe(200);
    expect((await k.post('buyer', ENDPOINTS.readySpaceOrderRequestCancel, { Id: r, Reason: '取消出运' })).json().Data.Status).toBe('CANCEL_REQUESTED');
    expect((await k.post('provider', ENDPOINTS.readySpaceOrderDecideCancel, { Id: r, Approve: false })).json().Data.Status).toBe('SO_RELEASED');
    await k.post('buyer', ENDPOINTS.readySpaceOrderRequestCancel, { Id: r, Reason: '取消出运' });
    const sold = (await counts()).SoldQty;
    expect((await k.post('provider', ENDPOINTS.readySpaceOrderDecideCancel, { Id: r, Approve: true, Resell: false })).json().Data.Status).toBe('CANCELLED');
    // R5.8: after release the terms' fee (USD 300 a container); not resold: the containers stay sold
    expect(await k.order('buyer', r)).toMatchObject({ CancelFee: '600.00', Resold: false });
    expect((await counts()).SoldQty).toBe(sold);
    expect((await k.post('provider', ENDPOINTS.readySpaceOrderDecideCancel, { Id: r, Approve: true })).json().Code).toBe('WRONG_STATUS');
  });
});

describe('the demo', () => {
  it('has listings and orders in every state', async () => {
    const spaces = await t.db.query<{ status: string }>(
      `select distinct case when s.status in ('ON_SALE','OFF_SHELF') and s.valid_until <= now() then 'CLOSED'
              when s.status = 'ON_SALE' and not exists (select 1 from ready_space_lines l where l.ready_space_id = s.id and l.total_qty > l.held_qty + l.sold_qty) then 'SOLD_OUT'
              else s.status end as status
         from ready_spaces s join companies c on c.id = s.provider_company_id where c.code in ('PRV-SHYD', 'PLATFORM') and s.space_no like 'RS%' and s.created_at < now() - interval '1 day'`,
    );
    expect(spaces.map((s) => s.status).sort()).toEqual(['CLOSED', 'DRAFT', 'OFF_SHELF', 'ON_SALE', 'SOLD_OUT', 'SUBMITTED']);
    const orders = await t.db.query<{ status: string }>("select distinct status from ready_space_orders where created_at < now() - interval '25 minutes'");
    expect(orders.map((o) => o.status).sort()).toEqual([
      'CANCELLED',
      'CANCEL_REQUESTED',
      'COMPLETED',
      'CONFIRMED',
      'EXPIRED',
      'PLACED',
      'REJECTED',
      'SO_RELEASED',
    ]);
    // the released ones went through the booking module's release: a released booking and its cargo record each
    const released = await t.db.query<{ status: string; cgo: string | null }>(
      `select b.status, c.cgo_id as cgo from ready_space_orders o join booking_orders b on b.id = o.booking_order_id left join bookings c on c.cgo_id = o.cgo_id where o.status in ('SO_RELEASED', 'COMPLETED') and o.created_at < now() - interval '25 minutes'`,
    );
    expect(released.length).toBe(2);
    for (const r of released) expect(r.cgo).toBeTruthy();
  });
});
