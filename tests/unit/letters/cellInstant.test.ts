import { describe, expect, it } from 'vitest';
import { cellInstant } from '../../../server/modules/letters/useCases/importSailingTable';

/** An imported sheet's time cells, read on the port's clock. */
describe('sailing import time cells', () => {
  it('reads the forms carriers send, on the port’s clock', () => {
    expect(cellInstant('2026-12-20 18:00', 'Asia/Shanghai')).toBe('2026-12-20T10:00:00.000Z');
    expect(cellInstant('2026/12/20 18:00', 'Asia/Shanghai')).toBe('2026-12-20T10:00:00.000Z');
    expect(cellInstant('2027-01-23 08:00', 'Europe/Berlin')).toBe('2027-01-23T07:00:00.000Z');
    // an Excel date cell (read as its wall clock in UTC) and a date alone
    expect(cellInstant('2026-12-20T18:00:00.000Z', 'Asia/Shanghai')).toBe('2026-12-20T10:00:00.000Z');
    expect(cellInstant('2026-12-20', 'Asia/Shanghai')).toBe('2026-12-19T16:00:00.000Z');
  });
  it('answers null for an empty cell and undefined for one that is no time', () => {
    expect(cellInstant('  ', 'Asia/Shanghai')).toBeNull();
    expect(cellInstant('next Tuesday', 'Asia/Shanghai')).toBeUndefined();
    expect(cellInstant('2026-02-30 10:00', 'Asia/Shanghai')).toBeUndefined();
  });
});
