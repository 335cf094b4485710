import { ENDPOINTS } from '../../../src/contract/endpoints';
import { type CrossCase, crossCompanySuite } from '../support/crossCompany';

/**
 * Bookings are each customer company's own: another company's booking answers 404 to the calls a
 * customer may make (read, save, submit, cancel, ask to cancel), as if absent; the desk's calls are
 * the platform's (403 before any lookup); a customer naming another company to book for is refused
 * as input (400). The rules and the checks: tests/api/support/crossCompany.ts.
 */
const wire = { CarrierCode: 'COSU', PolCode: 'CNSHA', PodCode: 'NLRTM' };
const read = (ids: { otherBooking: number }) => ({ Id: ids.otherBooking, Version: 1 });
/** 海越's booking records the table names (the module's seed made them). */
const OWN_IDS = {
  // a demo booking order of 海越 (server/modules/booking/seed.ts)
  otherBooking: `select o.id from booking_orders o join companies c on c.id = o.company_id where c.code = 'CUS-NBHY' order by o.id limit 1`,
  // 海越's demo templates (server/modules/booking/templateSeed.ts)
  otherBookingTemplate: `select t.id from booking_templates t join companies c on c.id = t.company_id where c.code = 'CUS-NBHY' order by t.id limit 1`,
  otherPartyTemplate: `select t.id from party_templates t join companies c on c.id = t.company_id where c.code = 'CUS-NBHY' order by t.id limit 1`,
  // 海越's booking note (server/modules/booking/seedFiles.ts)
  otherBookingFile: `select f.id from booking_files f join booking_orders o on o.id = f.booking_id join companies c on c.id = o.company_id where c.code = 'CUS-NBHY' limit 1`,
};
const CROSS: CrossCase<keyof typeof OWN_IDS>[] = [
  { method: 'GET', url: ENDPOINTS.bookingGet, id: 'Id', query: (ids) => `Id=${ids.otherBooking}`, expected: 404 },
  { method: 'POST', url: ENDPOINTS.bookingSaveDraft, id: 'Id', payload: (ids) => ({ ...read(ids), Wire: wire }), expected: 404 },
  { method: 'POST', url: ENDPOINTS.bookingSaveDraft, id: 'CompanyId', payload: (ids) => ({ CompanyId: ids.otherCompany, Wire: wire }), expected: 400 },
  { method: 'POST', url: ENDPOINTS.bookingSubmit, id: 'Id', payload: read, expected: 404 },
  { method: 'POST', url: ENDPOINTS.bookingCancel, id: 'Id', payload: read, expected: 404 },
  { method: 'POST', url: ENDPOINTS.bookingRequestCancel, id: 'Id', payload: (ids) => ({ ...read(ids), Reason: '越界' }), expected: 404 },
  { method: 'POST', url: ENDPOINTS.bookingAccept, id: 'Id', payload: read, expected: 403 },
  { method: 'POST', url: ENDPOINTS.bookingReturn, id: 'Id', payload: (ids) => ({ ...read(ids), Remarks: 'x' }), expected: 403 },
  { method: 'POST', url: ENDPOINTS.bookingReject, id: 'Id', payload: (ids) => ({ ...read(ids), Remarks: 'x' }), expected: 403 },
  { method: 'POST', url: ENDPOINTS.bookingSendToCarrier, id: 'Id', payload: read, expected: 403 },
  { method: 'POST', url: ENDPOINTS.bookingMarkBooked, id: 'Id', payload: read, expected: 403 },
  {
    method: 'POST',
    url: ENDPOINTS.bookingRelease,
    id: 'Id',
    payload: (ids) => ({
      ...read(ids),
      Facts: {
        CarrierBookingNo: 'X1',
        ConfirmedVessel: 'V',
        ConfirmedVoyage: '1',
        Etd: '2030-01-10',
        ConfirmedEquipment: [{ ContainerClass: '40HQ', Units: 1 }],
        CutOffs: [],
      },
    }),
    expected: 403,
  },
  { method: 'POST', url: ENDPOINTS.bookingDecline, id: 'Id', payload: (ids) => ({ ...read(ids), Remarks: 'x' }), expected: 403 },
  { method: 'GET', url: ENDPOINTS.bookingMilestones, id: 'Id', query: (ids) => `Id=${ids.otherBooking}`, expected: 404 },
  // the quick booking search prices for a customer: staff only, whichever customer a customer names
  {
    method: 'POST',
    url: ENDPOINTS.quickSearch,
    id: 'CustomerCompanyId',
    payload: (ids) => ({
      PolCode: 'CNSHA',
      PodCode: 'NLRTM',
      WeekOf: '2030-01-07',
      Lines: [{ ContainerClass: '40HQ', Qty: 1 }],
      CustomerCompanyId: ids.otherCompany,
    }),
    expected: 403,
  },
  { method: 'POST', url: ENDPOINTS.bookingRequireAmend, id: 'Id', payload: (ids) => ({ ...read(ids), Remarks: 'x' }), expected: 403 },
  { method: 'POST', url: ENDPOINTS.bookingDecideCancel, id: 'Id', payload: (ids) => ({ ...read(ids), Confirm: true }), expected: 403 },
  {
    method: 'POST',
    url: ENDPOINTS.bookingRequestAmend,
    id: 'Id',
    payload: (ids) => ({ ...read(ids), Changes: { Remarks: 'x' }, Reason: '越界' }),
    expected: 404,
  },
  { method: 'POST', url: ENDPOINTS.bookingWithdrawAmend, id: 'Id', payload: read, expected: 404 },
  { method: 'POST', url: ENDPOINTS.bookingDecideAmend, id: 'Id', payload: (ids) => ({ ...read(ids), Approve: true }), expected: 403 },
  { method: 'GET', url: ENDPOINTS.carrierMessages, id: 'Id', query: (ids) => `Id=${ids.otherBooking}`, expected: 403 },
  // templates (commercial.md §6.1): each company's own
  { method: 'GET', url: ENDPOINTS.bookingTemplateGet, id: 'Id', query: (ids) => `Id=${ids.otherBookingTemplate}`, expected: 404 },
  {
    method: 'POST',
    url: ENDPOINTS.bookingTemplateSave,
    id: 'Id',
    payload: (ids) => ({ Id: ids.otherBookingTemplate, Version: 1, Name: '越界', Body: {} }),
    expected: 404,
  },
  { method: 'POST', url: ENDPOINTS.bookingTemplateDelete, id: 'Id', payload: (ids) => ({ Id: ids.otherBookingTemplate, Version: 1 }), expected: 404 },
  { method: 'GET', url: ENDPOINTS.partyTemplateGet, id: 'Id', query: (ids) => `Id=${ids.otherPartyTemplate}`, expected: 404 },
  {
    method: 'POST',
    url: ENDPOINTS.partyTemplateSave,
    id: 'Id',
    payload: (ids) => ({ Id: ids.otherPartyTemplate, Version: 1, Role: 'SHIPPER', Name: '越界' }),
    expected: 404,
  },
  { method: 'POST', url: ENDPOINTS.partyTemplateDelete, id: 'Id', payload: (ids) => ({ Id: ids.otherPartyTemplate, Version: 1 }), expected: 404 },
  // a booking's files: another company's booking and its files are absent
  { method: 'POST', url: ENDPOINTS.bookingFileUpload, id: 'Id', query: (ids) => `Id=${ids.otherBooking}&Kind=OTHER&FileName=x.pdf`, expected: 404 },
  { method: 'GET', url: ENDPOINTS.bookingFileList, id: 'Id', query: (ids) => `Id=${ids.otherBooking}`, expected: 404 },
  { method: 'GET', url: ENDPOINTS.bookingFileDownload, id: 'Id', query: (ids) => `Id=${ids.otherBookingFile}`, expected: 404 },
  { method: 'POST', url: ENDPOINTS.bookingFileDelete, id: 'Id', payload: (ids) => ({ Id: ids.otherBookingFile }), expected: 404 },
];

