import type { ClientModule } from '../../ui/clientModule';

/** The front page (spec §2.1): the platform's or a company's own site. */
export const homeModule: ClientModule = {
  key: 'home',
  screens: {
    '/': () => import('./HomeScreen'),
    '/mainPage': () => import('./HomeScreen'),
  },
  icons: {
    home: [() => import('@blueprintjs/icons/lib/esm/generated/16px/paths/home.js'), () => import('@blueprintjs/icons/lib/esm/generated/20px/paths/home.js')],
    application: [
      () => import('@blueprintjs/icons/lib/esm/generated/16px/paths/application.js'),
      () => import('@blueprintjs/icons/lib/esm/generated/20px/paths/application.js'),
    ],
    office: [
      () => import('@blueprintjs/icons/lib/esm/generated/16px/paths/office.js'),
      () => import('@blueprintjs/icons/lib/esm/generated/20px/paths/office.js'),
    ],
  },
};
