import { READY_SPACE_PAGES } from '../../../src/contract/readySpace/module';
import type { OrderStatus, StockEffect } from '../../../src/domain/readySpace/status';
import type { Queryable } from '../../db/types';
import { type Told, tell } from '../../live/tell';
import type { Actor } from '../../platform/access/grants';
import { CALL_AT_POL } from '../booking/public';
import { digitsOf, isPlatform, money, orderEvent } from './repository';

/**
 * Ready-space orders' SQL (the service, orderService.ts, holds the rules and the transactions): an
 * order locked, its stock effects, its placement, its moves' writes. The order as its page reads
 * it: orderReadRepository.ts; the placement's key: placementKeyRepository.ts.
 */

/** An order as the moves read it, locked, with its listing's facts. */
export interface StoredOrder {
  id: number;
  order_no: string;
  ready_space_id: number;
  buyer_company_id: string;
  buyer_employee_id: string | null;
  provider_company_id: string;
  status: OrderStatus;
  cancel_from: 'CONFIRMED' | 'SO_RELEASED' | null;
  hold_expires_at: string;
  version: number;
  valid_until: string | null;
  /** the released booking (after the S/O release) */
  booking_order_id: number | null;
  lines: { ContainerClass: string; Qty: number }[];
}

const LOCKED = `select o.id::int as id, o.order_no, o.ready_space_id::int as ready_space_id, o.buyer_company_id::text as buyer_company_id,
       o.buyer_employee_id::text as buyer_employee_id, s.provider_company_id::text as provider_company_id, o.status, o.cancel_from,
       to_json(o.hold_expires_at)#>>'{}' as hold_expires_at, o.version, to_json(s.valid_until)#>>'{}' as valid_until,
       o.booking_order_id::int as booking_order_id,
       (select coalesce(json_agg(json_build_object('ContainerClass', l.container_class, 'Qty', l.qty) order by l.container_class), '[]') from ready_space_order_lines l where l.order_id = o.id) as lines
  from ready_space_orders o join ready_spaces s on s.id = o.ready_space_id where o.id = $1`;

/** An order by id for the system (the sweeper), locked. */
export async function lockOrderById(tx: Queryable, id: number): Promise<StoredOrder | undefined> {
  const [o] = await tx.query<StoredOrder>(`${LOCKED} for update of o`, [id]);
  return o;
}

/** An order the actor is a party to (its buyer, the listing's company, or the platform's staff), locked; undefined: 404. */
export async function lockOrder(tx: Queryable, actor: Actor, id: number): Promise<StoredOrder | undefined> {
  const [o] = await tx.query<StoredOrder>(`${LOCKED} and (o.buyer_company_id = $2 or s.provider_company_id = $2 or $3::boolean) for update of o`, [
    id,
    actor.companyId,
    isPlatform(actor),
  ]);
  return o;
}

/** A move's effect on each of the order's lines (§5.2's last column), in the caller's transaction. */
export async function applyStock(tx: Queryable, o: StoredOrder, effect: StockEffect): Promise<void> {
  const sql: Record<StockEffect, string | null> = {
    none: null,
    releaseHold: 'held_qty = held_qty - $3',
    holdToSold: 'held_qty = held_qty - $3, sold_qty = sold_qty + $3',
    unsell: 'sold_qty = sold_qty - $3',
  };
  const set = sql[effect];
  if (!set) return;
  for (const l of o.lines)
    await tx.query(`update ready_space_lines set ${set} where ready_space_id = $1 and container_class = $2`, [o.ready_space_id, l.ContainerClass, l.Qty]);
}

export const containersOf = (o: Pick<StoredOrder, 'lines'>) => o.lines.map((l) => `${l.ContainerClass}×${l.Qty}`).join(' ');

/** R5.4: a placed order whose hold has run out, expired in `tx`: the stock freed, the buyer told. */
export async function expireOrder(tx: Queryable, o: StoredOrder): Promise<Told[]> {
  await applyStock(tx, o, 'releaseHold');
  await tx.query(`update ready_space_orders set status = 'EXPIRED', version = version + 1, updated_at = now() where id = $1`, [o.id]);
  await orderEvent(tx, o.id, null, 'v1.ReadySpaceOrderExpired', '', { Lines: o.lines });
  if (!o.buyer_employee_id) return [];
  return [
    await tell(
      tx,
      { employeeId: o.buyer_employee_id },
      `现舱订单占舱已超时释放：${o.order_no}（${containersOf(o)}）`,
      `Your hold expired and the space was freed: ${o.order_no} (${containersOf(o)})`,
      `${READY_SPACE_PAGES.cancelled}?id=${o.id}`,
    ),
  ];
}

