import { Callout, H5, Tag } from '@blueprintjs/core';
import type { Survey, SurveyResults } from '../../contract/survey/calls';
import { useLanguage } from '../../i18n/language';
import { useWords } from '../../i18n/words';
import { surveyWords } from './words';

export interface QuestionResultViewProps {
  index: number;
  question: Survey['QuestionList'][number];
  result: SurveyResults['Questions'][number];
}

/** One question's results: the NPS and the average where it has them, a bar per choice or score, the texts. */
export function QuestionResultView({ index, question, result: q }: QuestionResultViewProps) {
  const w = useWords(surveyWords);
  const lang = useLanguage();
  const label = (l: string, at: number) => (question.Kind === 'SINGLE' || question.Kind === 'MULTI' ? (lang === 'en' && question.Options[at]?.En) || l : l);
  return (
    <section className="survey-question" aria-label={`${index + 1}. ${question.TextZh}`}>
      <H5>
        {index + 1}. {(lang === 'en' && question.TextEn) || question.TextZh} <Tag minimal>{w[question.Kind]}</Tag>{' '}
        <small>
          {w.answeredCount} {q.Answered}
        </small>
      </H5>
      {q.Nps !== null ? (
        <Callout intent={q.Nps >= 0 ? 'success' : 'warning'} compact>
          {w.npsScore}: <strong>{q.Nps}</strong>
        </Callout>
      ) : null}
      {q.Average !== null ? (
        <p>
          {w.average}: <strong>{q.Average}</strong>
        </p>
      ) : null}
      {q.Counts.map((c, at) => (
        <div className="survey-bar" key={c.Label + String(at)}>
          <span>{label(c.Label, at)}</span>
          <div className="survey-bar-track">
            <div className="survey-bar-fill" style={{ width: `${c.Percent}%` }} />
          </div>
          <span>
            {c.Count} · {c.Percent}%
          </span>
        </div>
      ))}
      {question.Kind !== 'TEXT' ? null : q.Texts.length ? (
        <ul>
          {q.Texts.map((t, n) => (
            <li key={String(n)}>{t}</li>
          ))}
        </ul>
      ) : (
        <p className="bp6-text-muted">{w.noTexts}</p>
      )}
    </section>
  );
}
