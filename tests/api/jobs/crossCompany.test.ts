import { ENDPOINTS } from '../../../src/contract/endpoints';
import { crossCompanySuite, type CrossCase } from '../support/crossCompany';

/**
 * The jobs module's calls are the platform's staff's alone: a customer's admin naming any job is
 * refused before a job is looked at. The rules: tests/api/support/crossCompany.ts.
 */
const CROSS: CrossCase[] = [{ method: 'POST', url: ENDPOINTS.jobRetry, id: 'Id', payload: () => ({ Id: 1 }), expected: 403 }];

crossCompanySuite('jobs', CROSS);
