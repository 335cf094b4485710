import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  checkRisk,
  DEFAULT_RISK_CONFIG,
  levelAfterOverrides,
  overrideRefusals,
  RISK_LEVELS,
  RISK_RULES,
  type RiskConfig,
  type RiskFacts,
  rankOf,
  statusAfterCheck,
} from '../../../src/domain/orderApply/risk';
import { OAP_KIND } from '../../../src/domain/orderApply/status';

/** The risk check (operations.md §11.3) on plain facts: each rule, and the floors no setting lowers. */
const clean: RiskFacts = {
  asOf: '2026-11-27',
  kind: OAP_KIND.TELEX,
  useGuarantee: false,
  hbl: {
    no: 'HBL1',
    status: 4,
    siApproved: true,
    releaseType: 'TELEX RELEASE',
    originalsOut: false,
    consignee: 'ACME GMBH',
    notify: 'SAME AS CONSIGNEE',
    onBoardDate: '2026-11-10',
  },
  unpaidCnyMinor: 0,
  unpaidByCurrency: {},
  overdue: [],
  departure: { code: 'DEPA', at: '2026-11-10T08:00:00Z' },
  guarantee: null,
  receiver: null,
  manifestConsignee: 'ACME GMBH',
  liveApplications: [],
};
const f = (over: Partial<RiskFacts>): RiskFacts => ({ ...clean, ...over });
const resultOf = (facts: RiskFacts, rule: string, config?: RiskConfig) => checkRisk(facts, config).results.find((r) => r.rule === rule)!;

