import { act, forSellers, read } from '../accessRow';
import { contractModule } from '../registry';

/**
 * FCL rates (spec §2.8 and §2.13; ../shared/domain/commercial.md §2): one rate store behind the
 * sea-freight maintenance pages and the older export pages. Maintaining rates is the platform's
 * pricing desk's and each provider's own (forSellers): a provider keeps the rates it offers to
 * subscribers (commercial.md §3). The calls' schemas are in calls.ts, which only the server and the rate
 * screens import.
 */
export const RATES_PATHS = {
  fclRateList: '/api/FclRate/List',
  fclRateGet: '/api/FclRate/Get',
  fclRateHistory: '/api/FclRate/History',
  fclRateSaveDraft: '/api/FclRate/SaveDraft',
  fclRateSubmit: '/api/FclRate/Submit',
  fclRateConfirm: '/api/FclRate/Confirm',
  fclRateSetVisibility: '/api/FclRate/SetVisibility',
  fclRateWithdraw: '/api/FclRate/Withdraw',
  fclRateCopy: '/api/FclRate/Copy',
  fclRateDelete: '/api/FclRate/Delete',
  fclRateSearch: '/api/FclRate/Search',
  fclRatePublicSearch: '/api/FclRate/PublicSearch',
  fclRateExplain: '/api/FclRate/Explain',
  searchLogList: '/api/SearchLog/List',
  fclRateCockpit: '/api/FclRate/Cockpit',
  customerLevelCompanies: '/api/CustomerLevel/Companies',
  customerLevelList: '/api/CustomerLevel/List',
  customerLevelAssign: '/api/CustomerLevel/Assign',
  markupRuleList: '/api/MarkupRule/List',
  markupRuleSave: '/api/MarkupRule/Save',
  markupRuleSetStatus: '/api/MarkupRule/SetStatus',
  markupRulePreview: '/api/MarkupRule/Preview',
  surchargeRuleList: '/api/SurchargeRule/List',
  surchargeRuleSave: '/api/SurchargeRule/Save',
  surchargeRuleSetStatus: '/api/SurchargeRule/SetStatus',
  salesMarkupList: '/api/SalesMarkup/List',
  salesMarkupSave: '/api/SalesMarkup/Save',
  salesMarkupSetStatus: '/api/SalesMarkup/SetStatus',
  quoteSave: '/api/Quote/Save',
  quoteSend: '/api/Quote/Send',
  quoteDecide: '/api/Quote/Decide',
  quoteList: '/api/Quote/List',
  quoteGet: '/api/Quote/Get',
  rateCardPush: '/api/SalesMarkup/Push',
  rateCardList: '/api/RateCard/List',
  rateCardViews: '/api/RateCard/Views',
  rateCardView: '/api/RateCard/View',
  batchUpload: '/api/FclRate/Batch/Upload',
  batchTemplate: '/api/FclRate/Batch/Template',
  batchPlan: '/api/FclRate/Batch/Plan',
  batchPreview: '/api/FclRate/Batch/Preview',
  batchSaveRow: '/api/FclRate/Batch/SaveRow',
  batchApply: '/api/FclRate/Batch/Apply',
  batchCancel: '/api/FclRate/Batch/Cancel',
  batchList: '/api/FclRate/Batch/List',
  batchErrors: '/api/FclRate/Batch/Errors',
  noticeList: '/api/RateNotice/List',
  noticeGet: '/api/RateNotice/Get',
  noticeSave: '/api/RateNotice/Save',
  noticePublish: '/api/RateNotice/Publish',
  noticeWithdraw: '/api/RateNotice/Withdraw',
  noticeAttach: '/api/RateNotice/Attach',
  noticeAttachment: '/api/RateNotice/Attachment',
  noticePublished: '/api/RateNotice/Published',
  recommendedPortList: '/api/Recommended/PortList',
  recommendedPortSave: '/api/Recommended/PortSave',
  recommendedPortDelete: '/api/Recommended/PortDelete',
  recommendedRateList: '/api/Recommended/RateList',
  recommendedRateSave: '/api/Recommended/RateSave',
  recommendedRateDelete: '/api/Recommended/RateDelete',
  recommendedPorts: '/api/Recommended/Ports',
  recommendedRates: '/api/Recommended/Rates',
  lclRateList: '/api/LclRate/List',
  lclRateGet: '/api/LclRate/Get',
  lclRateHistory: '/api/LclRate/History',
  lclRateSaveDraft: '/api/LclRate/SaveDraft',
  lclRateSubmit: '/api/LclRate/Submit',
  lclRateWithdraw: '/api/LclRate/Withdraw',
  lclRateSearch: '/api/LclRate/Search',
  coLoadSurchargeList: '/api/CoLoadSurcharge/List',
  coLoadSurchargeSave: '/api/CoLoadSurcharge/Save',
  sharedOfferList: '/api/SharedRateOffer/List',
  sharedOfferGet: '/api/SharedRateOffer/Get',
  sharedOfferSave: '/api/SharedRateOffer/Save',
  sharedOfferSetStatus: '/api/SharedRateOffer/SetStatus',
  sharedOfferMarket: '/api/SharedRateOffer/Market',
  subscriptionSubscribe: '/api/SharedRateSubscription/Subscribe',
  subscriptionDecide: '/api/SharedRateSubscription/Decide',
  subscriptionRevoke: '/api/SharedRateSubscription/Revoke',
  subscriptionCancel: '/api/SharedRateSubscription/Cancel',
  subscriptionAllocate: '/api/SharedRateSubscription/Allocate',
  subscriptionMine: '/api/SharedRateSubscription/Mine',
  subscriptionOthers: '/api/SharedRateSubscription/Others',
  sharedRateList: '/api/SharedRate/List',
  sharedRateExport: '/api/SharedRate/Export',
  ratePoolGet: '/api/RatePool/Get',
  ratePoolSave: '/api/RatePool/Save',
  ecommerceSetListed: '/api/Ecommerce/SetListed',
  ecommerceProducts: '/api/Ecommerce/Products',
} as const;

