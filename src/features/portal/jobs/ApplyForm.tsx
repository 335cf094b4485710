import { Button, Callout, Checkbox, FileInput, FormGroup, H3, InputGroup } from '@blueprintjs/core';
import { useState } from 'react';
import { MAX_CV_BYTES, type PublicJob } from '../../../contract/portal/jobCalls';
import { useWords } from '../../../i18n/words';
import { ApiError } from '../../../streams/callApi';
import { applyJob } from '../api/jobs';
import { jobWords } from './words';

const EMPTY = { Name: '', Phone: '', Email: '', Consent: false };

/** The application form (§15.2 ApplyJob): name, a way to reply, the CV (PDF ≤ 5 MB) and the consent tick. */
export function ApplyForm({ job }: { job: PublicJob }) {
  const w = useWords(jobWords);
  const [f, setF] = useState(EMPTY);
  const [cv, setCv] = useState<File>();
  const [state, setState] = useState<{ sending?: boolean; done?: boolean; error?: string }>({});
  const submit = async () => {
    if (!f.Phone.trim() && !f.Email.trim()) return setState({ error: w.phoneOrEmail });
    if (!cv) return;
    if (cv.size > MAX_CV_BYTES) return setState({ error: w.tooLarge });
    setState({ sending: true });
    try {
      await applyJob({ ...f, JobId: job.Id }, cv);
      setF(EMPTY);
      setCv(undefined);
      setState({ done: true });
    } catch (e) {
      setState({ error: e instanceof ApiError ? e.message : String(e) });
    }
  };
  const field = (k: 'Name' | 'Phone' | 'Email', label: string, max: number) => (
    <FormGroup label={label} labelFor={`ptl-a-${k}`}>
      <InputGroup id={`ptl-a-${k}`} value={f[k]} maxLength={max} onValueChange={(v) => setF({ ...f, [k]: v })} />
    </FormGroup>
  );
  return (
    <form
      className="ptl-contact"
      data-testid="apply-form"
      onSubmit={(e) => {
        e.preventDefault();
        void submit();
      }}
    >
      <H3>{w.applyFor(job.Title)}</H3>
      {field('Name', w.name, 60)}
      {field('Phone', w.phone, 40)}
      {field('Email', w.email, 120)}
      <FormGroup label={w.cvFile} labelFor="ptl-a-cv">
        <FileInput
          fill
          text={cv?.name ?? w.chooseFile}
          buttonText={w.browse}
          inputProps={{ id: 'ptl-a-cv', accept: 'application/pdf,.pdf', 'aria-label': w.cvFile }}
          onInputChange={(e) => setCv((e.target as HTMLInputElement).files?.[0])}
        />
      </FormGroup>
      <Checkbox checked={f.Consent} label={w.consent} onChange={(e) => setF({ ...f, Consent: e.currentTarget.checked })} />
      <Button type="submit" intent="primary" text={w.send} loading={state.sending} disabled={!f.Name.trim() || !cv || !f.Consent} />
      {state.done && (
        <Callout intent="success" data-testid="apply-sent">
          {w.sent}
        </Callout>
      )}
      {state.error && (
        <Callout intent="danger" data-testid="apply-error">
          {state.error}
        </Callout>
      )}
    </form>
  );
}
