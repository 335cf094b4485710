import { describe, expect, it } from 'vitest';
import { PUBLIC_LANES_PATH } from '../../../src/contract/portal/scheduleCalls';
import { withTestApp } from '../support/build';
import { HZTX, P, portalKeyOf, visit } from './support';

const t = withTestApp({ modules: ['portal'] });
type Lane = { POL: string; POD: string; Carriers: string[]; TransitDays: number; NextETD: string | null };
const lanes = async (host?: string, q = '', key?: string) => {
  const res = await visit(t.app, host, `${PUBLIC_LANES_PATH}${q}`, { key });
  return { status: res.statusCode, body: res.json() };
};

describe('GET /api/WebsitePublic/Lanes (§15.2): the lanes of the host’s site’s public sailing tables', () => {
  it('answers the main site the platform’s public tables as lanes, never a customers-only table nor a draft', async () => {
    const { status, body } = await lanes(undefined, '?Limit=20');
    expect(status, JSON.stringify(body)).toBe(200);
    const items = body.Data.Items as Lane[];
    expect(items.length).toBeGreaterThan(0);
    // COSCO's AEU3 is the demo's one PUBLIC table; Maersk's AE7 is for customers, CMA CGM's FAL1 a draft to Felixstowe
    expect(new Set(items.flatMap((l) => l.Carriers))).toEqual(new Set(['COSU']));
    expect(items.map((l) => l.POD)).not.toContain('GBFXT');
    expect(new Set(items.map((l) => `${l.POL}>${l.POD}`)).size).toBe(items.length);
    for (const l of items) {
      expect(l.TransitDays).toBeGreaterThan(0);
      if (l.NextETD) expect(Date.parse(l.NextETD)).toBeGreaterThanOrEqual(Date.now() - 60_000);
    }
    const one = await lanes(undefined, '?Limit=1');
    expect(one.body.Data.Items).toHaveLength(1);
  });

  it('answers a company site its own tables only: none for 天祥, which publishes none; 畅达 its own public table’s lanes, never the platform’s', async () => {
    const hztx = await lanes(HZTX);
    expect(hztx.status).toBe(200);
    expect(hztx.body.Data.Items).toEqual([]);
    // 畅达's own table (letters' seed step demo-site-sailing-tables-v1): MSC from Shanghai and Ningbo
    const shcd = await lanes('shcd.localhost', '?Limit=20');
    expect(shcd.status).toBe(200);
    const items = shcd.body.Data.Items as Lane[];
    expect(new Set(items.flatMap((l) => l.Carriers))).toEqual(new Set(['MSCU']));
    expect(items.map((l) => `${l.POL}>${l.POD}`).sort()).toEqual(['CNNGB>DEHAM', 'CNSHA>GBFXT', 'CNSHA>NLRTM']);
  });

  it('refuses a host no site has, another site’s portal key and a bad limit, as the other public calls do', async () => {
    expect((await lanes('nosuch.localhost')).status).toBe(404);
    expect((await lanes('shcd.localhost', '', await portalKeyOf(t.db, 'CUS-HZTX'))).status).toBe(404);
    expect((await lanes(undefined, '?Limit=0')).status).toBe(400);
    expect((await lanes(undefined, '?Limit=500')).status).toBe(400);
  });
});

describe('the new demo sites (seed step portal-demo-more-v1)', () => {
  const site = async (host: string) => (await visit(t.app, host, P.publicSite)).json().Data;
  const read = async (host: string, path: string) => (await visit(t.app, host, path)).json().Data;

  it('serves 畅达’s new portal on shcd.localhost: its variant, news that are out (never a scheduled or unpublished one), its service cards', async () => {
    expect(await site('shcd.localhost')).toMatchObject({ Variant: 'NEW_MH', CompanyName: '上海畅达集装箱运输有限公司', Title: '上海畅达 · 集装箱物流' });
    const news = ((await read('shcd.localhost', `${P.publicNews}?PageSize=50`)).Items as { Title: string }[]).map((n) => n.Title);
    expect(news).toEqual(expect.arrayContaining(['畅达新增 30 台 LNG 拖车', 'Sea-rail service to Xi’an starts', '春节期间拖车安排公告']));
    expect(news).not.toContain('洋山四期夜间作业（预告）');
    expect(news).not.toContain('旧版价目表（已下线）');
    const paths = ((await read('shcd.localhost', P.publicProducts)).Items as { ServicePath: string }[]).map((p) => p.ServicePath);
    expect(paths).toEqual([
      '/external/service/landTransportation',
      '/external/service/seaTransportation',
      '/external/service/seaTrain',
      '/external/service/supplyChain',
    ]);
    const offices = (await read('shcd.localhost', P.publicAddresses)).Items as { Latitude: number | null }[];
    expect(offices.length).toBe(2);
    expect(offices.every((o) => o.Latitude !== null)).toBe(true);
  });

  it('serves 欧速’s partner portal on euda.localhost with its public files, and the main site’s six service cards', async () => {
    expect(await site('euda.localhost')).toMatchObject({ Variant: 'TMH', CompanyNameEn: 'EuroDest Agency B.V.' });
    const files = (await read('euda.localhost', P.publicDownloads)).Items as { Title: string }[];
    expect(files.map((f) => f.Title)).toEqual(expect.arrayContaining(['目的港代理服务协议', 'Arrival notice sample']));
    const main = ((await read('localhost', P.publicProducts)).Items as { ServicePath: string }[]).map((p) => p.ServicePath);
    expect(main).toHaveLength(6);
    expect(new Set(main).size).toBe(6);
  });
});
