import { describe, expect, it } from 'vitest';
import { bookingOptionText } from '../../../src/features/packing/api/picks';

describe('the booking pickers’ option (issue 45: the documentation cut-off showed as a bare date)', () => {
  const booking = {
    CGO_ID: 'CGO-HZTX-2611-007',
    MBL_NO: 'COSU6401120099',
    VESSEL: 'COSCO SHIPPING ARIES',
    VOYAGE: '041E',
    LOADING_CODE: 'CNTAO',
    DISCHARGE_CODE: 'SGSIN',
    DEADLINE: '2026-12-01T04:00:00.000Z',
    Containers: [{ TYPE: '40HQ', COUNT: 2 }],
  };
  it('names the cut-off before its time', () => {
    const text = bookingOptionText(booking, '截单', () => '2026-12-01 12:00');
    expect(text).toBe('CGO-HZTX-2611-007 · COSU6401120099 · COSCO SHIPPING ARIES / 041E · CNTAO → SGSIN · 2×40HQ · 截单 2026-12-01 12:00');
  });
  it('says nothing of a cut-off the booking does not have', () => {
    expect(bookingOptionText({ ...booking, DEADLINE: '' }, '截单', () => 'x')).not.toContain('截单');
  });
});
