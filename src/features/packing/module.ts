import type { ClientModule } from '../../ui/clientModule';
import { refreshPackingQueries } from './packingQueries';

// one chunk for the four screens: the first page carries one loader, not four (PklScreen picks by route)
const screen = () => import('./PklScreen');

/**
 * Packing lists (issue 34, operations.md §3.4): the customer's applications, the filling of opened
 * packing lists by the customer or the assigned trucker, the operator's keyboard desk and opened
 * lists. The print preview, the data query, the log and the reconciliation are the packing-list
 * reports' screens.
 */
export const packingModule: ClientModule = {
  key: 'packing',
  screens: {
    '/external/workbench/cargoManager/TrachManManagerApplication': screen,
    '/external/workbench/cargoManager/TrachManManager': screen,
    '/external/workbench/cargoManager/TrachManManagerUniversal': screen,
    '/cargoManager/TrachManDataAudit': screen,
    '/cargoManager/TrachManDataAuditUniversal': screen,
    '/cargoManager/TrachManManager': screen,
    '/cargoManager/TrachManManagerUniversal': screen,
  },
  live: {
    // a packing list changed somewhere (applied, decided, filled, audited, gated in, unpacked …): the desk, its counts and the lists refetch
    frames: { packing: () => void refreshPackingQueries() },
    // decisions and fillings made while the socket was down
    onReconnect: () => void refreshPackingQueries(),
  },
};
