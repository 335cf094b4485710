import { beforeAll, describe, expect, it } from 'vitest';
import { ENDPOINTS } from '../../../src/contract/endpoints';
import type { FeaturedRate, HotPort, RecommendedRate } from '../../../src/contract/rates/curationCalls';
import { withTestApp } from '../support/build';
import { caller } from '../support/calls';
import { ok, refusedWith } from './salesDesk';

/**
 * Home page curation (commercial.md §2.5 RecommendedPort, RecommendedFreightDms): hot ports and
 * featured rates per site; a featured rate hides itself once no valid visible rate matches it, and
 * shows again when one does; the home pages read them without signing in, with no price.
 */
const t = withTestApp({ modules: ['rates'] });
const { call, asUser } = caller(t);
const MANAGER = 'pricing.manager@demo.test';
let token = '';
beforeAll(async () => {
  token = await asUser(MANAGER);
});
const publicGet = async <T>(url: string) => {
  const res = await t.app.inject({ method: 'GET', url, remoteAddress: '198.51.100.20' });
  return ok<T>(res);
};

describe('home page curation', () => {
  it('the demo: hot ports on both sides; featured rates, Santos hidden by itself (no rate serves it)', async () => {
    const ports = await publicGet<HotPort[]>(ENDPOINTS.recommendedPorts);
    expect(ports.filter((p) => p.Kind === 'POL').map((p) => p.PortCode)).toEqual(['CNSHA', 'CNNGB', 'CNYTN']);
    expect(ports.find((p) => p.PortCode === 'NLRTM')).toMatchObject({ PortName: '鹿特丹', Kind: 'POD' });
    const staff = ok<RecommendedRate[]>(await call('GET', ENDPOINTS.recommendedRateList, token));
    expect(staff.map((f) => [f.PodCode, f.Showing])).toEqual([
      ['NLRTM', true],
      ['USLAX', true],
      ['BRSSZ', false],
    ]);
    const shown = await publicGet<FeaturedRate[]>(ENDPOINTS.recommendedRates);
    expect(shown.map((f) => `${f.PolCode}-${f.PodCode} ${f.Badge}`)).toEqual(['CNSHA-NLRTM 热卖', 'CNNGB-USLAX 特价']);
    expect(JSON.stringify(shown)).not.toMatch(/Cost|Sell|Price/);
  });

  it('a featured rate hides itself when its last rate is hidden, and shows again when it is shown', async () => {
    const ids = (
      await t.db.query<{ id: number }>(
        `select id::int from fcl_rates where carrier_code = 'COSU' and pol_code = 'CNSHA' and pod_code = 'NLRTM' and status = 'PUBLISHED' and visible`,
      )
    ).map((r) => r.id);
    expect(ids.length).toBeGreaterThan(0);
    ok(await call('POST', ENDPOINTS.fclRateSetVisibility, token, { Ids: ids, Visible: false }));
    expect((await publicGet<FeaturedRate[]>(ENDPOINTS.recommendedRates)).map((f) => f.PodCode)).toEqual(['USLAX']);
    ok(await call('POST', ENDPOINTS.fclRateSetVisibility, token, { Ids: ids, Visible: true }));
    expect((await publicGet<FeaturedRate[]>(ENDPOINTS.recommendedRates)).map((f) => f.PodCode)).toEqual(['NLRTM', 'USLAX']);
  });

  it('curates per site: a company site has its own, and falls back to the platform’s when it has none', async () => {
    const [site] = await t.db.query<{ id: number }>(`select id::int from companies where code = 'CUS-HZTX'`);
    const made = ok<{ Id: number }>(
      await call('POST', ENDPOINTS.recommendedRateSave, token, {
        PolCode: 'cnngb',
        PodCode: 'deham',
        CarrierCode: 'MAEU',
        Badge: '天祥专享',
        SiteCompanyId: site!.id,
        SortOrder: 1,
      }),
    );
    expect((await publicGet<FeaturedRate[]>(`${ENDPOINTS.recommendedRates}?SiteCompanyId=${site!.id}`)).map((f) => f.Badge)).toEqual(['天祥专享']);
    // no ports for that site: the platform's
    expect((await publicGet<HotPort[]>(`${ENDPOINTS.recommendedPorts}?SiteCompanyId=${site!.id}`)).length).toBe(7);
    ok(await call('POST', ENDPOINTS.recommendedRateDelete, token, { Id: made.Id }));
    expect((await publicGet<FeaturedRate[]>(`${ENDPOINTS.recommendedRates}?SiteCompanyId=${site!.id}`)).map((f) => f.Badge)).toEqual(['热卖', '特价']);
  });

  it('refuses what is not a port, a rate of its own or a site, and a port listed twice; nothing changes', async () => {
    const before = await t.db.query('select * from recommended_ports order by id');
    refusedWith(await call('POST', ENDPOINTS.recommendedPortSave, token, { PortCode: 'XXZZZ', Kind: 'POD', SortOrder: 1 }), 'UNKNOWN_PORT');
    refusedWith(await call('POST', ENDPOINTS.recommendedPortSave, token, { PortCode: 'NLRTM', Kind: 'POD', SortOrder: 9 }), 'ALREADY_LISTED');
    refusedWith(
      await call('POST', ENDPOINTS.recommendedPortSave, token, { PortCode: 'NLRTM', Kind: 'POD', SortOrder: 9, SiteCompanyId: 999999 }),
      'UNKNOWN_SITE',
    );
    refusedWith(await call('POST', ENDPOINTS.recommendedRateSave, token, { RateNo: 'FCL0000000000', SortOrder: 1 }), 'UNKNOWN_RATE');
    refusedWith(await call('POST', ENDPOINTS.recommendedRateSave, token, { SortOrder: 1 }), 'LANE_REQUIRED');
    expect(await t.db.query('select * from recommended_ports order by id')).toEqual(before);
    // a rate by its number takes its lane and carrier
    const [rate] = await t.db.query<{ rate_no: string }>(`select rate_no from fcl_rates where carrier_code = 'ONEY' and status = 'PUBLISHED' limit 1`);
    const made = ok<{ Id: number }>(await call('POST', ENDPOINTS.recommendedRateSave, token, { RateNo: rate!.rate_no, Badge: '直达', SortOrder: 5 }));
    const listed = ok<RecommendedRate[]>(await call('GET', ENDPOINTS.recommendedRateList, token)).find((f) => f.Id === made.Id)!;
    expect(listed).toMatchObject({ RateNo: rate!.rate_no, CarrierCode: 'ONEY', PolCode: 'CNSHA' });
  });
});
