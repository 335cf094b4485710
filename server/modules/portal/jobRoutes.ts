import type { FastifyInstance } from 'fastify';
import { applyJobQuery, jobCalls as C, MAX_CV_BYTES, publicJobCalls as PC } from '../../../src/contract/portal/jobCalls';
import { PORTAL_ACCESS as A, PORTAL_PATHS as P } from '../../../src/contract/portal/module';
import type { Db } from '../../db/types';
import { type Outcome, sendOutcome } from '../../http/outcome';
import { route } from '../../http/route';
import { sendsPerAddress } from '../../http/addressLimit';
import { missing, no } from '../../platform/refusal';
import * as R from './jobRepository';
import { cachedRead } from './publicCache';
import { jobService, presentPublicJob } from './jobService';
import { CONTACT_LIMIT, marked, siteOfRequest } from './publicRoutes';
import { companyOf, type OpenSite } from './publicService';

/** A PDF by its first bytes (never the name or the header sent). */
export const isPdf = (b: Buffer): boolean => b.length > 5 && b.subarray(0, 5).toString('latin1') === '%PDF-';

const EMAIL = /^[^@\s]+@[^@\s]+\.[^@\s]+$/;
const PHONE = /^[0-9+() -]*$/;
const noJob = <T>(): Outcome<T> => missing('No such job post.', '没有这个招聘职位。');

interface ApplyQuery {
  JobId: string;
  Name: string;
  Phone: string;
  Email: string;
  Consent?: string;
}

/** What is wrong with an application, before its job is looked at: the first problem, in words. */
function applicationProblem(q: ApplyQuery, cv: Buffer): Outcome<never> | undefined {
  if (q.Consent !== 'true') return no('CONSENT_REQUIRED', 'Tick the consent to the use of your personal data.', '请勾选同意我们使用您的个人信息处理本次应聘。');
  if (!q.Name.trim()) return no('NAME_REQUIRED', 'Give your name.', '请填写姓名。');
  if (!q.Phone.trim() && !q.Email.trim()) return no('NO_REPLY_ADDRESS', 'Give a phone number or an e-mail address.', '请填写电话或电子邮箱，以便我们联系您。');
  if (!PHONE.test(q.Phone))
    return no('PHONE_INVALID', 'The phone number may hold digits, spaces, +, - and brackets only.', '电话号码只能包含数字、空格、+、- 和括号。');
  if (q.Email.trim() && !EMAIL.test(q.Email.trim())) return no('EMAIL_INVALID', 'The e-mail address is not valid.', '电子邮箱格式不正确。');
  if (cv.length === 0) return no('CV_REQUIRED', 'Attach your CV (PDF).', '请上传简历（PDF）。');
  if (cv.length > MAX_CV_BYTES) return no('CV_TOO_LARGE', 'A CV may be 5 MB at most.', '简历不能超过 5 MB。');
  if (!isPdf(cv)) return no('CV_TYPE', 'The CV must be a PDF file.', '简历须为 PDF 文件。');
  return undefined;
}

async function apply(db: Db, s: OpenSite, q: ApplyQuery, body: unknown): Promise<Outcome<{ Received: boolean }>> {
  const cv = Buffer.isBuffer(body) ? body : Buffer.alloc(0);
  const bad = applicationProblem(q, cv);
  if (bad) return bad;
  const companyId = companyOf(s);
  const job = await R.jobById(db, Number(q.JobId));
  if (!companyId || !job || job.company_id !== companyId || job.status !== 'PUBLISHED') return noJob();
  await R.insertApplication(db, { jobId: Number(job.id), companyId, name: q.Name.trim(), phone: q.Phone.trim(), email: q.Email.trim(), cv });
  return { ok: true, value: { Received: true } };
}

/** Recruitment: the /Portal/RecruitmentManagement calls, the CV download and the public Jobs, JobDetail and ApplyJob. */
export function jobRoutes(app: FastifyInstance, db: Db): void {
  const jobs = jobService(db);
  route(app, C.jobList, async ({ actor, input }, r) => sendOutcome(r, await jobs.list(actor, input)));
  route(app, C.jobGet, async ({ actor, input }, r) => sendOutcome(r, await jobs.get(actor, input.Id)));
  route(app, C.jobSave, async ({ actor, input }, r) => sendOutcome(r, await jobs.save(actor, input)));
  route(app, C.jobPublish, async ({ actor, input }, r) => sendOutcome(r, await jobs.move(actor, input.Id, 'PUBLISHED')));
  route(app, C.jobClose, async ({ actor, input }, r) => sendOutcome(r, await jobs.move(actor, input.Id, 'CLOSED')));
  route(app, C.applications, async ({ actor, input }, r) => sendOutcome(r, await jobs.applications(actor, input)));
  route(app, C.markHandled, async ({ actor, input }, r) => sendOutcome(r, await jobs.markHandled(actor, input)));
  cvRoute(app, db);
  publicJobRoutes(app, db);
  applyRoute(app, db);
}

