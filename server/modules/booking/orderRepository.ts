import type { BookingWire } from '../../../src/contract/booking/calls';
import { BOOKING_PAGES } from '../../../src/contract/booking/module';
import type { AmendStatus, BookingStatus, CancelStatus } from '../../../src/domain/booking/status';
import type { Queryable } from '../../db/types';
import { type Told, tell } from '../../live/tell';
import type { Actor } from '../../platform/access/grants';
import { missing, no } from '../../platform/refusal';
import { employeesHoldingButton } from '../access/public';
import { portsOf, sailingOf } from '../refdata/public';

/**
 * The booking orders' SQL (the services — orderService.ts, deskService.ts, amendService.ts — hold the
 * rules and the transactions): one order read and locked, its events appended, its wire's facts
 * written, a draft or a booked order made, a submission and its key, the lookups the check reads,
 * the amendment's and the cancellation request's writes.
 */

export interface StoredOrder {
  id: number;
  booking_no: string;
  company_id: string;
  company_code: string;
  created_by: string | null;
  status: BookingStatus;
  amend_status: AmendStatus | null;
  cancel_status: CancelStatus | null;
  version: number;
  body: BookingWire;
  carrier_code: string;
  pol_code: string;
  vessel_call_id: string | null;
  cgo_id: string | null;
  release: Record<string, unknown> | null;
  source: string;
}

/**
 * A booking's vessel call at its POL (SQL over `o`, a booking_orders row): the call picked when it was
 * made, else the released vessel and voyage's call there. The round (sailed, completed) and the
 * milestones read the sailing's actual times from it.
 */
export const CALL_AT_POL = `coalesce(o.vessel_call_id, (select x.id from vessel_call_directory x join vessel_directory v on v.id = x.vessel_id
   where x.port_code = o.pol_code and upper(v.name) = upper(o.release->>'ConfirmedVessel') and x.voyage = o.release->>'ConfirmedVoyage'
   order by x.seq limit 1))`;

/** A carrier's confirmation held for the desk's check (issue 32): the desk's event, never shown to the customer. */
export const HELD_EVENT = 'v1.CarrierConfirmationHeld';

/** The platform's staff see every customer's bookings; anyone else, their own company's. */
export const seesAll = (actor: Actor) => actor.companyKind === 'platform';

export const SCOPE = `(o.company_id = $2 or $3::boolean)`;
export const scopeParams = (actor: Actor) => [actor.companyId, seesAll(actor)];

/** A booking order as the moves read it, locked for the transaction's change. */
const LOCKED = `select o.id::int as id, o.booking_no, o.company_id::text as company_id, c.code as company_code, o.created_by::text as created_by,
            o.status, o.amend_status, o.cancel_status, o.version, o.body, o.carrier_code, o.pol_code,
            o.vessel_call_id::text as vessel_call_id, o.cgo_id, o.release, o.source
       from booking_orders o join company_directory c on c.id = o.company_id where o.id = $1`;

/** One order the actor may see, locked for the transaction's change; undefined when there is none (404, never "forbidden"). */
export async function lockOrder(tx: Queryable, actor: Actor, id: number): Promise<StoredOrder | undefined> {
  const [o] = await tx.query<StoredOrder>(`${LOCKED} and ${SCOPE} for update of o`, [id, ...scopeParams(actor)]);
  return o;
}

/** An order by id for the system (a carrier receipt): no actor scope. */
export async function lockOrderById(tx: Queryable, id: number): Promise<StoredOrder | undefined> {
  const [o] = await tx.query<StoredOrder>(`${LOCKED} for update of o`, [id]);
  return o;
}

export async function appendEvent(
  tx: Queryable,
  bookingId: number,
  actorId: string | null,
  type: string,
  remarks = '',
  detail: Record<string, unknown> = {},
  simulated = false,
): Promise<void> {
  await tx.query('insert into booking_events (booking_id, actor_id, type, remarks, detail, simulated) values ($1, $2, $3, $4, $5, $6)', [
    bookingId,
    actorId,
    type,
    remarks,
    JSON.stringify(detail),
    simulated,
  ]);
}

/** The wire's facts the lists filter on, as columns beside the wire itself. */
export const wireColumns = (w: BookingWire) => [
  JSON.stringify(w),
  (w.CarrierCode ?? '').trim().toUpperCase(),
  (w.PolCode ?? '').trim().toUpperCase(),
  (w.PodCode ?? '').trim().toUpperCase(),
  w.ExpectedEtd || null,
  (w.ShipperRef ?? '').trim(),
  w.VesselCallId ?? null,
];

