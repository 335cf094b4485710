import type { BookingOrder, CarrierMessage } from '../../../src/contract/booking/calls';
import type { ThirdPartyRow } from '../../../src/contract/booking/quickCalls';
import type { MilestoneFacts } from '../../../src/domain/booking/milestones';
import type { Queryable } from '../../db/types';
import type { Actor } from '../../platform/access/grants';
import { CALL_AT_POL, HELD_EVENT, SCOPE, scopeParams, seesAll } from './orderRepository';

/** The bookings' reads as their pages show them (readService.ts answers them): one order, its milestones' facts, its carrier messages, the third-party bookings. */

const iso = (v: unknown) => (v ? new Date(v as string).toISOString() : null);

/**
 * The third party a booking was placed through (BookThirdDetail): the company owning the rate its
 * price was frozen from, when that is not the platform — a provider's rate shared with us.
 */
export const PROVIDER = `coalesce(case when o.source = 'READY_SPACE' then o.price_snapshot->>'ProviderName' end,
  (select pc.name_zh from fcl_rate_directory r join company_directory pc on pc.id = r.owner_company_id
   where r.id = (o.price_snapshot->>'RateId')::bigint and pc.kind <> 'platform'))`;

export async function readOrder(db: Queryable, actor: Actor, id: number): Promise<BookingOrder | undefined> {
  const [o] = await db.query<{
    id: number;
    booking_no: string;
    company_id: number;
    company_name: string;
    created_by: string | null;
    on_behalf: string | null;
    handler: string | null;
    source: BookingOrder['Source'];
    status: BookingOrder['Status'];
    amend_status: BookingOrder['AmendStatus'];
    cancel_status: BookingOrder['CancelStatus'];
    desk_remarks: string;
    amend_request: { Changes: Record<string, unknown>; Reason: string; FeeWarning?: boolean } | null;
    body: BookingOrder['Wire'];
    carrier_name: string | null;
    pol_name: string | null;
    pod_name: string | null;
    zone: string | null;
    price_snapshot: { RateNo?: string; QuoteNo?: string; OptionNo?: number; Totals: string; ValidTo: string } | null;
    release: BookingOrder['Release'];
    held_release: BookingOrder['HeldRelease'];
    cgo_id: string | null;
    provider: string | null;
    submitted_at: unknown;
    created_at: unknown;
    version: number;
  }>(
    `select o.id::int, o.booking_no, o.company_id::int, c.name_zh as company_name, ce.name as created_by, be.name as on_behalf, he.name as handler,
            o.source, o.status, o.amend_status, o.cancel_status, o.desk_remarks, o.amend_request, o.body, ca.name as carrier_name,
            pl.name_zh as pol_name, pd.name_zh as pod_name, coalesce(nullif(pl.time_zone, ''), 'Asia/Shanghai') as zone,
            o.price_snapshot, o.release, o.held_release, o.cgo_id, o.submitted_at, o.created_at, o.version, ${PROVIDER} as provider
       from booking_orders o join company_directory c on c.id = o.company_id
       left join employee_directory ce on ce.id = o.created_by left join employee_directory be on be.id = o.on_behalf_by left join employee_directory he on he.id = o.handler_id
       left join carrier_directory ca on ca.code = o.carrier_code left join port_directory pl on pl.code = o.pol_code left join port_directory pd on pd.code = o.pod_code
      where o.id = $1 and ${SCOPE}`,
    [id, ...scopeParams(actor)],
  );
  if (!o) return undefined;
  const staff = seesAll(actor);
  const events = await db.query<{ at: unknown; type: string; by: string | null; remarks: string; simulated: boolean }>(
    `select ev.at, ev.type, e.name as by, ev.remarks, ev.simulated from booking_events ev left join employee_directory e on e.id = ev.actor_id
      where ev.booking_id = $1 and ($2::boolean or ev.type <> $3) order by ev.id`,
    // a confirmation held for the desk's check is the desk's: the customer is told by the release
    [id, staff, HELD_EVENT],
  );
  const [channel] = staff
    ? await db.query<{ status: string; attempts: number; simulated: boolean }>(
        `select status, attempts, simulated from outbound_message_facts where doc_type = 'BOOKING' and doc_id = $1 order by id desc limit 1`,
        [id],
      )
    : [];
  return {
    Id: o.id,
    BookingNo: o.booking_no,
    CompanyId: o.company_id,
    CompanyName: o.company_name,
    CreatedBy: o.created_by ?? '',
    OnBehalfBy: o.on_behalf,
    HandlerName: o.handler,
    Source: o.source,
    Status: o.status,
    AmendStatus: o.amend_status,
    CancelStatus: o.cancel_status,
    DeskRemarks: o.desk_remarks,
    AmendRequest: o.amend_request ? { Changes: o.amend_request.Changes, Reason: o.amend_request.Reason, FeeWarning: !!o.amend_request.FeeWarning } : null,
    Wire: o.body,
    CarrierName: o.carrier_name ?? '',
    PolName: o.pol_name ?? '',
    PodName: o.pod_name ?? '',
    PolTimeZone: o.zone ?? 'Asia/Shanghai',
    Price: o.price_snapshot
      ? {
          RateNo: o.price_snapshot.RateNo ?? '',
          ...(o.price_snapshot.QuoteNo ? { QuoteNo: o.price_snapshot.QuoteNo } : {}),
          ...(o.price_snapshot.OptionNo ? { OptionNo: o.price_snapshot.OptionNo } : {}),
          Totals: o.price_snapshot.Totals,
          ValidTo: o.price_snapshot.ValidTo,
        }
      : null,
    Provider: o.provider ? { CompanyName: o.provider, Kind: o.source === 'READY_SPACE' ? 'READY_SPACE' : 'SHARED_RATE' } : null,
    Release: o.release,
    CgoId: o.cgo_id,
    ...(staff ? { HeldRelease: o.status === 'BOOKED' ? o.held_release : null } : {}),
    ...(staff
      ? { Channel: channel ? { Name: 'CARRIER_BOOKING', Simulated: channel.simulated, State: channel.status, Attempts: channel.attempts } : null }
      : {}),
    SubmittedAt: iso(o.submitted_at),
    CreatedAt: iso(o.created_at)!,
    Version: o.version,
    Events: events.map((e) => ({
      At: iso(e.at)!,
      Type: e.type,
      By: e.by ?? (e.simulated ? 'SIM' : ''),
      Remarks: e.remarks,
      Simulated: e.simulated,
    })),
  };
}

