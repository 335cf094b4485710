import { beforeAll, describe, expect, it } from 'vitest';
import { ENDPOINTS } from '../../../src/contract/endpoints';
import { HZTX, visit } from '../portal/support';
import { withTestApp } from '../support/build';
import { caller } from '../support/calls';
import { sailingRow, tableBody } from './lettersApp';

const SHCD = 'shcd.localhost';
type Listed = { Items: { Id: number; Title: string }[] };

/**
 * A company site's own sailing tables (operations.md §13–§14): platform staff keep a table for the
 * site they edit (`CompanyId`); it belongs to that company, is listed on its desk, and — published to the
 * public — shows on that company's site alone: never on another company's site, the main site or the
 * customers' workbench. A company's own table is published to the public only.
 */
describe('a company site’s own sailing tables', () => {
  const t = withTestApp({ modules: ['portal', 'letters'] });
  const { call, asUser } = caller(t);
  const tokens = { desk: '', hztxAdmin: '', hztx: '' };
  let shcd = 0;
  let tableId = 0;
  const title = '畅达自有船期 · SHCD own sailings';
  beforeAll(async () => {
    tokens.desk = await asUser('admin@demo.test');
    tokens.hztxAdmin = await asUser('customer.admin@demo.test');
    tokens.hztx = await asUser('customer@demo.test');
    shcd = Number((await t.db.query<{ id: string }>(`select id::text as id from companies where code = 'PRV-SHCD'`))[0]!.id);
  });
  const titles = (r: { json(): { Data: Listed } }) => r.json().Data.Items.map((x) => x.Title);
  const count = async () => (await t.db.query<{ n: number }>('select count(*)::int as n from sailing_tables'))[0]!.n;

  it('the demo: 畅达’s site shows its own seeded public table, named in both languages, with its sailings', async () => {
    const own = await visit(t.app, SHCD, ENDPOINTS.publicSchedules);
    const demo = (own.json().Data.Tables as { Id: number; Title: string }[]).find((x) => x.Title.startsWith('畅达'));
    expect(demo?.Title).toContain('Changda');
    const rows = await visit(t.app, SHCD, `${ENDPOINTS.publicSchedules}?Id=${demo!.Id}`);
    expect(rows.json().Data.Rows.length).toBe(4);
    expect((await visit(t.app, HZTX, `${ENDPOINTS.publicSchedules}?Id=${demo!.Id}`)).statusCode).toBe(404);
  });

  it('keeps a table for the company platform staff pick, lists it on that company’s desk only, and publishes it', async () => {
    const body = tableBody({
      Title: title,
      Audience: 'PUBLIC',
      CompanyId: shcd,
      Rows: [sailingRow(), sailingRow({ POD: 'NLRTM', ETA: '2027-01-20T09:00:00.000Z' })],
    });
    const saved = await call('POST', ENDPOINTS.sailingSave, tokens.desk, body);
    expect(saved.statusCode, saved.body).toBe(200);
    tableId = saved.json().Data.Id;
    const [owner] = await t.db.query<{ company_id: string }>('select company_id::text from sailing_tables where id = $1', [tableId]);
    expect(Number(owner!.company_id)).toBe(shcd);
    const ownDesk = await t.db.query<{ title: string }>('select sch_title as title from sailing_tables where company_id = $1', [shcd]);
    expect(ownDesk.map((r) => r.title)).toContain(title);
    expect(titles(await call('GET', `${ENDPOINTS.sailingList}?CompanyId=${shcd}`, tokens.desk)).sort()).toEqual(ownDesk.map((r) => r.title).sort());
    expect(titles(await call('GET', ENDPOINTS.sailingList, tokens.desk))).not.toContain(title);
    const published = await call('POST', ENDPOINTS.sailingPublish, tokens.desk, { Id: tableId, Version: saved.json().Data.Version });
    expect(published.statusCode, published.body).toBe(200);
  });

  it('shows the published table on 畅达’s site alone: not on 天祥’s, not on the main site, not on the workbench', async () => {
    const own = await visit(t.app, SHCD, ENDPOINTS.publicSchedules);
    expect(own.json().Data.Tables.map((x: { Id: number }) => x.Id)).toContain(tableId);
    const rows = await visit(t.app, SHCD, `${ENDPOINTS.publicSchedules}?Id=${tableId}`);
    expect(rows.statusCode).toBe(200);
    expect(
      rows
        .json()
        .Data.Rows.map((r: { POD: string }) => r.POD)
        .sort(),
    ).toEqual(['DEHAM', 'NLRTM']);
    for (const host of [HZTX, undefined]) {
      const list = await visit(t.app, host, ENDPOINTS.publicSchedules);
      expect(list.json().Data.Tables.map((x: { Id: number }) => x.Id)).not.toContain(tableId);
      expect((await visit(t.app, host, `${ENDPOINTS.publicSchedules}?Id=${tableId}`)).statusCode).toBe(404);
    }
    // the main site still shows the platform's own public table
    expect((await visit(t.app, undefined, ENDPOINTS.publicSchedules)).json().Data.Tables.length).toBeGreaterThan(0);
    expect(titles(await call('GET', ENDPOINTS.sailingList, tokens.hztx))).not.toContain(title);
    expect((await call('GET', `${ENDPOINTS.sailingGet}?Id=${tableId}`, tokens.hztx)).statusCode).toBe(404);
  });

  it('refuses a company’s own table for customers or chosen companies (400 on Audience), and an unknown company (404), writing nothing', async () => {
    const before = await count();
    const wide = await call('POST', ENDPOINTS.sailingSave, tokens.desk, tableBody({ CompanyId: shcd, Audience: 'ALL_CUSTOMERS' }));
    expect(wide.statusCode).toBe(400);
    expect(wide.json().Code).toBe('INVALID');
    expect(wide.json().Errors.map((e: { Path: string }) => e.Path)).toContain('/Audience');
    const widened = await call('POST', ENDPOINTS.sailingSave, tokens.desk, tableBody({ Id: tableId, Version: 99, Audience: 'PUBLIC', CompanyId: shcd }));
    expect(widened.json().Code).toBe('STALE');
    const nobody = await call('POST', ENDPOINTS.sailingSave, tokens.desk, tableBody({ CompanyId: 999999, Audience: 'PUBLIC' }));
    expect(nobody.statusCode).toBe(404);
    expect(await count()).toBe(before);
  });

  it('lets no one but platform staff act for another company: 天祥’s people get 404 on its list, 403 on a save', async () => {
    const before = await count();
    expect((await call('GET', `${ENDPOINTS.sailingList}?CompanyId=${shcd}`, tokens.hztxAdmin)).statusCode).toBe(404);
    expect((await call('GET', `${ENDPOINTS.sailingList}?CompanyId=${shcd}`, tokens.hztx)).statusCode).toBe(404);
    const save = await call('POST', ENDPOINTS.sailingSave, tokens.hztxAdmin, tableBody({ CompanyId: shcd, Audience: 'PUBLIC' }));
    expect(save.statusCode).toBe(403);
    expect(await count()).toBe(before);
  });
});
