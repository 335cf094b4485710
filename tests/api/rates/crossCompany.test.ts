import { ENDPOINTS } from '../../../src/contract/endpoints';
import { crossCompanySuite, type CrossCase } from '../support/crossCompany';
import { offerBody } from './offerBody';
import { rateBody } from './rateBody';
import { MARKUP, RULE, SURCHARGE } from './ruleBodies';

/**
 * FCL rates are the platform pricing desk's and each provider's own (forSellers): a customer
 * company's admin, who holds every external menu, is refused every rate call that names a rate by
 * id — 403 before any lookup, so the id here is simply the first seeded rate. A provider's company
 * scoping (another company's rate answers 404) is tested in sharedRates.test.ts.
 * The rules and the checks: tests/api/support/crossCompany.ts.
 */
const seeded = 1;
const CROSS: CrossCase[] = [
  { method: 'GET', url: ENDPOINTS.fclRateGet, id: 'Id', query: () => `Id=${seeded}`, expected: 403 },
  { method: 'POST', url: ENDPOINTS.fclRateSaveDraft, id: 'Id', payload: () => rateBody({ Id: seeded, Revision: 1 }), expected: 403 },
  { method: 'POST', url: ENDPOINTS.fclRateSubmit, id: 'Id', payload: () => ({ Id: seeded, Revision: 1 }), expected: 403 },
  { method: 'POST', url: ENDPOINTS.fclRateConfirm, id: 'Ids', payload: () => ({ Ids: [seeded], Decision: 'APPROVE' }), expected: 403 },
  { method: 'POST', url: ENDPOINTS.fclRateSetVisibility, id: 'Ids', payload: () => ({ Ids: [seeded], Visible: false }), expected: 403 },
  { method: 'POST', url: ENDPOINTS.fclRateWithdraw, id: 'Ids', payload: () => ({ Ids: [seeded], Reason: '越界' }), expected: 403 },
  { method: 'POST', url: ENDPOINTS.fclRateCopy, id: 'Id', payload: () => ({ Id: seeded, ValidFrom: '2030-01-01', ValidTo: '2030-01-31' }), expected: 403 },
  { method: 'POST', url: ENDPOINTS.fclRateDelete, id: 'Ids', payload: () => ({ Ids: [seeded] }), expected: 403 },
  // a customer asks prices at its own level only: another company's level is refused as input
  {
    method: 'POST',
    url: ENDPOINTS.fclRateSearch,
    id: 'CustomerCompanyId',
    payload: (ids) => ({ PolCode: 'CNSHA', PodCode: 'NLRTM', Lines: [{ ContainerClass: '40HQ', Qty: 1 }], CustomerCompanyId: ids.otherCompany }),
    expected: 400,
  },
  // the explain shows cost and the rules: platform staff holding viewCost only
  { method: 'GET', url: ENDPOINTS.fclRateExplain, id: 'SearchId', query: () => `SearchId=1&RateId=${seeded}`, expected: 403 },
  // the pricing rules are the platform pricing desk's
  { method: 'POST', url: ENDPOINTS.markupRuleSave, id: 'Id', payload: () => ({ ...MARKUP, Id: 1, Version: 1 }), expected: 403 },
  { method: 'POST', url: ENDPOINTS.markupRuleSave, id: 'LevelId', payload: () => ({ ...MARKUP, Scope: 'LEVEL', LevelId: 1 }), expected: 403 },
  { method: 'POST', url: ENDPOINTS.markupRuleSetStatus, id: 'Id', payload: () => ({ Id: 1, Version: 1, Active: false }), expected: 403 },
  { method: 'POST', url: ENDPOINTS.surchargeRuleSave, id: 'Id', payload: () => ({ ...SURCHARGE, Id: 1, Version: 1 }), expected: 403 },
  { method: 'POST', url: ENDPOINTS.surchargeRuleSetStatus, id: 'Id', payload: () => ({ Id: 1, Version: 1, Active: false }), expected: 403 },
  // placing companies in price levels is the platform pricing desk's
  { method: 'POST', url: ENDPOINTS.customerLevelAssign, id: 'LevelId', payload: (ids) => ({ LevelId: 1, CompanyIds: [ids.otherCompany] }), expected: 403 },
  { method: 'POST', url: ENDPOINTS.customerLevelAssign, id: 'CompanyIds', payload: (ids) => ({ LevelId: 1, CompanyIds: [ids.otherCompany] }), expected: 403 },
  { method: 'GET', url: ENDPOINTS.fclRateExplain, id: 'RateId', query: () => `SearchId=1&RateId=${seeded}`, expected: 403 },
  // a salesperson's add-ons are the platform's sales staff's
  {
    method: 'POST',
    url: ENDPOINTS.salesMarkupSave,
    id: 'Id',
    payload: () => ({ ...RULE, Id: 1, Version: 1, Name: '越界', Currency: 'USD', Amounts: [{ ContainerClass: '40HQ', Amount: '1' }], TargetCompanyIds: [] }),
    expected: 403,
  },
  {
    method: 'POST',
    url: ENDPOINTS.salesMarkupSave,
    id: 'TargetCompanyIds',
    payload: (ids) => ({ ...RULE, Name: '越界', Currency: 'USD', Amounts: [{ ContainerClass: '40HQ', Amount: '1' }], TargetCompanyIds: [ids.otherCompany] }),
    expected: 403,
  },
  { method: 'POST', url: ENDPOINTS.salesMarkupSetStatus, id: 'Id', payload: () => ({ Id: 1, Version: 1, Active: false }), expected: 403 },
  // quotes: a customer reads and answers the quotes sent to its own company; another's is as if absent
  { method: 'GET', url: ENDPOINTS.quoteGet, id: 'Id', query: (ids) => `Id=${ids.otherQuote}`, expected: 404 },
  {
    method: 'POST',
    url: ENDPOINTS.quoteDecide,
    id: 'Id',
    payload: (ids) => ({ Id: ids.otherQuote, Revision: 2, Decision: 'REJECT', Reason: '越界' }),
    expected: 404,
  },
  { method: 'POST', url: ENDPOINTS.quoteSend, id: 'Id', payload: (ids) => ({ Id: ids.otherQuote, Revision: 1 }), expected: 403 },
  { method: 'POST', url: ENDPOINTS.quoteSave, id: 'SearchId', payload: () => ({ SearchId: 1, RateIds: [seeded] }), expected: 403 },
  { method: 'POST', url: ENDPOINTS.quoteSave, id: 'RateIds', payload: () => ({ SearchId: 1, RateIds: [seeded] }), expected: 403 },
  // the mark-up preview is the pricing desk's (it shows cost)
  { method: 'GET', url: ENDPOINTS.markupRulePreview, id: 'LevelId', query: () => 'LevelId=1', expected: 403 },
  // rate cards are pushed and read by the platform's sales staff (the open link needs no id: its token is the key)
  { method: 'POST', url: ENDPOINTS.rateCardPush, id: 'SearchId', payload: () => ({ SearchId: 1, RateIds: [seeded], Channel: 'LINK' }), expected: 403 },
  { method: 'POST', url: ENDPOINTS.rateCardPush, id: 'RateIds', payload: () => ({ SearchId: 1, RateIds: [seeded], Channel: 'LINK' }), expected: 403 },
  { method: 'GET', url: ENDPOINTS.rateCardViews, id: 'Id', query: () => 'Id=1', expected: 403 },
  // batches are the pricing desk's: the demo's increase (1) and its waiting sheet (2)
  { method: 'GET', url: ENDPOINTS.batchPreview, id: 'BatchId', query: () => 'BatchId=2', expected: 403 },
  { method: 'GET', url: ENDPOINTS.batchErrors, id: 'BatchId', query: () => 'BatchId=2', expected: 403 },
  { method: 'POST', url: ENDPOINTS.batchApply, id: 'BatchId', payload: () => ({ BatchId: 2 }), expected: 403 },
  { method: 'POST', url: ENDPOINTS.batchCancel, id: 'BatchId', payload: () => ({ BatchId: 2 }), expected: 403 },
  {
    method: 'POST',
    url: ENDPOINTS.batchSaveRow,
    id: 'BatchId',
    payload: () => ({
      BatchId: 2,
      RowNo: 1,
      Rate: {
        RateType: 'SPOT',
        CarrierCode: 'ONEY',
        PolCode: 'CNSHA',
        PodCode: 'THLCH',
        Currency: 'USD',
        ValidFrom: '2030-01-01',
        ValidTo: '2030-01-31',
        CutOffWeekdays: [],
        EtdWeekdays: [],
        Prices: [{ ContainerClass: '40HQ', Cost: '1' }],
      },
    }),
    expected: 403,
  },
  {
    method: 'POST',
    url: ENDPOINTS.batchPlan,
    id: 'NoticeId',
    payload: () => ({ Kind: 'INCREASE', Filter: { PodCodes: ['USLAX'] }, Change: { Pct: '5' }, NoticeId: 1 }),
    expected: 403,
  },
  // notices: the desk's drafts are its own; a customer reads only what was published to customers (the demo's draft PSS is 2)
  { method: 'GET', url: ENDPOINTS.noticeGet, id: 'Id', query: () => 'Id=2', expected: 403 },
  {
    method: 'POST',
    url: ENDPOINTS.noticeSave,
    id: 'Id',
    payload: () => ({ Id: 2, Revision: 1, Title: '越界', EffectiveDate: '2030-01-01', Audience: 'ALL' }),
    expected: 403,
  },
  { method: 'POST', url: ENDPOINTS.noticePublish, id: 'Id', payload: () => ({ Id: 2, Revision: 1 }), expected: 403 },
  { method: 'POST', url: ENDPOINTS.noticeWithdraw, id: 'Id', payload: () => ({ Id: 1, Revision: 1 }), expected: 403 },
  { method: 'GET', url: ENDPOINTS.noticeAttachment, id: 'Id', query: () => 'Id=2', expected: 404 },
  { method: 'POST', url: ENDPOINTS.noticeAttach, id: 'Id', query: () => 'Id=2&Revision=1&Name=x.pdf', payload: () => ({}), expected: 403 },
  // the home pages' curation is the platform's
  { method: 'POST', url: ENDPOINTS.recommendedPortSave, id: 'Id', payload: () => ({ Id: 1, PortCode: 'CNSHA', Kind: 'POL', SortOrder: 1 }), expected: 403 },
  {
    method: 'POST',
    url: ENDPOINTS.recommendedPortSave,
    id: 'SiteCompanyId',
    payload: (ids) => ({ PortCode: 'CNSHA', Kind: 'POL', SortOrder: 1, SiteCompanyId: ids.otherCompany }),
    expected: 403,
  },
  { method: 'POST', url: ENDPOINTS.recommendedPortDelete, id: 'Id', payload: () => ({ Id: 1 }), expected: 403 },
  { method: 'POST', url: ENDPOINTS.recommendedRateSave, id: 'Id', payload: () => ({ Id: 1, PolCode: 'CNSHA', PodCode: 'NLRTM', SortOrder: 1 }), expected: 403 },
  {
    method: 'POST',
    url: ENDPOINTS.recommendedRateSave,
    id: 'SiteCompanyId',
    payload: (ids) => ({ PolCode: 'CNSHA', PodCode: 'NLRTM', SortOrder: 1, SiteCompanyId: ids.otherCompany }),
    expected: 403,
  },
  { method: 'POST', url: ENDPOINTS.recommendedRateDelete, id: 'Id', payload: () => ({ Id: 1 }), expected: 403 },
  { method: 'GET', url: ENDPOINTS.recommendedPortList, id: 'SiteCompanyId', query: (ids) => `SiteCompanyId=${ids.otherCompany}`, expected: 403 },
  { method: 'GET', url: ENDPOINTS.recommendedRateList, id: 'SiteCompanyId', query: (ids) => `SiteCompanyId=${ids.otherCompany}`, expected: 403 },
  // LCL rates and co-load surcharges are the platform pricing desk's
  { method: 'GET', url: ENDPOINTS.lclRateGet, id: 'Id', query: () => 'Id=1', expected: 403 },
  {
    method: 'POST',
    url: ENDPOINTS.lclRateSaveDraft,
    id: 'Id',
    payload: () => ({
      Id: 1,
      Revision: 1,
      CoLoaderName: 'x',
      PolCode: 'CNSHA',
      PodCode: 'DEHAM',
      Currency: 'USD',
      RatePerRt: '1',
      Breaks: [],
      MinRt: '1',
      ValidFrom: '2030-01-01',
      ValidTo: '2030-01-31',
    }),
    expected: 403,
  },
  { method: 'POST', url: ENDPOINTS.lclRateSubmit, id: 'Id', payload: () => ({ Id: 1, Revision: 1 }), expected: 403 },
  { method: 'POST', url: ENDPOINTS.lclRateWithdraw, id: 'Id', payload: () => ({ Id: 1, Revision: 1, Reason: '越界' }), expected: 403 },
  {
    method: 'POST',
    url: ENDPOINTS.coLoadSurchargeSave,
    id: 'Id',
    payload: () => ({
      Id: 1,
      Revision: 1,
      FeeCode: 'CFS',
      Basis: 'PER_RT',
      Amount: '1',
      Currency: 'USD',
      Side: 'ORIGIN',
      ValidFrom: '2030-01-01',
      ValidTo: '2030-01-31',
    }),
    expected: 403,
  },
  // shared rates: an owner's offers and the subscriptions to them are the platform's and providers' (a customer shares nothing)
  { method: 'GET', url: ENDPOINTS.sharedOfferGet, id: 'Id', query: () => 'Id=1', expected: 403 },
  { method: 'POST', url: ENDPOINTS.sharedOfferSave, id: 'Id', payload: () => ({ ...offerBody(), Id: 1, Revision: 1 }), expected: 403 },
  {
    method: 'POST',
    url: ENDPOINTS.sharedOfferSave,
    id: 'InvitedCompanyIds',
    payload: (ids) => ({ ...offerBody(), InvitedCompanyIds: [ids.otherCompany] }),
    expected: 403,
  },
  { method: 'POST', url: ENDPOINTS.sharedOfferSetStatus, id: 'Id', payload: () => ({ Id: 1, Revision: 1, Status: 'PAUSED' }), expected: 403 },
  { method: 'POST', url: ENDPOINTS.subscriptionSubscribe, id: 'OfferId', payload: () => ({ OfferId: 1 }), expected: 403 },
  { method: 'POST', url: ENDPOINTS.subscriptionDecide, id: 'Id', payload: () => ({ Id: 1, Revision: 1, Approve: true }), expected: 403 },
  { method: 'POST', url: ENDPOINTS.subscriptionRevoke, id: 'Id', payload: () => ({ Id: 1, Revision: 1, Reason: '越界' }), expected: 403 },
  { method: 'POST', url: ENDPOINTS.subscriptionCancel, id: 'Id', payload: () => ({ Id: 1, Revision: 1, Reason: '越界' }), expected: 403 },
  {
    method: 'POST',
    url: ENDPOINTS.subscriptionAllocate,
    id: 'Id',
    payload: () => ({ Id: 1, Revision: 1, AllSales: true, EmployeeIds: [], ExposeToCustomers: true }),
    expected: 403,
  },
  {
    method: 'POST',
    url: ENDPOINTS.subscriptionAllocate,
    id: 'EmployeeIds',
    payload: () => ({ Id: 1, Revision: 1, AllSales: false, EmployeeIds: [1], ExposeToCustomers: true }),
    expected: 403,
  },
  { method: 'GET', url: ENDPOINTS.sharedRateList, id: 'SubscriptionId', query: () => 'SubscriptionId=1', expected: 403 },
  { method: 'GET', url: ENDPOINTS.sharedRateExport, id: 'SubscriptionId', query: () => 'SubscriptionId=1', expected: 403 },
  {
    method: 'POST',
    url: ENDPOINTS.ratePoolSave,
    id: 'Sources[].SubscriptionId',
    payload: () => ({ Revision: 0, Dedup: 'SHOW_ALL', Sources: [{ Kind: 'SUBSCRIPTION', SubscriptionId: 1, Include: true, Priority: 1 }] }),
    expected: 403,
  },
];

crossCompanySuite('rates', CROSS, {
  // a site's home page is public: any company's site shows what was curated for it
  'GET /api/Recommended/Ports SiteCompanyId': 'the home page of a site is public',
  'GET /api/Recommended/Rates SiteCompanyId': 'the home page of a site is public',
});
