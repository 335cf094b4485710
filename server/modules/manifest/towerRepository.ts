import { REGIME_RULE_SETS } from '../../../src/domain/manifest/regimes';
import { MFT_STATUS } from '../../../src/domain/manifest/status';
import type { Queryable } from '../../db/types';
import { CUTOFF_LOOKBACK_DAYS, type ExceptionScope, LOOKBACK_DAYS, queueFigures, type RuleRow, ruleQuery } from '../../platform/tower/rules';
import { BUILT_IN_CONFIG } from '../manifestSetup/public';

export type ManifestRuleRow = RuleRow & { status: number; filing: string; error: string };

const { ACCEPTED, AMENDING, DELETED, CANCELLED, SEND_FAILED, REJECTED, SUBMITTED } = MFT_STATUS;
/** Customs holds it, or it is gone: no longer due (an amendment of an accepted one leaves that in force). */
const DONE = [ACCEPTED, AMENDING, DELETED, CANCELLED];
/** The hours before loading when no configuration was resolved (rules.ts deadlineHoursOf: the regime's, else the built-in). */
const BUILT_IN_HOURS = Object.fromEntries(Object.entries(REGIME_RULE_SETS).map(([f, r]) => [f, r?.hours ?? BUILT_IN_CONFIG.MCF_DEADLINE_HOURS]));
const HOURS = `coalesce(g.mcf_deadline_hours, ($2::jsonb ->> m.mft_filing)::int, ${BUILT_IN_CONFIG.MCF_DEADLINE_HOURS})`;
const COLUMNS = `m.company_id::text as company_id, 'manifest' as doc_type, m.id::text as doc_id,
  coalesce(nullif(m.mft_hbl_no, ''), nullif(m.mft_mbl_no, ''), m.mft_no) as ref, m.mft_status::int as status, m.mft_filing as filing, m.mft_last_error as error`;

/**
 * MANIFEST_DUE (§12.1, `mft.deadline`): not accepted (nor gone) and its deadline — the planned
 * loading minus the configuration's hours, as dueService counts it — within 12 h or passed in the look-back.
 */
export function manifestDueRows(q: Queryable, scope: ExceptionScope): Promise<ManifestRuleRow[]> {
  return ruleQuery<ManifestRuleRow>(
    q,
    `select * from (
       select ${COLUMNS}, m.mft_loading_at - make_interval(hours => ${HOURS}) as due_at
         from manifests m left join manifest_config_directory g on g.id = m.mft_config_id
        where m.mft_loading_at > now() - make_interval(days => ${CUTOFF_LOOKBACK_DAYS}) and m.mft_loading_at <= now() + interval '252 hours'
          and m.mft_status <> all($3::int[]) and ($1::bigint is null or m.company_id = $1)
     ) x where x.due_at <= now() + interval '12 hours' and x.due_at > now() - make_interval(days => ${CUTOFF_LOOKBACK_DAYS})`,
    scope,
    [JSON.stringify(BUILT_IN_HOURS), DONE],
  );
}

/** MANIFEST_FAILED (§12.1): the transport gave up, or customs rejected it, in the look-back; due at once (its deadline when known). */
export function manifestFailedRows(q: Queryable, scope: ExceptionScope): Promise<ManifestRuleRow[]> {
  return ruleQuery<ManifestRuleRow>(
    q,
    `select ${COLUMNS}, coalesce(m.mft_loading_at - make_interval(hours => ${HOURS}), m.updated_at) as due_at
       from manifests m left join manifest_config_directory g on g.id = m.mft_config_id
      where m.mft_status = any($3::int[]) and m.updated_at > now() - make_interval(days => ${LOOKBACK_DAYS})
        and ($1::bigint is null or m.company_id = $1)`,
    scope,
    [JSON.stringify(BUILT_IN_HOURS), [SEND_FAILED, REJECTED]],
  );
}

/** The verifier's queues: submitted manifests (to verify), send failures and customs rejections (to fix). */
export async function manifestQueueFigures(q: Queryable, statuses: readonly number[]) {
  return queueFigures(await q.query(`select count(*)::int as n, min(updated_at) as oldest from manifests where mft_status = any($1::int[])`, [statuses]));
}

export async function nextManifest(q: Queryable, statuses: readonly number[]): Promise<number | null> {
  const [r] = await q.query<{ id: number }>(`select id::int from manifests where mft_status = any($1::int[]) order by updated_at, id limit 1`, [statuses]);
  return r?.id ?? null;
}

export const VERIFY_STATUSES = [SUBMITTED];
export const FAILED_STATUSES = [SEND_FAILED, REJECTED];
