import type { FastifyInstance } from 'fastify';
import { surveyCalls as C } from '../../../src/contract/survey/calls';
import type { Db } from '../../db/types';
import { requestLanguage } from '../../http/language';
import { sendOutcome } from '../../http/outcome';
import { route } from '../../http/route';
import { exportDay, sendWorkbook } from '../../http/xlsx';
import { answerSurvey, mySurvey } from './answerService';
import { getSurvey, listSurveys, removeSurvey, saveSurvey } from './editService';
import { exportSheet, surveyResults } from './resultsService';
import { closeSurvey, sendSurvey, surveyAudience } from './sendService';

/** The surveys' calls (src/contract/survey/calls.ts): the staff's on the three system pages, the recipient's two. */
export function surveyRoutes(app: FastifyInstance, db: Db, publicUrl: string): void {
  route(app, C.list, async ({ input }, r) => sendOutcome(r, await listSurveys(db, input.Audience, input.Q ?? '')));
  route(app, C.get, async ({ input }, r) => sendOutcome(r, await getSurvey(db, input.Id)));
  route(app, C.save, async ({ actor, input }, r) => sendOutcome(r, await saveSurvey(db, actor, input)));
  route(app, C.delete, async ({ input }, r) => sendOutcome(r, await removeSurvey(db, input.Id, input.Version)));
  route(app, C.send, async ({ actor, input }, r) => sendOutcome(r, await sendSurvey(db, actor, publicUrl, input.Id, input.Version)));
  route(app, C.close, async ({ actor, input }, r) => sendOutcome(r, await closeSurvey(db, actor, input.Id, input.Version)));
  route(app, C.audience, async ({ input }, r) => sendOutcome(r, await surveyAudience(db, input.Audience)));
  route(app, C.results, async ({ input }, r) => sendOutcome(r, await surveyResults(db, input.Id)));
  route(app, C.export, { file: true }, async ({ input, request }, r) => {
    const sheet = await exportSheet(db, input.Id);
    if (!sheet.ok) return sendOutcome(r, sheet);
    const lang = requestLanguage(request.headers['accept-language']) === 'en' ? 'en' : 'zh';
    return sendWorkbook(r, `survey-${input.Id}-${exportDay()}.xlsx`, 'answers', sheet.value.columns, sheet.value.rows, lang);
  });
  route(app, C.mine, async ({ actor, input }, r) => sendOutcome(r, await mySurvey(db, actor, input.Id)));
  route(app, C.answer, async ({ actor, input }, r) => sendOutcome(r, await answerSurvey(db, actor, input.Id, input.Answers)));
}
