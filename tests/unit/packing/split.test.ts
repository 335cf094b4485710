import { describe, expect, it } from 'vitest';
import { childTotals, evenSplit, lineSums, setPackages, setShare, splitInto, splitProblems } from '../../../src/features/packing/split';

const lines = [
  { PKD_SEQ: 1, PKD_NUM: 121, PKD_WEIGHT: 1850.5, PKD_VOLUME: 12.4 },
  { PKD_SEQ: 2, PKD_NUM: 10, PKD_WEIGHT: 100, PKD_VOLUME: 1 },
];

describe('splitting a packing list', () => {
  it('divides evenly: whole packages, the odd ones first, sums exact', () => {
    const plan = evenSplit(lines, 3);
    expect(plan).toHaveLength(3);
    expect(plan.map((c) => c[0]!.PKD_NUM)).toEqual([41, 40, 40]);
    expect(lineSums(plan, 1)).toEqual({ num: 121, weight: 1850.5, volume: 12.4 });
    expect(lineSums(plan, 2)).toEqual({ num: 10, weight: 100, volume: 1 });
    expect(splitProblems(lines, plan)).toEqual([]);
    // never fewer than two children
    expect(evenSplit(lines, 1)).toHaveLength(2);
  });

  it('names a line whose children do not add up, and a child left empty', () => {
    let plan = evenSplit(lines, 2);
    plan = setPackages(plan, lines, 0, 1, 100);
    expect(plan[0]![0]).toEqual({ PKD_SEQ: 1, PKD_NUM: 100, PKD_WEIGHT: 1529.339, PKD_VOLUME: 10.248 });
    expect(splitProblems(lines, plan)).toEqual([
      { kind: 'sum', seq: 1, what: 'num', parent: 121, sum: 160 },
      { kind: 'sum', seq: 1, what: 'weight', parent: 1850.5, sum: 2446.942 },
      { kind: 'sum', seq: 1, what: 'volume', parent: 12.4, sum: 16.397 },
    ]);
    plan = setPackages(plan, lines, 1, 1, 21);
    plan = setShare(plan, 1, 1, 'PKD_WEIGHT', 1850.5 - 1529.339);
    plan = setShare(plan, 1, 1, 'PKD_VOLUME', 12.4 - 10.248);
    expect(splitProblems(lines, plan)).toEqual([]);
    const empty = [
      lines.map((l) => ({ PKD_SEQ: l.PKD_SEQ, PKD_NUM: l.PKD_NUM, PKD_WEIGHT: l.PKD_WEIGHT, PKD_VOLUME: l.PKD_VOLUME })),
      lines.map((l) => ({ PKD_SEQ: l.PKD_SEQ, PKD_NUM: 0, PKD_WEIGHT: 0, PKD_VOLUME: 0 })),
    ];
    expect(splitProblems(lines, empty)).toEqual([{ kind: 'emptyChild', child: 1 }]);
    expect(splitInto(empty)[1]!.Lines).toEqual([]);
    expect(childTotals(empty[0]!)).toEqual({ num: 131, weight: 1950.5, volume: 13.4 });
  });

  it('refuses a negative share', () => {
    const plan = setShare(evenSplit(lines, 2), 0, 2, 'PKD_WEIGHT', -1);
    expect(splitProblems(lines, plan)).toContainEqual({ kind: 'negative', child: 0, seq: 2 });
  });
});
