import { beforeAll, describe, expect, it } from 'vitest';
import { portalModule } from '../../../server/modules/portal';
import { withTestApp } from '../support/build';
import { caller } from '../support/calls';
import { companyId, HZTX, P, SHYD, visit } from './support';

/** A disabled site's domains are released after 30 days (§14.4), by the daily round on the tests' own clock. */
const t = withTestApp({ modules: ['portal'] });
const { call, asUser } = caller(t);
let admin = '';
let hztx = 0;
let shyd = 0;
beforeAll(async () => {
  admin = await asUser('admin@demo.test');
  hztx = await companyId(t.db, 'CUS-HZTX');
  shyd = await companyId(t.db, 'PRV-SHYD');
});

const DAY = 86_400_000;
const SETTINGS = { Title: '海越门户', Description: '', Keywords: '', ThemeColor: '#123456', Nav: [], Footer: '', Icp: '', PublicSecurity: '' };
const round = portalModule.rounds!.find((r) => r.name === 'portal.releaseDomains')!;
/** The round as the scheduler runs it, `days` from now. */
const runRound = (days: number) => round.run({ db: t.db } as Parameters<typeof round.run>[0], new Date(Date.now() + days * DAY)) as Promise<string[]>;
const siteOf = async (company: number) => (await call('GET', `${P.portalSiteGet}?CompanyId=${company}`, admin)).json().Data;
const setOn = async (company: number, on: boolean) => {
  const res = await call('POST', on ? P.portalSiteEnable : P.portalSiteDisable, admin, { CompanyId: company, Version: (await siteOf(company)).Version });
  expect(res.statusCode, res.body).toBe(200);
  return res.json().Data;
};
/** The day 30 days on, in Shanghai (YYYY-MM-DD). */
const shanghaiDay = (ms: number) => new Date(ms + 8 * 3_600_000).toISOString().slice(0, 10);

describe('a disabled site’s domains (§14.4)', () => {
  it('stay reserved 30 days (Setqymh says until when), then the daily round releases them for anyone', async () => {
    const off = await setOn(hztx, false);
    expect(off.Domains).toEqual([HZTX]);
    expect(off.DomainsReservedUntil).toBe(shanghaiDay(Date.now() + 30 * DAY));
    expect(await runRound(29)).toEqual([]);
    expect((await siteOf(hztx)).Domains).toEqual([HZTX]);
    expect(await runRound(31)).toEqual([HZTX]);
    const released = await siteOf(hztx);
    expect(released).toMatchObject({ Domains: [], Enabled: false });
    // the host is nobody's now; another company may take it
    expect((await visit(t.app, HZTX, P.publicSite)).json().Code).toBe('SITE_NOT_SET_UP');
    const nbhy = await companyId(t.db, 'CUS-NBHY');
    const taken = await call('POST', P.portalSiteSave, admin, {
      CompanyId: nbhy,
      Version: 0,
      Variant: 'CUSTOMER',
      Domains: [HZTX],
      Lang: 'zh',
      Settings: SETTINGS,
    });
    expect(taken.statusCode, taken.body).toBe(200);
    // without a domain the site cannot be enabled again
    const on = await call('POST', P.portalSiteEnable, admin, { CompanyId: hztx, Version: released.Version });
    expect([on.statusCode, on.json().Code]).toEqual([400, 'NO_DOMAIN']);
  });

  it('are kept when the site is enabled again before the 30 days; disabling again starts them anew', async () => {
    await setOn(shyd, false);
    const on = await setOn(shyd, true);
    expect(on.DomainsReservedUntil).toBeNull();
    expect(await runRound(31)).toEqual([]);
    expect((await siteOf(shyd)).Domains).toEqual([SHYD]);
    expect((await visit(t.app, SHYD, P.publicSite)).statusCode).toBe(200);
  });
});
