import type { Queryable } from '../../db/types';
import { BOOKING_LIVE, CUTOFF_LOOKBACK_DAYS, type ExceptionScope, queueFigures, type RuleRow, ruleQuery } from '../../platform/tower/rules';

/** A booking whose documentation cut-off (DCO) is within 24 h or passed, without an approved SI; `pending` = SIs submitted or returned. */
export type DocCutoffRow = RuleRow & { pending: number };

/**
 * DOC_CUTOFF (operations.md §12.1): the DCO cut-off (booking_cutoffs, read by its instant's index)
 * within 24 h or passed in the look-back, and no approved SI on the booking.
 */
export function docCutoffRows(q: Queryable, scope: ExceptionScope): Promise<DocCutoffRow[]> {
  return ruleQuery<DocCutoffRow>(
    q,
    `select b.company_id::text as company_id, 'booking' as doc_type, b.cgo_id as doc_id, coalesce(nullif(b.mbl_no, ''), b.cgo_id) as ref, k.at as due_at,
            (select count(*)::int from si_records s where s.cgo_id = b.cgo_id and not s.deleted and s.status in (1, 3)) as pending
       from cut_off_facts k cross join lateral (select * from booking_facts x where x.cgo_id = k.cgo_id offset 0) b
      where k.code = 'DCO' and k.at > now() - make_interval(days => ${CUTOFF_LOOKBACK_DAYS}) and k.at <= now() + interval '24 hours'
        and ($1::bigint is null or b.company_id = $1)
        -- a probe per booking (a subplan, not an anti join hashing every SI)
        and (select 1 from si_records s where s.cgo_id = b.cgo_id and not s.deleted and s.status = 2 limit 1) is null
        and ${BOOKING_LIVE('b')}`,
    scope,
  );
}

/** The SI review queue: SIs submitted and waiting for a reviewer, oldest first. */
export async function siReviewFigures(q: Queryable) {
  return queueFigures(await q.query(`select count(*)::int as n, min(updated_at) as oldest from si_records where status = 1 and not deleted`));
}

export async function nextSiToReview(q: Queryable): Promise<number | null> {
  const [r] = await q.query<{ id: number }>(`select id::int from si_records where status = 1 and not deleted order by updated_at, id limit 1`);
  return r?.id ?? null;
}
