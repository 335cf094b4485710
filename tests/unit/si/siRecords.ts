import type { SiBox, SiProblem, SiRecord, SiSourceData } from '../../../src/contract/si';
import { problemText } from '../../../src/domain/si/messages';
import { withCheckDigit } from '../../../src/domain/si/iso6346';

/** SI records, boxes and a booking to check, shared by the SI check's test files (check*.test.ts, bookingRule.test.ts). */
export const detail = (num: number, weight: number, volume: number) => ({
  TBD_CNGOODS: '纸箱',
  TBD_GOODS: 'COTTON T-SHIRTS',
  TBD_HSCODE: '610910',
  TBD_MARKS: 'N/M',
  TBD_PACKAGE: 'CT',
  TBD_NUM: num,
  TBD_WEIGHT: weight,
  TBD_VOLUME: volume,
});
export const box = (cnno: string, type = '40HQ', details = [detail(100, 1200.5, 20.25), detail(50, 300, 5)]): SiBox => ({
  TBX_TYPE: type,
  TBX_CNNO: cnno,
  TBX_SEALNO: 'SL123456',
  TBX_PACKAGE: 'CT',
  TBX_NUM: details.reduce((a, d) => a + d.TBD_NUM, 0),
  TBX_WEIGHT: details.reduce((a, d) => a + d.TBD_WEIGHT, 0),
  TBX_VOLUME: details.reduce((a, d) => a + d.TBD_VOLUME, 0),
  Details: details,
});
export function si(boxes: SiBox[]): SiRecord {
  return {
    TBI_SHREF_NO: 'HZTX-2026-001',
    TBI_GOODS_TYPE: 'GENERAL',
    TBI_SITYPE: 1,
    TBI_NUM: boxes.reduce((a, b) => a + b.TBX_NUM, 0),
    TBI_MBL_NO: 'COSU6301234560',
    TBI_SIMBL_NO: '',
    TBI_PAYMENT_METHOD: 'PREPAID',
    TBI_SIGNING_METHOD: 'ORIGINAL',
    TBI_CONSIGNOR: 'HANGZHOU TIANXIANG I/E CO., LTD.\nNO.588 JIANGNAN AVE, HANGZHOU',
    TBI_CONSIGNEE: 'TO ORDER',
    TBI_NOTIFIER_1: 'ACME TRADING GMBH\nHAMBURG',
    TBI_NOTIFIER_2: '',
    TBI_NOTIFIER_3: '',
    TBI_CARRIER: 'COSU',
    TBI_VESSEL: 'COSCO SHIPPING ARIES',
    TBI_VOYAGE: '012W',
    TBI_RECEIPT_PLACE: 'HANGZHOU',
    TBI_RECEIPT_CODE: 'CNHGH',
    TBI_LOADING_PLACE: 'SHANGHAI',
    TBI_LOADING_CODE: 'CNSHA',
    TBI_DISCHARGE_PLACE: 'HAMBURG',
    TBI_DISCHARGE_CODE: 'DEHAM',
    TBI_DELIVERY_PLACE: 'HAMBURG',
    TBI_DELIVERY_CODE: 'DEHAM',
    TBI_MARKS: 'N/M',
    TBI_GOODS: 'COTTON T-SHIRTS',
    TBI_PACKAGE: 'CT',
    TBI_HSCODE: '610910',
    TBI_EMAILS: 'docs@hztx.example',
    TBI_REMARKS: '',
    TBI_SHREMARKS: '',
    TBI_MERGEMBL_NO: '',
    TBI_SAILINGDATE: '2026-12-05',
    TBI_DEADLINE: '2026-12-01',
    TBI_QUNO: '',
    TBI_TRANSPORT_METHOD: 'SEA',
    TBI_CGO_ID: 'CGO-1',
    Boxes: boxes,
    Masters: [],
  };
}
export const paths = (problems: { Path: string }[]) => problems.map((p) => p.Path);
export const codes = (problems: SiProblem[]) => problems.map((p) => [p.Path, p.Code]);
export const english = (problems: SiProblem[]) => problems.map((p) => problemText(p, 'en')).join(' ');

/** Two containers of the booking below: a 40HQ and a 20GP. */
export const A = 'CSQU3054383';
export const B = withCheckDigit('TGHU123456');
export const booking = (): SiSourceData => ({
  CGO_ID: 'CGO-1',
  MBL_NO: 'X',
  CompanyId: 1,
  CompanyName: '',
  CARRIER: '',
  VESSEL: '',
  VOYAGE: '',
  RECEIPT_PLACE: '',
  RECEIPT_CODE: '',
  LOADING_PLACE: '',
  LOADING_CODE: '',
  DISCHARGE_PLACE: '',
  DISCHARGE_CODE: '',
  DELIVERY_PLACE: '',
  DELIVERY_CODE: '',
  SAILINGDATE: '',
  DEADLINE: '',
  Containers: [
    { TYPE: '40HQ', COUNT: 1, CNNOS: [A] },
    { TYPE: '20GP', COUNT: 1, CNNOS: [B] },
  ],
});
