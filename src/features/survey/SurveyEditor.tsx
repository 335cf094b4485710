import { Button, FormGroup, H4, InputGroup, TextArea } from '@blueprintjs/core';
import { useState } from 'react';
import type { Survey, SurveySave } from '../../contract/survey/calls';
import { type Audience, QUESTION_KINDS, type Question } from '../../domain/survey/survey';
import { useConfirm } from '../../lib/useConfirm';
import { ApiError } from '../../streams/callApi';
import { useWords } from '../../i18n/words';
import { showToast, toastFailure } from '../../ui/toaster';
import { useDeleteSurvey, useSaveSurvey, useSendSurvey } from './api/survey';
import { moved, newQuestion } from './questions';
import { QuestionCard } from './QuestionCard';
import { TargetPicker } from './TargetPicker';
import { surveyWords } from './words';

export interface SurveyEditorProps {
  audience: Audience;
  /** None: a new survey. */
  survey?: Survey;
  onMade: (id: number) => void;
  onGone: () => void;
}

const draftOf = (audience: Audience, s?: Survey): SurveySave => ({
  Audience: audience,
  TitleZh: s?.TitleZh ?? '',
  TitleEn: s?.TitleEn ?? '',
  Intro: s?.Intro ?? '',
  Questions: (s?.QuestionList ?? []) as Question[],
  Target: s?.Target ?? 'ALL',
  TargetIds: s?.TargetIds ?? [],
});

/** The editor's buttons: save the draft, send it (saved first, after a confirmation), delete it; refusals marked by field. */
function useSurveyActions({
  draft,
  survey,
  onMade,
  onGone,
  setProblems,
}: {
  draft: SurveySave;
  survey?: Survey;
  onMade: (id: number) => void;
  onGone: () => void;
  setProblems: (m: Map<string, string>) => void;
}) {
  const w = useWords(surveyWords);
  const save = useSaveSurvey();
  const send = useSendSurvey();
  const remove = useDeleteSurvey();
  const { dialog, ask } = useConfirm();
  const refused = (e: unknown) => {
    if (e instanceof ApiError && e.errors?.length) setProblems(new Map(e.errors.map((x) => [x.Path, x.Message])));
    toastFailure(e);
  };
  const saveDraft = async (): Promise<{ Id: number; Version: number } | undefined> => {
    try {
      setProblems(new Map());
      const done = await save.mutateAsync({ ...draft, ...(survey ? { Id: survey.Id, Version: survey.Version } : {}) });
      if (!survey) onMade(done.Id);
      return done;
    } catch (e) {
      refused(e);
      return undefined;
    }
  };
  const sendIt = async () => {
    if (!(await ask({ text: w.sendConfirm, confirm: w.send, cancel: w.cancel }))) return;
    const saved = await saveDraft();
    if (!saved) return;
    try {
      const done = await send.mutateAsync(saved);
      void showToast({ intent: 'success', message: `${w.sentCount} ${done.Sent} ${w.people}` });
    } catch (e) {
      refused(e);
    }
  };
  const deleteIt = async () => {
    if (!survey || !(await ask({ text: w.delete, confirm: w.delete, cancel: w.cancel, intent: 'danger' }))) return;
    try {
      await remove.mutateAsync({ Id: survey.Id, Version: survey.Version });
      void showToast({ intent: 'success', message: w.deleted });
      onGone();
    } catch (e) {
      refused(e);
    }
  };
  return { dialog, saveDraft, sendIt, deleteIt, busy: save.isPending || send.isPending || remove.isPending, saving: save.isPending };
}

/** A draft survey: its words, its questions (added, ordered by keyboard, removed), whom it goes to; saved, sent or deleted. */
export function SurveyEditor({ audience, survey, onMade, onGone }: SurveyEditorProps) {
  const w = useWords(surveyWords);
  const [draft, setDraft] = useState(() => draftOf(audience, survey));
  const [problems, setProblems] = useState<Map<string, string>>(new Map());
  const { dialog, saveDraft, sendIt, deleteIt, busy, saving } = useSurveyActions({ draft, survey, onMade, onGone, setProblems });
  const set = (patch: Partial<SurveySave>) => setDraft((d) => ({ ...d, ...patch }));
  const setQuestions = (qs: Question[]) => set({ Questions: qs });
  return (
    <form
      className="survey-form"
      onSubmit={(e) => {
        e.preventDefault();
        void saveDraft().then((d) => d && void showToast({ intent: 'success', message: w.saved }));
      }}
    >
      {dialog}
      <div className="survey-two">
        <FormGroup label={w.titleZh} labelFor="survey-title-zh" intent={problems.get('/TitleZh') ? 'danger' : 'none'}>
          <InputGroup id="survey-title-zh" value={draft.TitleZh} maxLength={100} required autoFocus onChange={(e) => set({ TitleZh: e.target.value })} />
        </FormGroup>
        <FormGroup label={w.titleEn} labelFor="survey-title-en">
          <InputGroup id="survey-title-en" value={draft.TitleEn} maxLength={100} onChange={(e) => set({ TitleEn: e.target.value })} />
        </FormGroup>
      </div>
      <FormGroup label={w.intro} labelFor="survey-intro">
        <TextArea id="survey-intro" fill rows={2} maxLength={1000} value={draft.Intro} onChange={(e) => set({ Intro: e.target.value })} />
      </FormGroup>
      <H4>{w.questions}</H4>
      {problems.get('/Questions') ? <div className="bp6-text-intent-danger">{problems.get('/Questions')}</div> : null}
      {draft.Questions.map((q, i) => (
        <QuestionCard
          key={q.Id}
          question={q}
          index={i}
          problem={problems.get(`/Questions/${i}/TextZh`) ?? problems.get(`/Questions/${i}/Options`)}
          onChange={(nq) => setQuestions(draft.Questions.map((x, j) => (j === i ? nq : x)))}
          onMove={(by) => setQuestions(moved(draft.Questions, i, by))}
          onRemove={() => setQuestions(draft.Questions.filter((_, j) => j !== i))}
        />
      ))}
      <div className="survey-actions">
        {QUESTION_KINDS.map((k) => (
          <Button
            key={k}
            icon="plus"
            text={w[k]}
            aria-label={`${w.addQuestion} ${w[k]}`}
            onClick={() => setQuestions([...draft.Questions, newQuestion(k, draft.Questions)])}
          />
        ))}
      </div>
      <TargetPicker
        audience={audience}
        target={draft.Target}
        ids={draft.TargetIds}
        problem={problems.get('/TargetIds')}
        onChange={(Target, TargetIds) => set({ Target, TargetIds })}
      />
      <div className="survey-actions">
        <Button type="submit" icon="floppy-disk" text={w.save} loading={saving} disabled={busy} />
        <Button intent="primary" icon="send-message" text={w.send} onClick={() => void sendIt()} disabled={busy} />
        {survey ? <Button intent="danger" minimal icon="trash" text={w.delete} onClick={() => void deleteIt()} disabled={busy} /> : null}
      </div>
    </form>
  );
}
