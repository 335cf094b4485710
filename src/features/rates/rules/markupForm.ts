import type { MarkupRow } from '../../../contract/rates/ruleCalls';
import { amountsOf, classAmountsText } from './ruleForm';
import { ruleCommonBody, ruleCommonInitial } from './RuleScreenKit';

/** A mark-up rule's form values: the rule being edited, or a new one on the first level that is not the public one. */
export function markupInitial(r: MarkupRow | undefined, firstLevelId: string) {
  return {
    ...ruleCommonInitial(r),
    LevelId: r?.LevelId ? String(r.LevelId) : firstLevelId,
    Method: r?.Method ?? 'AMOUNT',
    Currency: r?.Currency ?? 'USD',
    Amounts: r ? classAmountsText(r.Amounts) : '',
    Pct: r?.Pct ?? '',
    ApplyTo: r?.ApplyTo === 'OF_AND_FREIGHT_SURCHARGES' ? 'true' : 'false',
    RoundingStep: r?.RoundingStep ?? '5',
    MinMargin: r ? classAmountsText(r.MinMargin) : '',
  };
}

/** The rule to save: an amount per class in its currency, or a percentage; the level's only on the level page. */
export function markupBody(v: Record<string, string>, r: MarkupRow | undefined, scope: 'BUSINESS' | 'LEVEL', amountsBad: string) {
  return {
    ...ruleCommonBody(v, r),
    Scope: scope,
    LevelId: scope === 'LEVEL' && v.LevelId ? Number(v.LevelId) : null,
    Method: v.Method,
    Currency: v.Method === 'AMOUNT' ? v.Currency?.trim().toUpperCase() || null : null,
    Amounts: v.Method === 'AMOUNT' ? amountsOf(v.Amounts, 'Amounts', amountsBad) : [],
    Pct: v.Method === 'PERCENT' ? v.Pct?.trim() || null : null,
    ApplyTo: v.ApplyTo === 'true' ? 'OF_AND_FREIGHT_SURCHARGES' : 'OF',
    RoundingStep: v.RoundingStep?.trim() || '1',
    MinMargin: amountsOf(v.MinMargin, 'MinMargin', amountsBad),
  };
}
