import type { ServerModule } from '../module';
import { carrierList } from './carrierList';

/** Reference data: carriers, ports and the other master lists (commercial.md §1). */
export const refdataModule: ServerModule = {
  name: 'refdata',
  routes: (app, { db }) => carrierList(app, db),
};
