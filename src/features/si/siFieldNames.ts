import { siWords } from './words';

/** What the main fields are called on screen (also the words the problem list uses). */
export const FIELD_WORDS: Record<string, { zh: string; en: string }> = {
  TBI_CONSIGNOR: siWords.consignor,
  TBI_CONSIGNEE: siWords.consignee,
  TBI_NOTIFIER_1: siWords.notifyParty1,
  TBI_NOTIFIER_2: siWords.notifyParty2,
  TBI_NOTIFIER_3: siWords.notifyParty3,
  TBI_MARKS: siWords.marks,
  TBI_GOODS: siWords.goodsDescription,
  TBI_PACKAGE: siWords.package,
  TBI_HSCODE: siWords.hsCode,
  TBI_PAYMENT_METHOD: siWords.freightPayment,
  TBI_SIGNING_METHOD: siWords.signingMethod,
  TBI_EMAILS: siWords.eMails,
  TBI_REMARKS: siWords.remarks,
  TBI_SHREF_NO: siWords.shipperReference,
  TBI_NUM: siWords.totalPackages,
  TBI_LOADING_CODE: siWords.portOfLoading,
  TBI_DISCHARGE_CODE: siWords.portOfDischarge,
  TBI_RECEIPT_CODE: siWords.placeOfReceipt,
  TBI_DELIVERY_CODE: siWords.placeOfDelivery,
  Boxes: siWords.boxes,
  // a submission's own problems (its drafts' containers against the booking) sit at its root
  TDBLInfos: siWords.allDrafts,
};

export const BOX_WORDS: Record<string, { zh: string; en: string }> = {
  TBX_CNNO: siWords.pathContainer,
  TBX_TYPE: siWords.pathType,
  TBX_SEALNO: siWords.pathSeal,
  TBX_PACKAGE: siWords.pathPackage,
  TBX_NUM: siWords.pathTotalPackages,
  TBX_WEIGHT: siWords.pathTotalWeight,
  TBX_VOLUME: siWords.pathTotalVolume,
  Details: siWords.pathLines,
  TBD_HSCODE: siWords.hs,
  TBD_GOODS: siWords.pathGoods,
  TBD_CNGOODS: siWords.chineseGoodsName,
  TBD_MARKS: siWords.pathMarks,
  TBD_PACKAGE: siWords.pathPackage,
  TBD_NUM: siWords.pathPackages,
  TBD_WEIGHT: siWords.pathWeight,
  TBD_VOLUME: siWords.pathVolume,
};

export const PAYMENT_METHODS = [
  { value: 'PREPAID', ...siWords.prepaid },
  { value: 'COLLECT', ...siWords.collect },
];
export const SIGNING_METHODS = [
  { value: 'ORIGINAL', ...siWords.originalBl },
  { value: 'TELEX RELEASE', ...siWords.telexRelease },
  { value: 'SEAWAY BILL', ...siWords.seaWaybill },
];
