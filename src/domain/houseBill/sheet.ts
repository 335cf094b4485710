import type { Bilingual } from '../../i18n/bilingual';
import { hblPrintWords as W } from '../../contract/houseBill/words';
import { LINE_LIMITS, type PackageCount, statePackaging, wrapBl } from '../si/public';

/**
 * What a house bill prints (hbl.lines): every block in B/L lines of at most 35 characters, as the
 * SI's print breaks them (src/domain/si/blLines.ts), cut at the SI check's line limits. The PDF and
 * the HTML preview draw this one sheet.
 */
export type SheetCopy = 'ORIGINAL' | 'COPY' | 'DRAFT';

export interface BillInput {
  HBL_NO: string;
  HBL_TYPE: string;
  HBL_RELEASE_TYPE: string;
  HBL_ORIGINALS: number;
  HBL_FREIGHT_TERM: string;
  HBL_FREIGHT_PAYABLE_AT: string;
  HBL_PLACE_OF_ISSUE: string;
  HBL_ISSUE_DATE: string | null;
  HBL_ON_BOARD_DATE: string | null;
  HBL_AMENDMENT: number;
  HBL_CLAUSES: string;
  Shipper: string;
  Consignee: string;
  Notify: string;
  Vessel: string;
  Voyage: string;
  ReceiptPlace: string;
  LoadingPlace: string;
  DischargePlace: string;
  DeliveryPlace: string;
  Marks: string;
  Goods: string;
  Packages: number;
  PackageUnit: string;
  /** The packages by kind, from the SI's goods lines (a bill issued before them states Packages and PackageUnit). */
  PackageCounts?: readonly PackageCount[];
  Kg: number;
  Cbm: number;
  Containers: readonly { CNNO: string; SEALNO: string; TYPE: string; PKGS: number; KG: number; CBM: number }[];
  /** The issuing company's English name (the print signs for it); absent where the print has none to say. */
  Issuer?: string;
}

export interface BillSheet {
  Title: Bilingual;
  No: string;
  Copy: SheetCopy;
  Mark: Bilingual;
  Amended: Bilingual | null;
  /** Labelled blocks of lines, in print order. */
  Blocks: { Label: Bilingual; Lines: string[] }[];
  Cells: { Label: Bilingual; Value: string }[];
  Marks: string[];
  Goods: string[];
  Containers: string[];
  /**
   * Who issues the bill and signs it, as the trade writes it at its foot: "issued by X as carrier",
   * the place and date of issue, and the line signed "for and on behalf of X as carrier".
   */
  Signature: { IssuedBy: string; PlaceDate: string; OnBehalf: string } | null;
}

/**
 * The bill's number and kind of packages, from its packages by kind (mixed kinds: the total in
 * PACKAGES and each kind's count). A bill issued before they were kept prints as it was issued.
 */
export function billPackaging(b: Pick<BillInput, 'Packages' | 'PackageUnit' | 'PackageCounts'>): string {
  const stated = statePackaging(b.PackageCounts ?? []);
  return stated.total > 0 ? stated.text : `${b.Packages} ${b.PackageUnit}`.trim();
}

const block = (label: Bilingual, text: string, limit: number) => ({ Label: label, Lines: wrapBl(text).slice(0, limit) });

export function billSheet(b: BillInput, copy: SheetCopy): BillSheet {
  const fmt = (n: number, d: number) => n.toFixed(d);
  return {
    Title: b.HBL_TYPE === 'SWB' ? W.swbTitle : W.title,
    No: b.HBL_NO,
    Copy: copy,
    Mark: copy === 'ORIGINAL' ? W.original : copy === 'COPY' ? W.copy : W.draft,
    Amended: b.HBL_AMENDMENT > 0 ? W.amended : null,
    Blocks: [block(W.shipper, b.Shipper, LINE_LIMITS.party), block(W.consignee, b.Consignee, LINE_LIMITS.party), block(W.notify, b.Notify, LINE_LIMITS.party)],
    Cells: [
      { Label: W.vesselVoyage, Value: `${b.Vessel} ${b.Voyage}`.trim() },
      { Label: W.receipt, Value: b.ReceiptPlace },
      { Label: W.loading, Value: b.LoadingPlace },
      { Label: W.discharge, Value: b.DischargePlace },
      { Label: W.delivery, Value: b.DeliveryPlace },
      { Label: W.freight, Value: `${b.HBL_FREIGHT_TERM}${b.HBL_FREIGHT_PAYABLE_AT ? ` ${b.HBL_FREIGHT_PAYABLE_AT}` : ''}` },
      { Label: W.release, Value: b.HBL_RELEASE_TYPE },
      { Label: W.originals, Value: String(b.HBL_ORIGINALS) },
      { Label: W.onBoard, Value: b.HBL_ON_BOARD_DATE ?? '' },
      { Label: W.placeDate, Value: `${b.HBL_PLACE_OF_ISSUE} ${b.HBL_ISSUE_DATE ?? ''}`.trim() },
    ],
    Marks: wrapBl(b.Marks).slice(0, LINE_LIMITS.marks),
    Goods: [...wrapBl(billPackaging(b)), ...wrapBl(b.Goods).slice(0, LINE_LIMITS.goods), `${fmt(b.Kg, 3)} KGS  ${fmt(b.Cbm, 3)} CBM`, ...wrapBl(b.HBL_CLAUSES)],
    Containers: b.Containers.map((c) => `${c.CNNO}/${c.SEALNO}/${c.TYPE} ${c.PKGS}PKGS ${fmt(c.KG, 3)}KGS ${fmt(c.CBM, 3)}CBM`),
    Signature: b.Issuer
      ? {
          IssuedBy: `${b.Issuer.toUpperCase()} AS CARRIER`,
          PlaceDate: `${b.HBL_PLACE_OF_ISSUE} ${b.HBL_ISSUE_DATE ?? ''}`.trim(),
          OnBehalf: `FOR AND ON BEHALF OF ${b.Issuer.toUpperCase()} AS CARRIER`,
        }
      : null,
  };
}