/** Codes in capitals and trimmed, the way they are stored and checked. */
export function normaliseWire(w: BookingWire): BookingWire {
  const up = (v: string | undefined) => (v === undefined ? undefined : v.trim().toUpperCase());
  return {
    ...w,
    CarrierCode: up(w.CarrierCode)!,
    PolCode: up(w.PolCode)!,
    PodCode: up(w.PodCode)!,
    PorCode: up(w.PorCode),
    FndCode: up(w.FndCode),
    ViaCode: up(w.ViaCode),
    PayableAtCode: up(w.PayableAtCode),
    PackageKind: up(w.PackageKind),
    Equipment: w.Equipment?.map((e) => ({ ...e, ContainerClass: e.ContainerClass.trim().toUpperCase() })),
  };
}

export const notFound = <T>() => missing<T>('No such booking.', '没有这份订舱单。');
export const stale = <T>() =>
  no<T>(
    'STALE',
    'Someone changed this booking since you opened it: reload it, then make your change again.',
    '您打开这份订舱单之后，已有人修改了它：请重新加载后再操作。',
  );

/** The desk's people: the platform's active employees who may accept bookings (they hear of SLA breaches and carrier amendments). */
export const deskPeople = (q: Queryable): Promise<{ id: string }[]> =>
  employeesHoldingButton(q, { companyKind: 'platform', page: BOOKING_PAGES.desk, button: 'accept' });

/**
 * Who hears of a booking on the customer's side: the customer's employee who booked it; when the
 * desk booked on the customer's behalf (or that person has left), the customer company's active admins.
 */
export async function tellCustomer(q: Queryable, o: { id: number; company_id: string; created_by: string | null }, zh: string, en: string): Promise<Told[]> {
  const people = await q.query<{ id: string }>(
    `select e.id::text from employee_directory e where e.company_id = $1 and e.status = 'active'
        and (e.id = $2::bigint or (e.is_admin and not exists (select 1 from employee_directory b where b.id = $2::bigint and b.company_id = $1 and b.status = 'active')))`,
    [o.company_id, o.created_by],
  );
  const told: Told[] = [];
  for (const p of people) told.push(await tell(q, { employeeId: p.id }, zh, en, `${BOOKING_PAGES.detail}?id=${o.id}`));
  return told;
}

/** The active places among `codes`, with their UN/LOCODE functions. */
export async function activePorts(q: Queryable, codes: string[]): Promise<{ code: string; functions: string }[]> {
  return (await portsOf(q, codes)).filter((p) => p.status === 'ACTIVE').map((p) => ({ code: p.code, functions: p.functions }));
}

/** An active carrier's booking settings (its configuration's, or the defaults). */
export async function carrierBookingFacts(q: Queryable, carrierCode: string) {
  return q.query<{ code: string; online: boolean; fields: string[]; lead: number }>(
    `select c.code, coalesce(g.online_bookable, true) as online, coalesce(g.required_fields, '{}') as fields,
            coalesce(g.min_lead_hours_before_dco, 24) as lead
       from carrier_directory c left join booking_carrier_configs g on g.carrier_code = c.code where c.code = $1 and c.status = 'ACTIVE'`,
    [carrierCode],
  );
}

/** A sailing's cut-offs; undefined when there is no such sailing. */
export async function sailingCutOffs(q: Queryable, vesselCallId: number) {
  const call = await sailingOf(q, vesselCallId);
  return call && { cut_offs: call.cut_offs };
}

export async function sailingExists(q: Queryable, vesselCallId: number): Promise<boolean> {
  return (await sailingOf(q, vesselCallId)) !== undefined;
}

/** An active customer company by id (never the platform's). */
export async function activeCustomer(q: Queryable, companyId: number): Promise<string | undefined> {
  const [c] = await q.query<{ id: string }>(`select id::text from company_directory where id = $1 and kind <> 'platform' and status = 'active'`, [companyId]);
  return c?.id;
}

/** A draft's wire saved (its version moves on). */
export async function writeDraft(tx: Queryable, orderId: number, wire: BookingWire): Promise<void> {
  await tx.query(
    `update booking_orders set body = $2, carrier_code = $3, pol_code = $4, pod_code = $5, expected_etd = $6, shipper_ref = $7, vessel_call_id = $8,
            version = version + 1, updated_at = now() where id = $1`,
    [orderId, ...wireColumns(wire)],
  );
}

/** A new draft row (BK + YYMM + a sequence); a `preview` takes no number from the sequence. */
export async function insertDraft(
  tx: Queryable,
  d: { company: string; createdBy: string; onBehalfBy: string | null; source: string; wire: BookingWire; preview: boolean },
): Promise<{ id: number; booking_no: string }> {
  const number = d.preview
    ? `'PREVIEW-' || gen_random_uuid()`
    : `'BK' || to_char(now() at time zone 'Asia/Shanghai', 'YYMM') || lpad(nextval('booking_no_seq')::text, 6, '0')`;
  const [made] = await tx.query<{ id: number; booking_no: string }>(
    `insert into booking_orders (booking_no, company_id, created_by, on_behalf_by, source, body, carrier_code, pol_code, pod_code, expected_etd, shipper_ref, vessel_call_id)
     values (${number}, $1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $11)
     returning id::int, booking_no`,
    [d.company, d.createdBy, d.onBehalfBy, d.source, ...wireColumns(d.wire)],
  );
  return made!;
}

