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
  currencyInUse: '/api/Currency/InUse',
  exchangeRateList: '/api/ExchangeRate/List',
  exchangeRateSave: '/api/ExchangeRate/Save',
  exchangeRateCurrent: '/api/ExchangeRate/Current',
  serviceList: '/api/Service/List',
  serviceGenerate: '/api/Service/Generate',
  serviceSave: '/api/Service/Save',
  serviceSetStatus: '/api/Service/SetStatus',
  serviceDelete: '/api/Service/Delete',
  vesselCallList: '/api/VesselCall/List',
  vesselCallSetTimes: '/api/VesselCall/SetTimes',
  vesselCallSetCutOffs: '/api/VesselCall/SetCutOffs',
  vesselCallOmit: '/api/VesselCall/Omit',
  vesselCallCancel: '/api/VesselCall/Cancel',
  scheduleTemplateList: '/api/ScheduleTemplate/List',
  scheduleTemplateSave: '/api/ScheduleTemplate/Save',
  scheduleTemplateSetStatus: '/api/ScheduleTemplate/SetStatus',
  scheduleTemplateDelete: '/api/ScheduleTemplate/Delete',
  scheduleTemplatePreview: '/api/ScheduleTemplate/Preview',
  schedulePointToPoint: '/api/Schedule/PointToPoint',
  bookingAgencyList: '/api/BookingAgency/List',
  bookingAgencySave: '/api/BookingAgency/Save',
  bookingAgencySetStatus: '/api/BookingAgency/SetStatus',
  bookingAgencyDelete: '/api/BookingAgency/Delete',
  bookCodeList: '/api/BookCode/List',
  bookCodeSave: '/api/BookCode/Save',
  bookCodeSetStatus: '/api/BookCode/SetStatus',
  bookCodeDelete: '/api/BookCode/Delete',
  billCodeSeriesList: '/api/BillCodeSeries/List',
  billCodeSeriesSave: '/api/BillCodeSeries/Save',
  billCodeSeriesSetStatus: '/api/BillCodeSeries/SetStatus',
  billCodeSeriesDelete: '/api/BillCodeSeries/Delete',
  billCodeSeriesNext: '/api/BillCodeSeries/Next',
  billCodeSeriesPreview: '/api/BillCodeSeries/Preview',
  vesselList: '/api/Vessel/List',
  vesselSave: '/api/Vessel/Save',
  vesselSetStatus: '/api/Vessel/SetStatus',
  vesselDelete: '/api/Vessel/Delete',
  shipAgencyList: '/api/ShipAgency/List',
  shipAgencySave: '/api/ShipAgency/Save',
  shipAgencySetStatus: '/api/ShipAgency/SetStatus',
  shipAgencyDelete: '/api/ShipAgency/Delete',
  codeMappingList: '/api/CodeMapping/List',
  codeMappingSave: '/api/CodeMapping/Save',
  codeMappingSetStatus: '/api/CodeMapping/SetStatus',
  codeMappingDelete: '/api/CodeMapping/Delete',
  codeMappingResolve: '/api/CodeMapping/Resolve',
  codeMappingUnmapped: '/api/CodeMapping/Unmapped',
  ...DICTIONARY_PATHS,
} as const;

const CARRIERS = ['/BasicData/ShippingCompany'];
const PORTS = ['/BasicData/GlobleHaven'];
const CURRENCIES = ['/BasicData/Cur'];
const FEE_CODES = ['/BasicData/CostName'];
const LANES = ['/BasicData/Line'];
const SERVICES = ['/DataMaintenance/ShipSchedulemaintain'];
const VESSEL_CALLS = ['/DataMaintenance/ScheduleMaintenance'];
/** The carrier service codes (航线代码) are the services seen by their codes: the same rows. */
const SERVICE_CODES = ['/DataMaintenance/Linecode'];
const TEMPLATES = ['/SeaFreight/FreightManagement/SailScheduleTemplate'];
const BOOKING_AGENCIES = ['/DataMaintenance/OrderAgency'];
/** One screen on two pages: data maintenance and the booking desk (quckBook). */
const BOOK_CODES = ['/DataMaintenance/BookCodes', '/quckBook/BookCode'];
const BILL_CODES = ['/DataMaintenance/BillCode'];
const VESSELS = ['/DataMaintenance/Shipmaintain'];
const SHIP_AGENCIES = ['/DataMaintenance/ShipAgency'];
/** The system menu's 关系映射 is the same screen over the same mappings (issue 51: no second copy). */
const MAPPINGS = ['/DataMaintenance/BasicDataMapping', '/system/relationMapping'];

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
  serviceRead: read([...SERVICES, ...SERVICE_CODES], true),
  /** Generating a service's sailings (Service/Generate). */
  serviceGenerate: act(SERVICES, 'edit', true),
  /** Editing a service: its codes, rotation and vessels (either page). */
  serviceEdit: act([...SERVICES, ...SERVICE_CODES], 'edit', true),
  vesselCallRead: read(VESSEL_CALLS, true),
  /** Times, cut-offs, omitting and cancelling a call (the schedule clerk). */
  vesselCallEdit: act(VESSEL_CALLS, 'edit', true),
  /** Rates and ready space read templates too, once they exist: any staff page that states a schedule. */
  scheduleTemplateRead: read(TEMPLATES, true),
  scheduleTemplateEdit: act(TEMPLATES, 'edit', true),
  bookingAgencyRead: read(BOOKING_AGENCIES, true),
  bookingAgencyEdit: act(BOOKING_AGENCIES, 'edit', true),
  bookCodeRead: read(BOOK_CODES, true),
  bookCodeEdit: act(BOOK_CODES, 'edit', true),
  billCodeSeriesRead: read(BILL_CODES, true),
  /** Saving a series, and issuing its next number by hand (BillCodeSeries/Next). */
  billCodeSeriesEdit: act(BILL_CODES, 'edit', true),
  vesselRead: read(VESSELS, true),
  vesselEdit: act(VESSELS, 'edit', true),
  shipAgencyRead: read(SHIP_AGENCIES, true),
  shipAgencyEdit: act(SHIP_AGENCIES, 'edit', true),
  codeMappingRead: read(MAPPINGS, true),
  codeMappingEdit: act(MAPPINGS, 'edit', true),
  ...DICTIONARY_ACCESS,
} as const;

export const refdataContract = contractModule({
  name: 'refdata',
  paths: REFDATA_PATHS,
  access: REFDATA_ACCESS,
  buttons: { edit: { zh: '编辑', en: 'Edit' } },
});
