import { describe, expect, it } from 'vitest';
import { edmApp } from './support';

/**
 * EDM templates through the API (commercial.md §8.1, issue 50): create, edit at its version (an old
 * version STALE), duplicate, a rich-text block's script removed on save, the preview through the
 * sends' own renderer at the contact's level (never cost), a campaign made from one owning its copy,
 * delete refused while a scheduled campaign uses it, and another company's template 404.
 */
const { get, post, q, contact, E } = edmApp();

const BLOCKS = [
  { Kind: 'TEXT', Html: '<p>本周<strong>欧线</strong>特价<script>alert(1)</script><img src=x onerror="alert(2)"></p>' },
  { Kind: 'RATES' },
  { Kind: 'SALES_CARD' },
  { Kind: 'UNSUBSCRIBE' },
];
const RATES = { Lanes: [{ PolCode: 'cnsha', PodCode: 'nlrtm' }], RateNos: [], ContainerClass: '40HQ' };
let n = 0;

async function template(over: Record<string, unknown> = {}) {
  const r = await post(E.edmTemplateSave, { Name: `模板 ${++n}`, Subject: '【广告】本周欧线运价', Language: 'zh', Blocks: BLOCKS, Rates: RATES, ...over });
  expect(r.statusCode, r.body).toBe(200);
  return r.json().Data as { Id: number; Version: number };
}

