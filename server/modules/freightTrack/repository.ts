import type { Db, Queryable } from '../../db/types';
import { EVENT_COLUMNS, EVENT_FROM, type EventDbRow } from '../containerEvents/public';
import { TRACK_ROW_SQL, TRACK_SCOPE } from './listRow';
import { companyKindOf } from '../companies/public';
import { postMessages } from '../messages/public';
import { carrierCodes } from '../refdata/public';

/** The tracking subscriptions' SQL (operations.md §8.1, migration 069). */

export interface SubRow {
  id: number;
  companyId: string;
  refType: 'CONTAINER' | 'BOOKING' | 'MBL' | 'HBL';
  ref: string;
  carrier: string | null;
  cgoId: string | null;
  status: number;
  errors: number;
  notFound: number;
  firstNotFoundAt: string | null;
  refreshedAt: string | null;
  deliveredAt: string | null;
  delayToldHours: number;
  /** The first ETA we were told (kept: a carrier's newer estimate may replace the old one in place). */
  firstEta: string | null;
  createdBy: string | null;
  containers: string[];
  docRefs: string[];
}

const SUB_COLUMNS = `s.id::int as id, s.company_id::text as "companyId", s.trk_ref_type as "refType", s.trk_ref as ref, s.trk_carrier as carrier,
  s.trk_cgo_id as "cgoId", s.trk_status::int as status, s.trk_errors::int as errors, s.trk_not_found::int as "notFound",
  s.trk_first_not_found_at::text as "firstNotFoundAt", s.trk_refreshed_at::text as "refreshedAt", s.trk_delivered_at::text as "deliveredAt",
  s.trk_delay_told_hours::int as "delayToldHours", to_char(s.trk_first_eta at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS"Z"') as "firstEta", s.created_by::text as "createdBy", s.trk_containers as containers, s.trk_doc_refs as "docRefs"`;

/** Every carrier's code (any status): reference data's (issue 46). */
export const knownCarriers = (q: Queryable): Promise<Set<string>> => carrierCodes(q);

/** A live subscription (not stopped) of this company to this reference: "already tracked". */
export async function liveSubscription(q: Queryable, companyId: string, refType: string, ref: string): Promise<number | undefined> {
  const [row] = await q.query<{ id: number }>(
    'select id::int from tracking_subscriptions where company_id = $1::bigint and trk_ref_type = $2 and trk_ref = $3 and trk_status <> 6',
    [companyId, refType, ref],
  );
  return row?.id;
}

export async function insertSubscription(
  q: Queryable,
  s: {
    companyId: string;
    refType: string;
    ref: string;
    carrier: string | null;
    cgoId: string | null;
    createdBy: string | null;
    simulated: boolean;
    containers: string[];
  },
): Promise<number> {
  const [row] = await q.query<{ id: number }>(
    `insert into tracking_subscriptions (company_id, trk_ref_type, trk_ref, trk_carrier, trk_cgo_id, created_by, trk_simulated, trk_containers)
     values ($1::bigint, $2, $3, $4, $5, $6::bigint, $7, $8::text[]) returning id::int`,
    [s.companyId, s.refType, s.ref, s.carrier, s.cgoId, s.createdBy, s.simulated, s.containers],
  );
  return row!.id;
}

/** One subscription, locked, if the reader may see it (the platform's staff every one: `companyId` null). */
export async function lockSubscription(q: Queryable, id: number, companyId: string | null): Promise<SubRow | undefined> {
  const [row] = await q.query<SubRow>(
    `select ${SUB_COLUMNS} from tracking_subscriptions s where s.id = $1 and ($2::bigint is null or s.company_id = $2::bigint) for update`,
    [id, companyId],
  );
  return row;
}

export async function readSubscription(q: Queryable | Db, id: number, companyId: string | null): Promise<SubRow | undefined> {
  const [row] = await q.query<SubRow>(
    `select ${SUB_COLUMNS} from tracking_subscriptions s where s.id = $1 and ($2::bigint is null or s.company_id = $2::bigint)`,
    [id, companyId],
  );
  return row;
}

/** The subscriptions due a poll by `now` (pending and active), the most overdue first. */
export async function dueSubscriptions(q: Queryable | Db, now: Date, limit: number): Promise<number[]> {
  const rows = await q.query<{ id: number }>(
    `select id::int from tracking_subscriptions where trk_status in (1, 2) and trk_next_poll_at <= $1::timestamptz order by trk_next_poll_at, id limit $2`,
    [now.toISOString(), limit],
  );
  return rows.map((r) => r.id);
}

export async function setStatus(q: Queryable, id: number, status: number): Promise<void> {
  await q.query('update tracking_subscriptions set trk_status = $2, updated_at = now() where id = $1', [id, status]);
}

export async function markRefresh(q: Queryable, id: number, now: Date, status: number): Promise<void> {
  await q.query(
    `update tracking_subscriptions set trk_refreshed_at = $2::timestamptz, trk_next_poll_at = $2::timestamptz, trk_status = $3::smallint,
       trk_errors = case when $3::smallint = 1 then 0 else trk_errors end, trk_not_found = case when $3::smallint = 1 then 0 else trk_not_found end,
       trk_first_not_found_at = case when $3::smallint = 1 then null else trk_first_not_found_at end, updated_at = now() where id = $1`,
    [id, now.toISOString(), status],
  );
}

/** After a poll: the state, the counters, the next poll and the error said. */
export async function recordPoll(
  q: Queryable,
  id: number,
  p: { status: number; errors: number; notFound: number; firstNotFoundAt: string | null; polledAt: Date; nextAt: Date; error: string },
): Promise<void> {
  await q.query(
    `update tracking_subscriptions set trk_status = $2, trk_errors = $3, trk_not_found = $4, trk_first_not_found_at = $5::timestamptz,
       trk_last_polled_at = $6::timestamptz, trk_next_poll_at = $7::timestamptz, trk_last_error = $8, updated_at = now() where id = $1`,
    [id, p.status, p.errors, p.notFound, p.firstNotFoundAt, p.polledAt.toISOString(), p.nextAt.toISOString(), p.error],
  );
}

