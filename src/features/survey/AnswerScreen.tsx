import { Button, Callout, Card, Checkbox, FormGroup, H3, NonIdealState, Radio, RadioGroup, Spinner, TextArea } from '@blueprintjs/core';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useMachine } from '@xstate/react';
import { useMemo, useState } from 'react';
import { useSearchParams } from 'react-router-dom';
import { fromPromise } from 'xstate';
import type { MySurvey } from '../../contract/survey/calls';
import type { AnswerValue, Answers } from '../../domain/survey/survey';
import { useLanguage } from '../../i18n/language';
import { useWords } from '../../i18n/words';
import { ApiError } from '../../streams/callApi';
import { answerSurvey, mySurveyQueryOptions, surveyKeys } from './api/survey';
import { answerMachine, type LoadedAs, type SubmitOutcome } from './machines/answerMachine';
import { surveyWords } from './words';
import './survey.css';

type Q = MySurvey['QuestionList'][number];

/** One question's input: choices as radios or checkboxes, scores as a row of buttons, text as an area. */
function AnswerInput({
  q,
  label,
  value,
  onChange,
  readOnly,
}: {
  q: Q;
  label: string;
  value: AnswerValue | undefined;
  onChange: (v: AnswerValue | undefined) => void;
  readOnly: boolean;
}) {
  const lang = useLanguage();
  const words = (o: { Zh: string; En: string }) => (lang === 'en' && o.En) || o.Zh;
  if (q.Kind === 'SINGLE')
    return (
      <RadioGroup disabled={readOnly} selectedValue={value === undefined ? undefined : String(value)} onChange={(e) => onChange(Number(e.currentTarget.value))}>
        {q.Options.map((o, i) => (
          <Radio key={String(i)} value={String(i)} label={words(o)} />
        ))}
      </RadioGroup>
    );
  if (q.Kind === 'MULTI') {
    const picked = Array.isArray(value) ? value : [];
    return (
      <div>
        {q.Options.map((o, i) => (
          <Checkbox
            key={String(i)}
            disabled={readOnly}
            label={words(o)}
            checked={picked.includes(i)}
            onChange={(e) => onChange(e.currentTarget.checked ? [...picked, i].sort((a, b) => a - b) : picked.filter((x) => x !== i))}
          />
        ))}
      </div>
    );
  }
  if (q.Kind === 'TEXT')
    return (
      <TextArea
        aria-label={label}
        fill
        rows={3}
        maxLength={1000}
        readOnly={readOnly}
        value={typeof value === 'string' ? value : ''}
        onChange={(e) => onChange(e.target.value)}
      />
    );
  const scores = q.Kind === 'RATING' ? [1, 2, 3, 4, 5] : [0, 1, 2, 3, 4, 5, 6, 7, 8, 9, 10];
  return (
    <div className="survey-scale" role="radiogroup" aria-label={label}>
      {scores.map((s) => (
        <Button
          key={s}
          role="radio"
          aria-checked={value === s}
          disabled={readOnly}
          intent={value === s ? 'primary' : 'none'}
          text={String(s)}
          onClick={() => onChange(s)}
        />
      ))}
    </div>
  );
}

/**
 * The recipient's answering page (/external/workbench/test?s=<id>, issue 51), reached from the
 * survey's message: the questions, one answer each, submitted once (answerMachine).
 */
export default function AnswerScreen() {
  const id = Number(useSearchParams()[0].get('s')) || 0;
  const w = useWords(surveyWords);
  const lang = useLanguage();
  const queries = useQueryClient();
  const mine = useQuery(mySurveyQueryOptions(id));
  const [answers, setAnswers] = useState<Answers>({});
  const machine = useMemo(
    () =>
      answerMachine.provide({
        actors: {
          load: fromPromise<LoadedAs>(async () => {
            const s = await queries.fetchQuery(mySurveyQueryOptions(id));
            return s.AnsweredAt ? 'answered' : s.Status === 'OPEN' ? 'open' : 'closed';
          }),
          submit: fromPromise<SubmitOutcome, { answers: Answers }>(async ({ input }) => {
            try {
              await answerSurvey({ Id: id, Answers: input.answers });
              await queries.invalidateQueries({ queryKey: surveyKeys.mine(id) });
              return { ok: true };
            } catch (e) {
              if (!(e instanceof ApiError) || e.status !== 400) throw e;
              if (e.code === 'ANSWERED' || e.code === 'CLOSED') await queries.invalidateQueries({ queryKey: surveyKeys.mine(id) });
              return { ok: false, code: e.code, problems: Object.fromEntries((e.errors ?? []).map((x) => [x.Path, x.Message])) };
            }
          }),
        },
      }),
    [id, queries],
  );
  const [state, send] = useMachine(machine);
  const s = mine.data;
  if (!id || state.matches('missing')) return <NonIdealState icon="search" title={w.noSurvey} />;
  if (!s || state.matches('loading')) return <Spinner className="page-spinner" />;
  const readOnly = !state.matches('answering') && !state.matches('failed');
  const shown = state.matches('answered') || state.matches('thanks') ? s.Answers : answers;
  return (
    <div className="survey-answer">
      <H3>{(lang === 'en' && s.TitleEn) || s.TitleZh}</H3>
      {s.Intro ? <p>{s.Intro}</p> : null}
      {state.matches('thanks') ? <Callout intent="success">{w.thanks}</Callout> : null}
      {state.matches('answered') ? <Callout intent="primary">{w.alreadyAnswered}</Callout> : null}
      {state.matches('closed') ? <Callout intent="warning">{w.surveyClosed}</Callout> : null}
      {s.QuestionList.map((q, i) => {
        const problem = state.context.problems[`/Answers/${q.Id}`];
        return (
          <Card key={q.Id} compact>
            <FormGroup
              label={`${i + 1}. ${(lang === 'en' && q.TextEn) || q.TextZh}${q.Required ? ' *' : ''}`}
              intent={problem ? 'danger' : 'none'}
              helperText={problem ?? (q.Kind === 'NPS' ? `0 = ${w.notRecommend}，10 = ${w.recommend}` : undefined)}
            >
              <AnswerInput
                q={q}
                label={(lang === 'en' && q.TextEn) || q.TextZh}
                value={shown[q.Id]}
                readOnly={readOnly}
                onChange={(v) => setAnswers((a) => ({ ...a, [q.Id]: v as AnswerValue }))}
              />
            </FormGroup>
          </Card>
        );
      })}
      {readOnly ? null : (
        <Button intent="primary" large icon="tick" text={w.submit} loading={state.matches('submitting')} onClick={() => send({ type: 'submit', answers })} />
      )}
    </div>
  );
}
