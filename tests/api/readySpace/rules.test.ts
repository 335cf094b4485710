import { beforeAll, describe, expect, it, vi } from 'vitest';
import { runReadySpaceRound } from '../../../server/modules/readySpace/round';
import { ENDPOINTS } from '../../../src/contract/endpoints';
import { addDays } from '../../../src/domain/refdata/sailings';
import { todayInShanghai } from '../../../src/domain/refdata/exchangeRates';
import { withTestApp } from '../support/build';
import { kit, spaceWire } from './support';

/** Ready space's rules (commercial.md §5.5, R5.1–R5.9), the Idempotency-Key, and the sell side a buyer sees. */
const t = withTestApp({ modules: ['readySpace'] });
const k = kit(t);
beforeAll(() => k.signIn());

const messagesOf = async (where: string, params: unknown[]) =>
  (await t.db.query<{ title: string }>(`select title from messages where ${where} order by id`, params)).map((m) => m.title);
const employee = async (account: string) =>
  (
    await t.db.query<{ id: string }>('select e.id::text from employees e join users u on u.id = e.user_id where u.account = $1 order by e.id limit 1', [
      account,
    ])
  )[0]!.id;
const company = async (code: string) => (await t.db.query<{ id: string }>('select id::text from companies where code = $1', [code]))[0]!.id;

describe('R5.1 submit needs a complete listing', () => {
  it('names each problem (400 CHECK_FAILED with Errors)', async () => {
    const today = todayInShanghai();
    const saved = await k.post('provider', ENDPOINTS.readySpaceSaveDraft, {
      Space: spaceWire({ PodCode: 'CNSHA', Etd: today, CancellationTerms: '', Lines: [{ ContainerClass: '40HQ', TotalQty: 0, Price: '1' }] }),
    });
    const res = await k.post('provider', ENDPOINTS.readySpaceSubmit, { Id: saved.json().Data.Id });
    expect(res.statusCode).toBe(400);
    expect(res.json().Code).toBe('CHECK_FAILED');
    const paths = res.json().Errors.map((e: { Path: string }) => e.Path);
    expect(paths).toEqual(expect.arrayContaining(['/PodCode', '/Etd', '/CancellationTerms', '/Lines']));
  });
  it('refuses what no listing could be: an unknown class, too many decimals, a bad time', async () => {
    const bad = async (over: Parameters<typeof spaceWire>[0]) =>
      (await k.post('provider', ENDPOINTS.readySpaceSaveDraft, { Space: spaceWire(over) })).json().Code;
    expect(await bad({ Lines: [{ ContainerClass: 'XX99', TotalQty: 1, Price: '1' }] })).toBe('UNKNOWN_CLASS');
    expect(await bad({ Lines: [{ ContainerClass: '40HQ', TotalQty: 1, Price: '1.234' }] })).toBe('BAD_AMOUNT');
    expect(await bad({ CutOffs: [{ Code: 'DCO', DateTime: '2026-13-45 99:00' }] })).toBe('BAD_TIME');
  });
});

describe('R5.2 the platform audits providers’ listings', () => {
  it('a provider’s waits in the audit queue; the platform’s own goes on sale at once', async () => {
    const p = (await k.post('provider', ENDPOINTS.readySpaceSaveDraft, { Space: spaceWire() })).json().Data.Id;
    expect((await k.post('provider', ENDPOINTS.readySpaceSubmit, { Id: p })).json().Data.Status).toBe('SUBMITTED');
    const queue = (await k.get('admin', `${ENDPOINTS.readySpaceList}?Scope=AUDIT&PageSize=200`)).json().Data.Items.map((r: { Id: number }) => r.Id);
    expect(queue).toContain(p);
    // the provider has no audit queue
    expect((await k.get('provider', `${ENDPOINTS.readySpaceList}?Scope=AUDIT`)).json().Data.Total).toBe(0);
    const own = (await k.post('admin', ENDPOINTS.readySpaceSaveDraft, { Space: spaceWire() })).json().Data.Id;
    expect((await k.post('admin', ENDPOINTS.readySpaceSubmit, { Id: own })).json().Data.Status).toBe('ON_SALE');
    // a provider never reads the platform's (or another provider's) unpublished listing
    const draft = (await k.post('admin', ENDPOINTS.readySpaceSaveDraft, { Space: spaceWire() })).json().Data.Id;
    expect((await k.get('provider', `${ENDPOINTS.readySpaceGet}?Id=${draft}`)).statusCode).toBe(404);
    expect((await k.post('provider', ENDPOINTS.readySpaceSubmit, { Id: draft })).statusCode).toBe(404);
  });
});

