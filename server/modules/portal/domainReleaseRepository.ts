import type { Queryable } from '../../db/types';

/** How long a disabled site's domains stay reserved for it (operations.md §14.4). */
export const DOMAINS_RESERVED_DAYS = 30;

/**
 * The daily round portal.releaseDomains: the domains of the sites disabled more than 30 days before
 * `now` are released (any company may then take them); a site enabled again before that keeps them
 * (enabling clears its disabled time). Answers the domains released.
 */
export async function releaseDomains(q: Queryable, now: Date): Promise<string[]> {
  const rows = await q.query<{ domain: string }>(
    `delete from portal_domains d using portal_sites s
      where s.company_id = d.company_id and not s.ptl_enabled and s.ptl_disabled_at <= $1::timestamptz - make_interval(days => $2)
      returning d.domain`,
    [now.toISOString(), DOMAINS_RESERVED_DAYS],
  );
  return rows.map((r) => r.domain);
}
