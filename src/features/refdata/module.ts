import type { ClientModule } from '../../ui/clientModule';

/** Reference data (spec §2.1, §2.5; commercial.md §1): the master lists. */
export const refdataModule: ClientModule = {
  key: 'refdata',
  screens: {
    '/BasicData/ShippingCompany': () => import('./CarrierListScreen'),
    '/BasicData/GlobleHaven': () => import('./PortListScreen'),
    '/BasicData/Cur': () => import('./CurrencyScreen'),
    '/BasicData/CostName': () => import('./FeeCodeScreen'),
    '/BasicData/Line': () => import('./TradeLaneScreen'),
    '/BasicData/Wharf': () => import('./dictionaries/TerminalScreen'),
    '/DataMaintenance/FreightRateMaintenance/ShipCompany': () => import('./dictionaries/RateCarrierScreen'),
    '/DataMaintenance/FreightRateMaintenance/portmaintain': () => import('./dictionaries/RatePortScreen'),
    '/DataMaintenance/FreightRateMaintenance/wharfmaintain': () => import('./dictionaries/RateTerminalScreen'),
    '/DataMaintenance/FreightRateMaintenance/surchargetype': () => import('./dictionaries/SurchargeTypeScreen'),
    '/DataMaintenance/FreightRateMaintenance/linemaintain': () => import('./dictionaries/RateRouteScreen'),
    '/DataMaintenance/ShipSchedulemaintain': () => import('./ServiceScreen'),
    '/DataMaintenance/ScheduleMaintenance': () => import('./VesselCallScreen'),
  },
};
