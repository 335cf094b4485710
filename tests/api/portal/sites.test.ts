import { beforeAll, describe, expect, it } from 'vitest';
import { siteService } from '../../../server/modules/portal/siteService';
import { withTestApp } from '../support/build';
import { caller } from '../support/calls';
import { companyId, HZTX, P, portalCounts, SHYD } from './support';

const t = withTestApp({ modules: ['portal'] });
const { call, asUser } = caller(t);
let admin = '';
let customerAdmin = '';
let hztx = 0;
let nbhy = 0;
beforeAll(async () => {
  admin = await asUser('admin@demo.test');
  customerAdmin = await asUser('customer.admin@demo.test');
  hztx = await companyId(t.db, 'CUS-HZTX');
  nbhy = await companyId(t.db, 'CUS-NBHY');
});

const settings = { Title: '海越门户', Description: '', Keywords: '', ThemeColor: '#123456', Nav: [], Footer: '', Icp: '浙ICP备1号', PublicSecurity: '' };
const save = (CompanyId: number, Domains: string[], Version = 0) =>
  call('POST', P.portalSiteSave, admin, { CompanyId, Version, Variant: 'MH', Domains, Lang: 'zh', Settings: settings });

describe('PortalSite: a company’s site and its domains (§14.1, §15.1)', () => {
  it('reads the demo site of 天祥 for platform staff who name it', async () => {
    const res = await call('GET', `${P.portalSiteGet}?CompanyId=${hztx}`, admin);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().Data).toMatchObject({ Exists: true, Enabled: true, Variant: 'CUSTOMER', Domains: [HZTX], PublishedVersion: 1 });
    expect(res.json().Data.PortalKey).toMatch(/^[0-9a-f]{32}$/);
  });

  it('refuses a bad domain with 400 and its Code in words, changing nothing (never 409)', async () => {
    const before = await portalCounts(t.db);
    const cases: [string[], string][] = [
      [['www.globalfreight.cn'], 'DOMAIN_MAIN_HOST'],
      [['localhost'], 'DOMAIN_LOCALHOST'],
      [['NBHY.example.com'], 'DOMAIN_NOT_LOWER_CASE'],
      [['nbhy'], 'DOMAIN_INVALID'],
      [['nbhy.example.com', 'nbhy.example.com'], 'DOMAIN_INVALID'],
      [[HZTX], 'DOMAIN_TAKEN'],
      [['ok.example.com', SHYD], 'DOMAIN_TAKEN'],
    ];
    for (const [domains, code] of cases) {
      const res = await save(nbhy, domains);
      expect(res.statusCode, `${domains}: ${res.body}`).toBe(400);
      expect(res.json().Code).toBe(code);
      expect(res.json().Message).toMatch(/[\u4e00-\u9fff]/);
    }
    expect(await portalCounts(t.db)).toBe(before);
  });

  it('creates a site, refuses a stale version, enables only with name, logo and contact, and keeps domains reserved when off', async () => {
    const created = await save(nbhy, ['nbhy.example.com']);
    expect(created.statusCode, created.body).toBe(200);
    expect(created.json().Data).toMatchObject({ Exists: true, Enabled: false, Version: 1, Domains: ['nbhy.example.com'] });
    const stale = await save(nbhy, ['nbhy.example.com'], 0);
    expect(stale.statusCode).toBe(400);
    expect(stale.json().Code).toBe('STALE');
    const on = await call('POST', P.portalSiteEnable, admin, { CompanyId: nbhy, Version: 1 });
    expect(on.statusCode).toBe(400);
    expect(on.json().Code).toBe('ENTERPRISE_INCOMPLETE');
    expect(on.json().Message).toMatch(/企业名称.*企业标志/);
    // 天祥's own site can be turned off and on again (its enterprise information is complete)
    const { Version } = (await call('GET', `${P.portalSiteGet}?CompanyId=${hztx}`, admin)).json().Data;
    const off = await call('POST', P.portalSiteDisable, admin, { CompanyId: hztx, Version });
    expect(off.statusCode, off.body).toBe(200);
    expect((await save(nbhy, [HZTX], 1)).json().Code).toBe('DOMAIN_TAKEN');
    const again = await call('POST', P.portalSiteEnable, admin, { CompanyId: hztx, Version: off.json().Data.Version });
    expect(again.statusCode, again.body).toBe(200);
    expect(again.json().Data.Enabled).toBe(true);
  });

  it('403 without the portal menus (a customer’s admin holds none of the internal ones)', async () => {
    expect((await call('GET', P.portalSiteGet, customerAdmin)).statusCode).toBe(403);
    expect((await call('POST', P.portalSitePublish, customerAdmin, {})).statusCode).toBe(403);
  });

  it('404 for a non-platform staff member naming another company’s site; their own is theirs', async () => {
    const sites = siteService(t.db);
    const actor = { id: '1', name: 'x', companyId: String(hztx), companyKind: 'customer' as const, isAdmin: true, status: 'active' };
    const other = await sites.get(actor, { CompanyId: nbhy });
    expect(other.ok ? 200 : other.status).toBe(404);
    const own = await sites.get(actor, {});
    expect(own.ok && own.value.Domains).toEqual([HZTX]);
  });

  it('lists the companies platform staff pick from', async () => {
    const res = await call('GET', `${P.portalSiteCompanies}?Search=${encodeURIComponent('天祥')}`, admin);
    expect(res.json().Data.Items).toEqual([expect.objectContaining({ CompanyId: hztx, Enabled: true, Domains: [HZTX] })]);
  });
});