describe('R5.3 no oversell', () => {
  it('INSUFFICIENT says what is left; SOLD_OUT when nothing is; a refused multi-class order holds nothing', async () => {
    const id = await k.onSale({
      Lines: [
        { ContainerClass: '40HQ', TotalQty: 3, Price: '1850' },
        { ContainerClass: '20GP', TotalQty: 1, Price: '900' },
      ],
    });
    const refused = await k.place('buyer', id, [
      ['40HQ', 2],
      ['20GP', 2],
    ]);
    expect(refused.statusCode).toBe(400);
    expect(refused.json()).toMatchObject({
      Status: false,
      Code: 'INSUFFICIENT',
      Left: [
        { ContainerClass: '40HQ', Available: 3 },
        { ContainerClass: '20GP', Available: 1 },
      ],
    });
    // the 40HQ held for the refused order went back with it
    expect((await k.space('provider', id)).Lines[0]).toMatchObject({ HeldQty: 0, Available: 3 });
    expect((await k.place('buyer', id, [['40HQ', 3]])).statusCode).toBe(200);
    expect((await k.place('buyer2', id, [['20GP', 1]])).statusCode).toBe(200);
    const none = await k.place('buyer2', id, [['40HQ', 1]]);
    expect(none.json()).toMatchObject({ Code: 'SOLD_OUT', Left: [{ Available: 0 }, { Available: 0 }] });
  });
  it('over MaxPerOrder, a cargo type the space does not take, a closed sale', async () => {
    const id = await k.onSale({ MaxPerOrder: 2 });
    expect((await k.place('buyer', id, [['40HQ', 3]])).json().Code).toBe('OVER_MAX_PER_ORDER');
    const dg = await k.post('buyer', ENDPOINTS.readySpaceOrderPlace, {
      ReadySpaceId: id,
      Lines: [{ ContainerClass: '40HQ', Qty: 1 }],
      Cargo: { Commodity: 'PAINT', CargoType: 'DG', GrossKgPerUnit: 9000 },
      Contact: { Name: 'x', Phone: '1' },
    });
    expect(dg.json().Code).toBe('CARGO_TYPE_NOT_ALLOWED');
    await t.db.query(`update ready_spaces set valid_until = now() - interval '1 second' where id = $1`, [id]);
    expect((await k.place('buyer', id, [['40HQ', 1]])).json().Code).toBe('CLOSED');
  });
  it('stock is never lowered below what is held and sold (BELOW_COMMITTED); a stale Version is refused (STALE)', async () => {
    const id = await k.onSale();
    const placed = await k.place('buyer', id, [['40HQ', 3]]);
    await k.post('provider', ENDPOINTS.readySpaceOrderConfirm, { Id: placed.json().Data.OrderId });
    await k.place('buyer', id, [['40HQ', 2]]);
    const v = (await k.space('provider', id)).Version;
    const low = await k.post('provider', ENDPOINTS.readySpaceUpdateStock, { Id: id, Version: v, Lines: [{ ContainerClass: '40HQ', TotalQty: 4 }] });
    expect(low.statusCode).toBe(400);
    expect(low.json().Code).toBe('BELOW_COMMITTED');
    const ok = await k.post('provider', ENDPOINTS.readySpaceUpdateStock, { Id: id, Version: v, Lines: [{ ContainerClass: '40HQ', TotalQty: 5 }] });
    expect(ok.json().Data.Version).toBe(v + 1);
    expect((await k.space('provider', id)).Lines[0]).toMatchObject({ TotalQty: 5, Available: 0 });
    const stale = await k.post('provider', ENDPOINTS.readySpaceUpdateStock, { Id: id, Version: v, Lines: [{ ContainerClass: '40HQ', TotalQty: 9 }] });
    expect([stale.statusCode, stale.json().Code]).toEqual([400, 'STALE']);
  });
});

