import { queryClient, readAgain } from '../../lib/queryClient';
import type { ClientModule } from '../../ui/clientModule';
import { towerKeys } from './api/keys';

/** Something a queue counts changed, or the socket came back: the counts (and the exceptions they go with) read again. */
const refresh = () => Promise.all([readAgain(towerKeys.queues(), queryClient), readAgain(towerKeys.exceptions(), queryClient)]);

/** The control tower and the work center (issue 36, operations.md §12.3). */
export const controlTowerModule: ClientModule = {
  key: 'controlTower',
  icons: () => import('./icons'),
  screens: {
    // the paths written out (CONTROL_TOWER_PAGES): the e2e page-keys finder reads the screens' table as text
    '/external/workbench/control': () => import('./ControlTowerPage'),
    '/internal/WorkCenter': () => import('./WorkCenterScreen'),
  },
  live: {
    frames: { 'controlTower.queue': () => void refresh() },
    onReconnect: () => void refresh(),
  },
};
