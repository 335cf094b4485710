import type { ClientModule } from '../../ui/clientModule';

/** The front page (spec §2.1): the platform's or a company's own site. */
export const homeModule: ClientModule = {
  key: 'home',
  screens: {
    '/': () => import('./HomeScreen'),
    '/mainPage': () => import('./HomeScreen'),
  },
  icons: () => import('./icons'),
};
