import { beforeAll, describe, expect, it } from 'vitest';
import { SITE_CACHE_MS, SiteAnswerCache, siteAnswerCache } from '../../../server/modules/portal/publicCache';
import { sample } from '../platform/ops/metricsText';
import { withTestApp } from '../support/build';
import { caller } from '../support/calls';
import { companyId, HZTX, P, SHYD, visit } from './support';

/**
 * The public reads' 60 s answer cache (§15.2): proven by the cache's own counts and by changing what
 * visitors read underneath it with the database's triggers off (as if another process had changed it
 * and its announcement were still on its way), never by waiting.
 */
const t = withTestApp({ modules: ['portal'] });
const { call, asUser } = caller(t);
let admin = '';
let hztx = 0;
beforeAll(async () => {
  admin = await asUser('admin@demo.test');
  hztx = await companyId(t.db, 'CUS-HZTX');
});

const counts = () => ({ ...siteAnswerCache(t.db).counts });
/** A change of what visitors read that announces nothing (triggers off for its transaction). */
const quietly = (sql: string, params: unknown[]) =>
  t.db.transaction(async (tx) => {
    await tx.query(`set local session_replication_role = replica`);
    await tx.query(sql, params);
  });
const firstNews = async (host: string) => (await visit(t.app, host, `${P.publicNews}?PageSize=50`)).json().Data.Items[0] as { Id: number; Title: string };
const publicSite = async (host: string, query = '') => (await visit(t.app, host, `${P.publicSite}${query}`)).json().Data;

