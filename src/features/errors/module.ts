import type { ClientModule } from '../../ui/clientModule';

/** The 404 pages of the spec. */
export const errorsModule: ClientModule = {
  key: 'errors',
  screens: {
    '/internal/404': () => import('./NotFoundScreen'),
    '/formLayout/404': () => import('./NotFoundScreen'),
  },
  icons: {
    home: [() => import('@blueprintjs/icons/lib/esm/generated/16px/paths/home.js'), () => import('@blueprintjs/icons/lib/esm/generated/20px/paths/home.js')],
    application: [
      () => import('@blueprintjs/icons/lib/esm/generated/16px/paths/application.js'),
      () => import('@blueprintjs/icons/lib/esm/generated/20px/paths/application.js'),
    ],
    issue: [() => import('@blueprintjs/icons/lib/esm/generated/16px/paths/issue.js'), () => import('@blueprintjs/icons/lib/esm/generated/20px/paths/issue.js')],
  },
};
