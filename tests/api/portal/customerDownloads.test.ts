import { beforeAll, describe, expect, it } from 'vitest';
import { withTestApp } from '../support/build';
import { caller } from '../support/calls';
import { P, SHYD, visit } from './support';

/**
 * Customers-only files (§14, Audience CUSTOMERS): given to an employee signed in of a customer company
 * (or of the site's own company); never to a visitor, nor to another kind of company's employee: 404.
 */
const t = withTestApp({ modules: ['portal'] });
const { asUser } = caller(t);
const tokens: Record<string, string> = {};
let onlyId = 0;
let onlyTitle = '';
beforeAll(async () => {
  for (const who of ['customer@demo.test', 'admin@demo.test', 'provider@demo.test']) tokens[who] = await asUser(who);
  const [row] = await t.db.query<{ id: string; title: string }>(
    `select d.id::text, d.title from portal_downloads d join companies c on c.id = d.company_id where c.code = 'PRV-SHYD' and d.audience = 'CUSTOMERS' order by d.id limit 1`,
  );
  onlyId = Number(row!.id);
  onlyTitle = row!.title;
});

const as = (token: string | undefined, url: string) =>
  t.app.inject({ method: 'GET', url, headers: { host: `${SHYD}:8080`, ...(token ? { authorization: `Bearer ${token}` } : {}) } });
const listed = async (token?: string) => ((await as(token, P.publicDownloads)).json().Data.Items as { Title: string; Audience: string }[]).map((i) => i.Title);

describe('customers-only downloads', () => {
  it('are listed and served to a customer company’s employee signed in, marked CUSTOMERS', async () => {
    const res = await as(tokens['customer@demo.test'], P.publicDownloads);
    const mine = res.json().Data.Items.find((i: { Id: number }) => i.Id === onlyId);
    expect(mine).toMatchObject({ Title: onlyTitle, Audience: 'CUSTOMERS' });
    const file = await as(tokens['customer@demo.test'], `${P.publicDownloadFile}?Id=${onlyId}`);
    expect(file.statusCode).toBe(200);
    expect(file.headers['content-disposition']).toContain('attachment');
  });

  it('are neither listed nor served to a visitor (404), before or after a customer read the list', async () => {
    await listed(tokens['customer@demo.test']);
    expect(await listed()).not.toContain(onlyTitle);
    expect((await visit(t.app, SHYD, `${P.publicDownloadFile}?Id=${onlyId}`)).statusCode).toBe(404);
    // a dead token is a visitor, never a refusal of the public list
    expect(await listed('not-a-token')).not.toContain(onlyTitle);
    expect((await as('not-a-token', `${P.publicDownloadFile}?Id=${onlyId}`)).statusCode).toBe(404);
  });

  it('are not given to the platform’s staff of another company (not a customer)', async () => {
    expect(await listed(tokens['admin@demo.test'])).not.toContain(onlyTitle);
    expect((await as(tokens['admin@demo.test'], `${P.publicDownloadFile}?Id=${onlyId}`)).statusCode).toBe(404);
  });

  it('are given to the site’s own staff; another site’s customers-only file is 404 on this host', async () => {
    // provider@demo.test works for 上海远达 (PRV-SHYD), whose site this is (server/modules/auth/demoAccounts.ts)
    expect(await listed(tokens['provider@demo.test'])).toContain(onlyTitle);
    const [other] = await t.db.query<{ id: string }>(
      `select d.id::text from portal_downloads d join companies c on c.id = d.company_id where c.code = 'CUS-HZTX' and d.audience = 'CUSTOMERS' limit 1`,
    );
    expect((await as(tokens['customer@demo.test'], `${P.publicDownloadFile}?Id=${other!.id}`)).statusCode).toBe(404);
  });
});
