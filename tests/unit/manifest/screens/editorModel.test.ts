import { describe, expect, it } from 'vitest';
import type { ManifestItem, ManifestRecord } from '../../../../src/contract/manifest';
import {
  allocationRowOf,
  blankItem,
  draftOf,
  editOf,
  flattenAllocations,
  immutableChanges,
  itemsWithAllocations,
  perContainer,
  totalsOf,
} from '../../../../src/features/manifest/editorModel';

const item = (seq: number, allocation: ManifestItem['Allocation'], extra: Partial<ManifestItem> = {}): ManifestItem => ({
  MFG_SEQ: seq,
  MFG_PKGS: allocation.reduce((s, a) => s + a.PKGS, 0),
  MFG_PACKAGE: 'CT',
  MFG_DESC: `GOODS ${seq}`,
  MFG_HSCODE: '731815',
  MFG_GROSS_KG: allocation.reduce((s, a) => s + a.KG, 0),
  Allocation: allocation,
  ...extra,
});

describe('the allocation grid (箱货对应) as flat rows', () => {
  const items = [
    item(1, [
      { CNNO: 'MSCU1234565', PKGS: 60, KG: 600 },
      { CNNO: 'TGHU7654321', PKGS: 40, KG: 400, CBM: 2 },
    ]),
    item(2, [{ CNNO: 'TGHU7654321', PKGS: 10, KG: 99.5 }]),
  ];

  it('flattens item by item and folds back onto the same items', () => {
    const rows = flattenAllocations(items);
    expect(rows).toEqual([
      { ITEM: 1, CNNO: 'MSCU1234565', PKGS: 60, KG: 600, CBM: null },
      { ITEM: 1, CNNO: 'TGHU7654321', PKGS: 40, KG: 400, CBM: 2 },
      { ITEM: 2, CNNO: 'TGHU7654321', PKGS: 10, KG: 99.5, CBM: null },
    ]);
    const back = itemsWithAllocations(
      items.map(({ Allocation: _a, MFG_SEQ: _s, ...it }) => it),
      rows,
    );
    expect(back.orphans).toBe(0);
    expect(back.items).toEqual(items);
  });

  it('keeps out rows naming no item or no container, and counts them', () => {
    const back = itemsWithAllocations(
      [blankItem()],
      [
        { ITEM: 1, CNNO: ' MSCU1234565 ', PKGS: 1, KG: 1, CBM: null },
        { ITEM: 3, CNNO: 'X', PKGS: 1, KG: 1, CBM: null },
        { ITEM: 1, CNNO: '', PKGS: 1, KG: 1, CBM: null },
      ],
    );
    expect(back.orphans).toBe(2);
    expect(back.items[0]!.Allocation).toEqual([{ CNNO: 'MSCU1234565', PKGS: 1, KG: 1 }]);
  });

  it('finds the grid row of a check problem on an allocation', () => {
    expect(allocationRowOf(items, 0, 1)).toBe(1);
    expect(allocationRowOf(items, 1, 0)).toBe(2);
  });

  it('sums per container and per bill from the goods (mft.sums)', () => {
    expect(perContainer(flattenAllocations(items)).get('TGHU7654321')).toEqual({ pkgs: 50, kg: 499.5 });
    expect(totalsOf(items)).toEqual({ MFT_TOTAL_PKGS: 110, MFT_PACKAGE: 'CT', MFT_TOTAL_KG: 1099.5, MFT_TOTAL_CBM: 0 });
    expect(totalsOf([...items, { ...blankItem(), MFG_PACKAGE: 'PL', MFG_PKGS: 2, MFG_CBM: 1.25 }]).MFT_PACKAGE).toBe('PK');
  });
});

describe('the draft of a stored manifest', () => {
  const record = {
    Id: 7,
    MFT_MBL_NO: 'MBL1',
    MFT_HBL_NO: '',
    MFT_CARRIER: 'MSC',
    MFT_VESSEL: 'MSC ANNA',
    MFT_VESSEL_IMO: '',
    MFT_VOYAGE: '123E',
    MFT_CUSTOMS_CODE: '3100',
    MFT_LOADING_CODE: 'CNSHA',
    MFT_DISCHARGE_CODE: 'DEHAM',
    MFT_DELIVERY_CODE: '',
    MFT_TS_CODE: '',
    MFT_PAYMENT_TERM: 'PP',
    MFT_TRANSPORT_TERM: 'CY-CY',
    MFT_REMARK: '',
    MFT_LOADING_AT: '2026-12-01T08:00:00.000Z',
    Shipper: { NAME: 'A' },
    Consignee: { NAME: 'B' },
    Notify: {},
    Containers: [{ MFC_CNNO: 'MSCU1234565', MFC_SIZE_TYPE: '45G1' }],
    Items: [item(1, [{ CNNO: 'MSCU1234565', PKGS: 5, KG: 50 }])],
  } as unknown as ManifestRecord;

  it('round-trips into what Save takes, with the totals from the goods', () => {
    const edit = editOf(draftOf(record));
    expect(edit).toMatchObject({ MFT_MBL_NO: 'MBL1', MFT_LOADING_AT: '2026-12-01T08:00:00.000Z', MFT_TOTAL_PKGS: 5, MFT_TOTAL_KG: 50 });
    expect(edit.Items).toEqual(record.Items);
    expect(edit.Shipper).toEqual({ NAME: 'A' });
  });

  it('names the fields an amendment may not change (vessel, container numbers)', () => {
    const d = draftOf(record);
    expect(immutableChanges(record, d)).toEqual([]);
    expect(
      immutableChanges(record, { ...d, header: { ...d.header, MFT_VESSEL: 'OTHER' }, Containers: [{ ...d.Containers[0]!, MFC_CNNO: 'TGHU7654321' }] }),
    ).toEqual(['/MFT_VESSEL', '/Containers']);
    // a seal may change
    expect(immutableChanges(record, { ...d, Containers: [{ ...d.Containers[0]!, MFC_SEALNO: 'S1' }] })).toEqual([]);
  });
});