export interface Summary {
  vessel: string;
  voyage: string;
  pol: string;
  pod: string;
  etd: string | null;
  atd: string | null;
  eta: string | null;
  firstEta: string | null;
  ata: string | null;
  milestone: string;
  delayHours: number;
  exceptions: string[];
  containers: string[];
  deliveredAt: string | null;
}

export async function saveSummary(q: Queryable, id: number, s: Summary): Promise<void> {
  await q.query(
    `update tracking_subscriptions set trk_vessel = $2, trk_voyage = $3, trk_pol = $4, trk_pod = $5, trk_etd = $6::timestamptz, trk_atd = $7::timestamptz,
       trk_eta = $8::timestamptz, trk_first_eta = $9::timestamptz, trk_ata = $10::timestamptz, trk_milestone = $11, trk_delay_hours = $12,
       trk_exceptions = $13::text[], trk_containers = $14::text[], trk_delivered_at = $15::timestamptz, updated_at = now() where id = $1`,
    [id, s.vessel, s.voyage, s.pol, s.pod, s.etd, s.atd, s.eta, s.firstEta, s.ata, s.milestone, s.delayHours, s.exceptions, s.containers, s.deliveredAt],
  );
}

export async function setDelayTold(q: Queryable, id: number, hours: number): Promise<void> {
  await q.query('update tracking_subscriptions set trk_delay_told_hours = $2 where id = $1', [id, hours]);
}

/** The subscriptions following these containers or bookings (a stored event concerns them). */
export async function subscriptionsOf(
  q: Queryable | Db,
  containers: readonly string[],
  cgoIds: readonly string[],
): Promise<{ id: number; companyId: string }[]> {
  return q.query(
    `select id::int, company_id::text as "companyId" from tracking_subscriptions where trk_status <> 6 and (trk_containers && $1::text[] or trk_cgo_id = any($2::text[]))`,
    [[...containers], [...cgoIds]],
  );
}

/** The platform's companies (their staff read every subscription). */
export async function platformCompanies(q: Queryable | Db): Promise<string[]> {
  return (await q.query<{ id: string }>(`select id::text from company_directory where kind = 'platform' and status = 'active'`)).map((r) => r.id);
}

export async function companiesOf(q: Queryable | Db, ids: readonly number[]): Promise<{ id: number; companyId: string }[]> {
  return q.query('select id::int, company_id::text as "companyId" from tracking_subscriptions where id = any($1::bigint[])', [[...ids]]);
}

/**
 * What a tracked shipment's projection reads: its containers' equipment events, the vessel events of
 * the voyages those boxes were loaded on or discharged from (and of its booking's voyage), the
 * carrier's shipment events of its booking or B/L, and every retraction naming one of them.
 */
export async function shipmentEvents(
  q: Queryable | Db,
  o: { containers: readonly string[]; voyages: readonly { vessel: string; voyage: string }[]; docRefs: readonly string[] },
): Promise<EventDbRow[]> {
  return q.query<EventDbRow>(
    `with boxes as (select e.evt_id, upper(e.evt_vessel_name) as vessel, upper(e.evt_voyage) as voyage from tracking_event_facts e where e.evt_equipment_ref = any($1::text[])),
          voyages as (select vessel, voyage from boxes where voyage <> ''
                      union select upper(v->>'vessel'), upper(v->>'voyage') from jsonb_array_elements($2::jsonb) v),
          own as (
            select evt_id from boxes
            union select e.evt_id from tracking_event_facts e join voyages v on upper(e.evt_vessel_name) = v.vessel and upper(e.evt_voyage) = v.voyage
             where e.evt_type = 'TRANSPORT' and e.evt_equipment_ref = ''
            union select e.evt_id from tracking_event_facts e where e.evt_type = 'SHIPMENT' and e.evt_doc_ref = any($3::text[])
          )
     select ${EVENT_COLUMNS} from ${EVENT_FROM}
      where e.evt_id in (select evt_id from own) or e.evt_retracts in (select evt_id from own)
      order by e.evt_at, e.evt_id`,
    [[...o.containers], JSON.stringify(o.voyages), [...o.docRefs].filter(Boolean)],
  );
}

export const companyKind = (q: Queryable, companyId: string): Promise<string | undefined> => companyKindOf(q, companyId);

/** A message to one employee, or to all of a company (through the messages module, which owns them). */
export async function messageOwner(
  q: Queryable,
  to: { employeeId: string } | { companyId: string },
  m: { title: string; titleEn: string; description: string; link: string },
): Promise<void> {
  await postMessages(q, [{ ...m, to }]);
}

/** The transport documents a carrier's answer named for this subscription, added to those known. */
export async function addDocRefs(q: Queryable, id: number, refs: readonly string[]): Promise<void> {
  if (!refs.length) return;
  await q.query(
    `update tracking_subscriptions set trk_doc_refs = array(select distinct x from unnest(trk_doc_refs || $2::text[]) x order by 1) where id = $1`,
    [id, [...refs]],
  );
}

/** One subscription as the list shows it (its stored summary), when the reader may see it: staff any, a company its own. */
export async function trackListRow(q: Queryable | Db, id: number, companyId: string, platform: boolean): Promise<Record<string, unknown> | undefined> {
  const [row] = await q.query<Record<string, unknown>>(`${TRACK_ROW_SQL} where ${TRACK_SCOPE} and s.id = $3`, [companyId, platform, id]);
  return row;
}
