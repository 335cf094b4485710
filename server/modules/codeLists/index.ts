import type { ServerModule } from '../module';
import { codeListRoutes } from './routes';
import { seedSystemLists } from './seed';

/**
 * Code lists (基础代码, issue 51): named lists (code_lists) with their entries (code_list_entries)
 * and each list's history (code_list_events). Platform-wide. docs/modules/codeLists.md.
 */
export const codeListsModule: ServerModule = {
  name: 'codeLists',
  tables: ['code_lists', 'code_list_entries', 'code_list_events'],
  routes(app, { db }) {
    codeListRoutes(app, db);
  },
  seed: [{ name: 'code-lists-v1', run: seedSystemLists }],
  seedNeedsMigration: 119,
};
