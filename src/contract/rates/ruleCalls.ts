import { Type, type Static } from '@sinclair/typebox';
import { defineCall } from '../call';
import { id, nullable, strict, text, textOf } from '../schema';
import { RATES_ACCESS as A, RATES_PATHS as P } from './module';

/**
 * The pricing rules (commercial.md §2.1 MarkupRule, SurchargeRule): kept as versions — a save or a
 * status change writes the next version, never the stored one, so a price shown once can be rebuilt
 * from the versions it used (R2.8). A save names the Version it read (400 `STALE` otherwise).
 * Amounts travel as decimal text in their currency; percentages as text ("8" = 8 %).
 */

const date = Type.String({ pattern: '^\\d{4}-\\d{2}-\\d{2}$' });
const amount = Type.String({ pattern: '^\\d{1,12}(\\.\\d{1,6})?$' });
const code = (max: number) => Type.Optional(nullable(text(max)));

/** Which lanes a rule covers: an empty field matches any. */
export const RuleMatchSchema = strict({
  CarrierCode: code(4),
  TradeLaneCode: code(10),
  PolCode: code(5),
  PodCode: code(5),
  ContainerClass: code(6),
  RateType: code(10),
  CargoType: code(4),
});
export const ClassAmountSchema = strict({ ContainerClass: text(6, 1), Amount: amount });

const common = {
  Name: text(60, 1),
  Match: RuleMatchSchema,
  Priority: Type.Optional(Type.Integer({ minimum: -100, maximum: 100 })),
  ValidFrom: date,
  ValidTo: date,
};

export const MARKUP_SCOPES = ['BUSINESS', 'LEVEL'] as const;
export const markupInput = strict({
  Id: Type.Optional(id),
  Version: Type.Optional(Type.Integer({ minimum: 1 })),
  ...common,
  Scope: textOf(MARKUP_SCOPES),
  LevelId: Type.Optional(nullable(id)),
  Method: textOf(['AMOUNT', 'PERCENT'] as const),
  Amounts: Type.Array(ClassAmountSchema, { maxItems: 20 }),
  Pct: Type.Optional(nullable(amount)),
  Currency: Type.Optional(nullable(text(3))),
  ApplyTo: Type.Optional(textOf(['OF', 'OF_AND_FREIGHT_SURCHARGES'] as const)),
  /** Round the marked-up freight up to this amount of the rate's currency (e.g. "5"). */
  RoundingStep: amount,
  MinMargin: Type.Array(ClassAmountSchema, { maxItems: 20 }),
});
export type MarkupInput = Static<typeof markupInput>;

export const SURCHARGE_KINDS = ['MANDATORY', 'CONDITIONAL', 'OPTIONAL'] as const;
export const surchargeInput = strict({
  Id: Type.Optional(id),
  Version: Type.Optional(Type.Integer({ minimum: 1 })),
  ...common,
  Kind: textOf(SURCHARGE_KINDS),
  FeeCode: text(10, 1),
  Basis: textOf(['PER_CONTAINER', 'PER_BL', 'PER_SHIPMENT', 'PERCENT'] as const),
  Currency: text(3, 3),
  PaymentTerm: textOf(['PRE', 'COL'] as const),
  Side: textOf(['FREIGHT', 'ORIGIN', 'DESTINATION'] as const),
  /** Per class; or one Amount for every class (and for per-B/L charges). PERCENT: a percentage. */
  Amounts: Type.Array(ClassAmountSchema, { maxItems: 20 }),
  Amount: Type.Optional(nullable(amount)),
  Min: Type.Optional(nullable(amount)),
  Max: Type.Optional(nullable(amount)),
  /** CONDITIONAL: the declared gross kg per container above which it applies, per class. */
  GrossKgOver: Type.Optional(Type.Array(strict({ ContainerClass: text(6, 1), Kg: Type.Integer({ minimum: 1, maximum: 60000 }) }), { maxItems: 20 })),
  /** CONDITIONAL: the cargo's IMO hazard classes it applies to. */
  ImoClasses: Type.Optional(Type.Array(text(4, 1), { maxItems: 9 })),
});
export type SurchargeInput = Static<typeof surchargeInput>;

const ruleRow = {
  Id: Type.Integer(),
  Version: Type.Integer(),
  Active: Type.Boolean(),
  CreatedBy: Type.String(),
  CreatedAt: Type.String(),
  /** Versions of this rule before this one. */
  Earlier: Type.Integer(),
};
export const MarkupRowSchema = Type.Object({ ...ruleRow, ...markupInput.properties, Id: Type.Integer(), Version: Type.Integer(), LevelName: Type.String() });
export type MarkupRow = Static<typeof MarkupRowSchema>;
export const SurchargeRowSchema = Type.Object({
  ...ruleRow,
  ...surchargeInput.properties,
  Id: Type.Integer(),
  Version: Type.Integer(),
  FeeName: Type.String(),
});
export type SurchargeRow = Static<typeof SurchargeRowSchema>;

