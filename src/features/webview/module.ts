import type { ClientModule } from '../../ui/clientModule';

/** Pages of other sites shown inside the internal frame. */
export const webviewModule: ClientModule = {
  key: 'webview',
  screens: {
    '/internal/webview': () => import('./WebviewScreen'),
  },
  icons: {
    'arrow-right': [
      () => import('@blueprintjs/icons/lib/esm/generated/16px/paths/arrow-right.js'),
      () => import('@blueprintjs/icons/lib/esm/generated/20px/paths/arrow-right.js'),
    ],
  },
};
