import { AnchorButton, Button, Card, H2, H3, H4 } from '@blueprintjs/core';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { Link } from 'react-router-dom';
import type { PublicJob } from '../../../contract/portal/jobCalls';
import { useLanguage } from '../../../i18n/language';
import { useWords } from '../../../i18n/words';
import { RichTextView } from '../../../ui/richText/RichTextEditor';
import { useRoute } from '../../../ui/routeContext';
import { publicJobDetailOptions, publicJobsOptions } from '../api/jobs';
import { jobWords } from './words';
import { Hero } from '../public/parts';
import { PublicSite, usePublicSite } from '../public/PublicSite';
import { ApplyForm } from './ApplyForm';

const RECRUITMENT = '/external/MHpage/socialRecruitment';

function salaryOf(j: PublicJob, negotiable: string): string {
  if (j.SalaryMin === null && j.SalaryMax === null) return negotiable;
  return [j.SalaryMin, j.SalaryMax].filter((v) => v !== null).join(' – ');
}

function JobCard({ j, open, onOpen }: { j: PublicJob; open: boolean; onOpen: () => void }) {
  const w = useWords(jobWords);
  const detail = useQuery(publicJobDetailOptions(j.Id, open));
  return (
    <Card className="ptl-job" data-testid="site-job">
      <H4>{j.Title}</H4>
      <p>
        {[w[`kind${j.Kind}`], j.Department, j.City, `${w.headcount} ${j.Headcount}`, `${w.salary} ${salaryOf(j, w.negotiable)}`].filter(Boolean).join(' · ')}
      </p>
      {open ? (
        <>
          {detail.data && <RichTextView html={detail.data.Requirements} />}
          <ApplyForm job={j} />
        </>
      ) : (
        <Button intent="primary" text={w.apply} onClick={onOpen} />
      )}
    </Card>
  );
}

function Positions() {
  const w = useWords(jobWords);
  const { preview } = usePublicSite();
  const jobs = useQuery(publicJobsOptions(preview));
  const [open, setOpen] = useState<number>();
  if (!jobs.data) return null;
  if (!jobs.data.Items.length) return <p>{w.noOpenPositions}</p>;
  return (
    <div className="ptl-jobs" data-testid="site-jobs">
      {jobs.data.Items.map((j) => (
        <JobCard key={j.Id} j={j} open={open === j.Id} onOpen={() => setOpen(j.Id)} />
      ))}
    </div>
  );
}

function JoinUsBody() {
  const w = useWords(jobWords);
  const { preview } = usePublicSite();
  const jobs = useQuery(publicJobsOptions(preview));
  return (
    <>
      <Hero />
      <section className="ptl-join">
        <H3>{w.whyJoin}</H3>
        <p>{w.whyJoinText}</p>
        <H3>{w.culture}</H3>
        <p>{w.cultureItems}</p>
        <H3>{w.openPositions}</H3>
        <ul data-testid="site-job-links">
          {jobs.data?.Items.map((j) => (
            <li key={j.Id}>
              <Link to={RECRUITMENT}>{j.Title}</Link>
            </li>
          ))}
        </ul>
        <AnchorButton intent="primary" icon="people" text={w.seePositions} href={RECRUITMENT} />
      </section>
    </>
  );
}

/** `/external/MHpage/joinUs`: why join, the culture, and the way to the open positions. */
export function JoinUsPage() {
  return (
    <PublicSite>
      <JoinUsBody />
    </PublicSite>
  );
}

/** `/external/MHpage/socialRecruitment`: the open positions and the application form. */
export function RecruitmentPage() {
  const route = useRoute();
  const lang = useLanguage();
  return (
    <PublicSite>
      <H2>{route.title[lang]}</H2>
      <Positions />
    </PublicSite>
  );
}
