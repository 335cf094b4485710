import { ENDPOINTS } from '../../../src/contract/endpoints';
import { crossCompanySuite, type CrossCase } from '../support/crossCompany';

/**
 * Reference data is the platform's (commercial.md §1.3: platformOnly): a customer company's admin,
 * who holds every external menu, is refused every call that names a master row by id — 403 before
 * any lookup, so the ids here are simply seeded rows (the first vessel call, the first template, the first vessel,
 * the first code mapping).
 * The rules and the checks: tests/api/support/crossCompany.ts.
 */
const seeded = 1;
const time = { Id: seeded, Version: 1, Event: 'ARRI', Classifier: 'EST', DateTime: '2030-01-01T00:00:00Z' };
const template = { Id: seeded, Name: '越界', CutOffWeekdays: [2], EtdWeekdays: [4], TransitDays: 30, Version: 1 };
const CROSS: CrossCase[] = [
  { method: 'POST', url: ENDPOINTS.vesselCallSetTimes, id: 'Id', payload: () => time, expected: 403 },
  { method: 'POST', url: ENDPOINTS.vesselCallSetCutOffs, id: 'Id', payload: () => ({ Id: seeded, Version: 1, CutOffs: [] }), expected: 403 },
  { method: 'POST', url: ENDPOINTS.vesselCallOmit, id: 'Id', payload: () => ({ Id: seeded, Version: 1, Reason: '越界' }), expected: 403 },
  { method: 'POST', url: ENDPOINTS.vesselCallCancel, id: 'Id', payload: () => ({ Id: seeded, Version: 1, Reason: '越界' }), expected: 403 },
  { method: 'POST', url: ENDPOINTS.scheduleTemplateSave, id: 'Id', payload: () => template, expected: 403 },
  { method: 'POST', url: ENDPOINTS.scheduleTemplateSetStatus, id: 'Id', payload: () => ({ Id: seeded, Status: 'DISABLED' }), expected: 403 },
  { method: 'POST', url: ENDPOINTS.scheduleTemplateDelete, id: 'Id', payload: () => ({ Id: seeded }), expected: 403 },
  { method: 'GET', url: ENDPOINTS.scheduleTemplatePreview, id: 'Id', query: () => `Id=${seeded}`, expected: 403 },
  // booking agencies, booking codes and B/L series: another company named as the agent, the allowed customer or the owner
  {
    method: 'POST',
    url: ENDPOINTS.bookingAgencySave,
    id: 'Id',
    payload: (i) => ({ Id: seeded, CompanyId: i.otherCompany, Name: '越界', CarrierCodes: ['COSU'], Channel: 'EMAIL', Contacts: [], Version: 1 }),
    expected: 403,
  },
  {
    method: 'POST',
    url: ENDPOINTS.bookingAgencySave,
    id: 'CompanyId',
    payload: (i) => ({ CompanyId: i.otherCompany, Name: '越界', CarrierCodes: ['COSU'], Channel: 'EMAIL', Contacts: [] }),
    expected: 403,
  },
  { method: 'POST', url: ENDPOINTS.bookingAgencySetStatus, id: 'Id', payload: () => ({ Id: seeded, Status: 'DISABLED' }), expected: 403 },
  { method: 'POST', url: ENDPOINTS.bookingAgencyDelete, id: 'Id', payload: () => ({ Id: seeded }), expected: 403 },
  {
    method: 'POST',
    url: ENDPOINTS.bookCodeSave,
    id: 'BookingAgencyId',
    payload: () => ({ Code: 'X1', CarrierCode: 'COSU', BookingAgencyId: seeded, ContractNo: 'X', ValidFrom: '2026-01-01', ValidTo: '2026-12-31' }),
    expected: 403,
  },
  {
    method: 'POST',
    url: ENDPOINTS.bookCodeSave,
    id: 'AllowedCompanyIds',
    payload: (i) => ({ Code: 'X1', CarrierCode: 'COSU', ContractNo: 'X', ValidFrom: '2026-01-01', ValidTo: '2026-12-31', AllowedCompanyIds: [i.otherCompany] }),
    expected: 403,
  },
  {
    method: 'POST',
    url: ENDPOINTS.billCodeSeriesSave,
    id: 'Id',
    payload: (i) => ({ Id: seeded, OwnerCompanyId: i.otherCompany, Kind: 'HBL', Pattern: '{PREFIX}{SEQ5}', NextSeq: 1, Reset: 'NEVER', Version: 1 }),
    expected: 403,
  },
  {
    method: 'POST',
    url: ENDPOINTS.billCodeSeriesSave,
    id: 'OwnerCompanyId',
    payload: (i) => ({ OwnerCompanyId: i.otherCompany, Kind: 'HBL', Pattern: '{PREFIX}{SEQ5}', NextSeq: 1, Reset: 'NEVER' }),
    expected: 403,
  },
  { method: 'POST', url: ENDPOINTS.billCodeSeriesSetStatus, id: 'Id', payload: () => ({ Id: seeded, Status: 'DISABLED' }), expected: 403 },
  { method: 'POST', url: ENDPOINTS.billCodeSeriesDelete, id: 'Id', payload: () => ({ Id: seeded }), expected: 403 },
  { method: 'POST', url: ENDPOINTS.billCodeSeriesNext, id: 'SeriesId', payload: () => ({ SeriesId: seeded }), expected: 403 },
  { method: 'GET', url: ENDPOINTS.billCodeSeriesPreview, id: 'Id', query: () => `Id=${seeded}`, expected: 403 },
  { method: 'POST', url: ENDPOINTS.vesselSave, id: 'Id', payload: () => ({ Id: seeded, Name: 'CROSS', ImoNumber: '9811000', Version: 1 }), expected: 403 },
  { method: 'POST', url: ENDPOINTS.vesselSetStatus, id: 'Id', payload: () => ({ Id: seeded, Status: 'DISABLED' }), expected: 403 },
  { method: 'POST', url: ENDPOINTS.vesselDelete, id: 'Id', payload: () => ({ Id: seeded }), expected: 403 },
  {
    method: 'POST',
    url: ENDPOINTS.codeMappingSave,
    id: 'Id',
    payload: () => ({ Id: seeded, Kind: 'PORT', System: 'DCSA_REF', ExternalCode: 'CNNBO', InternalCode: 'CNSHA', Version: 1 }),
    expected: 403,
  },
  { method: 'POST', url: ENDPOINTS.codeMappingSetStatus, id: 'Id', payload: () => ({ Id: seeded, Status: 'DISABLED' }), expected: 403 },
  { method: 'POST', url: ENDPOINTS.codeMappingDelete, id: 'Id', payload: () => ({ Id: seeded }), expected: 403 },
];

/** Calls whose ids name platform master data or platform staff, checked in their own tests. */
const PLATFORM_DATA = 'platform master data: platform-only, no company owns the row (terminals, rateTerminals tests)';
const STAFF_ONLY = 'a maintainer must be an active platform employee: any other company’s employee is refused (400, rateCarriersPorts / rateRoutes tests)';
const NOT_COMPANY_SCOPED: Record<string, string> = {
  'POST /api/Terminal/Save Id': PLATFORM_DATA,
  'POST /api/Terminal/SetStatus Id': PLATFORM_DATA,
  'POST /api/Terminal/Delete Id': PLATFORM_DATA,
  'POST /api/RateTerminal/Save Id': PLATFORM_DATA,
  'POST /api/RateTerminal/SetStatus Id': PLATFORM_DATA,
  'POST /api/RateTerminal/Delete Id': PLATFORM_DATA,
  'POST /api/RateCarrier/Save MaintainerEmployeeId': STAFF_ONLY,
  'POST /api/RateRoute/Save MaintainerEmployeeIds': STAFF_ONLY,
};

crossCompanySuite('refdata', CROSS, NOT_COMPANY_SCOPED);
