import type { SiBox, SiRecord, SiSourceData } from '../../src/contract/si';

/** A correct SI for one box of a booking (what a careful customer would type). */
export function draftFor(source: SiSourceData, containers: { no: string; type: string }[], n = 1): SiRecord {
  const boxes: SiBox[] = containers.map((c, i) => ({
    TBX_TYPE: c.type,
    TBX_CNNO: c.no,
    TBX_SEALNO: `SL${String(880000 + i + n * 10)}`,
    TBX_PACKAGE: 'CT',
    TBX_NUM: 120,
    TBX_WEIGHT: 2400.5,
    TBX_VOLUME: 56.2,
    Details: [
      {
        TBD_CNGOODS: '纯棉T恤',
        TBD_GOODS: 'COTTON T-SHIRTS',
        TBD_HSCODE: '610910',
        TBD_MARKS: 'N/M',
        TBD_PACKAGE: 'CT',
        TBD_NUM: 100,
        TBD_WEIGHT: 2000.5,
        TBD_VOLUME: 46.2,
      },
      {
        TBD_CNGOODS: '棉质短裤',
        TBD_GOODS: 'COTTON SHORTS',
        TBD_HSCODE: '620342',
        TBD_MARKS: 'N/M',
        TBD_PACKAGE: 'CT',
        TBD_NUM: 20,
        TBD_WEIGHT: 400,
        TBD_VOLUME: 10,
      },
    ],
  }));
  return {
    TBI_SHREF_NO: `REF-${source.CGO_ID}-${n}`,
    TBI_GOODS_TYPE: 'GENERAL',
    TBI_SITYPE: 2,
    TBI_NUM: boxes.reduce((a, b) => a + b.TBX_NUM, 0),
    TBI_MBL_NO: source.MBL_NO,
    TBI_SIMBL_NO: '',
    TBI_PAYMENT_METHOD: 'PREPAID',
    TBI_SIGNING_METHOD: 'ORIGINAL',
    TBI_CONSIGNOR: 'HANGZHOU TIANXIANG I/E CO., LTD.\nNO.588 JIANGNAN AVE, HANGZHOU',
    TBI_CONSIGNEE: 'TO ORDER',
    TBI_NOTIFIER_1: 'ACME TRADING GMBH\nGROSSE ELBSTRASSE 145, HAMBURG',
    TBI_NOTIFIER_2: '',
    TBI_NOTIFIER_3: '',
    TBI_CARRIER: source.CARRIER,
    TBI_VESSEL: source.VESSEL,
    TBI_VOYAGE: source.VOYAGE,
    TBI_RECEIPT_PLACE: source.RECEIPT_PLACE,
    TBI_RECEIPT_CODE: source.RECEIPT_CODE,
    TBI_LOADING_PLACE: source.LOADING_PLACE,
    TBI_LOADING_CODE: source.LOADING_CODE,
    TBI_DISCHARGE_PLACE: source.DISCHARGE_PLACE,
    TBI_DISCHARGE_CODE: source.DISCHARGE_CODE,
    TBI_DELIVERY_PLACE: source.DELIVERY_PLACE,
    TBI_DELIVERY_CODE: source.DELIVERY_CODE,
    TBI_MARKS: 'N/M',
    TBI_GOODS: 'COTTON GARMENTS',
    TBI_PACKAGE: 'CT',
    TBI_HSCODE: '610910',
    TBI_EMAILS: 'docs@hztx.example',
    TBI_REMARKS: '',
    TBI_SHREMARKS: '',
    TBI_MERGEMBL_NO: '',
    TBI_SAILINGDATE: source.SAILINGDATE,
    TBI_DEADLINE: source.DEADLINE,
    TBI_QUNO: '',
    TBI_TRANSPORT_METHOD: 'SEA',
    TBI_CGO_ID: source.CGO_ID,
    Boxes: boxes,
    Masters: [],
  };
}

/** One SI per booked container: the plan "as many SIs as containers". */
export function onePerContainer(source: SiSourceData): SiRecord[] {
  return source.Containers.flatMap((c) => c.CNNOS.map((no) => ({ no, type: c.TYPE }))).map((c, i) => draftFor(source, [c], i + 1));
}
