import type { CallInput } from '../../../src/contract/call';
import type { Application, Job, jobCalls as C, PublicJob } from '../../../src/contract/portal/jobCalls';
import type { Db, Queryable } from '../../db/types';
import type { Outcome } from '../../http/outcome';
import type { Actor } from '../../platform/access/grants';
import { missing, no } from '../../platform/refusal';
import { inTransaction } from '../../platform/transaction';
import * as R from './jobRepository';
import { editedCompany, noSite } from './editedCompany';
import { portalRichText } from './richText';

function present(r: R.JobRow): Job {
  return {
    Id: Number(r.id),
    Title: r.title,
    Department: r.department,
    City: r.city,
    Headcount: r.headcount,
    SalaryMin: r.salary_min,
    SalaryMax: r.salary_max,
    Kind: r.kind,
    Requirements: r.requirements,
    Status: r.status,
    PublishedAt: r.published_at,
    Applications: r.applications,
    Unhandled: r.unhandled,
    Version: r.version,
    UpdatedAt: r.updated_at,
  };
}

export function presentPublicJob(r: R.JobRow): PublicJob {
  return {
    Id: Number(r.id),
    Title: r.title,
    Department: r.department,
    City: r.city,
    Headcount: r.headcount,
    SalaryMin: r.salary_min,
    SalaryMax: r.salary_max,
    Kind: r.kind,
    PublishedAt: r.published_at ?? '',
  };
}

function presentApplication(r: R.ApplicationRow): Application {
  return {
    Id: Number(r.id),
    JobId: Number(r.job_id),
    JobTitle: r.job_title,
    Name: r.name,
    Phone: r.phone,
    Email: r.email,
    CvSize: r.cv_size,
    ConsentAt: r.consent_at,
    Handled: r.handled,
    CreatedAt: r.created_at,
  };
}

const noJob = <T>(): Outcome<T> => missing('No such job post.', '没有这个招聘职位。');

/** A job the actor may edit: its company's, or any for platform staff (else 404, as if absent). */
async function reachable(q: Queryable, actor: Actor, id: number): Promise<R.JobRow | undefined> {
  const row = await R.jobById(q, id);
  if (!row || !(await editedCompany(q, actor, row.company_id)).ok) return undefined;
  return row;
}

async function answer(q: Queryable, id: number): Promise<Outcome<Job>> {
  const row = await R.jobById(q, id);
  return row ? { ok: true, value: present(row) } : noJob();
}

type SaveInput = CallInput<typeof C.jobSave>;

function problem(input: SaveInput): Outcome<never> | undefined {
  if (!input.Title.trim()) return no('TITLE_REQUIRED', 'Give the job a title.', '请填写职位名称。');
  if (input.SalaryMin !== null && input.SalaryMax !== null && input.SalaryMin > input.SalaryMax)
    return no('SALARY_RANGE', 'The lowest salary must not be above the highest.', '薪资下限不能高于上限。');
  return undefined;
}

const fields = (input: SaveInput): R.JobFields => ({
  title: input.Title.trim(),
  department: input.Department.trim(),
  city: input.City.trim(),
  headcount: input.Headcount,
  salaryMin: input.SalaryMin,
  salaryMax: input.SalaryMax,
  kind: input.Kind,
  requirements: portalRichText(input.Requirements),
});

export function jobService(db: Db) {
  return {
    async list(actor: Actor, input: CallInput<typeof C.jobList>) {
      const c = await editedCompany(db, actor, input.CompanyId);
      if (!c.ok) return c;
      return { ok: true as const, value: { Items: (await R.jobList(db, c.value.id, input.Status)).map(present) } };
    },

    async get(actor: Actor, id: number): Promise<Outcome<Job>> {
      const row = await reachable(db, actor, id);
      return row ? { ok: true, value: present(row) } : noJob();
    },

    save(actor: Actor, input: SaveInput): Promise<Outcome<Job>> {
      return inTransaction(db, async (tx) => {
        const existing = input.Id ? await reachable(tx, actor, input.Id) : undefined;
        if (input.Id && !existing) return noJob();
        const c = await editedCompany(tx, actor, existing?.company_id ?? input.CompanyId);
        if (!c.ok) return c;
        const bad = problem(input);
        if (bad) return bad;
        if (existing && existing.version !== input.Version)
          return no(
            'STALE',
            `The job was changed meanwhile (now version ${existing.version}): reload it.`,
            `该职位已被他人修改（当前版本 ${existing.version}），请刷新后再改。`,
          );
        if (existing?.status === 'CLOSED') return no('JOB_CLOSED', 'A closed job cannot be edited.', '已关闭的职位不能再修改。');
        const id = existing ? Number(existing.id) : await R.insertJob(tx, c.value.id, fields(input));
        if (existing) await R.updateJob(tx, id, fields(input));
        return answer(tx, id);
      });
    },

    move(actor: Actor, id: number, to: 'PUBLISHED' | 'CLOSED'): Promise<Outcome<Job>> {
      return inTransaction(db, async (tx) => {
        const row = await reachable(tx, actor, id);
        if (!row) return noJob();
        if (to === 'PUBLISHED' && row.status !== 'DRAFT')
          return no('JOB_NOT_DRAFT', 'Only a draft job can be published.', row.status === 'CLOSED' ? '职位已关闭，不能再发布。' : '职位已发布。');
        if (to === 'CLOSED' && row.status === 'CLOSED') return no('JOB_CLOSED', 'The job is already closed.', '职位已关闭。');
        await R.setJobStatus(tx, id, to);
        return answer(tx, id);
      });
    },

    async applications(actor: Actor, input: CallInput<typeof C.applications>) {
      const c = await editedCompany(db, actor, input.CompanyId);
      if (!c.ok) return c;
      return { ok: true as const, value: { Items: (await R.applicationList(db, c.value.id, input.JobId)).map(presentApplication) } };
    },

    /** An application the actor may read: its company's (platform staff: any), else 404. */
    async reachableApplication(actor: Actor, id: number): Promise<R.ApplicationRow | undefined> {
      const row = await R.applicationById(db, id);
      if (!row || !(await editedCompany(db, actor, row.company_id)).ok) return undefined;
      return row;
    },

    async markHandled(actor: Actor, input: CallInput<typeof C.markHandled>): Promise<Outcome<Application>> {
      const row = await this.reachableApplication(actor, input.Id);
      if (!row) return noSite();
      await R.setHandled(db, input.Id, input.Handled);
      return { ok: true, value: presentApplication({ ...row, handled: input.Handled }) };
    },
  };
}