const M = '/SeaFreight/FreightManagement';
/** Every page that shows rates: the published grid (and its export twin), drafts, pending, hidden, expired, history. */
export const RATE_PAGES = [
  `${M}/FCLFreight`,
  '/FlcExport/FclFreight',
  `${M}/FCLFreightAdd`,
  `${M}/FreightDrafts`,
  `${M}/FreightModifyList`,
  `${M}/FreightNotVisible`,
  `${M}/ExpiredFreight`,
  `${M}/FCLFreightHistory`,
];
/** Where a rate is written: the new-rate form, the drafts, and the grids that open a new version. */
export const RATE_EDIT_PAGES = [`${M}/FCLFreightAdd`, `${M}/FreightDrafts`, `${M}/FCLFreight`, '/FlcExport/FclFreight', `${M}/ExpiredFreight`];

/** Where staff ask for a price (for a chosen customer, or at the business level). */
export const STAFF_SEARCH_PAGES = [`${M}/FCLFreightSearch`, '/FlcExport/QueryPrice', `${M}/HistoryFreightSearch`];
/** Where a person asks for a price: staff's search pages and the customer's rate query on the external workbench. */
export const SEARCH_PAGES = [...STAFF_SEARCH_PAGES, '/external/workbench/PriceQuery'];
/** The public rate pages (allowLogout): visitors see public-level prices. */
export const PUBLIC_SEARCH_PAGES = ['/customer/freightCenter', '/customer/quicksearch', '/QuickSearch', '/external/electronic/rates'];

/** Where mark-up rules are kept: the business mark-up and the customer levels' tiers. */
export const MARKUP_PAGES = ['/FlcExport/PriceSet', `${M}/FreightCustomerLevel`];
/** Where surcharge rules are kept: the mandatory ones and the extra costs. */
export const SURCHARGE_PAGES = ['/FlcExport/AdditionalFee', `${M}/extracost`];

/** Where quotes are made (the quick quote centre) and kept (the quotation records, shared with the CRM). */
export const QUOTE_PAGES = ['/SeaFreight/quickQuoteSearchCenter', '/CRM/QuotationRecord'];
/** Where a salesperson keeps the add-ons on the tier price and the rate cards pushed to customers. */
export const SALES_MARKUP_PAGE = '/SeaFreight/FreightPush';
/** Where a customer's employees read the quotes sent to their company and accept or decline them. */
export const CUSTOMER_QUOTE_PAGES = ['/external/workbench/PriceQuery'];

/** Where rates are loaded from a sheet: template v1, and template v2 with in-grid editing. */
export const BATCH_IMPORT_PAGES = [`${M}/FCLFreightBatch`, `${M}/NewFCLFreightBatch`];
/** Where many published rates are changed at once: an increase (GRI/PSS) or an edit, after a preview. */
export const BATCH_CHANGE_PAGE = `${M}/FCLFreightIncrease`;
/** Every batch and its rows' results, with the error sheet. */
export const BATCH_RESULT_PAGE = `${M}/FreightResult`;
/** Rate notices (GRI/PSS circulars): written and published here; the cockpit shows the latest. */
export const NOTICE_PAGE = `${M}/FCLFreightPost`;