export async function carrierMessages(db: Queryable, id: number): Promise<CarrierMessage[]> {
  const rows = await db.query<{
    id: number;
    kind: string;
    status: string;
    attempts: number;
    last_error: string;
    external_ref: string | null;
    simulated: boolean;
    created_at: unknown;
  }>(
    `select id::int, kind, status, attempts, last_error, external_ref, simulated, created_at from outbound_message_facts where doc_type = 'BOOKING' and doc_id = $1 order by id`,
    [id],
  );
  const out: CarrierMessage[] = [];
  for (const m of rows) {
    const receipts = await db.query<{ seq: number; code: string; text: string; received_at: unknown; processed_at: unknown }>(
      'select seq, code, text, received_at, processed_at from inbound_receipt_facts where message_id = $1 order by seq, id',
      [m.id],
    );
    out.push({
      Id: m.id,
      Kind: m.kind,
      Status: m.status,
      Attempts: m.attempts,
      LastError: m.last_error,
      ExternalRef: m.external_ref ?? '',
      Simulated: m.simulated,
      CreatedAt: iso(m.created_at)!,
      Receipts: receipts.map((r) => ({ Seq: r.seq, Code: r.code, Text: r.text, ReceivedAt: iso(r.received_at)!, Applied: r.processed_at != null })),
    });
  }
  return out;
}

/** The bookings placed through a third party (BookThirdDetail) the actor may see, newest first (at most 200). */
export async function thirdPartyBookings(q: Queryable, actor: Actor): Promise<ThirdPartyRow[]> {
  return q.query<ThirdPartyRow>(
    `select * from (select o.id::int as "Id", o.booking_no as "BookingNo", o.status as "Status", ${PROVIDER} as "ProviderName",
                           o.carrier_code as "CarrierCode", o.pol_code as "PolCode", o.pod_code as "PodCode", o.expected_etd::text as "ExpectedEtd"
                      from booking_orders o where o.company_id = $1 or $2::boolean) x
      where x."ProviderName" is not null order by x."Id" desc limit 200`,
    scopeParams(actor),
  );
}

/**
 * What an order's milestones (OrderTracking/Get) are made of, from what the product knows: the
 * booking's events, its release, its sailing's calls (the picked call, else the released vessel and
 * voyage at the POL) and the SIs on its cargo record. Undefined when the actor may not see the booking (404).
 */
export async function milestoneFacts(db: Queryable, actor: Actor, id: number): Promise<MilestoneFacts | undefined> {
  const [row] = await db.query<{
    submitted_at: string | null;
    accepted_at: string | null;
    released_at: string | null;
    atd: string | null;
    etd: string | null;
    ata: string | null;
    eta: string | null;
    sis: number;
    sis_approved: number;
    last_approved_at: string | null;
  }>(
    `with o as (select o.* from booking_orders o where o.id = $1 and ${SCOPE}),
          pol as (select c.* from o join vessel_call_directory c on c.id = ${CALL_AT_POL}),
          pod as (select a.* from o, pol join vessel_call_directory a on a.vessel_id = pol.vessel_id and a.voyage = pol.voyage and a.seq > pol.seq
                   where a.port_code = o.body->>'PodCode' order by a.seq limit 1)
     select (select min(e.at)::text from booking_events e where e.booking_id = o.id and e.type = 'v1.BookingSubmitted') as submitted_at,
            (select min(e.at)::text from booking_events e where e.booking_id = o.id and e.type = 'v1.BookingAccepted') as accepted_at,
            o.released_at::text,
            (select atd::text from pol) as atd, (select coalesce(etd_estimated, etd_planned)::text from pol) as etd,
            (select ata::text from pod) as ata, (select coalesce(eta_estimated, eta_planned)::text from pod) as eta,
            (select count(*)::int from si_facts s where s.cgo_id = o.cgo_id and not s.deleted and s.status <> 4) as sis,
            (select count(*)::int from si_facts s where s.cgo_id = o.cgo_id and not s.deleted and s.status = 2) as sis_approved,
            (select max(s.reviewer_date)::text from si_facts s where s.cgo_id = o.cgo_id and not s.deleted and s.status = 2) as last_approved_at
       from o`,
    [id, ...scopeParams(actor)],
  );
  if (!row) return undefined;
  return {
    submittedAt: iso(row.submitted_at),
    acceptedAt: iso(row.accepted_at),
    releasedAt: iso(row.released_at),
    atd: iso(row.atd),
    etd: iso(row.etd),
    ata: iso(row.ata),
    eta: iso(row.eta),
    sis: row.sis,
    sisApproved: row.sis_approved,
    lastApprovedAt: iso(row.last_approved_at),
  };
}