describe('the public answers, cached per site for 60 s (§15.2)', () => {
  it('serves a second read from the cache; a publish purges that site at once; another site’s entries stay', async () => {
    const first = await firstNews(HZTX);
    await firstNews(SHYD);
    const before = counts();
    expect(await firstNews(HZTX)).toEqual(first);
    expect(counts().hits).toBe(before.hits + 1);
    expect(counts().misses).toBe(before.misses);

    // the published copy changed underneath without a word: visitors still get the kept answer
    await quietly(`update portal_contents set published = jsonb_set(published, '{title}', '"悄悄改过的标题"') where id = $1`, [first.Id]);
    expect((await firstNews(HZTX)).Title).toBe(first.Title);

    // a publish of the site (any change of what its visitors read) purges its answers, and only its
    const shydHits = counts().hits;
    await firstNews(SHYD);
    expect(counts().hits).toBe(shydHits + 1);
    const published = await call('POST', P.portalSitePublish, admin, { CompanyId: hztx });
    expect(published.statusCode, published.body).toBe(200);
    expect((await firstNews(HZTX)).Title).toBe('悄悄改过的标题');
    const afterPublish = counts();
    await firstNews(SHYD);
    expect(counts().hits).toBe(afterPublish.hits + 1);
  });

  it('never keeps a preview’s answers, and a preview never reads the kept ones', async () => {
    const published = (await publicSite(HZTX)).Title;
    await quietly(`update portal_sites set ptl_settings = jsonb_set(ptl_settings, '{Title}', '"预览里的新标题"') where company_id = $1`, [hztx]);
    const { Token } = (await call('POST', P.portalSitePreviewToken, admin, { CompanyId: hztx })).json().Data;
    const before = counts();
    for (let i = 0; i < 2; i++) {
      const preview = await visit(t.app, HZTX, `${P.publicSite}?Preview=${encodeURIComponent(Token)}`);
      expect(preview.json().Data).toMatchObject({ Preview: true, Title: '预览里的新标题' });
    }
    expect(counts()).toMatchObject({ hits: before.hits, misses: before.misses });
    expect(await publicSite(HZTX)).toMatchObject({ Preview: false, Title: published });
    expect(counts().hits).toBe(before.hits + 1);
  });

  it('purges on content publish, unpublish and delete, job, product and download changes, disable and enable', async () => {
    const purges = () => siteAnswerCache(t.db).counts.purges;
    const item = (
      await call('POST', P.portalContentSave, admin, {
        CompanyId: hztx,
        Type: 'NEWS',
        Title: '缓存测试新闻',
        Category: '',
        CoverMediaId: null,
        Summary: '',
        Body: '<p>正文</p>',
        Slug: null,
        PublishAt: new Date(Date.now() - 86_400_000).toISOString(),
        ShowUntil: null,
        Pinned: true,
        Version: 0,
      })
    ).json().Data;
    await firstNews(HZTX);
    const p0 = purges();
    await call('POST', P.portalContentPublish, admin, { Id: item.Id });
    // the notification that drops the old answers comes at commit (on PostgreSQL a few ms later); the generation already keys the new ones
    await expect.poll(purges).toBeGreaterThan(p0);
    expect((await firstNews(HZTX)).Title).toBe('缓存测试新闻');
    await call('POST', P.portalContentUnpublish, admin, { Id: item.Id });
    expect((await firstNews(HZTX)).Title).not.toBe('缓存测试新闻');
    const p1 = purges();
    await call('POST', P.portalContentDelete, admin, { Id: item.Id });
    await expect.poll(purges).toBeGreaterThan(p1);
    const products = async () => (await visit(t.app, HZTX, P.publicProducts)).json().Data.Items.length as number;
    const n = await products();
    const [card] = await t.db.query<{ id: string }>(`select id::text from portal_products where company_id = $1 and enabled order by id limit 1`, [hztx]);
    await t.db.query(`update portal_products set enabled = false where id = $1`, [card!.id]);
    expect(await products()).toBe(n - 1);
    await t.db.query(`update portal_products set enabled = true where id = $1`, [card!.id]);
    expect(await products()).toBe(n);
  });

  it('keeps an answer 60 s at most (a scheduled item shows within a minute of its time)', async () => {
    let now = 1_000_000;
    const cache = new SiteAnswerCache(() => now);
    let reads = 0;
    const answer = async () => ({ ok: true as const, value: ++reads });
    expect(await cache.read('1', 'k', answer)).toEqual({ ok: true, value: 1 });
    now += SITE_CACHE_MS - 1;
    expect(await cache.read('1', 'k', answer)).toEqual({ ok: true, value: 1 });
    now += 1;
    expect(await cache.read('1', 'k', answer)).toEqual({ ok: true, value: 2 });
    // a read that began before a purge keeps nothing (it may have read the old data)
    let release: () => void = () => undefined;
    const slow = cache.read('2', 'slow', () => new Promise<{ ok: true; value: number }>((r) => (release = () => r({ ok: true, value: 7 }))));
    cache.purge('2');
    release();
    await slow;
    expect(await cache.read('2', 'slow', answer)).toEqual({ ok: true, value: 3 });
    // a refusal is never kept
    let refusals = 0;
    const refused = async () => ({ ok: false as const, status: 404 as const, message: `no ${++refusals}` });
    await cache.read('3', 'r', refused);
    await cache.read('3', 'r', refused);
    expect(refusals).toBe(2);
  });

  it('exports its counts on /metrics as counters: a hit, a miss and a purge each move theirs by one', async () => {
    const scrape = async () => {
      const res = await t.app.inject({ method: 'GET', url: '/metrics' });
      expect(res.statusCode).toBe(200);
      const read = (name: string) => sample(res.body, `freight_portal_cache_${name}_total`);
      return { text: res.body, hits: read('hits'), misses: read('misses'), purges: read('purges') };
    };
    const first = await scrape();
    for (const name of ['hits', 'misses', 'purges']) expect(first.text).toContain(`# TYPE freight_portal_cache_${name}_total counter`);
    expect(first).toMatchObject(counts());
    await visit(t.app, SHYD, `${P.publicNews}?Page=97&PageSize=3`); // an input never read before: a miss
    await visit(t.app, SHYD, `${P.publicNews}?Page=97&PageSize=3`); // then a hit
    expect(await scrape()).toMatchObject({ hits: first.hits! + 1, misses: first.misses! + 1, purges: first.purges });
    expect((await call('POST', P.portalSitePublish, admin, { CompanyId: hztx })).statusCode).toBe(200);
    // the purge is heard over the database's notification: embedded before the publish answers, on
    // PostgreSQL over the LISTEN connection a few ms after the commit (docs/modules/portal.md)
    await expect.poll(async () => (await scrape()).purges, { timeout: 5_000 }).toBeGreaterThan(first.purges!);
  });
});
