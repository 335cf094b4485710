import { describe, expect, it } from 'vitest';
import { withTestApp } from '../support/build';
import { companyId, HZTX, P, portalKeyOf, SHYD, visit } from './support';

/**
 * Issue 49's rule: the portal key is checked against the host on every public call — a public call
 * made on a company host with another site's key answers 404 `OTHER_SITE`, whatever it is. The list
 * below is every public call the portal registers (read from the server's own route table): a new
 * one fails the first test until it is added here with an input it accepts.
 */
const t = withTestApp({ modules: ['portal', 'letters', 'userCard'] });

const PDF = Buffer.from('%PDF-1.4\n% a CV\n');
type Visit = { url: string; method?: 'GET' | 'POST'; payload?: object | Buffer; type?: string };
/** Each public call with an input its schema takes (ids that may be another site's: the key is checked first). */
const CALLS: Record<string, Visit> = {
  [P.publicSite]: { url: P.publicSite },
  [P.publicHome]: { url: P.publicHome },
  [P.publicSchedules]: { url: P.publicSchedules },
  [P.publicLanes]: { url: `${P.publicLanes}?Limit=3` },
  [P.publicWidget]: { url: P.publicWidget },
  [P.publicNews]: { url: `${P.publicNews}?Type=NEWS` },
  [P.publicNewsDetail]: { url: `${P.publicNewsDetail}?Id=1` },
  [P.publicEnterprise]: { url: P.publicEnterprise },
  [P.publicAddresses]: { url: P.publicAddresses },
  [P.publicContact]: { url: P.publicContact, method: 'POST', payload: { Name: '王', Company: '', Phone: '13900001111', Email: '', Message: '询价' } },
  [P.publicJobs]: { url: P.publicJobs },
  [P.publicJobDetail]: { url: `${P.publicJobDetail}?Id=1` },
  [P.publicApplyJob]: {
    url: `${P.publicApplyJob}?JobId=1&Name=${encodeURIComponent('王')}&Phone=13900001111&Email=&Consent=true`,
    method: 'POST',
    payload: PDF,
    type: 'application/pdf',
  },
  [P.publicProducts]: { url: P.publicProducts },
  [P.publicDownloads]: { url: P.publicDownloads },
  [P.publicDownloadFile]: { url: `${P.publicDownloadFile}?Id=1` },
  [P.publicSiteCard]: { url: `${P.publicSiteCard}?c=${'a'.repeat(32)}` },
};

const send = (host: string, key: string, v: Visit) =>
  t.app.inject({
    method: v.method ?? 'GET',
    url: v.url,
    payload: v.payload,
    remoteAddress: `10.94.0.${Math.floor(Math.random() * 250)}`,
    headers: { host: `${host}:8080`, 'portal-key': key, 'accept-language': 'zh', ...(v.type ? { 'content-type': v.type } : {}) },
  });

describe('the portal key against the host, on every public call (§15.1 step 4)', () => {
  it('lists every public call the portal registers', () => {
    const registered = t.app.apiRoutes
      .filter((r) => r.module === 'portal' && r.config?.auth === 'public' && r.url.startsWith('/api/WebsitePublic/'))
      .map((r) => r.url);
    expect(registered.length).toBeGreaterThan(10);
    expect([...new Set(registered)].sort()).toEqual(Object.keys(CALLS).sort());
  });

  it('answers 404 OTHER_SITE to each made on 天祥’s host with 远达’s key, and takes each with 天祥’s own', async () => {
    const hztxKey = await portalKeyOf(t.db, 'CUS-HZTX');
    const shydKey = await portalKeyOf(t.db, 'PRV-SHYD');
    const hztxId = String(await companyId(t.db, 'CUS-HZTX'));
    for (const [path, v] of Object.entries(CALLS)) {
      const crossed = await send(HZTX, shydKey, v);
      expect(crossed.statusCode, `${path}: ${crossed.body}`).toBe(404);
      expect(crossed.json().Code, path).toBe('OTHER_SITE');
      // 远达's company id or its domain name as the key are another site too
      for (const other of [SHYD, String(await companyId(t.db, 'PRV-SHYD'))])
        expect((await send(HZTX, other, v)).json().Code, `${path} ${other}`).toBe('OTHER_SITE');
      // the same input with the host's own key is never refused for the site (a missing id may still be 404, in its own words)
      for (const own of [hztxKey, hztxId]) {
        const res = await send(HZTX, own, v);
        const code = String(res.headers['content-type']).includes('json') ? res.json().Code : undefined; // a file is served as itself
        expect(res.statusCode === 200 || code !== 'OTHER_SITE', `${path} with its own key: ${res.statusCode} ${code}`).toBe(true);
      }
    }
  });
});
