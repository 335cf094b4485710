import type { Queryable } from '../../db/types';
import type { ShipmentStage } from '../../../src/contract/dashboard/calls';
import { EVENTS_CTE, SCOPE_CTE, type Scope, scopeParams } from './scope';

/**
 * The dashboard's counting queries (operations.md §12.3), each over the shipments of one scope
 * (./scope.ts). They read other modules' tables only to count; nothing here writes.
 */

const n = (v: unknown) => Number(v ?? 0);
const q = <R>(db: Queryable, sql: string, s: Scope) => db.query<R & Record<string, unknown>>(`with ${sql}`, scopeParams(s));

/**
 * Counted from the shipments' events in one pass: how many stand at each stage (the furthest actual
 * milestone of §5.5 their events reached), and on-time departure — the first actual departure from
 * the port of loading (ATD) against the first estimate or plan of it that was given (the earliest by
 * the publisher's update time), within 24 h; measured over the shipments that departed and had one.
 */
export async function milestones(db: Queryable, s: Scope): Promise<{ stages: { stage: ShipmentStage; count: number }[]; onTime: number; measured: number }> {
  const act = (cond: string) => `bool_or(ev.evt_classifier = 'ACT' and ${cond})`;
  const depa = `ev.evt_code = 'DEPA' and ev.evt_location = b.pol`;
  const rows = await q<{ stage: ShipmentStage; count: string; on_time: string; measured: string }>(
    db,
    `${SCOPE_CTE}, ${EVENTS_CTE},
     st as (
       select b.cgo_id,
         case
           when ${act(`ev.evt_code = 'GTOT' and ev.evt_empty = 'LADEN' and ev.evt_location = b.pod`)} then 'PICKED_UP'
           when ${act(`ev.evt_code = 'ARRI' and ev.evt_location = b.pod`)} then 'ARRIVED'
           when ${act(depa)} then 'DEPARTED'
           when ${act(`ev.evt_code = 'LOAD' and ev.evt_location = b.pol`)} then 'LOADED'
           when ${act(`ev.evt_code = 'GTIN' and ev.evt_empty = 'LADEN' and ev.evt_location = b.pol`)} then 'GATED_IN'
           else 'BOOKED' end as stage,
         min(ev.evt_at) filter (where ${depa} and ev.evt_classifier = 'ACT') as atd,
         (array_agg(ev.evt_at order by ev.evt_updated_at, ev.evt_at) filter (where ${depa} and ev.evt_classifier in ('EST', 'PLN')))[1] as first_etd
         from b left join ev on ev.cgo_id = b.cgo_id
        group by b.cgo_id, b.pol, b.pod)
     select stage, count(*) as count,
            count(*) filter (where atd is not null and first_etd is not null) as measured,
            count(*) filter (where atd - first_etd <= interval '24 hours') as on_time
       from st group by stage`,
    s,
  );
  return {
    stages: rows.map((r) => ({ stage: r.stage, count: n(r.count) })),
    onTime: rows.reduce((sum, r) => sum + n(r.on_time), 0),
    measured: rows.reduce((sum, r) => sum + n(r.measured), 0),
  };
}

/**
 * SI on time: approved (its review's time) at or before the documentation cut-off (DCO). Measured:
 * the shipments with a DCO that has passed or whose SI is approved (one not approved by a passed
 * DCO is late; one still due is not judged yet).
 */
export async function siOnTime(db: Queryable, s: Scope): Promise<{ onTime: number; measured: number }> {
  const [row] = await q<{ on_time: string; measured: string }>(
    db,
    `${SCOPE_CTE},
     si as (select r.cgo_id, min(r.reviewer_date) as approved from si_facts r join b on b.cgo_id = r.cgo_id
             where not r.deleted and r.status = 2 group by r.cgo_id)
     select count(*) filter (where si.approved is not null or k.at <= now()) as measured,
            count(*) filter (where si.approved <= k.at) as on_time
       from b join cut_off_facts k on k.cgo_id = b.cgo_id and k.code = 'DCO'
       left join si on si.cgo_id = b.cgo_id`,
    s,
  );
  return { onTime: n(row?.on_time), measured: n(row?.measured) };
}

/**
 * VGM on time: a container's first declaration (the VGM history's `v1.VgmDeclared`, kept per
 * booking/container) at or before the booking's VGM cut-off (VCO). Measured: the declared
 * containers of the shipments with a VCO (one never declared is the control tower's VGM_MISSING).
 */
export async function vgmOnTime(db: Queryable, s: Scope): Promise<{ onTime: number; measured: number }> {
  const [row] = await q<{ on_time: string; measured: string }>(
    db,
    `${SCOPE_CTE},
     v as (select d.doc_id, min(d.at) as first, k.at as vco
             from b join cut_off_facts k on k.cgo_id = b.cgo_id and k.code = 'VCO'
             join doc_event_facts d on d.doc_type = 'vgm' and d.type = 'v1.VgmDeclared' and split_part(d.doc_id, '/', 1) = b.cgo_id
            group by d.doc_id, k.at)
     select count(*) as measured, count(*) filter (where first <= vco) as on_time from v`,
    s,
  );
  return { onTime: n(row?.on_time), measured: n(row?.measured) };
}

