import { Button, FormGroup, HTMLSelect, InputGroup, NumericInput } from '@blueprintjs/core';
import type { CallInput } from '../../../contract/call';
import { JOB_KINDS, type jobCalls } from '../../../contract/portal/jobCalls';
import { useWords } from '../../../i18n/words';
import { RichTextEditor } from '../../../ui/richText/RichTextEditor';
import { jobWords } from './words';

export type JobDraft = CallInput<typeof jobCalls.jobSave>;
export const EMPTY_JOB: JobDraft = {
  Version: 0,
  Title: '',
  Department: '',
  City: '',
  Headcount: 1,
  SalaryMin: null,
  SalaryMax: null,
  Kind: 'SOCIAL',
  Requirements: '',
};

const num = (v: number) => (Number.isFinite(v) ? v : null);

/** One job post's fields (a draft until published). */
export function JobForm({ d, setD, onSave, saving }: { d: JobDraft; setD: (d?: JobDraft) => void; onSave: () => void; saving: boolean }) {
  const w = useWords(jobWords);
  const text = (k: 'Title' | 'Department' | 'City', label: string, max: number) => (
    <FormGroup label={label} labelFor={`ptl-j-${k}`} inline>
      <InputGroup id={`ptl-j-${k}`} value={d[k]} maxLength={max} onValueChange={(v) => setD({ ...d, [k]: v })} />
    </FormGroup>
  );
  return (
    <form
      className="ptl-form"
      data-testid="portal-job-form"
      onSubmit={(e) => {
        e.preventDefault();
        onSave();
      }}
    >
      {text('Title', w.title, 100)}
      {text('Department', w.department, 60)}
      {text('City', w.city, 40)}
      <FormGroup label={w.kind} labelFor="ptl-j-kind" inline>
        <HTMLSelect id="ptl-j-kind" value={d.Kind} onChange={(e) => setD({ ...d, Kind: e.target.value as JobDraft['Kind'] })}>
          {JOB_KINDS.map((k) => (
            <option key={k} value={k}>
              {w[`kind${k}`]}
            </option>
          ))}
        </HTMLSelect>
      </FormGroup>
      <FormGroup label={w.headcount} labelFor="ptl-j-head" inline>
        <NumericInput id="ptl-j-head" min={1} max={999} value={d.Headcount} onValueChange={(v) => setD({ ...d, Headcount: num(v) ?? 1 })} />
      </FormGroup>
      <FormGroup label={w.salaryMin} labelFor="ptl-j-min" inline>
        <NumericInput id="ptl-j-min" min={0} value={d.SalaryMin ?? ''} onValueChange={(v) => setD({ ...d, SalaryMin: num(v) })} />
      </FormGroup>
      <FormGroup label={w.salaryMax} labelFor="ptl-j-max" inline>
        <NumericInput id="ptl-j-max" min={0} value={d.SalaryMax ?? ''} onValueChange={(v) => setD({ ...d, SalaryMax: num(v) })} />
      </FormGroup>
      <FormGroup label={w.requirements}>
        <RichTextEditor label={w.requirements} value={d.Requirements} onChange={(Requirements) => setD({ ...d, Requirements })} testId="portal-job-body" />
      </FormGroup>
      <Button type="submit" intent="primary" text={w.save} loading={saving} disabled={!d.Title.trim()} />
      <Button minimal text={w.cancel} onClick={() => setD(undefined)} />
    </form>
  );
}