describe('R5.4 holds expire', () => {
  it('expiry frees the stock, tells the buyer and pushes readySpace.stock', async () => {
    const id = await k.onSale();
    const order = (await k.place('buyer', id, [['40HQ', 4]])).json().Data;
    const space = await k.space('provider', id);
    // the hold minutes are the listing's (120 by default)
    expect(Date.parse(order.HoldExpiresAt) - Date.now()).toBeGreaterThan(119 * 60_000);
    expect(space.Lines[0]).toMatchObject({ HeldQty: 4, Available: 6 });
    const publish = vi.spyOn(t.app.liveHub, 'publish');
    await runReadySpaceRound(t.db, t.app.liveHub, new Date(Date.now() + 121 * 60_000));
    expect((await k.order('buyer', order.OrderId)).Status).toBe('EXPIRED');
    expect((await k.space('provider', id)).Lines[0]).toMatchObject({ HeldQty: 0, Available: 10 });
    expect(await messagesOf('target_employee_id = $1 and title like $2', [await employee('customer@demo.test'), `%${order.OrderNo}%`])).toEqual([
      `现舱订单占舱已超时释放：${order.OrderNo}（40HQ×4）`,
    ]);
    const frames = publish.mock.calls.filter(([, f]) => f.type === 'readySpace.stock' && f.Id === id).map(([a, f]) => [a, f]);
    expect(frames).toContainEqual([
      { scope: 'global' },
      {
        type: 'readySpace.stock',
        Id: id,
        Status: 'ON_SALE',
        Lines: [
          { ContainerClass: '40HQ', Available: 10 },
          { ContainerClass: '20GP', Available: 5 },
        ],
      },
    ]);
    publish.mockRestore();
  });
  it('a hold is checked when read: the listing shows the stock free before any round', async () => {
    const id = await k.onSale();
    const order = (await k.place('buyer', id, [['40HQ', 2]])).json().Data;
    await t.db.query(`update ready_space_orders set hold_expires_at = now() - interval '1 second' where id = $1`, [order.OrderId]);
    expect((await k.space('buyer', id)).Lines[0].Available).toBe(10);
    expect((await k.order('buyer', order.OrderId)).Status).toBe('EXPIRED');
  });
});

describe('R5.5 prices and key facts', () => {
  it('a price change applies to new orders only: an order keeps its snapshot', async () => {
    const id = await k.onSale();
    const first = (await k.place('buyer', id, [['40HQ', 1]])).json().Data.OrderId;
    const v = (await k.space('provider', id)).Version;
    expect(
      (await k.post('provider', ENDPOINTS.readySpaceUpdatePrice, { Id: id, Version: v, Lines: [{ ContainerClass: '40HQ', Price: '2100' }] })).statusCode,
    ).toBe(200);
    const second = (await k.place('buyer', id, [['40HQ', 1]])).json().Data.OrderId;
    expect((await k.order('buyer', first)).Lines[0].UnitPrice).toBe('1850.00');
    expect((await k.order('buyer', second)).Lines[0].UnitPrice).toBe('2100.00');
    expect((await k.order('buyer', second)).Total).toBe('USD 2100.00');
  });
});

describe('R5.6 never one’s own space', () => {
  it('the provider cannot buy its own listing (OWN_SPACE); the platform’s staff do not buy', async () => {
    const id = await k.onSale();
    const own = await k.place('provider', id, [['40HQ', 1]]);
    expect([own.statusCode, own.json().Code]).toEqual([400, 'OWN_SPACE']);
    expect((await k.place('admin', id, [['40HQ', 1]])).statusCode).toBe(403);
  });
});

