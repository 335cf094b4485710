import { act, read } from '../accessRow';

/**
 * Terminals (`/BasicData/Wharf`) and the five rate dictionaries (`/DataMaintenance/FreightRateMaintenance/*`,
 * commercial.md §1.1 "Rate dictionaries", §1.4): their calls' paths and access rows, spread into the
 * reference-data contract (module.ts). Each list sits on its own page, so each has its own rows;
 * changing any of them is for platform staff with the page's `edit` button.
 */
export const DICTIONARY_PATHS = {
  terminalList: '/api/Terminal/List',
  terminalSave: '/api/Terminal/Save',
  terminalSetStatus: '/api/Terminal/SetStatus',
  terminalDelete: '/api/Terminal/Delete',
  rateCarrierList: '/api/RateCarrier/List',
  rateCarrierSave: '/api/RateCarrier/Save',
  rateCarrierSetStatus: '/api/RateCarrier/SetStatus',
  rateCarrierDelete: '/api/RateCarrier/Delete',
  ratePortList: '/api/RatePort/List',
  ratePortSave: '/api/RatePort/Save',
  ratePortSetStatus: '/api/RatePort/SetStatus',
  ratePortDelete: '/api/RatePort/Delete',
  rateTerminalList: '/api/RateTerminal/List',
  rateTerminalSave: '/api/RateTerminal/Save',
  rateTerminalSetStatus: '/api/RateTerminal/SetStatus',
  rateTerminalDelete: '/api/RateTerminal/Delete',
  surchargeTypeList: '/api/SurchargeType/List',
  surchargeTypeSave: '/api/SurchargeType/Save',
  surchargeTypeSetStatus: '/api/SurchargeType/SetStatus',
  surchargeTypeDelete: '/api/SurchargeType/Delete',
  rateRouteList: '/api/RateRoute/List',
  rateRouteSave: '/api/RateRoute/Save',
  rateRouteSetStatus: '/api/RateRoute/SetStatus',
  rateRouteDelete: '/api/RateRoute/Delete',
} as const;

const TERMINALS = ['/BasicData/Wharf'];
const RATE = '/DataMaintenance/FreightRateMaintenance/';
const RATE_CARRIERS = [`${RATE}ShipCompany`];
const RATE_PORTS = [`${RATE}portmaintain`];
const RATE_TERMINALS = [`${RATE}wharfmaintain`];
const SURCHARGE_TYPES = [`${RATE}surchargetype`];
const RATE_ROUTES = [`${RATE}linemaintain`];

export const DICTIONARY_ACCESS = {
  terminalRead: read(TERMINALS, true),
  terminalEdit: act(TERMINALS, 'edit', true),
  rateCarrierRead: read(RATE_CARRIERS, true),
  rateCarrierEdit: act(RATE_CARRIERS, 'edit', true),
  ratePortRead: read(RATE_PORTS, true),
  ratePortEdit: act(RATE_PORTS, 'edit', true),
  rateTerminalRead: read(RATE_TERMINALS, true),
  rateTerminalEdit: act(RATE_TERMINALS, 'edit', true),
  surchargeTypeRead: read(SURCHARGE_TYPES, true),
  surchargeTypeEdit: act(SURCHARGE_TYPES, 'edit', true),
  rateRouteRead: read(RATE_ROUTES, true),
  rateRouteEdit: act(RATE_ROUTES, 'edit', true),
} as const;
