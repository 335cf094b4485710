import { crossCompanySuite } from '../support/crossCompany';

/**
 * Reference data is the platform's, not a company's: every call taking an id is platform-only
 * (customers are refused with 403 by the access rows, tests in masterEdit, terminals, rate*.test.ts).
 */
const PLATFORM_DATA = 'platform master data: platform-only, no company owns the row';
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

crossCompanySuite('refdata', [], NOT_COMPANY_SCOPED);
