import { CONTAINER_EVENT_PAGES as P } from '../../contract/containerEvents/module';
import type { ClientModule } from '../../ui/clientModule';

/** Container dynamics (spec §2.11 PackingDynamic; operations.md §5): typing, importing and retracting events, and each container's timeline. */
export const containerEventsModule: ClientModule = {
  key: 'containerEvents',
  screens: {
    [P.maintenance]: () => import('./MaintenanceScreen'),
    [P.query]: () => import('./QueryScreen'),
  },
};