describe('each rule', () => {
  it('clean facts pass every rule', () => {
    const o = checkRisk(clean);
    expect(o.level).toBe('PASS');
    expect(o.results.map((r) => r.rule)).toEqual([...RISK_RULES]);
  });
  it('R1 blocks an unpaid B/L, unless released against a guarantee that covers it', () => {
    const unpaid = f({ unpaidCnyMinor: 1_230_000, unpaidByCurrency: { USD: 150_000, CNY: 160_000 } });
    expect(resultOf(unpaid, 'R1_UNPAID')).toMatchObject({ result: 'BLOCK' });
    expect(resultOf(unpaid, 'R1_UNPAID').message.en).toBe('unpaid on this B/L: 12,300 CNY (USD 1500.00 + CNY 1600.00)');
    const g = { limitMinor: 5_000_000, usedMinor: 1_000_000, validFrom: '2026-01-01', validTo: '2026-12-31', status: 'ACTIVE' as const };
    const covered = f({ ...unpaid, useGuarantee: true, guarantee: g });
    expect(resultOf(covered, 'R1_UNPAID').result).toBe('PASS');
    expect(resultOf(covered, 'R2_GUARANTEE').result).toBe('PASS');
    for (const bad of [
      { ...g, usedMinor: 4_000_000 },
      { ...g, status: 'SUSPENDED' as const },
      { ...g, validTo: '2026-11-26' },
    ]) {
      const o = checkRisk(f({ ...covered, guarantee: bad }));
      expect(o.results.filter((r) => r.result === 'BLOCK').map((r) => r.rule)).toEqual(['R1_UNPAID', 'R2_GUARANTEE']);
    }
  });
  it('R3 reviews invoices overdue beyond the setting’s days, in words with the amount', () => {
    const overdue = [
      { no: 'INV1', currency: 'USD', outstandingMinor: 100_000, cnyMinor: 720_000, dueDate: '2026-10-13', daysOverdue: 45 },
      { no: 'INV2', currency: 'CNY', outstandingMinor: 510_000, cnyMinor: 510_000, dueDate: '2026-10-20', daysOverdue: 38 },
      { no: 'INV3', currency: 'CNY', outstandingMinor: 1, cnyMinor: 1, dueDate: '2026-11-20', daysOverdue: 7 },
    ];
    const r = resultOf(f({ overdue }), 'R3_OVERDUE');
    expect(r.result).toBe('REVIEW');
    expect(r.message.en).toBe('2 invoices overdue 45 days, 12,300 CNY: INV1, INV2');
    const cfg = { ...DEFAULT_RISK_CONFIG, R3_OVERDUE: { enabled: true, severity: 'BLOCK' as const, params: { days: 40 } } };
    expect(resultOf(f({ overdue }), 'R3_OVERDUE', cfg)).toMatchObject({ result: 'BLOCK', message: { en: '1 invoice overdue 45 days, 7,200 CNY: INV1' } });
  });
  it('R4 blocks a B/L not issued, voided, released, or its SI not approved; none at all', () => {
    for (const hbl of [{ ...clean.hbl!, status: 3 }, { ...clean.hbl!, status: 7 }, { ...clean.hbl!, status: 5 }, { ...clean.hbl!, siApproved: false }, null])
      expect(resultOf(f({ hbl }), 'R4_DOCS').result).toBe('BLOCK');
    expect(resultOf(f({ hbl: { ...clean.hbl!, status: 6 } }), 'R4_DOCS').result).toBe('PASS');
  });
  it('R5 blocks a shipped-on-board B/L without LOAD/DEPA; a received-for-shipment one passes', () => {
    expect(resultOf(f({ departure: null }), 'R5_DEPARTED').result).toBe('BLOCK');
    expect(resultOf(f({ departure: null, hbl: { ...clean.hbl!, onBoardDate: null } }), 'R5_DEPARTED').result).toBe('PASS');
  });
  it('R6 reviews a courier to an address not authenticated, revoked or expired', () => {
    const courier = (auth: NonNullable<RiskFacts['receiver']>['auth']) => f({ kind: OAP_KIND.COURIER, receiver: { name: '王五', auth } });
    expect(resultOf(courier(null), 'R6_ADDRESS').result).toBe('REVIEW');
    expect(resultOf(courier({ status: 'REVOKED', expiresAt: '2027-01-01', method: 'SMS_CODE' }), 'R6_ADDRESS').result).toBe('REVIEW');
    expect(resultOf(courier({ status: 'VERIFIED', expiresAt: '2026-11-26T00:00:00Z', method: 'SMS_CODE' }), 'R6_ADDRESS').result).toBe('REVIEW');
    expect(resultOf(courier({ status: 'VERIFIED', expiresAt: '2027-11-26T00:00:00Z', method: 'LICENSE' }), 'R6_ADDRESS').result).toBe('PASS');
    expect(resultOf(f({ kind: OAP_KIND.COURIER }), 'R6_ADDRESS').result).toBe('REVIEW');
    expect(resultOf(clean, 'R6_ADDRESS').result).toBe('PASS');
  });
  it('R7 blocks a consignee or notify party on the watch list (case and punctuation aside)', () => {
    const cfg = { ...DEFAULT_RISK_CONFIG, R7_PARTY_LIST: { enabled: true, severity: 'BLOCK' as const, params: { names: ['acme  gmbh'] } } };
    expect(resultOf(clean, 'R7_PARTY_LIST', cfg).result).toBe('BLOCK');
    expect(resultOf(f({ hbl: { ...clean.hbl!, consignee: 'ACME, G.m.b.H' } }), 'R7_PARTY_LIST', cfg).result).toBe('PASS');
  });
  it('R8 blocks a telex release while originals are out and not surrendered', () => {
    const out = { ...clean.hbl!, originalsOut: true };
    expect(resultOf(f({ hbl: out }), 'R8_TELEX_ORIGINALS').result).toBe('BLOCK');
    expect(resultOf(f({ hbl: { ...out, status: 6 } }), 'R8_TELEX_ORIGINALS').result).toBe('PASS');
    expect(resultOf(f({ hbl: out, kind: OAP_KIND.SEAWAY }), 'R8_TELEX_ORIGINALS').result).toBe('PASS');
  });
  it('R9 reviews a consignee changed after the accepted manifest; R10 blocks a second live application', () => {
    expect(resultOf(f({ manifestConsignee: 'OTHER LTD' }), 'R9_CHANGED_AFTER_MANIFEST').result).toBe('REVIEW');
    expect(resultOf(f({ manifestConsignee: null }), 'R9_CHANGED_AFTER_MANIFEST').result).toBe('PASS');
    expect(resultOf(f({ liveApplications: [{ no: 'OAP1', status: 3 }] }), 'R10_DUPLICATE')).toMatchObject({
      result: 'BLOCK',
      message: { en: 'a live application exists for this B/L: OAP1' },
    });
  });
});