/** Where the home pages' hot ports and featured rates are curated, per site. */
export const CURATION_PAGES = { ports: '/system/HomePageManagement/RecommendedPort', rates: '/system/HomePageManagement/RecommendedFreightDms' } as const;

const L = '/SeaFreight/LCLFreightManagement';
/** The LCL desk's pages (commercial.md §4.4). */
export const LCL_PAGES = {
  maintenance: `${L}/LCLRateMaintenance`,
  edit: `${L}/LCLRateEdit`,
  history: `${L}/LCLRateHistory`,
  search: `${L}/LCLSearch`,
  coLoad: `${L}/FreightCo-load`,
} as const;

/** Shared rates and the rate pool (commercial.md §3.4): the owner's two pages, and the subscriber's four. */
export const SHARING_PAGES = {
  offers: `${M}/ThirdFreightTemplate`,
  mine: `${M}/ThirdFreightMySubscribe`,
  allocation: `${M}/ThirdFreightMySubscribeSale`,
  others: `${M}/ThirdFreightOtherSubscribe`,
  list: `${M}/ThirdFreightList`,
  pool: `${M}/FCLFreightConfiguration`,
} as const;
/**
 * What a provider's employees work in from the external menu (issue 16): their own FCL rates (kept,
 * submitted, confirmed, shown) and their offers with who subscribed. The route table keeps these
 * pages' layouts; the external menu tree holds them in a folder of their own.
 */
export const PROVIDER_RATE_PAGES = [
  `${M}/FCLFreight`,
  `${M}/FCLFreightAdd`,
  `${M}/FreightDrafts`,
  `${M}/FreightModifyList`,
  `${M}/FreightNotVisible`,
  `${M}/ExpiredFreight`,
  `${M}/FCLFreightHistory`,
  SHARING_PAGES.offers,
  SHARING_PAGES.others,
];

/** The customers' e-commerce rates: fixed-price product cards (commercial.md §2.5). */
export const ECOMMERCE_PAGE = '/external/workbench/dsView';

