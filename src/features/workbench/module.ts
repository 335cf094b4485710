import type { ClientModule } from '../../ui/clientModule';

/** The workbenches of both sides: queues, recent pages, shortcuts. */
export const workbenchModule: ClientModule = {
  key: 'workbench',
  screens: {
    '/workbench': () => import('./WorkbenchScreen'),
    '/external/workbench': () => import('./WorkbenchScreen'),
  },
  icons: {
    envelope: [
      () => import('@blueprintjs/icons/lib/esm/generated/16px/paths/envelope.js'),
      () => import('@blueprintjs/icons/lib/esm/generated/20px/paths/envelope.js'),
    ],
  },
};
