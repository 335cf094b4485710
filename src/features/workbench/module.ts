import type { ClientModule } from '../../ui/clientModule';

/** The workbenches of both sides: queues, recent pages, shortcuts. */
export const workbenchModule: ClientModule = {
  key: 'workbench',
  screens: {
    '/workbench': () => import('./WorkbenchScreen'),
    '/external/workbench': () => import('./WorkbenchScreen'),
  },
  icons: () => import('./icons'),
};
