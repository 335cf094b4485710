import { ENDPOINTS as E } from '../../../src/contract/endpoints';
import { type CrossCase, crossCompanySuite } from '../support/crossCompany';

/**
 * The rate analysis is the platform's (commercial.md §9.4 R9.1: internal menus only): a customer
 * company's admin naming another customer company gets 403, and nothing changes.
 */
const CROSS: CrossCase[] = [
  {
    method: 'GET',
    url: E.customerRates,
    id: 'CompanyId',
    query: (ids) => `CompanyId=${ids.otherCompany}&From=2026-01-01&To=2026-11-30`,
    expected: 403,
  },
];

crossCompanySuite('rateAnalysis', CROSS);