describe('R5.7 the S/O release', () => {
  it('needs a booking number not taken and cut-offs before the ETD; makes the released booking and its bookings row', async () => {
    const id = await k.onSale();
    const order = (await k.place('buyer', id, [['40HQ', 2]])).json().Data.OrderId;
    await k.post('provider', ENDPOINTS.readySpaceOrderConfirm, { Id: order });
    expect((await k.post('provider', ENDPOINTS.readySpaceOrderReleaseSo, { Id: order, CarrierBookingNos: [] })).statusCode).toBe(400);
    const taken = (
      await t.db.query<{ no: string }>(
        `select carrier_booking_no as no from booking_orders where carrier_code = 'COSU' and carrier_booking_no is not null limit 1`,
      )
    )[0]!.no;
    expect((await k.post('provider', ENDPOINTS.readySpaceOrderReleaseSo, { Id: order, CarrierBookingNos: [taken] })).json().Code).toBe('BOOKING_NO_TAKEN');
    const late = addDays(todayInShanghai(), 25);
    const lateCut = await k.post('provider', ENDPOINTS.readySpaceOrderReleaseSo, {
      Id: order,
      CarrierBookingNos: ['COSU6400009001'],
      CutOffs: [
        { Code: 'DCO', DateTime: `${late} 12:00` },
        { Code: 'FCO', DateTime: `${late} 13:00` },
      ],
    });
    expect(lateCut.json().Code).toBe('CUTOFF_ORDER');
    // nothing of a refused release stays: no booking, no cargo record
    expect(
      await t.db.query(`select 1 from booking_orders where source = 'READY_SPACE' and shipper_ref = (select order_no from ready_space_orders where id = $1)`, [
        order,
      ]),
    ).toEqual([]);
    const ok = await k.post('provider', ENDPOINTS.readySpaceOrderReleaseSo, { Id: order, CarrierBookingNos: ['COSU6400009001'], SoNo: 'SO-9001' });
    expect(ok.statusCode, ok.body).toBe(200);
    const { CgoId, BookingOrderId } = ok.json().Data;
    expect(await k.order('buyer', order)).toMatchObject({
      Status: 'SO_RELEASED',
      CarrierBookingNos: ['COSU6400009001'],
      SoNo: 'SO-9001',
      CgoId,
      BookingOrderId,
    });
    // the buyer's SI module sees the cargo record at once
    const [row] = await t.db.query<{ company_id: string }>('select company_id::text from bookings where cgo_id = $1', [CgoId]);
    expect(row!.company_id).toBe(await company('CUS-HZTX'));
    // and the number is this order's now
    const other = (await k.place('buyer', id, [['40HQ', 1]])).json().Data.OrderId;
    await k.post('provider', ENDPOINTS.readySpaceOrderConfirm, { Id: other });
    expect((await k.post('provider', ENDPOINTS.readySpaceOrderReleaseSo, { Id: other, CarrierBookingNos: ['cosu6400009001'] })).json().Code).toBe(
      'BOOKING_NO_TAKEN',
    );
  });
});

