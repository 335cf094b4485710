import { docsWithEvent } from '../../platform/spine/docEvents';
import type { Queryable } from '../../db/types';
import { portsOf } from '../refdata/public';

/** The container events' SQL (operations.md §5): the events, their links to bookings and the readers' scope. */

/** A stored event as the service and the lists read it (times as UTC instants; eventWire.ts shapes the wire). */
export interface EventDbRow {
  EVT_ID: string;
  EVT_PUBLISHER: string;
  EVT_SOURCE_ID: string;
  EVT_TYPE: 'EQUIPMENT' | 'TRANSPORT' | 'SHIPMENT';
  EVT_CODE: string;
  EVT_CLASSIFIER: 'ACT' | 'EST' | 'PLN';
  EVT_AT: string;
  EVT_AT_OFFSET: number;
  EVT_UPDATED_AT: string;
  EVT_RECEIVED_AT: string;
  EVT_EQUIPMENT_REF: string;
  EVT_EMPTY: 'EMPTY' | 'LADEN' | null;
  EVT_PHASE: 'EXPORT' | 'IMPORT' | 'TRANSSHIPMENT' | null;
  EVT_LOCATION: string;
  EVT_FACILITY_CODE: string;
  EVT_FACILITY_TYPE: string | null;
  EVT_MODE: 'VESSEL' | 'BARGE' | 'RAIL' | 'TRUCK' | null;
  EVT_VESSEL_NAME: string;
  EVT_VOYAGE: string;
  EVT_DOC_TYPE: string;
  EVT_DOC_REF: string;
  EVT_CGO_ID: string | null;
  EVT_MBL_NO: string;
  EVT_REMARK: string;
  EVT_RETRACTED: boolean;
  EVT_RETRACTS: string | null;
  EVT_ANOMALIES: string[];
  Zone: string;
  company_id: string | null;
}

const instant = (column: string) => `to_char(${column} at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"')`;

/** The columns of one event (`e`, its place `p`), named as the wire names them: the lists' base query reads them too. */
export const EVENT_COLUMNS = `e.evt_id::text as "EVT_ID", e.evt_publisher as "EVT_PUBLISHER", coalesce(e.evt_source_id, '') as "EVT_SOURCE_ID",
  e.evt_type as "EVT_TYPE", e.evt_code as "EVT_CODE", e.evt_classifier as "EVT_CLASSIFIER", ${instant('e.evt_at')} as "EVT_AT",
  e.evt_at_offset::int as "EVT_AT_OFFSET", ${instant('e.evt_updated_at')} as "EVT_UPDATED_AT", ${instant('e.evt_received_at')} as "EVT_RECEIVED_AT",
  e.evt_equipment_ref as "EVT_EQUIPMENT_REF", e.evt_empty as "EVT_EMPTY", e.evt_phase as "EVT_PHASE", e.evt_location as "EVT_LOCATION",
  e.evt_facility_code as "EVT_FACILITY_CODE", e.evt_facility_type as "EVT_FACILITY_TYPE", e.evt_mode as "EVT_MODE",
  e.evt_vessel_name as "EVT_VESSEL_NAME", e.evt_voyage as "EVT_VOYAGE", e.evt_doc_type as "EVT_DOC_TYPE", e.evt_doc_ref as "EVT_DOC_REF",
  e.evt_cgo_id as "EVT_CGO_ID", e.evt_mbl_no as "EVT_MBL_NO", e.evt_remark as "EVT_REMARK", e.evt_retracted as "EVT_RETRACTED",
  e.evt_retracts::text as "EVT_RETRACTS", e.evt_anomalies as "EVT_ANOMALIES", coalesce(p.time_zone, '') as "Zone", e.company_id::text as company_id`;

/** `tracking_events e` with its place. */
export const EVENT_FROM = 'tracking_events e left join port_directory p on p.code = e.evt_location';

