import { beforeAll, describe, expect, it } from 'vitest';
import { forgetOldApplications } from '../../../server/modules/portal/jobRepository';
import { jobService } from '../../../server/modules/portal/jobService';
import { withTestApp } from '../support/build';
import { caller } from '../support/calls';
import { companyId, HZTX, nextIp, P, portalKeyOf, SHYD, visit } from './support';

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
  shydKey = await portalKeyOf(t.db, 'PRV-SHYD').catch(() => '');
});

const job = (o: object = {}) => ({
  CompanyId: hztx,
  Version: 0,
  Title: '海运操作专员',
  Department: '操作部',
  City: '杭州',
  Headcount: 2,
  SalaryMin: 8000,
  SalaryMax: 12000,
  Kind: 'SOCIAL',
  Requirements: '<p>两年以上经验</p><script>alert(1)</script>',
  ...o,
});
const PDF = Buffer.concat([Buffer.from('%PDF-1.4\n'), Buffer.alloc(200, 32), Buffer.from('\n%%EOF')]);
const counts = async () =>
  JSON.stringify(
    (await t.db.query(`select (select count(*) from portal_jobs) j, (select sum(version) from portal_jobs) v, (select count(*) from job_applications) a`))[0],
  );
const apply = (jobId: number, body: Buffer, o: { consent?: boolean; name?: string; phone?: string; email?: string; host?: string; ip?: string } = {}) =>
  t.app.inject({
    method: 'POST',
    url: `${P.publicApplyJob}?JobId=${jobId}&Name=${encodeURIComponent(o.name ?? '张三')}&Phone=${encodeURIComponent(o.phone ?? '13800000000')}&Email=${encodeURIComponent(o.email ?? '')}${o.consent === false ? '' : '&Consent=true'}`,
    payload: body,
    remoteAddress: o.ip ?? nextIp(),
    headers: { host: `${o.host ?? HZTX}:8080`, 'content-type': 'application/pdf', 'accept-language': 'zh' },
  });

async function published(o: object = {}): Promise<number> {
  const saved = await call('POST', P.portalJobSave, admin, job(o));
  expect(saved.statusCode, saved.body).toBe(200);
  const pub = await call('POST', P.portalJobPublish, admin, { Id: saved.json().Data.Id });
  expect(pub.json().Data.Status).toBe('PUBLISHED');
  return saved.json().Data.Id;
}
const publicTitles = async (host = HZTX) => ((await visit(t.app, host, P.publicJobs)).json().Data.Items as { Title: string }[]).map((i) => i.Title);

