import { TOLERANCE_MAX_KG, TOLERANCE_SHARE } from '../../../src/domain/vgm/check';
import type { Queryable } from '../../db/types';
import { BOOKING_LIVE, CUTOFF_LOOKBACK_DAYS, type ExceptionScope, LOOKBACK_DAYS, type RuleRow, ruleQuery } from '../../platform/tower/rules';

export type VgmMissingRow = RuleRow & { booked: number; declared: number };
export type VgmDeviationRow = RuleRow & { cgo_id: string; declared_kg: number; measured_kg: number };

/** A declaration that stands: declared, sent or accepted (a rejected one asks for a new version; a superseded one has one). */
const STANDING = '(2, 3, 4)';

/**
 * VGM_MISSING (§12.1, `vgm.noload`): the VGM cut-off (VCO) within 24 h or passed in the look-back,
 * and fewer containers with a standing declaration than the booking booked.
 */
export function vgmMissingRows(q: Queryable, scope: ExceptionScope): Promise<VgmMissingRow[]> {
  return ruleQuery<VgmMissingRow>(
    q,
    `select * from (
       select b.company_id::text as company_id, 'booking' as doc_type, b.cgo_id as doc_id, coalesce(nullif(b.mbl_no, ''), b.cgo_id) as ref, k.at as due_at,
              (select coalesce(sum(case when (c ->> 'COUNT') ~ '^[0-9]+$' then (c ->> 'COUNT')::int else 0 end), 0)::int
                 from jsonb_array_elements(case when jsonb_typeof(b.containers) = 'array' then b.containers else '[]'::jsonb end) c) as booked,
              (select count(distinct upper(v.vgm_cnno))::int from vgm_declarations v where v.vgm_cgo_id = b.cgo_id and v.vgm_status in ${STANDING}) as declared
         from cut_off_facts k cross join lateral (select * from booking_facts x where x.cgo_id = k.cgo_id offset 0) b
        where k.code = 'VCO' and k.at > now() - make_interval(days => ${CUTOFF_LOOKBACK_DAYS}) and k.at <= now() + interval '24 hours'
          and ($1::bigint is null or b.company_id = $1) and ${BOOKING_LIVE('b')}
     ) x where x.declared < x.booked`,
    scope,
  );
}

/**
 * VGM_DEVIATION (§6.4 `vgm.tolerance`): a standing declaration whose terminal or spot-check weight,
 * measured in the look-back, differs by more than min(5 % of the measured, 1,000 kg) — the same
 * tolerance as src/domain/vgm/check.ts. Due at the VGM cut-off (the box will not be loaded as it stands).
 */
export function vgmDeviationRows(q: Queryable, scope: ExceptionScope): Promise<VgmDeviationRow[]> {
  return ruleQuery<VgmDeviationRow>(
    q,
    `select v.company_id::text as company_id, 'vgm' as doc_type, v.id::text as doc_id, v.vgm_cnno as ref, coalesce(k.at, v.vgm_measured_at) as due_at,
            v.vgm_cgo_id as cgo_id, v.vgm_kg as declared_kg, v.vgm_measured_kg as measured_kg
       from vgm_declarations v left join cut_off_facts k on k.cgo_id = v.vgm_cgo_id and k.code = 'VCO'
      where v.vgm_measured_kg is not null and v.vgm_status in ${STANDING}
        and coalesce(v.vgm_measured_at, v.updated_at) > now() - make_interval(days => ${LOOKBACK_DAYS})
        and abs(v.vgm_kg - v.vgm_measured_kg) > least(v.vgm_measured_kg * $2::numeric, $3::numeric)
        and ($1::bigint is null or v.company_id = $1)`,
    scope,
    [TOLERANCE_SHARE, TOLERANCE_MAX_KG],
  );
}
