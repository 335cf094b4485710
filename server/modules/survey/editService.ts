import type { Survey, SurveyRow, SurveySave } from '../../../src/contract/survey/calls';
import { surveyRefusalWords as W } from '../../../src/contract/survey/words';
import type { Audience } from '../../../src/domain/survey/survey';
import type { Db } from '../../db/types';
import type { Outcome } from '../../http/outcome';
import type { Actor } from '../../platform/access/grants';
import { missing, no } from '../../platform/refusal';
import { inTransaction } from '../../platform/transaction';
import { addEvent, deleteSurvey, insertSurvey, type SurveyFields, type SurveyRecord, surveyOf, surveysOf, updateDraft } from './repository';

const row = (s: SurveyRecord): SurveyRow => ({
  Id: s.id,
  Audience: s.audience,
  TitleZh: s.titleZh,
  TitleEn: s.titleEn,
  Status: s.status,
  Questions: s.questions.length,
  Sent: s.sent,
  Answered: s.answered,
  UpdatedAt: s.updatedAt,
  SentAt: s.sentAt,
  Version: s.version,
});

export const noSurvey = <T>(): Outcome<T> => missing<T>(W.noSuchSurvey.en, W.noSuchSurvey.zh);
export const stale = <T>(): Outcome<T> => no<T>('STALE', W.stale.en, W.stale.zh);

/** The surveys of one audience, the latest changed first. */
export async function listSurveys(db: Db, audience: Audience, search: string): Promise<Outcome<SurveyRow[]>> {
  return { ok: true, value: (await surveysOf(db, audience, search.trim())).map(row) };
}

/** One survey with its questions and its audience's choice. */
export async function getSurvey(db: Db, id: number): Promise<Outcome<Survey>> {
  const s = await surveyOf(db, id);
  if (!s) return noSurvey();
  return { ok: true, value: { ...row(s), Intro: s.intro, QuestionList: s.questions, Target: s.target, TargetIds: s.targetIds } };
}

const fieldsOf = (input: SurveySave): SurveyFields => ({
  audience: input.Audience,
  titleZh: input.TitleZh.trim(),
  titleEn: input.TitleEn.trim(),
  intro: input.Intro.trim(),
  questions: input.Questions.map((q) => ({
    ...q,
    TextZh: q.TextZh.trim(),
    TextEn: q.TextEn.trim(),
    Options: q.Kind === 'SINGLE' || q.Kind === 'MULTI' ? q.Options : [],
  })),
  target: input.Target,
  targetIds: input.Target === 'ALL' ? [] : [...new Set(input.TargetIds)],
});

/** Saves a draft (a new one without Id); a sent survey is fixed (NOT_DRAFT), an old version is STALE. */
export async function saveSurvey(db: Db, actor: Actor, input: SurveySave): Promise<Outcome<{ Id: number; Version: number }>> {
  if (!input.TitleZh.trim()) return no('BAD_TITLE', 'Write the Chinese title.', '请填写中文标题。');
  const f = fieldsOf(input);
  return inTransaction(db, async (tx) => {
    if (input.Id === undefined) {
      const id = await insertSurvey(tx, f, actor.id);
      await addEvent(tx, id, 'CREATED', actor.id);
      return { ok: true, value: { Id: id, Version: 1 } };
    }
    const s = await surveyOf(tx, input.Id, true);
    if (!s) return noSurvey();
    if (s.audience !== input.Audience) return no('AUDIENCE', W.audience.en, W.audience.zh);
    if (s.status !== 'DRAFT') return no('NOT_DRAFT', W.notDraft.en, W.notDraft.zh);
    if (!(await updateDraft(tx, s.id, input.Version ?? 0, f))) return stale();
    await addEvent(tx, s.id, 'EDITED', actor.id);
    return { ok: true, value: { Id: s.id, Version: s.version + 1 } };
  });
}

/** Deletes a draft: a sent survey stays (its answers are someone's), it is closed instead. */
export async function removeSurvey(db: Db, id: number, version: number): Promise<Outcome<null>> {
  return inTransaction(db, async (tx) => {
    const s = await surveyOf(tx, id, true);
    if (!s) return noSurvey();
    if (s.status !== 'DRAFT') return no('NOT_DRAFT', W.notDraft.en, W.notDraft.zh);
    if (s.version !== version) return stale();
    await deleteSurvey(tx, id);
    return { ok: true, value: null };
  });
}
