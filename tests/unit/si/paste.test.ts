import { describe, expect, it } from 'vitest';
import { applyPastedLines, parsePastedRows } from '../../../src/domain/si/paste';
import { emptyBox } from '../../../src/domain/si/boxes';

describe('rows pasted from Excel', () => {
  it('reads tab-separated rows, skips a header, refuses rows it cannot read', () => {
    const text =
      'Container\tSeal\tHS\tGoods\tPkgs\tKG\tCBM\nCSQU3054383\tSL1\t610910\tCOTTON T-SHIRTS\t100\t1,200.5\t20\nCSQU3054383\tSL1\t620342\tSHORTS\t20\t300\t5\nbad row\nTGHU1234560\tS\t610910\tX\tmany\t1\t1\n';
    const { lines, refused } = parsePastedRows(text);
    expect(lines.map((l) => [l.container, l.packages, l.weight])).toEqual([
      ['CSQU3054383', 100, 1200.5],
      ['CSQU3054383', 20, 300],
    ]);
    expect(refused.map((r) => r.row)).toEqual([4, 5]);
  });
  it('fills each named box with its lines; unknown containers are answered back', () => {
    const boxes = [emptyBox('CSQU3054383', '40HQ'), emptyBox('TGHU1234567', '40HQ')];
    const { lines } = parsePastedRows(
      'csqu3054383\tSL1\t610910\tCOTTON\t100\t1200\t20\ncsqu3054383\tSL1\t620342\tSHORTS\t20\t300\t5\nXXXU0000000\tS\t610910\tX\t1\t1\t1',
    );
    const out = applyPastedLines(boxes, lines);
    expect(out.unknown).toEqual(['XXXU0000000']);
    expect(out.boxes[0]!.Details.map((d) => d.TBD_NUM)).toEqual([100, 20]);
    expect(out.boxes[0]!.TBX_SEALNO).toBe('SL1');
    expect(out.boxes[1]).toBe(boxes[1]);
  });
});