/** A booking still being shipped: none of its order's ends (a booking made elsewhere has no order). */
export const LIVE_BOOKING = (b: string) =>
  `not exists (select 1 from booking_order_facts o where o.cgo_id = ${b}.cgo_id and o.status in ('CANCELLED', 'COMPLETED', 'REJECTED', 'DECLINED'))`;

/**
 * Who reads an event (`e`): the platform's staff every one ($platform); a company the events of its
 * bookings, and the vessel-wide transport events (no company) of the vessels and voyages it has
 * bookings on ($company).
 */
export const SEES_EVENT = (company: string, platform: string) => `(${platform}::boolean or e.company_id = ${company}::bigint
  or (e.company_id is null and e.evt_type = 'TRANSPORT' and e.evt_voyage <> '' and exists (
        select 1 from booking_facts vb where vb.company_id = ${company}::bigint and upper(vb.vessel) = upper(e.evt_vessel_name) and upper(vb.voyage) = upper(e.evt_voyage))))`;

/** What a stored event is written from. */
export interface NewEvent {
  id: string;
  publisher: string;
  sourceId: string | null;
  type: string;
  code: string;
  classifier: string;
  at: string;
  offset: number;
  updatedAt: string;
  equipmentRef: string;
  isoCode: string;
  empty: string | null;
  phase: string | null;
  location: string;
  facilityCode: string;
  facilityProvider: string | null;
  facilityType: string | null;
  mode: string | null;
  vesselImo: string;
  vesselName: string;
  voyage: string;
  docType: string;
  docRef: string;
  cgoId: string | null;
  mblNo: string;
  delayReason: string;
  remark: string;
  retracts: string | null;
  companyId: string | null;
  createdBy: string | null;
}

const VALUES = (e: NewEvent) => [
  e.id,
  e.publisher,
  e.sourceId,
  e.type,
  e.code,
  e.classifier,
  e.at,
  e.offset,
  e.updatedAt,
  e.equipmentRef,
  e.isoCode,
  e.empty,
  e.phase,
  e.location,
  e.facilityCode,
  e.facilityProvider,
  e.facilityType,
  e.mode,
  e.vesselImo,
  e.vesselName,
  e.voyage,
  e.docType,
  e.docRef,
  e.cgoId,
  e.mblNo,
  e.delayReason,
  e.remark,
  e.retracts,
  e.companyId,
  e.createdBy,
];

const INSERT_COLUMNS = `evt_id, evt_publisher, evt_source_id, evt_type, evt_code, evt_classifier, evt_at, evt_at_offset, evt_updated_at,
       evt_equipment_ref, evt_iso_code, evt_empty, evt_phase, evt_location, evt_facility_code, evt_facility_provider, evt_facility_type, evt_mode,
       evt_vessel_imo, evt_vessel_name, evt_voyage, evt_doc_type, evt_doc_ref, evt_cgo_id, evt_mbl_no, evt_delay_reason, evt_remark, evt_retracts,
       company_id, created_by`;
/** The casts of VALUES' columns (by position, from 1): the rest are text or integers as given. */
const CASTS: Record<number, string> = { 7: '::timestamptz', 9: '::timestamptz', 28: '::uuid', 29: '::bigint', 30: '::bigint' };
const WIDTH = 30;
const rowPlaceholders = (row: number) => `(${Array.from({ length: WIDTH }, (_, i) => `$${row * WIDTH + i + 1}${CASTS[i + 1] ?? ''}`).join(', ')})`;

export async function insertEvent(tx: Queryable, e: NewEvent): Promise<void> {
  await insertEvents(tx, [e]);
}

/** New events in one statement per thousand (a channel's batch): the same rows insertEvent writes. */
export async function insertEvents(tx: Queryable, events: readonly NewEvent[]): Promise<void> {
  for (let k = 0; k < events.length; k += 1000) {
    const chunk = events.slice(k, k + 1000);
    await tx.query(`insert into tracking_events (${INSERT_COLUMNS}) values ${chunk.map((_, i) => rowPlaceholders(i)).join(', ')}`, chunk.flatMap(VALUES));
  }
}

