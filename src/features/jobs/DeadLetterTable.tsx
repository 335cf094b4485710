import { Button, ButtonGroup, HTMLTable } from '@blueprintjs/core';
import { ACCESS } from '../../contract/access';
import type { DeadLetter } from '../../contract/jobs/calls';
import { jobKindWords } from '../../contract/jobs/words';
import { formatDate } from '../../domain/dates';
import { useLanguage } from '../../i18n/language';
import { useWords } from '../../i18n/words';
import { Gate } from '../../session/Gate';
import { jobWords } from './words';

export interface DeadLetterActions {
  onRetry(job: DeadLetter): void;
  onDiscard(job: DeadLetter): void;
  onDetails(job: DeadLetter): void;
  /** The job a retry is on its way for (its button waits). */
  retrying?: number;
}

/** One page of dead letters: what each job is in words, its attempts and last failure, and what may be done with it. */
export function DeadLetterTable({ rows, ...act }: { rows: readonly DeadLetter[] } & DeadLetterActions) {
  const w = useWords(jobWords);
  const lang = useLanguage();
  return (
    <HTMLTable striped compact className="jobs-table" data-testid="dead-letters">
      <thead>
        <tr>
          <th>{w.no}</th>
          <th>{w.kind}</th>
          <th>{w.attempts}</th>
          <th>{w.lastError}</th>
          <th>{w.createdAt}</th>
          <th>{w.failedAt}</th>
          <th>{w.actions}</th>
        </tr>
      </thead>
      <tbody>
        {rows.map((j) => (
          <tr key={j.Id} data-testid={`dead-letter-${j.Id}`}>
            <td>{j.Id}</td>
            <td>{jobKindWords(j.Kind)[lang]}</td>
            <td>{w.attemptsOf(j.Attempts)}</td>
            <td className="jobs-error">{j.LastError || w.noError}</td>
            <td>{formatDate(j.CreatedAt, 'dateTime')}</td>
            <td>{formatDate(j.FailedAt, 'dateTime')}</td>
            <td>
              <ButtonGroup>
                <Button size="small" variant="minimal" icon="info-sign" text={w.details} onClick={() => act.onDetails(j)} />
                <Gate access={ACCESS.jobRetry}>
                  <Button size="small" intent="primary" icon="refresh" text={w.retry} loading={act.retrying === j.Id} onClick={() => act.onRetry(j)} />
                </Gate>
                <Gate access={ACCESS.jobDiscard}>
                  <Button size="small" intent="danger" variant="minimal" icon="trash" text={w.discard} onClick={() => act.onDiscard(j)} />
                </Gate>
              </ButtonGroup>
            </td>
          </tr>
        ))}
      </tbody>
    </HTMLTable>
  );
}
