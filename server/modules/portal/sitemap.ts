import { type PortalVariant, VARIANT_HOME, variantOfPath } from '../../../src/domain/portal/site';
import { isBuiltPath } from '../../../src/routes/built';
import { routes } from '../../../src/routes/index';
import { isPublicSiteRoute } from '../../../src/routes/publicSite';

/**
 * What a search engine is told of a site (issue 49, "search engines"): `robots.txt` and
 * `sitemap.xml` per host. The pages are the route table's: the public, built pages of the site's
 * variant (§15.1) without an address of their own to fill (an article's page is listed per article),
 * and the published news of the site as their article pages.
 */
export type SiteKind = PortalVariant | 'MAIN';

/** The pages that show one item and need its `?id=`: listed per article, never bare. */
const DETAIL_PAGES = new Set(['/newsDetail', '/external/newsDetaile']);
/** `/mainPage` is `/` again: one address a page. */
const SAME_AS_HOME = new Set(['/mainPage']);
/** Pages every site has (§15.1: tracking; the downloads page "on every site"). */
const EVERY_SITE = ['/asiawise', '/external/electronic/download'];

/** Where a site's articles are read: `?id=` on this page (the partner portal has no news page). */
export const ARTICLE_PAGE: Record<SiteKind, string | undefined> = {
  MAIN: '/newsDetail',
  CUSTOMER: '/newsDetail',
  NEW_MH: '/external/newsDetaile',
  MH: '/external/MHpage/News',
  TMH: undefined,
};

const publicPages = routes.filter((r) => isPublicSiteRoute(r) && !r.redirectTo && !r.path.includes(':') && isBuiltPath(r.path));

/** The pages a site of this kind lists, its home first; another variant's pages never. */
export function sitemapPaths(kind: SiteKind): string[] {
  const own = ({ path, layout }: (typeof publicPages)[number]) => {
    if (DETAIL_PAGES.has(path) || SAME_AS_HOME.has(path)) return false;
    const variant = variantOfPath(path);
    // the main site: the platform's own pages (the external layout), its service pages with its own cards
    if (kind === 'MAIN') return layout === 'external' && (variant === undefined || path.startsWith('/external/service/'));
    return variant === kind || EVERY_SITE.includes(path) || (kind === 'CUSTOMER' && layout === 'customer');
  };
  const home = kind === 'MAIN' ? '/' : VARIANT_HOME[kind];
  return [home, ...publicPages.filter((r) => r.path !== home && own(r)).map((r) => r.path)];
}

/** Where the `/external/mainifest/…` shares, the card links and the workbenches live: never crawled. */
const NOT_CRAWLED = ['/api/', '/external/mainifest/', '/UserCard/', '/workbench', '/external/workbench', '/*preview='];

/** The site's robots.txt: everything but the calls, the shares and the workbenches; where its sitemap is. */
export function robotsTxt(origin: string): string {
  return ['User-agent: *', ...NOT_CRAWLED.map((p) => `Disallow: ${p}`), '', `Sitemap: ${origin}/sitemap.xml`, ''].join('\n');
}

const xml = (s: string) => s.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');

/** One address of a sitemap, and when it last changed (an article: when it was published). */
export interface SitemapEntry {
  path: string;
  lastmod?: string;
}

/** The sitemap protocol's XML (sitemaps.org 0.9) of a site's addresses on its origin. */
export function sitemapXml(origin: string, entries: readonly SitemapEntry[]): string {
  const urls = entries.map((e) => `  <url><loc>${xml(origin + e.path)}</loc>${e.lastmod ? `<lastmod>${xml(e.lastmod)}</lastmod>` : ''}</url>`);
  return ['<?xml version="1.0" encoding="UTF-8"?>', '<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">', ...urls, '</urlset>', ''].join('\n');
}