/** evt.dedupe: a newer word of the same publisher event replaces the stored one in place (its id, retraction mark and received time kept). */
export async function supersedeEvent(tx: Queryable, id: string, e: NewEvent): Promise<void> {
  const v = VALUES(e);
  await tx.query(
    `update tracking_events set evt_type = $2, evt_code = $3, evt_classifier = $4, evt_at = $5::timestamptz, evt_at_offset = $6, evt_updated_at = $7::timestamptz,
       evt_equipment_ref = $8, evt_iso_code = $9, evt_empty = $10, evt_phase = $11, evt_location = $12, evt_facility_code = $13, evt_facility_provider = $14,
       evt_facility_type = $15, evt_mode = $16, evt_vessel_imo = $17, evt_vessel_name = $18, evt_voyage = $19, evt_doc_type = $20, evt_doc_ref = $21,
       evt_cgo_id = $22, evt_mbl_no = $23, evt_delay_reason = $24, evt_remark = $25, company_id = $26::bigint
     where evt_id = $1::uuid`,
    [id, ...v.slice(3, 27), e.companyId],
  );
}

/** The stored version of a publisher's event, locked (evt.dedupe), with its update time. */
export async function lockBySource(tx: Queryable, publisher: string, sourceId: string): Promise<{ id: string; updatedAt: string } | undefined> {
  const [row] = await tx.query<{ id: string; updated_at: string }>(
    `select evt_id::text as id, ${instant('evt_updated_at')} as updated_at from tracking_events where evt_publisher = $1 and evt_source_id = $2 for update`,
    [publisher, sourceId],
  );
  return row && { id: row.id, updatedAt: row.updated_at };
}

/** The stored versions of a publisher's events, locked, by its ids (a channel's batch): each with its update time and anomalies. */
export async function lockBySources(
  tx: Queryable,
  publisher: string,
  sourceIds: readonly string[],
): Promise<Map<string, { id: string; updatedAt: string; anomalies: string[] }>> {
  if (!sourceIds.length) return new Map();
  const rows = await tx.query<{ id: string; source: string; updated_at: string; anomalies: string[] | null }>(
    `select evt_id::text as id, evt_source_id as source, ${instant('evt_updated_at')} as updated_at, evt_anomalies as anomalies
       from tracking_events where evt_publisher = $1 and evt_source_id = any($2::text[]) for update`,
    [publisher, sourceIds],
  );
  return new Map(rows.map((r) => [r.source, { id: r.id, updatedAt: r.updated_at, anomalies: r.anomalies ?? [] }]));
}

/** One event, locked, as stored. */
export async function lockEvent(tx: Queryable, id: string): Promise<EventDbRow | undefined> {
  const [row] = await tx.query<EventDbRow>(`select ${EVENT_COLUMNS} from ${EVENT_FROM} where e.evt_id = $1::uuid for update of e`, [id]);
  return row;
}

export async function markRetracted(tx: Queryable, id: string): Promise<void> {
  await tx.query('update tracking_events set evt_retracted = true where evt_id = $1::uuid', [id]);
}

/** Whether a UN/LOCODE is a place we know (the check's `ports`). */
export async function isKnownPort(q: Queryable, code: string): Promise<boolean> {
  return (await portsOf(q, [code])).length > 0;
}

/** The booking a container is on (evt.links): its live packing list's first, else the live booking listing it among its boxes (the newest). */
export async function bookingOfContainer(q: Queryable, cnno: string): Promise<{ cgoId: string; companyId: string; mblNo: string } | undefined> {
  const [row] = await q.query<{ cgo_id: string; company_id: string; mbl_no: string }>(
    `select b.cgo_id, b.company_id::text, b.mbl_no from (
       select pl.pkl_cgo_id as cgo_id, 1 as rank, pl.updated_at as at from packing_list_facts pl
        where pl.pkl_cnno = $1 and pl.pkl_cgo_id is not null and pl.pkl_status not in (3, 8)
       union all
       select b.cgo_id, 2, b.created_at from booking_facts b
        where exists (select 1 from jsonb_array_elements(b.containers) c where c->'CNNOS' ? $1) and ${LIVE_BOOKING('b')}
     ) l join booking_facts b on b.cgo_id = l.cgo_id
     order by l.rank, l.at desc limit 1`,
    [cnno],
  );
  return row && { cgoId: row.cgo_id, companyId: row.company_id, mblNo: row.mbl_no };
}

