/** The shipping-instruction wire (spec §3), named exactly as the spec names the fields. */

/** Box details (TBD_). */
export interface SiBoxDetail {
  TBD_CNGOODS: string;
  TBD_GOODS: string;
  TBD_HSCODE: string;
  TBD_MARKS: string;
  TBD_PACKAGE: string;
  TBD_NUM: number;
  TBD_WEIGHT: number;
  TBD_VOLUME: number;
}

/** One box: its info (TBX_) and its details. */
export interface SiBox {
  TBX_TYPE: string;
  TBX_CNNO: string;
  TBX_SEALNO: string;
  TBX_PACKAGE: string;
  TBX_NUM: number;
  TBX_WEIGHT: number;
  TBX_VOLUME: number;
  /** An explicit, logged override: this equipment is not ISO 6346 (the number check is skipped). */
  TBX_NON_ISO?: boolean;
  Details: SiBoxDetail[];
}

/** Master bill links (TMM_). */
export interface SiMasterLink {
  TMM_MCGO_ID: string;
  TMM_MMBL_NO: string;
}

/** The main block (TBI_) plus boxes and master links: one SI as drafted, submitted and stored. */
export interface SiRecord {
  Id?: number;
  TBI_COMPANYCODE?: string;
  TBI_NO?: number;
  TBI_SHREF_NO: string;
  TBI_GOODS_TYPE: string;
  /** 1 single, 2 multiple, 3 validate-only. */
  TBI_SITYPE: 1 | 2 | 3;
  TBI_NUM: number;
  TBI_MBL_NO: string;
  TBI_SIMBL_NO: string;
  TBI_PAYMENT_METHOD: string;
  TBI_SIGNING_METHOD: string;
  TBI_CONSIGNOR: string;
  TBI_CONSIGNEE: string;
  TBI_NOTIFIER_1: string;
  TBI_NOTIFIER_2: string;
  TBI_NOTIFIER_3: string;
  TBI_CARRIER: string;
  TBI_VESSEL: string;
  TBI_VOYAGE: string;
  TBI_RECEIPT_PLACE: string;
  TBI_RECEIPT_CODE: string;
  TBI_LOADING_PLACE: string;
  TBI_LOADING_CODE: string;
  TBI_DISCHARGE_PLACE: string;
  TBI_DISCHARGE_CODE: string;
  TBI_DELIVERY_PLACE: string;
  TBI_DELIVERY_CODE: string;
  TBI_MARKS: string;
  TBI_GOODS: string;
  TBI_PACKAGE: string;
  TBI_HSCODE: string;
  TBI_EMAILS: string;
  TBI_REMARKS: string;
  TBI_SHREMARKS: string;
  TBI_MERGEMBL_NO: string;
  TBI_SAILINGDATE: string;
  TBI_DEADLINE: string;
  TBI_CREATE_ID?: number;
  TBI_REVIEWER_ID?: number | null;
  TBI_REVIEWER_DATE?: string | null;
  TBI_STATUS?: number;
  TBI_SOURCES?: number;
  TBI_QUNO: string;
  TBI_TRANSPORT_METHOD: string;
  TBI_CGO_ID: string;
  TBI_DELETED?: boolean;
  Boxes: SiBox[];
  Masters: SiMasterLink[];
}

/** The booking's cargo record an SI is made from (GetDataInfo). */
export interface SiSourceData {
  CGO_ID: string;
  MBL_NO: string;
  CompanyId: number;
  CompanyName: string;
  CARRIER: string;
  VESSEL: string;
  VOYAGE: string;
  RECEIPT_PLACE: string;
  RECEIPT_CODE: string;
  LOADING_PLACE: string;
  LOADING_CODE: string;
  DISCHARGE_PLACE: string;
  DISCHARGE_CODE: string;
  DELIVERY_PLACE: string;
  DELIVERY_CODE: string;
  SAILINGDATE: string;
  DEADLINE: string;
  /** The booked containers: types and counts, and the numbers once they are known. */
  Containers: { TYPE: string; COUNT: number; CNNOS: string[] }[];
  /**
   * The booked containers already on a live SI of this booking (not deleted, not cancelled), so
   * the browser's instant check can refuse a second use as the server will (GetDataInfo fills it).
   */
  UsedContainers?: SiUsedContainer[];
}

/** A container on a stored, live SI of a booking: its number, type and the SI it is on. */
export interface SiUsedContainer {
  CNNO: string;
  TYPE: string;
  SiId: number;
  /** The SI number as shown (0 decimals). */
  SiNo: string;
}

/** A submission of drafts (Check, AddTDBillLadingInfoList). */
export interface SiSubmission {
  TDBLInfos: SiRecord[];
  Num: number;
  CGO_ID: string;
  MBL_NO: string;
}

/**
 * One failure of the check: where, and what is wrong. `Code` and `Params` are language-neutral
 * (the codes and their zh/en words: src/domain/si/messages.ts); `Message` is those words in one
 * language — the request's on the server (Accept-Language, Chinese by default).
 */
export interface SiProblem {
  Path: string;
  Code: string;
  Params?: Record<string, string | number>;
  Message: string;
}
