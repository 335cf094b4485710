import { describe, expect, it } from 'vitest';
import { bookCodeProblem, bookCodeState, bookCodeUsable, contractNoProblem, type BookCodeTerms } from '../../../src/domain/refdata/bookCodes';

const code: BookCodeTerms = { CarrierCode: 'COSU', ValidFrom: '2026-01-01', ValidTo: '2026-03-31', AllowedCompanyIds: [], Status: 'ACTIVE' };
const booking = { carrier: 'COSU', companyId: 7, on: '2026-02-15' };

describe('bookCodeUsable (commercial.md §1.1 BookCode)', () => {
  it('a code inside its validity, for its carrier, open to every customer is usable', () => {
    expect(bookCodeUsable(code, booking)).toBeNull();
    expect(bookCodeUsable(code, { ...booking, carrier: ' cosu ' })).toBeNull();
  });

  it('both validity days are included; the day before and after are outside', () => {
    expect(bookCodeUsable(code, { ...booking, on: '2026-01-01' })).toBeNull();
    expect(bookCodeUsable(code, { ...booking, on: '2026-03-31' })).toBeNull();
    expect(bookCodeUsable(code, { ...booking, on: '2025-12-31' })).toBe('OUTSIDE_VALIDITY');
    expect(bookCodeUsable(code, { ...booking, on: '2026-04-01' })).toBe('OUTSIDE_VALIDITY');
  });

  it('refuses another carrier, a customer it does not allow, and a disabled code', () => {
    expect(bookCodeUsable(code, { ...booking, carrier: 'MAEU' })).toBe('OTHER_CARRIER');
    const named = { ...code, AllowedCompanyIds: [3, 4] };
    expect(bookCodeUsable(named, { ...booking, companyId: 4 })).toBeNull();
    expect(bookCodeUsable(named, booking)).toBe('CUSTOMER_NOT_ALLOWED');
    expect(bookCodeUsable({ ...code, Status: 'DISABLED' }, booking)).toBe('DISABLED');
  });

  it('names the first reason: disabled before carrier before validity before customer', () => {
    const everythingWrong = { ...code, Status: 'DISABLED' as const, AllowedCompanyIds: [1] };
    expect(bookCodeUsable(everythingWrong, { carrier: 'MAEU', companyId: 2, on: '2027-01-01' })).toBe('DISABLED');
    expect(bookCodeUsable({ ...everythingWrong, Status: 'ACTIVE' }, { carrier: 'MAEU', companyId: 2, on: '2027-01-01' })).toBe('OTHER_CARRIER');
    expect(bookCodeUsable({ ...everythingWrong, Status: 'ACTIVE' }, { carrier: 'COSU', companyId: 2, on: '2027-01-01' })).toBe('OUTSIDE_VALIDITY');
  });
});

describe('booking code shapes and state', () => {
  it('is expired once its last day is past, disabled before all', () => {
    expect(bookCodeState(code, '2026-03-31')).toBe('ACTIVE');
    expect(bookCodeState(code, '2026-04-01')).toBe('EXPIRED');
    expect(bookCodeState({ ...code, Status: 'DISABLED' }, '2026-04-01')).toBe('DISABLED');
  });

  it('codes and contract numbers', () => {
    expect(bookCodeProblem('COSU-EU01')).toBeUndefined();
    expect(bookCodeProblem('A')).toBeDefined();
    expect(bookCodeProblem('TOO-LONG-CODE')).toBeDefined();
    expect(bookCodeProblem('-AB')).toBeDefined();
    expect(contractNoProblem('SC2026-COSU-0001')).toBeUndefined();
    expect(contractNoProblem('')).toMatch(/empty/);
    expect(contractNoProblem('X'.repeat(31))).toMatch(/30/);
  });
});