/** The booking a document event names (its CGO_ID or its B/L number). */
export async function bookingOfDocument(q: Queryable, ref: string): Promise<{ cgoId: string; companyId: string; mblNo: string } | undefined> {
  const [row] = await q.query<{ cgo_id: string; company_id: string; mbl_no: string }>(
    'select cgo_id, company_id::text, mbl_no from booking_facts where cgo_id = $1 or mbl_no = $1 order by created_at desc limit 1',
    [ref],
  );
  return row && { cgoId: row.cgo_id, companyId: row.company_id, mblNo: row.mbl_no };
}

export interface BookingRoute {
  cgoId: string;
  companyId: string;
  pol: string;
  pod: string;
  vessel: string;
  voyage: string;
  containers: string[];
}

/** A booking's route and its containers: the booked numbers, its live packing lists' and its events'. */
export async function bookingRoute(q: Queryable, cgoId: string): Promise<BookingRoute | undefined> {
  const [row] = await q.query<{
    cgo_id: string;
    company_id: string;
    loading_code: string;
    discharge_code: string;
    vessel: string;
    voyage: string;
    cnnos: string[];
  }>(
    `select b.cgo_id, b.company_id::text, b.loading_code, b.discharge_code, b.vessel, b.voyage,
            array(select distinct n from (
              select jsonb_array_elements_text(c->'CNNOS') as n from jsonb_array_elements(b.containers) c
              union all select pl.pkl_cnno from packing_list_facts pl where pl.pkl_cgo_id = b.cgo_id and pl.pkl_cnno <> '' and pl.pkl_status not in (3, 8)
              union all select e.evt_equipment_ref from tracking_events e where e.evt_cgo_id = b.cgo_id and e.evt_equipment_ref <> ''
            ) x order by n) as cnnos
       from booking_facts b where b.cgo_id = $1`,
    [cgoId],
  );
  return (
    row && {
      cgoId: row.cgo_id,
      companyId: row.company_id,
      pol: row.loading_code,
      pod: row.discharge_code,
      vessel: row.vessel,
      voyage: row.voyage,
      containers: row.cnnos,
    }
  );
}

/**
 * What a container's timeline reads: its equipment events, the vessel-wide transport events of its
 * booking's vessel and voyage, and every retraction naming one of them.
 */
export async function eventsOfContainer(q: Queryable, cnno: string, vessel: string, voyage: string): Promise<EventDbRow[]> {
  return q.query<EventDbRow>(
    `with own as (
       select e.evt_id from tracking_events e where e.evt_equipment_ref = $1
       union
       select e.evt_id from tracking_events e
        where e.evt_type = 'TRANSPORT' and e.evt_equipment_ref = '' and $2 <> '' and upper(e.evt_vessel_name) = upper($2) and upper(e.evt_voyage) = upper($3)
     )
     select ${EVENT_COLUMNS} from ${EVENT_FROM}
      where e.evt_id in (select evt_id from own union select r.evt_id from tracking_events r where r.evt_retracts in (select evt_id from own))
      order by e.evt_at, e.evt_id`,
    [cnno, vessel, voyage],
  );
}

/** The anomalies of a container's equipment events, as the projection found them: each row's set replaced. */
export async function setAnomalies(tx: Queryable, flags: { id: string; kinds: string[] }[]): Promise<void> {
  if (!flags.length) return;
  await tx.query(
    `update tracking_events e set evt_anomalies = f.kinds
       from (select (x->>'id')::uuid as id, array(select jsonb_array_elements_text(x->'kinds')) as kinds from jsonb_array_elements($1::jsonb) x) f
      where e.evt_id = f.id and e.evt_anomalies is distinct from f.kinds`,
    [JSON.stringify(flags)],
  );
}

