import { type Static, Type } from '@sinclair/typebox';
import { defineCall } from '../call';
import { id, strict, text, textOf } from '../schema';
import { PORTAL_ACCESS as A, PORTAL_PATHS as P } from './module';

/** Recruitment (operations.md §14): a site's job posts and the applications visitors send. */
export const JOB_KINDS = ['SOCIAL', 'CAMPUS'] as const;
export const JOB_STATUSES = ['DRAFT', 'PUBLISHED', 'CLOSED'] as const;
export type JobStatus = (typeof JOB_STATUSES)[number];
/** A CV: a PDF of at most 5 MB. */
export const MAX_CV_BYTES = 5 * 1024 * 1024;

const CompanyId = Type.Optional(id);
const Str = Type.String();
const Salary = Type.Union([Type.Integer({ minimum: 0, maximum: 10_000_000 }), Type.Null()]);

const jobFields = {
  Title: text(100, 1),
  Department: text(60),
  City: text(40),
  Headcount: Type.Integer({ minimum: 1, maximum: 999 }),
  SalaryMin: Salary,
  SalaryMax: Salary,
  Kind: textOf(JOB_KINDS),
  /** Rich text, sanitised on save. */
  Requirements: text(20_000),
};

export const JobSchema = Type.Object({
  Id: Type.Integer(),
  ...jobFields,
  Status: textOf(JOB_STATUSES),
  PublishedAt: Type.Union([Str, Type.Null()]),
  Applications: Type.Integer(),
  Unhandled: Type.Integer(),
  Version: Type.Integer(),
  UpdatedAt: Str,
});
export type Job = Static<typeof JobSchema>;

export const jobSaveInput = strict({ CompanyId, Id: Type.Optional(id), Version: Type.Integer({ minimum: 0 }), ...jobFields });

export const ApplicationSchema = Type.Object({
  Id: Type.Integer(),
  JobId: Type.Integer(),
  JobTitle: Str,
  Name: Str,
  Phone: Str,
  Email: Str,
  CvSize: Type.Integer(),
  ConsentAt: Str,
  Handled: Type.Boolean(),
  CreatedAt: Str,
});
export type Application = Static<typeof ApplicationSchema>;

const byId = strict({ Id: id });

export const jobCalls = {
  jobList: defineCall({
    method: 'GET',
    path: P.portalJobList,
    input: strict({ CompanyId, Status: Type.Optional(textOf(JOB_STATUSES)) }),
    answer: Type.Object({ Items: Type.Array(JobSchema) }),
    access: A.portalJobRead,
  }),
  jobGet: defineCall({ method: 'GET', path: P.portalJobGet, input: byId, answer: JobSchema, access: A.portalJobRead }),
  jobSave: defineCall({ method: 'POST', path: P.portalJobSave, input: jobSaveInput, answer: JobSchema, access: A.portalJobEdit }),
  jobPublish: defineCall({ method: 'POST', path: P.portalJobPublish, input: byId, answer: JobSchema, access: A.portalJobPublish }),
  jobClose: defineCall({ method: 'POST', path: P.portalJobClose, input: byId, answer: JobSchema, access: A.portalJobPublish }),
  applications: defineCall({
    method: 'GET',
    path: P.portalJobApplications,
    input: strict({ CompanyId, JobId: Type.Optional(id) }),
    answer: Type.Object({ Items: Type.Array(ApplicationSchema) }),
    access: A.portalJobRead,
  }),
  markHandled: defineCall({
    method: 'POST',
    path: P.portalJobApplicationHandled,
    input: strict({ Id: id, Handled: Type.Boolean() }),
    answer: ApplicationSchema,
    access: A.portalJobEdit,
  }),
} as const;

const Preview = Type.Optional(text(400));

export const PublicJobSchema = Type.Object({
  Id: Type.Integer(),
  Title: Str,
  Department: Str,
  City: Str,
  Headcount: Type.Integer(),
  SalaryMin: Salary,
  SalaryMax: Salary,
  Kind: textOf(JOB_KINDS),
  PublishedAt: Str,
});
export type PublicJob = Static<typeof PublicJobSchema>;
export const PublicJobDetailSchema = Type.Object({ ...PublicJobSchema.properties, Requirements: Str });

export const publicJobCalls = {
  jobs: defineCall({
    method: 'GET',
    path: P.publicJobs,
    input: strict({ Preview, Kind: Type.Optional(textOf(JOB_KINDS)) }),
    answer: Type.Object({ Items: Type.Array(PublicJobSchema) }),
    access: 'public',
  }),
  jobDetail: defineCall({ method: 'GET', path: P.publicJobDetail, input: strict({ Preview, Id: id }), answer: PublicJobDetailSchema, access: 'public' }),
} as const;

/** ApplyJob's query (the CV is the raw body): consent must be given (`Consent=true`). */
export const applyJobQuery = strict({
  JobId: Type.String({ pattern: '^[0-9]{1,15}$' }),
  Name: text(60),
  Phone: Type.String({ maxLength: 40 }),
  Email: Type.String({ maxLength: 120 }),
  Consent: Type.Optional(Type.String({ maxLength: 5 })),
});
