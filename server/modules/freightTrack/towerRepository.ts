import type { Queryable } from '../../db/types';
import { type ExceptionScope, type RuleRow, ruleQuery } from '../../platform/tower/rules';

/** A tracked shipment whose stored summary (refreshed by every poll) names the exception. */
export type TrackedRow = RuleRow & { eta: string | null; delay_hours: number; cgo_id: string | null; containers: string[] };

/**
 * The live subscriptions (pending or active) whose summary holds `code` (ETA_SLIP, CUSTOMS_HOLD: the
 * projection's trk.delay and customs stops, kept on the row by the poller), in the scope's company.
 */
export function trackedExceptionRows(q: Queryable, scope: ExceptionScope, code: string): Promise<TrackedRow[]> {
  return ruleQuery<TrackedRow>(
    q,
    `select s.company_id::text as company_id, 'tracking' as doc_type, s.id::text as doc_id, s.trk_ref as ref,
            case when $2 = 'ETA_SLIP' then s.trk_eta else s.trk_last_polled_at end as due_at,
            to_char(s.trk_eta at time zone 'Asia/Shanghai', 'YYYY-MM-DD HH24:MI') as eta, s.trk_delay_hours as delay_hours,
            s.trk_cgo_id as cgo_id, s.trk_containers as containers
       from tracking_subscriptions s
      where s.trk_status in (1, 2) and $2 = any(s.trk_exceptions) and ($1::bigint is null or s.company_id = $1)`,
    scope,
    [code],
  );
}
