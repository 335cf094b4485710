import { queryOptions, useQuery } from '@tanstack/react-query';
import type { CallInput } from '../../../contract/call';
import { jobCalls as C, type publicJobCalls } from '../../../contract/portal/jobCalls';
import { PORTAL_PATHS as P } from '../../../contract/portal/module';
import { useCallMutation } from '../../../lib/useCallAction';
import { saveDownload } from '../../../lib/saveFile';
import { callApi, callRef, upload } from '../../../streams/callApi';

/** Recruitment's calls: /Portal/RecruitmentManagement and the public job pages. */
const keys = {
  jobs: (company?: number) => ['portal', 'jobs', company ?? 0] as const,
  applications: (company?: number) => ['portal', 'applications', company ?? 0] as const,
};

export const useJobs = (CompanyId?: number) => useQuery(queryOptions({ queryKey: keys.jobs(CompanyId), queryFn: () => callApi(C.jobList, { CompanyId }) }));
export const useApplications = (CompanyId?: number) =>
  useQuery(queryOptions({ queryKey: keys.applications(CompanyId), queryFn: () => callApi(C.applications, { CompanyId }) }));
const both = (i: { CompanyId?: number }) => [keys.jobs(i.CompanyId), keys.applications(i.CompanyId)];
export const useSaveJob = () => useCallMutation((i: CallInput<typeof C.jobSave>) => callApi(C.jobSave, i), both);
export const useMoveJob = (CompanyId?: number) =>
  useCallMutation(
    ({ Id, to }: { Id: number; to: 'publish' | 'close' }) => callApi(to === 'publish' ? C.jobPublish : C.jobClose, { Id }),
    () => [keys.jobs(CompanyId)],
  );
export const useMarkHandled = (CompanyId?: number) =>
  useCallMutation(
    (i: CallInput<typeof C.markHandled>) => callApi(C.markHandled, i),
    () => both({ CompanyId }),
  );
export const downloadCv = (id: number) => saveDownload(`${P.portalJobApplicationCv}?Id=${id}`);

type PC = typeof publicJobCalls;
const jobs = callRef<PC['jobs']>('GET', P.publicJobs);
const jobDetail = callRef<PC['jobDetail']>('GET', P.publicJobDetail);
const opts = { retry: false, staleTime: 60_000 } as const;
export const publicJobsOptions = (Preview?: string) =>
  queryOptions({ queryKey: ['portalPublic', 'jobs', Preview ?? ''], queryFn: () => callApi(jobs, { Preview }), ...opts });
export const publicJobDetailOptions = (Id: number, wanted = true) =>
  queryOptions({ queryKey: ['portalPublic', 'jobDetail', Id], queryFn: () => callApi(jobDetail, { Id }), enabled: wanted && Id > 0, ...opts });

export interface Applicant {
  JobId: number;
  Name: string;
  Phone: string;
  Email: string;
  Consent: boolean;
}

/** An application: the CV (PDF) as the raw body, the applicant in the query (§15.2 ApplyJob). */
export function applyJob(a: Applicant, cv: File): Promise<{ Received: boolean }> {
  const q = new URLSearchParams({
    JobId: String(a.JobId),
    Name: a.Name.trim(),
    Phone: a.Phone.trim(),
    Email: a.Email.trim(),
    ...(a.Consent ? { Consent: 'true' } : {}),
  });
  return upload(`${P.publicApplyJob}?${q}`, cv, 'application/pdf');
}
