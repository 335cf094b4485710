import type { SiRecord } from '../src/contract/si';
import { checkSi } from '../src/domain/si/check';
import { withCheckDigit } from '../src/domain/si/iso6346';
import { medianMs } from './median';

/** An SI with `boxes` boxes of `details` lines each, correct (the check runs every rule to the end). */
export function bigSi(boxes = 200, details = 5): SiRecord {
  const Boxes = Array.from({ length: boxes }, (_, i) => {
    const lines = Array.from({ length: details }, (_, j) => ({
      TBD_CNGOODS: '纯棉T恤',
      TBD_GOODS: `COTTON T-SHIRTS STYLE ${i}-${j}`,
      TBD_HSCODE: '610910',
      TBD_MARKS: 'N/M',
      TBD_PACKAGE: 'CT',
      TBD_NUM: 10 + j,
      TBD_WEIGHT: 100.5 + j,
      TBD_VOLUME: 1.25 + j,
    }));
    return {
      TBX_TYPE: '40HQ',
      TBX_CNNO: withCheckDigit(`BNC${'U'}${String(100000 + i)}`),
      TBX_SEALNO: `SL${i}`,
      TBX_PACKAGE: 'CT',
      TBX_NUM: lines.reduce((a, d) => a + d.TBD_NUM, 0),
      TBX_WEIGHT: lines.reduce((a, d) => a + d.TBD_WEIGHT, 0),
      TBX_VOLUME: lines.reduce((a, d) => a + d.TBD_VOLUME, 0),
      Details: lines,
    };
  });
  return {
    TBI_SHREF_NO: 'BENCH',
    TBI_GOODS_TYPE: 'GENERAL',
    TBI_SITYPE: 1,
    TBI_NUM: Boxes.reduce((a, b) => a + b.TBX_NUM, 0),
    TBI_MBL_NO: 'M',
    TBI_SIMBL_NO: '',
    TBI_PAYMENT_METHOD: 'PREPAID',
    TBI_SIGNING_METHOD: 'ORIGINAL',
    TBI_CONSIGNOR: 'SHIPPER',
    TBI_CONSIGNEE: 'TO ORDER',
    TBI_NOTIFIER_1: 'NOTIFY',
    TBI_NOTIFIER_2: '',
    TBI_NOTIFIER_3: '',
    TBI_CARRIER: 'COSU',
    TBI_VESSEL: 'V',
    TBI_VOYAGE: '1',
    TBI_RECEIPT_PLACE: '',
    TBI_RECEIPT_CODE: '',
    TBI_LOADING_PLACE: 'SHANGHAI',
    TBI_LOADING_CODE: 'CNSHA',
    TBI_DISCHARGE_PLACE: 'HAMBURG',
    TBI_DISCHARGE_CODE: 'DEHAM',
    TBI_DELIVERY_PLACE: '',
    TBI_DELIVERY_CODE: '',
    TBI_MARKS: 'N/M',
    TBI_GOODS: 'COTTON',
    TBI_PACKAGE: 'CT',
    TBI_HSCODE: '',
    TBI_EMAILS: '',
    TBI_REMARKS: '',
    TBI_SHREMARKS: '',
    TBI_MERGEMBL_NO: '',
    TBI_SAILINGDATE: '',
    TBI_DEADLINE: '',
    TBI_QUNO: '',
    TBI_TRANSPORT_METHOD: 'SEA',
    TBI_CGO_ID: 'B',
    Boxes,
    Masters: [],
  };
}

/**
 * The SI check on the server's engine (Node) for a 200-box × 5-line SI, against a baseline in the
 * same run: a JSON round trip of the same record (what the server does with it anyway).
 */
export function siCheckBench(runs = 200) {
  const si = bigSi();
  if (checkSi(si).length) throw new Error('the bench SI must be correct');
  const time = (fn: () => unknown) => medianMs(fn, runs, 20);
  const check = time(() => checkSi(si));
  const baseline = time(() => JSON.parse(JSON.stringify(si)));
  return { boxes: 200, details: 5, medianMs: +check.toFixed(3), baselineMedianMs: +baseline.toFixed(3), ratio: +(check / baseline).toFixed(2) };
}
