import { describe, expect, it } from 'vitest';
import type { SiBox } from '../../../src/contract/si';
import { emptyBox } from '../../../src/domain/si/boxes';
import { boxFromBooking } from '../../../src/domain/si/fromBooking';
import { isTyped, planPackingImport } from '../../../src/domain/si/packingImport';

/** "Import from packing lists" in the SI editor: what is filled, what is asked about, what is kept. */
const fromPacking = (cnno: string, seal = 'SL1'): SiBox => ({
  TBX_TYPE: '40HQ',
  TBX_CNNO: cnno,
  TBX_SEALNO: seal,
  TBX_PACKAGE: 'CT',
  TBX_NUM: 100,
  TBX_WEIGHT: 5000,
  TBX_VOLUME: 30,
  Details: [
    {
      TBD_CNGOODS: '纯棉T恤',
      TBD_GOODS: 'T-SHIRTS',
      TBD_HSCODE: '610910',
      TBD_MARKS: 'N/M',
      TBD_PACKAGE: 'CT',
      TBD_NUM: 100,
      TBD_WEIGHT: 5000,
      TBD_VOLUME: 30,
    },
  ],
});
const typedBox = (cnno: string): SiBox => ({
  ...emptyBox(cnno, '40HQ'),
  TBX_SEALNO: 'TYPED',
  Details: [{ ...emptyBox(cnno, '40HQ').Details[0]!, TBD_GOODS: 'MY GOODS' }],
});

describe('planPackingImport', () => {
  it('fills the booking’s empty boxes of the same containers without asking', () => {
    const plan = planPackingImport([emptyBox('AAAU1234560', '40HQ'), emptyBox('BBBU1234560', '40HQ')], [fromPacking('AAAU1234560')]);
    expect(plan.typed).toEqual([]);
    const boxes = plan.boxes(false);
    expect(boxes[0]).toMatchObject({ TBX_CNNO: 'AAAU1234560', TBX_SEALNO: 'SL1', TBX_NUM: 100 });
    expect(boxes[0]!.Details[0]!.TBD_HSCODE).toBe('610910');
    expect(boxes[1]).toEqual(emptyBox('BBBU1234560', '40HQ'));
  });

  it('asks before overwriting a typed box, and keeps it when the person says no', () => {
    const plan = planPackingImport([typedBox('AAAU1234560')], [fromPacking('AAAU1234560')]);
    expect(plan.typed).toEqual(['AAAU1234560']);
    expect(plan.boxes(false)).toEqual([typedBox('AAAU1234560')]);
    expect(plan.boxes(true)[0]!.TBX_SEALNO).toBe('SL1');
  });

  it('puts packing lists no box names into empty unnumbered boxes, then adds the rest; boxes no packing list names stay', () => {
    const unnumbered = emptyBox('', '40HQ');
    const mine = typedBox('CCCU1234560');
    const boxes = planPackingImport([mine, unnumbered], [fromPacking('aaau1234560'), fromPacking('BBBU1234560', 'SL2')]).boxes(true);
    expect(boxes.map((b) => [b.TBX_CNNO, b.TBX_SEALNO])).toEqual([
      ['CCCU1234560', 'TYPED'],
      ['AAAU1234560', 'SL1'],
      ['BBBU1234560', 'SL2'],
    ]);
  });

  it('fills a 2 × 40HQ booking’s two boxes (the booking’s estimates, no container yet) and adds none (issue 45 item 5)', () => {
    const facts = { BookingNo: 'CGO-HZTX-2611-007', Commodity: 'FURNITURE', Packages: 600, PackageKind: 'CT', GrossKg: 20_000, Cbm: 120 };
    const booked = [0, 1].map((at) => boxFromBooking({ no: '', type: '40HQ', at }, 2, facts));
    const plan = planPackingImport(booked, [fromPacking('TGHU1234567', 'SEAL1'), fromPacking('CSQU3054383', 'SEAL2')]);
    expect(plan.typed).toEqual([]);
    expect(plan.added).toBe(0);
    const boxes = plan.boxes(false);
    expect(boxes.map((b) => [b.TBX_CNNO, b.TBX_SEALNO, b.TBX_TYPE, b.TBX_NUM, b.TBX_WEIGHT])).toEqual([
      ['TGHU1234567', 'SEAL1', '40HQ', 100, 5000],
      ['CSQU3054383', 'SEAL2', '40HQ', 100, 5000],
    ]);
    expect(boxes[0]!.Details[0]).toMatchObject({ TBD_GOODS: 'T-SHIRTS', TBD_NUM: 100, TBD_WEIGHT: 5000 });
  });

  it('fills each booked box with a packing list of its type, and adds only what goes beyond the booking’s boxes', () => {
    const booked = [emptyBox('', '20GP'), { ...emptyBox('', '40HQ'), TBX_NON_ISO: true }];
    const hq = (no: string) => fromPacking(no);
    const gp = (no: string) => ({ ...fromPacking(no), TBX_TYPE: '22G1' });
    const plan = planPackingImport(booked, [hq('AAAU1234560'), gp('BBBU1234560'), hq('CCCU1234560')]);
    expect(plan.added).toBe(1);
    const boxes = plan.boxes(false);
    expect(boxes.map((b) => [b.TBX_CNNO, b.TBX_TYPE])).toEqual([
      ['BBBU1234560', '22G1'],
      ['AAAU1234560', '40HQ'],
      ['CCCU1234560', '40HQ'],
    ]);
    expect(boxes[1]!.TBX_NON_ISO).toBe(true);
  });

  it('keeps the non-ISO mark of the box it fills', () => {
    const box = { ...emptyBox('XXXX123', '40HQ'), TBX_NON_ISO: true };
    expect(planPackingImport([box], [fromPacking('XXXX123')]).boxes(false)[0]!.TBX_NON_ISO).toBe(true);
  });

  it('tells a typed box from the booking’s empty one', () => {
    expect(isTyped(emptyBox('AAAU1234560', '40HQ'))).toBe(false);
    expect(isTyped(typedBox('AAAU1234560'))).toBe(true);
    expect(isTyped({ ...emptyBox('AAAU1234560', '40HQ'), TBX_SEALNO: 'S' })).toBe(true);
  });
});
