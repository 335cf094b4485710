import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox';
import type { FastifyInstance, FastifyReply } from 'fastify';
import { BookingRowSchema, type BookingRow, bookingCalls as C, type CarrierConfig } from '../../../src/contract/booking/calls';
import { bookingStatusWords } from '../../../src/contract/booking/words';
import type { Lang } from '../../../src/contract/fieldLabels';
import { BOOKING_ACCESS as A, BOOKING_PATHS as P } from '../../../src/contract/booking/module';
import { type CallInput, routeOf } from '../../../src/contract/call';
import { BOOKING_STATUSES, DESK_QUEUE } from '../../../src/domain/booking/status';
import { isCalendarDate, todayInShanghai } from '../../../src/domain/refdata/exchangeRates';
import type { Db } from '../../db/types';
import { readIdempotencyKey, requestHash } from '../../http/idempotency';
import { requestLanguage } from '../../http/language';
import { forbidden } from '../../http/replies';
import { defineList } from '../../http/lists';
import { type Outcome, sendOutcome } from '../../http/outcome';
import type { LiveHub } from '../../live/hub';
import type { Actor } from '../../platform/access/grants';
import { refusal } from '../../platform/auth/authHook';
import { deskService } from './desk';
import { type Moved, movedValue, publishBooking } from './moves';
import { bookingFileRoutes } from './files';
import { bookingUploadRoutes } from './uploads';
import { amendService } from './amend';
import { bookingCockpit } from './cockpit';
import { checkOnly, saveDraft, submit } from './orders';
import { parseNote } from './parse';
import { previewPrice } from './price';
import { quickSearch } from './quickSearch';
import { bookingCustomersCall, milestonesCall, quickSearchCall, thirdPartyCall, type ThirdPartyRow } from '../../../src/contract/booking/quickCalls';
import { readMilestones } from './milestones';
import { seesCost } from '../rates/public';
import { carrierMessages, PROVIDER, readOrder } from './read';
import { scopeParams, seesAll } from './store';
import { no, missing } from '../../platform/refusal';

