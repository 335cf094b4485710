import type { ClientModule } from '../../ui/clientModule';
import { refreshVgmQueries } from './vgmQueries';

/**
 * VGM (operations.md §6): the public share page, and the VGM panel it lends to the booking details
 * (`booking.containers`) and to the opened packing list (`packingList.container`) through the slots
 * of src/ui/panels.tsx. Receipts of the carrier or the terminal arrive as the `vgm` frame: the panel
 * and the packing lists re-read, so what they say follows the receipts.
 */
export const vgmModule: ClientModule = {
  key: 'vgm',
  screens: {
    '/external/mainifest/VGMEdit': () => import('./VgmSharePage'),
  },
  panels: {
    'booking.containers': () => import('./VgmPanel'),
    'packingList.container': () => import('./VgmPanel'),
  },
  machines: [
    { file: 'features/vgm/machines/vgmDeclareMachine.ts', load: () => import('./machines/vgmDeclareMachine').then((m) => m.vgmDeclareMachine) },
    { file: 'features/vgm/machines/vgmAnswerMachine.ts', load: () => import('./machines/vgmAnswerMachine').then((m) => m.vgmAnswerMachine) },
  ],
  live: {
    frames: { vgm: () => void refreshVgmQueries() },
    // receipts applied while the socket was down
    onReconnect: () => void refreshVgmQueries(),
  },
};
