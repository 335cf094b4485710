import type { Bilingual } from '../../i18n/bilingual';
import { bookingFieldWords } from '../booking/words';
import { commonFieldWords } from '../words';
import { ratesFieldWords } from '../rates/words';

const customerCode: Bilingual = { zh: '客户代码', en: 'Customer code' };
const creator: Bilingual = { zh: '创建人', en: 'Creator' };
const masterBlNo: Bilingual = { zh: '主提单号', en: 'Master B/L no.' };
const goods: Bilingual = { zh: '货物描述', en: 'Goods' };
const marks: Bilingual = { zh: '唛头', en: 'Marks' };
const packageCount: Bilingual = { zh: '件数', en: 'Package count' };

/** The SI calls' fields as the SI forms name them (issue 32): the server's refusals read them. */
export const siFieldWords = {
  Actor: bookingFieldWords.By,
  Boxes: { zh: '箱', en: 'Container' },
  CGO_ID: bookingFieldWords.CgoId,
  COMPANYCODE: customerCode,
  COMPANYID: commonFieldWords.CustomerCompanyId,
  Creator: creator,
  Details: { zh: '货物明细', en: 'Goods line' },
  MBL_NO: masterBlNo,
  Masters: { zh: '合并主单', en: 'Merged master' },
  Num: { zh: '份数', en: 'Count' },
  Owner: { zh: '所属人', en: 'Owner' },
  Since: { zh: '起始时间', en: 'Since' },
  TBD_CNGOODS: { zh: '中文品名', en: 'Goods in Chinese' },
  TBD_GOODS: goods,
  TBD_HSCODE: commonFieldWords.HsCode,
  TBD_MARKS: marks,
  TBD_NUM: packageCount,
  TBD_PACKAGE: { zh: '货物包装', en: 'Goods package' },
  TBD_VOLUME: { zh: '体积', en: 'Volume' },
  TBD_WEIGHT: { zh: '重量', en: 'Weight' },
  TBI_CARRIER: commonFieldWords.CarrierCode,
  TBI_CGO_ID: bookingFieldWords.CgoId,
  TBI_COMPANYCODE: customerCode,
  TBI_CONSIGNEE: commonFieldWords.Consignee,
  TBI_CONSIGNOR: { zh: '发货人', en: 'Consignor' },
  TBI_CREATE_ID: creator,
  TBI_DEADLINE: { zh: '截单时间', en: 'Deadline' },
  TBI_DELIVERY_CODE: commonFieldWords.PlaceOfDelivery,
  TBI_DELIVERY_PLACE: { zh: '交货地名称', en: 'Place of delivery (name)' },
  TBI_DISCHARGE_CODE: { zh: '卸货港', en: 'Port of discharge' },
  TBI_DISCHARGE_PLACE: { zh: '卸货港名称', en: 'Port of discharge (name)' },
  TBI_EMAILS: { zh: '通知邮箱', en: 'E-mails to notify' },
  TBI_GOODS: goods,
  TBI_GOODS_TYPE: { zh: '货物类型', en: 'Goods type' },
  TBI_HSCODE: commonFieldWords.HsCode,
  TBI_LOADING_CODE: { zh: '装货港', en: 'Port of loading' },
  TBI_LOADING_PLACE: { zh: '装货港名称', en: 'Port of loading (name)' },
  TBI_MARKS: marks,
  TBI_MBL_NO: masterBlNo,
  TBI_MERGEMBL_NO: { zh: '合并提单号', en: 'Merged B/L no.' },
  TBI_NO: { zh: 'SI 编号', en: 'SI no.' },
  TBI_NOTIFIER_1: { zh: '通知人1', en: 'Notify party 1' },
  TBI_NOTIFIER_2: { zh: '通知人2', en: 'Notify party 2' },
  TBI_NOTIFIER_3: { zh: '通知人3', en: 'Notify party 3' },
  TBI_NUM: packageCount,
  TBI_PACKAGE: { zh: '包装', en: 'Package' },
  TBI_PAYMENT_METHOD: { zh: '付款方式', en: 'Payment method' },
  TBI_QUNO: { zh: '报价编号', en: 'Quote no.' },
  TBI_RECEIPT_CODE: commonFieldWords.PorCode,
  TBI_RECEIPT_PLACE: { zh: '收货地名称', en: 'Place of receipt (name)' },
  TBI_REMARKS: commonFieldWords.Remarks,
  TBI_REVIEWER_DATE: { zh: '审核时间', en: 'Reviewed at' },
  TBI_REVIEWER_ID: { zh: '审核人', en: 'Reviewer' },
  TBI_SAILINGDATE: { zh: '开船日期', en: 'Sailing date' },
  TBI_SHREF_NO: bookingFieldWords.ShipperRef,
  TBI_SHREMARKS: { zh: '客户备注', en: "Shipper's remarks" },
  TBI_SIGNING_METHOD: { zh: '签单方式', en: 'Signing method' },
  TBI_SIMBL_NO: { zh: 'SI 提单号', en: 'SI B/L no.' },
  TBI_SITYPE: { zh: 'SI 类型', en: 'SI type' },
  TBI_SOURCES: ratesFieldWords.Sources,
  TBI_STATUS: commonFieldWords.Status,
  TBI_TRANSPORT_METHOD: { zh: '运输方式', en: 'Transport method' },
  TBI_VESSEL: commonFieldWords.VesselName,
  TBI_VOYAGE: commonFieldWords.Voyage,
  TBX_CNNO: { zh: '箱号', en: 'Container no.' },
  TBX_NON_ISO: { zh: '非标准箱号', en: 'Non-ISO number' },
  TBX_NUM: { zh: '箱内件数', en: 'Packages in the container' },
  TBX_PACKAGE: { zh: '箱内包装', en: 'Box package' },
  TBX_SEALNO: { zh: '封号', en: 'Seal no.' },
  TBX_TYPE: { zh: '箱型', en: 'Container type' },
  TBX_VOLUME: { zh: '箱内体积', en: 'Volume in the container' },
  TBX_WEIGHT: { zh: '箱内重量', en: 'Weight in the container' },
  TDBLInfos: { zh: '提单', en: 'B/L' },
  TDId: { zh: 'SI 记录', en: 'SI record' },
  TMM_MCGO_ID: { zh: '合并主单订舱', en: 'Merged master booking' },
  TMM_MMBL_NO: { zh: '合并主单号', en: 'Merged master B/L no.' },
  VESSEL: { zh: '船名', en: 'Vessel name' },
  Via: { zh: '途径', en: 'Via' },
} satisfies Record<string, Bilingual>;

/** Who made an SI, in words: the SI creator screen's and its export's (issue 32). */
export const siViaWords = {
  own: { zh: '客户自建', en: 'By the customer' },
  onBehalf: { zh: '平台代客户', en: 'By staff for the customer' },
} satisfies Record<string, Bilingual>;
