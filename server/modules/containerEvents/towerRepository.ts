import type { Queryable } from '../../db/types';
import { BOOKING_LIVE, type ExceptionScope, LOOKBACK_DAYS, type RuleRow, ruleQuery } from '../../platform/tower/rules';

export type EtaSlipRow = RuleRow & { first_eta: string; latest_eta: string; slip_hours: number };
export type CustomsHoldRow = RuleRow & { code: string; cgo_id: string | null; location: string };

/** A live estimate of arrival (`e`): EST ARRI, neither retracted nor a retraction. */
const EST_ARRI = (e: string) => `${e}.evt_code = 'ARRI' and ${e}.evt_classifier = 'EST' and not ${e}.evt_retracted and ${e}.evt_retracts is null`;
const SHANGHAI = (col: string) => `to_char(${col} at time zone 'Asia/Shanghai', 'YYYY-MM-DD HH24:MI')`;

/**
 * ETA_SLIP (§8.5 `trk.delay`, §12.1): at the booking's port of discharge, the latest estimate of
 * arrival (by the publisher's update time) later than the first one by more than 24 h. Estimates
 * are the booking's own or its vessel's (vessel-wide transport events name no booking); only keys
 * with an estimate in the look-back are read (the partial index of migration 072).
 */
export function etaSlipRows(q: Queryable, scope: ExceptionScope): Promise<EtaSlipRow[]> {
  return ruleQuery<EtaSlipRow>(
    q,
    `with recent as (
       select distinct e.evt_cgo_id as cgo, upper(e.evt_vessel_name) as vessel, e.evt_voyage as voyage, e.evt_location as loc
         from tracking_events e where ${EST_ARRI('e')} and e.evt_at > now() - make_interval(days => ${LOOKBACK_DAYS})
     ), slips as (
       -- a booking's own estimates (two branches, each on its own index: an "or" of both would read every estimate)
       select k.cgo, k.vessel, k.voyage, k.loc, f.at as first_at, l.at as latest_at from recent k
        cross join lateral (select e.evt_at as at from tracking_events e where ${EST_ARRI('e')} and e.evt_cgo_id = k.cgo and e.evt_location = k.loc
                             order by e.evt_updated_at, e.evt_received_at limit 1) f
        cross join lateral (select e.evt_at as at from tracking_events e where ${EST_ARRI('e')} and e.evt_cgo_id = k.cgo and e.evt_location = k.loc
                             order by e.evt_updated_at desc, e.evt_received_at desc limit 1) l
        where k.cgo is not null and l.at - f.at > interval '24 hours'
       union all
       -- a vessel's estimates (vessel-wide transport events name no booking)
       select k.cgo, k.vessel, k.voyage, k.loc, f.at, l.at from recent k
        cross join lateral (select e.evt_at as at from tracking_events e where ${EST_ARRI('e')} and e.evt_cgo_id is null
                              and upper(e.evt_vessel_name) = k.vessel and e.evt_voyage = k.voyage and e.evt_location = k.loc
                             order by e.evt_updated_at, e.evt_received_at limit 1) f
        cross join lateral (select e.evt_at as at from tracking_events e where ${EST_ARRI('e')} and e.evt_cgo_id is null
                              and upper(e.evt_vessel_name) = k.vessel and e.evt_voyage = k.voyage and e.evt_location = k.loc
                             order by e.evt_updated_at desc, e.evt_received_at desc limit 1) l
        where k.cgo is null and l.at - f.at > interval '24 hours'
     ), hit as (
       select s.*, b.cgo_id from slips s join booking_facts b on b.cgo_id = s.cgo and b.discharge_code = s.loc where s.cgo is not null
       union all
       select s.*, b.cgo_id from slips s join booking_facts b on upper(b.vessel) = s.vessel and b.voyage = s.voyage and b.discharge_code = s.loc where s.cgo is null
     )
     select b.company_id::text as company_id, 'booking' as doc_type, b.cgo_id as doc_id, coalesce(nullif(b.mbl_no, ''), b.cgo_id) as ref, s.latest_at as due_at,
            ${SHANGHAI('s.first_at')} as first_eta, ${SHANGHAI('s.latest_at')} as latest_eta,
            floor(extract(epoch from s.latest_at - s.first_at) / 3600)::int as slip_hours
       from hit s join booking_facts b on b.cgo_id = s.cgo_id
      where ($1::bigint is null or b.company_id = $1) and ${BOOKING_LIVE('b')}`,
    scope,
  );
}

/**
 * CUSTOMS_HOLD (§12.1): a container's latest customs stop (CUSS selected for inspection, CUSI
 * inspected) in the look-back, with no customs release (CUSR) of the box after it. Due at once.
 */
export function customsHoldRows(q: Queryable, scope: ExceptionScope): Promise<CustomsHoldRow[]> {
  return ruleQuery<CustomsHoldRow>(
    q,
    `select distinct on (e.evt_equipment_ref)
            e.company_id::text as company_id, 'container' as doc_type, e.evt_equipment_ref as doc_id,
            e.evt_equipment_ref as ref, e.evt_at as due_at, e.evt_code as code, e.evt_cgo_id as cgo_id, e.evt_location as location
       from tracking_events e
      where e.evt_code in ('CUSS', 'CUSI') and e.evt_classifier = 'ACT' and not e.evt_retracted and e.evt_retracts is null
        and e.evt_equipment_ref <> '' and e.company_id is not null
        and e.evt_at > now() - make_interval(days => ${LOOKBACK_DAYS})
        and ($1::bigint is null or e.company_id = $1)
        and not exists (select 1 from tracking_events r where r.evt_equipment_ref = e.evt_equipment_ref and r.evt_code = 'CUSR'
                          and r.evt_classifier = 'ACT' and not r.evt_retracted and r.evt_retracts is null and r.evt_at >= e.evt_at)
      order by e.evt_equipment_ref, e.evt_at desc`,
    scope,
  );
}
