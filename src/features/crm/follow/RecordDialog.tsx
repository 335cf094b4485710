import { Button, Callout, FileInput, FormGroup, HTMLSelect, TextArea } from '@blueprintjs/core';
import { useState } from 'react';
import { ATTACHMENT_MAX_BYTES, ATTACHMENTS_MAX } from '../../../domain/crm/follow';
import { useWords } from '../../../i18n/words';
import { FormDialog } from '../../../ui/FormDialog';
import { useCompletePlan, useSaveRecord } from './api';
import { useMethodOptions } from './methods';
import { instantOf, TimeField, type TypedTime, typedOf } from './TimeField';
import { followWords } from './words';

type File64 = { Name: string; Type: string; Base64: string };

const base64Of = (f: File) =>
  new Promise<string>((resolve, reject) => {
    const r = new FileReader();
    r.onload = () => resolve(String(r.result).replace(/^data:[^,]*,/, ''));
    r.onerror = () => reject(r.error);
    r.readAsDataURL(f);
  });

/**
 * A follow-up record: typed for a customer (the quick follow-up) or completing a plan. The time is the
 * office's, now by default; the next follow-up (optional) becomes a plan; up to three attachments.
 */
export function RecordDialog({
  title,
  customerId,
  leadId,
  planId,
  method,
  onClose,
}: {
  title: string;
  customerId?: number;
  /** A lead's follow-up (the leads' panel) instead of a customer's. */
  leadId?: number;
  planId?: number;
  method?: string;
  onClose: () => void;
}) {
  const w = useWords(followWords);
  const methods = useMethodOptions();
  const [at, setAt] = useState<TypedTime>(typedOf(new Date().toISOString()));
  const [next, setNext] = useState<TypedTime>({ date: '', time: '' });
  const [m, setM] = useState(method ?? methods[0]?.value ?? 'PHONE');
  const [content, setContent] = useState('');
  const [files, setFiles] = useState<File64[]>([]);
  const [problem, setProblem] = useState('');
  const save = useSaveRecord();
  const complete = useCompletePlan();
  const followAt = instantOf(at);
  const nextAt = instantOf(next);
  const nextBad = (next.date !== '' || next.time !== '') && !nextAt;
  const ok = !!followAt && !nextBad && content.trim().length > 0;
  const submit = async () => {
    if (!followAt) return false; // Save is not offered then (ok): this only narrows the time
    const record = {
      FollowAt: followAt,
      Method: m,
      Content: content.trim(),
      ...(nextAt ? { NextPlanAt: nextAt } : {}),
      ...(files.length ? { Attachments: files } : {}),
    };
    // whether it was saved (a refusal is toasted by the action)
    return planId
      ? complete({ Id: planId, Record: record }, w.completed)
      : save({ ...(leadId ? { LeadId: leadId } : { CustomerId: customerId }), ...record }, w.recorded);
  };
  return (
    <FormDialog
      title={title}
      style={{ width: 560 }}
      onSubmit={submit}
      onClose={onClose}
      submitDisabled={!ok}
      testId="crm-record-dialog"
      submitTestId="crm-record-save"
    >
      <FormGroup label={w.followAt} labelFor="crm-rec-at" helperText={followAt ? undefined : w.badTime} intent={followAt ? 'none' : 'danger'}>
        <TimeField id="crm-rec-at" value={at} onChange={setAt} />
      </FormGroup>
      <FormGroup label={w.method} labelFor="crm-rec-method">
        <HTMLSelect id="crm-rec-method" value={m} onChange={(e) => setM(e.currentTarget.value)} options={methods} />
      </FormGroup>
      <FormGroup label={w.content} labelFor="crm-rec-content">
        <TextArea id="crm-rec-content" autoFocus fill rows={4} maxLength={2000} value={content} onChange={(e) => setContent(e.currentTarget.value)} />
      </FormGroup>
      <FormGroup label={w.nextPlanAt} labelFor="crm-rec-next" helperText={nextBad ? w.badTime : undefined} intent={nextBad ? 'danger' : 'none'}>
        <TimeField id="crm-rec-next" value={next} onChange={setNext} />
      </FormGroup>
      <AttachmentPicker files={files} onChange={setFiles} onProblem={setProblem} />
      {problem && <Callout intent="danger">{problem}</Callout>}
    </FormDialog>
  );
}

/** Up to three attachments, each at most 2 MB (a larger one is refused in words before it is sent). */
function AttachmentPicker({ files, onChange, onProblem }: { files: File64[]; onChange(f: File64[]): void; onProblem(p: string): void }) {
  const w = useWords(followWords);
  const add = async (f: File | undefined) => {
    if (!f) return;
    if (f.size > ATTACHMENT_MAX_BYTES) return onProblem(`${f.name}: ${w.tooLarge}`);
    onProblem('');
    onChange([...files, { Name: f.name, Type: f.type || 'application/octet-stream', Base64: await base64Of(f) }].slice(0, ATTACHMENTS_MAX));
  };
  return (
    <FormGroup label={w.attachments} helperText={w.attachmentHint}>
      <FileInput
        text={w.chooseFile}
        buttonText={w.chooseFile}
        disabled={files.length >= ATTACHMENTS_MAX}
        onInputChange={(e) => void add(e.currentTarget.files?.[0])}
      />
      {files.map((f) => (
        <div key={f.Name}>
          {f.Name} <Button size="small" variant="minimal" icon="cross" aria-label={w.remove} onClick={() => onChange(files.filter((x) => x !== f))} />
        </div>
      ))}
    </FormGroup>
  );
}
