import {
  DEFAULT_RISK_CONFIG,
  REQUIRED_RULES,
  RISK_RULES,
  type RiskConfig,
  type RiskFacts,
  type RiskLevel,
  type RiskOutcome,
  type RuleResult,
  worstOf,
} from './riskModel';
import { RULES } from './riskRules';

/**
 * The B/L application's risk check (operations.md §11.3) as a pure function: plain facts in, one
 * result per rule (PASS / REVIEW / BLOCK with its reason in words and the amounts and dates behind
 * it) and the worst level out. The server gathers the facts (server/modules/orderApply/facts.ts);
 * the apply form, the risk query and the check logs show what this answers.
 *
 * Floors no setting lowers: an unpaid B/L not covered by an available guarantee is never PASS
 * (R1/R2 answer at least REVIEW even when switched off), and a BLOCK is never overridden
 * (`overrideOutcome`).
 */

// the check's entry: what the server's orderApply module, the contract and the screens read from here
export {
  DEFAULT_RISK_CONFIG,
  HBL_ISSUED,
  HBL_RELEASED,
  HBL_SURRENDERED,
  HBL_VOIDED,
  rankOf,
  REQUIRED_RULES,
  RISK_LEVELS,
  RISK_RULES,
  worse,
  worstOf,
} from './riskModel';
export type { OverdueInvoiceFact, RiskConfig, RiskFacts, RiskLevel, RiskOutcome, RiskRule, RuleConfig, RuleResult } from './riskModel';
export { cny, guaranteeCovers } from './riskRules';
export { levelAfterOverrides, overrideRefusals, statusAfterCheck } from './overrides';
export type { Override, OverrideRefusal } from './overrides';

/** Runs every rule on the facts under the configuration. */
export function checkRisk(facts: RiskFacts, config: RiskConfig = DEFAULT_RISK_CONFIG): RiskOutcome {
  const results = RISK_RULES.map((rule): RuleResult => {
    const c = config[rule] ?? DEFAULT_RISK_CONFIG[rule];
    const h = RULES[rule](facts, c);
    const required = REQUIRED_RULES.includes(rule);
    if (!c.enabled && !(required && h.hit))
      return { rule, result: 'PASS', message: { zh: `规则已停用（${h.message.zh}）`, en: `rule switched off (${h.message.en})` }, params: { disabled: true } };
    // a required rule switched off still answers REVIEW: an uncovered unpaid B/L always meets a person
    const result: RiskLevel = h.hit ? (c.enabled ? c.severity : 'REVIEW') : 'PASS';
    return { rule, result, message: h.message, params: h.params ?? {} };
  });
  return { results, level: worstOf(results.map((r) => r.result)) };
}
