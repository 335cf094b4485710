import { beforeAll, describe, expect, it } from 'vitest';
import { withTestApp } from '../support/build';
import { caller } from '../support/calls';
import { companyId, HZTX, P, visit } from './support';

const t = withTestApp({ modules: ['portal'] });
const { call, asUser } = caller(t);
let admin = '';
let hztx = 0;
beforeAll(async () => {
  admin = await asUser('admin@demo.test');
  hztx = await companyId(t.db, 'CUS-HZTX');
});

const siteOf = () => call('GET', `${P.portalSiteGet}?CompanyId=${hztx}`, admin).then((r) => r.json().Data);
const publicTitle = async (query = '') => (await visit(t.app, HZTX, `${P.publicSite}${query}`)).json().Data.Title as string;

describe('the publish model (§14.4): drafts, versions, roll back, preview', () => {
  it('shows visitors the published version only; publish makes the draft public; roll back brings an earlier one back', async () => {
    const site = await siteOf();
    const published = await publicTitle();
    expect(published).toBe('杭州天祥进出口 · 客户门户');
    const saved = await call('POST', P.portalSiteSave, admin, {
      CompanyId: hztx,
      Version: site.Version,
      Variant: site.Variant,
      Domains: site.Domains,
      Lang: 'zh',
      Settings: { ...site.Settings, Title: '天祥 · 新标题（草稿）' },
    });
    expect(saved.statusCode, saved.body).toBe(200);
    expect(await publicTitle()).toBe(published);

    const pub = await call('POST', P.portalSitePublish, admin, { CompanyId: hztx });
    expect(pub.statusCode, pub.body).toBe(200);
    expect(pub.json().Data.Version).toBe(2);
    expect(await publicTitle()).toBe('天祥 · 新标题（草稿）');
    const versions = (await call('GET', `${P.portalSiteVersions}?CompanyId=${hztx}`, admin)).json().Data.Items;
    expect(versions.map((v: { Version: number; Current: boolean }) => [v.Version, v.Current])).toEqual([
      [2, true],
      [1, false],
    ]);

    expect((await call('POST', P.portalSiteRollback, admin, { CompanyId: hztx, Version: 1 })).statusCode).toBe(200);
    expect(await publicTitle()).toBe(published);
    const never = await call('POST', P.portalSiteRollback, admin, { CompanyId: hztx, Version: 9 });
    expect(never.statusCode).toBe(400);
    expect(never.json().Code).toBe('NO_VERSION');
  });

  it('previews the drafts with a signed token (1 h), marked noindex; a forged or another site’s token shows the published site', async () => {
    const res = await call('POST', P.portalSitePreviewToken, admin, { CompanyId: hztx });
    expect(res.statusCode, res.body).toBe(200);
    const { Token, ExpiresAt, Url } = res.json().Data;
    expect(Date.parse(ExpiresAt) - Date.now()).toBeGreaterThan(59 * 60_000);
    expect(Url).toContain(`//${HZTX}/customer/home?preview=`);
    const preview = await visit(t.app, HZTX, `${P.publicSite}?Preview=${encodeURIComponent(Token)}`);
    expect(preview.json().Data).toMatchObject({ Title: '天祥 · 新标题（草稿）', Preview: true });
    expect(preview.headers['x-robots-tag']).toMatch(/noindex/);
    const forged = `${Token.slice(0, -3)}abc`;
    expect((await visit(t.app, HZTX, `${P.publicSite}?Preview=${encodeURIComponent(forged)}`)).json().Data.Preview).toBe(false);
    const shyd = await companyId(t.db, 'PRV-SHYD');
    const other = (await call('POST', P.portalSitePreviewToken, admin, { CompanyId: shyd })).json().Data.Token;
    const crossed = await visit(t.app, HZTX, `${P.publicSite}?Preview=${encodeURIComponent(other)}`);
    expect(crossed.json().Data).toMatchObject({ Preview: false, Title: '杭州天祥进出口 · 客户门户' });
  });
});
