import type { FastifyInstance } from 'fastify';
import { BookingRowSchema, type BookingRow } from '../../../src/contract/booking/calls';
import { BOOKING_ACCESS as A, BOOKING_PATHS as P } from '../../../src/contract/booking/module';
import { bookingStatusWords } from '../../../src/contract/booking/words';
import type { Lang } from '../../../src/contract/fieldLabels';
import { BOOKING_STATUSES, DESK_QUEUE } from '../../../src/domain/booking/status';
import type { Db } from '../../db/types';
import { defineList } from '../../http/lists';
import { seesAll } from './orderRepository';

/**
 * The bookings' and the queue's pages are kept in the answer cache until a booking (or a carrier's
 * booking set-up) is written: migration 089's triggers announce topic 'booking' on every write,
 * whoever makes it. A row's "next cut-off" and "over the SLA" move with the clock: a kept page is at
 * most the cache's maximum age old (5 s).
 */
const BOOKING_TOPIC = 'booking';

/** The booking lists (server/http/lists.ts: filters, sorting, pages, the Excel export): the bookings, the desk's queue, the records. */
export function bookingLists(app: FastifyInstance, db: Db): void {
  // the lists: a customer its company's bookings, the desk every customer's; the queue is the desk's work
  type Row = Omit<BookingRow, 'SubmittedAt' | 'UpdatedAt' | 'NextCutOff'> & { SubmittedAt: unknown; UpdatedAt: unknown; NextCutOff: BookingRow['NextCutOff'] };
  // `staff`: an SQL truth that the reader is the platform's staff (a held confirmation is the desk's to tell)
  const rowSql = (where: string, staff: string) => `
    select o.id::int as "Id", o.booking_no as "BookingNo", c.name_zh as "CompanyName", o.status as "Status", o.amend_status as "AmendStatus",
           o.cancel_status as "CancelStatus", o.carrier_code as "CarrierCode", o.pol_code as "PolCode", o.pod_code as "PodCode",
           coalesce(o.expected_etd::text, '') as "ExpectedEtd",
           coalesce((select string_agg((e ->> 'ContainerClass') || '×' || (e ->> 'Units'), ' ') from jsonb_array_elements(coalesce(o.body -> 'Equipment', '[]')) e), '') as "Equipment",
           o.shipper_ref as "ShipperRef", coalesce(o.carrier_booking_no, '') as "CarrierBookingNo", coalesce(o.cgo_id, '') as "CgoId",
           (select jsonb_build_object('Code', x ->> 'code', 'DateTime', x ->> 'dateTime') from jsonb_array_elements(coalesce(
               (select jsonb_agg(jsonb_build_object('code', k ->> 'Code', 'dateTime', k ->> 'DateTime')) from jsonb_array_elements(o.release -> 'CutOffs') k),
               vc.cut_offs, '[]')) x
             where (x ->> 'dateTime')::timestamptz > now() order by (x ->> 'dateTime')::timestamptz limit 1) as "NextCutOff",
           o.submitted_at as "SubmittedAt",
           (o.status = 'SUBMITTED' and o.submitted_at < now() - (interval '1 minute' * coalesce(g.accept_sla_minutes, 120))) as "OverSla",
           coalesce((o.release ->> 'Simulated')::boolean, false) as "Simulated",
           (${staff} and o.status = 'BOOKED' and o.held_release is not null) as "Held",
           o.updated_at as "UpdatedAt", o.version as "Version"
      from booking_orders o join company_directory c on c.id = o.company_id
      left join vessel_call_directory vc on vc.id = o.vessel_call_id
      left join booking_carrier_configs g on g.carrier_code = o.carrier_code
     where ${where}`;
  const present = (row: Row): BookingRow => ({
    ...row,
    SubmittedAt: row.SubmittedAt ? new Date(row.SubmittedAt as string).toISOString() : null,
    UpdatedAt: new Date(row.UpdatedAt as string).toISOString(),
  });
  const columns = [
    { key: 'BookingNo', filter: 'text' as const, sortable: true, notNull: true },
    { key: 'CompanyName', filter: 'text' as const, sortable: true, notNull: true },
    { key: 'Status', filter: 'exact' as const, values: BOOKING_STATUSES, notNull: true },
    { key: 'CarrierCode', filter: 'exact' as const, sortable: true, notNull: true },
    { key: 'PolCode', filter: 'exact' as const, sortable: true, notNull: true },
    { key: 'PodCode', filter: 'exact' as const, sortable: true, notNull: true },
    { key: 'ExpectedEtd', sortable: true, notNull: true },
    { key: 'ShipperRef', filter: 'text' as const },
    { key: 'CarrierBookingNo', filter: 'text' as const },
    { key: 'CgoId', filter: 'text' as const },
    { key: 'SubmittedAt', sortable: true },
    { key: 'UpdatedAt', sortable: true, notNull: true },
  ];
  const sheet = [
    { header: '订舱单号 Booking no.', value: (r: BookingRow) => r.BookingNo, width: 16 },
    { header: '客户 Customer', value: (r: BookingRow) => r.CompanyName, width: 24 },
    { header: '状态 Status', value: (r: BookingRow, lang: Lang) => bookingStatusWords[r.Status]?.[lang] ?? r.Status, width: 16 },
    { header: '船公司 Carrier', value: (r: BookingRow) => r.CarrierCode, width: 8 },
    { header: '起运港 POL', value: (r: BookingRow) => r.PolCode, width: 8 },
    { header: '目的港 POD', value: (r: BookingRow) => r.PodCode, width: 8 },
    { header: '预计开船 ETD', value: (r: BookingRow) => r.ExpectedEtd, width: 12 },
    { header: '箱型箱量 Equipment', value: (r: BookingRow) => r.Equipment, width: 16 },
    { header: '客户参考号 Shipper ref.', value: (r: BookingRow) => r.ShipperRef, width: 16 },
    { header: '船公司订舱号 Carrier booking', value: (r: BookingRow) => r.CarrierBookingNo, width: 18 },
    { header: 'CGO_ID', value: (r: BookingRow) => r.CgoId, width: 20 },
    { header: '提交时间 Submitted', value: (r: BookingRow) => r.SubmittedAt ?? '', width: 20 },
  ];
  defineList<Row, BookingRow>(app, db, {
    path: P.bookingList,
    item: BookingRowSchema,
    access: A.bookingRead,
    exportAccess: A.bookingRead,
    title: 'bookings',
    base: (actor) => ({ sql: rowSql(`(o.company_id = $1 or $2::boolean)`, '$2::boolean'), params: [actor.companyId, seesAll(actor)] }),
    cache: { topic: BOOKING_TOPIC, scope: (actor) => (seesAll(actor) ? 'all' : `company:${actor.companyId}`) },
    columns,
    order: 't."UpdatedAt" desc, t."Id" desc',
    present,
    sheet,
  });
  defineList<Row, BookingRow>(app, db, {
    path: P.bookingQueue,
    item: BookingRowSchema,
    access: A.deskRead,
    exportAccess: A.deskRead,
    title: 'booking-queue',
    // the desk's work, oldest submission first (the SLA clock runs from it)
    base: () => ({ sql: rowSql(`o.status = any($1::text[])`, 'true'), params: [DESK_QUEUE] }),
    cache: { topic: BOOKING_TOPIC, scope: () => 'desk' },
    columns,
    order: 't."SubmittedAt" asc nulls last, t."Id" asc',
    present,
    sheet,
  });

  defineList<
    { At: unknown; BookingNo: string; BookingId: number; CompanyName: string; Type: string; By: string; Remarks: string; Simulated: boolean },
    {
      At: string;
      BookingNo: string;
      BookingId: number;
      CompanyName: string;
      Type: string;
      By: string;
      Remarks: string;
      Simulated: boolean;
    }
  >(app, db, {
    path: P.bookingRecords,
    access: A.recordsRead,
    exportAccess: A.recordsRead,
    title: 'booking-records',
    base: (actor) => ({
      sql: `select ev.id::int as "Id", ev.at as "At", o.booking_no as "BookingNo", o.id::int as "BookingId", c.name_zh as "CompanyName", ev.type as "Type",
                   coalesce(e.name, case when ev.simulated then 'SIM' else '' end) as "By", ev.remarks as "Remarks", ev.simulated as "Simulated"
              from booking_events ev join booking_orders o on o.id = ev.booking_id join company_directory c on c.id = o.company_id
              left join employee_directory e on e.id = ev.actor_id
             where (o.company_id = $1 or $2::boolean)`,
      params: [actor.companyId, seesAll(actor)],
    }),
    columns: [
      { key: 'BookingNo', filter: 'text', sortable: true, notNull: true },
      { key: 'Type', filter: 'text', notNull: true },
      { key: 'By', filter: 'text' },
      { key: 'At', sortable: true, notNull: true },
    ],
    order: 't."At" desc, t."Id" desc',
    present: (r) => ({ ...r, At: new Date(r.At as string).toISOString() }),
    sheet: [
      { header: '时间 At', value: (r) => r.At, width: 20 },
      { header: '订舱单号 Booking no.', value: (r) => r.BookingNo, width: 16 },
      { header: '客户 Customer', value: (r) => r.CompanyName, width: 24 },
      { header: '事件 Event', value: (r) => r.Type, width: 28 },
      { header: '操作人 By', value: (r) => r.By, width: 12 },
      { header: '备注 Remarks', value: (r) => r.Remarks, width: 30 },
    ],
  });
}
