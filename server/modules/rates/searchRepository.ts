import type { RateSearchInput } from '../../../src/contract/rates/searchCalls';
import type { Queryable } from '../../db/types';
import type { RuleRef } from './pricingRepository';
import type { SharedVia } from './sharedPool';
import { selectRates, type StoredRate } from './repository';

/**
 * The rate search's SQL (commercial.md §2.4; the rules are in searchService.ts): the candidates for a
 * lane and day, the ports known, the search log written and read back (R2.13) — by the search, and
 * by a booked price the search did not show (bookedPrice.ts).
 */

/** What a shown row needs to be rebuilt. */
export interface Shown {
  RateId: number;
  RateVersion: number;
  Refs: RuleRef[];
  Totals: Record<string, number>;
  /** A shared rate: the subscription and the mark-up it was priced with (R3.1). */
  Shared?: SharedVia;
}

/** One logged search as the explain, quotes and booked prices read it back. */
export interface LoggedSearch {
  at: string;
  day: string;
  lines: { Lines: RateSearchInput['Lines']; GrossKg: number | null };
  shown: Shown[];
  level_id: string | null;
  company_id: string | null;
  source: string;
  pol_code: string;
  pod_code: string;
  shown_to: string | null;
}

const MAX_CANDIDATES = 200;

/**
 * The owner's rate versions for a lane (a POL or POD group standing for its ports) valid on the day,
 * at most 200 by id, with their prices and surcharge lines: one statement (issue 47: the ids, then the
 * rows, cost a search a round trip more).
 */
export function candidateRates(
  q: Queryable,
  owner: string,
  input: { pol: string; pod: string; carrier: string | null; day: string },
  withHidden: boolean,
  past: boolean,
  today: string,
): Promise<StoredRate[]> {
  // a day gone by (staff's "what was the price on date X") also finds versions superseded or withdrawn since
  const statuses = past ? ['PUBLISHED', 'SUPERSEDED', 'WITHDRAWN'] : ['PUBLISHED'];
  return selectRates(
    q,
    `r.id in (select c.id from fcl_rates c
               where c.owner_company_id = $2 and c.status = any($3::text[]) and c.valid_from <= $4::date and c.valid_to >= $4::date
                 and c.pol_code in (select code from port_directory where code = $5 or port_group = $5)
                 and c.pod_code in (select code from port_directory where code = $6 or port_group = $6)
                 and ($7::text is null or c.carrier_code = $7) and (c.visible or $8)
               order by c.id limit ${MAX_CANDIDATES})
     order by r.id`,
    [owner, statuses, input.day, input.pol, input.pod, input.carrier, withHidden],
    today,
  );
}

/** Every code a lane may name: the active ports' and the port groups' (searchReferences.ts keeps them). */
export async function activePortCodes(q: Queryable): Promise<string[]> {
  const known = await q.query<{ code: string }>(
    `select code from port_directory where status = 'ACTIVE' union select port_group from port_directory where port_group is not null`,
  );
  return known.map((k) => k.code);
}

/** A company's kind ('customer', 'provider', 'platform'), or undefined when there is none. */
export async function companyKind(q: Queryable, companyId: number | string): Promise<string | undefined> {
  const [company] = await q.query<{ kind: string }>('select kind from company_directory where id = $1', [companyId]);
  return company?.kind;
}

/** One line of the search log: who asked, for whom, the lane, lines and day, and what was shown. */
export interface SearchLogEntry {
  owner: string;
  companyId: string | null;
  employeeId: string | null;
  visitorKey: string | null;
  source: string;
  pol: string;
  pod: string;
  /** `{ Lines, GrossKg }` as JSON. */
  lines: string;
  day: string;
  results: number;
  /** The cheapest totals as JSON. */
  minTotals: string;
  /** The rows shown (`Shown[]`) as JSON. */
  shown: string;
  levelId: number | null;
}

/** Writes one line of the search log; its id. */
export async function logSearch(q: Queryable, e: SearchLogEntry): Promise<number> {
  const [logged] = await q.query<{ id: number }>(
    `insert into rate_search_log (owner_company_id, company_id, employee_id, visitor_key, source, pol_code, pod_code, lines, day, results, min_totals, shown, level_id)
     values ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $11, $12, $13) returning id::int`,
    [e.owner, e.companyId, e.employeeId, e.visitorKey, e.source, e.pol, e.pod, e.lines, e.day, e.results, e.minTotals, e.shown, e.levelId],
  );
  return logged!.id;
}

/** A search of the owner's log, with the name of the company it was for (empty for a visitor); only one for `companyId` when given. */
export async function loggedSearch(q: Queryable, owner: string, searchId: number, companyId?: string): Promise<LoggedSearch | undefined> {
  const [log] = await q.query<LoggedSearch>(
    `select l.at::text, l.day::text, l.lines, l.shown, l.level_id::text, l.company_id::text, l.source, l.pol_code, l.pod_code,
            coalesce(c.name_zh, '') as shown_to
       from rate_search_log l left join company_directory c on c.id = l.company_id
      where l.id = $1 and l.owner_company_id = $2 and ($3::bigint is null or l.company_id = $3)`,
    [searchId, owner, companyId ?? null],
  );
  return log;
}
