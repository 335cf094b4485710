import { beforeAll, describe, expect, it } from 'vitest';
import { withTestApp } from '../support/build';
import { caller } from '../support/calls';
import { companyId, HZTX, P, portalCounts, visit } from './support';

const t = withTestApp({ modules: ['portal'] });
const { call, asUser } = caller(t);
let admin = '';
let hztx = 0;
beforeAll(async () => {
  admin = await asUser('admin@demo.test');
  hztx = await companyId(t.db, 'CUS-HZTX');
});

const XSS = `<p>好<strong>消息</strong></p><script>alert(1)</script><img src="x" onerror="alert(2)"><img src="https://evil.example/a.png"><a href="javascript:alert(3)">点</a><iframe src="//evil"></iframe><p style="color:red" onclick="alert(4)">x</p>`;
const days = (n: number) => new Date(Date.now() + n * 86_400_000).toISOString();
const item = (o: object = {}) => ({
  CompanyId: hztx,
  Type: 'NEWS',
  Title: '测试新闻',
  Category: '公司新闻',
  CoverMediaId: null,
  Summary: '摘要',
  Body: '<p>正文</p>',
  Slug: null,
  PublishAt: days(-1),
  ShowUntil: null,
  Pinned: false,
  Version: 0,
  ...o,
});
const publicTitles = async () => ((await visit(t.app, HZTX, `${P.publicNews}?PageSize=50`)).json().Data.Items as { Title: string }[]).map((i) => i.Title);

