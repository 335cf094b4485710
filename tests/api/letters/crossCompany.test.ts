import { ENDPOINTS } from '../../../src/contract/endpoints';
import { type CrossCase, crossCompanySuite } from '../support/crossCompany';
import { letterBody, tableBody } from './lettersApp';

/**
 * Letters and sailing tables are the platform desk's; a customer's employee reads only the published
 * ones meant for their company. 天祥's people naming a letter meant only for… a draft, a withdrawn
 * letter, a letter file of a draft or the customers-only tables of a draft find nothing (404); the
 * desk's calls are behind the portal pages they lack (403). Naming another company's site for the
 * sailing desk (`CompanyId`, platform staff only): 404 on its list, 403 on a save.
 */
const OWN_IDS = {
  draftLetter: `select id from carrier_letters where ltr_status = 0 order by id limit 1`,
  withdrawnLetter: `select id from carrier_letters where ltr_status = 2 order by id limit 1`,
  draftTable: `select id from sailing_tables where sch_status = 0 order by id limit 1`,
  publishedLetter: `select id from carrier_letters where ltr_status = 1 order by id limit 1`,
  publishedTable: `select id from sailing_tables where sch_status = 1 order by id limit 1`,
};
type K = keyof typeof OWN_IDS;
const CROSS: CrossCase<K>[] = [
  { method: 'GET', url: ENDPOINTS.letterGet, id: 'Id', query: (ids) => `Id=${ids.draftLetter}`, expected: 404 },
  { method: 'GET', url: ENDPOINTS.letterGet, id: 'Id', who: 'customer@demo.test', query: (ids) => `Id=${ids.withdrawnLetter}`, expected: 404 },
  { method: 'GET', url: ENDPOINTS.letterDownload, id: 'Id', query: () => 'Id=999999', expected: 404 },
  { method: 'GET', url: ENDPOINTS.letterHistory, id: 'Id', query: (ids) => `Id=${ids.publishedLetter}`, expected: 403 },
  { method: 'GET', url: ENDPOINTS.letterVersions, id: 'Id', query: (ids) => `Id=${ids.publishedLetter}`, expected: 403 },
  { method: 'GET', url: ENDPOINTS.letterReads, id: 'Id', query: (ids) => `Id=${ids.publishedLetter}`, expected: 403 },
  { method: 'POST', url: ENDPOINTS.letterSave, id: 'Id', payload: (ids) => letterBody({ Id: ids.publishedLetter, Version: 1 }), expected: 403 },
  { method: 'POST', url: ENDPOINTS.letterPublish, id: 'Id', payload: (ids) => ({ Id: ids.draftLetter, Version: 1 }), expected: 403 },
  { method: 'POST', url: ENDPOINTS.letterWithdraw, id: 'Id', payload: (ids) => ({ Id: ids.publishedLetter, Version: 1, Reason: '测试' }), expected: 403 },
  { method: 'POST', url: ENDPOINTS.letterRemoveFile, id: 'Id', payload: () => ({ Id: 1 }), expected: 403 },
  { method: 'POST', url: ENDPOINTS.letterUpload, id: 'Id', query: (ids) => `Id=${ids.draftLetter}&FileName=a.pdf`, expected: 403 },
  { method: 'GET', url: ENDPOINTS.sailingGet, id: 'Id', query: (ids) => `Id=${ids.draftTable}`, expected: 404 },
  { method: 'GET', url: ENDPOINTS.sailingExport, id: 'Id', query: (ids) => `Id=${ids.draftTable}`, expected: 404 },
  { method: 'GET', url: ENDPOINTS.sailingHistory, id: 'Id', query: (ids) => `Id=${ids.publishedTable}`, expected: 403 },
  { method: 'POST', url: ENDPOINTS.sailingSave, id: 'Id', payload: (ids) => tableBody({ Id: ids.publishedTable, Version: 1 }), expected: 403 },
  { method: 'POST', url: ENDPOINTS.sailingPublish, id: 'Id', payload: (ids) => ({ Id: ids.draftTable, Version: 1 }), expected: 403 },
  { method: 'POST', url: ENDPOINTS.sailingWithdraw, id: 'Id', payload: (ids) => ({ Id: ids.publishedTable, Version: 1, Reason: '测试' }), expected: 403 },
  { method: 'POST', url: ENDPOINTS.sailingImport, id: 'Id', query: (ids) => `Id=${ids.draftTable}`, expected: 403 },
  // the desk acts for the site it edits (CompanyId): only platform staff may name another company's (§14)
  { method: 'GET', url: ENDPOINTS.sailingList, id: 'CompanyId', query: (ids) => `CompanyId=${ids.otherCompany}`, expected: 404 },
  { method: 'GET', url: ENDPOINTS.sailingList, id: 'CompanyId', who: 'customer@demo.test', query: (ids) => `CompanyId=${ids.otherCompany}`, expected: 404 },
  { method: 'GET', url: `${ENDPOINTS.sailingList}/Export`, id: 'CompanyId', query: (ids) => `CompanyId=${ids.otherCompany}`, expected: 404 },
  {
    method: 'POST',
    url: ENDPOINTS.sailingSave,
    id: 'CompanyId',
    payload: (ids) => tableBody({ CompanyId: ids.otherCompany, Audience: 'PUBLIC' }),
    expected: 403,
  },
];

crossCompanySuite('letters', CROSS, {}, OWN_IDS);
