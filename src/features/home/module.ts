import type { ClientModule } from '../../ui/clientModule';
import { homePublicScreens } from './publicScreens';

/** The front page (spec §2.1): the platform's or a company's own site. */
export const homeModule: ClientModule = {
  key: 'home',
  screens: {
    ...homePublicScreens,
  },
  icons: () => import('./icons'),
};