/** Ids in the booking wire that name shared reference data, not another company's records. */
const SHARED = 'names public reference data (the schedules’ sailings, the platform’s published rates), not a company’s record';
const OWN_SEARCH = 'the price is frozen only from a search the booking’s own company made: another company’s search id finds nothing';
const NOT_COMPANY_SCOPED: Record<string, string> = {};
for (const path of [ENDPOINTS.bookingSaveDraft, ENDPOINTS.bookingCheck, ENDPOINTS.bookingPrice]) {
  NOT_COMPANY_SCOPED[`POST ${path} Wire.VesselCallId`] = SHARED;
  NOT_COMPANY_SCOPED[`POST ${path} Wire.RateId`] = SHARED;
  NOT_COMPANY_SCOPED[`POST ${path} Wire.QuoteId`] =
    'the price is frozen only from a quote made for the booking’s own company: another company’s quote is refused at submit (QUOTE_NOT_VALID)';
  NOT_COMPANY_SCOPED[`POST ${path} Wire.SearchId`] = OWN_SEARCH;
  for (const party of ['Shipper', 'Consignee', 'Notify'])
    NOT_COMPANY_SCOPED[`POST ${path} Wire.${party}.TaxId`] = 'a party’s tax number as typed (USCC, EORI), not a record id';
}
NOT_COMPANY_SCOPED[`POST ${ENDPOINTS.bookingPrice} CompanyId`] =
  'a customer’s price preview is of its own company whatever it names (staff name the customer they book for): the sell price the customer would see';
const TAX_ID = 'a party’s tax number as typed (USCC, EORI), not a record id';
for (const party of ['Shipper', 'Consignee', 'Notify']) NOT_COMPANY_SCOPED[`POST ${ENDPOINTS.bookingTemplateSave} Body.${party}.TaxId`] = TAX_ID;
NOT_COMPANY_SCOPED[`POST ${ENDPOINTS.partyTemplateSave} TaxId`] = TAX_ID;
// a filter on the lists, which are scoped to the caller's company whatever it names
for (const path of [ENDPOINTS.bookingList, `${ENDPOINTS.bookingList}/Export`, ENDPOINTS.bookingQueue, `${ENDPOINTS.bookingQueue}/Export`])
  NOT_COMPANY_SCOPED[`GET ${path} CgoId`] = 'a filter on a list already scoped to the caller’s company (the queue is the platform desk’s)';

crossCompanySuite('booking', CROSS, NOT_COMPANY_SCOPED, OWN_IDS);
