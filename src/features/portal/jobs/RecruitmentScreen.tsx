import { Button, H2, H3, HTMLTable, Tag } from '@blueprintjs/core';
import { useState } from 'react';
import type { Job } from '../../../contract/portal/jobCalls';
import { localDateTime, OFFICE_ZONE } from '../../../domain/refdata/localTimes';
import { useLanguage } from '../../../i18n/language';
import { useWords } from '../../../i18n/words';
import { useRoute } from '../../../ui/routeContext';
import { showToast, toastFailure } from '../../../ui/toaster';
import { downloadCv, useApplications, useJobs, useMarkHandled, useMoveJob, useSaveJob } from '../api/jobs';
import { CompanyBar, useEditedCompany } from '../config/CompanyBar';
import { jobWords } from './words';
import { EMPTY_JOB, JobForm, type JobDraft } from './JobForm';
import '../portal.css';

const INTENT = { DRAFT: 'none', PUBLISHED: 'success', CLOSED: 'warning' } as const;

function JobRow({ j, onEdit, company }: { j: Job; onEdit: () => void; company?: number }) {
  const w = useWords(jobWords);
  const move = useMoveJob(company);
  const go = (to: 'publish' | 'close') =>
    move.mutateAsync({ Id: j.Id, to }).then(() => showToast({ intent: 'success', message: to === 'publish' ? w.publishedDone : w.closedDone }), toastFailure);
  return (
    <tr>
      <td>{j.Title}</td>
      <td>{w[`kind${j.Kind}`]}</td>
      <td>{[j.Department, j.City].filter(Boolean).join(' · ')}</td>
      <td>
        <Tag intent={INTENT[j.Status]} minimal>
          {w[`status${j.Status}`]}
        </Tag>
      </td>
      <td>{w.applicationsCount(j.Applications, j.Unhandled)}</td>
      <td>
        {j.Status !== 'CLOSED' && <Button small minimal icon="edit" text={w.edit} onClick={onEdit} />}
        {j.Status === 'DRAFT' && <Button small minimal icon="globe" intent="primary" text={w.publish} onClick={() => go('publish')} />}
        {j.Status === 'PUBLISHED' && <Button small minimal icon="disable" text={w.close} onClick={() => go('close')} />}
      </td>
    </tr>
  );
}

function Applications({ company }: { company?: number }) {
  const w = useWords(jobWords);
  const list = useApplications(company);
  const mark = useMarkHandled(company);
  if (!list.data?.Items.length) return <p>{list.isLoading ? w.loading : w.noApplications}</p>;
  return (
    <HTMLTable compact striped className="ptl-table" data-testid="portal-applications">
      <thead>
        <tr>
          <th>{w.applicant}</th>
          <th>{w.title}</th>
          <th>{w.contact}</th>
          <th>{w.receivedAt}</th>
          <th>{w.handledState}</th>
          <th />
        </tr>
      </thead>
      <tbody>
        {list.data.Items.map((a) => (
          <tr key={a.Id}>
            <td>{a.Name}</td>
            <td>{a.JobTitle}</td>
            <td>{[a.Phone, a.Email].filter(Boolean).join(' / ')}</td>
            <td>{localDateTime(a.CreatedAt, OFFICE_ZONE)}</td>
            <td>{a.Handled ? w.handled : w.unhandled}</td>
            <td>
              <Button small minimal icon="download" text={w.downloadCv} onClick={() => downloadCv(a.Id).catch(toastFailure)} />
              <Button
                small
                minimal
                icon={a.Handled ? 'undo' : 'tick'}
                text={a.Handled ? w.markUnhandled : w.markHandled}
                onClick={() => mark.mutateAsync({ Id: a.Id, Handled: !a.Handled }).catch(toastFailure)}
              />
            </td>
          </tr>
        ))}
      </tbody>
    </HTMLTable>
  );
}

/** /Portal/RecruitmentManagement: job posts (draft, publish, close) and the applications received. */
export default function RecruitmentScreen() {
  const w = useWords(jobWords);
  const route = useRoute();
  const company = useEditedCompany();
  const jobs = useJobs(company);
  const save = useSaveJob();
  const [d, setD] = useState<JobDraft>();
  const onSave = () =>
    d &&
    save.mutateAsync({ ...d, CompanyId: company }).then(() => {
      setD(undefined);
      void showToast({ intent: 'success', message: w.saved });
    }, toastFailure);
  const edit = (j: Job) =>
    setD({
      Id: j.Id,
      Version: j.Version,
      Title: j.Title,
      Department: j.Department,
      City: j.City,
      Headcount: j.Headcount,
      SalaryMin: j.SalaryMin,
      SalaryMax: j.SalaryMax,
      Kind: j.Kind,
      Requirements: j.Requirements,
    });
  return (
    <section className="ptl-screen" data-testid="portal-recruitment">
      <H2>{route.title[useLanguage()]}</H2>
      <CompanyBar pick />
      <H3>{w.jobs}</H3>
      <Button icon="add" text={w.addJob} onClick={() => setD({ ...EMPTY_JOB })} data-testid="portal-job-add" />
      {jobs.data?.Items.length ? (
        <HTMLTable compact striped className="ptl-table">
          <thead>
            <tr>
              <th>{w.title}</th>
              <th>{w.kind}</th>
              <th>{w.department}</th>
              <th>{w.status}</th>
              <th>{w.applications}</th>
              <th />
            </tr>
          </thead>
          <tbody>
            {jobs.data.Items.map((j) => (
              <JobRow key={j.Id} j={j} company={company} onEdit={() => edit(j)} />
            ))}
          </tbody>
        </HTMLTable>
      ) : (
        <p>{jobs.isLoading ? w.loading : w.noJobs}</p>
      )}
      {d && <JobForm d={d} setD={setD} onSave={onSave} saving={save.isPending} />}
      <H3>{w.applications}</H3>
      <p className="bp6-text-muted">{w.keptOneYear}</p>
      <Applications company={company} />
    </section>
  );
}
