import type { Address } from '../../../src/contract/portal/calls';
import type { Queryable } from '../../db/types';
import { publishedSnapshot } from './siteRepository';

/**
 * A company's offices as its published site shows them (the version visitors read), less any deleted
 * since (a business card's office, operations.md §16: a chosen office gone from the site falls back to
 * the card's own text). None when the company has no published site or it lists no offices.
 */
export async function publishedAddressesOf(q: Queryable, companyId: string): Promise<Address[]> {
  const snapshot = await publishedSnapshot(q, companyId);
  const published = (snapshot?.Addresses ?? []) as Address[];
  if (!published.length) return [];
  const live = await q.query<{ id: number }>(`select id::int as id from portal_addresses where company_id = $1 and not deleted and id = any($2::bigint[])`, [
    companyId,
    published.map((a) => a.Id),
  ]);
  const kept = new Set(live.map((r) => r.id));
  return published.filter((a) => kept.has(a.Id));
}
