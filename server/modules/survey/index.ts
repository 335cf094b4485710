import type { ServerModule } from '../module';
import { surveyRoutes } from './routes';
import { seedDemoSurveys } from './seed';

/**
 * Surveys of users, customers and providers (issue 51): surveys with their questions (surveys), the
 * people each was sent to with their answers (survey_recipients) and their history (survey_events).
 * docs/modules/survey.md.
 */
export const surveyModule: ServerModule = {
  name: 'survey',
  tables: ['surveys', 'survey_recipients', 'survey_events'],
  routes(app, { db, publicUrl }) {
    surveyRoutes(app, db, publicUrl);
  },
  seed: [{ name: 'survey-demo-v1', run: seedDemoSurveys }],
  seedsAfter: ['companies', 'staff', 'messages'],
  seedNeedsMigration: 113,
};
