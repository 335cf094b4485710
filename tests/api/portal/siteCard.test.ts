import { beforeAll, describe, expect, it } from 'vitest';
import { withTestApp } from '../support/build';
import { caller } from '../support/calls';
import { HZTX, P, SHYD, visit } from './support';

/** The contact page's card overlay (§15.2): only a card of an employee of the host's site's company. */
const t = withTestApp({ modules: ['portal', 'userCard'] });
const { call, asUser } = caller(t);
let token = '';
beforeAll(async () => {
  // customer@demo.test works for 杭州天祥 (CUS-HZTX) and has a seeded card (server/modules/userCard/seed.ts)
  const shared = await call('POST', P.userCardShare, await asUser('customer@demo.test'), {});
  expect(shared.statusCode, shared.body).toBe(200);
  token = new URL(shared.json().Data.Url, 'http://x').searchParams.get('c')!;
});

const onSite = async (host: string, c: string) => {
  const res = await visit(t.app, host, `${P.publicSiteCard}?c=${encodeURIComponent(c)}`);
  expect(res.statusCode, res.body).toBe(200);
  expect(res.headers['x-robots-tag']).toContain('noindex');
  return res.json().Data.OnSite as boolean;
};

describe('the business card over the contact page', () => {
  it('is shown on the site of the card owner’s company only', async () => {
    expect(await onSite(HZTX, token)).toBe(true);
    expect(await onSite(SHYD, token)).toBe(false);
    expect(await onSite('localhost', token)).toBe(false);
  });

  it('is not shown for a wrong or rotated link, nor for a disabled owner', async () => {
    expect(await onSite(HZTX, 'x'.repeat(43))).toBe(false);
    expect(await onSite(HZTX, 'not a token')).toBe(false);
    await t.db.query(
      `update employees set status = 'disabled' where id = (select employee_id from user_cards where crd_token_hash = encode(sha256(convert_to($1, 'UTF8')), 'hex'))`,
      [token],
    );
    expect(await onSite(HZTX, token)).toBe(false);
  });

  it('answers 404 on a host no site has', async () => {
    expect((await visit(t.app, 'nobody.example.com', `${P.publicSiteCard}?c=${token}`)).statusCode).toBe(404);
  });
});
