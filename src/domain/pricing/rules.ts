/**
 * Which rule applies (commercial.md §2.4 steps 3–5, R2.6): surcharge, mark-up and sales rules name
 * the lanes they cover by optional match fields; an empty field matches anything. Of the rules that
 * match, the most specific wins — the most non-empty match fields, then the higher Priority, then the
 * newest — so "EU / 40HQ" beats "EU" beats the company default, and the outcome never depends on the
 * order rows came back from the database.
 */

/** The facts of one priced container that a rule can name. */
export interface LaneFacts {
  CarrierCode: string;
  TradeLaneCode: string;
  PolCode: string;
  PodCode: string;
  ContainerClass: string;
  RateType: string;
  CargoType: string;
  Direction: string;
}

export type MatchField = keyof LaneFacts;
export const MATCH_FIELDS: readonly MatchField[] = [
  'CarrierCode',
  'TradeLaneCode',
  'PolCode',
  'PodCode',
  'ContainerClass',
  'RateType',
  'CargoType',
  'Direction',
];

/** What a rule names; absent, null or '' = any. */
export type RuleMatch = Partial<Record<MatchField, string | null>>;

/** What every rule carries for choosing and for the price trace. */
export interface RuleIdentity {
  Id: number;
  Version: number;
  Match: RuleMatch;
  Priority?: number;
  ValidFrom: string;
  ValidTo: string;
  Active: boolean;
}

/** How many fields a rule names: the measure of "most specific". */
export const specificity = (match: RuleMatch) => MATCH_FIELDS.filter((f) => match[f]).length;

/** Whether every field the rule names equals the fact. */
export const matches = (match: RuleMatch, facts: LaneFacts) => MATCH_FIELDS.every((f) => !match[f] || match[f] === facts[f]);

/** Whether the rule is active and its window (inclusive calendar dates) holds `day`. */
export const validOn = (rule: Pick<RuleIdentity, 'ValidFrom' | 'ValidTo' | 'Active'>, day: string) =>
  rule.Active && rule.ValidFrom <= day && day <= rule.ValidTo;

/** Most specific first, then higher Priority, then the newest (higher Id, then higher Version). */
export function bySpecificity(a: RuleIdentity, b: RuleIdentity): number {
  return specificity(b.Match) - specificity(a.Match) || (b.Priority ?? 0) - (a.Priority ?? 0) || b.Id - a.Id || b.Version - a.Version;
}

/** The winning rule of `rules` for these facts on `day`, or undefined when none applies. */
export function mostSpecific<R extends RuleIdentity>(rules: readonly R[], facts: LaneFacts, day: string): R | undefined {
  let best: R | undefined;
  for (const rule of rules) {
    if (!validOn(rule, day) || !matches(rule.Match, facts)) continue;
    if (!best || bySpecificity(rule, best) < 0) best = rule;
  }
  return best;
}
