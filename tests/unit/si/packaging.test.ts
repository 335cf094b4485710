import { describe, expect, it } from 'vitest';
import type { SiBox } from '../../../src/contract/si';
import { type BillInput, billSheet } from '../../../src/domain/houseBill/sheet';
import { withTotals } from '../../../src/domain/si/boxes';
import { packageCounts, siPackaging, statePackaging } from '../../../src/domain/si/packaging';
import { blDocument } from '../../../src/features/si/blText';
import { box, detail, si } from './siRecords';

/**
 * The packages a B/L states (issue 45 item 13): 60 of 600 pieces are sofas (PK), the rest cartons.
 * The B/L said "600 CT"; it states the total with the generic unit and each kind's count.
 */
const MIXED = '600 PACKAGES (540 CARTONS, 60 PACKAGES)';
const sofas = { ...detail(60, 3000, 40), TBD_GOODS: 'SOFAS', TBD_PACKAGE: 'PK' };
const mixedBoxes = (): SiBox[] => [box('TGHU1234567', '40HQ', [detail(300, 3000, 30), sofas]), box('CSQU3054383', '40HQ', [detail(240, 2400, 24)])];
const mixedSi = () => withTotals({ ...si(mixedBoxes()), TBI_PACKAGE: 'CT' });

describe('the packaging a B/L states', () => {
  it('one kind in its word; mixed kinds as a total in PACKAGES with each kind’s count', () => {
    expect(statePackaging([{ Kind: 'CT', Count: 600 }]).text).toBe('600 CARTONS');
    expect(statePackaging([{ Kind: 'PL', Count: 1 }]).text).toBe('1 PALLET');
    expect(
      statePackaging([
        { Kind: 'CT', Count: 300 },
        { Kind: 'PK', Count: 60 },
        { Kind: 'cartons', Count: 240 },
      ]).text,
    ).toBe(MIXED);
    expect(statePackaging([{ Kind: 'CRATES', Count: 4 }]).text).toBe('4 CRATES'); // a kind no code names: as typed
  });

  it('of an SI: from its goods lines, a line without a kind taking its box’s; the typed total where no line counts', () => {
    const s = mixedSi();
    expect(siPackaging(s.Boxes, { count: s.TBI_NUM, kind: s.TBI_PACKAGE }).text).toBe(MIXED);
    const noKind = [{ ...box('TGHU1234567'), TBX_PACKAGE: 'BG', Details: [{ ...detail(5, 1, 1), TBD_PACKAGE: '' }] }];
    expect(packageCounts(noKind)).toEqual([{ Kind: 'BG', Count: 5 }]);
    expect(siPackaging([{ TBX_PACKAGE: 'CT', Details: [] }], { count: 100, kind: 'CARTONS' }).text).toBe('100 CARTONS');
  });

  it('the SI’s B/L draft states it, for the bill and for each container', () => {
    const d = blDocument(mixedSi());
    expect(d.packages.join(' ')).toBe(MIXED);
    expect(d.containers.join(' ')).toContain('360 PACKAGES (300 CARTONS, 60 PACKAGES)');
    expect(d.containers.join(' ')).toContain('240 CARTONS/');
  });

  it('the house bill (its draft and its PDF) states it', () => {
    const s = mixedSi();
    const input: BillInput = {
      HBL_NO: 'HZTXH26110009',
      HBL_TYPE: 'BOL',
      HBL_RELEASE_TYPE: 'ORIGINAL',
      HBL_ORIGINALS: 3,
      HBL_FREIGHT_TERM: 'PREPAID',
      HBL_FREIGHT_PAYABLE_AT: '',
      HBL_PLACE_OF_ISSUE: 'QINGDAO',
      HBL_ISSUE_DATE: null,
      HBL_ON_BOARD_DATE: null,
      HBL_AMENDMENT: 0,
      HBL_CLAUSES: '',
      Shipper: s.TBI_CONSIGNOR,
      Consignee: s.TBI_CONSIGNEE,
      Notify: s.TBI_NOTIFIER_1,
      Vessel: 'V',
      Voyage: '1',
      ReceiptPlace: '',
      LoadingPlace: 'QINGDAO',
      DischargePlace: 'SINGAPORE',
      DeliveryPlace: '',
      Marks: 'N/M',
      Goods: 'FURNITURE',
      Packages: s.TBI_NUM,
      PackageUnit: s.TBI_PACKAGE,
      PackageCounts: packageCounts(s.Boxes, s.TBI_PACKAGE),
      Kg: 0,
      Cbm: 0,
      Containers: [],
    };
    for (const copy of ['DRAFT', 'ORIGINAL'] as const) expect(billSheet(input, copy).Goods.join(' ')).toContain(MIXED);
    // a bill issued before the counts were kept prints as it was issued
    expect(billSheet({ ...input, PackageCounts: undefined }, 'ORIGINAL').Goods[0]).toBe('600 CT');
  });
});
