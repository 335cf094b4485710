import { hostOf, isMainHost } from '../../../src/domain/portal/site';
import type { Queryable } from '../../db/types';
import type { Outcome } from '../../http/outcome';
import { missing } from '../../platform/refusal';
import { previewValid } from './previewToken';
import { platformCompanyId, type SiteRow, siteOf, siteOfDomain, siteOfKey } from './siteRepository';

/**
 * Which site a public call is on (operations.md §15.1): the request's host decides, the `portal-key`
 * header must agree with it.
 * - main: a main host (the platform's own site; its company, when there is one, scopes the reads);
 * - site: an enabled company site on that host (or a disabled one under a valid preview token);
 * - absent: a host no enabled site has ("this site is not set up"), or a portal key of another site
 *   than the host's — both answer 404, so a page cannot read another site's data by naming its key.
 */
export type ResolvedSite =
  | { kind: 'main'; companyId: string | undefined }
  | { kind: 'site'; site: SiteRow; preview: boolean }
  | { kind: 'absent'; reason: 'NOT_SET_UP' | 'OTHER_SITE' };

/** The keys a browser may send for a site: its portal key, one of its domains, its company id (pages started before portal keys). */
function keyNames(site: SiteRow, key: string): boolean {
  return key === site.ptl_portal_key || key === site.company_id || site.domains.includes(key.toLowerCase());
}

async function siteNamedBy(q: Queryable, key: string): Promise<SiteRow | undefined> {
  if (/^\d{1,18}$/.test(key)) return siteOf(q, key);
  return (await siteOfKey(q, key)) ?? (await siteOfDomain(q, key.toLowerCase()));
}

export async function resolveSite(q: Queryable, host: string | undefined, portalKey: string | undefined, preview?: string): Promise<ResolvedSite> {
  const h = hostOf(host);
  const key = portalKey?.trim() || undefined;
  if (!h || isMainHost(h)) {
    if (key && !isMainHost(key) && (await siteNamedBy(q, key))) return { kind: 'absent', reason: 'OTHER_SITE' };
    return { kind: 'main', companyId: await platformCompanyId(q) };
  }
  const site = await siteOfDomain(q, h);
  if (!site) return { kind: 'absent', reason: 'NOT_SET_UP' };
  if (key && !keyNames(site, key)) return { kind: 'absent', reason: 'OTHER_SITE' };
  const previewing = !!preview && previewValid(preview, site.company_id, site.ptl_preview_secret);
  if (!site.ptl_enabled && !previewing) return { kind: 'absent', reason: 'NOT_SET_UP' };
  return { kind: 'site', site, preview: previewing };
}

/** The 404 of a public call on no site it may read: a host no enabled site has, or another site's portal key. */
export function noSiteRefusal<T>(reason: 'NOT_SET_UP' | 'OTHER_SITE'): Outcome<T> {
  return reason === 'NOT_SET_UP'
    ? missing('This site is not set up.', '该网站尚未开通。', 'SITE_NOT_SET_UP')
    : missing('No such site.', '没有这个网站。', 'OTHER_SITE');
}

/**
 * The company whose data a public call of this request may read: the site's company, null on the
 * main site (the platform's own reads: public tracking then covers every shipment it handles), or
 * the 404 the call answers.
 */
export async function siteCompanyOfRequest(q: Queryable, host: string | undefined, portalKey: string | undefined): Promise<Outcome<string | null>> {
  const r = await resolveSite(q, host, portalKey);
  if (r.kind === 'absent') return noSiteRefusal(r.reason);
  return { ok: true, value: r.kind === 'site' ? r.site.company_id : null };
}
