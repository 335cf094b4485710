import { Button, Callout, FormGroup, TextArea } from '@blueprintjs/core';
import { useState } from 'react';
import type { DeadLetter } from '../../contract/jobs/calls';
import { jobKindWords, jobRefusalWords } from '../../contract/jobs/words';
import { useLanguage } from '../../i18n/language';
import { useWords } from '../../i18n/words';
import { AppDialog } from '../../ui/AppDialog';
import { showToast } from '../../ui/toaster';
import { useDiscardJob } from './api/deadLetters';
import { jobWords } from './words';

/** Discarding one dead letter: the reason is required; a refusal shows in place and the dialog stays. */
export function DiscardDialog({ job, onClose }: { job: DeadLetter | undefined; onClose: () => void }) {
  const w = useWords(jobWords);
  const lang = useLanguage();
  const discard = useDiscardJob();
  const [reason, setReason] = useState('');
  const [refusal, setRefusal] = useState('');
  const noReason = jobRefusalWords.reason[lang];
  const close = () => {
    setReason('');
    setRefusal('');
    onClose();
  };
  const submit = async () => {
    if (!job) return;
    // the server says the same of a blank reason; said here, nothing is sent
    if (!reason.trim()) {
      setRefusal(noReason);
      return;
    }
    try {
      await discard.mutateAsync({ Id: job.Id, Reason: reason });
      void showToast({ intent: 'success', message: w.discarded });
      close();
    } catch (err) {
      setRefusal(err instanceof Error ? err.message : String(err));
    }
  };
  return (
    <AppDialog isOpen={!!job} onClose={close} title={w.discardTitle}>
      {job && (
        <div className="bp6-dialog-body" data-testid="job-discard">
          <p>
            {w.no} {job.Id} · {jobKindWords(job.Kind)[lang]}
          </p>
          <Callout intent="warning">{w.discardWarning}</Callout>
          <FormGroup label={w.reason} labelFor="job-discard-reason" intent={refusal ? 'danger' : 'none'} helperText={refusal || undefined}>
            <TextArea id="job-discard-reason" fill value={reason} maxLength={200} onChange={(e) => setReason(e.target.value)} />
          </FormGroup>
          <div className="bp6-dialog-footer-actions">
            <Button variant="minimal" text={w.cancel} onClick={close} />
            <Button intent="danger" text={w.discard} loading={discard.isPending} onClick={() => void submit()} />
          </div>
        </div>
      )}
    </AppDialog>
  );
}