/** Manifest first-time acceptance: customs' first answer to it was an acceptance. Measured: the manifests customs answered. */
export async function manifestFirstTime(db: Queryable, s: Scope): Promise<{ firstTime: number; measured: number }> {
  const [row] = await q<{ first_time: string; measured: string }>(
    db,
    `${SCOPE_CTE},
     m as (select m.id, (array_agg(d.type order by d.at, d.id))[1] as first_answer
             from b join manifests m on m.mft_cgo_id = b.cgo_id
             join doc_event_facts d on d.doc_type = 'manifest' and d.doc_id = m.id::text and d.type in ('v1.ManifestAccepted', 'v1.ManifestRejected')
            group by m.id)
     select count(*) as measured, count(*) filter (where first_answer = 'v1.ManifestAccepted') as first_time from m`,
    s,
  );
  return { firstTime: n(row?.first_time), measured: n(row?.measured) };
}

export interface LaneRow {
  pol: string;
  pod: string;
  polZh: string;
  polEn: string;
  podZh: string;
  podEn: string;
  shipments: number;
  teu: number;
  polLon: number | null;
  polLat: number | null;
  podLon: number | null;
  podLat: number | null;
}

const coord = (v: unknown) => (v === null || v === undefined ? null : Number(v));

/**
 * The volumes in one pass over the shipments: TEU (Σ booked containers × TEU of their type,
 * container_types.teu) by the month of the sailing day, and the lanes (port of loading → port of
 * discharge) with their shipments and TEU, with the ports' names and where they are.
 */
export async function volumes(db: Queryable, s: Scope): Promise<{ months: { month: string; teu: number }[]; lanes: LaneRow[] }> {
  const rows = await q<Record<string, unknown>>(
    db,
    `${SCOPE_CTE},
     v as (select to_char(b.day, 'YYYY-MM') as month, b.pol, b.pod, count(*) as shipments, sum(x.teu) as teu
             from b cross join lateral (
               select coalesce(sum((c ->> 'COUNT')::numeric * t.teu), 0) as teu
                 from jsonb_array_elements(b.containers) c left join container_type_directory t on t.name = c ->> 'TYPE') x
            group by grouping sets ((to_char(b.day, 'YYYY-MM')), (b.pol, b.pod)))
     select v.*, p.name_zh as pol_zh, p.name_en as pol_en, p.lon as pol_lon, p.lat as pol_lat,
            d.name_zh as pod_zh, d.name_en as pod_en, d.lon as pod_lon, d.lat as pod_lat
       from v left join port_directory p on p.code = v.pol left join port_directory d on d.code = v.pod
      order by v.month, v.shipments desc, v.pol, v.pod`,
    s,
  );
  const months = rows.filter((r) => r.month !== null).map((r) => ({ month: String(r.month), teu: n(r.teu) }));
  const lanes = rows
    .filter((r) => r.month === null)
    .map((r) => ({
      pol: String(r.pol),
      pod: String(r.pod),
      polZh: String(r.pol_zh ?? r.pol),
      polEn: String(r.pol_en ?? r.pol),
      podZh: String(r.pod_zh ?? r.pod),
      podEn: String(r.pod_en ?? r.pod),
      shipments: n(r.shipments),
      teu: n(r.teu),
      polLon: coord(r.pol_lon),
      polLat: coord(r.pol_lat),
      podLon: coord(r.pod_lon),
      podLat: coord(r.pod_lat),
    }));
  return { months, lanes };
}

/** The carriers and ports of the scope's shipments (the filters' choices), in one pass. */
export async function options(db: Queryable, s: Scope) {
  const rows = await q<{ carrier: string | null; pol: string | null; pod: string | null; name: string | null; zh: string | null; en: string | null }>(
    db,
    `${SCOPE_CTE},
     o as (select b.carrier, b.pol, b.pod from b group by grouping sets ((b.carrier), (b.pol), (b.pod)))
     select o.*, coalesce(nullif(c.short_name, ''), c.name) as name, p.name_zh as zh, p.name_en as en
       from o left join carrier_directory c on c.code = o.carrier left join port_directory p on p.code = coalesce(o.pol, o.pod)
      order by o.carrier, o.pol, o.pod`,
    s,
  );
  const side = (k: 'pol' | 'pod') => rows.filter((r) => r[k] !== null).map((r) => ({ Code: r[k]!, Name: { zh: r.zh ?? r[k]!, en: r.en ?? r[k]! } }));
  return {
    Carriers: rows.filter((r) => r.carrier !== null).map((r) => ({ Code: r.carrier!, Name: r.name ?? r.carrier! })),
    Pols: side('pol'),
    Pods: side('pod'),
  };
}

/** Whether a carrier / a port is in the reference data (a filter naming an unknown one is refused). */
export async function known(db: Queryable, table: 'carriers' | 'ports', code: string): Promise<boolean> {
  const rows = await db.query(`select 1 from ${table} where code = $1`, [code]);
  return rows.length > 0;
}

export async function companyExists(db: Queryable, id: string): Promise<boolean> {
  return (await db.query(`select 1 from company_directory where id = $1::bigint and kind = 'customer'`, [id])).length > 0;
}
