import { describe, expect, it } from 'vitest';
import type { SiBox } from '../../../src/contract/si';
import { type ReconcileInput, type ReconcilePackingList, reconcileBooking } from '../../../src/domain/packingReports/reconcile';
import { PKL_STATUS } from '../../../src/domain/packing/status';
import { VGM_STATUS } from '../../../src/domain/vgm/status';

/**
 * The per-container reconciliation (SplitDetail): one booking, every mismatch kind named in both
 * languages, and a clean booking with none.
 */

const A = 'CSQU3054383';
const B = 'CSQU3054399';

const pkl = (over: Partial<ReconcilePackingList> = {}): ReconcilePackingList => ({
  Id: 1,
  PKL_NO: 'PK26112700001',
  PKL_STATUS: PKL_STATUS.DATA_APPROVED,
  PKL_CNTR_TYPE: '40HQ',
  PKL_SLOT: 1,
  PKL_CNNO: A,
  PKL_SEALNO: 'SL001',
  PKL_TARE_KG: 3900,
  PKL_MAX_GROSS_KG: null,
  PKL_PARENT_ID: null,
  PKL_NUM: 100,
  PKL_WEIGHT: 5000,
  PKL_VOLUME: 30,
  Lines: [{ PKD_NUM: 100, PKD_WEIGHT: 5000, PKD_VOLUME: 30, PKD_HSCODE: '610910' }],
  ...over,
});
const box = (over: Partial<SiBox> = {}): SiBox => ({
  TBX_TYPE: '40HQ',
  TBX_CNNO: A,
  TBX_SEALNO: 'SL001',
  TBX_PACKAGE: 'CT',
  TBX_NUM: 100,
  TBX_WEIGHT: 5000,
  TBX_VOLUME: 30,
  Details: [{ TBD_CNGOODS: '', TBD_GOODS: 'T-SHIRTS', TBD_HSCODE: '610910', TBD_MARKS: '', TBD_PACKAGE: 'CT', TBD_NUM: 100, TBD_WEIGHT: 5000, TBD_VOLUME: 30 }],
  ...over,
});
const vgm = (kg: number, version = 1, status: number = VGM_STATUS.ACCEPTED, cnno = A) => ({
  VGM_CNNO: cnno,
  VGM_VERSION: version,
  VGM_KG: kg,
  VGM_STATUS: status,
  VGM_PKL_ID: 1,
});

const clean = (): ReconcileInput => ({
  booked: [{ TYPE: '40HQ', COUNT: 1, CNNOS: [A] }],
  packingLists: [pkl()],
  siBoxes: [{ SiId: 7, SiNo: 'SI26000001', Box: box() }],
  vgms: [vgm(8900)],
});
const codes = (input: ReconcileInput) => reconcileBooking(input).Rows.flatMap((r) => r.Mismatches.map((m) => m.Code));

