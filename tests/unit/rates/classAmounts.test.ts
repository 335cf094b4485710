import { describe, expect, it } from 'vitest';
import { classAmountsText, parseClassAmounts } from '../../../src/features/rates/rules/classAmounts';

describe('amounts per class on one line', () => {
  it('reads class and amount pairs however they are separated', () => {
    expect(parseClassAmounts('20GP 100 40GP 150, 40hq:150.5')).toEqual([
      { ContainerClass: '20GP', Amount: '100' },
      { ContainerClass: '40GP', Amount: '150' },
      { ContainerClass: '40HQ', Amount: '150.5' },
    ]);
    expect(parseClassAmounts('')).toEqual([]);
  });
  it('refuses a missing amount, a word for a class, a negative, a repeat', () => {
    for (const bad of ['20GP', '20GP 100 40GP', 'HQ 100', '20GP -5', '20GP 100 20GP 200', '20GP 1e3']) expect(parseClassAmounts(bad), bad).toBeUndefined();
  });
  it("reads a negative amount only where one is allowed (a salesperson's discount)", () => {
    expect(parseClassAmounts('40HQ -20 20GP 10', true)).toEqual([
      { ContainerClass: '40HQ', Amount: '-20' },
      { ContainerClass: '20GP', Amount: '10' },
    ]);
    expect(parseClassAmounts('40HQ -20')).toBeUndefined();
    expect(parseClassAmounts('40HQ --20', true)).toBeUndefined();
  });
  it('writes back what it reads', () => {
    const lines = parseClassAmounts('20GP 100 40HQ 150')!;
    expect(parseClassAmounts(classAmountsText(lines))).toEqual(lines);
  });
});
