import { HTMLTable } from '@blueprintjs/core';
import type { DeadLetter } from '../../contract/jobs/calls';
import { jobKindWords } from '../../contract/jobs/words';
import { useLanguage } from '../../i18n/language';
import { useWords } from '../../i18n/words';
import { AppDialog } from '../../ui/AppDialog';
import { jobWords } from './words';

/** A value of the job's input as a line of text: lists and groups as their parts, never a JSON dump. */
export function payloadText(v: unknown): string {
  if (v === null || v === undefined) return '';
  if (Array.isArray(v)) return v.map(payloadText).join('，');
  if (typeof v === 'object')
    return Object.entries(v as Record<string, unknown>)
      .map(([k, x]) => `${k}: ${payloadText(x)}`)
      .join('；');
  return String(v);
}

/** One dead letter whole: what it is, when, its last failure and what it was given. */
export function PayloadDialog({ job, onClose }: { job: DeadLetter | undefined; onClose: () => void }) {
  const w = useWords(jobWords);
  const lang = useLanguage();
  const given = job && typeof job.Payload === 'object' && job.Payload !== null ? Object.entries(job.Payload as Record<string, unknown>) : [];
  return (
    <AppDialog isOpen={!!job} onClose={onClose} title={job ? `${w.no} ${job.Id} · ${jobKindWords(job.Kind)[lang]}` : ''}>
      {job && (
        <div className="bp6-dialog-body" data-testid="job-details">
          <p>
            <b>{w.lastError}</b>: {job.LastError || w.noError}
          </p>
          <h4>{w.payload}</h4>
          <HTMLTable compact>
            <tbody>
              {given.map(([k, v]) => (
                <tr key={k}>
                  <th>{k}</th>
                  <td>{payloadText(v)}</td>
                </tr>
              ))}
            </tbody>
          </HTMLTable>
        </div>
      )}
    </AppDialog>
  );
}
