import type { SiBox } from '../../contract/si/public';
import type { ReconcileCode } from '../../contract/packingReports/words';
import type { Bilingual } from '../../i18n/bilingual';

// what the reconciliation reads (the booking's rows) and answers (a row per container) — reconcile.ts

export interface BookedContainers {
  TYPE: string;
  COUNT: number;
  CNNOS?: readonly string[];
}

/** A packing list of the booking as the reconciliation reads it (any state: split parents are cancelled). */
export interface ReconcilePackingList {
  Id: number;
  PKL_NO: string;
  PKL_STATUS: number;
  PKL_CNTR_TYPE: string;
  PKL_SLOT: number;
  PKL_CNNO: string;
  PKL_SEALNO: string;
  PKL_TARE_KG: number | null;
  PKL_MAX_GROSS_KG: number | null;
  PKL_PARENT_ID: number | null;
  PKL_NUM: number;
  PKL_WEIGHT: number;
  PKL_VOLUME: number;
  /** The lines, when read: their sums and HS codes are compared (the header otherwise). */
  Lines?: readonly { PKD_NUM: number; PKD_WEIGHT: number; PKD_VOLUME: number; PKD_HSCODE?: string }[];
}

/** One box of one of the booking's live SIs. */
export interface ReconcileSiBox {
  SiId: number;
  SiNo: string;
  Box: SiBox;
}

/** A VGM declaration of the booking (every version; the latest per container counts). */
export interface ReconcileVgm {
  VGM_CNNO: string;
  VGM_VERSION: number;
  VGM_KG: number;
  VGM_STATUS: number;
  VGM_PKL_ID: number | null;
  /** The terminal's answer (null: not sent there) and its weighbridge's reading (null: not weighed). */
  VGM_TERMINAL_STATUS?: number | null;
  VGM_MEASURED_KG?: number | null;
}

export interface ReconcileInput {
  booked: readonly BookedContainers[];
  packingLists: readonly ReconcilePackingList[];
  siBoxes: readonly ReconcileSiBox[];
  vgms: readonly ReconcileVgm[];
}

export interface Mismatch {
  Code: ReconcileCode;
  Params: Readonly<Record<string, string | number>>;
  Words: Bilingual;
}

export interface ReconciledPackingList {
  Id: number;
  PKL_NO: string;
  PKL_STATUS: number;
  PKL_CNNO: string;
  PKL_SEALNO: string;
  PKL_NUM: number;
  PKL_WEIGHT: number;
  PKL_VOLUME: number;
  /** The cancelled packing list it was split from. */
  ParentNo: string;
}

export interface ReconciledVgm {
  Kg: number;
  Version: number;
  Status: number;
  /** What the terminal's weighbridge read, when it weighed the box. */
  MeasuredKg: number | null;
}

/** One row: a booked slot, or a container found only on an SI. */
export interface ReconciledRow {
  TYPE: string;
  /** The slot within the booked type (0: not a booked slot — an SI box no packing list holds). */
  SLOT: number;
  CNNO: string;
  PackingList: ReconciledPackingList | null;
  SiBox: { SiId: number; SiNo: string; TBX_TYPE: string; TBX_CNNO: string; TBX_SEALNO: string; TBX_NUM: number; TBX_WEIGHT: number; TBX_VOLUME: number } | null;
  Vgm: ReconciledVgm | null;
  Mismatches: Mismatch[];
}

export interface Reconciliation {
  Rows: ReconciledRow[];
  /** Packing lists cancelled by a split, with their children's numbers. */
  Splits: { PKL_NO: string; Children: string[] }[];
  Mismatches: number;
}
