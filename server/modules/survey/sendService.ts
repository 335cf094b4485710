import { SURVEY_ANSWER_PAGE } from '../../../src/contract/survey/module';
import { surveyProblemWords, surveyRefusalWords as W } from '../../../src/contract/survey/words';
import { fieldSays } from '../../../src/contract/envelope';
import { type Audience, surveyProblems } from '../../../src/domain/survey/survey';
import type { Db, Queryable } from '../../db/types';
import type { Outcome } from '../../http/outcome';
import type { Actor } from '../../platform/access/grants';
import { no } from '../../platform/refusal';
import { inTransaction } from '../../platform/transaction';
import { sendMail } from '../mail/public';
import { postMessages } from '../messages/public';
import { noSurvey, stale } from './editService';
import { addEvent, audienceCompanies, audiencePeople, insertRecipients, type Person, type SurveyRecord, setStatus, surveyOf } from './repository';

/** The recipient's personal link: the answering page with the survey's id. */
export const answerLink = (surveyId: number) => `${SURVEY_ANSWER_PAGE}?s=${surveyId}`;

/** The message and e-mail each recipient gets, in both languages. */
async function notify(tx: Queryable, actor: Actor, publicUrl: string, s: SurveyRecord, people: readonly Person[]): Promise<number> {
  const link = answerLink(s.id);
  await postMessages(
    tx,
    people.map((p) => ({
      title: `问卷邀请：${s.titleZh}`,
      titleEn: `Survey: ${s.titleEn || s.titleZh}`,
      description: s.intro || '请花几分钟回答这份问卷。 Please take a few minutes to answer this survey.',
      link,
      to: { employeeId: p.employeeId },
      senderId: actor.id,
    })),
  );
  let mailed = 0;
  for (const p of people.filter((x) => x.email)) {
    const sent = await sendMail(tx, {
      key: `survey-${s.id}-${p.employeeId}`,
      companyId: actor.companyId,
      createdBy: actor.id,
      to: [p.email],
      subject: `问卷邀请 Survey: ${s.titleZh}`,
      text: `${p.name}，您好：\n\n${s.intro || '请花几分钟回答这份问卷。'}\n\n${publicUrl}${link}\n\nPlease take a few minutes to answer this survey: ${publicUrl}${link}`,
      doc: { type: 'survey', id: s.id },
    });
    if (sent.ok) mailed++;
  }
  return mailed;
}

/**
 * Sends a draft (DRAFT → OPEN): its questions must be complete, its audience must hold someone;
 * each recipient is kept with their company, gets a message with their link, and an e-mail when an
 * address is known — all in one transaction, so a refusal sends nothing.
 */
export async function sendSurvey(
  db: Db,
  actor: Actor,
  publicUrl: string,
  id: number,
  version: number,
): Promise<Outcome<{ Version: number; Sent: number; Mailed: number }>> {
  return inTransaction(db, async (tx) => {
    const s = await surveyOf(tx, id, true);
    if (!s) return noSurvey();
    if (s.status !== 'DRAFT') return no('NOT_DRAFT', W.notDraft.en, W.notDraft.zh);
    if (s.version !== version) return stale();
    const problems = surveyProblems(s.questions).map((p) => fieldSays(p.path, surveyProblemWords[p.problem]));
    if (s.target !== 'ALL' && !s.targetIds.length) problems.push(fieldSays('/TargetIds', W.targetIds));
    if (problems.length) return no('NOT_READY', W.notReady.en, W.notReady.zh, problems);
    const people = await audiencePeople(tx, s.audience, s.target, s.targetIds);
    if (!people.length) return no('NO_RECIPIENTS', W.noRecipients.en, W.noRecipients.zh);
    await insertRecipients(tx, s.id, people);
    const v = await setStatus(tx, s.id, 'OPEN');
    const mailed = await notify(tx, actor, publicUrl, s, people);
    await addEvent(tx, s.id, 'SENT', actor.id, { recipients: people.length, mailed });
    return { ok: true, value: { Version: v, Sent: people.length, Mailed: mailed } };
  });
}

/** Closes an open survey (OPEN → CLOSED): no more answers; the results stay. */
export async function closeSurvey(db: Db, actor: Actor, id: number, version: number): Promise<Outcome<{ Id: number; Version: number }>> {
  return inTransaction(db, async (tx) => {
    const s = await surveyOf(tx, id, true);
    if (!s) return noSurvey();
    if (s.status !== 'OPEN') return no('NOT_OPEN', W.notOpen.en, W.notOpen.zh);
    if (s.version !== version) return stale();
    const v = await setStatus(tx, s.id, 'CLOSED');
    await addEvent(tx, s.id, 'CLOSED', actor.id);
    return { ok: true, value: { Id: s.id, Version: v } };
  });
}

/** The companies and people of an audience, to choose whom a survey goes to. */
export async function surveyAudience(db: Db, audience: Audience) {
  const [companies, people] = await Promise.all([audienceCompanies(db, audience), audiencePeople(db, audience, 'ALL', [])]);
  return {
    ok: true as const,
    value: { Companies: companies, People: people.map((p) => ({ Id: Number(p.employeeId), Name: p.name, Company: p.company })) },
  };
}
