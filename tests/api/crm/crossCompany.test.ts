import { ENDPOINTS as E } from '../../../src/contract/endpoints';
import { describe, expect, it } from 'vitest';
import { caller } from '../support/calls';
import { type CrossCase, crossCompanySuite, type Ids, PEOPLE } from '../support/crossCompany';
import { crmApp } from './crmApp';
import { followCases } from './followCross';

/**
 * The CRM is the platform's sales desk (commercial.md §7): a customer company's employees (天祥's
 * admin, who holds every external menu) naming the platform's CRM customers, contacts, leads, its
 * pool, dictionaries and salespeople get 403 — every call is behind the CRM menus they lack — and
 * nothing of the platform's changes (the suite checks).
 */
const OWN_IDS = {
  customer: `select id from crm_customers where deleted_at is null order by id limit 1`,
  contact: `select id from crm_contacts where deleted_at is null order by id limit 1`,
  lead: `select id from crm_leads order by id limit 1`,
  pool: `select id from crm_pools order by id limit 1`,
  dict: `select id from crm_dicts order by id limit 1`,
  opportunity: `select id from crm_opportunities where deleted_at is null order by id limit 1`,
  plan: `select id from crm_follow_plans where status = 'PLANNED' order by id limit 1`,
  record: `select id from crm_follow_records order by id limit 1`,
  attachment: `select coalesce((select id from crm_follow_attachments order by id limit 1), 1) as id`,
};
type K = keyof typeof OWN_IDS;
const customer = { Name: '越权测试有限公司', Kind: 'SHIPPER', Source: 'EXPO' };
const pool = (id: number) => ({
  Id: id,
  Name: '公海',
  LimitPerDay: true,
  PickNumber: 1,
  LimitPreOwner: true,
  PreOwnerCooldownDays: 1,
  RecycleEnabled: false,
  NoFollowDays: 0,
  NoDealDays: 0,
  NoticeDays: 0,
});
const opp = (ids: Ids<K>) => ({ Id: ids.opportunity, Version: 1 });
const opportunityCases: CrossCase<K>[] = [
  { method: 'GET', url: E.crmOpportunityGet, id: 'Id', query: (ids) => `Id=${ids.opportunity}`, expected: 403 },
  { method: 'GET', url: E.crmOpportunityList, id: 'CustomerId', query: (ids) => `CustomerId=${ids.customer}`, expected: 403 },
  { method: 'GET', url: E.crmOpportunityOpenCount, id: 'CustomerId', query: (ids) => `CustomerId=${ids.customer}`, expected: 403 },
  { method: 'POST', url: E.crmOpportunitySave, id: 'Id', payload: (ids) => ({ ...opp(ids), CustomerId: ids.customer, Name: '越权商机' }), expected: 403 },
  { method: 'POST', url: E.crmOpportunitySave, id: 'CustomerId', payload: (ids) => ({ CustomerId: ids.customer, Name: '越权商机' }), expected: 403 },
  { method: 'POST', url: E.crmOpportunityMove, id: 'Id', payload: (ids) => ({ ...opp(ids), Stage: 'QUOTE' }), expected: 403 },
  { method: 'POST', url: E.crmOpportunityWin, id: 'Id', payload: opp, expected: 403 },
  { method: 'POST', url: E.crmOpportunityWin, id: 'QuoteId', payload: (ids) => ({ ...opp(ids), QuoteId: ids.otherQuote }), expected: 403 },
  { method: 'GET', url: E.crmOpportunityList, id: 'OwnerId', query: (ids) => `OwnerId=${ids.salesperson}`, expected: 403 },
  {
    method: 'POST',
    url: E.crmOpportunitySave,
    id: 'ContactId',
    payload: (ids) => ({ CustomerId: ids.customer, ContactId: ids.contact, Name: '越权商机' }),
    expected: 403,
  },
  { method: 'POST', url: E.crmOpportunityLose, id: 'Id', payload: (ids) => ({ ...opp(ids), FailureReason: 'PRICE' }), expected: 403 },
  { method: 'POST', url: E.crmOpportunityDelete, id: 'Id', payload: (ids) => ({ Id: ids.opportunity }), expected: 403 },
  { method: 'POST', url: E.crmBinRestore, id: 'Id', payload: (ids) => ({ Entity: 'OPPORTUNITY', Id: ids.opportunity }), expected: 403 },
];
const CROSS: CrossCase<K>[] = [
  { method: 'GET', url: E.crmCustomerGet, id: 'Id', query: (ids) => `Id=${ids.customer}`, expected: 403 },
  { method: 'POST', url: E.crmCustomerSave, id: 'Id', payload: (ids) => ({ ...customer, Id: ids.customer, Version: 1 }), expected: 403 },
  { method: 'POST', url: E.crmCustomerClaim, id: 'Ids', payload: (ids) => ({ Ids: [ids.customer] }), expected: 403 },
  { method: 'POST', url: E.crmCustomerRelease, id: 'Ids', payload: (ids) => ({ Ids: [ids.customer], Reason: 'NO_NEED' }), expected: 403 },
  { method: 'POST', url: E.crmCustomerAssign, id: 'Ids', payload: (ids) => ({ Ids: [ids.customer], ToEmployeeId: ids.salesperson }), expected: 403 },
  { method: 'POST', url: E.crmCustomerAssign, id: 'ToEmployeeId', payload: (ids) => ({ Ids: [ids.customer], ToEmployeeId: ids.salesperson }), expected: 403 },
  { method: 'POST', url: E.crmCustomerTransfer, id: 'Ids', payload: (ids) => ({ Ids: [ids.customer], ToEmployeeId: ids.salesperson }), expected: 403 },
  { method: 'POST', url: E.crmCustomerTransfer, id: 'ToEmployeeId', payload: (ids) => ({ Ids: [ids.customer], ToEmployeeId: ids.salesperson }), expected: 403 },
  { method: 'POST', url: E.crmCustomerDelete, id: 'Ids', payload: (ids) => ({ Ids: [ids.customer] }), expected: 403 },
  { method: 'POST', url: E.crmCustomerLink, id: 'Id', payload: (ids) => ({ Id: ids.customer, CompanyId: ids.otherCompany }), expected: 403 },
  { method: 'POST', url: E.crmCustomerLink, id: 'CompanyId', payload: (ids) => ({ Id: ids.customer, CompanyId: ids.otherCompany }), expected: 403 },
  { method: 'POST', url: E.crmContactSave, id: 'Id', payload: (ids) => ({ Id: ids.contact, CustomerId: ids.customer, Name: '某人' }), expected: 403 },
  { method: 'POST', url: E.crmContactSave, id: 'CustomerId', payload: (ids) => ({ CustomerId: ids.customer, Name: '某人' }), expected: 403 },
  { method: 'POST', url: E.crmContactDelete, id: 'Id', payload: (ids) => ({ Id: ids.contact }), expected: 403 },
  {
    method: 'POST',
    url: E.crmLeadSave,
    id: 'Id',
    payload: (ids) => ({ Id: ids.lead, Version: 1, CompanyName: '越权线索公司', Source: 'EXPO' }),
    expected: 403,
  },
  { method: 'POST', url: E.crmLeadConvert, id: 'Id', payload: (ids) => ({ Id: ids.lead }), expected: 403 },
  { method: 'POST', url: E.crmLeadConvert, id: 'CustomerId', payload: (ids) => ({ Id: ids.lead, CustomerId: ids.customer }), expected: 403 },
  { method: 'POST', url: E.crmLeadDiscard, id: 'Id', payload: (ids) => ({ Id: ids.lead, Reason: '越权测试' }), expected: 403 },
  { method: 'POST', url: E.crmLeadDelete, id: 'Id', payload: (ids) => ({ Id: ids.lead }), expected: 403 },
  {
    method: 'POST',
    url: E.crmDictSave,
    id: 'Id',
    payload: (ids) => ({ Id: ids.dict, Kind: 'SOURCE', Code: 'EXPO', NameZh: '展会', NameEn: 'Trade show' }),
    expected: 403,
  },
  { method: 'POST', url: E.crmPoolSave, id: 'Id', payload: (ids) => pool(ids.pool), expected: 403 },
  { method: 'POST', url: E.crmCapacitySave, id: 'EmployeeId', payload: (ids) => ({ EmployeeId: ids.salesperson, Capacity: 1 }), expected: 403 },
  { method: 'POST', url: E.crmBinRestore, id: 'Id', payload: (ids) => ({ Entity: 'CUSTOMER', Id: ids.customer }), expected: 403 },
  { method: 'POST', url: E.crmBinPurge, id: 'Id', payload: (ids) => ({ Entity: 'CUSTOMER', Id: ids.customer }), expected: 403 },
  ...opportunityCases,
  { method: 'POST', url: E.crmCustomerMerge, id: 'KeepId', payload: (ids) => ({ KeepId: ids.customer, MergeIds: [ids.customer] }), expected: 403 },
  { method: 'POST', url: E.crmCustomerMerge, id: 'MergeIds', payload: (ids) => ({ KeepId: ids.customer, MergeIds: [ids.customer] }), expected: 403 },
  { method: 'POST', url: E.crmContactConsent, id: 'Id', payload: (ids) => ({ Id: ids.contact, Consent: true, ConsentSource: 'EMAIL' }), expected: 403 },
  ...followCases<K>(),
];

crossCompanySuite('crm', CROSS, {}, OWN_IDS);

/**
 * The analysis calls (issue 50) take no id — a period and a grouping — so the suite's table does not
 * list them; a customer company's admin and clerk get 403 on each, figures and exports alike, and
 * the platform's figures are not in the answer.
 */
describe('crm analysis: another company', () => {
  const app = crmApp();
  const urls = [E.crmAnalysisCustomers, E.crmAnalysisQuotations, E.crmAnalysisCustomersExport, E.crmAnalysisQuotationsExport];
  it('answers 403 to a customer company’s admin and clerk', async () => {
    const { call, asUser } = caller(app.t);
    for (const person of PEOPLE) {
      const token = await asUser(person);
      for (const url of urls) {
        const res = await call('GET', `${url}?From=2026-01-01&To=2026-12-31`, token);
        expect(res.statusCode, `${person} ${url}`).toBe(403);
        expect(res.body).not.toContain('Rows');
      }
    }
  });
});
