import type { ClientModule } from '../../ui/clientModule';
import { publicTrackPublicScreens } from './publicScreens';

/**
 * Public tracking (operations.md §8.4, issue 36): the three public pages a visitor tracks a container
 * or B/L on, each in its site's frame, and the tracking searches it lends to the search log page as
 * a tab (the page itself is the rates module's: src/features/rates/search/SearchLogScreen.tsx).
 */
export const publicTrackModule: ClientModule = {
  key: 'publicTrack',
  screens: {
    ...publicTrackPublicScreens,
  },
  panels: {
    'searchLog.channels': () => import('./TrackSearchLogPanel'),
  },
};
