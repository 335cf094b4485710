import { act, read } from '../accessRow';
import { contractModule } from '../registry';

/**
 * Surveys of users, customers and providers (issue 51). The platform's staff write, send, close
 * and read the results on the three system pages (one per audience); a recipient — any signed-in
 * employee a survey was sent to — reads and answers their own on the answering page, and nothing
 * else of it (another's survey is 404). The calls' schemas are in calls.ts.
 */
export const SURVEY_PATHS = {
  surveyList: '/api/Survey/List',
  surveyGet: '/api/Survey/Get',
  surveySave: '/api/Survey/Save',
  surveyDelete: '/api/Survey/Delete',
  surveySend: '/api/Survey/Send',
  surveyClose: '/api/Survey/Close',
  surveyAudience: '/api/Survey/Audience',
  surveyResults: '/api/Survey/Results',
  surveyExport: '/api/Survey/Export',
  surveyMine: '/api/Survey/Mine',
  surveyAnswer: '/api/Survey/Answer',
} as const;

/** The three staff pages, one per audience; the answering page (the external workbench's 问卷答题). */
export const SURVEY_PAGES = {
  USER: '/system/user/userSurvey',
  CUSTOMER: '/system/company/customer/customerSurvey',
  PROVIDER: '/system/company/provider/providerSurvey',
} as const;
export const SURVEY_ANSWER_PAGE = '/external/workbench/test';

const PAGES = Object.values(SURVEY_PAGES);

export const SURVEY_ACCESS = {
  surveyRead: read(PAGES, true),
  surveyEdit: act(PAGES, 'edit', true),
  surveySend: act(PAGES, 'send', true),
} as const;

export const surveyContract = contractModule({
  name: 'survey',
  paths: SURVEY_PATHS,
  access: SURVEY_ACCESS,
});