/**
 * A salesperson's add-on (commercial.md §2.1 SalesMarkup, `FreightPush`): an amount per class added
 * on the tier price in the quick quote centre and on quotes, for all of the salesperson's customers
 * or the ones named; below zero only with the override button (R2.6).
 */
export const salesMarkupInput = strict({
  Id: Type.Optional(id),
  Version: Type.Optional(Type.Integer({ minimum: 1 })),
  ...common,
  Currency: text(3, 3),
  Amounts: Type.Array(strict({ ContainerClass: text(6, 1), Amount: Type.String({ pattern: '^-?\\d{1,12}(\\.\\d{1,6})?$' }) }), { minItems: 1, maxItems: 20 }),
  /** The customer companies it applies to; none = all of the salesperson's customers. */
  TargetCompanyIds: Type.Array(id, { maxItems: 200 }),
});
export type SalesMarkupInput = Static<typeof salesMarkupInput>;
export const SalesMarkupRowSchema = Type.Object({
  ...ruleRow,
  ...salesMarkupInput.properties,
  Id: Type.Integer(),
  Version: Type.Integer(),
  TargetNames: Type.Array(Type.String()),
});
export type SalesMarkupRow = Static<typeof SalesMarkupRowSchema>;

/**
 * The mark-up rules at work on sample lanes (commercial.md §2.5 PriceSet: "a preview of sell vs
 * cost"): one published rate per lane — the lanes searched most in the last 30 days first — priced
 * today with the current rules at a level (none: the business default), for one class.
 */
export const MarkupPreviewRowSchema = Type.Object({
  RateNo: Type.String(),
  CarrierCode: Type.String(),
  PolCode: Type.String(),
  PodCode: Type.String(),
  Currency: Type.String(),
  Cost: Type.String(),
  Sell: Type.String(),
  Margin: Type.String(),
  /** Margin over cost, in percent with one decimal. */
  MarginPct: Type.String(),
  Floor: Type.String(),
  BelowFloor: Type.Boolean(),
  /** The tier rule that priced it, with its version ("" when none matched). */
  RuleName: Type.String(),
  /** Searches of this lane in the last 30 days. */
  Searches: Type.Integer(),
});
export type MarkupPreviewRow = Static<typeof MarkupPreviewRowSchema>;

const saved = Type.Object({ Id: Type.Integer(), Version: Type.Integer() });
const statusInput = strict({ Id: id, Version: Type.Integer({ minimum: 1 }), Active: Type.Boolean() });

export const ruleCalls = {
  markupList: defineCall({ method: 'GET', path: P.markupRuleList, input: strict({}), answer: Type.Array(MarkupRowSchema), access: A.markupRead }),
  markupSave: defineCall({ method: 'POST', path: P.markupRuleSave, input: markupInput, answer: saved, access: A.markupEdit }),
  markupSetStatus: defineCall({ method: 'POST', path: P.markupRuleSetStatus, input: statusInput, answer: saved, access: A.markupEdit }),
  markupPreview: defineCall({
    method: 'GET',
    path: P.markupRulePreview,
    input: strict({ LevelId: Type.Optional(id), ContainerClass: Type.Optional(text(6, 4)) }),
    answer: Type.Array(MarkupPreviewRowSchema),
    access: A.markupRead,
  }),
  surchargeList: defineCall({
    method: 'GET',
    path: P.surchargeRuleList,
    input: strict({}),
    answer: Type.Array(SurchargeRowSchema),
    access: A.surchargeRead,
  }),
  surchargeSave: defineCall({ method: 'POST', path: P.surchargeRuleSave, input: surchargeInput, answer: saved, access: A.surchargeEdit }),
  surchargeSetStatus: defineCall({ method: 'POST', path: P.surchargeRuleSetStatus, input: statusInput, answer: saved, access: A.surchargeEdit }),
  salesList: defineCall({
    method: 'GET',
    path: P.salesMarkupList,
    input: strict({}),
    answer: Type.Array(SalesMarkupRowSchema),
    access: A.salesMarkupRead,
  }),
  salesSave: defineCall({ method: 'POST', path: P.salesMarkupSave, input: salesMarkupInput, answer: saved, access: A.salesMarkupEdit }),
  salesSetStatus: defineCall({ method: 'POST', path: P.salesMarkupSetStatus, input: statusInput, answer: saved, access: A.salesMarkupEdit }),
} as const;
