import { describe, expect, it } from 'vitest';
import { ENDPOINTS } from '../../../src/contract/endpoints';
import { withTestApp } from '../support/build';

const t = withTestApp({ modules: ['portal'] });

/** Every public page shows how to reach the site's operator (issue 32): from its company record, to anyone. */
describe('the site contact (WxAppWebsite/Contact)', () => {
  const contact = async (query = '') => {
    const res = await t.app.inject({ method: 'GET', url: `${ENDPOINTS.siteContact}${query}` });
    expect(res.statusCode).toBe(200);
    return res.json().Data as { CompanyName: string; Phone: string; Email: string; Address: string };
  };

  it("gives a visitor of the main site the platform's phone, e-mail and address from its company record", async () => {
    const [platform] = await t.db.query<{ name_zh: string; contact_phone: string; email: string; address: string }>(
      `select name_zh, contact_phone, email, address from companies where kind = 'platform'`,
    );
    expect(platform!.contact_phone).not.toBe('');
    expect(await contact()).toEqual({
      CompanyName: platform!.name_zh,
      CompanyNameEn: expect.any(String),
      Phone: platform!.contact_phone,
      Email: platform!.email,
      Address: platform!.address,
    });
    // a changed record shows at once: nothing is written into the page
    await t.db.query(`update companies set contact_phone = '021-0000 1111' where kind = 'platform'`);
    expect((await contact()).Phone).toBe('021-0000 1111');
    // a host no company's site uses is the platform's too
    expect((await contact('?DomainName=nobody.example')).Phone).toBe('021-0000 1111');
  });

  it("gives a company's own site that company's details", async () => {
    const [hztx] = await t.db.query<{ contact_phone: string }>(`select contact_phone from companies where site_domain = 'hztx.localhost'`);
    expect((await contact('?DomainName=HZTX.localhost')).Phone).toBe(hztx!.contact_phone);
  });

  it('refuses a malformed host name with 400, changing nothing', async () => {
    const res = await t.app.inject({ method: 'GET', url: `${ENDPOINTS.siteContact}?DomainName=${encodeURIComponent('a b')}` });
    expect(res.statusCode).toBe(400);
  });
});
