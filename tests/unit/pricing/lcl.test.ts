import { describe, expect, it } from 'vitest';
import { breakProblems, pieceRefusal, priceLcl, revenueTons } from '../../../src/domain/pricing/lcl';

/** LCL pricing (commercial.md §4, R4.1–R4.4): W/M revenue tons, breaks, minimums, surcharges by basis. */
const digits = (c: string) => (c === 'JPY' ? 0 : 2);
const rate = {
  Currency: 'USD',
  RatePerRt: '48',
  Breaks: [
    { FromRt: '0', ToRt: '3', RatePerRt: '45' },
    { FromRt: '3', ToRt: null, RatePerRt: '40' },
  ],
  MinRt: '1',
  KgPerRt: 1000,
  RtRounding: '0.01',
  MaxPieceKg: 2000,
  MaxPieceLengthCm: 600,
};

describe('LCL pricing', () => {
  it('R4.1: weight or measure, whichever is more, rounded up; never under the minimum', () => {
    expect(revenueTons({ Cbm: 2.4, Kg: 1800 }, rate)).toEqual({ rt: 2400, chargeable: 2400 });
    expect(revenueTons({ Cbm: 1.2, Kg: 2750 }, rate)).toEqual({ rt: 2750, chargeable: 2750 });
    expect(revenueTons({ Cbm: 2.401, Kg: 10 }, { ...rate, RtRounding: '0.5' })).toEqual({ rt: 2500, chargeable: 2500 });
    expect(revenueTons({ Cbm: 0.3, Kg: 80 }, rate)).toEqual({ rt: 300, chargeable: 1000 });
  });

  it('R4.2/R4.3: the break holding the chargeable RT, each surcharge by its basis and bounds, totals per currency', () => {
    const p = priceLcl(
      rate,
      [
        { FeeCode: 'CFS', Basis: 'PER_RT', Amount: '120', Currency: 'CNY', Min: '300', Side: 'ORIGIN' },
        { FeeCode: 'DOC', Basis: 'PER_BL', Amount: '300', Currency: 'CNY', Side: 'ORIGIN' },
        { FeeCode: 'EBS', Basis: 'PERCENT', Amount: '10', Currency: 'USD', Max: '10', Side: 'FREIGHT' },
        { FeeCode: 'WHF', Basis: 'PER_TON', Amount: '20', Currency: 'CNY', Side: 'ORIGIN' },
      ],
      { Cbm: 2.4, Kg: 1800 },
      digits,
    );
    expect(p).toMatchObject({ Rt: '2.4', ChargeableRt: '2.4', RatePerRt: '45.00' });
    expect(p.Lines.map((l) => [l.FeeCode, l.Qty, l.Amount, l.Bound ?? ''])).toEqual([
      ['OF', '2.4', '108.00', ''],
      ['CFS', '2.4', '300.00', 'MIN'], // 2.4 × 120 = 288, raised to the minimum
      ['DOC', '1', '300.00', ''],
      ['EBS', '1', '10.00', 'MAX'], // 10 % of 108 = 10.80, capped
      ['WHF', '1.8', '36.00', ''],
    ]);
    expect(p.Totals).toEqual({ USD: 11800, CNY: 63600 });
    // over 3 RT the lower break applies
    expect(priceLcl(rate, [], { Cbm: 3.5, Kg: 100 }, digits).Lines[0]).toMatchObject({ UnitAmount: '40.00', Amount: '140.00' });
  });

  it('R4.2: breaks without gaps or overlaps, only the last open', () => {
    expect(breakProblems(rate.Breaks, 2)).toEqual([]);
    expect(
      breakProblems(
        [
          { FromRt: '0', ToRt: '2', RatePerRt: '45' },
          { FromRt: '3', ToRt: null, RatePerRt: '40' },
        ],
        2,
      ),
    ).toEqual([{ Index: 1, Problem: 'GAP' }]);
    expect(
      breakProblems(
        [
          { FromRt: '0', ToRt: null, RatePerRt: '45' },
          { FromRt: '1', ToRt: '5', RatePerRt: '40' },
        ],
        2,
      ).map((p) => p.Problem),
    ).toEqual(['OPEN_NOT_LAST']);
    expect(breakProblems([{ FromRt: '2', ToRt: '1', RatePerRt: '45' }], 2)).toEqual([{ Index: 0, Problem: 'ORDER' }]);
  });

  it('R4.4: a piece over the limit is refused', () => {
    expect(pieceRefusal(rate, { Cbm: 1, Kg: 2500, HeaviestPieceKg: 2500 })).toBe('PIECE_KG');
    expect(pieceRefusal(rate, { Cbm: 1, Kg: 500, LongestPieceCm: 700 })).toBe('PIECE_LENGTH');
    expect(pieceRefusal(rate, { Cbm: 1, Kg: 500, HeaviestPieceKg: 500, LongestPieceCm: 120 })).toBeUndefined();
  });
});