/** The booking calls (commercial.md §6.3): thin — schema in, the service's outcome out. */
export function bookingRoutes(fastify: FastifyInstance, db: Db, hub: LiveHub): void {
  const app = fastify.withTypeProvider<TypeBoxTypeProvider>();
  const desk = deskService(db, hub);
  const amend = amendService(db, hub);
  const lang = (q: { headers: { 'accept-language'?: string | string[] } }) => requestLanguage(q.headers['accept-language']);
  /** Staff write bookings only for a customer, with the on-behalf button (booking.onBehalf). */
  const onBehalfRefusal = async (actor: Actor, reply: FastifyReply) => {
    if (actor.companyKind !== 'platform') return undefined;
    const why = await refusal(db, actor, A.bookingOnBehalf);
    return why ? forbidden(reply, why.en, why.zh) : undefined;
  };

  app.post(C.saveDraft.path, routeOf(C.saveDraft), async (q, r) => {
    const denied = await onBehalfRefusal(q.actor!, r);
    if (denied) return denied;
    return sendOutcome(r, await saveDraft(db, q.actor!, q.body as CallInput<typeof C.saveDraft>));
  });
  app.post(C.check.path, routeOf(C.check), async (q, r) =>
    sendOutcome(r, { ok: true, value: { Problems: await checkOnly(db, q.actor!, (q.body as CallInput<typeof C.check>).Wire, lang(q)) } }),
  );
  app.post(C.price.path, routeOf(C.price), async (q, r) =>
    sendOutcome(r, { ok: true, value: await previewPrice(db, q.actor!, q.body as CallInput<typeof C.price>, lang(q)) }),
  );
  app.post(C.submit.path, routeOf(C.submit), async (q, r) => {
    const denied = await onBehalfRefusal(q.actor!, r);
    if (denied) return denied;
    const outcome = await submit(db, q.actor!, q.body as CallInput<typeof C.submit>, { reading: readIdempotencyKey(q), hash: requestHash(q) }, lang(q));
    if (outcome.ok && !outcome.value.Replayed) {
      const o = await readOrder(db, q.actor!, (q.body as CallInput<typeof C.submit>).Id);
      if (o) await publishBooking(db, hub, { id: o.Id, company_id: String(o.CompanyId) }, 'SUBMITTED');
    }
    return sendOutcome(r, outcome);
  });
  app.post(quickSearchCall.path, routeOf(quickSearchCall), async (q, r) => {
    const viewCost = await seesCost(db, q.actor!);
    const input = q.body as CallInput<typeof quickSearchCall>;
    return sendOutcome(r, await quickSearch(db, q.actor!, viewCost, input, todayInShanghai(), new Date().toISOString(), lang(q)));
  });
  app.get(bookingCustomersCall.path, routeOf(bookingCustomersCall), async (q, r) => {
    const rows = await db.query<{ CompanyId: number; Code: string; Name: string }>(
      `select id::int as "CompanyId", code as "Code", case when $1 = 'en' then name_en else name_zh end as "Name"
         from companies where kind = 'customer' and status = 'active' order by name_zh limit 500`,
      [lang(q)],
    );
    return sendOutcome(r, { ok: true, value: rows });
  });
  app.get(thirdPartyCall.path, routeOf(thirdPartyCall), async (q, r) => {
    const rows = await db.query<ThirdPartyRow>(
      `select * from (select o.id::int as "Id", o.booking_no as "BookingNo", o.status as "Status", ${PROVIDER} as "ProviderName",
                             o.carrier_code as "CarrierCode", o.pol_code as "PolCode", o.pod_code as "PodCode", o.expected_etd::text as "ExpectedEtd"
                        from booking_orders o where o.company_id = $1 or $2::boolean) x
        where x."ProviderName" is not null order by x."Id" desc limit 200`,
      scopeParams(q.actor!),
    );
    return sendOutcome(r, { ok: true, value: rows });
  });
  app.get(milestonesCall.path, routeOf(milestonesCall), async (q, r) => {
    const { Id } = q.query as CallInput<typeof milestonesCall>;
    const m = await readMilestones(db, q.actor!, Id);
    return sendOutcome(r, m ? { ok: true, value: { Id, Milestones: m } } : missing('No such booking.', '没有这份订舱单。'));
  });
  app.get(C.get.path, routeOf(C.get), async (q, r) => {
    const o = await readOrder(db, q.actor!, (q.query as CallInput<typeof C.get>).Id);
    return sendOutcome(r, o ? { ok: true, value: o } : missing('No such booking.', '没有这份订舱单。'));
  });
  app.post(C.parse.path, routeOf(C.parse), async (q, r) => sendOutcome(r, await parseNote(db, (q.body as CallInput<typeof C.parse>).Text)));
  app.get(C.cockpit.path, routeOf(C.cockpit), async (q, r) => {
    const { From, To } = q.query as CallInput<typeof C.cockpit>;
    const bad = [From, To].find((d) => d !== undefined && !isCalendarDate(d));
    if (bad) return sendOutcome(r, no('BAD_DATE', `${bad} is no calendar date.`, `${bad} 不是有效日期。`));
    return sendOutcome(r, { ok: true, value: await bookingCockpit(db, todayInShanghai(), From, To) });
  });
  app.get(C.carrierMessages.path, routeOf(C.carrierMessages), async (q, r) =>
    sendOutcome(r, { ok: true, value: await carrierMessages(db, (q.query as CallInput<typeof C.carrierMessages>).Id) }),
  );

  bookingFileRoutes(app, db);
  bookingUploadRoutes(app, db);

  const moved = movedValue;
  /** A move whose answer carries warnings that did not stop it (R6.2: the sailing is not open for bookings yet). */
  const movedWarned = <T extends { moved: Moved; warnings?: string[] }>(o: Outcome<T>) =>
    o.ok ? { ok: true as const, value: { ...o.value.moved, Warnings: o.value.warnings ?? [] } } : o;
  app.post(C.accept.path, routeOf(C.accept), async (q, r) => sendOutcome(r, moved(await desk.accept(q.actor!, q.body as CallInput<typeof C.accept>))));
  app.post(C.return.path, routeOf(C.return), async (q, r) => sendOutcome(r, moved(await desk.return(q.actor!, q.body as CallInput<typeof C.return>))));
  app.post(C.reject.path, routeOf(C.reject), async (q, r) => sendOutcome(r, moved(await desk.reject(q.actor!, q.body as CallInput<typeof C.reject>))));
  app.post(C.decline.path, routeOf(C.decline), async (q, r) => sendOutcome(r, moved(await desk.decline(q.actor!, q.body as CallInput<typeof C.decline>))));
  app.post(C.requireAmend.path, routeOf(C.requireAmend), async (q, r) =>
    sendOutcome(r, moved(await desk.requireAmend(q.actor!, q.body as CallInput<typeof C.requireAmend>))),
  );
  app.post(C.markBooked.path, routeOf(C.markBooked), async (q, r) =>
    sendOutcome(r, movedWarned(await desk.markBooked(q.actor!, q.body as CallInput<typeof C.markBooked>, lang(q)))),
  );
  app.post(C.sendToCarrier.path, routeOf(C.sendToCarrier), async (q, r) =>
    sendOutcome(r, movedWarned(await desk.sendToCarrier(q.actor!, q.body as CallInput<typeof C.sendToCarrier>, lang(q)))),
  );
  app.post(C.cancel.path, routeOf(C.cancel), async (q, r) => sendOutcome(r, moved(await desk.cancel(q.actor!, q.body as CallInput<typeof C.cancel>))));
  app.post(C.decideCancel.path, routeOf(C.decideCancel), async (q, r) =>
    sendOutcome(r, moved(await desk.decideCancel(q.actor!, q.body as CallInput<typeof C.decideCancel>))),
  );
  app.post(C.requestCancel.path, routeOf(C.requestCancel), async (q, r) =>
    sendOutcome(r, await desk.requestCancel(q.actor!, q.body as CallInput<typeof C.requestCancel>)),
  );
  app.post(C.requestAmend.path, routeOf(C.requestAmend), async (q, r) =>
    sendOutcome(r, await amend.request(q.actor!, q.body as CallInput<typeof C.requestAmend>)),
  );
  app.post(C.withdrawAmend.path, routeOf(C.withdrawAmend), async (q, r) =>
    sendOutcome(r, await amend.withdraw(q.actor!, q.body as CallInput<typeof C.withdrawAmend>)),
  );
  app.post(C.decideAmend.path, routeOf(C.decideAmend), async (q, r) => sendOutcome(r, await amend.decide(q.actor!, q.body as CallInput<typeof C.decideAmend>)));
  app.post(C.release.path, routeOf(C.release), async (q, r) => {
    const out = await desk.release(q.actor!, q.body as CallInput<typeof C.release>);
    return sendOutcome(r, out.ok ? { ok: true, value: { ...out.value.moved, CgoId: out.value.cgoId!, Partial: !!out.value.partial } } : out);
  });

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
      from booking_orders o join companies c on c.id = o.company_id
      left join vessel_calls vc on vc.id = o.vessel_call_id
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
              from booking_events ev join booking_orders o on o.id = ev.booking_id join companies c on c.id = o.company_id
              left join employees e on e.id = ev.actor_id
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

  app.get(C.carrierConfigList.path, routeOf(C.carrierConfigList), async (_q, r) => {
    const rows = await db.query<CarrierConfig>(
      `select c.code as "CarrierCode", coalesce(nullif(c.name_zh, ''), c.name) as "CarrierName", coalesce(g.online_bookable, true) as "OnlineBookable",
              coalesce(g.channel, 'EMAIL') as "Channel", coalesce(g.required_fields, '{}') as "RequiredFields",
              coalesce(g.min_lead_hours_before_dco, 24) as "MinLeadHoursBeforeDco", coalesce(g.accept_sla_minutes, 120) as "AcceptSlaMinutes",
              coalesce(g.confirmation, 'RELEASE') as "Confirmation",
              coalesce(g.channel, 'EMAIL') = 'API' as "Simulated", coalesce(g.version, 0) as "Version"
         from carriers c left join booking_carrier_configs g on g.carrier_code = c.code where c.status = 'ACTIVE' order by c.sort_order, c.code`,
    );
    return sendOutcome(r, { ok: true, value: rows });
  });
  app.post(C.carrierConfigSave.path, routeOf(C.carrierConfigSave), async (q, r) => {
    const b = q.body as CallInput<typeof C.carrierConfigSave>;
    const out = await db.transaction(async (tx): Promise<Outcome<{ Version: number }>> => {
      const [carrier] = await tx.query(`select 1 from carriers where code = $1 and status = 'ACTIVE'`, [b.CarrierCode]);
      if (!carrier) return missing('No such carrier.', '没有这个船公司。');
      const [cur] = await tx.query<{ version: number }>('select version from booking_carrier_configs where carrier_code = $1 for update', [b.CarrierCode]);
      if (cur && b.Version !== cur.version) return no('STALE', 'Someone changed this configuration meanwhile: reload it.', '该配置已被他人修改：请重新加载。');
      // the confirmation mode: as named, else as it was (RELEASE for a new configuration)
      const [saved] = await tx.query<{ version: number }>(
        `insert into booking_carrier_configs (carrier_code, online_bookable, channel, required_fields, min_lead_hours_before_dco, accept_sla_minutes, confirmation)
         values ($1, $2, $3, $4, $5, $6, coalesce($7, 'RELEASE'))
         on conflict (carrier_code) do update set online_bookable = $2, channel = $3, required_fields = $4, min_lead_hours_before_dco = $5,
           accept_sla_minutes = $6, confirmation = coalesce($7, booking_carrier_configs.confirmation), version = booking_carrier_configs.version + 1, updated_at = now()
         returning version`,
        [b.CarrierCode, b.OnlineBookable, b.Channel, [...new Set(b.RequiredFields)], b.MinLeadHoursBeforeDco, b.AcceptSlaMinutes, b.Confirmation ?? null],
      );
      return { ok: true, value: { Version: saved!.version } };
    });
    return sendOutcome(r, out);
  });
}
