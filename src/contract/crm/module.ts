import { act, read } from '../accessRow';
import { contractModule } from '../registry';
import { OPPORTUNITY_BUTTONS, OPPORTUNITY_PATHS, opportunityAccess } from './opportunityPaths';
import { FOLLOW_PAGES, FOLLOW_PATHS, followAccess } from './followPaths';
import { ANALYSIS_ACCESS, ANALYSIS_PAGES, ANALYSIS_PATHS } from './analysisPaths';

/**
 * The CRM's core (commercial.md §7, issue 50): customers and contacts with the duplicate check, leads,
 * the public pool (公海) and the private seas (私海) with claim caps and recycling rules, the lists of
 * data maintenance and the recycle bin. Internal staff only; a company's CRM is its own (another
 * company's record is absent: 404). The calls' schemas are in calls.ts.
 */
export const CRM_PATHS = {
  crmCustomerList: '/api/CrmCustomer/List',
  crmCustomerGet: '/api/CrmCustomer/Get',
  crmCustomerCheck: '/api/CrmCustomer/CheckDuplicate',
  crmCustomerSave: '/api/CrmCustomer/Save',
  crmCustomerClaim: '/api/CrmCustomer/Claim',
  crmCustomerRelease: '/api/CrmCustomer/Release',
  crmCustomerAssign: '/api/CrmCustomer/Assign',
  crmCustomerTransfer: '/api/CrmCustomer/Transfer',
  crmCustomerDelete: '/api/CrmCustomer/Delete',
  crmCustomerLink: '/api/CrmCustomer/LinkCompany',
  crmCustomerLimits: '/api/CrmCustomer/Limits',
  crmSalespeople: '/api/CrmCustomer/Salespeople',
  crmContactSave: '/api/CrmContact/Save',
  crmContactDelete: '/api/CrmContact/Delete',
  crmLeadList: '/api/CrmLead/List',
  crmLeadSave: '/api/CrmLead/Save',
  crmLeadImport: '/api/CrmLead/List/Import',
  crmLeadConvert: '/api/CrmLead/Convert',
  crmLeadDiscard: '/api/CrmLead/Discard',
  crmLeadDelete: '/api/CrmLead/Delete',
  crmDictList: '/api/CrmDict/List',
  crmDictSave: '/api/CrmDict/Save',
  crmPoolGet: '/api/CrmPool/Get',
  crmPoolSave: '/api/CrmPool/Save',
  crmCapacityList: '/api/CrmCapacity/List',
  crmCapacitySave: '/api/CrmCapacity/Save',
  crmBinList: '/api/CrmRecycleBin/List',
  crmBinRestore: '/api/CrmRecycleBin/Restore',
  crmBinPurge: '/api/CrmRecycleBin/Purge',
  ...OPPORTUNITY_PATHS,
  crmCustomerMerge: '/api/CrmCustomer/Merge',
  crmContactConsent: '/api/CrmContact/SetConsent',
  crmCompanySearch: '/api/CrmCustomer/Companies',
  ...FOLLOW_PATHS,
  ...ANALYSIS_PATHS,
} as const;

export const CRM_PAGES = {
  leads: '/CRM/CustomerLeads',
  pool: '/CRM/OpenSeaPool',
  resources: '/CRM/CustomerResources',
  mine: '/CRM/MyCustomers',
  maintenance: '/CRM/CRMDataMaintenance',
  bin: '/CRM/RecycleBin',
  opportunities: '/CRM/BusinessOpportunities',
  ...FOLLOW_PAGES,
  ...ANALYSIS_PAGES,
} as const;

const P = CRM_PAGES;
const CUSTOMER_PAGES = [P.pool, P.mine, P.resources];

export const CRM_ACCESS = {
  /** Customers: a salesperson reads the pool and their own sea; a manager (CustomerResources) every one of the company. */
  crmCustomerRead: read([...CUSTOMER_PAGES, P.leads, P.bin], true),
  /** Every customer of the company, whoever holds it: the managers' page. */
  crmCustomerAll: read([P.resources], true),
  crmCustomerEdit: act(CUSTOMER_PAGES, 'edit', true),
  crmClaim: act([P.pool], 'claim', true),
  crmRelease: act([P.mine, P.resources], 'toPool', true),
  crmAssign: act([P.pool, P.resources], 'assignOwner', true),
  crmTransfer: act([P.resources], 'transfer', true),
  crmCustomerDelete: act([P.mine, P.resources], 'delete', true),
  crmLink: act([P.resources], 'link', true),
  crmLeadRead: read([P.leads], true),
  crmLeadEdit: act([P.leads], 'edit', true),
  crmLeadImport: act([P.leads], 'import', true),
  crmLeadConvert: act([P.leads], 'convert', true),
  crmLeadDiscard: act([P.leads], 'discard', true),
  crmLeadDelete: act([P.leads], 'delete', true),
  /** The lists every CRM screen picks from (sources, industries …) and the pool's rules. */
  crmDictRead: read([...CUSTOMER_PAGES, P.leads, P.maintenance, P.bin], true),
  crmMaintain: act([P.maintenance], 'edit', true),
  crmBinRead: read([P.bin], true),
  crmRestore: act([P.bin], 'restore', true),
  crmPurge: act([P.bin], 'purge', true),
  ...opportunityAccess(P.opportunities, CUSTOMER_PAGES),
  /** Merging customers (R7.1's clean-up): the team's managers only. */
  crmMerge: act([P.resources], 'merge', true),
  ...followAccess(CUSTOMER_PAGES),
  ...ANALYSIS_ACCESS,
} as const;

export const crmContract = contractModule({
  name: 'crm',
  paths: CRM_PATHS,
  access: CRM_ACCESS,
  buttons: {
    claim: { zh: '领取', en: 'Claim' },
    toPool: { zh: '退回公海', en: 'Release to the pool' },
    assignOwner: { zh: '分配', en: 'Assign' },
    transfer: { zh: '转移', en: 'Transfer' },
    link: { zh: '关联平台公司', en: 'Link company' },
    convert: { zh: '转为客户', en: 'Convert' },
    discard: { zh: '废弃', en: 'Discard' },
    restore: { zh: '恢复', en: 'Restore' },
    purge: { zh: '彻底删除', en: 'Purge' },
    ...OPPORTUNITY_BUTTONS,
    merge: { zh: '合并客户', en: 'Merge customers' },
  },
});
