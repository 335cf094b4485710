import { describe, expect, it } from 'vitest';
import { type CargoOfBooking, startLinesFromBooking } from '../../../src/domain/packing/startLines';

/** Issue 45: a packing list's goods started empty although the booking knew the commodity, HS code and weight. */
describe('the goods a packing list starts from', () => {
  const sofas: CargoOfBooking = {
    commodity: 'UPHOLSTERED SOFAS',
    hsCode: '9401.61',
    packages: 600,
    packageKind: 'CT',
    grossKg: 24_000,
    cbm: 130,
    equipment: [{ type: '40HQ', units: 2, grossKgPerUnit: 12_000 }],
  };

  it('carries the booking’s commodity, HS code (digits only) and package kind, and its weight per box of the type', () => {
    expect(startLinesFromBooking(sofas, '40HQ')).toEqual([
      expect.objectContaining({
        PKD_SEQ: 1,
        PKD_GOODS: 'UPHOLSTERED SOFAS',
        PKD_HSCODE: '940161',
        PKD_PACKAGE: 'CT',
        PKD_WEIGHT: 12_000,
        PKD_NUM: 0,
        PKD_VOLUME: 0,
      }),
    ]);
  });

  it('leaves amounts the booking gives only as totals over several boxes to be typed (no even split shown as a fact)', () => {
    const [line] = startLinesFromBooking({ ...sofas, equipment: [{ type: '40HQ', units: 2, grossKgPerUnit: null }] }, '40HQ');
    expect([line!.PKD_NUM, line!.PKD_WEIGHT, line!.PKD_VOLUME]).toEqual([0, 0, 0]);
  });

  it('takes the totals when the whole booking is this one box', () => {
    const [line] = startLinesFromBooking({ ...sofas, equipment: [{ type: '20GP', units: 1, grossKgPerUnit: null }] }, '20GP');
    expect([line!.PKD_NUM, line!.PKD_WEIGHT, line!.PKD_VOLUME]).toEqual([600, 24_000, 130]);
  });

  it('starts with nothing when the booking named no goods, or there is no booking order', () => {
    expect(startLinesFromBooking({ ...sofas, commodity: '', hsCode: '' }, '40HQ')).toEqual([]);
    expect(startLinesFromBooking(undefined, '40HQ')).toEqual([]);
  });
});
