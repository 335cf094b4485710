import type { ClientModule } from '../../ui/clientModule';

/** Reference data (spec §2.1, §2.5): the master lists. Its first screen is the carrier grid. */
export const refdataModule: ClientModule = {
  key: 'refdata',
  screens: {
    '/BasicData/ShippingCompany': () => import('./CarrierListScreen'),
  },
};
