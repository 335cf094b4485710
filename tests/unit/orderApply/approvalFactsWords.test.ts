import { describe, expect, it } from 'vitest';
import { unpaidWords } from '../../../src/domain/orderApply/approvalFacts';

describe('what was unpaid, in the application’s log (issues 45 items 2 and 21)', () => {
  it('says each currency in its own minor unit, never two decimals for all', () => {
    expect(unpaidWords({ CNY: 880000, JPY: 12345, BHD: 3000 }).zh).toBe('CNY 8800.00 + JPY 12345 + BHD 3.000');
    expect(unpaidWords({ USD: 0 }).zh).toBe('无');
    expect(unpaidWords(null).en).toBe('not known');
  });
});
