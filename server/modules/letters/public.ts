import type { SailingRowWire } from '../../../src/contract/letters/calls';
import type { Queryable } from '../../db/types';
import { iso } from './audience';
import { publicLetterRows } from './letterRepository';
import { publicTable, publicTables } from './sailingRepository';
import { presentRows, presentTable, type RowFilters } from './useCases/readSailingTable';

/**
 * What other modules may use of letters and sailing tables (the only file of this folder they import):
 * a company's PUBLIC published sailing tables and letters, for its public sites (operations.md §15).
 * Never a draft, a withdrawn one, or one meant for customers or chosen companies.
 */

/** A company's public sailing tables, newest first (`Carrier` filters; a page of `PageSize`, 20 by default). */
export async function listPublicSailingTables(q: Queryable, companyId: string | number, f: { Carrier?: string; Page?: number; PageSize?: number } = {}) {
  const size = Math.min(Math.max(f.PageSize ?? 20, 1), 100);
  const rows = await publicTables(q, String(companyId), {
    carrier: f.Carrier?.trim().toUpperCase() || undefined,
    limit: size,
    offset: ((f.Page ?? 1) - 1) * size,
  });
  return rows.map(presentTable);
}

/** One public sailing table of the company with its rows (filtered by POL, POD, Week), or undefined. */
export async function getPublicSailingTable(q: Queryable, companyId: string | number, id: number, f: RowFilters = {}) {
  const t = await publicTable(q, String(companyId), id);
  if (!t) return undefined;
  const items: SailingRowWire[] = await presentRows(q, id, f);
  return { ...presentTable(t), Items: items };
}

/** A company's public letters (title, carrier, kind, effective date, sanitised body), newest first. */
export async function listPublicLetters(q: Queryable, companyId: string | number, f: { Limit?: number } = {}) {
  const rows = await publicLetterRows(q, String(companyId), Math.min(Math.max(f.Limit ?? 20, 1), 100));
  return rows.map((r) => ({ ...r, PublishedAt: iso(r.PublishedAt)! }));
}

// the published GRI and surcharge letters on a lane, for rate analysis' price timeline (issue 51)
export { type RateNotice, rateNoticesOnLane } from './rateNoticeRepository';
