import { beforeAll, describe, expect, it } from 'vitest';
import { demoLogoPng } from '../../../server/modules/portal/demoImage';
import { withTestApp } from '../support/build';
import { caller } from '../support/calls';
import { companyId, P, portalCounts } from './support';

const t = withTestApp({ modules: ['portal'] });
const { asUser } = caller(t);
let admin = '';
let hztx = 0;
beforeAll(async () => {
  admin = await asUser('admin@demo.test');
  hztx = await companyId(t.db, 'CUS-HZTX');
});

const upload = (body: Buffer, alt = '标志', type = 'image/png') =>
  t.app.inject({
    method: 'POST',
    url: `${P.portalMediaUpload}?CompanyId=${hztx}&Alt=${encodeURIComponent(alt)}`,
    payload: body,
    headers: { authorization: `Bearer ${admin}`, 'content-type': type },
  });

describe('portal media (§14.1 portal_media)', () => {
  it('takes a PNG with its alt text and serves it by its content hash, cached for good', async () => {
    const png = demoLogoPng([10, 200, 30], 32);
    const res = await upload(png);
    expect(res.statusCode, res.body).toBe(200);
    const { Url } = res.json().Data;
    expect(Url).toMatch(/^\/portal-media\/[0-9a-f]{64}$/);
    const got = await t.app.inject(Url);
    expect(got.statusCode).toBe(200);
    expect(got.headers['content-type']).toBe('image/png');
    expect(got.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect(Buffer.compare(got.rawPayload, png)).toBe(0);
    expect((await t.app.inject('/portal-media/00')).statusCode).toBe(404);
  });

  it('judges the kind by the first bytes, refuses over 2 MB and without alt text: 400 in words, nothing stored', async () => {
    const before = await portalCounts(t.db);
    const html = await upload(Buffer.from('<html><script>alert(1)</script></html>'));
    expect(html.statusCode).toBe(400);
    expect(html.json()).toMatchObject({ Code: 'MEDIA_TYPE', Message: '请上传 JPG、PNG 或 WebP 图片。' });
    const gif = await upload(Buffer.from('GIF89a....'), '动图', 'image/gif');
    expect(gif.json().Code).toBe('MEDIA_TYPE');
    const big = Buffer.concat([demoLogoPng([1, 2, 3], 8), Buffer.alloc(2 * 1024 * 1024)]);
    const tooBig = await upload(big);
    expect(tooBig.statusCode).toBe(400);
    expect(tooBig.json().Code).toBe('MEDIA_TOO_LARGE');
    const noAlt = await upload(demoLogoPng([1, 2, 3], 8), '   ');
    expect(noAlt.json().Code).toBe('ALT_REQUIRED');
    expect(await portalCounts(t.db)).toBe(before);
  });

  it('keeps an image of the site’s own media in a body and drops any other', async () => {
    const { Url } = (await upload(demoLogoPng([90, 90, 200], 16), '图')).json().Data;
    const res = await t.app.inject({
      method: 'POST',
      url: P.portalContentSave,
      headers: { authorization: `Bearer ${admin}` },
      payload: {
        CompanyId: hztx,
        Type: 'NEWS',
        Title: '带图新闻',
        Category: '',
        CoverMediaId: null,
        Summary: '',
        Body: `<p><img src="${Url}" alt="图"><img src="/portal-media/../../etc/passwd"><img src="https://evil.example/x.png"></p>`,
        Slug: null,
        PublishAt: new Date().toISOString(),
        ShowUntil: null,
        Pinned: false,
        Version: 0,
      },
    });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().Data.Body).toBe(`<p><img src="${Url}" alt="图" /></p>`);
  });
});
