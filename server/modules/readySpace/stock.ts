import { READY_SPACE_PAGES } from '../../../src/contract/readySpace/module';
import type { OrderStatus, StockEffect } from '../../../src/domain/readySpace/status';
import type { Queryable } from '../../db/types';
import { type Told, tell } from '../../live/tell';
import type { Actor } from '../../platform/access/grants';
import { isPlatform, orderEvent } from './store';

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