describe('R5.8 cancellation after release', () => {
  it('the provider may set the fee; the containers go back on sale only with resell', async () => {
    const id = await k.onSale();
    const order = (await k.place('buyer', id, [['40HQ', 2]])).json().Data.OrderId;
    await k.post('provider', ENDPOINTS.readySpaceOrderConfirm, { Id: order });
    const { BookingOrderId } = (await k.post('provider', ENDPOINTS.readySpaceOrderReleaseSo, { Id: order, CarrierBookingNos: ['COSU6400009101'] })).json().Data;
    await k.post('buyer', ENDPOINTS.readySpaceOrderRequestCancel, { Id: order, Reason: '工厂延期' });
    const bookingStatus = async () => (await t.db.query<{ status: string }>('select status from booking_orders where id = $1', [BookingOrderId]))[0]!.status;
    expect(await bookingStatus()).toBe('RELEASED'); // asking does not cancel anything yet
    expect((await k.post('provider', ENDPOINTS.readySpaceOrderDecideCancel, { Id: order, Approve: true, Fee: '150', Resell: true })).statusCode).toBe(200);
    expect(await k.order('buyer', order)).toMatchObject({ Status: 'CANCELLED', CancelFee: '150.00', Resold: true });
    expect((await k.space('provider', id)).Lines[0]).toMatchObject({ SoldQty: 0, Available: 10 });
    // the released booking is cancelled with the order, its log naming the order; the buyer hears once, in the order's words
    expect(await bookingStatus()).toBe('CANCELLED');
    const { OrderNo } = await k.order('buyer', order);
    expect(await t.db.query(`select type, remarks from booking_events where booking_id = $1 and type like '%Cancel%' order by id`, [BookingOrderId])).toEqual([
      expect.objectContaining({ remarks: OrderNo }),
    ]);
    const buyer = await employee('customer@demo.test');
    const told = await messagesOf("target_employee_id = $1 and created_at > now() - interval '1 minute' and title like $2", [buyer, '%取消%']);
    expect(told).toEqual([expect.stringContaining(`现舱订单已取消：${OrderNo}，取消费 USD 150.00`)]);
  });

  it('a declined cancellation leaves the order released and its booking released', async () => {
    const id = await k.onSale();
    const order = (await k.place('buyer', id, [['40HQ', 1]])).json().Data.OrderId;
    await k.post('provider', ENDPOINTS.readySpaceOrderConfirm, { Id: order });
    const { BookingOrderId } = (await k.post('provider', ENDPOINTS.readySpaceOrderReleaseSo, { Id: order, CarrierBookingNos: ['COSU6400009102'] })).json().Data;
    await k.post('buyer', ENDPOINTS.readySpaceOrderRequestCancel, { Id: order, Reason: '改港' });
    expect((await k.post('provider', ENDPOINTS.readySpaceOrderDecideCancel, { Id: order, Approve: false })).statusCode).toBe(200);
    expect((await k.order('buyer', order)).Status).toBe('SO_RELEASED');
    expect((await t.db.query<{ status: string }>('select status from booking_orders where id = $1', [BookingOrderId]))[0]!.status).toBe('RELEASED');
  });
});

describe('R5.9 messages to each side', () => {
  it('the provider on a new order and a cancellation request; the buyer on confirm, reject and S/O release', async () => {
    const provider = await company('PRV-SHYD');
    const buyer = await employee('customer@demo.test');
    const id = await k.onSale();
    const a = (await k.place('buyer', id, [['40HQ', 1]])).json().Data;
    const b = (await k.place('buyer', id, [['40HQ', 1]])).json().Data;
    await k.post('provider', ENDPOINTS.readySpaceOrderConfirm, { Id: a.OrderId });
    await k.post('provider', ENDPOINTS.readySpaceOrderReject, { Id: b.OrderId, Reason: '舱位调整' });
    const released = (await k.post('provider', ENDPOINTS.readySpaceOrderReleaseSo, { Id: a.OrderId, CarrierBookingNos: ['COSU6400009201'] })).json().Data;
    await k.post('buyer', ENDPOINTS.readySpaceOrderRequestCancel, { Id: a.OrderId, Reason: '改期' });
    const toProvider = await messagesOf('target_company_id = $1 and (title like $2 or title like $3)', [provider, `%${a.OrderNo}%`, `%${b.OrderNo}%`]);
    expect(toProvider).toEqual([
      expect.stringContaining('新现舱订单待确认'),
      expect.stringContaining('新现舱订单待确认'),
      expect.stringContaining('现舱订单申请取消'),
    ]);
    const toBuyer = await messagesOf('target_employee_id = $1 and (title like $2 or title like $3 or title like $4)', [
      buyer,
      `%${a.OrderNo}%`,
      `%${b.OrderNo}%`,
      '%COSU6400009201%',
    ]);
    expect(toBuyer).toEqual([expect.stringContaining('现舱订单已确认'), expect.stringContaining('现舱订单被拒绝'), expect.stringContaining('订舱已放舱')]);
    expect(released.CgoId).toBeTruthy();
  });
});