describe('recruitment (§14 portal_jobs, §15.2 Jobs, JobDetail, ApplyJob)', () => {
  it('saves a draft with its requirements sanitised; drafts and closed jobs are never public', async () => {
    const saved = (await call('POST', P.portalJobSave, admin, job({ Title: '草稿职位' }))).json().Data;
    expect(saved).toMatchObject({ Status: 'DRAFT', Version: 1 });
    expect(saved.Requirements).not.toContain('<script');
    expect(await publicTitles()).not.toContain('草稿职位');
    expect((await visit(t.app, HZTX, `${P.publicJobDetail}?Id=${saved.Id}`)).statusCode).toBe(404);
    await call('POST', P.portalJobPublish, admin, { Id: saved.Id });
    expect(await publicTitles()).toContain('草稿职位');
    const detail = (await visit(t.app, HZTX, `${P.publicJobDetail}?Id=${saved.Id}`)).json().Data;
    expect(detail.Requirements).toContain('两年以上经验');
    const closed = await call('POST', P.portalJobClose, admin, { Id: saved.Id });
    expect(closed.json().Data.Status).toBe('CLOSED');
    expect(await publicTitles()).not.toContain('草稿职位');
    expect((await visit(t.app, HZTX, `${P.publicJobDetail}?Id=${saved.Id}`)).statusCode).toBe(404);
    expect((await apply(saved.Id, PDF)).statusCode).toBe(404);
  });

  it('refuses bad input with a Code (400), changing nothing; a closed job is not published again nor edited', async () => {
    const before = await counts();
    for (const [o, code] of [
      [{ SalaryMin: 9000, SalaryMax: 100 }, 'SALARY_RANGE'],
      [{ Title: '   ' }, 'TITLE_REQUIRED'],
    ] as const) {
      const res = await call('POST', P.portalJobSave, admin, job(o));
      expect(res.statusCode).toBe(400);
      expect(res.json().Code).toBe(code);
    }
    expect((await call('POST', P.portalJobSave, admin, job({ Headcount: 0 }))).statusCode).toBe(400);
    expect((await call('POST', P.portalJobSave, admin, job({ Kind: 'OTHER' }))).statusCode).toBe(400);
    expect(await counts()).toBe(before);
    const id = await published({ Title: '关闭测试' });
    const { Version } = (await call('POST', P.portalJobClose, admin, { Id: id })).json().Data;
    const again = await call('POST', P.portalJobPublish, admin, { Id: id });
    expect([again.statusCode, again.json().Code]).toEqual([400, 'JOB_NOT_DRAFT']);
    const edit = await call('POST', P.portalJobSave, admin, job({ Id: id, Version }));
    expect([edit.statusCode, edit.json().Code]).toEqual([400, 'JOB_CLOSED']);
  });

  it('takes an application with consent and a PDF CV; staff list it, download the CV and mark it handled', async () => {
    const id = await published({ Title: '应聘测试' });
    const res = await apply(id, PDF, { email: 'zhang@example.com' });
    expect(res.statusCode, res.body).toBe(200);
    const list = (await call('GET', `${P.portalJobApplications}?CompanyId=${hztx}&JobId=${id}`, admin)).json().Data.Items;
    expect(list).toEqual([expect.objectContaining({ Name: '张三', Email: 'zhang@example.com', JobTitle: '应聘测试', Handled: false, CvSize: PDF.length })]);
    expect(list[0].ConsentAt).toMatch(/^\d{4}-/);
    const cv = await t.app.inject({ url: `${P.portalJobApplicationCv}?Id=${list[0].Id}`, headers: { authorization: `Bearer ${admin}` } });
    expect(cv.statusCode).toBe(200);
    expect(cv.headers['content-type']).toBe('application/pdf');
    expect(Buffer.compare(cv.rawPayload, PDF)).toBe(0);
    const done = await call('POST', P.portalJobApplicationHandled, admin, { Id: list[0].Id, Handled: true });
    expect(done.json().Data.Handled).toBe(true);
  });

  it('refuses an application without consent, a CV not a PDF or over 5 MB, no name or no way to reply: 400 in words, nothing kept', async () => {
    const id = await published({ Title: '拒绝测试' });
    const before = await counts();
    const cases: [Awaited<ReturnType<typeof apply>>, string][] = [
      [await apply(id, PDF, { consent: false }), 'CONSENT_REQUIRED'],
      [await apply(id, Buffer.from('<html><script>x</script></html>')), 'CV_TYPE'],
      [await apply(id, Buffer.from('PK\u0003\u0004 a zip renamed .pdf')), 'CV_TYPE'],
      [await apply(id, Buffer.concat([PDF, Buffer.alloc(5 * 1024 * 1024)])), 'CV_TOO_LARGE'],
      [await apply(id, Buffer.alloc(0)), 'CV_REQUIRED'],
      [await apply(id, PDF, { name: ' ' }), 'NAME_REQUIRED'],
      [await apply(id, PDF, { phone: '', email: '' }), 'NO_REPLY_ADDRESS'],
      [await apply(id, PDF, { email: 'not-an-address' }), 'EMAIL_INVALID'],
    ];
    for (const [res, code] of cases) {
      expect(res.statusCode, code).toBe(400);
      expect(res.json().Code).toBe(code);
      expect(res.json().Message).toMatch(/[\u4e00-\u9fa5]/);
    }
    expect(await counts()).toBe(before);
  });

  it('answers 5 applications an hour from one address, then 429', async () => {
    const id = await published({ Title: '限流测试' });
    const ip = nextIp();
    for (let i = 0; i < 5; i++) expect((await apply(id, PDF, { ip })).statusCode).toBe(200);
    const sixth = await apply(id, PDF, { ip });
    expect([sixth.statusCode, sixth.json().Code]).toEqual([429, 'APPLY_LIMIT']);
  });

  it("scopes the public calls by the host: another site's job is 404, another site's portal key is 404", async () => {
    const id = await published({ Title: '天祥独有职位' });
    expect(await publicTitles(SHYD)).not.toContain('天祥独有职位');
    expect((await visit(t.app, SHYD, `${P.publicJobDetail}?Id=${id}`)).statusCode).toBe(404);
    expect((await apply(id, PDF, { host: SHYD })).statusCode).toBe(404);
    expect(shydKey).not.toBe('');
    const other = await visit(t.app, HZTX, P.publicJobs, { key: shydKey });
    expect([other.statusCode, other.json().Code]).toEqual([404, 'OTHER_SITE']);
  });

  it('403 without the recruitment menu; 404 for a non-platform employee naming another company', async () => {
    expect((await call('GET', P.portalJobList, customerAdmin)).statusCode).toBe(403);
    expect((await call('POST', P.portalJobSave, customerAdmin, job())).statusCode).toBe(403);
    const actor = {
      id: '1',
      name: 'x',
      companyId: String(await companyId(t.db, 'PRV-SHYD')),
      companyKind: 'customer' as const,
      isAdmin: true,
      status: 'active',
    };
    const other = await jobService(t.db).list(actor, { CompanyId: hztx });
    expect(other.ok ? 200 : other.status).toBe(404);
    const id = await published({ Title: '他人职位' });
    const got = await jobService(t.db).get(actor, id);
    expect(got.ok ? 200 : got.status).toBe(404);
  });

  it('forgets applications older than a year (the daily round portal.forgetApplications)', async () => {
    const id = await published({ Title: '保留期测试' });
    expect((await apply(id, PDF)).statusCode).toBe(200);
    expect((await apply(id, PDF)).statusCode).toBe(200);
    const rows = await t.db.query<{ id: string }>(`select id::text from job_applications where job_id = $1 order by id`, [id]);
    await t.db.query(`update job_applications set created_at = now() - interval '1 year 1 day' where id = $1`, [rows[0]!.id]);
    await t.db.query(`update job_applications set created_at = now() - interval '364 days' where id = $1`, [rows[1]!.id]);
    expect(await forgetOldApplications(t.db)).toBe(1);
    const left = await t.db.query<{ id: string }>(`select id::text from job_applications where job_id = $1`, [id]);
    expect(left.map((r) => r.id)).toEqual([rows[1]!.id]);
  });
});