/** GET /api/PortalJob/ApplicationCv?Id=: the PDF, to the site's staff (another company's: 404). */
function cvRoute(app: FastifyInstance, db: Db): void {
  const jobs = jobService(db);
  const idQuery = { type: 'object', additionalProperties: false, required: ['Id'], properties: { Id: { type: 'string', pattern: '^[0-9]{1,15}$' } } } as const;
  app.get<{ Querystring: { Id: string } }>(
    P.portalJobApplicationCv,
    { schema: { querystring: idQuery }, config: { access: A.portalJobRead } },
    async (q, r) => {
      const a = await jobs.reachableApplication(q.actor!, Number(q.query.Id));
      const cv = a && (await R.applicationCv(db, Number(a.id)));
      if (!a || !cv) return sendOutcome(r, noJob());
      const name = encodeURIComponent(`${a.name}-CV.pdf`);
      return r
        .header('content-type', 'application/pdf')
        .header('content-disposition', `attachment; filename*=UTF-8''${name}`)
        .header('cache-control', 'no-store')
        .send(cv);
    },
  );
}

function publicJobRoutes(app: FastifyInstance, db: Db): void {
  const read = <T>(
    preview: string | undefined,
    q: Parameters<typeof siteOfRequest>[1],
    r: Parameters<typeof marked>[0],
    f: (s: OpenSite) => Promise<Outcome<T>>,
  ) =>
    siteOfRequest(db, q, preview).then(async (s) =>
      s.ok ? sendOutcome(marked(r, s.value), await cachedRead(db, s.value, q, () => f(s.value))) : sendOutcome(r, s),
    );
  route(app, PC.jobs, async ({ input, request }, r) =>
    read(input.Preview, request, r, async (s) => {
      const companyId = companyOf(s);
      const rows = companyId ? await R.publishedJobs(db, companyId, input.Kind) : [];
      return { ok: true as const, value: { Items: rows.map(presentPublicJob) } };
    }),
  );
  route(app, PC.jobDetail, async ({ input, request }, r) =>
    read(input.Preview, request, r, async (s) => {
      const row = await R.jobById(db, input.Id);
      if (!row || row.company_id !== companyOf(s) || row.status !== 'PUBLISHED') return noJob();
      return { ok: true as const, value: { ...presentPublicJob(row), Requirements: row.requirements } };
    }),
  );
}

/** POST /api/WebsitePublic/ApplyJob: the CV (PDF ≤ 5 MB) as the raw body, 5 an hour per address. */
function applyRoute(app: FastifyInstance, db: Db): void {
  const applications = sendsPerAddress(CONTACT_LIMIT, {
    code: 'APPLY_LIMIT',
    words: (minutes) => ({
      en: `You have sent 5 applications this hour. Try again in ${minutes} minutes.`,
      zh: `您本小时已提交 5 份申请，请 ${minutes} 分钟后再试。`,
    }),
  });
  app.register(async (scope) => {
    // read whole up to twice the limit, so that an oversize CV is a 400 in words, not a bare 413
    scope.addContentTypeParser('*', { parseAs: 'buffer', bodyLimit: 2 * MAX_CV_BYTES }, (_q, body, done) => done(null, body));
    scope.post<{ Querystring: ApplyQuery }>(
      P.publicApplyJob,
      { schema: { querystring: applyJobQuery }, config: { auth: 'public' }, bodyLimit: 2 * MAX_CV_BYTES },
      async (q, r) => {
        const s = await siteOfRequest(db, q);
        if (!s.ok) return sendOutcome(r, s);
        const refused = applications.overLimit(q, r);
        if (refused) return refused;
        const outcome = await apply(db, s.value, q.query, q.body);
        if (outcome.ok) applications.sent(q);
        return sendOutcome(r, outcome);
      },
    );
  });
}
