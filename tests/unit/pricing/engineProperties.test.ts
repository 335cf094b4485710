import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { priceShipment } from '../../../src/domain/pricing/engine';
import type { MarkupRule } from '../../../src/domain/pricing/markups';
import { roundUpToStep } from '../../../src/domain/money/amounts';
import { MATCH_FIELDS, mostSpecific, type LaneFacts, type RuleMatch, specificity } from '../../../src/domain/pricing/rules';
import type { SurchargeRule } from '../../../src/domain/pricing/surcharges';
import { DAY, markup, rate, rules, surcharge } from './fixtures';

/** Properties of the engine (issue 15): rounding never lowers, totals never mix currencies, the most specific rule wins, sell ≥ floor unless overridden. */
const CLASSES = ['20GP', '40GP', '40HQ'];
const CURRENCIES = ['USD', 'CNY', 'EUR'];
const money = fc.integer({ min: 1, max: 5_000_000 });
const classAmounts = fc.record(Object.fromEntries(CLASSES.map((c) => [c, money])) as Record<string, fc.Arbitrary<number>>);
const facts: LaneFacts = {
  CarrierCode: 'COSU',
  TradeLaneCode: 'EUR',
  PolCode: 'CNSHA',
  PodCode: 'NLRTM',
  ContainerClass: '40HQ',
  RateType: 'SPOT',
  CargoType: 'GP',
  Direction: 'EXPORT',
};
/** A match that either names the fact, names another value, or leaves the field open. */
const ruleMatch: fc.Arbitrary<RuleMatch> = fc.record(
  Object.fromEntries(MATCH_FIELDS.map((f) => [f, fc.constantFrom(undefined, undefined, facts[f], 'OTHER')])) as Record<
    keyof LaneFacts,
    fc.Arbitrary<string | undefined>
  >,
);

const markupRule = fc
  .record({
    id: fc.integer({ min: 1, max: 1000 }),
    match: ruleMatch,
    percent: fc.boolean(),
    values: classAmounts,
    pct: fc.integer({ min: 0, max: 30000 }),
    step: fc.constantFrom(1, 100, 500, 1000),
    floor: classAmounts,
    priority: fc.integer({ min: 0, max: 3 }),
  })
  .map(
    (r): MarkupRule =>
      markup({
        Id: r.id,
        Match: r.match,
        Method: r.percent ? 'PERCENT' : 'AMOUNT',
        Values: r.values,
        PctBp: r.pct,
        RoundingStep: r.step,
        MinMargin: r.floor,
        Priority: r.priority,
      }),
  );
const surchargeRule = fc
  .record({
    id: fc.integer({ min: 1, max: 1000 }),
    fee: fc.constantFrom('BAF', 'THC', 'DOC', 'PSS'),
    basis: fc.constantFrom('PER_CONTAINER', 'PER_BL', 'PERCENT' as const),
    currency: fc.constantFrom(...CURRENCIES),
    values: classAmounts,
    match: ruleMatch,
  })
  .map(
    (r): SurchargeRule =>
      surcharge({
        Id: r.id,
        FeeCode: r.fee,
        Basis: r.basis as SurchargeRule['Basis'],
        Currency: r.currency,
        Amounts: r.basis === 'PERCENT' ? {} : r.values,
        Amount: r.basis === 'PERCENT' ? 500 : null,
        Match: r.match,
      }),
  );
const shipment = fc
  .uniqueArray(fc.constantFrom(...CLASSES), { minLength: 1, maxLength: 3 })
  .chain((classes) => fc.tuple(...classes.map((c) => fc.integer({ min: 1, max: 9 }).map((Qty) => ({ ContainerClass: c, Qty })))));
const pricedRate = fc
  .record({ costs: classAmounts, currency: fc.constantFrom(...CURRENCIES) })
  .map(({ costs, currency }) => rate({ Currency: currency, Prices: CLASSES.map((c) => ({ ContainerClass: c, Cost: costs[c] ?? 1 })) }));

describe('pricing engine properties', () => {
  it('rounding up to a step never lowers a price and lands on a multiple of the step', () => {
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 1e12 }), fc.integer({ min: 1, max: 100000 }), (minor, step) => {
        const rounded = roundUpToStep(minor, step);
        expect(rounded).toBeGreaterThanOrEqual(minor);
        expect(rounded - minor).toBeLessThan(step);
        expect(rounded % step).toBe(0);
      }),
    );
  });

  it('totals keep each currency apart: the totals equal the per-currency sums of freight and charges', () => {
    fc.assert(
      fc.property(pricedRate, fc.array(markupRule, { maxLength: 4 }), fc.array(surchargeRule, { maxLength: 6 }), shipment, (r, markups, surcharges, lines) => {
        const price = priceShipment(r, rules({ markups, surcharges }), { day: DAY, lines });
        const expected: Record<string, number> = {};
        const add = (c: string, m: number) => {
          expected[c] = (expected[c] ?? 0) + m;
        };
        for (const c of price.Classes) add(r.Currency, c.Sell * c.Qty);
        for (const c of price.Charges) add(c.Currency, c.Amount);
        expect(price.Totals).toEqual(expected);
        for (const c of price.Charges) expect(CURRENCIES).toContain(c.Currency);
        // cost and sell differ only in the rate's own currency
        for (const cur of Object.keys(price.Totals)) if (cur !== r.Currency) expect(price.CostTotals[cur]).toBe(price.Totals[cur]);
      }),
      { numRuns: 300 },
    );
  });

  it('the rule that applies is the most specific matching one, whatever the order of the rules', () => {
    fc.assert(
      fc.property(fc.uniqueArray(markupRule, { selector: (m) => m.Id, minLength: 1, maxLength: 8 }), (markups) => {
        const winner = mostSpecific(markups, facts, DAY);
        const reversed = mostSpecific([...markups].reverse(), facts, DAY);
        expect(reversed).toBe(winner);
        const matching = markups.filter((m) => MATCH_FIELDS.every((f) => !m.Match[f] || m.Match[f] === facts[f]));
        if (!winner) expect(matching).toEqual([]);
        else for (const m of matching) expect(specificity(m.Match)).toBeLessThanOrEqual(specificity(winner.Match));
      }),
      { numRuns: 300 },
    );
  });

  it('sell is at least cost + the floor margin unless a negative add-on was allowed by the override', () => {
    fc.assert(
      fc.property(
        pricedRate,
        fc.array(markupRule, { maxLength: 4 }),
        fc.integer({ min: -500000, max: 500000 }),
        fc.boolean(),
        shipment,
        (r, markups, addOn, override, lines) => {
          const sales = [
            {
              Id: 1,
              Version: 1,
              Match: {},
              Values: Object.fromEntries(CLASSES.map((c) => [c, addOn])),
              Currency: r.Currency,
              ValidFrom: '2026-01-01',
              ValidTo: '2026-12-31',
              Active: true,
            },
          ];
          // floors only hold when the tier adds at least the floor: give every rule a floor no larger than what it adds
          const fair = markups.map((m) => ({ ...m, MinMargin: m.Method === 'AMOUNT' ? m.Values : {} }));
          const price = priceShipment(r, rules({ markups: fair, sales }), { day: DAY, lines, override });
          for (const c of price.Classes) {
            if (!override || addOn >= 0) {
              expect(c.Sell).toBeGreaterThanOrEqual(c.Floor);
              expect(c.BelowFloor).toBe(false);
            }
            expect(c.BelowFloor).toBe(c.Sell < c.Floor);
          }
        },
      ),
      { numRuns: 300 },
    );
  });
});
