import { Callout, Tag } from '@blueprintjs/core';
import type { SiProblem } from '../contract/si';
import './problemsList.css';

export interface ProblemsListProps {
  problems: readonly SiProblem[];
  /** Where a problem's path is on the screen, in the screen's words ('' when it names no place). */
  where(path: string): string;
  /** What an empty list says (the check passes; to a reviewer, with no word about submitting). */
  passes: string;
  /** The tag of a warning (it does not block). */
  warning: string;
  /** The place before a problem's message. */
  at(where: string): string;
  testId: string;
  /** The most shown; the rest are counted. */
  max?: number;
}

/** A check's problems, errors first then warnings, each named by where it is on the screen (the manifest's, the packing list's). */
export function ProblemsList({ problems, where, passes, warning, at, testId, max = 20 }: ProblemsListProps) {
  if (!problems.length)
    return (
      <Callout intent="success" icon="tick" data-testid={testId} data-count={0}>
        {passes}
      </Callout>
    );
  const sorted = [...problems].sort((a, b) => Number(a.Severity === 'warning') - Number(b.Severity === 'warning'));
  const errors = problems.filter((p) => p.Severity !== 'warning').length;
  return (
    <Callout intent={errors ? 'warning' : 'primary'} data-testid={testId} data-count={errors}>
      <ul className="problems-list">
        {sorted.slice(0, max).map((p, i) => {
          const place = where(p.Path);
          return (
            <li key={`${p.Path}|${p.Code}|${i}`} data-severity={p.Severity ?? 'error'} data-path={p.Path} data-code={p.Code}>
              {p.Severity === 'warning' && (
                <Tag minimal intent="warning">
                  {warning}
                </Tag>
              )}{' '}
              {place ? <strong>{at(place)}</strong> : null}
              {p.Message}
            </li>
          );
        })}
        {sorted.length > max && <li>…（{sorted.length - max}）</li>}
      </ul>
    </Callout>
  );
}
