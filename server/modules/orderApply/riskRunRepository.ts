import type { RiskLevel, RiskRule, RuleResult } from '../../../src/domain/orderApply/risk';
import type { Queryable } from '../../db/types';

/** The risk check's runs (operations.md §11.1): a row per rule per run, the overrides, the check log. */

/** One run of the check: a row per rule. Answers the run's number. */
export async function insertRun(tx: Queryable, oapId: number, results: readonly RuleResult[]): Promise<number> {
  const [n] = await tx.query<{ run: number }>('select coalesce(max(rsk_run), 0) + 1 as run from bl_risk_results where oap_id = $1', [oapId]);
  const run = n!.run;
  await tx.query(
    `insert into bl_risk_results (oap_id, rsk_run, rsk_rule, rsk_result, rsk_message_zh, rsk_message_en, rsk_params)
     select $1, $2, r.rule, r.result, r.zh, r.en, r.params from jsonb_to_recordset($3::jsonb) as r(rule text, result text, zh text, en text, params jsonb)`,
    [oapId, run, JSON.stringify(results.map((r) => ({ rule: r.rule, result: r.result, zh: r.message.zh, en: r.message.en, params: r.params })))],
  );
  return run;
}

export interface StoredResult {
  Rule: RiskRule;
  Result: RiskLevel;
  Message: { zh: string; en: string };
  Params: Record<string, unknown>;
  OverrideBy: string;
  OverrideReason: string;
}

export async function latestRun(q: Queryable, oapId: number): Promise<StoredResult[]> {
  return q.query<StoredResult>(
    `select x.rsk_rule as "Rule", x.rsk_result as "Result", jsonb_build_object('zh', x.rsk_message_zh, 'en', x.rsk_message_en) as "Message",
        x.rsk_params as "Params", coalesce(e.name, '') as "OverrideBy", coalesce(x.rsk_override_reason, '') as "OverrideReason"
       from bl_risk_results x left join employee_directory e on e.id = x.rsk_override_by
      where x.oap_id = $1 and x.rsk_run = (select max(rsk_run) from bl_risk_results where oap_id = $1) order by x.id`,
    [oapId],
  );
}

export async function recordOverrides(tx: Queryable, oapId: number, overrides: readonly { rule: string; reason: string }[], actorId: string): Promise<void> {
  await tx.query(
    `update bl_risk_results x set rsk_override_by = $3, rsk_override_reason = o.reason
       from jsonb_to_recordset($2::jsonb) as o(rule text, reason text)
      where x.oap_id = $1 and x.rsk_rule = o.rule and x.rsk_run = (select max(rsk_run) from bl_risk_results where oap_id = $1)`,
    [oapId, JSON.stringify(overrides), actorId],
  );
}
export const checkLogListBase = `select x.id::int as "Id", a.id::int as "OAP_ID", a.oap_no as "OAP_NO", c.name_zh as "CompanyName", x.rsk_run as "RSK_RUN",
  x.rsk_run_at as "RSK_RUN_AT", x.rsk_rule as "RSK_RULE", x.rsk_result as "RSK_RESULT", x.rsk_message_zh as "MessageZh", x.rsk_message_en as "MessageEn",
  x.rsk_params as "RSK_PARAMS", coalesce(e.name, '') as "OverrideBy", coalesce(x.rsk_override_reason, '') as "RSK_OVERRIDE_REASON"
  from bl_risk_results x join bl_applications a on a.id = x.oap_id join company_directory c on c.id = a.company_id
  left join employee_directory e on e.id = x.rsk_override_by`;
