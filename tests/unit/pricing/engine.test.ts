import { describe, expect, it } from 'vitest';
import { priceShipment, validityDay } from '../../../src/domain/pricing/engine';
import { DAY, markup, rate, rules, surcharge } from './fixtures';

const one = (containerClass: string, qty = 1) => [{ ContainerClass: containerClass, Qty: qty }];

describe('the pricing engine', () => {
  it('explains a sell price line by line: cost + level mark-up + sales add-on, rounded up to the step', () => {
    const price = priceShipment(
      rate(),
      rules({
        markups: [
          markup({ Id: 1, Values: { '40HQ': 5000 }, RoundingStep: 500 }),
          markup({ Id: 2, Version: 3, Scope: 'LEVEL', LevelId: 7, Match: { TradeLaneCode: 'EUR' }, Values: { '40HQ': 6500 }, RoundingStep: 500 }),
        ],
        sales: [
          { Id: 5, Version: 1, Match: {}, Values: { '40HQ': 2000 }, Currency: 'USD', ...{ ValidFrom: '2026-01-01', ValidTo: '2026-12-31', Active: true } },
        ],
      }),
      { day: DAY, level: { Id: 7, IsPublic: false }, lines: one('40HQ') },
    );
    // 1,850 + 65 + 20 = 1,935: already a multiple of 5
    expect(price.Classes[0]).toMatchObject({ Cost: 185000, Sell: 193500, Margin: 8500 });
    expect(price.Trace.map((t) => [t.Step, t.RuleId, t.RuleVersion, t.Amount])).toEqual([
      ['BASE', undefined, undefined, 185000],
      ['TIER', 2, 3, 6500],
      ['SALES', 5, 1, 2000],
    ]);
  });

  it('rounds up, never down, and says how much rounding added', () => {
    const price = priceShipment(rate(), rules({ markups: [markup({ Id: 1, Values: { '40HQ': 6510 }, RoundingStep: 500 })] }), { day: DAY, lines: one('40HQ') });
    expect(price.Classes[0]?.Sell).toBe(192000);
    expect(price.Trace.at(-1)).toMatchObject({ Step: 'ROUNDING', RuleId: 1, Amount: 490 });
  });

  it('a percent mark-up is half-up in minor units', () => {
    // 5 % of 1,450.10 = 72.505 → 72.51
    const price = priceShipment(
      rate({ Prices: [{ ContainerClass: '20GP', Cost: 145010 }] }),
      rules({ markups: [markup({ Id: 1, Method: 'PERCENT', PctBp: 500, Currency: null })] }),
      {
        day: DAY,
        lines: one('20GP'),
      },
    );
    expect(price.Classes[0]?.Sell).toBe(145010 + 7251);
  });

  it('takes the level rule before the business default, and the business default when the level has none for the lane', () => {
    const markups = [
      markup({ Id: 1, Values: { '40HQ': 10000 } }),
      markup({ Id: 2, Scope: 'LEVEL', LevelId: 7, Match: { PodCode: 'DEHAM' }, Values: { '40HQ': 3000 } }),
    ];
    const rotterdam = priceShipment(rate(), rules({ markups }), { day: DAY, level: { Id: 7, IsPublic: false }, lines: one('40HQ') });
    const hamburg = priceShipment(rate({ PodCode: 'DEHAM' }), rules({ markups }), { day: DAY, level: { Id: 7, IsPublic: false }, lines: one('40HQ') });
    expect(rotterdam.Classes[0]?.Sell).toBe(195000);
    expect(hamburg.Classes[0]?.Sell).toBe(188000);
  });

  it('passes over a mark-up in another currency and says so in the trace', () => {
    const price = priceShipment(
      rate(),
      rules({
        markups: [markup({ Id: 1, Values: { '40HQ': 1000 } }), markup({ Id: 2, Match: { CarrierCode: 'COSU' }, Currency: 'EUR', Values: { '40HQ': 9000 } })],
      }),
      {
        day: DAY,
        lines: one('40HQ'),
      },
    );
    expect(price.Classes[0]?.Sell).toBe(186000);
    expect(price.Trace).toContainEqual(expect.objectContaining({ Step: 'NOTE', RuleId: 2, Note: 'CURRENCY_MISMATCH' }));
  });

  it('shows visitors the list price at the public level when the rate has one', () => {
    const price = priceShipment(rate(), rules({ markups: [markup({ Id: 1, Values: { '40HQ': 10000, '20GP': 10000 } })] }), {
      day: DAY,
      level: { Id: 1, IsPublic: true },
      lines: [...one('40HQ'), ...one('20GP')],
    });
    expect(price.Classes.map((c) => c.Sell)).toEqual([215000, 155000]);
  });

  it('adds surcharges in their own currency and keeps totals per currency; per-B/L charges count once', () => {
    const price = priceShipment(
      rate({
        Surcharges: [{ FeeCode: 'BAF', Basis: 'PER_CONTAINER', ContainerClass: '40HQ', Amount: 12000, Currency: 'USD', PaymentTerm: 'PRE', Side: 'FREIGHT' }],
      }),
      rules({
        surcharges: [
          surcharge({ Id: 1, FeeCode: 'THC', Currency: 'CNY', Side: 'ORIGIN', Amounts: { '20GP': 75000, '40HQ': 115000 } }),
          surcharge({ Id: 2, FeeCode: 'DOC', Basis: 'PER_BL', Currency: 'CNY', Side: 'ORIGIN', Amount: 45000 }),
          surcharge({ Id: 3, FeeCode: 'BAF', Amounts: { '40HQ': 99900 } }), // the rate's own BAF line wins
        ],
      }),
      { day: DAY, lines: [...one('40HQ', 2), ...one('20GP')] },
    );
    expect(price.Totals).toEqual({ USD: 2 * 185000 + 145000 + 2 * 12000, CNY: 2 * 115000 + 75000 + 45000 });
    expect(price.CostTotals).toEqual(price.Totals); // no mark-up rule: sell = cost
    expect(price.Charges.filter((c) => c.FeeCode === 'DOC')).toHaveLength(1);
    expect(price.Charges.some((c) => c.RuleId === 3)).toBe(false);
  });

  it('skips fee types an all-in price includes', () => {
    const surcharges = [
      surcharge({ Id: 1, FeeCode: 'BAF', Amounts: { '40HQ': 12000 } }),
      surcharge({ Id: 2, FeeCode: 'THC', Currency: 'CNY', Amounts: { '40HQ': 115000 } }),
    ];
    const price = priceShipment(rate({ AllIn: true }), rules({ surcharges, includedInAllIn: new Set(['BAF']) }), { day: DAY, lines: one('40HQ') });
    expect(price.Charges.map((c) => c.FeeCode)).toEqual(['THC']);
  });

  it('takes a percent surcharge of the ocean freight cost within its minimum and maximum', () => {
    const pss = (min: number | null, max: number | null) =>
      priceShipment(rate(), rules({ surcharges: [surcharge({ Id: 1, FeeCode: 'PSS', Basis: 'PERCENT', Amount: 1000, Min: min, Max: max })] }), {
        day: DAY,
        lines: one('40HQ'),
      }).Charges[0]?.Amount;
    expect(pss(null, null)).toBe(18500);
    expect(pss(20000, null)).toBe(20000);
    expect(pss(null, 15000)).toBe(15000);
  });

  it('applies a conditional charge only when the shipment meets it, and offers optional ones without adding them', () => {
    const surcharges = [
      surcharge({ Id: 1, FeeCode: 'OWS', Kind: 'CONDITIONAL', Condition: { overMaxGross: true }, Amount: 20000 }),
      surcharge({ Id: 2, FeeCode: 'DGS', Kind: 'CONDITIONAL', Condition: { cargoType: 'DG', imoClass: ['3'] }, Amount: 50000 }),
      surcharge({ Id: 3, FeeCode: 'INS', Kind: 'OPTIONAL', Basis: 'PER_SHIPMENT', Currency: 'CNY', Amount: 30000 }),
    ];
    const light = priceShipment(rate(), rules({ surcharges }), { day: DAY, lines: one('40HQ'), facts: { GrossKg: { '40HQ': 25000 } } });
    const heavy = priceShipment(rate(), rules({ surcharges }), { day: DAY, lines: one('40HQ'), facts: { GrossKg: { '40HQ': 27000 } }, chosen: ['INS'] });
    const dg = priceShipment(rate({ CargoType: 'DG' }), rules({ surcharges }), { day: DAY, lines: one('40HQ'), facts: { ImoClass: '3' } });
    expect(light.Charges).toEqual([]);
    expect(light.Options.map((o) => o.FeeCode)).toEqual(['INS']);
    expect(heavy.Charges.map((c) => c.FeeCode).sort()).toEqual(['INS', 'OWS']);
    expect(dg.Charges.map((c) => c.FeeCode)).toEqual(['DGS']);
  });

  it('the most specific surcharge rule of a fee code wins; rules outside their window do not apply', () => {
    const surcharges = [
      surcharge({ Id: 1, FeeCode: 'BAF', Amount: 10000 }),
      surcharge({ Id: 2, FeeCode: 'BAF', Match: { TradeLaneCode: 'EUR', CarrierCode: 'COSU' }, Amount: 14000 }),
      surcharge({ Id: 3, FeeCode: 'BAF', Match: { TradeLaneCode: 'EUR', CarrierCode: 'COSU', PolCode: 'CNSHA' }, Amount: 16000, ValidTo: '2026-10-31' }),
    ];
    expect(priceShipment(rate(), rules({ surcharges }), { day: DAY, lines: one('40HQ') }).Charges[0]).toMatchObject({ RuleId: 2, Amount: 14000 });
  });

  it('marks a sell below the floor; a negative sales add-on counts only with the override', () => {
    const base = rules({
      markups: [markup({ Id: 1, Values: { '40HQ': 3000 }, MinMargin: { '40HQ': 2000 } })],
      sales: [{ Id: 9, Version: 1, Match: {}, Values: { '40HQ': -2000 }, Currency: 'USD', ValidFrom: '2026-01-01', ValidTo: '2026-12-31', Active: true }],
    });
    const plain = priceShipment(rate(), base, { day: DAY, lines: one('40HQ') });
    const overridden = priceShipment(rate(), base, { day: DAY, lines: one('40HQ'), override: true });
    expect(plain.Classes[0]).toMatchObject({ Sell: 188000, BelowFloor: false });
    expect(plain.Trace).toContainEqual(expect.objectContaining({ Note: 'NEGATIVE_SALES_IGNORED' }));
    expect(overridden.Classes[0]).toMatchObject({ Sell: 186000, Floor: 187000, BelowFloor: true });
  });

  it('names the classes the rate does not price', () => {
    const price = priceShipment(rate(), rules(), { day: DAY, lines: [...one('40HQ'), ...one('45HQ')] });
    expect(price.Unpriced).toEqual(['45HQ']);
    expect(price.Classes.map((c) => c.ContainerClass)).toEqual(['40HQ']);
  });

  it('reads the validity day by the rate’s basis', () => {
    expect(validityDay('ETD', { etd: '2026-12-05', today: DAY })).toBe('2026-12-05');
    expect(validityDay('GATE_IN', { etd: '2026-12-05', today: DAY })).toBe('2026-12-03');
    expect(validityDay('GATE_IN', { etd: '2026-12-05', today: DAY, gateIn: '2026-12-02' })).toBe('2026-12-02');
    expect(validityDay('BOOKING', { etd: '2026-12-05', today: DAY })).toBe(DAY);
  });
});
