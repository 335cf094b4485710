import type { Queryable } from '../../db/types';

/** The SQL of company sites (siteService.ts): whose site a domain is, and whom a visitor of it may contact. */

/** The active company whose site is on that domain. */
export async function companyOfDomain(q: Queryable, domain: string) {
  return (
    await q.query<{ id: string; name_zh: string; name_en: string | null; logo_url: string | null }>(
      `select id, name_zh, name_en, logo_url from company_directory where site_domain = $1 and status = 'active'`,
      [domain],
    )
  )[0];
}

/** The company record of the site's owner, or of the platform when no active company's site is on that domain. */
export async function operatorOfDomain(q: Queryable, domain: string) {
  return (
    await q.query<{ name_zh: string; name_en: string; contact_phone: string; email: string; address: string }>(
      `select name_zh, name_en, contact_phone, email, address from company_directory
          where status = 'active' and (site_domain = $1 or kind = 'platform')
          order by (site_domain = $1) desc nulls last, id limit 1`,
      [domain],
    )
  )[0];
}