/** R5.4: the placed orders whose hold ran out by `now` (of one listing, or all), the oldest first, at most 500. */
export async function dueHolds(q: Queryable, now: Date, spaceId: number | undefined): Promise<number[]> {
  const due = await q.query<{ id: number }>(
    `select id::int as id from ready_space_orders where status = 'PLACED' and hold_expires_at <= $1 and ($2::bigint is null or ready_space_id = $2)
      order by hold_expires_at, id limit 500`,
    [now.toISOString(), spaceId ?? null],
  );
  return due.map((d) => d.id);
}

/** SO_RELEASED → COMPLETED for the orders whose vessel left the POL by `now` (the ATD of their booking's call); their ids. */
export async function completeSailedOrders(tx: Queryable, now: Date): Promise<number[]> {
  const rows = await tx.query<{ id: number }>(
    `update ready_space_orders r set status = 'COMPLETED', version = r.version + 1, updated_at = now()
         from booking_order_facts o join vessel_call_directory c on c.id = ${CALL_AT_POL}
        where o.id = r.booking_order_id and r.status = 'SO_RELEASED' and c.atd is not null and c.atd <= $1
       returning r.id::int as id`,
    [now.toISOString()],
  );
  return rows.map((r) => r.id);
}

/** The buying company's status and kind. */
export async function buyerCompany(q: Queryable, companyId: string) {
  const [c] = await q.query<{ status: string; kind: string }>('select status, kind from company_directory where id = $1', [companyId]);
  return c;
}

/** A new placed order (its number RO + YYMM + a sequence), holding until `holdExpiresAt`. */
export async function insertOrder(
  tx: Queryable,
  o: { spaceId: number; buyer: Actor; cargo: Record<string, unknown>; contact: Record<string, unknown>; remarks: string; holdExpiresAt: string },
): Promise<{ id: number; order_no: string }> {
  const [made] = await tx.query<{ id: number; order_no: string }>(
    `insert into ready_space_orders (order_no, ready_space_id, buyer_company_id, buyer_employee_id, cargo, contact, remarks, hold_expires_at)
     values ('RO' || to_char(now() at time zone 'Asia/Shanghai', 'YYMM') || lpad(nextval('ready_space_order_no_seq')::text, 6, '0'), $1, $2, $3, $4, $5, $6, $7)
     returning id::int, order_no`,
    [o.spaceId, o.buyer.companyId, o.buyer.id, JSON.stringify(o.cargo), JSON.stringify(o.contact), o.remarks, o.holdExpiresAt],
  );
  return made!;
}

/** R5.3: the one conditional update that holds `qty` of a line; undefined when not that many are left. */
export async function holdOnLine(tx: Queryable, lineId: number, qty: number): Promise<{ price: string } | undefined> {
  const [held] = await tx.query<{ price: string }>(
    'update ready_space_lines set held_qty = held_qty + $2 where id = $1 and total_qty - held_qty - sold_qty >= $2 returning price_minor::text as price',
    [lineId, qty],
  );
  return held;
}

/** One line of an order, at the price its hold snapshotted. */
export async function insertOrderLine(tx: Queryable, orderId: number, containerClass: string, qty: number, priceMinor: string, currency: string) {
  await tx.query('insert into ready_space_order_lines (order_id, container_class, qty, unit_price_minor, currency) values ($1, $2, $3, $4, $5)', [
    orderId,
    containerClass,
    qty,
    priceMinor,
    currency,
  ]);
}

/** What a move writes beside the status (`released_at: 'now'` stamps the release). */
export interface OrderFacts {
  reason?: string;
  cancel_from?: string | null;
  cancel_fee_minor?: string | number | null;
  resold?: boolean;
  carrier_booking_nos?: string[];
  so_no?: string;
  booking_order_id?: number;
  cgo_id?: string;
  so_file_id?: number | null;
  released_at?: 'now';
}

/** An order's new status (its version moves on), with the facts the move records. */
export async function setOrderStatus(tx: Queryable, orderId: number, to: string, also: OrderFacts = {}): Promise<void> {
  const set: string[] = [];
  const params: unknown[] = [orderId, to];
  for (const [column, value] of Object.entries(also) as [keyof OrderFacts, unknown][]) {
    if (column === 'released_at') set.push('released_at = now()');
    else {
      params.push(value);
      set.push(`${column} = $${params.length}`);
    }
  }
  await tx.query(
    `update ready_space_orders set status = $2${set.map((x) => `, ${x}`).join('')}, version = version + 1, updated_at = now() where id = $1`,
    params,
  );
}

/** The listing's cancellation terms: its currency and fee per container (minor units), if any. */
export async function cancelTerms(tx: Queryable, spaceId: number) {
  const [s] = await tx.query<{ currency: string; fee: string | null }>('select currency, cancel_fee_minor::text as fee from ready_spaces where id = $1', [
    spaceId,
  ]);
  return s;
}