describe('Idempotency-Key on Place', () => {
  it('the same key twice makes one order; another body with it is refused; a malformed key is refused', async () => {
    const id = await k.onSale();
    const key = { 'idempotency-key': 'place-once-0001' };
    const first = await k.place('buyer', id, [['40HQ', 2]], key);
    const again = await k.place('buyer', id, [['40HQ', 2]], key);
    expect(again.json().Data).toEqual({ ...first.json().Data, Replayed: true });
    expect((await k.space('provider', id)).Lines[0].HeldQty).toBe(2);
    expect((await k.place('buyer', id, [['40HQ', 3]], key)).json().Code).toBe('IDEMPOTENCY_KEY_REUSED');
    expect((await k.place('buyer', id, [['40HQ', 1]], { 'idempotency-key': 'x' })).json().Code).toBe('IDEMPOTENCY_KEY_INVALID');
    // at once, too: two with one key make one order
    const key2 = { 'idempotency-key': 'place-once-0002' };
    const both = await Promise.all([k.place('buyer', id, [['40HQ', 1]], key2), k.place('buyer', id, [['40HQ', 1]], key2)]);
    expect(both.map((r) => r.statusCode)).toEqual([200, 200]);
    expect(both[0]!.json().Data.OrderId).toBe(both[1]!.json().Data.OrderId);
    expect((await k.space('provider', id)).Lines[0].HeldQty).toBe(3);
  });
  it('a refused Place is not remembered: its retry with the same key is decided afresh', async () => {
    const id = await k.onSale({ Lines: [{ ContainerClass: '40HQ', TotalQty: 2, Price: '1850' }] });
    const other = (await k.place('buyer2', id, [['40HQ', 2]])).json().Data.OrderId;
    const key = { 'idempotency-key': 'place-after-refusal-1' };
    expect((await k.place('buyer', id, [['40HQ', 1]], key)).json().Code).toBe('SOLD_OUT');
    await k.post('buyer2', ENDPOINTS.readySpaceOrderCancel, { Id: other });
    const retried = await k.place('buyer', id, [['40HQ', 1]], key);
    expect(retried.statusCode, retried.body).toBe(200);
    expect(retried.json().Data.Replayed).toBe(false);
  });
});

describe('cost never reaches a buyer', () => {
  const walk = (v: unknown, path = ''): string[] =>
    v && typeof v === 'object' ? Object.entries(v).flatMap(([key, x]) => [`${path}/${key}`, ...walk(x, `${path}/${key}`)]) : [];
  it('the market and a listing show a buyer the sell side only', async () => {
    const id = await k.onSale();
    const detail = await k.get('buyer', `${ENDPOINTS.readySpaceGet}?Id=${id}`);
    const list = await k.get('buyer', `${ENDPOINTS.readySpaceList}?Scope=MARKET&PageSize=200`);
    for (const body of [detail.json(), list.json()]) {
      const keys = walk(body).map((p) => p.split('/').pop()!);
      for (const hidden of ['FloorPrice', 'HeldQty', 'SoldQty', 'TotalQty']) expect(keys).not.toContain(hidden);
      expect(keys.filter((key) => /^(Cost|Margin|InternalRemarks)/.test(key))).toEqual([]);
    }
    expect(detail.json().Data.Lines[0]).toEqual({ ContainerClass: '40HQ', Price: '1850.00', Available: 10 });
    expect(list.json().Data.Items.map((r: { Id: number }) => r.Id)).toContain(id);
    // the owner sees its counts and floor price
    expect((await k.space('provider', id)).Lines[0]).toMatchObject({ TotalQty: 10, FloorPrice: '1600.00' });
  });
});

describe('the public ready-space query (/customer/booking)', () => {
  it('shows visitors what is on sale to the market, without prices; drafts and other audiences never', async () => {
    const id = await k.onSale({ PolCode: 'CNNGB' });
    const draft = (await k.post('provider', ENDPOINTS.readySpaceSaveDraft, { Space: spaceWire({ PolCode: 'CNNGB' }) })).json().Data.Id;
    const res = await t.app.inject({ method: 'GET', url: `${ENDPOINTS.readySpacePublic}?PolCode=cnngb` });
    expect(res.statusCode, res.body).toBe(200);
    const rows = res.json().Data as { Id: number; Classes: { ContainerClass: string; Available: number }[] }[];
    const ids = rows.map((r) => r.Id);
    expect(ids).toContain(id);
    expect(ids).not.toContain(draft);
    expect(rows.find((r) => r.Id === id)!.Classes).toEqual([
      { ContainerClass: '40HQ', Available: 10 },
      { ContainerClass: '20GP', Available: 5 },
    ]);
    expect(res.body).not.toMatch(/Price|Floor|Held|Sold/);
  });
});