// ── properties ──────────────────────────────────────────────────────────────────────────────────

const day = fc.integer({ min: 0, max: 800 }).map((n) => new Date(Date.UTC(2026, 0, 1) + n * 86_400_000).toISOString().slice(0, 10));
const facts: fc.Arbitrary<RiskFacts> = fc.record({
  asOf: day,
  kind: fc.constantFrom(1, 2, 3, 4) as fc.Arbitrary<1 | 2 | 3 | 4>,
  useGuarantee: fc.boolean(),
  hbl: fc.option(
    fc.record({
      no: fc.constant('HBL'),
      status: fc.integer({ min: 1, max: 7 }),
      siApproved: fc.boolean(),
      releaseType: fc.constantFrom('ORIGINAL', 'TELEX RELEASE', 'SEAWAY BILL'),
      originalsOut: fc.boolean(),
      consignee: fc.constantFrom('ACME', 'BAD CO', 'OTHER'),
      notify: fc.constantFrom('ACME', 'BAD CO'),
      onBoardDate: fc.option(day),
    }),
  ),
  unpaidCnyMinor: fc.integer({ min: 0, max: 10_000_000 }),
  unpaidByCurrency: fc.constant({}),
  overdue: fc.array(
    fc.record({
      no: fc.constant('INV'),
      currency: fc.constant('CNY'),
      outstandingMinor: fc.nat(),
      cnyMinor: fc.nat(),
      dueDate: day,
      daysOverdue: fc.integer({ min: 1, max: 200 }),
    }),
    { maxLength: 3 },
  ),
  departure: fc.option(fc.record({ code: fc.constantFrom('LOAD', 'DEPA'), at: day })),
  guarantee: fc.option(
    fc.record({
      limitMinor: fc.integer({ min: 0, max: 10_000_000 }),
      usedMinor: fc.integer({ min: 0, max: 10_000_000 }),
      validFrom: day,
      validTo: day,
      status: fc.constantFrom('ACTIVE', 'SUSPENDED') as fc.Arbitrary<'ACTIVE' | 'SUSPENDED'>,
    }),
  ),
  receiver: fc.option(
    fc.record({
      name: fc.constant('R'),
      auth: fc.option(fc.record({ status: fc.constantFrom('VERIFIED', 'REVOKED'), expiresAt: day, method: fc.constant('SMS_CODE') })),
    }),
  ),
  manifestConsignee: fc.option(fc.constantFrom('ACME', 'OTHER')),
  liveApplications: fc.array(fc.record({ no: fc.constant('OAP'), status: fc.integer({ min: 1, max: 5 }) }), { maxLength: 2 }),
});
const ruleConfig = fc.record({
  enabled: fc.boolean(),
  severity: fc.constantFrom('REVIEW', 'BLOCK') as fc.Arbitrary<'REVIEW' | 'BLOCK'>,
  params: fc.record({ days: fc.integer({ min: 0, max: 90 }), names: fc.subarray(['BAD CO', 'ACME']) }),
});
const config: fc.Arbitrary<RiskConfig> = fc
  .tuple(...RISK_RULES.map(() => ruleConfig))
  .map((cs) => Object.fromEntries(RISK_RULES.map((r, i) => [r, cs[i]])) as RiskConfig);
