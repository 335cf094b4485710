import type { ServerModule } from '../module';
import { carrierRoutes } from './carriers';
import { portRoutes } from './ports';
import { currencyRoutes } from './currencies';
import { feeCodeRoutes } from './feeCodes';
import { tradeLaneRoutes } from './tradeLanes';
import { suggestRoutes } from './suggestRoutes';
import { seedReference } from './seed';
import { scheduleRoutes, seedSchedules } from './schedules';
import { terminalRoutes } from './terminals';
import { rateCarrierRoutes } from './rateCarriers';
import { ratePortRoutes } from './ratePorts';
import { rateTerminalRoutes } from './rateTerminals';
import { surchargeTypeRoutes } from './surchargeTypes';
import { rateRouteRoutes } from './rateRoutes';
import { seedRateDictionaries, seedTerminals } from './dictionarySeed';

/** Reference data: carriers, ports and the other master lists (commercial.md §1). */
export const refdataModule: ServerModule = {
  name: 'refdata',
  routes(app, { db, hub }) {
    carrierRoutes(app, db, hub);
    portRoutes(app, db, hub);
    feeCodeRoutes(app, db, hub);
    tradeLaneRoutes(app, db, hub);
    currencyRoutes(app, db);
    suggestRoutes(app, db, hub);
    scheduleRoutes(app, db);
    terminalRoutes(app, db, hub);
    rateCarrierRoutes(app, db, hub);
    ratePortRoutes(app, db, hub);
    rateTerminalRoutes(app, db, hub);
    surchargeTypeRoutes(app, db, hub);
    rateRouteRoutes(app, db, hub);
  },
  // after the SI seed: it made the first carriers, ports and container types, which this step completes
  seedsAfter: ['si'],
  seed: [
    { name: 'reference-v1', run: seedReference },
    { name: 'schedules-v1', run: seedSchedules },
    { name: 'terminals-v1', run: seedTerminals },
    { name: 'rate-dictionaries-v1', run: seedRateDictionaries },
  ],
};
