import type { Queryable } from '../../db/types';

/** The SQL of the sites (portal_sites, portal_domains, portal_site_versions): siteService.ts and resolveSite.ts. */

export interface SiteRow {
  company_id: string;
  ptl_enabled: boolean;
  ptl_variant: string;
  ptl_portal_key: string;
  ptl_preview_secret: string;
  ptl_lang: string;
  ptl_settings: Record<string, unknown>;
  ptl_published_version: number | null;
  version: number;
  domains: string[];
  /** A disabled site's: the day (Shanghai) its domains are released (30 days after it was disabled); null while enabled. */
  reserved_until: string | null;
  /** Moves on with every change visitors read (migration 105): the public answers' cache keys by it. */
  ptl_cache_gen: string;
}

const SITE = `select s.company_id::text as company_id, s.ptl_enabled, s.ptl_variant, s.ptl_portal_key, s.ptl_preview_secret, s.ptl_lang, s.ptl_settings,
    s.ptl_published_version, s.version, s.ptl_cache_gen::text as ptl_cache_gen,
    to_char((s.ptl_disabled_at + interval '30 days') at time zone 'Asia/Shanghai', 'YYYY-MM-DD') as reserved_until, coalesce((select array_agg(d.domain order by d.ord, d.domain) from portal_domains d where d.company_id = s.company_id), '{}') as domains
  from portal_sites s`;

export async function siteOf(q: Queryable, companyId: string): Promise<SiteRow | undefined> {
  return (await q.query<SiteRow>(`${SITE} where s.company_id = $1`, [companyId]))[0];
}

/** The site a domain belongs to (enabled or not). */
export async function siteOfDomain(q: Queryable, domain: string): Promise<SiteRow | undefined> {
  return (await q.query<SiteRow>(`${SITE} where s.company_id = (select company_id from portal_domains where domain = $1)`, [domain]))[0];
}

/** The site whose portal key this is. */
export async function siteOfKey(q: Queryable, key: string): Promise<SiteRow | undefined> {
  return (await q.query<SiteRow>(`${SITE} where s.ptl_portal_key = $1`, [key]))[0];
}

export async function lockSite(q: Queryable, companyId: string): Promise<SiteRow | undefined> {
  await q.query('select 1 from portal_sites where company_id = $1 for update', [companyId]);
  return siteOf(q, companyId);
}

export async function insertSite(
  q: Queryable,
  s: { companyId: string; variant: string; lang: string; settings: object; key: string; secret: string; by: string | null },
): Promise<void> {
  await q.query(
    `insert into portal_sites (company_id, ptl_variant, ptl_lang, ptl_settings, ptl_portal_key, ptl_preview_secret, updated_by)
     values ($1, $2, $3, $4, $5, $6, $7) on conflict (company_id) do nothing`,
    [s.companyId, s.variant, s.lang, JSON.stringify(s.settings), s.key, s.secret, s.by],
  );
}

export async function updateSite(q: Queryable, companyId: string, s: { variant: string; lang: string; settings: object; by: string }): Promise<void> {
  await q.query(
    `update portal_sites set ptl_variant = $2, ptl_lang = $3, ptl_settings = $4, version = version + 1, updated_by = $5, updated_at = now() where company_id = $1`,
    [companyId, s.variant, s.lang, JSON.stringify(s.settings), s.by],
  );
}

export async function setEnabled(q: Queryable, companyId: string, enabled: boolean, by: string): Promise<void> {
  // the time it was disabled starts the 30 days its domains stay reserved (disabling again keeps the first time)
  const disabledAt = 'case when $2 then null else coalesce(ptl_disabled_at, now()) end';
  await q.query(
    `update portal_sites set ptl_enabled = $2, ptl_disabled_at = ${disabledAt}, version = version + 1, updated_by = $3, updated_at = now() where company_id = $1`,
    [companyId, enabled, by],
  );
}

/** The domains another company's site holds, of these. */
export async function domainsTakenElsewhere(q: Queryable, companyId: string, domains: readonly string[]): Promise<string[]> {
  const rows = await q.query<{ domain: string }>(`select domain from portal_domains where domain = any($1::text[]) and company_id <> $2`, [domains, companyId]);
  return rows.map((r) => r.domain);
}

