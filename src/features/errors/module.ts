import type { ClientModule } from '../../ui/clientModule';

/** The 404 pages of the spec. */
export const errorsModule: ClientModule = {
  key: 'errors',
  screens: {
    '/internal/404': () => import('./NotFoundScreen'),
    '/formLayout/404': () => import('./NotFoundScreen'),
  },
  icons: () => import('./icons'),
};
