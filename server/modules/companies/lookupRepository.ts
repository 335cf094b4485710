import type { Queryable } from '../../db/types';

/**
 * The companies as other modules read them (issue 46: the companies module owns the table; no other
 * module's SQL names it). Each takes a whole page's ids at once, so a list asks once, never per row.
 */

/** A company's names and kind. */
export interface CompanyName {
  Id: string;
  NameZh: string;
  NameEn: string;
  Code: string | null;
  Kind: string;
  Status: string;
}

/** The names of these companies, by id (as text); an unknown id is absent. */
export async function companyNamesOf(q: Queryable, ids: readonly (string | number)[]): Promise<Map<string, CompanyName>> {
  const wanted = [...new Set(ids.filter((id) => id !== null && id !== undefined && id !== '').map(String))];
  if (!wanted.length) return new Map();
  const rows = await q.query<CompanyName>(
    `select id::text as "Id", name_zh as "NameZh", name_en as "NameEn", code as "Code", kind as "Kind", status as "Status" from companies where id = any($1::bigint[])`,
    [wanted],
  );
  return new Map(rows.map((r) => [r.Id, r]));
}

/** The active companies of these kinds (`customer`, `provider`…): their ids, in id order. */
export async function activeCompanyIdsOfKinds(q: Queryable, kinds: readonly string[]): Promise<string[]> {
  const rows = await q.query<{ id: string }>(`select id::text from companies where kind = any($1::text[]) and status = 'active' order by id`, [kinds]);
  return rows.map((r) => r.id);
}

/** A company's kind (`platform`, `customer`, `provider`…), when there is one of that id. */
export async function companyKindOf(q: Queryable, companyId: string | number): Promise<string | undefined> {
  return (await companyNamesOf(q, [companyId])).get(String(companyId))?.Kind;
}

/** The platform's own company (the lowest id of kind `platform`). */
export async function platformCompany(q: Queryable): Promise<string | undefined> {
  const [row] = await q.query<{ id: string }>(`select id::text from companies where kind = 'platform' order by id limit 1`);
  return row?.id;
}

/** The active customer companies whose Chinese or English name or code has the text (a CRM customer is linked to one): at most `limit`, by name. */
export async function customerCompaniesMatching(q: Queryable, text: string, limit = 20): Promise<CompanyName[]> {
  return q.query<CompanyName>(
    `select id::text as "Id", name_zh as "NameZh", name_en as "NameEn", code as "Code", kind as "Kind", status as "Status" from companies
      where kind = 'customer' and status = 'active' and ($1 = '' or name_zh ilike '%' || $1 || '%' or name_en ilike '%' || $1 || '%' or code ilike '%' || $1 || '%')
      order by name_zh limit $2`,
    [text.replace(/[%_\\]/g, (c) => `\\${c}`), limit],
  );
}
