import { describe, expect, it } from 'vitest';
import { containerText, parseContainerLines } from '../../../src/domain/pricing/containerLines';

describe('containers as forwarders write them', () => {
  it('reads quantities and classes in the usual spellings, a class alone as one, repeats added', () => {
    expect(parseContainerLines('2×40HQ 1×20GP')).toEqual([
      { ContainerClass: '40HQ', Qty: 2 },
      { ContainerClass: '20GP', Qty: 1 },
    ]);
    expect(parseContainerLines('2x40hq,20gp')).toEqual([
      { ContainerClass: '40HQ', Qty: 2 },
      { ContainerClass: '20GP', Qty: 1 },
    ]);
    expect(parseContainerLines('40HQ*3 + 40hq')).toEqual([{ ContainerClass: '40HQ', Qty: 4 }]);
    expect(parseContainerLines('1×45HQ、2×20RF')).toEqual([
      { ContainerClass: '45HQ', Qty: 1 },
      { ContainerClass: '20RF', Qty: 2 },
    ]);
  });

  it('refuses what is not a quantity and a class', () => {
    for (const bad of ['', '   ', 'HQ', '2×', '0×40HQ', '2×40HQ×3', 'forty', '1000×40HQ']) expect(parseContainerLines(bad), bad).toBeUndefined();
  });

  it('writes the lines back as they are read', () => {
    const lines = parseContainerLines('2x40hq 20gp')!;
    expect(parseContainerLines(containerText(lines))).toEqual(lines);
  });
});
