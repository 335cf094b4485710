import { bookingOfOrder } from '../../../src/domain/entryOrder/bookingOfOrder';
import { ENT_STATUS } from '../../../src/domain/entryOrder/status';
import type { Queryable } from '../../db/types';
import { loadActor } from '../../platform/access/grants';
import { DEMO_FORM } from './demoOrders';
import { recordPastEntryEvent } from './eventRepository';
import { draftBookingOf } from './facts';
import { keepBookingOrder, readOrder } from './orderRepository';

/**
 * The demo of an order turned into its booking (issue 48, MakeBooking; a seed step of its own, as
 * seeds run once per database): 天祥's accepted order of dining chairs, its booking's draft made from
 * it by the entry clerk through the booking module — the same mapping and insert as the call — waiting
 * for the desk to complete and release it (then the order is linked by the system).
 */
export async function seedEntryOrderDemoBooking(tx: Queryable): Promise<void> {
  const [row] = await tx.query<{ staff: string | null; hztx: string | null; form: string | null; done: boolean }>(
    `select (select e.id::text from employee_directory e join user_directory u on u.id = e.user_id where u.account = 'entry@demo.test' limit 1) as staff,
            (select id::text from company_directory where code = 'CUS-HZTX') as hztx,
            (select id::text from entry_forms where efm_name = $1 and efm_status = 'PUBLISHED' limit 1) as form,
            exists (select 1 from entry_orders where ent_booking_id is not null) as done`,
    [DEMO_FORM],
  );
  if (!row?.staff || !row.hztx || !row.form || row.done) return;
  const actor = await loadActor(tx, row.staff);
  if (!actor) return;
  const day = (d: number) => new Date(Date.now() + d * 86_400_000).toISOString().slice(0, 10);
  const [o] = await tx.query<{ id: number }>(
    `insert into entry_orders (ent_no, company_id, ent_form_id, ent_direction, ent_transport_method, ent_services, ent_incoterm, ent_freight_term, ent_pol, ent_pod,
       ent_delivery, ent_cargo_ready, ent_etd_from, ent_etd_to, ent_containers, ent_pkgs, ent_kg, ent_cbm, ent_goods, ent_hscode, shipper, consignee, notify,
       ent_custom, ent_status, ent_operator_id, created_by, created_at, updated_at)
     values ('EO' || to_char(now() at time zone 'Asia/Shanghai', 'YYMM') || lpad(nextval('entry_order_no_seq')::text, 6, '0'), $1, $2, 'EXPORT', 'FCL',
       '{BOOKING,TRUCKING,CUSTOMS}', 'FOB', 'COLLECT', 'CNSHA', 'DEHAM', 'DEHAM', $3, $4, $5, $6, 480, 9200, 58, 'BEECH DINING CHAIRS', '940161', $7, $8, $9, $10,
       $11, $12, $12, now() - interval '2 days', now() - interval '2 days')
     returning id::int`,
    [
      row.hztx,
      row.form,
      day(6),
      day(10),
      day(14),
      JSON.stringify([
        { TYPE: '40HQ', COUNT: 1 },
        { TYPE: '20GP', COUNT: 1 },
      ]),
      JSON.stringify({ Name: 'HANGZHOU TIANXIANG HOMEWARE LTD', Address: 'NO 18 JIEFANG ROAD\nHANGZHOU CHINA', Contact: '林涛', Phone: '+86 571 8888 0001' }),
      JSON.stringify({ Name: 'NORDIC HOME GOODS GMBH', Address: 'BILLWERDER NEUER DEICH 72\n20539 HAMBURG GERMANY', Email: 'anna.berg@nordichome.example' }),
      JSON.stringify({ Name: 'NORDIC HOME GOODS GMBH' }),
      JSON.stringify({ PoNo: 'PO-261110', InsuredValue: 36000 }),
      ENT_STATUS.ACCEPTED,
      row.staff,
    ],
  );
  const order = (await readOrder(tx, o!.id))!;
  const past = (type: string, detail: Record<string, unknown>, hoursAgo: number) =>
    recordPastEntryEvent(tx, { entId: order.Id, actorId: row.staff, type, detail }, hoursAgo);
  await past('v1.Saved', { ENT_NO: order.ENT_NO, Status: 1 }, 48);
  await past('v1.Submitted', { ENT_NO: order.ENT_NO }, 47);
  await past('v1.Accepted', { OperatorName: actor.name }, 30);
  const made = await draftBookingOf(tx, actor, row.hztx, bookingOfOrder(order), order.ENT_NO);
  await keepBookingOrder(tx, order.Id, made.Id);
  await past('v1.BookingDrafted', { BookingNo: made.BookingNo, BookingId: made.Id }, 2);
}
