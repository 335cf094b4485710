import { beforeAll, describe, expect, it } from 'vitest';
import { buildWorkbook } from '../../../server/http/workbookBuild';
import { demoPdf } from '../../../server/modules/portal/seedDownloads';
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

const upload = (body: Buffer, o: { title?: string; audience?: string; name?: string; token?: string } = {}) =>
  t.app.inject({
    method: 'POST',
    url: `${P.portalDownloadUpload}?CompanyId=${hztx}&Title=${encodeURIComponent(o.title ?? '测试文件')}&Category=${encodeURIComponent('模板')}&Audience=${o.audience ?? 'PUBLIC'}&FileName=${encodeURIComponent(o.name ?? 'a.pdf')}`,
    payload: body,
    headers: { authorization: `Bearer ${o.token ?? admin}`, 'content-type': 'application/octet-stream' },
  });
const titles = async (host = HZTX) => ((await visit(t.app, host, P.publicDownloads)).json().Data.Items as { Title: string }[]).map((i) => i.Title);
const count = async () => JSON.stringify((await t.db.query(`select count(*) n, coalesce(sum(version), 0) v from portal_downloads`))[0]);

describe('downloads (§14 portal_downloads, §15.2 Downloads)', () => {
  it('lists the public files of the host’s site, never a customers-only one nor another site’s; serves a public file', async () => {
    const seeded = await titles();
    expect(seeded).toContain('订舱委托书模板');
    expect(seeded).not.toContain('2026 年欧线运价表（客户专享）');
    const res = await upload(demoPdf('x'), { title: '公开文件' });
    expect(res.statusCode, res.body).toBe(200);
    const id = res.json().Data.Id;
    expect(await titles()).toContain('公开文件');
    expect(await titles(SHYD)).not.toContain('公开文件');
    const file = await visit(t.app, HZTX, `${P.publicDownloadFile}?Id=${id}`);
    expect([file.statusCode, file.headers['content-type']]).toEqual([200, 'application/pdf']);
    expect((await visit(t.app, SHYD, `${P.publicDownloadFile}?Id=${id}`)).statusCode).toBe(404);
    const hidden = (await upload(demoPdf('y'), { title: '客户专享', audience: 'CUSTOMERS' })).json().Data;
    expect(await titles()).not.toContain('客户专享');
    expect((await visit(t.app, HZTX, `${P.publicDownloadFile}?Id=${hidden.Id}`)).statusCode).toBe(404);
    // made public, it shows; deleted, it is gone
    await call('POST', P.portalDownloadSave, admin, { Id: hidden.Id, Version: hidden.Version, Title: '客户专享', Category: '', Audience: 'PUBLIC' });
    expect(await titles()).toContain('客户专享');
    await call('POST', P.portalDownloadDelete, admin, { Id: hidden.Id });
    expect(await titles()).not.toContain('客户专享');
  });

  it('takes a PDF, an XLSX or a DOCX by its bytes; refuses anything else, over 10 MB, or untitled (400, nothing kept)', async () => {
    const xlsx = Buffer.from(await buildWorkbook({ sheet: 'S', columns: [{ header: 'A' }], rows: [[1]] }));
    expect((await upload(xlsx, { name: 'r.xlsx' })).json().Data.FileName).toBe('r.xlsx');
    const before = await count();
    for (const [body, code, o] of [
      [Buffer.from('<html><script>1</script></html>'), 'FILE_TYPE', {}],
      [Buffer.from('PK\u0003\u0004 a zip, not an office file, padded out to thirty bytes'), 'FILE_TYPE', {}],
      [Buffer.concat([demoPdf('big'), Buffer.alloc(10 * 1024 * 1024)]), 'FILE_TOO_LARGE', {}],
      [Buffer.alloc(0), 'FILE_REQUIRED', {}],
      [demoPdf('t'), 'TITLE_REQUIRED', { title: '  ' }],
    ] as const) {
      const res = await upload(body, o);
      expect([res.statusCode, res.json().Code]).toEqual([400, code]);
    }
    expect(await count()).toBe(before);
  });

  it('403 without the menu; another site’s portal key is 404', async () => {
    expect((await call('GET', P.portalDownloadList, customerAdmin)).statusCode).toBe(403);
    expect((await upload(demoPdf('z'), { token: customerAdmin })).statusCode).toBe(403);
    const other = await visit(t.app, HZTX, P.publicDownloads, { key: shydKey });
    expect([other.statusCode, other.json().Code]).toEqual([404, 'OTHER_SITE']);
  });
});
