import type { SiRecord } from '../../contract/si';
import { siTotals } from './reviewFacts';
import { boxSummary } from './summary';

/**
 * What the SI lists show of a record, kept in columns beside it (issue 13: lists read projections,
 * not whole documents): every write of a record stores these with it, in its transaction, and
 * migration 023 filled them for the records stored before, in SQL that says the same as this file
 * (tests/api/si/listProjection.test.ts holds the two together).
 */
export interface SiListProjection {
  /** TBI_MBL_NO (column mbl_no). */
  mblNo: string;
  /** `type*count` per box type (column box_summary). */
  boxSummary: string;
  /** The shipper's and the consignee's first lines: their names (columns consignor_line, consignee_line). */
  consignorLine: string;
  consigneeLine: string;
  /** The totals of the boxes, as the B/L and the reviewer's desk state them (siTotals). */
  packages: number;
  weight: number;
  volume: number;
}

/**
 * A party's first line: the text before its first line feed once leading blank lines are gone,
 * without the spaces, tabs and carriage returns around it. Only those characters count as blank
 * (the SQL of the backfill trims exactly the same ones): a full-width space stays.
 */
export function firstLine(text: unknown): string {
  const s = (typeof text === 'string' ? text : '').replace(/^[ \t\r\n]+/, '');
  const end = s.indexOf('\n');
  return (end < 0 ? s : s.slice(0, end)).replace(/[ \t\r]+$/, '');
}

export function siListProjection(r: SiRecord): SiListProjection {
  const totals = siTotals(r);
  return {
    mblNo: typeof r.TBI_MBL_NO === 'string' ? r.TBI_MBL_NO : '',
    boxSummary: boxSummary(r.Boxes ?? []),
    consignorLine: firstLine(r.TBI_CONSIGNOR),
    consigneeLine: firstLine(r.TBI_CONSIGNEE),
    packages: totals.Packages,
    weight: totals.Weight,
    volume: totals.Volume,
  };
}
