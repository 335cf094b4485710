import type { ClientModule } from '../../ui/clientModule';

/**
 * Surveys (issue 51): the three system pages (one per audience) list, write, send and close surveys
 * and show their results; the external workbench's 问卷答题 (/external/workbench/test?s=<id>) is
 * where a recipient answers, reached from the message's link.
 */
export const surveyModule: ClientModule = {
  key: 'survey',
  screens: {
    '/system/user/userSurvey': () => import('./SurveyScreen'),
    '/system/company/customer/customerSurvey': () => import('./SurveyScreen'),
    '/system/company/provider/providerSurvey': () => import('./SurveyScreen'),
    '/external/workbench/test': () => import('./AnswerScreen'),
  },
  machines: [{ file: 'features/survey/machines/answerMachine.ts', load: () => import('./machines/answerMachine').then((m) => m.answerMachine) }],
};
