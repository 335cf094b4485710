import type { ReadySpaceOrder } from '../../../src/contract/readySpace/calls';
import type { Queryable } from '../../db/types';
import type { Actor } from '../../platform/access/grants';
import { digitsOf, isPlatform, money } from './repository';

/** An order as its page reads it (orderMoves.ts): the order with its listing's facts, its lines and its events. */

/** The order's row with its listing's facts, as the reader may see it (the buyer's, the provider's, the platform's). */
type OrderRow = {
  id: number;
  order_no: string;
  ready_space_id: number;
  space_no: string;
  buyer: string;
  provider: string;
  sells: boolean;
  status: ReadySpaceOrder['Status'];
  cancel_from: string | null;
  cargo: ReadySpaceOrder['Cargo'];
  contact: ReadySpaceOrder['Contact'];
  remarks: string;
  hold: string;
  nos: string[];
  so_no: string;
  booking_order_id: number | null;
  cgo_id: string | null;
  reason: string;
  fee: string | null;
  resold: boolean | null;
  currency: string;
  carrier_code: string;
  vessel_name: string;
  voyage: string;
  pol_code: string;
  pod_code: string;
  etd: string | null;
  created_at: unknown;
  version: number;
};
type OrderLine = { cls: string; qty: number; price: string; currency: string };
type OrderEvent = { at: unknown; type: string; by: string | null; remarks: string };

/** One order as the reader may see it (the buyer, the listing's provider, the platform's staff), or undefined. */
export async function readOrder(db: Queryable, actor: Actor, id: number): Promise<ReadySpaceOrder | undefined> {
  const [o] = await db.query<OrderRow>(
    `select o.id::int as id, o.order_no, o.ready_space_id::int as ready_space_id, s.space_no, bc.name_zh as buyer, pc.name_zh as provider,
            (s.provider_company_id = $2 or $3::boolean) as sells, o.status, o.cancel_from, o.cargo, o.contact, o.remarks,
            to_json(o.hold_expires_at)#>>'{}' as hold, o.carrier_booking_nos as nos, o.so_no, o.booking_order_id::int as booking_order_id, o.cgo_id, o.reason,
            o.cancel_fee_minor::text as fee, o.resold, s.currency, s.carrier_code, s.vessel_name, s.voyage, s.pol_code, s.pod_code, s.etd::text as etd,
            o.created_at, o.version
       from ready_space_orders o join ready_spaces s on s.id = o.ready_space_id
       join company_directory bc on bc.id = o.buyer_company_id join company_directory pc on pc.id = s.provider_company_id
      where o.id = $1 and (o.buyer_company_id = $2 or s.provider_company_id = $2 or $3::boolean)`,
    [id, actor.companyId, isPlatform(actor)],
  );
  if (!o) return undefined;
  const digits = await digitsOf(db, o.currency);
  const lines = await db.query<OrderLine>(
    'select container_class as cls, qty, unit_price_minor::text as price, currency from ready_space_order_lines where order_id = $1 order by container_class',
    [id],
  );
  const events = await db.query<OrderEvent>(
    'select ev.at, ev.type, e.name as by, ev.remarks from ready_space_order_events ev left join employee_directory e on e.id = ev.actor_id where ev.order_id = $1 order by ev.id',
    [id],
  );
  return orderWire(o, lines, events, digits);
}

/** The order on the wire: amounts in the listing's currency's digits, instants as ISO. */
function orderWire(o: OrderRow, lines: OrderLine[], events: OrderEvent[], digits: number): ReadySpaceOrder {
  const total = lines.reduce((n, l) => n + l.qty * Number(l.price), 0);
  return {
    Id: o.id,
    OrderNo: o.order_no,
    ReadySpaceId: o.ready_space_id,
    SpaceNo: o.space_no,
    BuyerName: o.buyer,
    ProviderName: o.provider,
    Sells: o.sells,
    Status: o.status,
    CancelFrom: o.cancel_from,
    Lines: lines.map((l) => ({ ContainerClass: l.cls, Qty: l.qty, UnitPrice: money(l.price, digits)!, Currency: l.currency })),
    Total: `${o.currency} ${money(total, digits)}`,
    Cargo: o.cargo,
    Contact: o.contact,
    Remarks: o.remarks,
    HoldExpiresAt: new Date(o.hold).toISOString(),
    CarrierBookingNos: o.nos,
    SoNo: o.so_no,
    BookingOrderId: o.booking_order_id,
    CgoId: o.cgo_id,
    Reason: o.reason,
    CancelFee: money(o.fee, digits),
    Resold: o.resold,
    CarrierCode: o.carrier_code,
    VesselName: o.vessel_name,
    Voyage: o.voyage,
    PolCode: o.pol_code,
    PodCode: o.pod_code,
    Etd: o.etd ?? '',
    CreatedAt: new Date(o.created_at as string).toISOString(),
    Version: o.version,
    Events: events.map((e) => ({ At: new Date(e.at as string).toISOString(), Type: e.type, By: e.by ?? '', Remarks: e.remarks })),
  };
}
