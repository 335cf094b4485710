import { describe, expect, it } from 'vitest';
import { parseSurchargeLines, surchargeLinesText } from '../../../src/features/rates/surchargeLines';

describe('surcharge lines as a clerk types them', () => {
  it('reads per-container, per-B/L, percent and collect lines, with the side from the currency unless named', () => {
    const parsed = parseSurchargeLines('thc 40hq cny 1190\nDOC CNY 450\n\nBAF 40HQ USD 240\nPSS USD 10%\nDTHC 40HQ EUR 260 COL DESTINATION', 'USD');
    expect(parsed).toEqual({
      lines: [
        { FeeCode: 'THC', Basis: 'PER_CONTAINER', ContainerClass: '40HQ', Amount: '1190', Currency: 'CNY', PaymentTerm: 'PRE', Side: 'ORIGIN' },
        { FeeCode: 'DOC', Basis: 'PER_BL', Amount: '450', Currency: 'CNY', PaymentTerm: 'PRE', Side: 'ORIGIN' },
        { FeeCode: 'BAF', Basis: 'PER_CONTAINER', ContainerClass: '40HQ', Amount: '240', Currency: 'USD', PaymentTerm: 'PRE', Side: 'FREIGHT' },
        { FeeCode: 'PSS', Basis: 'PERCENT', Amount: '10', Currency: 'USD', PaymentTerm: 'PRE', Side: 'FREIGHT' },
        { FeeCode: 'DTHC', Basis: 'PER_CONTAINER', ContainerClass: '40HQ', Amount: '260', Currency: 'EUR', PaymentTerm: 'COL', Side: 'DESTINATION' },
      ],
    });
  });

  it('names the first line it cannot read and why', () => {
    expect(parseSurchargeLines('THC 40HQ CNY 1190\nDOC 450', 'USD')).toEqual({ line: 2, problem: 'names a currency (USD, CNY …)' });
    expect(parseSurchargeLines('THC 40HQ CNY', 'USD')).toMatchObject({ line: 1, problem: expect.stringMatching(/amount/) });
    expect(parseSurchargeLines('THC 40HQ CNY 1190 please', 'USD')).toMatchObject({ line: 1, problem: expect.stringMatching(/PLEASE/) });
  });

  it('writes back what it reads', () => {
    const text = 'THC 40HQ CNY 1190\nDOC CNY 450\nPSS USD 10%\nDTHC 40HQ EUR 260 COL DESTINATION';
    const parsed = parseSurchargeLines(text, 'USD');
    if (!('lines' in parsed)) throw new Error('not read');
    expect(surchargeLinesText(parsed.lines, 'USD')).toBe(text);
  });
});
