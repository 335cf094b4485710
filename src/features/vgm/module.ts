import type { ClientModule } from '../../ui/clientModule';

/**
 * VGM (operations.md §6): the public share page, and the VGM panel it lends to the booking details
 * (and later the packing-list screens) through the `booking.containers` slot (src/ui/panels.tsx).
 */
export const vgmModule: ClientModule = {
  key: 'vgm',
  screens: {
    '/external/mainifest/VGMEdit': () => import('./VgmSharePage'),
  },
  panels: {
    'booking.containers': () => import('./VgmPanel'),
  },
};
