import { describe, expect, it } from 'vitest';
import { immutableChanges, stageWarnings, uniqueKey } from '../../../src/domain/manifest/amendment';
import { isoSizeType, manifestFromSi, partyFromBlock } from '../../../src/domain/manifest/fromSi';
import { siDiff } from '../../../src/domain/manifest/siDiff';
import { approvedSi, goodManifest } from './fixtures';

describe('from an approved SI to a manifest (operations.md §7.2)', () => {
  it('maps the bill, parties, boxes and goods grouped with their allocation', () => {
    const m = manifestFromSi(approvedSi());
    expect(m.MFT_LEVEL).toBe('MASTER');
    expect(m.MFT_PAYMENT_TERM).toBe('PP');
    expect(m.MFT_SI_ID).toBe(7);
    expect(m.Shipper).toEqual({ NAME: 'NINGBO EXAMPLE TRADING CO LTD', ADDRESS: 'NO 1 EXAMPLE ROAD NINGBO' });
    expect(m.Containers!.map((c) => [c.MFC_CNNO, c.MFC_SIZE_TYPE, c.MFC_SEALNO])).toEqual([
      ['CSQU3054383', '22G1', 'S1'],
      ['MSKU2612680', '45G1', 'S2'],
    ]);
    expect(m.Items).toEqual(goodManifest().Items!.map((i) => ({ ...i, MFG_MARKS: '' })));
    expect([m.MFT_TOTAL_PKGS, m.MFT_TOTAL_KG, m.MFT_TOTAL_CBM, m.MFT_PACKAGE]).toEqual([120, 3500.5, 30, 'PK']);
  });

  it('an SI with an HBL number makes a house manifest; collect is CC', () => {
    const si = { ...approvedSi(), TBI_SIMBL_NO: 'HBL001', TBI_PAYMENT_METHOD: 'COLLECT' };
    const m = manifestFromSi(si);
    expect([m.MFT_LEVEL, m.MFT_HBL_NO, m.MFT_PAYMENT_TERM]).toEqual(['HOUSE', 'HBL001', 'CC']);
  });

  it('names and types', () => {
    expect(partyFromBlock('A CO\nLINE 1\nLINE 2')).toEqual({ NAME: 'A CO', ADDRESS: 'LINE 1 LINE 2' });
    expect(partyFromBlock('')).toEqual({});
    expect(isoSizeType('40hq')).toBe('45G1');
    expect(isoSizeType('45G1')).toBe('45G1');
  });
});

describe('mft.si: the manifest against its SI, field by field', () => {
  it('finds nothing when they agree', () => {
    expect(siDiff(goodManifest(), approvedSi())).toEqual([]);
  });

  it('lists each difference with both values', () => {
    const m = goodManifest();
    m.MFT_DISCHARGE_CODE = 'USLGB';
    m.Containers![1]!.MFC_SEALNO = 'S9';
    m.Items![1]!.MFG_HSCODE = '940320';
    m.Consignee = { ...m.Consignee, NAME: 'OTHER INC' };
    expect(siDiff(m, approvedSi())).toEqual([
      { Path: 'MFT_DISCHARGE_CODE', Manifest: 'USLGB', Si: 'USLAX' },
      { Path: 'Consignee', Manifest: 'OTHER INC 100 MAIN ST LOS ANGELES CA', Si: 'EXAMPLE IMPORTS INC 100 MAIN ST LOS ANGELES CA' },
      { Path: 'Containers[MSKU2612680].MFC_SEALNO', Manifest: 'S9', Si: 'S2' },
      { Path: 'Items.MFG_HSCODE', Manifest: '940320, 940520', Si: '9403200000, 940520' },
    ]);
  });

  it('weights moved between boxes show per box', () => {
    const m = goodManifest();
    m.Items![0]!.Allocation[0]!.KG = 800;
    m.Items![0]!.Allocation[1]!.KG = 700;
    expect(siDiff(m, approvedSi()).map((d) => d.Path)).toEqual(['Containers[CSQU3054383].KG', 'Containers[MSKU2612680].KG']);
  });
});

describe('amendments (mft.immutable, mft.stage, mft.unique)', () => {
  it('vessel name and container numbers cannot change after sending', () => {
    const before = goodManifest();
    const after = goodManifest();
    after.MFT_VESSEL = 'OTHER SHIP';
    after.Containers![0]!.MFC_CNNO = 'TGHU1234567';
    expect(immutableChanges(before, after).map((p) => `${p.Path} ${p.Code}`)).toEqual(['MFT_VESSEL mft.immutable', 'Containers mft.immutable']);
    const fine = goodManifest();
    fine.Containers![0]!.MFC_SEALNO = 'NEW';
    fine.Containers!.reverse();
    expect(immutableChanges(before, fine)).toEqual([]);
  });

  it('after release or loading an amendment warns', () => {
    expect(stageWarnings('NONE')).toEqual([]);
    expect(stageWarnings('ARRIVED')).toEqual([]);
    for (const s of ['RELEASED', 'LOADED', 'TALLIED']) expect(stageWarnings(s).map((p) => [p.Code, p.Severity])).toEqual([['mft.stage', 'warning']]);
  });

  it('one live manifest per (filing, MBL, HBL): the key ignores case and spaces around', () => {
    expect(uniqueKey({ MFT_FILING: 'CN_EXPORT', MFT_MBL_NO: ' cosu1 ', MFT_HBL_NO: '' })).toBe(
      uniqueKey({ MFT_FILING: 'CN_EXPORT', MFT_MBL_NO: 'COSU1', MFT_HBL_NO: undefined }),
    );
    expect(uniqueKey({ MFT_FILING: 'CN_EXPORT', MFT_MBL_NO: 'COSU1', MFT_HBL_NO: 'H1' })).not.toBe(
      uniqueKey({ MFT_FILING: 'CN_EXPORT', MFT_MBL_NO: 'COSU1', MFT_HBL_NO: 'H2' }),
    );
  });
});
