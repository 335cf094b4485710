import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { checkPackingList, grossVerdict, lineTotals } from '../../../src/domain/packing/check';
import { CONTAINER_LIMITS } from '../../../src/domain/packing/containerLimits';
import { input, line, pkl } from './fixtures';

/**
 * The sums and the max-gross check against an independent computation: lines are generated in
 * grams and litres (integers), so the expected totals are exact integer sums, never floating point.
 */
const lineArb = fc
  .record({ num: fc.integer({ min: 1, max: 5_000 }), grams: fc.integer({ min: 1, max: 20_000_000 }), litres: fc.integer({ min: 1, max: 40_000 }) })
  .map(({ num, grams, litres }) => ({ num, grams, litres, line: line(num, grams / 1000, litres / 1000) }));
const linesArb = fc.array(lineArb, { minLength: 1, maxLength: 20 });
/** Lines whose cargo (≤ 20 × 2,500 kg) fits a 40' flat rack's heaviest plate with its heaviest tare. */
const lightLinesArb = fc.array(
  fc
    .record({ num: fc.integer({ min: 1, max: 5_000 }), grams: fc.integer({ min: 1, max: 2_500_000 }), litres: fc.integer({ min: 1, max: 40_000 }) })
    .map(({ num, grams, litres }) => ({ num, grams, litres, line: line(num, grams / 1000, litres / 1000) })),
  { minLength: 1, maxLength: 20 },
);
const TYPES = Object.keys(CONTAINER_LIMITS);
/** A type with a tare and a CSC plate each of its boxes can have (outside, the check refuses the figure itself). */
const boxArb = fc.constantFrom(...TYPES).chain((type) => {
  const { tareRangeKg: t, plateKg: p } = CONTAINER_LIMITS[type]!;
  return fc.tuple(fc.constant(type), fc.integer({ min: t.min, max: t.max }), fc.integer({ min: p.min, max: p.max }));
});

describe('the packing-list check’s sums and limits, over generated lines', () => {
  it('totals equal the integer sums', () => {
    fc.assert(
      fc.property(linesArb, (ls) => {
        const t = lineTotals(ls.map((l) => l.line));
        expect(t.packages).toBe(ls.reduce((a, l) => a + l.num, 0));
        expect(Math.round(t.weight * 1000)).toBe(ls.reduce((a, l) => a + l.grams, 0));
        expect(Math.round(t.volume * 1000)).toBe(ls.reduce((a, l) => a + l.litres, 0));
      }),
    );
  });

  it('accepts a header with the exact sums and refuses one off by a gram, a litre or a package', () => {
    fc.assert(
      fc.property(lightLinesArb, fc.constantFrom('PKL_NUM', 'PKL_WEIGHT', 'PKL_VOLUME'), fc.constantFrom(-1, 1), (ls, field, sign) => {
        const grams = ls.reduce((a, l) => a + l.grams, 0);
        const litres = ls.reduce((a, l) => a + l.litres, 0);
        const packages = ls.reduce((a, l) => a + l.num, 0);
        // an open flat rack (no volume to exceed) on the heaviest plate it can carry, with light lines: only the sums can be wrong
        const header = { PKL_CNTR_TYPE: '40FR', PKL_MAX_GROSS_KG: 60_000, PKL_NUM: packages, PKL_WEIGHT: grams / 1000, PKL_VOLUME: litres / 1000 };
        const ok = pkl(
          ls.map((l) => l.line),
          header,
        );
        const at = { slotType: '40FR' };
        expect(checkPackingList(ok, input(at))).toEqual([]);
        const off = { ...header, [field]: field === 'PKL_NUM' ? packages + sign : (field === 'PKL_WEIGHT' ? grams + sign : litres + sign) / 1000 };
        const codes = checkPackingList(
          pkl(
            ls.map((l) => l.line),
            off,
          ),
          input(at),
        ).map((p) => p.Code);
        expect(codes).toEqual([{ PKL_NUM: 'pkl.sums.packages', PKL_WEIGHT: 'pkl.sums.weight', PKL_VOLUME: 'pkl.sums.volume' }[field]]);
      }),
    );
  });

  it('refuses exactly when cargo + tare > max gross, warns exactly from 95 %', () => {
    fc.assert(
      fc.property(linesArb, boxArb, fc.boolean(), fc.boolean(), (ls, [type, someTare, somePlate], tareKnown, plateKnown) => {
        const [tare, plate] = [tareKnown ? someTare : undefined, plateKnown ? somePlate : undefined];
        const grams = ls.reduce((a, l) => a + l.grams, 0);
        const tareKg = tare ?? CONTAINER_LIMITS[type]!.tareKg;
        const max = plate ?? CONTAINER_LIMITS[type]!.maxGrossKg;
        const totalGrams = grams + tareKg * 1000; // exact
        const expected = totalGrams > max * 1000 ? 'over' : totalGrams * 100 >= max * 1000 * 95 ? 'near' : 'ok';
        expect(grossVerdict(type, grams / 1000, tare, plate).kind).toBe(expected);
        const problems = checkPackingList(
          pkl(
            ls.map((l) => l.line),
            { PKL_CNTR_TYPE: type, PKL_TARE_KG: tare, PKL_MAX_GROSS_KG: plate },
          ),
          input({ slotType: type }),
        );
        expect(problems.some((p) => p.Code === 'pkl.weights.overMax')).toBe(expected === 'over');
        expect(problems.some((p) => p.Code === 'pkl.weights.nearMax')).toBe(expected === 'near');
      }),
    );
  });

  it('draws the lines exactly at the max gross and at 95 % of it (cargo generated around both edges)', () => {
    fc.assert(
      fc.property(boxArb, fc.constantFrom(0.95, 1), fc.integer({ min: -3_000, max: 3_000 }), ([type, tare, plate], edge, deltaGrams) => {
        // the edge in grams of cargo: plate × edge − tare (whole grams: 95 % of whole kg is whole tens of grams)
        const grams = Math.round(plate * 1000 * edge) - tare * 1000 + deltaGrams;
        fc.pre(grams > 0);
        const totalGrams = grams + tare * 1000;
        const expected = totalGrams > plate * 1000 ? 'over' : totalGrams * 100 >= plate * 1000 * 95 ? 'near' : 'ok';
        expect(grossVerdict(type, grams / 1000, tare, plate).kind).toBe(expected);
      }),
    );
  });
});
