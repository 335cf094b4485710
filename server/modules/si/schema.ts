import { id } from '../../http/schema';

/** The strict schema of an SI record on the wire (unknown fields refused, types checked). */
const str = (max = 2000) => ({ type: 'string', maxLength: max });
const num = { type: 'number', minimum: 0, maximum: 1e9 };

const TBI_TEXT = [
  'TBI_COMPANYCODE', 'TBI_SHREF_NO', 'TBI_GOODS_TYPE', 'TBI_MBL_NO', 'TBI_SIMBL_NO', 'TBI_PAYMENT_METHOD', 'TBI_SIGNING_METHOD', 'TBI_CONSIGNOR', 'TBI_CONSIGNEE',
  'TBI_NOTIFIER_1', 'TBI_NOTIFIER_2', 'TBI_NOTIFIER_3', 'TBI_CARRIER', 'TBI_VESSEL', 'TBI_VOYAGE', 'TBI_RECEIPT_PLACE', 'TBI_RECEIPT_CODE', 'TBI_LOADING_PLACE',
  'TBI_LOADING_CODE', 'TBI_DISCHARGE_PLACE', 'TBI_DISCHARGE_CODE', 'TBI_DELIVERY_PLACE', 'TBI_DELIVERY_CODE', 'TBI_MARKS', 'TBI_GOODS', 'TBI_PACKAGE', 'TBI_HSCODE',
  'TBI_EMAILS', 'TBI_REMARKS', 'TBI_SHREMARKS', 'TBI_MERGEMBL_NO', 'TBI_SAILINGDATE', 'TBI_DEADLINE', 'TBI_QUNO', 'TBI_TRANSPORT_METHOD', 'TBI_CGO_ID',
] as const;
/** Template fields (spec §3): name, parties, marks, goods, package, hscode, emails, remarks. */
export const TEMPLATE_FIELDS = [
  'TBI_CONSIGNOR', 'TBI_CONSIGNEE', 'TBI_NOTIFIER_1', 'TBI_NOTIFIER_2', 'TBI_NOTIFIER_3', 'TBI_MARKS', 'TBI_GOODS', 'TBI_PACKAGE', 'TBI_HSCODE', 'TBI_EMAILS', 'TBI_REMARKS',
] as const;

const detail = {
  type: 'object',
  additionalProperties: false,
  required: ['TBD_GOODS', 'TBD_HSCODE', 'TBD_NUM', 'TBD_WEIGHT', 'TBD_VOLUME'],
  properties: {
    TBD_CNGOODS: str(), TBD_GOODS: str(), TBD_HSCODE: str(40), TBD_MARKS: str(), TBD_PACKAGE: str(40), TBD_NUM: { type: 'integer', minimum: 0, maximum: 1e7 }, TBD_WEIGHT: num, TBD_VOLUME: num,
  },
};
const box = {
  type: 'object',
  additionalProperties: false,
  required: ['TBX_TYPE', 'TBX_CNNO', 'TBX_NUM', 'TBX_WEIGHT', 'TBX_VOLUME', 'Details'],
  properties: {
    TBX_TYPE: str(20), TBX_CNNO: str(20), TBX_SEALNO: str(200), TBX_PACKAGE: str(40), TBX_NUM: { type: 'integer', minimum: 0, maximum: 1e7 }, TBX_WEIGHT: num, TBX_VOLUME: num,
    TBX_NON_ISO: { type: 'boolean' },
    Details: { type: 'array', maxItems: 50, items: detail },
  },
};

export const siRecordSchema = {
  type: 'object',
  additionalProperties: false,
  required: ['TBI_SITYPE', 'TBI_NUM', 'TBI_CONSIGNOR', 'TBI_CONSIGNEE', 'Boxes'],
  properties: {
    Id: id,
    ...Object.fromEntries(TBI_TEXT.map((f) => [f, str()])),
    TBI_NO: { type: 'number' },
    TBI_SITYPE: { type: 'integer', enum: [1, 2, 3] },
    TBI_NUM: { type: 'integer', minimum: 0, maximum: 1e8 },
    TBI_CREATE_ID: { type: 'integer' },
    TBI_REVIEWER_ID: { type: ['integer', 'null'] },
    TBI_REVIEWER_DATE: { type: ['string', 'null'] },
    TBI_STATUS: { type: 'integer' },
    TBI_SOURCES: { type: 'integer' },
    TBI_DELETED: { type: 'boolean' },
    Boxes: { type: 'array', maxItems: 500, items: box },
    Masters: { type: 'array', maxItems: 50, items: { type: 'object', additionalProperties: false, properties: { TMM_MCGO_ID: str(60), TMM_MMBL_NO: str(60) } } },
  },
};

export const submissionSchema = {
  type: 'object',
  additionalProperties: false,
  required: ['TDBLInfos', 'Num', 'CGO_ID'],
  properties: {
    TDBLInfos: { type: 'array', minItems: 1, maxItems: 50, items: siRecordSchema },
    Num: { type: 'integer', minimum: 1, maximum: 50 },
    CGO_ID: str(60),
    MBL_NO: str(60),
    // on behalf of a company (PTAddTDBillLadingInfoList)
    EmployeeId: id,
    COMPANYID: id,
    COMPANYCODE: str(40),
  },
};
