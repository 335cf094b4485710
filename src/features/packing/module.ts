import { readAgain } from '../../lib/queryClient';
import type { ClientModule } from '../../ui/clientModule';

const workbench = () => import('./PklWorkbenchScreen');
const audit = () => import('./PklAuditScreen');
const manager = () => import('./PklManagerScreen');

/**
 * Packing lists (issue 34, operations.md §3.4): the customer's applications, the filling of opened
 * packing lists by the customer or the assigned trucker, the operator's keyboard desk and opened
 * lists. The print preview, the data query, the log and the reconciliation are the packing-list
 * reports' screens.
 */
export const packingModule: ClientModule = {
  key: 'packing',
  screens: {
    '/external/workbench/cargoManager/TrachManManagerApplication': () => import('./PklApplyScreen'),
    '/external/workbench/cargoManager/TrachManManager': workbench,
    '/external/workbench/cargoManager/TrachManManagerUniversal': workbench,
    '/cargoManager/TrachManDataAudit': audit,
    '/cargoManager/TrachManDataAuditUniversal': audit,
    '/cargoManager/TrachManManager': manager,
    '/cargoManager/TrachManManagerUniversal': manager,
  },
  live: {
    // decisions and fillings made while the socket was down (the packing contract declares no frame of its own yet)
    onReconnect: () => void readAgain(['packing']),
  },
};
