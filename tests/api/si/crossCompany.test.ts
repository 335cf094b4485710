import { ENDPOINTS } from '../../../src/contract/endpoints';
import { crossCompanySuite, OTHER_CGO, SHAPE_ONLY, type CrossCase, type Ids } from '../support/crossCompany';

/**
 * Company scoping of the SI module's calls: bookings, SIs, their review and templates.
 * The rules, the other company's records and the checks: tests/api/support/crossCompany.ts.
 */
const CROSS: CrossCase[] = [
  { method: 'GET', url: ENDPOINTS.siSourceData, id: 'CGO_ID', query: () => `CGO_ID=${OTHER_CGO}`, expected: 404 },
  { method: 'GET', url: ENDPOINTS.siList, id: 'CGO_ID', query: () => `CGO_ID=${OTHER_CGO}`, expected: 404 },
  { method: 'GET', url: ENDPOINTS.siPackingBoxes, id: 'CGO_ID', query: () => `CGO_ID=${OTHER_CGO}`, expected: 404 },
  { method: 'POST', url: ENDPOINTS.siCheck, id: 'CGO_ID', payload: () => ({ TDBLInfos: [SHAPE_ONLY], Num: 1, CGO_ID: OTHER_CGO }), expected: 404 },
  { method: 'POST', url: ENDPOINTS.siAdd, id: 'CGO_ID', payload: () => ({ TDBLInfos: [SHAPE_ONLY], Num: 1, CGO_ID: OTHER_CGO }), expected: 404 },
  ...(['CGO_ID', 'COMPANYID', 'EmployeeId'] as const).map((key) => ({
    method: 'POST' as const,
    url: ENDPOINTS.siAddOnBehalf,
    id: key,
    expected: 403 as const,
    payload: (i: Ids) => ({
      TDBLInfos: [SHAPE_ONLY],
      Num: 1,
      CGO_ID: OTHER_CGO,
      EmployeeId: i.otherEmployee,
      COMPANYID: i.otherCompany,
      COMPANYCODE: 'CUS-NBHY',
    }),
  })),
  { method: 'POST', url: ENDPOINTS.siModify, id: 'Id', payload: (i) => ({ ...SHAPE_ONLY, Id: i.otherSi }), expected: 404 },
  { method: 'GET', url: ENDPOINTS.siGet, id: 'Id', query: (i) => `Id=${i.otherSi}`, expected: 404 },
  { method: 'GET', url: ENDPOINTS.siLog, id: 'Id', query: (i) => `Id=${i.otherSi}`, expected: 404 },
  { method: 'GET', url: ENDPOINTS.siReviewFacts, id: 'Id', query: (i) => `Id=${i.otherSi}`, expected: 404 },
  { method: 'POST', url: ENDPOINTS.siDelete, id: 'Id', payload: (i) => ({ Id: i.otherSi }), expected: 404 },
  { method: 'GET', url: ENDPOINTS.siChangeStatus, id: 'TDId', query: (i) => `TDId=${i.otherSi}&Status=2`, expected: 403 },
  { method: 'POST', url: ENDPOINTS.siTemplateSave, id: 'Id', payload: (i) => ({ Id: i.otherTemplate, TBI_TEMPLATE_NAME: '偷改' }), expected: 404 },
  { method: 'GET', url: ENDPOINTS.siTemplateGet, id: 'Id', query: (i) => `Id=${i.otherTemplate}`, expected: 404 },
  { method: 'POST', url: ENDPOINTS.siTemplateDelete, id: 'Id', payload: (i) => ({ Id: i.otherTemplate }), expected: 404 },
  { method: 'GET', url: ENDPOINTS.siBehalfEmployees, id: 'CGO_ID', query: () => `CGO_ID=${OTHER_CGO}`, expected: 403 },
  // an ordinary employee, not only the admin, is kept to their company's records
  { method: 'GET', url: ENDPOINTS.siGet, id: 'Id', who: 'customer@demo.test', query: (i) => `Id=${i.otherSi}`, expected: 404 },
  { method: 'GET', url: ENDPOINTS.siSourceData, id: 'CGO_ID', who: 'customer@demo.test', query: () => `CGO_ID=${OTHER_CGO}`, expected: 404 },
];
/** Calls that take an id but name only the caller's own things or public ones, with why. */
const NOT_COMPANY_SCOPED: Record<string, string> = {
  'POST /api/TDBillLadingInfo/ModifyTDBillLadingInfo TBI_CGO_ID': 'ignored: the stored SI keeps its booking',
  'POST /api/TDBillLadingInfo/ModifyTDBillLadingInfo TBI_CREATE_ID': 'ignored: the server owns who created it',
  'POST /api/TDBillLadingInfo/ModifyTDBillLadingInfo TBI_REVIEWER_ID': 'ignored: only a review sets it',
  'GET /api/TDBillLadingInfo/ReviewQueue TBI_CGO_ID': "a filter inside the caller's own company's SIs",
  'GET /api/TDBillLadingInfo/ReviewQueue/Export TBI_CGO_ID': "a filter inside the caller's own company's SIs",
  'GET /api/TDBillLadingInfo/SubmitLog TBI_CGO_ID': "a filter inside the caller's own company's SIs",
  'GET /api/TDBillLadingInfo/SubmitLog/Export TBI_CGO_ID': "a filter inside the caller's own company's SIs",
  'GET /api/TDBillLadingSI/BookingList CGO_ID': "a filter inside the caller's own company's bookings",
  'GET /api/TDBillLadingSI/BookingList/Export CGO_ID': "a filter inside the caller's own company's bookings",
  'GET /api/TDBillLadingInfo/CreationLog TBI_CGO_ID': "a filter inside the caller's own company's SIs",
  'GET /api/TDBillLadingInfo/CreationLog/Export TBI_CGO_ID': "a filter inside the caller's own company's SIs",
  'POST /api/TDBillLadingInfo/ModifyTDBillLadingInfo Masters[].TMM_MCGO_ID': 'free text kept in the SI (a merged master B/L reference), never looked up',
  ...Object.fromEntries(
    [ENDPOINTS.siCheck, ENDPOINTS.siAdd, ENDPOINTS.siAddOnBehalf].flatMap((url) => [
      [`POST ${url} TDBLInfos[].Id`, "a new SI gets its own id; the check counts the booking's used containers as stored"],
      [`POST ${url} TDBLInfos[].TBI_CGO_ID`, 'ignored: each record takes the booking of CGO_ID (itself in this table)'],
      [`POST ${url} TDBLInfos[].TBI_CREATE_ID`, 'ignored: the server owns who created it'],
      [`POST ${url} TDBLInfos[].TBI_REVIEWER_ID`, 'ignored: only a review sets it'],
      [`POST ${url} TDBLInfos[].Masters[].TMM_MCGO_ID`, 'free text kept in the SI (a merged master B/L reference), never looked up'],
    ]),
  ),
};

crossCompanySuite('si', CROSS, NOT_COMPANY_SCOPED);