/** What the S/O release copies from the listing into the released booking. */
export async function releaseFacts(tx: Queryable, spaceId: number) {
  const [s] = await tx.query<{
    space_no: string;
    currency: string;
    provider: string | null;
    carrier_code: string;
    vessel_name: string;
    voyage: string;
    pol_code: string;
    pod_code: string;
    via_code: string;
    etd: string | null;
    vessel_call_id: string | null;
    cut_offs: { Code: string; DateTime: string }[];
  }>(
    `select s.space_no, s.currency, case when c.kind <> 'platform' then c.name_zh end as provider, s.carrier_code, s.vessel_name, s.voyage, s.pol_code,
            s.pod_code, s.via_code, s.etd::text as etd, s.vessel_call_id::text as vessel_call_id, s.cut_offs
       from ready_spaces s join company_directory c on c.id = s.provider_company_id where s.id = $1`,
    [spaceId],
  );
  return s;
}

/** R5.7: whether a file is an S/O uploaded to this very order. */
export async function isOrderSoFile(tx: Queryable, orderId: number, fileId: number): Promise<boolean> {
  return (await tx.query(`select 1 from ready_space_order_files where id = $1 and order_id = $2 and kind = 'SO'`, [fileId, orderId])).length > 0;
}

/** R5.7: the order or booking that already holds one of these carrier booking numbers of a carrier, if any. */
export async function carrierBookingNoHolder(tx: Queryable, orderId: number, carrierCode: string, nos: string[]) {
  const [taken] = await tx.query<{ no: string }>(
    `select r.order_no as no from ready_space_orders r join ready_spaces x on x.id = r.ready_space_id
      where r.id <> $1 and x.carrier_code = $2 and r.carrier_booking_nos && $3::text[]
     union all select booking_no from booking_order_facts where carrier_code = $2 and carrier_booking_no = any($3::text[]) limit 1`,
    [orderId, carrierCode, nos],
  );
  return taken;
}

/** The cargo the buyer gave. */
export async function orderCargo(q: Queryable, orderId: number) {
  const [order] = await q.query<{ cargo: { Commodity: string; HsCode?: string; CargoType?: string; GrossKgPerUnit: number } }>(
    'select cargo from ready_space_orders where id = $1',
    [orderId],
  );
  return order;
}

/** The cargo record of the order's released booking. */
export async function cgoIdOf(q: Queryable, orderId: number): Promise<string | undefined> {
  const [r] = await q.query<{ cgo_id: string }>('select cgo_id from ready_space_orders where id = $1', [orderId]);
  return r?.cgo_id;
}

/** The listing an order is on (any order: the caller checks who may see it). */
export async function spaceOfOrder(q: Queryable, orderId: number): Promise<number | undefined> {
  const [due] = await q.query<{ space: number }>('select ready_space_id::int as space from ready_space_orders where id = $1', [orderId]);
  return due?.space;
}

/** An order's sell total as text ("USD 3700.00"): its lines' snapshot prices. */
export async function totalOf(q: Queryable, orderId: number, currency: string): Promise<string> {
  const [t] = await q.query<{ minor: string }>(
    'select coalesce(sum(qty * unit_price_minor), 0)::text as minor from ready_space_order_lines where order_id = $1',
    [orderId],
  );
  return `${currency} ${money(t!.minor, await digitsOf(q, currency))}`;
}

/** What the buyer of a released order pays, as billing takes it: the order's classes at their placed price, and the listing's surcharges. */
export interface ReleasedOrderPrice {
  OrderNo: string;
  /** The listing's currency: every class's price is in it. */
  Currency: string;
  Lines: { ContainerClass: string; Qty: number; Price: string }[];
  /** On top of the price, each in its own currency: per container or once per B/L. */
  Surcharges: { Code: string; Amount: string; Currency: string; Per: 'CONTAINER' | 'BL' }[];
}

/** The price of the ready-space order a booking was released from (by its cargo record), or undefined when none was. */
export async function releasedOrderPrice(q: Queryable, cgoId: string): Promise<ReleasedOrderPrice | undefined> {
  const [o] = await q.query<{ id: number; order_no: string; currency: string; surcharges: ReleasedOrderPrice['Surcharges'] }>(
    `select o.id::int, o.order_no, s.currency, s.surcharges
       from ready_space_orders o join ready_spaces s on s.id = o.ready_space_id
      where o.cgo_id = $1 and o.status in ('SO_RELEASED', 'CANCEL_REQUESTED', 'COMPLETED')
      order by o.id desc limit 1`,
    [cgoId],
  );
  if (!o) return undefined;
  const lines = await q.query<{ container_class: string; qty: number; unit_price_minor: string; currency: string }>(
    'select container_class, qty, unit_price_minor::text, currency from ready_space_order_lines where order_id = $1 order by container_class',
    [o.id],
  );
  const digits = await digitsOf(q, o.currency);
  return {
    OrderNo: o.order_no,
    Currency: o.currency,
    Lines: lines.map((l) => ({ ContainerClass: l.container_class, Qty: l.qty, Price: money(l.unit_price_minor, digits)! })),
    Surcharges: o.surcharges,
  };
}
