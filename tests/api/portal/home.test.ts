import { beforeAll, describe, expect, it } from 'vitest';
import { homeService } from '../../../server/modules/portal/homeService';
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

type Block = { Kind: string; Content: Record<string, unknown>; News: unknown[]; Products: { Name: string }[] };
const home = async (host?: string, o: { key?: string; preview?: string } = {}) => {
  const r = await visit(t.app, host, `${P.publicHome}${o.preview ? `?Preview=${encodeURIComponent(o.preview)}` : ''}`, { key: o.key });
  return { status: r.statusCode, blocks: (r.json().Data?.Blocks ?? []) as Block[], headers: r.headers };
};
const kinds = (b: Block[]) => b.map((x) => x.Kind);
const draft = async () => (await call('GET', `${P.portalHomeGet}?CompanyId=${hztx}`, admin)).json().Data;
const save = (body: object, who = admin) => call('POST', P.portalHomeSave, who, { CompanyId: hztx, ...body });
const rows = async () => JSON.stringify(await t.db.query(`select company_id, ord, kind, hidden, content from portal_home_blocks order by company_id, ord`));

describe('home blocks (§14 portal_home_blocks, §15.2 Home)', () => {
  it('shows the seeded, published blocks of each site, each kind’s data resolved, and the main site the platform’s', async () => {
    const h = await home(HZTX);
    expect(h.status).toBe(200);
    expect(kinds(h.blocks)).toEqual(['TRACK_BOX', 'RATE_BOX', 'PRODUCTS', 'NEWS']);
    expect(h.blocks[2]!.Products.map((p) => p.Name)).toEqual(['纺织品出口', 'Sea freight to Europe', '验货与仓储']);
    expect(h.blocks[3]!.News.length).toBeGreaterThan(0);
    expect(kinds((await home(SHYD)).blocks)).toContain('SCHEDULES');
    const main = await home(undefined);
    expect(kinds(main.blocks)).toEqual(expect.arrayContaining(['RATE_BOX', 'SCHEDULES', 'TRACK_BOX', 'SERVICES', 'NEWS']));
  });

  it('answers another site’s portal key with 404, and a main host given a company site’s key too', async () => {
    expect((await home(HZTX, { key: shydKey })).status).toBe(404);
    expect((await home(undefined, { key: shydKey })).status).toBe(404);
    expect((await visit(t.app, HZTX, P.publicWidget, { key: shydKey })).statusCode).toBe(404);
    expect((await visit(t.app, 'nosuch.localhost', P.publicSchedules)).statusCode).toBe(404);
  });

  it('keeps an edit a draft until Publish; Preview shows it; Roll back returns the earlier blocks', async () => {
    const before = await draft();
    const blocks = [
      { Kind: 'NEWS', Hidden: false, Content: { Title: '动态', Count: 2 } },
      { Kind: 'RICH_TEXT', Hidden: false, Content: { Title: '简介', Html: '<p>你好</p><script>alert(1)</script>' } },
      { Kind: 'BANNER', Hidden: true, Content: { Title: '隐藏的横幅', Subtitle: '', ImageMediaId: null, ButtonText: '', ButtonPath: '' } },
    ];
    const saved = await save({ Version: before.Version, Blocks: blocks });
    expect(saved.statusCode).toBe(200);
    expect(saved.json().Data.Blocks[1].Content.Html).toBe('<p>你好</p>');
    expect(kinds((await home(HZTX)).blocks)).toEqual(['TRACK_BOX', 'RATE_BOX', 'PRODUCTS', 'NEWS']);
    const token = (await call('POST', P.portalSitePreviewToken, admin, { CompanyId: hztx })).json().Data.Token;
    const preview = await home(HZTX, { preview: token });
    expect(kinds(preview.blocks)).toEqual(['NEWS', 'RICH_TEXT']);
    expect(preview.headers['x-robots-tag']).toContain('noindex');
    const published = (await call('POST', P.portalSitePublish, admin, { CompanyId: hztx })).json().Data.Version;
    const after = await home(HZTX);
    expect(kinds(after.blocks)).toEqual(['NEWS', 'RICH_TEXT']);
    expect(after.blocks[0]!.News.length).toBeLessThanOrEqual(2);
    expect((await call('POST', P.portalSiteRollback, admin, { CompanyId: hztx, Version: published - 1 })).statusCode).toBe(200);
    expect(kinds((await home(HZTX)).blocks)).toEqual(['TRACK_BOX', 'RATE_BOX', 'PRODUCTS', 'NEWS']);
  });

  it('refuses a stale list, a block of the wrong shape, another site’s image, another company’s site — in words, changing nothing', async () => {
    const d = await draft();
    const was = await rows();
    const stale = await save({ Version: d.Version - 1, Blocks: [] });
    expect(stale.statusCode).toBe(400);
    expect(stale.json().Code).toBe('STALE');
    const bad = await save({
      Version: d.Version,
      Blocks: [{ Kind: 'BANNER', Hidden: false, Content: { Title: '', Subtitle: '', ImageMediaId: null, ButtonText: '', ButtonPath: '' } }],
    });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().Code).toBe('BLOCK_CONTENT');
    expect(bad.json().Message).toContain('横幅');
    const [media] = await t.db.query<{ id: string }>(`select id::text from portal_media where company_id <> $1 limit 1`, [hztx]);
    const foreign = await save({
      Version: d.Version,
      Blocks: [{ Kind: 'BANNER', Hidden: false, Content: { Title: 'x', Subtitle: '', ImageMediaId: Number(media!.id), ButtonText: '', ButtonPath: '' } }],
    });
    expect(foreign.json().Code).toBe('MEDIA_NOT_FOUND');
    const shyd = await companyId(t.db, 'PRV-SHYD');
    // a customer's staff reach no configuration page (403); a company's own staff naming another company's site: 404
    expect((await call('POST', P.portalHomeSave, customerAdmin, { CompanyId: shyd, Version: 0, Blocks: [] })).statusCode).toBe(403);
    const actor = { id: '1', name: 'x', companyId: String(hztx), companyKind: 'customer' as const, isAdmin: true, status: 'active' as const };
    const other = await homeService(t.db).save(actor, { CompanyId: shyd, Version: 0, Blocks: [] });
    expect(other.ok ? 200 : other.status).toBe(404);
    expect(await rows()).toBe(was);
  });
});

