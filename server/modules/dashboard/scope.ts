/**
 * The shipments a summary counts, as one SQL common table expression `b` (the repository's queries
 * all start from it): the bookings of the company whose sailing day (or, before one is known, the
 * day they were made, on Shanghai's clock) falls in the window, on the carrier and lane asked, less
 * the cancelled ones. Its parameters are $1..$6 (`scopeParams`).
 */
export interface Scope {
  from: string;
  to: string;
  /** One company's bookings; none: every company's (platform staff, no customer chosen). */
  companyId?: string;
  carrier?: string;
  pol?: string;
  pod?: string;
}

export const SCOPE_CTE = `b as (
  select b.cgo_id, b.carrier, b.loading_code as pol, b.discharge_code as pod, upper(b.vessel) as vessel_key, upper(b.voyage) as voyage_key, b.containers,
         coalesce(b.sailing_date, (b.created_at at time zone 'Asia/Shanghai')::date) as day
    from booking_facts b
   where coalesce(b.sailing_date, (b.created_at at time zone 'Asia/Shanghai')::date) between $1::date and $2::date
     and ($3::bigint is null or b.company_id = $3::bigint)
     and ($4 = '' or b.carrier = $4) and ($5 = '' or b.loading_code = $5) and ($6 = '' or b.discharge_code = $6)
     and not exists (select 1 from booking_order_facts o where o.cgo_id = b.cgo_id and o.status = 'CANCELLED'))`;

export const scopeParams = (s: Scope): unknown[] => [s.from, s.to, s.companyId ?? null, s.carrier ?? '', s.pol ?? '', s.pod ?? ''];

/**
 * The kept events of the scope's shipments: the booking's own (equipment, its documents) and the
 * vessel-wide transport events of its vessel and voyage (a departure is the ship's, not the box's).
 * Retracted events and the retractions themselves never count (operations.md §5.2). The vessel's
 * are found through tracking_events_vessel_wide (migration 073), its keys compared as indexed.
 */
export const EVENTS_CTE = `ev as (
  select b.cgo_id, e.evt_code, e.evt_classifier, e.evt_location, e.evt_empty, e.evt_at, e.evt_updated_at
    from b join tracking_events e on e.evt_cgo_id = b.cgo_id
   where not e.evt_retracted and e.evt_retracts is null
  union all
  select b.cgo_id, e.evt_code, e.evt_classifier, e.evt_location, e.evt_empty, e.evt_at, e.evt_updated_at
    from b join tracking_events e on e.evt_cgo_id is null and e.evt_type = 'TRANSPORT'
     and upper(e.evt_vessel_name) = b.vessel_key and upper(e.evt_voyage) = b.voyage_key and e.evt_equipment_ref = ''
   where not e.evt_retracted and e.evt_retracts is null)`;