export const RATES_ACCESS = {
  // the rate store is the platform's and each provider's own (company-scoped); a customer keeps no rates
  rateRead: forSellers(read(RATE_PAGES)),
  /** Saving a draft: a new rate, a copy, or a new version of a published one (the pricing clerk). */
  rateEdit: forSellers(act(RATE_EDIT_PAGES, 'edit')),
  /** Submitting a draft: for confirmation, or straight to published for holders of rateConfirm. */
  rateSubmit: forSellers(act(RATE_EDIT_PAGES, 'submit')),
  /** Confirming or rejecting a submitted rate (the pricing manager). */
  rateConfirm: forSellers(act([`${M}/FreightModifyList`], 'confirm')),
  /** Hiding a published rate from customers, or showing it again (the manager). */
  rateVisibility: forSellers(act([`${M}/FCLFreight`, '/FlcExport/FclFreight', `${M}/FreightNotVisible`], 'visibility')),
  /** Ending a published rate now (the manager): quotes already sent keep their snapshot. */
  rateWithdraw: forSellers(act([`${M}/FCLFreight`, '/FlcExport/FclFreight'], 'withdraw')),
  /** Searching prices: staff for a customer, a customer at its own level (R2.7: sell prices only). */
  rateSearch: read(SEARCH_PAGES),
  /** Cost, margin and the price trace beside the sell price, and the price explain (R2.7; staff only). */
  rateViewCost: act(STAFF_SEARCH_PAGES, 'viewCost', true),
  /** The price explain: its figures with "view cost", the steps alone without (sales on the quote pages). */
  rateExplain: read([...STAFF_SEARCH_PAGES, ...QUOTE_PAGES], true),
  /** The rate cockpit: the desk's counts, what expires and waits, and the demand no rate meets. */
  cockpitRead: read([`${M}/FareCockpit`], true),
  /** Who searched which lane (R2.13). */
  searchLogRead: read(['/internal/freightTrack/UserSearchLog'], true),
  /** The customer companies with the level each sits in (staff pricing for a customer, and the level pages). */
  levelCompaniesRead: read([...STAFF_SEARCH_PAGES, `${M}/FreightCustomerLevelCompany`, ...QUOTE_PAGES, SALES_MARKUP_PAGE], true),
  /** The price tiers of the pricing desk. */
  levelRead: read([...STAFF_SEARCH_PAGES, `${M}/FreightCustomerLevel`, `${M}/FreightCustomerLevelCompany`], true),
  /** Placing customer companies in a level (bulk). */
  levelAssign: act([`${M}/FreightCustomerLevelCompany`], 'placeLevel', true),
  /** Mark-up rules: the business default (PriceSet) and each level's tier (FreightCustomerLevel). */
  markupRead: read(MARKUP_PAGES, true),
  markupEdit: act(MARKUP_PAGES, 'edit', true),
  /** Surcharge rules: mandatory ones (AdditionalFee) and the conditional and optional extra costs (extracost). */
  surchargeRead: read(SURCHARGE_PAGES, true),
  surchargeEdit: act(SURCHARGE_PAGES, 'edit', true),
  /** A salesperson's own add-ons on the tier price (FreightPush): applied in the quick quote centre and on quotes. */
  salesMarkupRead: read([SALES_MARKUP_PAGE], true),
  salesMarkupEdit: act([SALES_MARKUP_PAGE], 'edit', true),
  /** Quotes: staff read their company's, a customer's employees the ones sent to their company (sell prices only). */
  quoteRead: read([...QUOTE_PAGES, ...CUSTOMER_QUOTE_PAGES]),
  /** Making a quote (or its revision) from a search for a customer. */
  quoteMake: act(QUOTE_PAGES, 'makeQuote', true),
  /** A price below the floor margin on a quote, with a reason that is kept (R2.6 BELOW_FLOOR). */
  quoteOverride: act(QUOTE_PAGES, 'override', true),
  /** Sending a quote to the customer. */
  quoteSend: act(QUOTE_PAGES, 'sendQuote', true),
  /** Accepting or declining a sent quote: the customer's employees, or the salesperson on their word. */
  quoteDecide: act([...QUOTE_PAGES, ...CUSTOMER_QUOTE_PAGES], 'decideQuote'),
  /** Pushing a rate card (the ticked rows of a search for a customer) behind a link, from the quick quote centre. */
  rateCardPush: act(['/SeaFreight/quickQuoteSearchCenter', SALES_MARKUP_PAGE], 'pushCard', true),
  /** My rate cards and who opened them. */
  rateCardRead: read([SALES_MARKUP_PAGE], true),
  /** Batches: the sheet's report, an increase's before/after, and every batch's results. */
  batchRead: read([...BATCH_IMPORT_PAGES, BATCH_CHANGE_PAGE, BATCH_RESULT_PAGE], true),
  /** Loading a rate sheet (v1 or v2) and, after its report, writing its good rows as drafts. */
  batchImport: act(BATCH_IMPORT_PAGES, 'importRates', true),
  /** Planning and applying an increase or an edit of published rates (publishes the new versions at once). */
  batchChange: act([BATCH_CHANGE_PAGE], 'batchChange', true),
  /** Applying or cancelling a validated batch: the import's or the change's own button is checked again by kind. */
  batchApply: act([...BATCH_IMPORT_PAGES, BATCH_CHANGE_PAGE, BATCH_RESULT_PAGE], 'applyBatch', true),
  /** The desk's rate notices, drafts among them (and the latest on the cockpit). */
  noticeRead: read([NOTICE_PAGE, `${M}/FareCockpit`, BATCH_CHANGE_PAGE], true),
  noticeEdit: act([NOTICE_PAGE], 'edit', true),
  /** Publishing a notice to its audience (a message to each company), or withdrawing it. */
  noticePublish: act([NOTICE_PAGE], 'publishNotice', true),
  /** The notices published to customers, with their circulars, beside the customer's rate query. */
  noticePublished: read([NOTICE_PAGE, ...CUSTOMER_QUOTE_PAGES]),
  /** The home pages' hot ports and featured rates: read and curated by the platform. */
  curationPortsRead: read([CURATION_PAGES.ports], true),
  curationPortsEdit: act([CURATION_PAGES.ports], 'edit', true),
  curationRatesRead: read([CURATION_PAGES.rates], true),
  curationRatesEdit: act([CURATION_PAGES.rates], 'edit', true),
  /** LCL rates: read on their pages; written (a draft, or a published rate's next version) and published by the desk. */
  // the edit page opens under the maintenance page (its menu and buttons are the maintenance page's)
  lclRead: read([LCL_PAGES.maintenance, LCL_PAGES.history], true),
  lclEdit: act([LCL_PAGES.maintenance], 'edit', true),
  lclPublish: act([LCL_PAGES.maintenance], 'publishLcl', true),
  lclWithdraw: act([LCL_PAGES.maintenance], 'withdraw', true),
  /** Comparing co-loaders for a shipment's CBM, kg and pieces (staff: the reasons a rate is not offered too). */
  lclSearch: read([LCL_PAGES.search], true),
  /** Co-load surcharges by co-loader and lane. */
  coLoadRead: read([LCL_PAGES.coLoad], true),
  coLoadEdit: act([LCL_PAGES.coLoad], 'edit', true),
  /** An owner's offers (the platform's or a provider's), with who subscribed to them. */
  offerRead: forSellers(read([SHARING_PAGES.offers, SHARING_PAGES.others])),
  offerEdit: forSellers(act([SHARING_PAGES.offers], 'edit')),
  /** Publishing, pausing, resuming and closing an offer (sharedRate.publish). */
  offerPublish: forSellers(act([SHARING_PAGES.offers], 'publishOffer')),
  /** Approving, rejecting or revoking a subscription to my offer (sharedRate.publish). */
  subscriptionDecide: forSellers(act([SHARING_PAGES.others], 'decideSubscription')),
  subscriptionOthers: forSellers(read([SHARING_PAGES.others])),
  /** The subscriber's side is the forwarder's (the platform's): it has the customers who see the rates. */
  market: read([SHARING_PAGES.mine], true),
  subscribe: act([SHARING_PAGES.mine], 'subscribe', true),
  subscriptionMine: read([SHARING_PAGES.mine, SHARING_PAGES.allocation, SHARING_PAGES.pool], true),
  /** Allocating a subscription's rates to salespeople and to customers. */
  allocate: act([SHARING_PAGES.allocation], 'allocate', true),
  /** Every third-party rate as my cost, with its source. */
  sharedRateRead: read([SHARING_PAGES.list], true),
  poolRead: read([SHARING_PAGES.pool], true),
  poolEdit: act([SHARING_PAGES.pool], 'edit', true),
  /** Listing a published rate number as a fixed-price product on the e-commerce page, or taking it off (the desk). */
  ecommerceList: act([`${M}/FCLFreight`, '/FlcExport/FclFreight'], 'ecommerce', true),
  /** The e-commerce page's product cards: sell prices at the customer's own level, per container. */
  ecommerceRead: read([ECOMMERCE_PAGE]),
} as const;

