import { type RiskLevel, type RuleResult, worstOf } from './riskModel';

export interface Override {
  rule: string;
  reason: string;
}
export type OverrideRefusal = { code: 'BLOCK_NOT_OVERRIDABLE' | 'REASON_MISSING' | 'NOT_REVIEW'; rule: string };

/**
 * Whether an approval's overrides stand (§11.4 Decide): every REVIEW rule needs a reason, a BLOCK is
 * never overridden, an override on a rule that passed is refused (nothing to override). Answers the
 * refusals (empty: approved, level PASS after overrides).
 */
export function overrideRefusals(results: readonly Pick<RuleResult, 'rule' | 'result'>[], overrides: readonly Override[]): OverrideRefusal[] {
  const out: OverrideRefusal[] = [];
  for (const o of overrides) {
    const r = results.find((x) => x.rule === o.rule);
    if (r?.result === 'BLOCK') out.push({ code: 'BLOCK_NOT_OVERRIDABLE', rule: o.rule });
    else if (r?.result !== 'REVIEW') out.push({ code: 'NOT_REVIEW', rule: o.rule });
  }
  for (const r of results) {
    if (r.result === 'BLOCK' && !out.some((x) => x.rule === r.rule)) out.push({ code: 'BLOCK_NOT_OVERRIDABLE', rule: r.rule });
    if (r.result === 'REVIEW' && !overrides.some((o) => o.rule === r.rule && o.reason.trim().length >= 2)) out.push({ code: 'REASON_MISSING', rule: r.rule });
  }
  return out;
}

/** The level after overrides: a REVIEW with a reason counts as PASS; a BLOCK stays BLOCK whatever is sent. */
export function levelAfterOverrides(results: readonly Pick<RuleResult, 'rule' | 'result'>[], overrides: readonly Override[]): RiskLevel {
  return worstOf(results.map((r) => (r.result === 'REVIEW' && overrides.some((o) => o.rule === r.rule && o.reason.trim().length >= 2) ? 'PASS' : r.result)));
}

/** The state the check sends a submitted application to (§11.2): BLOCK → blocked, REVIEW → review, PASS → auto approved when on. */
export function statusAfterCheck(level: RiskLevel, autoApprove: boolean): 'block' | 'toReview' | 'autoApprove' {
  if (level === 'BLOCK') return 'block';
  if (level === 'REVIEW' || !autoApprove) return 'toReview';
  return 'autoApprove';
}