describe('templates', () => {
  it('has a demo template on a fresh demo: both languages in its text block, a rate block, previewed with prices', async () => {
    const list = (await get(E.edmTemplateList)).json().Data as { Id: number; Name: string }[];
    const demo = list.find((t) => t.Name === '欧线周报 · Europe weekly');
    expect(demo).toBeDefined();
    const got = (await get(`${E.edmTemplateGet}?Id=${demo!.Id}`)).json().Data;
    expect(got.Blocks.map((b: { Kind: string }) => b.Kind)).toEqual(['TEXT', 'RATES', 'UNSUBSCRIBE']);
    expect(got.Blocks[0].Html).toContain('尊敬的客户');
    expect(got.Blocks[0].Html).toContain('Dear customer');
    expect(got.Rates.Lanes).toEqual([
      { PolCode: 'CNSHA', PodCode: 'NLRTM' },
      { PolCode: 'CNSHA', PodCode: 'DEHAM' },
    ]);
    const shown = await post(E.edmTemplatePreview, { Id: demo!.Id, ContactId: await contact(`tpl-demo-${++n}@prospect.example.com`) });
    expect(shown.statusCode, shown.body).toBe(200);
    const p = shown.json().Data;
    expect(p.Prices.length).toBeGreaterThan(0);
    expect(p.Html).toContain(p.Prices[0].Sell);
    // a customer company's person has no template page
    expect((await get(E.edmTemplateList, 'customer')).statusCode).toBe(403);
  });

  it('creates, lists, edits at its version (an old one STALE), duplicates; the script is gone', async () => {
    const { Id, Version } = await template();
    const got = (await get(`${E.edmTemplateGet}?Id=${Id}`)).json().Data;
    expect(got).toMatchObject({ Id, Version, BareSubject: '本周欧线运价', Subject: '【广告】本周欧线运价', Language: 'zh', InUse: 0 });
    expect(got.Rates.Lanes).toEqual([{ PolCode: 'CNSHA', PodCode: 'NLRTM' }]);
    const html = got.Blocks[0].Html as string;
    expect(html).toContain('<strong>欧线</strong>');
    expect(html).not.toMatch(/script|alert|onerror/);
    const [row] = await q<{ blocks: string }>(`select blocks::text from edm_templates where id = $1`, [Id]);
    expect(row!.blocks).not.toMatch(/script|onerror/);

    const list = (await get(E.edmTemplateList)).json().Data as { Id: number }[];
    expect(list.map((t) => t.Id)).toContain(Id);

    const edited = await post(E.edmTemplateSave, { Id, Version, Name: '欧线模板', Subject: 'Weekly Europe', Language: 'en', Blocks: BLOCKS, Rates: RATES });
    expect(edited.statusCode, edited.body).toBe(200);
    expect(edited.json().Data.Version).toBe(Version + 1);
    const stale = await post(E.edmTemplateSave, { Id, Version, Name: '别人的修改', Subject: 'x', Language: 'zh', Blocks: BLOCKS, Rates: RATES });
    expect(stale.statusCode).toBe(400);
    expect(stale.json()).toMatchObject({ Code: 'STALE' });
    const [kept] = await q<{ name: string; language: string }>(`select name, language from edm_templates where id = $1`, [Id]);
    expect(kept).toEqual({ name: '欧线模板', language: 'en' });

    const noUnsub = await post(E.edmTemplateSave, { Name: 'x', Subject: 'x', Language: 'zh', Blocks: [{ Kind: 'RATES' }], Rates: RATES });
    expect(noUnsub.statusCode).toBe(400);
    expect(noUnsub.json()).toMatchObject({ Code: 'NO_UNSUBSCRIBE' });

    const dup = await post(E.edmTemplateDuplicate, { Id });
    expect(dup.statusCode, dup.body).toBe(200);
    const copy = (await get(`${E.edmTemplateGet}?Id=${dup.json().Data.Id}`)).json().Data;
    expect(copy.Id).not.toBe(Id);
    expect(copy).toMatchObject({ Name: '欧线模板 (副本 copy)', BareSubject: 'Weekly Europe', Language: 'en', Blocks: got.Blocks });
  });

  it('previews through the sends’ renderer at the contact’s own price, never cost', async () => {
    const { Id } = await template();
    const vip = await contact(`tpl-vip-${n}@hztx.example.com`, { linkedCode: 'CUS-HZTX' });
    const prospect = await contact(`tpl-buyer-${n}@prospect.example.com`);
    const a = await post(E.edmTemplatePreview, { Id, ContactId: vip });
    const b = await post(E.edmTemplatePreview, { Id, ContactId: prospect });
    expect(a.statusCode, a.body).toBe(200);
    const pa = a.json().Data;
    const pb = b.json().Data;
    expect(pa.Subject).toBe('【广告】本周欧线运价');
    expect(pa.Prices.length).toBeGreaterThan(0);
    expect(pa.Html).toContain(pa.Prices[0].Sell);
    expect(pa.Html).toContain('<strong>欧线</strong>');
    expect(pa.Html).not.toMatch(/<script|onerror/);
    expect(pa.LevelName).not.toBe(pb.LevelName);
    expect(pa.Prices[0].Sell).not.toBe(pb.Prices[0].Sell);
    for (const p of [pa, pb]) {
      expect(JSON.stringify(p.Prices)).not.toMatch(/Cost|Margin|Floor|Trace/);
      expect(`${p.Html}${p.Text}`).not.toMatch(/成本|毛利|Cost|Margin|\b1850(\.00)?\b/);
    }
    expect((await post(E.edmTemplatePreview, { Id: Id + 100000, ContactId: vip })).statusCode).toBe(404);
  });

  it('makes a campaign that owns its copy; delete is refused while a scheduled one uses it, allowed after', async () => {
    const { Id } = await template();
    const made = await post(E.edmTemplateNewCampaign, { Id, Name: '来自模板的活动' });
    expect(made.statusCode, made.body).toBe(200);
    const cid = made.json().Data.Id as number;
    const c = (await get(`${E.edmCampaignGet}?Id=${cid}`)).json().Data;
    expect(c).toMatchObject({ Name: '来自模板的活动', BareSubject: '本周欧线运价', Status: 'DRAFT' });
    expect(c.Blocks.map((b: { Kind: string }) => b.Kind)).toEqual(['TEXT', 'RATES', 'SALES_CARD', 'UNSUBSCRIBE']);
    expect(c.Rates.Lanes).toEqual([{ PolCode: 'CNSHA', PodCode: 'NLRTM' }]);

    await q(`update edm_campaigns set status = 'SCHEDULED' where id = $1`, [cid]);
    const refused = await post(E.edmTemplateDelete, { Id });
    expect(refused.statusCode).toBe(400);
    expect(refused.json()).toMatchObject({ Code: 'TEMPLATE_IN_USE' });
    expect((await get(`${E.edmTemplateGet}?Id=${Id}`)).statusCode).toBe(200);

    await q(`update edm_campaigns set status = 'CANCELLED' where id = $1`, [cid]);
    const gone = await post(E.edmTemplateDelete, { Id });
    expect(gone.statusCode, gone.body).toBe(200);
    expect((await get(`${E.edmTemplateGet}?Id=${Id}`)).statusCode).toBe(404);
    // the campaign keeps its own copy
    const after = (await get(`${E.edmCampaignGet}?Id=${cid}`)).json().Data;
    expect(after.Blocks).toEqual(c.Blocks);
  });

  it('answers 404 for another company’s template and changes nothing', async () => {
    const [other] = await q<{ id: string }>(`select id::text from company_directory where code = 'CUS-HZTX'`);
    const [t] = await q<{ id: string }>(
      `insert into edm_templates (owner_company_id, name, html, subject, blocks) values ($1, '别家模板', '', '别家', '[{"Kind":"UNSUBSCRIBE"}]') returning id::text`,
      [other!.id],
    );
    const id = Number(t!.id);
    expect((await get(`${E.edmTemplateGet}?Id=${id}`)).statusCode).toBe(404);
    expect((await post(E.edmTemplatePreview, { Id: id, ContactId: 1 })).statusCode).toBe(404);
    expect((await post(E.edmTemplateDuplicate, { Id: id })).statusCode).toBe(404);
    expect((await post(E.edmTemplateNewCampaign, { Id: id, Name: 'x' })).statusCode).toBe(404);
    expect((await post(E.edmTemplateDelete, { Id: id })).statusCode).toBe(404);
    const edit = await post(E.edmTemplateSave, { Id: id, Version: 1, Name: 'x', Subject: 'x', Language: 'zh', Blocks: BLOCKS, Rates: RATES });
    expect(edit.statusCode).toBe(404);
    const [still] = await q<{ name: string; version: number }>(`select name, version from edm_templates where id = $1`, [id]);
    expect(still).toEqual({ name: '别家模板', version: 1 });
    expect(((await get(E.edmTemplateList)).json().Data as { Id: number }[]).map((x) => x.Id)).not.toContain(id);
  });
});
