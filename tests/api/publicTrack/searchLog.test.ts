import { describe, expect, it } from 'vitest';
import { ENDPOINTS } from '../../../src/contract/endpoints';
import type { TrackSearchRow, TrackSearchTop } from '../../../src/contract/publicTrack/calls';
import { logSearch } from '../../../server/modules/publicTrack/public';
import { withTestApp } from '../support/build';
import { caller } from '../support/calls';

const t = withTestApp({ modules: ['publicTrack', 'containerEvents', 'portal', 'rates'] });
const { call, asUser } = caller(t);

/** The tracking searches on the search log page (§8.4 UserSearchLog): platform staff only, filtered, with the top and the unknown numbers. */
describe('the tracking search log (GET /api/FreightTrack/SearchLog, SearchLogTop, Export)', () => {
  it('lists every channel’s searches for the platform’s staff, filtered by channel, found and day; customers are refused', async () => {
    const [employee] = await t.db.query<{ id: string; user_id: string }>(
      `select e.id::text, e.user_id::text from employees e join users u on u.id = e.user_id where u.account = 'customer@demo.test'`,
    );
    // a signed-in search of the tracking pages, logged through the module's public logSearch (the lead wires freightTrack to it)
    await logSearch(t.db, {
      channel: 'WORKBENCH',
      ip: '10.1.2.3',
      queryType: 'CONTAINER',
      query: 'CSQU3054383',
      found: true,
      results: 1,
      ms: 4,
      employeeId: employee!.id,
      userId: employee!.user_id,
    });
    // a scraper walking numbers, and a typo many visitors make
    for (const ip of ['10.9.9.1', '10.9.9.1', '10.9.9.1'])
      await t.app.inject({ method: 'GET', url: `${ENDPOINTS.publicTrack}?No=ZZZU0000010&Channel=QUICKSEARCH`, remoteAddress: ip });
    for (const ip of ['10.9.8.1', '10.9.8.2'])
      await t.app.inject({ method: 'GET', url: `${ENDPOINTS.publicTrack}?No=COSU6401120011&Channel=ELECTRONIC`, remoteAddress: ip });

    const staff = await asUser('pricing@demo.test');
    const all = await call('GET', `${ENDPOINTS.trackSearchLog}?PageSize=50`, staff);
    expect(all.statusCode, all.body).toBe(200);
    const items = all.json().Data.Items as TrackSearchRow[];
    expect(items.map((r) => r.Channel).sort()).toEqual(['ELECTRONIC', 'ELECTRONIC', 'QUICKSEARCH', 'QUICKSEARCH', 'QUICKSEARCH', 'WORKBENCH']);
    const workbench = items.find((r) => r.Channel === 'WORKBENCH')!;
    expect(workbench).toMatchObject({ Query: 'CSQU3054383', Found: true, Results: 1, Ms: 4, PersonName: expect.stringMatching(/.+/) });
    expect(workbench.Visitor).toMatch(/^[0-9a-f]{12}$/);
    expect(all.body).not.toContain('10.9.9.1');

    const notFound = await call('GET', `${ENDPOINTS.trackSearchLog}?Found=false&Channel=ELECTRONIC`, staff);
    expect((notFound.json().Data.Items as TrackSearchRow[]).map((r) => r.Query)).toEqual(['COSU6401120011', 'COSU6401120011']);
    const today = new Date(Date.now() + 8 * 3_600_000).toISOString().slice(0, 10);
    expect((await call('GET', `${ENDPOINTS.trackSearchLog}?From=${today}&To=${today}`, staff)).json().Data.Total).toBe(6);
    expect((await call('GET', `${ENDPOINTS.trackSearchLog}?To=2020-01-01`, staff)).json().Data.Total).toBe(0);
    expect((await call('GET', `${ENDPOINTS.trackSearchLog}?From=yesterday`, staff)).statusCode).toBe(400);

    const top = await call('GET', `${ENDPOINTS.trackSearchTop}?From=${today}`, staff);
    expect(top.statusCode, top.body).toBe(200);
    const data = top.json().Data as TrackSearchTop;
    expect(data.Top[0]).toMatchObject({ Query: 'ZZZU0000010', Searches: 3, Visitors: 1 });
    // unknown numbers asked again: the typo by two visitors, the scraper's by one
    expect(data.UnknownRepeated.map((q) => [q.Query, q.Searches, q.Visitors])).toEqual([
      ['ZZZU0000010', 3, 1],
      ['COSU6401120011', 2, 2],
    ]);
    expect((await call('GET', `${ENDPOINTS.trackSearchTop}?Channel=WORKBENCH`, staff)).json().Data.UnknownRepeated).toEqual([]);

    const sheet = await call('GET', `${ENDPOINTS.trackSearchLog}/Export?Channel=ELECTRONIC`, staff);
    expect(sheet.statusCode).toBe(200);
    expect(sheet.headers['content-disposition']).toContain('.xlsx');

    const customer = await asUser('customer.admin@demo.test');
    for (const url of [ENDPOINTS.trackSearchLog, ENDPOINTS.trackSearchTop, `${ENDPOINTS.trackSearchLog}/Export`])
      expect((await call('GET', url, customer)).statusCode).toBe(403);
  });
});