describe('the floating window (§14 portal_widgets)', () => {
  it('is published with the site: a draft change shows only after Publish', async () => {
    const shown = (await visit(t.app, HZTX, P.publicWidget)).json().Data;
    expect(shown.Enabled).toBe(true);
    expect(shown.Items.map((i: { Kind: string }) => i.Kind)).toContain('MESSAGE_FORM');
    const w = (await call('GET', `${P.portalWidgetGet}?CompanyId=${hztx}`, admin)).json().Data;
    const body = {
      CompanyId: hztx,
      Version: w.Version,
      Enabled: true,
      Position: 'LEFT',
      Pages: 'PATHS',
      Paths: ['/customer/contact'],
      Items: [{ Kind: 'QQ', Label: 'QQ', Value: '10001', ImageMediaId: null }],
    };
    expect((await call('POST', P.portalWidgetSave, admin, body)).statusCode).toBe(200);
    expect((await visit(t.app, HZTX, P.publicWidget)).json().Data.Position).toBe('RIGHT');
    await call('POST', P.portalSitePublish, admin, { CompanyId: hztx });
    const now = (await visit(t.app, HZTX, P.publicWidget)).json().Data;
    expect(now).toMatchObject({ Position: 'LEFT', Pages: 'PATHS', Paths: ['/customer/contact'] });
    const again = await call('POST', P.portalWidgetSave, admin, body);
    expect(again.json().Code).toBe('STALE');
  });

  it('refuses chosen pages without a path and an item without its number', async () => {
    const w = (await call('GET', `${P.portalWidgetGet}?CompanyId=${hztx}`, admin)).json().Data;
    const base = { CompanyId: hztx, Version: w.Version, Enabled: true, Position: 'RIGHT', Pages: 'ALL', Paths: [], Items: [] };
    expect((await call('POST', P.portalWidgetSave, admin, { ...base, Pages: 'PATHS' })).json().Code).toBe('PATHS_REQUIRED');
    const noNumber = await call('POST', P.portalWidgetSave, admin, { ...base, Items: [{ Kind: 'PHONE', Label: '', Value: ' ', ImageMediaId: null }] });
    expect(noNumber.json().Code).toBe('ITEM_INCOMPLETE');
    expect(noNumber.json().Message).toContain('第 1 项');
  });
});
