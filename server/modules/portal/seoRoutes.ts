import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { Db } from '../../db/types';
import { publicService } from './publicService';
import { resolveSite } from './resolveSite';
import { ARTICLE_PAGE, robotsTxt, type SiteKind, type SitemapEntry, sitemapPaths, sitemapXml } from './sitemap';

/** The newest articles a sitemap lists (the public news call's largest page). */
const SITEMAP_ARTICLES = 50;
/** Crawlers may keep both an hour: a new article reaches the sitemap within that. */
const CRAWL_CACHE = 'public, max-age=3600';

/** The host's site as a crawler meets it (no portal key; never a preview), or undefined: a host no enabled site has. */
async function crawledSite(db: Db, q: FastifyRequest) {
  const s = await resolveSite(db, q.hostname, undefined);
  if (s.kind === 'absent') return undefined;
  const kind: SiteKind = s.kind === 'site' ? (s.site.ptl_variant as SiteKind) : 'MAIN';
  return { s, kind, origin: `${q.protocol}://${q.host}` };
}

const notFound = (r: FastifyReply) => r.status(404).type('text/plain; charset=utf-8').send('Not found');

/**
 * `GET /robots.txt` and `GET /sitemap.xml` of the host's site (issue 49, search engines): its own
 * pages and its own published articles, on its own domain — never another site's, never a draft, a
 * scheduled or an unpublished one (the public news read decides), never a preview. A host no enabled
 * site has: 404.
 */
export function seoRoutes(app: FastifyInstance, db: Db): void {
  const pub = publicService(db);
  app.get('/robots.txt', { config: { auth: 'public' } }, async (q, r) => {
    const site = await crawledSite(db, q);
    if (!site) return notFound(r);
    return r.header('cache-control', CRAWL_CACHE).type('text/plain; charset=utf-8').send(robotsTxt(site.origin));
  });
  app.get('/sitemap.xml', { config: { auth: 'public' } }, async (q, r) => {
    const site = await crawledSite(db, q);
    if (!site) return notFound(r);
    const entries: SitemapEntry[] = sitemapPaths(site.kind).map((path) => ({ path }));
    const page = ARTICLE_PAGE[site.kind];
    if (page) {
      const news = await pub.news(site.s, { PageSize: SITEMAP_ARTICLES });
      for (const n of news.value.Items) entries.push({ path: `${page}?id=${n.Id}`, lastmod: n.PublishAt });
    }
    return r.header('cache-control', CRAWL_CACHE).type('application/xml; charset=utf-8').send(sitemapXml(site.origin, entries));
  });
}

/**
 * The head of a company site's page document (`server/http/documentHead.ts`): its published title
 * (the site's title, else its company's name), description and keywords, so a crawler that runs no
 * script reads the company's words on its own domain. The main site and a host no enabled site has
 * keep the built document's (the platform's); a preview is never read here.
 */
export function siteDocumentHead(db: Db) {
  const pub = publicService(db);
  return async (q: FastifyRequest) => {
    const s = await resolveSite(db, q.hostname, undefined);
    if (s.kind !== 'site') return undefined;
    const site = await pub.site(s);
    if (!site.ok) return undefined;
    return { title: site.value.Title, description: site.value.Description, keywords: site.value.Keywords };
  };
}
