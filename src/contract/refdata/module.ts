import { act, read } from '../accessRow';
import { contractModule } from '../registry';
import { DICTIONARY_ACCESS, DICTIONARY_PATHS } from './dictionaryPaths';

/**
 * Reference data (spec §2.1 basic data, §2.5 data maintenance; ../shared/domain/commercial.md §1):
 * the master lists every other module stands on. Master data is the platform's: reading and
 * changing it is for staff (platformOnly); the pickers (Suggest) are open to anyone, visitors of
 * the public rate pages too, and so is the point-to-point schedule search (Schedule/PointToPoint).
 */
export const REFDATA_PATHS = {
  carrierList: '/api/Carrier/List',
  carrierSave: '/api/Carrier/Save',
  carrierSetStatus: '/api/Carrier/SetStatus',
  carrierDelete: '/api/Carrier/Delete',
  carrierSuggest: '/api/Carrier/Suggest',
  portList: '/api/Port/List',
  portSave: '/api/Port/Save',
  portSetStatus: '/api/Port/SetStatus',
  portDelete: '/api/Port/Delete',
  portSuggest: '/api/Port/Suggest',
  feeCodeList: '/api/FeeCode/List',
  feeCodeSave: '/api/FeeCode/Save',
  feeCodeSetStatus: '/api/FeeCode/SetStatus',
  feeCodeDelete: '/api/FeeCode/Delete',
  tradeLaneList: '/api/TradeLane/List',
  tradeLaneSave: '/api/TradeLane/Save',
  tradeLaneSetStatus: '/api/TradeLane/SetStatus',
  tradeLaneDelete: '/api/TradeLane/Delete',
  currencyList: '/api/Currency/List',
  exchangeRateList: '/api/ExchangeRate/List',
  exchangeRateSave: '/api/ExchangeRate/Save',
  exchangeRateCurrent: '/api/ExchangeRate/Current',
  serviceList: '/api/Service/List',
  serviceGenerate: '/api/Service/Generate',
  vesselCallList: '/api/VesselCall/List',
  schedulePointToPoint: '/api/Schedule/PointToPoint',
  ...DICTIONARY_PATHS,
} as const;

const CARRIERS = ['/BasicData/ShippingCompany'];
const PORTS = ['/BasicData/GlobleHaven'];
const CURRENCIES = ['/BasicData/Cur'];
const FEE_CODES = ['/BasicData/CostName'];
const LANES = ['/BasicData/Line'];
const SERVICES = ['/DataMaintenance/ShipSchedulemaintain'];
const VESSEL_CALLS = ['/DataMaintenance/ScheduleMaintenance'];

export const REFDATA_ACCESS = {
  carrierRead: read(CARRIERS, true),
  carrierEdit: act(CARRIERS, 'edit', true),
  portRead: read(PORTS, true),
  portEdit: act(PORTS, 'edit', true),
  feeCodeRead: read(FEE_CODES, true),
  feeCodeEdit: act(FEE_CODES, 'edit', true),
  tradeLaneRead: read(LANES, true),
  tradeLaneEdit: act(LANES, 'edit', true),
  currencyRead: read(CURRENCIES, true),
  exchangeRateEdit: act(CURRENCIES, 'edit', true),
  serviceRead: read(SERVICES, true),
  /** Generating a service's sailings (Service/Generate). */
  serviceEdit: act(SERVICES, 'edit', true),
  vesselCallRead: read(VESSEL_CALLS, true),
  ...DICTIONARY_ACCESS,
} as const;

export const refdataContract = contractModule({
  name: 'refdata',
  paths: REFDATA_PATHS,
  access: REFDATA_ACCESS,
  buttons: { edit: { zh: '编辑', en: 'Edit' } },
});
