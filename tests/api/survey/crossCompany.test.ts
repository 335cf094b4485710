import { ENDPOINTS as E } from '../../../src/contract/endpoints';
import { type CrossCase, crossCompanySuite } from '../support/crossCompany';

/**
 * Surveys are written and sent by platform staff; a recipient reads and answers only what was sent to
 * them. 天祥's admin naming the platform's surveys gets 403 on the staff calls and 404 on the
 * recipient's (nothing was sent to them by that id), and nothing changes.
 */
// a survey never sent to 天祥 (the providers' draft): its recipient calls answer 404 to them
const OWN_IDS = { survey: `select id from surveys where audience = 'PROVIDER' order by id limit 1` };
type K = keyof typeof OWN_IDS;
const draft = { Audience: 'PROVIDER', TitleZh: '越权问卷', TitleEn: '', Intro: '', Questions: [], Target: 'ALL', TargetIds: [] };
const byId = (ids: Record<K, number>) => `Id=${ids.survey}`;
const CROSS: CrossCase<K>[] = [
  { method: 'GET', url: E.surveyGet, id: 'Id', query: byId, expected: 403 },
  { method: 'GET', url: E.surveyResults, id: 'Id', query: byId, expected: 403 },
  { method: 'GET', url: E.surveyExport, id: 'Id', query: byId, expected: 403 },
  { method: 'POST', url: E.surveyDelete, id: 'Id', payload: (ids) => ({ Id: ids.survey, Version: 1 }), expected: 403 },
  { method: 'POST', url: E.surveyClose, id: 'Id', payload: (ids) => ({ Id: ids.survey, Version: 1 }), expected: 403 },
  { method: 'POST', url: E.surveySend, id: 'Id', payload: (ids) => ({ Id: ids.survey, Version: 1 }), expected: 403 },
  { method: 'POST', url: E.surveySave, id: 'Id', payload: (ids) => ({ ...draft, Id: ids.survey, Version: 1 }), expected: 403 },
  { method: 'POST', url: E.surveySave, id: 'TargetIds', payload: (ids) => ({ ...draft, Target: 'COMPANIES', TargetIds: [ids.otherCompany] }), expected: 403 },
  { method: 'GET', url: E.surveyMine, id: 'Id', query: byId, expected: 404 },
  { method: 'POST', url: E.surveyAnswer, id: 'Id', payload: (ids) => ({ Id: ids.survey, Answers: {} }), expected: 404 },
];

const NOT_SCOPED = { 'POST /api/Survey/Save Questions[].Id': 'a question’s key inside its survey (q1, q2 …), never looked up across surveys' };

crossCompanySuite('survey', CROSS, NOT_SCOPED, OWN_IDS);
