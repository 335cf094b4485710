import { listCallOf } from '../schema';
import { BatchSchema } from './batchCalls';
import { FclRateRowSchema } from './calls';
import { LclRateSchema } from './lclCalls';
import { RATES_ACCESS as A, RATES_PATHS as P } from './module';
import { noticeListCall } from './noticeCalls';
import { QuoteRowSchema } from './quoteCalls';
import { RateCardRowSchema } from './rateCardCalls';
import { SearchLogRowSchema } from './searchCalls';

/** The rates module's lists of the list kit (server/modules/rates/*: `defineList`), each typed by its row schema. */
export const ratesListCalls = {
  fclRates: listCallOf(P.fclRateList, FclRateRowSchema, A.rateRead),
  lclRates: listCallOf(P.lclRateList, LclRateSchema, A.lclRead),
  searchLog: listCallOf(P.searchLogList, SearchLogRowSchema, A.searchLogRead),
  rateCards: listCallOf(P.rateCardList, RateCardRowSchema, A.rateCardRead),
  notices: noticeListCall,
  batches: listCallOf(P.batchList, BatchSchema, A.batchRead),
  quotes: listCallOf(P.quoteList, QuoteRowSchema, A.quoteRead),
};
