import { Button, Callout, H2, HTMLSelect, NonIdealState, Spinner } from '@blueprintjs/core';
import { useState } from 'react';
import { ACCESS } from '../../contract/access';
import type { DeadLetter } from '../../contract/jobs/calls';
import { JOB_KIND_WORDS } from '../../contract/jobs/words';
import { useLanguage } from '../../i18n/language';
import { useWords } from '../../i18n/words';
import { Gate } from '../../session/Gate';
import { ChangeLog } from '../../ui/audit/ChangeLog';
import { showToast } from '../../ui/toaster';
import { DEAD_LETTER_PAGE_SIZE, useDeadLetters, useRetryJob } from './api/deadLetters';
import { type DeadLetterActions, DeadLetterTable } from './DeadLetterTable';
import { DiscardDialog } from './DiscardDialog';
import { JOB_CHANGES } from './jobChanges';
import { PayloadDialog } from './PayloadDialog';
import { jobWords } from './words';
import './jobs.css';

/**
 * 后台任务 (/system/jobs, issue 47): the background jobs that failed every attempt, for whoever
 * administers the menus — what each was, its last failure, retry it or discard it with why — and
 * the change log of those decisions. Metrics count them too (`freight_jobs{state="dead"}`).
 */
export default function DeadLettersScreen() {
  const w = useWords(jobWords);
  const [kind, setKind] = useState('');
  const [page, setPage] = useState(1);
  const [details, setDetails] = useState<DeadLetter>();
  const [discarding, setDiscarding] = useState<DeadLetter>();
  const list = useDeadLetters(kind, page);
  const retry = useRetryJob();
  const onRetry = async (job: DeadLetter) => {
    try {
      await retry.mutateAsync({ Id: job.Id });
      void showToast({ intent: 'success', message: w.retried });
    } catch (err) {
      void showToast({ intent: 'danger', message: err instanceof Error ? err.message : String(err) });
    }
  };
  return (
    <section className="jobs-screen">
      <H2>{w.title}</H2>
      <Callout icon="info-sign">{w.intro}</Callout>
      <KindFilter
        kind={kind}
        onKind={(k) => {
          setKind(k);
          setPage(1);
        }}
      />
      <DeadLetterBody
        list={list}
        page={page}
        onPage={setPage}
        actions={{
          onRetry: (j) => void onRetry(j),
          onDiscard: setDiscarding,
          onDetails: setDetails,
          retrying: retry.isPending ? retry.variables?.Id : undefined,
        }}
      />
      <PayloadDialog job={details} onClose={() => setDetails(undefined)} />
      <DiscardDialog job={discarding} onClose={() => setDiscarding(undefined)} />
      <Gate access={ACCESS.auditRead}>
        <ChangeLog entity="job" vocabulary={JOB_CHANGES} />
      </Gate>
    </section>
  );
}

function KindFilter({ kind, onKind }: { kind: string; onKind: (kind: string) => void }) {
  const w = useWords(jobWords);
  const lang = useLanguage();
  return (
    <label className="jobs-filter">
      {w.kindFilter}{' '}
      <HTMLSelect
        value={kind}
        onChange={(e) => onKind(e.target.value)}
        options={[{ value: '', label: w.allKinds }, ...Object.entries(JOB_KIND_WORDS).map(([value, words]) => ({ value, label: words[lang] }))]}
      />
    </label>
  );
}

type Page = ReturnType<typeof useDeadLetters>;

/** The page's states in words: reading, refused, none, or the rows with the pager. */
function DeadLetterBody({ list, page, onPage, actions }: { list: Page; page: number; onPage: (p: number) => void; actions: DeadLetterActions }) {
  const w = useWords(jobWords);
  if (list.isPending) return <NonIdealState icon={<Spinner size={24} />} title={w.loading} />;
  if (list.isError) return <Callout intent="danger">{w.loadFailed + list.error.message}</Callout>;
  const { Items, Total } = list.data;
  if (Total === 0) return <NonIdealState icon="tick-circle" title={w.none} description={w.noneHint} />;
  const pages = Math.max(1, Math.ceil(Total / DEAD_LETTER_PAGE_SIZE));
  return (
    <>
      <DeadLetterTable rows={Items} {...actions} />
      <div className="jobs-pager">
        <Button size="small" icon="chevron-left" text={w.previous} disabled={page <= 1} onClick={() => onPage(page - 1)} />
        <span data-testid="dead-letters-page">{w.pageOf(page, pages, Total)}</span>
        <Button size="small" endIcon="chevron-right" text={w.next} disabled={page >= pages} onClick={() => onPage(page + 1)} />
      </div>
    </>
  );
}
