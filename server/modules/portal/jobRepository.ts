import type { Queryable } from '../../db/types';

/** The SQL of recruitment (portal_jobs, job_applications; migration 096). */

export interface JobRow {
  id: string;
  company_id: string;
  title: string;
  department: string;
  city: string;
  headcount: number;
  salary_min: number | null;
  salary_max: number | null;
  kind: 'SOCIAL' | 'CAMPUS';
  requirements: string;
  status: 'DRAFT' | 'PUBLISHED' | 'CLOSED';
  published_at: string | null;
  applications: number;
  unhandled: number;
  version: number;
  updated_at: string;
}

const ISO = (col: string) => `to_char(${col} at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS"Z"')`;

const ROW = `select j.id::text, j.company_id::text, j.title, j.department, j.city, j.headcount, j.salary_min, j.salary_max, j.kind, j.requirements,
    j.status, ${ISO('j.published_at')} as published_at,
    (select count(*)::int from job_applications a where a.job_id = j.id) as applications,
    (select count(*)::int from job_applications a where a.job_id = j.id and not a.handled) as unhandled,
    j.version, ${ISO('j.updated_at')} as updated_at
  from portal_jobs j`;

export async function jobById(q: Queryable, id: number): Promise<JobRow | undefined> {
  return (await q.query<JobRow>(`${ROW} where j.id = $1`, [id]))[0];
}

export function jobList(q: Queryable, companyId: string, status: string | undefined): Promise<JobRow[]> {
  return q.query<JobRow>(`${ROW} where j.company_id = $1 and ($2::text is null or j.status = $2) order by j.updated_at desc, j.id desc`, [
    companyId,
    status ?? null,
  ]);
}

/** A site's published jobs, newest first (a kind only, if named). */
export function publishedJobs(q: Queryable, companyId: string, kind: string | undefined): Promise<JobRow[]> {
  return q.query<JobRow>(
    `${ROW} where j.company_id = $1 and j.status = 'PUBLISHED' and ($2::text is null or j.kind = $2) order by j.published_at desc, j.id desc`,
    [companyId, kind ?? null],
  );
}

export interface JobFields {
  title: string;
  department: string;
  city: string;
  headcount: number;
  salaryMin: number | null;
  salaryMax: number | null;
  kind: string;
  requirements: string;
}

const values = (f: JobFields) => [f.title, f.department, f.city, f.headcount, f.salaryMin, f.salaryMax, f.kind, f.requirements];

export async function insertJob(q: Queryable, companyId: string, f: JobFields): Promise<number> {
  const [r] = await q.query<{ id: string }>(
    `insert into portal_jobs (company_id, title, department, city, headcount, salary_min, salary_max, kind, requirements)
     values ($1, $2, $3, $4, $5, $6, $7, $8, $9) returning id::text`,
    [companyId, ...values(f)],
  );
  return Number(r!.id);
}

export async function updateJob(q: Queryable, id: number, f: JobFields): Promise<void> {
  await q.query(
    `update portal_jobs set title = $2, department = $3, city = $4, headcount = $5, salary_min = $6, salary_max = $7, kind = $8, requirements = $9,
       version = version + 1, updated_at = now() where id = $1`,
    [id, ...values(f)],
  );
}

export async function setJobStatus(q: Queryable, id: number, status: 'PUBLISHED' | 'CLOSED'): Promise<void> {
  await q.query(
    `update portal_jobs set status = $2, published_at = case when $2 = 'PUBLISHED' then now() else published_at end, version = version + 1, updated_at = now()
     where id = $1`,
    [id, status],
  );
}

export interface ApplicationRow {
  id: string;
  job_id: string;
  company_id: string;
  job_title: string;
  name: string;
  phone: string;
  email: string;
  cv_size: number;
  consent_at: string;
  handled: boolean;
  created_at: string;
}

const APP = `select a.id::text, a.job_id::text, a.company_id::text, j.title as job_title, a.name, a.phone, a.email, a.cv_size,
    ${ISO('a.consent_at')} as consent_at, a.handled, ${ISO('a.created_at')} as created_at
  from job_applications a join portal_jobs j on j.id = a.job_id`;

export function applicationList(q: Queryable, companyId: string, jobId: number | undefined): Promise<ApplicationRow[]> {
  return q.query<ApplicationRow>(`${APP} where a.company_id = $1 and ($2::bigint is null or a.job_id = $2) order by a.created_at desc, a.id desc`, [
    companyId,
    jobId ?? null,
  ]);
}

export async function applicationById(q: Queryable, id: number): Promise<ApplicationRow | undefined> {
  return (await q.query<ApplicationRow>(`${APP} where a.id = $1`, [id]))[0];
}

export async function applicationCv(q: Queryable, id: number): Promise<Buffer | undefined> {
  return (await q.query<{ cv: Buffer }>(`select cv from job_applications where id = $1`, [id]))[0]?.cv;
}

export async function setHandled(q: Queryable, id: number, handled: boolean): Promise<void> {
  await q.query(`update job_applications set handled = $2 where id = $1`, [id, handled]);
}

export interface NewApplication {
  jobId: number;
  companyId: string;
  name: string;
  phone: string;
  email: string;
  cv: Buffer;
}

export async function insertApplication(q: Queryable, a: NewApplication): Promise<number> {
  const [r] = await q.query<{ id: string }>(
    `insert into job_applications (job_id, company_id, name, phone, email, cv, cv_size, consent_at) values ($1, $2, $3, $4, $5, $6, $7, now()) returning id::text`,
    [a.jobId, a.companyId, a.name, a.phone, a.email, a.cv, a.cv.length],
  );
  return Number(r!.id);
}

/** Personal data is kept a year (§14): applications older than that are deleted. The count deleted. */
export async function forgetOldApplications(q: Queryable): Promise<number> {
  const rows = await q.query<{ id: string }>(`delete from job_applications where created_at < now() - interval '1 year' returning id::text`);
  return rows.length;
}
