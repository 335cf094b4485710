import type { Answers } from '../../../src/domain/survey/survey';
import type { MySurvey } from '../../../src/contract/survey/calls';
import { surveyProblemWords, surveyRefusalWords as W } from '../../../src/contract/survey/words';
import { fieldSays } from '../../../src/contract/envelope';
import { answerProblems, cleanAnswers } from '../../../src/domain/survey/survey';
import type { Db } from '../../db/types';
import type { Outcome } from '../../http/outcome';
import type { Actor } from '../../platform/access/grants';
import { asWritten, no } from '../../platform/refusal';
import { inTransaction } from '../../platform/transaction';
import { noSurvey } from './editService';
import { addEvent, receiptOf, saveAnswers, surveyOf } from './repository';

/**
 * A recipient's survey: only the employee it was sent to reads it (anyone else, another company's
 * people included, gets 404 — the same as no survey); their own answers once given, never others'.
 */
export async function mySurvey(db: Db, actor: Actor, id: number): Promise<Outcome<MySurvey>> {
  const receipt = await receiptOf(db, id, actor.id);
  const s = receipt && (await surveyOf(db, id));
  if (!receipt || !s) return noSurvey();
  return {
    ok: true,
    value: {
      Id: s.id,
      TitleZh: s.titleZh,
      TitleEn: s.titleEn,
      Intro: s.intro,
      Status: s.status,
      QuestionList: s.questions,
      AnsweredAt: receipt.answeredAt,
      Answers: receipt.answers ?? {},
    },
  };
}

/**
 * A recipient's answers, once (a second answer is refused in words: ANSWERED — one person, one
 * voice, and the results never change under the reader), while the survey is open (CLOSED).
 */
export async function answerSurvey(db: Db, actor: Actor, id: number, answers: Answers): Promise<Outcome<{ AnsweredAt: string }>> {
  return inTransaction(db, async (tx) => {
    const receipt = await receiptOf(tx, id, actor.id, true);
    const s = receipt && (await surveyOf(tx, id));
    if (!receipt || !s) return noSurvey();
    if (receipt.answeredAt) return no('ANSWERED', W.answered.en, W.answered.zh);
    if (s.status !== 'OPEN') return no('CLOSED', W.closed.en, W.closed.zh);
    const problems = answerProblems(s.questions, answers);
    if (problems.length)
      return asWritten(
        no(
          'BAD_ANSWERS',
          W.answersBad.en,
          W.answersBad.zh,
          problems.map((p) => fieldSays(p.path, surveyProblemWords[p.problem])),
        ),
      );
    const at = await saveAnswers(tx, id, actor.id, cleanAnswers(s.questions, answers));
    await addEvent(tx, id, 'ANSWERED', actor.id);
    return { ok: true, value: { AnsweredAt: at } };
  });
}