describe('news and announcements (§14.2, §15.2)', () => {
  it('removes script, handlers, foreign images, javascript: links and iframes from a body on save', async () => {
    const res = await call('POST', P.portalContentSave, admin, item({ Title: '清洗测试', Body: XSS }));
    expect(res.statusCode, res.body).toBe(200);
    const body = res.json().Data.Body as string;
    expect(body).toContain('<strong>消息</strong>');
    for (const bad of ['<script', 'onerror', 'onclick', 'javascript:', '<iframe', 'evil.example', 'style=']) expect(body, bad).not.toContain(bad);
  });

  it('removes the same from the enterprise introduction on save', async () => {
    const e = (await call('GET', `${P.portalEnterpriseGet}?CompanyId=${hztx}`, admin)).json().Data;
    const { CompanyId: _, LogoUrl: __, ...fields } = e;
    const res = await call('POST', P.portalEnterpriseSave, admin, { ...fields, CompanyId: hztx, Intro: XSS });
    expect(res.statusCode, res.body).toBe(200);
    for (const bad of ['<script', 'onerror', 'javascript:', '<iframe']) expect(res.json().Data.Intro).not.toContain(bad);
  });

  it('never shows a draft, a future or an unpublished item; shows a published one until unpublished', async () => {
    const seeded = await publicTitles();
    expect(seeded).toContain('天祥客户门户正式上线');
    expect(seeded).not.toContain('新航线：杭州—汉堡直达（预告）'); // published, but 20 days ahead
    expect(seeded).not.toContain('旧版运价表（已下线）'); // unpublished
    const draft = (await call('POST', P.portalContentSave, admin, item({ Title: '草稿新闻' }))).json().Data;
    const future = (await call('POST', P.portalContentSave, admin, item({ Title: '未来新闻', PublishAt: days(3) }))).json().Data;
    await call('POST', P.portalContentPublish, admin, { Id: future.Id });
    expect(await publicTitles()).not.toContain('草稿新闻');
    expect(await publicTitles()).not.toContain('未来新闻');
    expect((await visit(t.app, HZTX, `${P.publicNewsDetail}?Id=${draft.Id}`)).statusCode).toBe(404);
    expect((await visit(t.app, HZTX, `${P.publicNewsDetail}?Id=${future.Id}`)).statusCode).toBe(404);

    const pub = await call('POST', P.portalContentPublish, admin, { Id: draft.Id });
    expect(pub.json().Data).toMatchObject({ Status: 'PUBLISHED', Live: true, Changed: false });
    expect(await publicTitles()).toContain('草稿新闻');
    // an edit of a published item is a draft until published again
    const edited = await call('POST', P.portalContentSave, admin, item({ Id: draft.Id, Title: '改过的标题', Version: pub.json().Data.Version }));
    expect(edited.json().Data.Changed).toBe(true);
    expect(await publicTitles()).toContain('草稿新闻');
    expect((await visit(t.app, HZTX, `${P.publicNewsDetail}?Id=${draft.Id}`)).json().Data.Title).toBe('草稿新闻');

    const off = await call('POST', P.portalContentUnpublish, admin, { Id: draft.Id });
    expect(off.json().Data.Status).toBe('UNPUBLISHED');
    expect(await publicTitles()).not.toContain('草稿新闻');
    expect((await visit(t.app, HZTX, `${P.publicNewsDetail}?Id=${draft.Id}`)).statusCode).toBe(404);
  });

  it('lists with search and status; pins first', async () => {
    const pinned = (await call('POST', P.portalContentSave, admin, item({ Title: '置顶通知', Pinned: true }))).json().Data;
    await call('POST', P.portalContentPublish, admin, { Id: pinned.Id });
    expect((await publicTitles())[0]).toBe('置顶通知');
    const found = (await call('GET', `${P.portalContentList}?CompanyId=${hztx}&Type=NEWS&Search=${encodeURIComponent('置顶')}`, admin)).json().Data;
    expect(found.Items.map((i: { Title: string }) => i.Title)).toEqual(['置顶通知']);
    const unpub = (await call('GET', `${P.portalContentList}?CompanyId=${hztx}&Type=NEWS&Status=UNPUBLISHED`, admin)).json().Data;
    expect(unpub.Items.map((i: { Title: string }) => i.Title)).toContain('旧版运价表（已下线）');
  });

  it('refuses bad input with 400 in words, changing nothing', async () => {
    const before = await portalCounts(t.db);
    const bad: [object, string | undefined][] = [
      [item({ Title: '   ' }), 'TITLE_EMPTY'],
      [item({ Slug: 'Not A Slug' }), undefined],
      [item({ PublishAt: 'tomorrow' }), undefined],
      [item({ ShowUntil: days(-5) }), 'SHOW_UNTIL'],
      [item({ CoverMediaId: 999999 }), 'NO_MEDIA'],
      [item({ Type: 'BANNER' }), undefined],
      [item({ Id: 999999, Version: 1 }), undefined],
    ];
    for (const [payload, code] of bad) {
      const res = await call('POST', P.portalContentSave, admin, payload);
      expect([400, 404], res.body).toContain(res.statusCode);
      if (code) expect(res.json().Code).toBe(code);
      expect(res.json().Message).toBeTruthy();
    }
    expect(await portalCounts(t.db)).toBe(before);
    const slug = await call('POST', P.portalContentSave, admin, item({ Title: 'a', Slug: 'same-slug' }));
    expect(slug.statusCode).toBe(200);
    const again = await call('POST', P.portalContentSave, admin, item({ Title: 'b', Slug: 'same-slug' }));
    expect(again.json().Code).toBe('SLUG_TAKEN');
    await call('POST', P.portalContentDelete, admin, { Id: slug.json().Data.Id });
    expect((await call('GET', `${P.portalContentGet}?Id=${slug.json().Data.Id}`, admin)).statusCode).toBe(404);
  });

  it('keeps offices: one head office, typed coordinates, both or neither', async () => {
    const office = {
      CompanyId: hztx,
      NameZh: '上海分公司',
      NameEn: 'Shanghai branch',
      Address: '上海市黄浦区中山东一路 1 号',
      Latitude: 31.23,
      Longitude: 121.49,
      Phone: '021-1',
      Email: '',
      Hours: '',
      Order: 3,
      HeadOffice: true,
    };
    const res = await call('POST', P.portalAddressSave, admin, office);
    expect(res.statusCode, res.body).toBe(200);
    const list = (await call('GET', `${P.portalAddressList}?CompanyId=${hztx}`, admin)).json().Data.Items as { NameZh: string; HeadOffice: boolean }[];
    expect(list.filter((a) => a.HeadOffice).map((a) => a.NameZh)).toEqual(['上海分公司']);
    const half = await call('POST', P.portalAddressSave, admin, { ...office, Latitude: 31.2, Longitude: null });
    expect(half.json().Code).toBe('COORDINATES');
    expect((await call('POST', P.portalAddressSave, admin, { ...office, Latitude: 91 })).statusCode).toBe(400);
    expect((await call('POST', P.portalAddressDelete, admin, { Id: res.json().Data.Id })).statusCode).toBe(200);
  });
});
