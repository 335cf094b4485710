import type { Hbl } from '../../../src/contract/houseBill/calls';
import type { BillInput } from '../../../src/domain/houseBill/sheet';
import { packageCounts } from '../../../src/domain/si/packaging';
import type { BillProblem } from '../../../src/domain/houseBill/rules';
import type { HblDbRow, SiFacts } from './repository';

/**
 * What an HBL shows and prints, read from its SI (hbl.si: the SI is the one source): the parties,
 * places, goods and containers. An issued bill shows the copy of the SI kept at issue.
 */
type Rec = SiFacts['record'];
const s = (r: Rec, k: string) => String((r as Record<string, unknown>)[k] ?? '');
const r3 = (n: number) => Math.round(n * 1000) / 1000;

export function siPart(r: Rec) {
  const boxes = r.Boxes ?? [];
  return {
    Shipper: s(r, 'TBI_CONSIGNOR'),
    Consignee: s(r, 'TBI_CONSIGNEE'),
    Notify: s(r, 'TBI_NOTIFIER_1'),
    ReceiptPlace: s(r, 'TBI_RECEIPT_PLACE'),
    LoadingPlace: s(r, 'TBI_LOADING_PLACE'),
    DischargePlace: s(r, 'TBI_DISCHARGE_PLACE'),
    DeliveryPlace: s(r, 'TBI_DELIVERY_PLACE'),
    Marks: s(r, 'TBI_MARKS'),
    Goods: s(r, 'TBI_GOODS'),
    Packages: Number((r as Record<string, unknown>).TBI_NUM ?? 0),
    PackageUnit: s(r, 'TBI_PACKAGE'),
    PackageCounts: packageCounts(boxes, s(r, 'TBI_PACKAGE')),
    Kg: r3(boxes.reduce((a, b) => a + Number(b.TBX_WEIGHT ?? 0), 0)),
    Cbm: r3(boxes.reduce((a, b) => a + Number(b.TBX_VOLUME ?? 0), 0)),
    Vessel: s(r, 'TBI_VESSEL'),
    Voyage: s(r, 'TBI_VOYAGE'),
    Containers: boxes.map((b) => ({
      CNNO: String(b.TBX_CNNO ?? '').toUpperCase(),
      SEALNO: String(b.TBX_SEALNO ?? ''),
      TYPE: String(b.TBX_TYPE ?? ''),
      PKGS: Number(b.TBX_NUM ?? 0),
      KG: r3(Number(b.TBX_WEIGHT ?? 0)),
      CBM: r3(Number(b.TBX_VOLUME ?? 0)),
    })),
  };
}
export type SiPart = ReturnType<typeof siPart>;

/** The SI's part as this HBL shows it: the copy kept at issue once issued, the SI now before. */
export const partOf = (row: HblDbRow): SiPart => (row.hbl_issued as SiPart | null) ?? siPart(row.si_record);

export function hblView(row: HblDbRow, problems: readonly BillProblem[], versions: { amendment: number; replaced_at: string }[]): Hbl {
  const part = partOf(row);
  return {
    Id: row.id,
    HBL_NO: row.hbl_no,
    HBL_SI_ID: row.hbl_si_id,
    HBL_CGO_ID: row.hbl_cgo_id,
    HBL_MBL_ID: row.hbl_mbl_id,
    HBL_TYPE: row.hbl_type,
    HBL_RELEASE_TYPE: row.hbl_release_type,
    HBL_ORIGINALS: row.hbl_originals,
    HBL_STATUS: row.hbl_status,
    HBL_AMENDMENT: row.hbl_amendment,
    Customer: row.customer,
    ...part,
    Vessel: part.Vessel || row.vessel,
    Voyage: part.Voyage || row.voyage,
    HBL_ISSUE_DATE: row.hbl_issue_date,
    VERSION: row.version,
    UpdatedAt: new Date(row.updated_at).toISOString(),
    HBL_TO_ORDER: row.hbl_to_order,
    HBL_ALSO_NOTIFY: row.hbl_also_notify,
    HBL_AGENT: row.hbl_agent,
    HBL_PRE_CARRIAGE: row.hbl_pre_carriage,
    HBL_FREIGHT_TERM: row.hbl_freight_term,
    HBL_FREIGHT_PAYABLE_AT: row.hbl_freight_payable_at,
    HBL_COPIES: row.hbl_copies,
    HBL_RECEIPT_TYPE: row.hbl_receipt_type,
    HBL_DELIVERY_TYPE: row.hbl_delivery_type,
    HBL_MOVEMENT: row.hbl_movement,
    HBL_CLAUSES: row.hbl_clauses,
    HBL_PLACE_OF_ISSUE: row.hbl_place_of_issue,
    HBL_ON_BOARD_DATE: row.hbl_on_board_date,
    HBL_APPROVED_VIA: row.hbl_approved_via,
    HBL_APPROVAL_NOTE: row.hbl_approval_note,
    HBL_DRAFT_COMMENT: row.hbl_draft_comment,
    HBL_VOID_REASON: row.hbl_void_reason,
    HBL_ORIGINALS_OUT: row.hbl_originals_out,
    HBL_PRINTS: row.hbl_prints,
    SiStatus: row.si_status,
    Prerequisites: problems.map((p) => ({ Code: p.Code, Words: p.Words })),
    Versions: versions.map((v) => ({ Amendment: v.amendment, ReplacedAt: new Date(v.replaced_at).toISOString() })),
  };
}

export function billInput(row: HblDbRow): BillInput {
  const part = partOf(row);
  return {
    HBL_NO: row.hbl_no,
    HBL_TYPE: row.hbl_type,
    HBL_RELEASE_TYPE: row.hbl_release_type,
    HBL_ORIGINALS: row.hbl_originals,
    HBL_FREIGHT_TERM: row.hbl_freight_term,
    HBL_FREIGHT_PAYABLE_AT: row.hbl_freight_payable_at,
    HBL_PLACE_OF_ISSUE: row.hbl_place_of_issue,
    HBL_ISSUE_DATE: row.hbl_issue_date,
    HBL_ON_BOARD_DATE: row.hbl_on_board_date,
    HBL_AMENDMENT: row.hbl_amendment,
    HBL_CLAUSES: row.hbl_clauses,
    ...part,
    Vessel: part.Vessel || row.vessel,
    Voyage: part.Voyage || row.voyage,
  };
}