export const ratesContract = contractModule({
  name: 'rates',
  /** The search log page's other channels (the tracking searches beside the rate searches): no record, so `cgoId` is empty. */
  panelSlots: ['searchLog.channels'],
  paths: RATES_PATHS,
  access: RATES_ACCESS,
  // a provider's own rates and offers (commercial.md §3): granted to providers only
  menuFolders: [{ key: 'providerRates', title: { zh: '运价与共享', en: 'Rates and sharing' }, icon: 'dollar', pages: PROVIDER_RATE_PAGES, sellersOnly: true }],
  buttons: {
    edit: { zh: '编辑', en: 'Edit' },
    submit: { zh: '提交', en: 'Submit' },
    confirm: { zh: '确认', en: 'Confirm' },
    visibility: { zh: '隐藏/显示', en: 'Hide/show' },
    withdraw: { zh: '撤回', en: 'Withdraw' },
    viewCost: { zh: '查看成本', en: 'View cost' },
    placeLevel: { zh: '调整等级', en: 'Assign level' },
    makeQuote: { zh: '生成报价', en: 'Make quote' },
    override: { zh: '低于底价报价', en: 'Quote below the floor' },
    sendQuote: { zh: '发送报价', en: 'Send quote' },
    decideQuote: { zh: '接受/拒绝报价', en: 'Accept or decline quote' },
    pushCard: { zh: '推送运价卡', en: 'Push rate card' },
    importRates: { zh: '导入运价', en: 'Import rates' },
    batchChange: { zh: '批量调价', en: 'Batch change' },
    applyBatch: { zh: '执行批次', en: 'Apply batch' },
    publishNotice: { zh: '发布公告', en: 'Publish notice' },
    publishLcl: { zh: '发布拼箱运价', en: 'Publish LCL rate' },
    publishOffer: { zh: '发布/暂停共享', en: 'Publish or pause offer' },
    decideSubscription: { zh: '审批订阅', en: 'Decide subscriptions' },
    subscribe: { zh: '订阅', en: 'Subscribe' },
    allocate: { zh: '分配运价', en: 'Allocate rates' },
    ecommerce: { zh: '电商上架/下架', en: 'List on e-commerce' },
  },
});
