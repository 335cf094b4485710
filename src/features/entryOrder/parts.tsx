import { Callout, HTMLTable, type Intent, Tag } from '@blueprintjs/core';
import { useQuery } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { useSearchParams } from 'react-router-dom';
import { entryOrderEventText } from '../../contract/entryOrder/events';
import type { EntStatus, SupStatus } from '../../domain/entryOrder/status';
import type { EntryProblem } from '../../domain/entryOrder/formFields';
import { placeTime } from '../../domain/refdata/localTimes';
import type { Bilingual } from '../../i18n/bilingual';
import { useLanguage } from '../../i18n/language';
import { useWords } from '../../i18n/words';
import { orderLogQueryOptions } from './api/orders';
import { ENT_STATUS_WORDS, entryWords, SUP_SHOWN_WORDS, SUP_STATUS_WORDS } from './words';

/** A time as a person reads it: on the place's clock (the port's zone, else the office's, Asia/Shanghai) with its offset. */
export const when = (iso: string | null | undefined, zone?: string | null) => placeTime(iso, zone);
/** A day as the wire has it (a calendar day is no instant: shown as it is). */
export const day = (v: string | null | undefined) => (v ? v.slice(0, 10) : '');

const ENT_INTENT: Partial<Record<EntStatus, Intent>> = {
  2: 'primary',
  3: 'primary',
  4: 'success',
  5: 'success',
  6: 'success',
  7: 'success',
  9: 'danger',
  10: 'none',
};
/** An order's state in words, coloured. */
export function EntStatusTag({ status }: { status: EntStatus }) {
  const lang = useLanguage();
  return (
    <Tag intent={ENT_INTENT[status] ?? 'none'} minimal={status === 1} data-status={status} data-testid="ent-status">
      {ENT_STATUS_WORDS[status]?.[lang] ?? ''}
    </Tag>
  );
}
const SUP_INTENT: Record<SupStatus, Intent> = { 1: 'warning', 2: 'primary', 3: 'success', 4: 'danger', 5: 'none' };
/** A supplement's state in words (overdue said beside it). */
export function SupStatusTag({ status, overdue }: { status: SupStatus; overdue?: boolean }) {
  const lang = useLanguage();
  return (
    <span data-testid="sup-status" data-status={status}>
      <Tag intent={SUP_INTENT[status]} minimal>
        {SUP_STATUS_WORDS[status]?.[lang] ?? ''}
      </Tag>
      {overdue ? (
        <Tag intent="danger" data-testid="sup-overdue">
          {SUP_SHOWN_WORDS.overdue[lang]}
        </Tag>
      ) : null}
    </span>
  );
}

/** A refusal's words (the server's Message, in the person's language). */
export function Refusal({ problem }: { problem?: { message: string } }) {
  return problem?.message ? (
    <Callout intent="danger" role="alert" data-testid="ent-refusal">
      {problem.message}
    </Callout>
  ) : null;
}

/**
 * The rules' problems, errors then warnings, each in the words that name the field by its label; a
 * click puts the cursor in the field (`data-field` of its input).
 */
export function ProblemList({
  problems,
  passes,
  testId,
}: {
  problems: readonly (Pick<EntryProblem, 'Key' | 'Severity' | 'Words'> & { Code: string })[];
  passes: string;
  testId: string;
}) {
  const lang = useLanguage();
  const w = useWords(entryWords);
  if (!problems.length)
    return (
      <Callout intent="success" icon="tick" data-testid={testId} data-count={0}>
        {passes}
      </Callout>
    );
  const errors = problems.filter((p) => p.Severity === 'error').length;
  const sorted = [...problems].sort((a, b) => Number(a.Severity === 'warning') - Number(b.Severity === 'warning'));
  return (
    <Callout intent={errors ? 'warning' : 'primary'} data-testid={testId} data-count={errors} title={errors ? w.errorsLeft(errors) : w.warnings}>
      <ul className="problems-list">
        {sorted.slice(0, 40).map((p, i) => (
          <li key={`${p.Key}|${p.Code}|${i}`} data-severity={p.Severity} data-key={p.Key} data-code={p.Code}>
            {p.Severity === 'warning' ? (
              <Tag minimal intent="warning">
                {w.warnings}
              </Tag>
            ) : null}{' '}
            <a
              href={`#field-${p.Key}`}
              onClick={(e) => {
                e.preventDefault();
                document.querySelector<HTMLElement>(`[data-field="${p.Key}"] input, [data-field="${p.Key}"] select, [data-field="${p.Key}"] textarea`)?.focus();
              }}
            >
              {p.Words[lang]}
            </a>
          </li>
        ))}
      </ul>
    </Callout>
  );
}

/** An order's history in words (events.ts), newest last: never an event code or JSON. */
export function OrderLog({ id }: { id: number }) {
  const lang = useLanguage();
  const w = useWords(entryWords);
  const log = useQuery(orderLogQueryOptions(id));
  return (
    <section aria-label={w.log} data-testid="ent-log">
      <h4>{w.log}</h4>
      <HTMLTable compact striped>
        <thead>
          <tr>
            <th>{w.when}</th>
            <th>{w.actor}</th>
            <th>{w.content}</th>
          </tr>
        </thead>
        <tbody>
          {(log.data ?? []).map((e, i) => (
            <tr key={`${e.At}${i}`}>
              <td>{when(e.At)}</td>
              <td>{[e.ActorName, e.ActorCompany].filter(Boolean).join(' · ')}</td>
              <td>{entryOrderEventText(e.Type, e.Detail)[lang]}</td>
            </tr>
          ))}
        </tbody>
      </HTMLTable>
    </section>
  );
}

/** The page's `Id` (or another name) in the address, and a way to set or clear it: a link or a list opens a record, closing takes it away. */
export function useAddressId(name = 'Id'): [number | undefined, (id: number | undefined) => void] {
  const [search, setSearch] = useSearchParams();
  const id = Number(search.get(name)) || undefined;
  const set = (next: number | undefined) =>
    setSearch(
      (s) => {
        const n = new URLSearchParams(s);
        if (next) n.set(name, String(next));
        else n.delete(name);
        return n;
      },
      { replace: true },
    );
  return [id, set];
}

/** A value's label in the language (a code's words, else the code). */
export const wordOf = (table: Readonly<Record<string, Bilingual>>, code: string | null | undefined, lang: 'zh' | 'en') =>
  code ? (table[code]?.[lang] ?? code) : '';

/** A titled block of the page. */
export function Block({ title, children, testId }: { title: string; children: ReactNode; testId?: string }) {
  return (
    <section className="entry-block" data-testid={testId}>
      <h4>{title}</h4>
      {children}
    </section>
  );
}
