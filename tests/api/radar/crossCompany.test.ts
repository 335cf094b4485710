import { ENDPOINTS as E } from '../../../src/contract/endpoints';
import { type CrossCase, crossCompanySuite } from '../support/crossCompany';

/**
 * The radars are the platform's sales desk (commercial.md §9.4 R9.1: internal menus only): a customer
 * company's admin naming a platform salesperson gets 403 on every call, and nothing changes.
 */
const CROSS: CrossCase[] = [
  { method: 'GET', url: E.radarUsers, id: 'OwnerEmployeeId', query: (ids) => `OwnerEmployeeId=${ids.salesperson}`, expected: 403 },
  { method: 'GET', url: E.radarSales, id: 'EmployeeId', query: (ids) => `EmployeeId=${ids.salesperson}`, expected: 403 },
  { method: 'GET', url: E.radarUsersExport, id: 'OwnerEmployeeId', query: (ids) => `OwnerEmployeeId=${ids.salesperson}`, expected: 403 },
  { method: 'GET', url: E.radarSalesExport, id: 'EmployeeId', query: (ids) => `EmployeeId=${ids.salesperson}`, expected: 403 },
];

crossCompanySuite('radar', CROSS);