export async function replaceDomains(q: Queryable, companyId: string, domains: readonly string[]): Promise<void> {
  await q.query(`delete from portal_domains where company_id = $1 and domain <> all($2::text[])`, [companyId, domains]);
  await q.query(
    `insert into portal_domains (domain, company_id, ord) select d, $1, n from unnest($2::text[]) with ordinality as t(d, n)
     on conflict (domain) do update set ord = excluded.ord where portal_domains.company_id = excluded.company_id`,
    [companyId, domains],
  );
}

export async function insertVersion(q: Queryable, companyId: string, snapshot: object, by: string): Promise<number> {
  const [row] = await q.query<{ version: number }>(
    `insert into portal_site_versions (company_id, version, snapshot, published_by)
     select $1, coalesce(max(version), 0) + 1, $2, $3 from portal_site_versions where company_id = $1 returning version`,
    [companyId, JSON.stringify(snapshot), by],
  );
  await setPublished(q, companyId, row!.version);
  return row!.version;
}

export async function setPublished(q: Queryable, companyId: string, version: number): Promise<void> {
  await q.query(`update portal_sites set ptl_published_version = $2, updated_at = now() where company_id = $1`, [companyId, version]);
}

export async function versionExists(q: Queryable, companyId: string, version: number): Promise<boolean> {
  return (await q.query(`select 1 from portal_site_versions where company_id = $1 and version = $2`, [companyId, version])).length > 0;
}

export async function versionsOf(q: Queryable, companyId: string) {
  return q.query<{ version: number; published_at: string; published_by: string }>(
    `select v.version, to_char(v.published_at at time zone 'Asia/Shanghai', 'YYYY-MM-DD HH24:MI') as published_at, coalesce(e.name, '') as published_by
       from portal_site_versions v left join employee_directory e on e.id = v.published_by
      where v.company_id = $1 order by v.version desc limit 50`,
    [companyId],
  );
}

/** Adds to the published version's snapshot (the seed's home blocks on a site published before them). */
export async function extendPublished(q: Queryable, companyId: string, extra: object): Promise<void> {
  await q.query(
    `update portal_site_versions v set snapshot = v.snapshot || $2::jsonb from portal_sites s
      where s.company_id = v.company_id and s.ptl_published_version = v.version and v.company_id = $1`,
    [companyId, JSON.stringify(extra)],
  );
}

/** The published snapshot a visitor of the site reads. */
export async function publishedSnapshot(q: Queryable, companyId: string): Promise<Record<string, unknown> | undefined> {
  const [row] = await q.query<{ snapshot: Record<string, unknown> }>(
    `select v.snapshot from portal_site_versions v join portal_sites s on s.company_id = v.company_id and s.ptl_published_version = v.version where v.company_id = $1`,
    [companyId],
  );
  return row?.snapshot;
}

/** The companies with a site or that may have one (platform staff's pick list). */
export async function companiesWithSites(q: Queryable, search: string) {
  return q.query<{ id: string; name: string; kind: string; enabled: boolean | null; domains: string[] | null }>(
    `select c.id::text, c.name_zh as name, c.kind, s.ptl_enabled as enabled,
            (select array_agg(d.domain order by d.ord) from portal_domains d where d.company_id = c.id) as domains
       from company_directory c left join portal_sites s on s.company_id = c.id
      where c.status = 'active' and ($1 = '' or c.name_zh ilike '%' || $1 || '%' or coalesce(c.name_en, '') ilike '%' || $1 || '%')
      order by (s.company_id is null), c.kind, c.id limit 100`,
    [search],
  );
}

/** A company's public identity (the directory view the companies module publishes). */
export async function companyCard(q: Queryable, companyId: string) {
  return (
    await q.query<{
      id: string;
      name_zh: string;
      name_en: string | null;
      logo_url: string | null;
      kind: string;
      status: string;
      contact_phone: string;
      email: string;
      address: string;
    }>(`select id::text, name_zh, name_en, logo_url, kind, status, contact_phone, email, address from company_directory where id = $1`, [companyId])
  )[0];
}

/** The companies whose site_domain was set before portals (the seed turns each into a site). */
export async function companiesWithSiteDomain(q: Queryable) {
  return q.query<{ id: string; site_domain: string }>(
    `select id::text, lower(site_domain) as site_domain from company_directory where site_domain is not null and status = 'active'`,
  );
}

/** The platform's own company. */
export async function platformCompanyId(q: Queryable): Promise<string | undefined> {
  return (await q.query<{ id: string }>(`select id::text from company_directory where kind = 'platform' order by id limit 1`))[0]?.id;
}