const overrides = fc.array(fc.record({ rule: fc.constantFrom(...RISK_RULES), reason: fc.constantFrom('', 'x', 'customer paid by wire, slip seen') }), {
  maxLength: 12,
});

describe('properties of the check', () => {
  it('a release above the guarantee is never PASS, whatever the settings', () => {
    fc.assert(
      fc.property(facts, config, (fa, cfg) => {
        const available = fa.guarantee ? fa.guarantee.limitMinor - fa.guarantee.usedMinor : 0;
        fc.pre(fa.unpaidCnyMinor > 0 && fa.unpaidCnyMinor > available);
        const o = checkRisk(fa, cfg);
        expect(o.level).not.toBe('PASS');
        expect(statusAfterCheck(o.level, true)).not.toBe('autoApprove');
      }),
      { numRuns: 400 },
    );
  });
  it('the level is the worst rule result, and making one result worse never makes the level better', () => {
    fc.assert(
      fc.property(facts, config, fc.integer({ min: 0, max: 9 }), fc.constantFrom(...RISK_LEVELS), (fa, cfg, i, lvl) => {
        const o = checkRisk(fa, cfg);
        expect(rankOf(o.level)).toBe(Math.max(...o.results.map((r) => rankOf(r.result))));
        const worse = o.results.map((r, j) => (j === i && rankOf(lvl) > rankOf(r.result) ? lvl : r.result));
        expect(rankOf(worse.reduce((a, b) => (rankOf(a) >= rankOf(b) ? a : b), 'PASS'))).toBeGreaterThanOrEqual(rankOf(o.level));
      }),
      { numRuns: 300 },
    );
  });
  it('switching a rule off never makes the level worse; raising a severity never makes it better', () => {
    fc.assert(
      fc.property(facts, config, fc.constantFrom(...RISK_RULES), (fa, cfg, rule) => {
        const before = checkRisk(fa, cfg).level;
        const off = checkRisk(fa, { ...cfg, [rule]: { ...cfg[rule], enabled: false } }).level;
        expect(rankOf(off)).toBeLessThanOrEqual(rankOf(before));
        const strict = checkRisk(fa, { ...cfg, [rule]: { ...cfg[rule], severity: 'BLOCK' } }).level;
        expect(rankOf(strict)).toBeGreaterThanOrEqual(rankOf(before));
      }),
      { numRuns: 300 },
    );
  });
  it('a BLOCK never becomes PASS by any override, and approval is refused while any BLOCK stands', () => {
    fc.assert(
      fc.property(facts, config, overrides, (fa, cfg, ovs) => {
        const o = checkRisk(fa, cfg);
        const after = levelAfterOverrides(o.results, ovs);
        if (o.level === 'BLOCK') {
          expect(after).toBe('BLOCK');
          expect(overrideRefusals(o.results, ovs).some((r) => r.code === 'BLOCK_NOT_OVERRIDABLE')).toBe(true);
        }
        // no refusal ⇒ every REVIEW carries a reason and the level after overrides is PASS
        if (overrideRefusals(o.results, ovs).length === 0) expect(after).toBe('PASS');
        expect(rankOf(after)).toBeLessThanOrEqual(rankOf(o.level));
      }),
      { numRuns: 400 },
    );
  });
  it('a REVIEW needs a reason per rule', () => {
    const results = [
      { rule: 'R3_OVERDUE' as const, result: 'REVIEW' as const },
      { rule: 'R6_ADDRESS' as const, result: 'REVIEW' as const },
      { rule: 'R1_UNPAID' as const, result: 'PASS' as const },
    ];
    expect(overrideRefusals(results, [{ rule: 'R3_OVERDUE', reason: 'paid on 20 Nov, slip seen' }])).toEqual([{ code: 'REASON_MISSING', rule: 'R6_ADDRESS' }]);
    expect(overrideRefusals(results, [{ rule: 'R1_UNPAID', reason: 'because' }])[0]).toEqual({ code: 'NOT_REVIEW', rule: 'R1_UNPAID' });
  });
});
