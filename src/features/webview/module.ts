import type { ClientModule } from '../../ui/clientModule';

/** Pages of other sites shown inside the internal frame. */
export const webviewModule: ClientModule = {
  key: 'webview',
  screens: {
    '/internal/webview': () => import('./WebviewScreen'),
  },
  icons: () => import('./icons'),
};
