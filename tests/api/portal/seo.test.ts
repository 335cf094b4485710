import { describe, expect, it } from 'vitest';
import { withTestApp } from '../support/build';
import { companyId, HZTX, P, SHYD, visit } from './support';

/**
 * Issue 49, search engines: each host's robots.txt and sitemap.xml list its own built public pages
 * and its own published articles, never a draft, a scheduled or an unpublished one, never another
 * site's; a host no enabled site has answers 404.
 */
const t = withTestApp({ modules: ['portal'] });

const get = (host: string, url: string) => visit(t.app, host, url);
const locs = (xml: string) => [...xml.matchAll(/<loc>([^<]*)<\/loc>/g)].map((m) => m[1]!.replace(/&amp;/g, '&'));

describe('robots.txt and sitemap.xml per host', () => {
  it('robots.txt keeps crawlers off the calls, the shares and previews, and names the host’s own sitemap', async () => {
    const res = await get(HZTX, '/robots.txt');
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toMatch(/^text\/plain/);
    const lines = res.body.split('\n');
    for (const path of ['/api/', '/external/mainifest/', '/UserCard/', '/*preview=']) expect(lines).toContain(`Disallow: ${path}`);
    expect(lines).toContain('Sitemap: http://hztx.localhost:8080/sitemap.xml');
    expect((await get('localhost', '/robots.txt')).body).toContain('Sitemap: http://localhost:8080/sitemap.xml');
  });

  it('lists a customer portal’s own pages, home first, and exactly its live articles', async () => {
    const res = await get(HZTX, '/sitemap.xml');
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toMatch(/^application\/xml/);
    expect(res.body).toContain('<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">');
    const urls = locs(res.body).map((u) => u.replace('http://hztx.localhost:8080', ''));
    expect(urls[0]).toBe('/customer/home');
    for (const page of ['/customer/company', '/customer/contact', '/customer/dataDownload', '/asiawise']) expect(urls).toContain(page);
    expect(urls.filter((u) => u.startsWith('/external/MHpage/') || u.startsWith('/external/thome') || u === '/' || u === '/mainPage')).toEqual([]);
    expect(urls).not.toContain('/customer/user'); // in the route table, not built
    // the articles: exactly what the public news call shows, never the seeded scheduled or unpublished ones
    const shown = (await get(HZTX, `${P.publicNews}?PageSize=50`)).json().Data.Items.map((n: { Id: number }) => `/newsDetail?id=${n.Id}`);
    expect(shown.length).toBeGreaterThan(0);
    expect(urls.filter((u) => u.startsWith('/newsDetail'))).toEqual(shown);
    const hidden = await t.db.query<{ id: string }>(
      `select id::text from portal_contents where company_id = $1 and not (status = 'PUBLISHED' and (published->>'publish_at')::timestamptz <= now())`,
      [await companyId(t.db, 'CUS-HZTX')],
    );
    expect(hidden.length).toBeGreaterThan(1); // the seed's scheduled one and its unpublished one
    for (const h of hidden) expect(urls).not.toContain(`/newsDetail?id=${h.id}`);
    expect(res.body).toMatch(/<lastmod>\d{4}-\d\d-\d\dT[\d:]+Z<\/lastmod>/);
  });

  it('gives an MH site its own pages and its articles on its news page; the main site the platform’s pages', async () => {
    const shyd = locs((await get(SHYD, '/sitemap.xml')).body).map((u) => u.replace('http://shyd.localhost:8080', ''));
    expect(shyd[0]).toBe('/external/MHpage/Home');
    expect(shyd).toContain('/external/MHpage/socialRecruitment');
    expect(shyd.some((u) => /^\/external\/MHpage\/News\?id=\d+$/.test(u))).toBe(true);
    expect(shyd.filter((u) => u.startsWith('/customer/'))).toEqual([]);
    const main = locs((await get('localhost', '/sitemap.xml')).body).map((u) => u.replace('http://localhost:8080', ''));
    expect(main[0]).toBe('/');
    for (const page of ['/QuickSearch', '/external/service/seaTransportation', '/external/electronic/schedules']) expect(main).toContain(page);
    expect(main.filter((u) => u.startsWith('/customer/') || u.startsWith('/external/MHpage/') || u === '/mainPage')).toEqual([]);
    expect(main.filter((u) => u.startsWith('/newsDetail?id='))).toHaveLength(3); // the platform's news out, not its scheduled one
  });

  it('answers 404 on a host no site has and on a disabled site’s', async () => {
    expect((await get('nosuch.localhost', '/sitemap.xml')).statusCode).toBe(404);
    expect((await get('nosuch.localhost', '/robots.txt')).statusCode).toBe(404);
    const shyd = await companyId(t.db, 'PRV-SHYD');
    await t.db.query(`update portal_sites set ptl_enabled = false where company_id = $1`, [shyd]);
    try {
      expect((await get(SHYD, '/sitemap.xml')).statusCode).toBe(404);
      expect((await get(SHYD, '/robots.txt')).statusCode).toBe(404);
    } finally {
      await t.db.query(`update portal_sites set ptl_enabled = true where company_id = $1`, [shyd]);
    }
  });
});