/** The packing lists a gate-in event closed (their history says so: packing/gateIn.ts). */
export async function listsClosedBy(q: Queryable, eventId: string): Promise<number[]> {
  return (await docsWithEvent(q, 'packingList', 'v1.PackingListGatedIn', { key: 'EventId', value: eventId })).map(Number);
}

/** Whether a company has a live booking carrying this container (a customer's timeline by container number). */
export async function companySeesContainer(q: Queryable, cnno: string, companyId: string): Promise<boolean> {
  const rows = await q.query(
    `select 1 from tracking_events e where e.evt_equipment_ref = $1 and e.company_id = $2::bigint
     union all
     select 1 from booking_facts b where b.company_id = $2::bigint and exists (select 1 from jsonb_array_elements(b.containers) c where c->'CNNOS' ? $1)
     limit 1`,
    [cnno, companyId],
  );
  return rows.length > 0;
}

/**
 * When each of these containers first had an actual (ACT), unretracted event of `code` (LADEN when
 * `laden`), and when the vessel's voyage first had the transport event `code` — what customs learns
 * from the terminal (the manifest simulator's 运抵 after GTIN, 装载 at LOAD, 理货 after DEPA).
 */
export async function firstActualEvents(
  q: Queryable,
  o: { cnnos: readonly string[]; code: string; laden?: boolean; vessel?: string; voyage?: string },
): Promise<{ ref: string; at: string }[]> {
  const rows = await q.query<{ ref: string; at: string }>(
    `select upper(e.evt_equipment_ref) as ref, min(e.evt_at) as at from tracking_events e
      where e.evt_code = $2 and e.evt_classifier = 'ACT' and not e.evt_retracted and e.evt_retracts is null
        and ((upper(e.evt_equipment_ref) = any($1::text[]) and ($3::boolean is not true or e.evt_empty = 'LADEN'))
          or (e.evt_type = 'TRANSPORT' and e.evt_equipment_ref = '' and $4 <> '' and upper(e.evt_vessel_name) = upper($4) and upper(e.evt_voyage) = upper($5)))
      group by upper(e.evt_equipment_ref)`,
    [o.cnnos.map((c) => c.toUpperCase()), o.code, o.laden ?? false, o.vessel ?? '', o.voyage ?? ''],
  );
  return rows.map((r) => ({ ref: r.ref, at: new Date(r.at).toISOString() }));
}

/** The STRP (stripped) event the terminal's acknowledgement of an unpack stands for, at the terminal (e-packing's call). */
export async function insertStrippedEvent(
  tx: Queryable,
  e: {
    id: string;
    publisher: string;
    sourceId: string;
    at: string;
    cnno: string;
    isoCode: string;
    location: string;
    facility: string;
    cgoId: string | null;
    companyId: string;
    remark: string;
  },
): Promise<void> {
  await tx.query(
    `insert into tracking_events (evt_id, evt_publisher, evt_source_id, evt_type, evt_code, evt_classifier, evt_at, evt_updated_at, evt_equipment_ref, evt_iso_code,
                                  evt_empty, evt_phase, evt_location, evt_facility_code, evt_facility_provider, evt_facility_type, evt_cgo_id, evt_remark, company_id)
     values ($1, $2, $3, 'EQUIPMENT', 'STRP', 'ACT', $4, now(), $5, $6, 'EMPTY', 'EXPORT', $7, $8, case when $8 = '' then null else 'SMDG' end, 'POTE', $9, $10, $11)
     on conflict (evt_publisher, evt_source_id) where evt_source_id is not null do nothing`,
    [e.id, e.publisher, e.sourceId, e.at, e.cnno, e.isoCode, e.location, e.facility, e.cgoId, e.remark, e.companyId],
  );
}
