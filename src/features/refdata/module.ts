import type { ClientModule } from '../../ui/clientModule';
import { refdataPublicScreens } from './publicScreens';

/** Reference data (spec §2.1, §2.5; commercial.md §1): the master lists. */
export const refdataModule: ClientModule = {
  key: 'refdata',
  screens: {
    '/BasicData/ShippingCompany': () => import('./CarrierListScreen'),
    '/BasicData/GlobleHaven': () => import('./PortListScreen'),
    '/BasicData/Cur': () => import('./CurrencyScreen'),
    '/BasicData/CostName': () => import('./FeeCodeScreen'),
    '/BasicData/Line': () => import('./TradeLaneScreen'),
    '/DataMaintenance/ShipSchedulemaintain': () => import('./schedule/ServiceScreen'),
    '/DataMaintenance/ScheduleMaintenance': () => import('./schedule/VesselCallScreen'),
    ...refdataPublicScreens,
    '/DataMaintenance/Linecode': () => import('./schedule/LinecodeScreen'),
    '/SeaFreight/FreightManagement/SailScheduleTemplate': () => import('./schedule/ScheduleTemplateScreen'),
    '/DataMaintenance/OrderAgency': () => import('./BookingAgencyScreen'),
    '/DataMaintenance/BookCodes': () => import('./BookCodeScreen'),
    '/quckBook/BookCode': () => import('./BookCodeScreen'),
    '/DataMaintenance/BillCode': () => import('./BillCodeScreen'),
    '/DataMaintenance/Shipmaintain': () => import('./VesselScreen'),
    '/DataMaintenance/ShipAgency': () => import('./ShipAgencyScreen'),
    '/DataMaintenance/BasicDataMapping': () => import('./CodeMappingScreen'),
    '/system/relationMapping': () => import('./CodeMappingScreen'),
    '/BasicData/Wharf': () => import('./dictionaries/TerminalScreen'),
    '/DataMaintenance/FreightRateMaintenance/ShipCompany': () => import('./dictionaries/RateCarrierScreen'),
    '/DataMaintenance/FreightRateMaintenance/portmaintain': () => import('./dictionaries/RatePortScreen'),
    '/DataMaintenance/FreightRateMaintenance/wharfmaintain': () => import('./dictionaries/RateTerminalScreen'),
    '/DataMaintenance/FreightRateMaintenance/surchargetype': () => import('./dictionaries/SurchargeTypeScreen'),
    '/DataMaintenance/FreightRateMaintenance/linemaintain': () => import('./dictionaries/RateRouteScreen'),
  },
};
