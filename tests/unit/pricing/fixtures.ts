import type { PricingRules, RateToPrice } from '../../../src/domain/pricing/engine';
import type { MarkupRule } from '../../../src/domain/pricing/markups';
import type { SurchargeRule } from '../../../src/domain/pricing/surcharges';

/** COSU Shanghai → Rotterdam, USD, 20GP 1,450 / 40HQ 1,850 (minor units). */
export const rate = (over: Partial<RateToPrice> = {}): RateToPrice => ({
  Id: 11,
  Version: 2,
  Currency: 'USD',
  AllIn: false,
  CarrierCode: 'COSU',
  TradeLaneCode: 'EUR',
  PolCode: 'CNSHA',
  PodCode: 'NLRTM',
  RateType: 'SPOT',
  CargoType: 'GP',
  Direction: 'EXPORT',
  Prices: [
    { ContainerClass: '20GP', Cost: 145000, MaxGrossKg: 21000 },
    { ContainerClass: '40HQ', Cost: 185000, ListPrice: 215000, MaxGrossKg: 26000 },
  ],
  Surcharges: [],
  ...over,
});

const window = { ValidFrom: '2026-01-01', ValidTo: '2026-12-31', Active: true };

export const markup = (over: Partial<MarkupRule> & Pick<MarkupRule, 'Id'>): MarkupRule => ({
  Version: 1,
  Match: {},
  Scope: 'BUSINESS',
  Method: 'AMOUNT',
  Values: {},
  Currency: 'USD',
  ApplyTo: 'OF',
  RoundingStep: 1,
  MinMargin: {},
  ...window,
  ...over,
});

export const surcharge = (over: Partial<SurchargeRule> & Pick<SurchargeRule, 'Id' | 'FeeCode'>): SurchargeRule => ({
  Version: 1,
  Match: {},
  Kind: 'MANDATORY',
  Basis: 'PER_CONTAINER',
  Currency: 'USD',
  PaymentTerm: 'PRE',
  Side: 'FREIGHT',
  Amounts: {},
  ...window,
  ...over,
});

export const rules = (over: Partial<PricingRules> = {}): PricingRules => ({
  surcharges: [],
  markups: [],
  sales: [],
  includedInAllIn: new Set(),
  ...over,
});

export const DAY = '2026-11-25';
