import { Button, H4, Spinner, Tag } from '@blueprintjs/core';
import { useQuery } from '@tanstack/react-query';
import type { Survey } from '../../contract/survey/calls';
import { useLanguage } from '../../i18n/language';
import { useWords } from '../../i18n/words';
import { saveDownload } from '../../lib/saveFile';
import { showToast, toastFailure } from '../../ui/toaster';
import { surveyExportPath, surveyResultsQueryOptions, useCloseSurvey } from './api/survey';
import { QuestionResultView } from './QuestionResultView';
import { STATUS_INTENT } from './status';
import { surveyWords } from './words';

/** A sent survey's results: the response rate, per question its counts and shares, average, NPS and texts; close and export. */
export function SurveyResults({ survey }: { survey: Survey }) {
  const w = useWords(surveyWords);
  const lang = useLanguage();
  const results = useQuery(surveyResultsQueryOptions(survey.Id));
  const close = useCloseSurvey();
  const r = results.data;
  const closeIt = () =>
    close.mutate(
      { Id: survey.Id, Version: survey.Version },
      { onSuccess: () => void showToast({ intent: 'success', message: w.closed }), onError: toastFailure },
    );
  return (
    <div className="survey-form">
      <H4>
        {(lang === 'en' && survey.TitleEn) || survey.TitleZh}{' '}
        <Tag minimal intent={STATUS_INTENT[survey.Status]}>
          {w[survey.Status]}
        </Tag>
      </H4>
      <div className="survey-actions">
        {survey.Status === 'OPEN' ? <Button icon="stop" text={w.close} onClick={closeIt} loading={close.isPending} /> : null}
        <Button icon="export" text={w.export} onClick={() => void saveDownload(surveyExportPath(survey.Id)).catch(toastFailure)} />
      </div>
      {!r ? (
        <Spinner />
      ) : (
        <>
          <section className="survey-figures" aria-label={w.rate}>
            <div className="survey-figure">
              <strong>{r.Sent}</strong>
              {w.sentCount}
            </div>
            <div className="survey-figure">
              <strong>{r.Answered}</strong>
              {w.answeredCount}
            </div>
            <div className="survey-figure">
              <strong>{r.Rate}%</strong>
              {w.rate}
            </div>
          </section>
          {r.Questions.map((q, i) => {
            const question = survey.QuestionList.find((x) => x.Id === q.Id);
            return question ? <QuestionResultView key={q.Id} index={i} question={question} result={q} /> : null;
          })}
        </>
      )}
    </div>
  );
}
