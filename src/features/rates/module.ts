import type { ClientModule } from '../../ui/clientModule';
import { ratesPublicScreens, rateSearch } from './publicScreens';

const M = '/SeaFreight/FreightManagement';
const list = () => import('./RateListScreen');
const search = rateSearch;
const markups = () => import('./rules/MarkupRulesScreen');
const surcharges = () => import('./rules/SurchargeRulesScreen');
const rateImport = () => import('./batch/RateImportScreen');
const curation = () => import('./curation/CurationScreen');
const lclRates = () => import('./lcl/LclRatesScreen');

/** FCL rates (spec §2.8, §2.13; commercial.md §2): the rate store's pages, one screen over one store. */
export const ratesModule: ClientModule = {
  key: 'rates',
  startCards: () => import('./start/cards'),
  screens: {
    [`${M}/FCLFreightAdd`]: () => import('./RateFormScreen'),
    [`${M}/FareCockpit`]: () => import('./cockpit/RateCockpitScreen'),
    [`${M}/FCLFreight`]: list,
    '/FlcExport/FclFreight': list,
    [`${M}/FreightDrafts`]: list,
    [`${M}/FreightModifyList`]: list,
    [`${M}/FreightNotVisible`]: list,
    [`${M}/ExpiredFreight`]: list,
    [`${M}/FCLFreightHistory`]: list,
    [`${M}/FCLFreightSearch`]: search,
    [`${M}/HistoryFreightSearch`]: search,
    '/FlcExport/QueryPrice': search,
    '/external/workbench/PriceQuery': search,
    ...ratesPublicScreens,
    '/internal/freightTrack/UserSearchLog': () => import('./search/SearchLogScreen'),
    [`${M}/FreightCustomerLevelCompany`]: () => import('./search/LevelCompaniesScreen'),
    '/FlcExport/PriceSet': markups,
    [`${M}/FreightCustomerLevel`]: markups,
    '/FlcExport/AdditionalFee': surcharges,
    [`${M}/extracost`]: surcharges,
    '/SeaFreight/quickQuoteSearchCenter': search,
    '/SeaFreight/FreightPush': () => import('./rules/SalesMarkupScreen'),
    '/CRM/QuotationRecord': () => import('./quotes/QuotationRecordScreen'),
    [`${M}/FCLFreightBatch`]: rateImport,
    [`${M}/NewFCLFreightBatch`]: rateImport,
    [`${M}/FCLFreightIncrease`]: () => import('./batch/RateIncreaseScreen'),
    [`${M}/FreightResult`]: () => import('./batch/BatchResultScreen'),
    [`${M}/FCLFreightPost`]: () => import('./notices/RateNoticeScreen'),
    '/system/HomePageManagement/RecommendedPort': curation,
    '/system/HomePageManagement/RecommendedFreightDms': curation,
    '/SeaFreight/LCLFreightManagement/LCLRateMaintenance': lclRates,
    '/SeaFreight/LCLFreightManagement/LCLRateHistory': lclRates,
    '/SeaFreight/LCLFreightManagement/LCLRateEdit': () => import('./lcl/LclEditScreen'),
    '/SeaFreight/LCLFreightManagement/LCLSearch': () => import('./lcl/LclSearchScreen'),
    '/SeaFreight/LCLFreightManagement/FreightCo-load': () => import('./lcl/CoLoadScreen'),
    [`${M}/ThirdFreightTemplate`]: () => import('./sharing/OffersScreen'),
    [`${M}/ThirdFreightMySubscribe`]: () => import('./sharing/SubscriptionsScreen'),
    [`${M}/ThirdFreightMySubscribeSale`]: () => import('./sharing/AllocationScreen'),
    [`${M}/ThirdFreightOtherSubscribe`]: () => import('./sharing/OtherSubscriptionsScreen'),
    [`${M}/ThirdFreightList`]: () => import('./sharing/SharedRatesScreen'),
    [`${M}/FCLFreightConfiguration`]: () => import('./sharing/RatePoolScreen'),
    '/external/workbench/dsView': () => import('./ecommerce/EcommerceScreen'),
  },
};
