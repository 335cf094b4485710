import { describe, expect, it } from 'vitest';
import type { SiSourceData } from '../../../src/contract/si';
import { freeContainers, planDrafts } from '../../../src/features/si/drafts';

const source = {
  CGO_ID: 'CGO-1',
  MBL_NO: 'M1',
  CARRIER: 'COSU',
  VESSEL: 'V',
  VOYAGE: '1',
  RECEIPT_PLACE: '',
  RECEIPT_CODE: '',
  LOADING_PLACE: 'SHANGHAI',
  LOADING_CODE: 'CNSHA',
  DISCHARGE_PLACE: 'HAMBURG',
  DISCHARGE_CODE: 'DEHAM',
  DELIVERY_PLACE: '',
  DELIVERY_CODE: '',
  SAILINGDATE: '',
  DEADLINE: '',
  Containers: [
    { TYPE: '20GP', COUNT: 2, CNNOS: ['CSQU3054383', 'TGHU1234560'] },
    { TYPE: '40GP', COUNT: 1, CNNOS: ['MSKU1234565'] },
  ],
} as unknown as SiSourceData;

describe('planning SIs from a booking', () => {
  it('deals every booked container out when none is on an SI yet', () => {
    const drafts = planDrafts(source, 2);
    expect(drafts.flatMap((d) => d.record.Boxes.map((b) => b.TBX_CNNO)).sort()).toEqual(['CSQU3054383', 'MSKU1234565', 'TGHU1234560']);
  });

  it('leaves out the containers already on a live SI of the booking', () => {
    const later = { ...source, UsedContainers: [{ CNNO: 'TGHU1234560', TYPE: '20GP', SiId: 7 }] } as SiSourceData;
    expect(freeContainers(later).map((c) => c.no)).toEqual(['CSQU3054383', 'MSKU1234565']);
    const drafts = planDrafts(later, 2);
    expect(drafts.flatMap((d) => d.record.Boxes.map((b) => b.TBX_CNNO))).not.toContain('TGHU1234560');
  });

  it('starts each draft from the booking order: parties, goods, reference, release, payment, and the totals shared out over the boxes', () => {
    const booked = {
      ...source,
      Booking: {
        BookingNo: 'BK2611000001',
        Shipper: { Name: 'HANGZHOU TIANXIANG TRADING CO LTD', Address: 'NO 88 JIANGNAN AVENUE\nHANGZHOU CHINA', Email: 'docs@hztx.example' },
        Consignee: { Name: 'TO ORDER', Address: '' },
        Notify: { Name: 'ACME TRADING GMBH', Address: 'GROSSE ELBSTRASSE 145\nHAMBURG' },
        Commodity: 'COTTON T-SHIRTS',
        HsCode: '610910',
        Packages: 301,
        PackageKind: 'BG',
        GrossKg: 10000,
        Cbm: 50,
        ShipperRef: 'PO-778',
        BlRelease: 'ORIGINAL',
        FreightTerm: 'COL',
        GrossKgPerUnit: { '40GP': 12000 },
      },
    } as SiSourceData;
    const drafts = planDrafts(booked, 2);
    for (const { record: r } of drafts)
      expect(r).toMatchObject({
        TBI_CONSIGNOR: 'HANGZHOU TIANXIANG TRADING CO LTD\nNO 88 JIANGNAN AVENUE\nHANGZHOU CHINA',
        TBI_CONSIGNEE: 'TO ORDER',
        TBI_NOTIFIER_1: 'ACME TRADING GMBH\nGROSSE ELBSTRASSE 145\nHAMBURG',
        TBI_GOODS: 'COTTON T-SHIRTS',
        TBI_HSCODE: '610910',
        TBI_PACKAGE: 'BG',
        TBI_SHREF_NO: 'PO-778',
        TBI_SIGNING_METHOD: 'ORIGINAL',
        TBI_PAYMENT_METHOD: 'COLLECT',
        TBI_EMAILS: 'docs@hztx.example',
      });
    const boxes = drafts.flatMap((d) => d.record.Boxes);
    // 301 packages over three boxes: 101, 100, 100; the 40GP has its own weight, the 20GPs share what the booking says
    expect(Object.fromEntries(boxes.map((b) => [b.TBX_CNNO, [b.TBX_NUM, b.TBX_WEIGHT, b.TBX_VOLUME]]))).toEqual({
      CSQU3054383: [101, 3333.333, 16.667],
      TGHU1234560: [100, 3333.333, 16.667],
      MSKU1234565: [100, 12000, 16.666],
    });
    expect(drafts.reduce((a, d) => a + d.record.TBI_NUM, 0)).toBe(301);
    // the released classes and counts when the numbers are not known yet: a box per unit, its number to type
    const online = planDrafts({ ...booked, Containers: [{ TYPE: '40HQ', COUNT: 2, CNNOS: [] }] } as SiSourceData, 1);
    expect(online[0]!.record.Boxes.map((b) => [b.TBX_TYPE, b.TBX_CNNO, b.TBX_NUM])).toEqual([
      ['40HQ', '', 151],
      ['40HQ', '', 150],
    ]);
  });

  it('a cargo record no booking order made: the drafts start empty as before', () => {
    const [d] = planDrafts(source, 1);
    expect(d!.record).toMatchObject({ TBI_CONSIGNOR: '', TBI_GOODS: '', TBI_SHREF_NO: '', TBI_SIGNING_METHOD: 'ORIGINAL', TBI_NUM: 0 });
  });
});
