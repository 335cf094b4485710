import { describe, expect, it } from 'vitest';
import { withTestApp } from '../support/build';

const t = withTestApp({ modules: ['portal'] });

describe('ShowPointTo: the company behind a site', () => {
  it('resolves a company site by its domain, case-insensitively', async () => {
    const res = await t.app.inject('/api/WxAppWebsite/ShowPointTo?DomainName=HZTX.localhost');
    expect(res.statusCode).toBe(200);
    expect(res.json().Data).toMatchObject({ CompanyName: '杭州天祥进出口有限公司', Logo: null });
  });

  it('answers 404 for an unknown domain and 400 for a malformed one', async () => {
    expect((await t.app.inject('/api/WxAppWebsite/ShowPointTo?DomainName=nobody.example')).statusCode).toBe(404);
    const bad = await t.app.inject('/api/WxAppWebsite/ShowPointTo?DomainName=<script>');
    expect(bad.statusCode).toBe(400);
    expect(bad.json().Message).toMatch(/^填写有误：域名/);
    expect((await t.app.inject('/api/WxAppWebsite/ShowPointTo')).statusCode).toBe(400);
  });
});
