import { beforeAll, describe, expect, it } from 'vitest';
import { withTestApp } from '../support/build';
import { caller } from '../support/calls';
import { companyId, HZTX, P, portalKeyOf, SHYD, visit } from './support';

const t = withTestApp({ modules: ['portal'] });
const { call, asUser } = caller(t);
let admin = '';
let customerAdmin = '';
let hztx = 0;
let shydKey = '';
beforeAll(async () => {
  admin = await asUser('admin@demo.test');
  customerAdmin = await asUser('customer.admin@demo.test');
  hztx = await companyId(t.db, 'CUS-HZTX');
  shydKey = await portalKeyOf(t.db, 'PRV-SHYD');
});

const card = (o: object = {}) => ({
  CompanyId: hztx,
  Version: 0,
  Name: '冷链运输',
  Icon: 'snowflake',
  Summary: '全程温控',
  Body: '<p>冷藏箱</p><script>alert(1)</script>',
  ServicePath: '',
  Order: 5,
  Enabled: true,
  ...o,
});
const names = async (host = HZTX) => ((await visit(t.app, host, P.publicProducts)).json().Data.Items as { Name: string }[]).map((i) => i.Name);
const count = async () => JSON.stringify((await t.db.query(`select count(*) n, coalesce(sum(version), 0) v from portal_products`))[0]);

describe('products and services (§14 portal_products, §15.2 Products)', () => {
  it('shows the enabled cards of the host’s site in their order, never a disabled one nor another site’s', async () => {
    const seeded = await names();
    expect(seeded).toEqual(['纺织品出口', 'Sea freight to Europe', '验货与仓储']);
    expect(await names(SHYD)).toContain('海运整箱');
    expect(await names(SHYD)).not.toContain('纺织品出口');
    const saved = (await call('POST', P.portalProductSave, admin, card())).json().Data;
    expect(saved.Body).not.toContain('<script');
    expect((await names())[0]).toBe('冷链运输');
    const off = await call('POST', P.portalProductSave, admin, card({ Id: saved.Id, Version: saved.Version, Enabled: false }));
    expect(off.json().Data).toMatchObject({ Enabled: false, Version: 2 });
    expect(await names()).not.toContain('冷链运输');
    expect((await call('POST', P.portalProductDelete, admin, { Id: saved.Id })).statusCode).toBe(200);
    expect((await call('GET', `${P.portalProductList}?CompanyId=${hztx}`, admin)).json().Data.Items.map((i: { Id: number }) => i.Id)).not.toContain(saved.Id);
  });

  it('refuses bad input (400) changing nothing; a stale version is 400 STALE', async () => {
    const before = await count();
    for (const o of [{ Name: '' }, { Icon: 'Bad Icon' }, { ServicePath: 'https://evil.example' }, { Order: -1 }]) {
      expect((await call('POST', P.portalProductSave, admin, card(o))).statusCode).toBe(400);
    }
    const blank = await call('POST', P.portalProductSave, admin, card({ Name: '   ' }));
    expect([blank.statusCode, blank.json().Code]).toEqual([400, 'NAME_REQUIRED']);
    expect(await count()).toBe(before);
    const saved = (await call('POST', P.portalProductSave, admin, card({ Name: '版本测试' }))).json().Data;
    const stale = await call('POST', P.portalProductSave, admin, card({ Id: saved.Id, Version: saved.Version + 5 }));
    expect([stale.statusCode, stale.json().Code]).toEqual([400, 'STALE']);
  });

  it('403 without the menu; another site’s portal key is 404', async () => {
    expect((await call('GET', P.portalProductList, customerAdmin)).statusCode).toBe(403);
    expect((await call('POST', P.portalProductSave, customerAdmin, card())).statusCode).toBe(403);
    const other = await visit(t.app, HZTX, P.publicProducts, { key: shydKey });
    expect([other.statusCode, other.json().Code]).toEqual([404, 'OTHER_SITE']);
  });
});