describe('reconcileBooking', () => {
  it('finds nothing wrong with a booking whose slot, packing list, SI box and VGM agree', () => {
    const r = reconcileBooking(clean());
    expect(r.Mismatches).toBe(0);
    expect(r.Rows).toHaveLength(1);
    expect(r.Rows[0]).toMatchObject({
      TYPE: '40HQ',
      SLOT: 1,
      CNNO: A,
      PackingList: { PKL_NO: 'PK26112700001' },
      SiBox: { SiNo: 'SI26000001' },
      Vgm: { Kg: 8900 },
    });
  });

  it('names a booked slot without a packing list', () => {
    const input = { ...clean(), booked: [{ TYPE: '40HQ', COUNT: 2, CNNOS: [A, B] }] };
    const r = reconcileBooking(input);
    expect(r.Rows.map((x) => x.SLOT)).toEqual([1, 2]);
    expect(r.Rows[1]!.Mismatches).toEqual([
      {
        Code: 'slot.noPackingList',
        Params: { type: '40HQ', slot: 2 },
        Words: { zh: '订舱的 40HQ 第 2 个箱位还没有装箱单。', en: 'Booked 40HQ slot 2 has no packing list yet.' },
      },
    ]);
  });

  it('names a packing list on a slot or type the booking does not have', () => {
    expect(codes({ ...clean(), packingLists: [pkl({ PKL_SLOT: 2 })] })).toEqual(['slot.noPackingList', 'pkl.notBooked']);
    expect(codes({ ...clean(), booked: [{ TYPE: '20GP', COUNT: 1 }] })).toEqual(['slot.noPackingList', 'pkl.notBooked']);
  });

  it('names an opened packing list without a container, but not a mere application', () => {
    const empty = { ...clean(), siBoxes: [], vgms: [] };
    expect(codes({ ...empty, packingLists: [pkl({ PKL_CNNO: '', PKL_STATUS: PKL_STATUS.OPENED })] })).toEqual(['pkl.noContainer']);
    expect(codes({ ...empty, packingLists: [pkl({ PKL_CNNO: '', PKL_STATUS: PKL_STATUS.APPLIED, PKL_NO: '' })] })).toEqual([]);
    // the SI's box is then on no packing list
    expect(codes({ ...clean(), packingLists: [pkl({ PKL_CNNO: '', PKL_STATUS: PKL_STATUS.OPENED })] })).toEqual(['pkl.noContainer', 'si.noPackingList']);
  });

  it('names a container the booking does not list', () => {
    const input = { ...clean(), booked: [{ TYPE: '40HQ', COUNT: 1, CNNOS: [B] }] };
    const r = reconcileBooking(input);
    expect(r.Rows[0]!.Mismatches.map((m) => m.Code)).toEqual(['cnno.notBooked']);
    expect(r.Rows[0]!.Mismatches[0]!.Words.en).toBe(`Container ${A} is not among the booking's container numbers (${B}).`);
  });

  it('names a container on the packing list but on no SI, and a booking with no SI at all', () => {
    const other = { SiId: 8, SiNo: 'SI26000002', Box: box({ TBX_CNNO: B }) };
    const r = reconcileBooking({ ...clean(), siBoxes: [other] });
    expect(r.Rows.flatMap((x) => x.Mismatches.map((m) => m.Code))).toEqual(['si.missing', 'si.noPackingList']);
    expect(r.Rows[0]!.Mismatches[0]!.Words.zh).toBe(`箱 ${A} 在装箱单 PK26112700001 上，但不在任何提单补料上。`);
    expect(r.Rows[1]).toMatchObject({ SLOT: 0, CNNO: B, PackingList: null, SiBox: { SiNo: 'SI26000002' } });
    expect(codes({ ...clean(), siBoxes: [] })).toEqual(['si.none']);
  });

  it('names each figure the SI box says differently', () => {
    const differing = box({ TBX_TYPE: '40GP', TBX_SEALNO: 'SL999', TBX_NUM: 90, TBX_WEIGHT: 4999, TBX_VOLUME: 31 });
    differing.Details = [{ ...differing.Details[0]!, TBD_HSCODE: '620342' }];
    const r = reconcileBooking({ ...clean(), siBoxes: [{ SiId: 7, SiNo: 'SI26000001', Box: differing }] });
    const m = r.Rows[0]!.Mismatches;
    expect(m.map((x) => x.Code)).toEqual(['type.differs', 'seal.differs', 'packages.differ', 'weight.differs', 'volume.differs', 'hs.differs']);
    expect(m[1]!.Words).toEqual({ zh: '封号不一致：装箱单 SL001，提单补料 SL999。', en: 'The seal differs: SL001 on the packing list, SL999 on the SI.' });
    expect(m[3]!.Params).toEqual({ pkl: 5000, si: 4999 });
  });

  it('compares the lines’ sums, not a header that disagrees with them', () => {
    const r = reconcileBooking({ ...clean(), packingLists: [pkl({ PKL_WEIGHT: 1 })] });
    expect(r.Mismatches).toBe(0);
    // within the check's tolerance
    expect(codes({ ...clean(), siBoxes: [{ SiId: 7, SiNo: 'SI26000001', Box: box({ TBX_WEIGHT: 5000.0004 }) }] })).toEqual([]);
  });

  it('names a missing VGM, one below cargo plus tare, one over the max gross and a rejected one', () => {
    expect(codes({ ...clean(), vgms: [] })).toEqual(['vgm.missing']);
    const below = reconcileBooking({ ...clean(), vgms: [vgm(8000)] }).Rows[0]!.Mismatches;
    expect(below.map((m) => m.Code)).toEqual(['vgm.belowCargo']);
    expect(below[0]!.Words.en).toBe('The VGM of 8000 kg is below cargo 5000 kg plus tare 3900 kg (8900 kg).');
    const over = reconcileBooking({ ...clean(), vgms: [vgm(31000)] }).Rows[0]!.Mismatches;
    expect(over.map((m) => m.Code)).toEqual(['vgm.overMax']);
    expect(over[0]!.Words.zh).toBe('VGM 31000 KGS 超过箱子最大总重 30480 KGS。');
    // the CSC plate wins over the type's default
    expect(codes({ ...clean(), packingLists: [pkl({ PKL_MAX_GROSS_KG: 32000 })], vgms: [vgm(31000)] })).toEqual([]);
    expect(codes({ ...clean(), vgms: [vgm(8900, 1, VGM_STATUS.REJECTED)] })).toEqual(['vgm.rejected']);
  });

  it('names a VGM the terminal refused, and one its weighbridge found beyond vgm.tolerance (issue 34)', () => {
    const weighed = (measured: number, terminal: number | null = VGM_STATUS.ACCEPTED) => ({
      ...vgm(8900),
      VGM_TERMINAL_STATUS: terminal,
      VGM_MEASURED_KG: measured,
    });
    // 8,900 declared: the limit is min(5 % of the measured mass, 1,000 kg) — 9,300 is 400 off, 465 allowed
    expect(codes({ ...clean(), vgms: [weighed(9300)] })).toEqual([]);
    const off = reconcileBooking({ ...clean(), vgms: [weighed(9400)] }).Rows[0]!;
    expect(off.Mismatches.map((m) => m.Code)).toEqual(['vgm.deviation']);
    expect(off.Mismatches[0]!.Params).toEqual({ declared: 8900, measured: 9400, deviation: 500, limit: 470 });
    expect(off.Mismatches[0]!.Words.zh).toBe('申报 VGM 8900 KGS，码头实测 9400 KGS，相差 500 KGS，超过允许的 470 KGS（±5% 或 1 吨取小）。');
    expect(off.Vgm).toEqual({ Kg: 8900, Version: 1, Status: VGM_STATUS.ACCEPTED, MeasuredKg: 9400 });
    expect(codes({ ...clean(), vgms: [{ ...vgm(8900), VGM_TERMINAL_STATUS: VGM_STATUS.REJECTED, VGM_MEASURED_KG: null }] })).toEqual(['vgm.terminalRejected']);
    // not weighed yet: nothing to compare
    expect(reconcileBooking({ ...clean() }).Rows[0]!.Vgm?.MeasuredKg).toBeNull();
  });

  it('reads the latest VGM version, and the type’s typical tare when none is declared', () => {
    expect(codes({ ...clean(), vgms: [vgm(8000, 1), vgm(8900, 2)] })).toEqual([]);
    expect(codes({ ...clean(), vgms: [vgm(8900, 2), vgm(8000, 1)] })).toEqual([]);
    expect(codes({ ...clean(), vgms: [vgm(8900, 1), vgm(8000, 2)] })).toEqual(['vgm.belowCargo']);
    // 40HQ's typical tare is 3,900 kg: 5,000 + 3,900 = 8,900
    expect(codes({ ...clean(), packingLists: [pkl({ PKL_TARE_KG: null })], vgms: [vgm(8899)] })).toEqual(['vgm.belowCargo']);
  });

  it('shows split children on their slots and names the parent they came from', () => {
    const parent = pkl({ Id: 1, PKL_STATUS: PKL_STATUS.CANCELLED, PKL_CNNO: '' });
    const c1 = pkl({ Id: 2, PKL_NO: 'PK26112700002', PKL_PARENT_ID: 1, PKL_STATUS: PKL_STATUS.OPENED, PKL_SLOT: 1 });
    const c2 = pkl({
      Id: 3,
      PKL_NO: 'PK26112700003',
      PKL_PARENT_ID: 1,
      PKL_STATUS: PKL_STATUS.OPENED,
      PKL_SLOT: 2,
      PKL_CNNO: B,
      PKL_SEALNO: 'SL002',
    });
    const r = reconcileBooking({
      booked: [{ TYPE: '40HQ', COUNT: 2, CNNOS: [A, B] }],
      packingLists: [parent, c1, c2],
      siBoxes: [
        { SiId: 7, SiNo: 'SI26000001', Box: box() },
        { SiId: 7, SiNo: 'SI26000001', Box: box({ TBX_CNNO: B, TBX_SEALNO: 'SL002' }) },
      ],
      vgms: [vgm(8900), vgm(8900, 1, VGM_STATUS.ACCEPTED, B)],
    });
    expect(r.Splits).toEqual([{ PKL_NO: 'PK26112700001', Children: ['PK26112700002', 'PK26112700003'] }]);
    expect(r.Rows.map((x) => [x.SLOT, x.PackingList?.PKL_NO, x.PackingList?.ParentNo])).toEqual([
      [1, 'PK26112700002', 'PK26112700001'],
      [2, 'PK26112700003', 'PK26112700001'],
    ]);
    expect(r.Mismatches).toBe(0);
  });

  it('ignores rejected and cancelled packing lists for the slots', () => {
    const r = reconcileBooking({ ...clean(), packingLists: [pkl({ PKL_STATUS: PKL_STATUS.REJECTED })] });
    expect(r.Rows[0]!.Mismatches.map((m) => m.Code)).toEqual(['slot.noPackingList']);
  });
});
