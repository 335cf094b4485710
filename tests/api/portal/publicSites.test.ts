import { beforeAll, describe, expect, it } from 'vitest';
import { withTestApp } from '../support/build';
import { caller } from '../support/calls';
import { companyId, HZTX, P, portalKeyOf, SHYD, visit } from './support';

const t = withTestApp({ modules: ['portal', 'publicTrack'] });
const { call, asUser } = caller(t);
let hztxKey = '';
let shydKey = '';
beforeAll(async () => {
  hztxKey = await portalKeyOf(t.db, 'CUS-HZTX');
  shydKey = await portalKeyOf(t.db, 'PRV-SHYD');
});

const READS = [P.publicSite, P.publicNews, P.publicEnterprise, P.publicAddresses, `${P.publicNewsDetail}?Id=1`, `${P.publicTrack}?No=COSU6401120010`];

describe('which site a visitor gets (§15.1) and what it shows (§15.2)', () => {
  it('shows each host its own company’s published site: brand, title, description, enterprise, offices, news', async () => {
    const site = (await visit(t.app, HZTX, P.publicSite, { key: hztxKey })).json().Data;
    expect(site).toMatchObject({
      Variant: 'CUSTOMER',
      CompanyName: '杭州天祥进出口有限公司',
      Title: '杭州天祥进出口 · 客户门户',
      Icp: '浙ICP备2026000001号',
      Preview: false,
    });
    expect(site.Description).toMatch(/纺织品/);
    expect(site.Logo).toMatch(/^\/portal-media\/[0-9a-f]{64}$/);
    const mh = (await visit(t.app, SHYD, P.publicSite)).json().Data;
    expect(mh).toMatchObject({ Variant: 'MH', Title: '上海远达船务代理' });
    const offices = (await visit(t.app, HZTX, P.publicAddresses)).json().Data.Items;
    expect(offices.map((o: { NameZh: string }) => o.NameZh)).toEqual(['杭州总部', '宁波办事处']);
    expect((await visit(t.app, HZTX, P.publicEnterprise)).json().Data.NameEn).toBe('Hangzhou Tianxiang Import & Export Co., Ltd.');
    const news = (await visit(t.app, SHYD, P.publicNews)).json().Data.Items.map((n: { Title: string }) => n.Title);
    expect(news).toEqual(['远达获评年度优秀船代', '外高桥码头作业时间调整']);
  });

  it('answers 404 to every public call made with another site’s portal key, on a company host or a main host', async () => {
    for (const url of READS) {
      const crossed = await visit(t.app, HZTX, url, { key: shydKey });
      expect(crossed.statusCode, `${url}: ${crossed.body}`).toBe(404);
      expect((await visit(t.app, 'localhost', url, { key: hztxKey })).statusCode, url).toBe(404);
      expect((await visit(t.app, 'localhost', url, { key: HZTX })).statusCode, url).toBe(404);
    }
    const contact = await visit(t.app, HZTX, P.publicContact, {
      key: shydKey,
      method: 'POST',
      payload: { Name: 'x', Company: '', Phone: '1', Email: '', Message: 'x' },
    });
    expect(contact.statusCode).toBe(404);
    // the site's own key, its host name or its company id are its own
    const id = await companyId(t.db, 'CUS-HZTX');
    for (const key of [hztxKey, HZTX, String(id)]) expect((await visit(t.app, HZTX, P.publicSite, { key })).statusCode, key).toBe(200);
  });

  it('answers the platform’s own site on an address literal (the deployment reached by its address), with public tracking', async () => {
    for (const host of ['192.168.1.10', '[::1]']) {
      for (const url of READS.filter((u) => !u.includes('NewsDetail'))) {
        const res = await visit(t.app, host, url, { key: host });
        expect(res.statusCode, `${host} ${url}: ${res.body}`).toBe(200);
      }
      expect((await visit(t.app, host, P.publicSite, { key: hztxKey })).statusCode).toBe(404);
    }
  });

  it('answers "this site is not set up" (404) on an unknown or disabled domain, and ShowPointTo says the same', async () => {
    const unknown = await visit(t.app, 'nobody.example.com', P.publicSite);
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json()).toMatchObject({ Code: 'SITE_NOT_SET_UP', Message: '该网站尚未开通。' });
    const admin = await asUser('admin@demo.test');
    const shyd = await companyId(t.db, 'PRV-SHYD');
    const { Version } = (await call('GET', `${P.portalSiteGet}?CompanyId=${shyd}`, admin)).json().Data;
    expect((await call('POST', P.portalSiteDisable, admin, { CompanyId: shyd, Version })).statusCode).toBe(200);
    expect((await visit(t.app, SHYD, P.publicSite)).json().Code).toBe('SITE_NOT_SET_UP');
    expect((await t.app.inject(`${P.showPointTo}?DomainName=${SHYD}`)).statusCode).toBe(404);
    const token = (await call('POST', P.portalSitePreviewToken, admin, { CompanyId: shyd })).json().Data.Token;
    expect((await visit(t.app, SHYD, `${P.publicSite}?Preview=${encodeURIComponent(token)}`)).json().Data.Preview).toBe(true);
  });

  it('ShowPointTo gives the variant, portal key, language and title', async () => {
    const res = await t.app.inject(`${P.showPointTo}?DomainName=HZTX.localhost`);
    expect(res.json().Data).toMatchObject({ Variant: 'CUSTOMER', PortalKey: hztxKey, Lang: 'zh', Title: '杭州天祥进出口 · 客户门户' });
  });

  it('the main site reads the platform’s own news (never a company’s, never a scheduled one)', async () => {
    const main = (await visit(t.app, 'localhost', P.publicNews)).json().Data;
    const titles = main.Items.map((n: { Title: string }) => n.Title);
    expect(titles).not.toContain('天祥客户门户正式上线');
    expect(titles).toEqual([
      '船期订阅上线 · Sailing schedule alerts are live',
      '欧线 12 月运价更新 · December rates to Europe',
      '2026 年春节前后出运提示 · Shipping around the Spring Festival',
    ]);
    expect((await visit(t.app, 'localhost', P.publicSite)).json().Data.Variant).toBe('MAIN');
  });
});
