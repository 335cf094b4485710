import type { Queryable } from '../../db/types';
import { BOOKING_LIVE, CUTOFF_LOOKBACK_DAYS, type ExceptionScope, queueFigures, type RuleRow, ruleQuery } from '../../platform/tower/rules';

export type NotOpenedRow = RuleRow & { booked: number; opened: number };
export type PackingRuleRow = RuleRow & { cgo_id: string | null };

/** Opened and on their way: opened, data submitted, approved or returned (not yet gated in). */
const OPENED_NOT_IN = '(2, 4, 5, 6)';

/**
 * PKL_NOT_OPENED (§12.1): the port cut-off (PCO) within 48 h or passed in the look-back, and fewer
 * live opened packing lists (opened … gated in) than the booking booked containers.
 */
export function notOpenedRows(q: Queryable, scope: ExceptionScope): Promise<NotOpenedRow[]> {
  return ruleQuery<NotOpenedRow>(
    q,
    `select * from (
       select b.company_id::text as company_id, 'booking' as doc_type, b.cgo_id as doc_id, coalesce(nullif(b.mbl_no, ''), b.cgo_id) as ref, k.at as due_at,
              (select coalesce(sum(case when (c ->> 'COUNT') ~ '^[0-9]+$' then (c ->> 'COUNT')::int else 0 end), 0)::int
                 from jsonb_array_elements(case when jsonb_typeof(b.containers) = 'array' then b.containers else '[]'::jsonb end) c) as booked,
              (select count(*)::int from packing_lists p where p.pkl_cgo_id = b.cgo_id and p.pkl_status in (2, 4, 5, 6, 7)) as opened
         from cut_off_facts k cross join lateral (select * from booking_facts x where x.cgo_id = k.cgo_id offset 0) b
        where k.code = 'PCO' and k.at > now() - make_interval(days => ${CUTOFF_LOOKBACK_DAYS}) and k.at <= now() + interval '48 hours'
          and ($1::bigint is null or b.company_id = $1) and ${BOOKING_LIVE('b')}
     ) x where x.opened < x.booked`,
    scope,
  );
}

/**
 * NOT_GATED_IN (§12.1): an opened packing list with no laden gate-in yet, its booking's port or FCL
 * delivery cut-off (the earlier of PCO and FCO) within 24 h or passed in the look-back.
 */
export function notGatedInRows(q: Queryable, scope: ExceptionScope): Promise<PackingRuleRow[]> {
  return ruleQuery<PackingRuleRow>(
    q,
    `select p.company_id::text as company_id, 'packingList' as doc_type, p.id::text as doc_id,
            coalesce(nullif(p.pkl_cnno, ''), p.pkl_no, p.pkl_booking_no) as ref, k.at as due_at, p.pkl_cgo_id as cgo_id
       from (select cgo_id, min(at) as at from cut_off_facts
              where code in ('PCO', 'FCO') and at > now() - make_interval(days => ${CUTOFF_LOOKBACK_DAYS}) and at <= now() + interval '24 hours'
              group by cgo_id) k
       join packing_lists p on p.pkl_cgo_id = k.cgo_id and p.pkl_status in ${OPENED_NOT_IN}
      where ($1::bigint is null or p.company_id = $1)`,
    scope,
  );
}

/**
 * SHUT_OUT (§12.1, `ecp.shutout`): gated in laden in the cut-offs' look-back (a box left longer is on
 * the e-packing unpacking page, which lists every suspect), its vessel departed the loading
 * port after the gate-in (DEPA ACT of the packing list's vessel and voyage), and no LOAD ACT of the box since.
 */
export function shutOutRows(q: Queryable, scope: ExceptionScope): Promise<PackingRuleRow[]> {
  return ruleQuery<PackingRuleRow>(
    q,
    `select p.company_id::text as company_id, 'packingList' as doc_type, p.id::text as doc_id, p.pkl_cnno as ref, d.at as due_at, p.pkl_cgo_id as cgo_id
       from packing_lists p
       cross join lateral (select min(t.evt_at) as at from tracking_event_facts t
                            where t.evt_code = 'DEPA' and t.evt_classifier = 'ACT' and not t.evt_retracted
                              and upper(t.evt_vessel_name) = upper(p.pkl_vessel) and t.evt_voyage = p.pkl_voyage
                              and t.evt_location = p.pkl_loading_code and t.evt_at > p.pkl_gated_in_at) d
      where p.pkl_status = 7 and p.pkl_gated_in_at > now() - make_interval(days => ${CUTOFF_LOOKBACK_DAYS}) and p.pkl_cnno <> '' and d.at is not null
        -- a probe per box on the loads' index (a subplan, not an anti join hashing every load)
        and (select 1 from tracking_event_facts t where t.evt_equipment_ref = p.pkl_cnno and t.evt_code = 'LOAD' and t.evt_classifier = 'ACT'
               and not t.evt_retracted and t.evt_at >= p.pkl_gated_in_at limit 1) is null
        and ($1::bigint is null or p.company_id = $1)`,
    scope,
  );
}

/** The operator's queues: applications waiting to be opened (1), stuffed data waiting for the audit (4). */
export async function packingQueueFigures(q: Queryable, status: 1 | 4) {
  return queueFigures(await q.query(`select count(*)::int as n, min(updated_at) as oldest from packing_lists where pkl_status = $1`, [status]));
}

export async function nextPackingList(q: Queryable, status: 1 | 4): Promise<number | null> {
  const [r] = await q.query<{ id: number }>(`select id::int from packing_lists where pkl_status = $1 order by updated_at, id limit 1`, [status]);
  return r?.id ?? null;
}