/** A new order already booked (a ready-space order's S/O release), with its frozen price. */
export async function insertBooked(
  tx: Queryable,
  b: { companyId: string; createdBy: string | null; handlerId: string | null; source: string; wire: BookingWire; price?: Record<string, unknown> },
): Promise<{ id: number }> {
  const [made] = await tx.query<{ id: number }>(
    `insert into booking_orders (booking_no, company_id, created_by, handler_id, source, body, carrier_code, pol_code, pod_code, expected_etd, shipper_ref,
                                 vessel_call_id, price_snapshot, status, submitted_at)
     values ('BK' || to_char(now() at time zone 'Asia/Shanghai', 'YYMM') || lpad(nextval('booking_no_seq')::text, 6, '0'),
             $1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $11, $12, 'BOOKED', now())
     returning id::int`,
    [b.companyId, b.createdBy, b.handlerId, b.source, ...wireColumns(b.wire), b.price ? JSON.stringify(b.price) : null],
  );
  return made!;
}

/** R6.11: what a company's submission with this key asked and answered. */
export async function submissionOfKey<A>(q: Queryable, companyId: string, key: string) {
  const [r] = await q.query<{ request_hash: string; answer: A }>(
    'select request_hash, answer from booking_submissions where company_id = $1 and idempotency_key = $2',
    [companyId, key],
  );
  return r;
}

/** R6.11: the submission's answer kept with its key, for a retry to replay. */
export async function keepSubmission(tx: Queryable, companyId: string, key: string, hash: string, orderId: number, answer: unknown): Promise<void> {
  await tx.query('insert into booking_submissions (company_id, idempotency_key, request_hash, booking_id, answer) values ($1, $2, $3, $4, $5)', [
    companyId,
    key,
    hash,
    orderId,
    JSON.stringify(answer),
  ]);
}

/** R6.11: a booking of the company with the same reference, lane and departure submitted within ten minutes. */
export async function recentTwin(tx: Queryable, o: StoredOrder, shipperRef: string): Promise<{ booking_no: string } | undefined> {
  const [twin] = await tx.query<{ booking_no: string }>(
    `select booking_no from booking_orders where company_id = $1 and id <> $2 and shipper_ref = $3 and pol_code = $4 and pod_code = $5
        and expected_etd is not distinct from $6::date and submitted_at > now() - interval '10 minutes'`,
    [o.company_id, o.id, shipperRef, o.pol_code, o.body.PodCode, o.body.ExpectedEtd || null],
  );
  return twin;
}

/** The order submitted: its price frozen (when there is one), the desk's remarks cleared. */
export async function markSubmitted(tx: Queryable, orderId: number, price: unknown): Promise<void> {
  await tx.query(
    `update booking_orders set status = 'SUBMITTED', price_snapshot = coalesce($2, price_snapshot), submitted_at = now(), desk_remarks = '',
            version = version + 1, updated_at = now() where id = $1`,
    [orderId, price ? JSON.stringify(price) : null],
  );
}

/** The customer companies staff may book for, named in the reader's language (at most 500). */
export async function bookableCustomers(q: Queryable, lang: string) {
  return q.query<{ CompanyId: number; Code: string; Name: string }>(
    `select id::int as "CompanyId", code as "Code", case when $1 = 'en' then name_en else name_zh end as "Name"
       from company_directory where kind = 'customer' and status = 'active' order by name_zh limit 500`,
    [lang],
  );
}

/** R6.10: the customer's amendment request kept; an answer to the desk's "amendment required" releases the booking again. */
export async function markAmendRequested(tx: Queryable, orderId: number, request: unknown): Promise<void> {
  await tx.query(
    `update booking_orders set amend_status = 'AMENDMENT_RECEIVED', amend_request = $2, status = case when status = 'AMEND_REQUIRED' then 'RELEASED' else status end,
                  version = version + 1, updated_at = now() where id = $1`,
    [orderId, JSON.stringify(request)],
  );
}

/** The customer withdrew the open amendment request. */
export async function markAmendWithdrawn(tx: Queryable, orderId: number): Promise<void> {
  await tx.query(
    `update booking_orders set amend_status = 'AMENDMENT_CANCELLED', amend_request = null, version = version + 1, updated_at = now() where id = $1`,
    [orderId],
  );
}

/** The changes the open amendment request asks for. */
export async function amendChanges<C>(tx: Queryable, orderId: number): Promise<C> {
  const [row] = await tx.query<{ amend_request: { Changes: C } }>('select amend_request from booking_orders where id = $1', [orderId]);
  return row!.amend_request.Changes;
}

