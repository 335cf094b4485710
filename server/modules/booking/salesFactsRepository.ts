import type { Queryable } from '../../db/types';
import { carrierBookingNoFormat } from '../../../src/domain/booking/carrierBookingNo';

/**
 * The released bookings between two ETD days, as the sales analysis rolls them up (analytics,
 * commercial.md §9.1, through public.ts): every booking order that reached RELEASED (and moved on
 * to SAILED or COMPLETED), never a cancelled, rejected or declined one. The ETD is the release's
 * (else the expected one), as a day on the office's clock (Asia/Shanghai). Units are the confirmed
 * equipment (else the requested containers); sell is the frozen price's totals text
 * (`USD 3840.00 + CNY 500.00`), cost the buy totals the snapshot froze where it has them
 * (`CostTotals`, the same form; '' otherwise).
 */
export interface ReleasedBooking {
  id: string;
  bookingNo: string;
  /** The customer company and the employee who booked (0: not known). */
  companyId: string;
  employeeId: string;
  /** The selling company: the provider whose rate it was sold on, else the platform (0: the caller decides). */
  ownerCompanyId: string;
  carrier: string;
  pol: string;
  pod: string;
  cgoId: string | null;
  etdDay: string;
  units: { ContainerClass: string; Units: number }[];
  sellTotals: string;
  costTotals: string;
}

export function releasedBookingsBetween(q: Queryable, fromDay: string, toDay: string): Promise<ReleasedBooking[]> {
  return q.query<ReleasedBooking>(
    `with o as (
       select o.*, coalesce(((o.release->>'Etd')::timestamptz at time zone 'Asia/Shanghai')::date, o.expected_etd) as etd
         from booking_orders o
        where o.status in ('RELEASED', 'SAILED', 'COMPLETED') and o.release is not null)
     select o.id::text, o.booking_no as "bookingNo", o.company_id::text as "companyId", coalesce(o.created_by, 0)::text as "employeeId",
            coalesce((select r.owner_company_id from fcl_rate_directory r where r.id = (o.price_snapshot->>'RateId')::bigint), 0)::text as "ownerCompanyId",
            o.carrier_code as carrier, o.pol_code as pol, o.pod_code as pod, o.cgo_id as "cgoId", to_char(o.etd, 'YYYY-MM-DD') as "etdDay",
            coalesce(o.release->'ConfirmedEquipment', o.body->'Equipment', '[]'::jsonb) as units,
            coalesce(o.price_snapshot->>'Totals', '') as "sellTotals", coalesce(o.price_snapshot->>'CostTotals', '') as "costTotals"
       from o
      where o.etd between $1::date and $2::date
      order by o.etd, o.id`,
    [fromDay, toDay],
  );
}

/** A past booking of the demo's sales history: released with its ETD, its price frozen with its buy side. */
export interface DemoReleasedOrder {
  bookingNo: string;
  companyId: string;
  employeeId: string | null;
  carrier: string;
  pol: string;
  pod: string;
  etd: string;
  units: { ContainerClass: string; Units: number }[];
  sellTotals: string;
  costTotals: string;
  /** COMPLETED for a sailing long gone, RELEASED for one still ahead. */
  status: 'RELEASED' | 'COMPLETED';
}

/**
 * The demo's year of sales history (the analytics module's seed step, through public.ts): booking
 * orders already released, each once (`on conflict do nothing` on the booking number). No cargo
 * record is made for them: they are history for the figures, not work for the desk or the SI.
 */
export async function insertDemoReleasedOrders(tx: Queryable, orders: readonly DemoReleasedOrder[]): Promise<void> {
  if (!orders.length) return;
  await tx.query(
    `insert into booking_orders (booking_no, company_id, created_by, source, body, carrier_code, pol_code, pod_code, expected_etd, price_snapshot,
                                 status, release, submitted_at, released_at, created_at, updated_at)
     select o->>'bookingNo', (o->>'companyId')::bigint, (o->>'employeeId')::bigint, 'ONLINE',
            jsonb_build_object('CarrierCode', o->>'carrier', 'PolCode', o->>'pol', 'PodCode', o->>'pod', 'ExpectedEtd', o->>'etd', 'Equipment', o->'units'),
            o->>'carrier', o->>'pol', o->>'pod', (o->>'etd')::date,
            jsonb_build_object('RateNo', '', 'Totals', o->>'sellTotals', 'CostTotals', o->>'costTotals', 'ValidTo', o->>'etd'),
            o->>'status',
            jsonb_build_object('Etd', (o->>'etd') || 'T04:00:00.000Z', 'Eta', '', 'CutOffs', '[]'::jsonb, 'Partial', false, 'Simulated', true,
                               'ConfirmedVessel', '', 'ConfirmedVoyage', '', 'CarrierBookingNo', o->>'carrierNo', 'ConfirmedEquipment', o->'units'),
            (o->>'etd')::date - 14, (o->>'etd')::date - 10, (o->>'etd')::date - 15, (o->>'etd')::date - 10
       from jsonb_array_elements($1::jsonb) o
     on conflict (booking_no) do nothing`,
    // each release carries a carrier booking number in that carrier's own format, as every release of the demo does
    [JSON.stringify(orders.map((o) => ({ ...o, carrierNo: carrierBookingNoFormat(o.carrier).make(Number(o.bookingNo.replace(/\D/g, '')) % 10_000_000) })))],
  );
}