/** The desk declined the amendment, its remarks for the customer. */
export async function markAmendDeclined(tx: Queryable, orderId: number, remarks: string): Promise<void> {
  await tx.query(
    `update booking_orders set amend_status = 'AMENDMENT_DECLINED', amend_request = null, desk_remarks = $2, version = version + 1, updated_at = now() where id = $1`,
    [orderId, remarks],
  );
}

/** The desk confirmed the amendment: the changed wire and release written. */
export async function markAmendConfirmed(tx: Queryable, orderId: number, body: BookingWire, release: Record<string, unknown> | null): Promise<void> {
  await tx.query(
    `update booking_orders set amend_status = 'AMENDMENT_CONFIRMED', amend_request = null, body = $2, release = $3, expected_etd = $4::date,
                  version = version + 1, updated_at = now() where id = $1`,
    [orderId, JSON.stringify(body), release ? JSON.stringify(release) : null, body.ExpectedEtd || null],
  );
}

/** R6.10: the customer's cancellation request received, or the desk's decline of it (confirming it is a move: moves.ts). */
export async function markCancelStatus(tx: Queryable, orderId: number, status: 'CANCELLATION_RECEIVED' | 'CANCELLATION_DECLINED'): Promise<void> {
  await tx.query(`update booking_orders set cancel_status = '${status}', version = version + 1, updated_at = now() where id = $1`, [orderId]);
}

/** The booking code the desk books under, and the contract number (约号) it stands for, written on the order. */
export async function setBookCode(tx: Queryable, orderId: number, code: string, contractNo: string): Promise<void> {
  await tx.query('update booking_orders set book_code = $2, contract_no = $3 where id = $1', [orderId, code, contractNo]);
}

/** The contract number of the booking code on the order (written in the caller's transaction), or null. */
export async function contractNoOf(q: Queryable, orderId: number): Promise<string | null | undefined> {
  const [contract] = await q.query<{ no: string | null }>('select contract_no as no from booking_orders where id = $1', [orderId]);
  return contract?.no;
}

/** A move of the status table written: the status, the desk's remarks when given, the handler (the first desk person to move it), a confirmed cancellation. */
export async function writeMove(tx: Queryable, orderId: number, to: string, remarks: string, handlerId: string | null): Promise<void> {
  await tx.query(
    `update booking_orders set status = $2, desk_remarks = case when $3 = '' then desk_remarks else $3 end,
            handler_id = coalesce(handler_id, $4), cancel_status = case when $2 = 'CANCELLED' and cancel_status is not null then 'CANCELLATION_CONFIRMED' else cancel_status end,
            version = version + 1, updated_at = now() where id = $1`,
    [orderId, to, remarks, handlerId],
  );
}

/** The platform's active companies (their staff hear of every booking's change). */
export async function platformCompanyIds(q: Queryable): Promise<string[]> {
  const platform = await q.query<{ id: string }>(`select id::text from company_directory where kind = 'platform' and status = 'active'`);
  return platform.map((c) => c.id);
}

/** A customer company by id (never the platform's), whatever its status. */
export async function customerCompany(q: Queryable, companyId: number): Promise<string | undefined> {
  const [c] = await q.query<{ id: string }>(`select id::text from company_directory where id = $1 and kind = 'customer'`, [companyId]);
  return c?.id;
}

/** A booking order's cargo as its customer gave it: totals, and per container type the units and weight per unit. */
export interface BookedCargo {
  commodity: string;
  hsCode: string;
  packages: number | null;
  packageKind: string;
  grossKg: number | null;
  cbm: number | null;
  equipment: { type: string; units: number; grossKgPerUnit: number | null }[];
}

/**
 * What the booking order behind a cargo record said of its cargo (the one released last): the packing
 * list's goods start from it (issue 45: they started empty although the booking knew the commodity,
 * HS code and weight). Undefined when no booking order made the record.
 */
export async function bookedCargoOf(q: Queryable, cgoId: string): Promise<BookedCargo | undefined> {
  const [o] = await q.query<{ body: BookingWire }>('select body from booking_orders where cgo_id = $1 order by released_at desc nulls last, id desc limit 1', [
    cgoId,
  ]);
  if (!o) return undefined;
  const w = o.body;
  return {
    commodity: w.Commodity ?? '',
    hsCode: w.HsCode ?? '',
    packages: w.Packages ?? null,
    packageKind: w.PackageKind ?? '',
    grossKg: w.GrossKg ?? null,
    cbm: w.Cbm ?? null,
    equipment: (w.Equipment ?? []).map((e) => ({ type: e.ContainerClass, units: e.Units, grossKgPerUnit: e.GrossKgPerUnit ?? null })),
  };
}
