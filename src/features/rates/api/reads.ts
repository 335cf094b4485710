import { queryOptions } from '@tanstack/react-query';
import type { Call, CallAnswer, CallInput } from '../../../contract/call';
import { ratesCalls } from '../../../contract/rates/calls';
import { batchCalls } from '../../../contract/rates/batchCalls';
import { cockpitCalls } from '../../../contract/rates/cockpitCalls';
import { ecommerceCalls } from '../../../contract/rates/ecommerceCalls';
import { curationCalls, featuredRatesCall, hotPortsCall } from '../../../contract/rates/curationCalls';
import { lclCalls } from '../../../contract/rates/lclCalls';
import { noticeCalls, noticeListCall } from '../../../contract/rates/noticeCalls';
import { quoteCalls } from '../../../contract/rates/quoteCalls';
import { rateCardCalls, rateCardViewCall } from '../../../contract/rates/rateCardCalls';
import { ruleCalls } from '../../../contract/rates/ruleCalls';
import { publicSearchCall, searchCalls } from '../../../contract/rates/searchCalls';
import { sharedCalls } from '../../../contract/rates/sharedCalls';
import { callApi, callRef } from '../../../streams/callApi';
import { ratesKeys } from './keys';

/** What the rates screens read: each read by its typed call, under its named key. */

export const rateQueryOptions = (id?: number) =>
  queryOptions({ queryKey: ratesKeys.rate(id), queryFn: () => callApi(ratesCalls.get, { Id: id! }), enabled: !!id });
export const rateHistoryQueryOptions = (rateNo: string) =>
  queryOptions({ queryKey: ratesKeys.history(rateNo), queryFn: () => callApi(ratesCalls.history, { RateNo: rateNo }) });

export const lclRateQueryOptions = (id?: number) =>
  queryOptions({ queryKey: ratesKeys.lclRate(id), queryFn: () => callApi(lclCalls.get, { Id: id! }), enabled: !!id });
export const lclHistoryQueryOptions = (rateNo: string) =>
  queryOptions({ queryKey: ratesKeys.lclHistory(rateNo), queryFn: () => callApi(lclCalls.history, { RateNo: rateNo }) });
/** An LCL comparison, under the address it was asked at; asked again every time (prices and co-loaders change). */
export const lclSearchQueryOptions = (asked: string, input: CallInput<typeof lclCalls.search>, enabled: boolean) =>
  queryOptions({ queryKey: ratesKeys.lclSearch(asked), queryFn: () => callApi(lclCalls.search, input), enabled, staleTime: 0 });
export const coLoadQueryOptions = () => queryOptions({ queryKey: ratesKeys.coLoad(), queryFn: () => callApi(lclCalls.coLoadList, {}) });

export const quoteQueryOptions = (id: number) => queryOptions({ queryKey: ratesKeys.quote(id), queryFn: () => callApi(quoteCalls.get, { Id: id }) });

export const levelsQueryOptions = (enabled = true) => queryOptions({ queryKey: ratesKeys.levels(), queryFn: () => callApi(searchCalls.levels, {}), enabled });
export const levelCompaniesQueryOptions = (enabled = true) =>
  queryOptions({ queryKey: ratesKeys.levelCompanies(), queryFn: () => callApi(searchCalls.levelCompanies, {}), enabled });
export const explainQueryOptions = (searchId: number, rateId: number) =>
  queryOptions({ queryKey: ratesKeys.explain(searchId, rateId), queryFn: () => callApi(searchCalls.explain, { SearchId: searchId, RateId: rateId }) });

// the public search is open to visitors and declared without an access row: by its path, typed as declared
const publicSearch = callRef<Call<'POST', typeof publicSearchCall.input, typeof publicSearchCall.answer>>('POST', publicSearchCall.path);
/** A search: a visitor's (public prices) or a signed-in person's. */
export const searchRates = (publicOnly: boolean, body: CallInput<typeof searchCalls.search>) =>
  publicOnly ? callApi(publicSearch, body as CallInput<typeof publicSearch>) : callApi(searchCalls.search, body);
/**
 * A rate search of one page (`path`) for what its address asks (`asked`, the key), sent as `body()`.
 * A search is logged: asked once per search, not again when the window regains focus nor after a refusal.
 */
export const rateSearchQueryOptions = (path: string, asked: unknown, publicOnly: boolean, body: () => CallInput<typeof searchCalls.search>, enabled: boolean) =>
  queryOptions({
    queryKey: ratesKeys.search(path, asked),
    enabled,
    staleTime: Number.POSITIVE_INFINITY,
    refetchOnWindowFocus: false,
    retry: false,
    queryFn: () => searchRates(publicOnly, body()),
  });

/** The recommended ports or rates, as one curation screen lists either. */
export type CurationEntry = CallAnswer<typeof curationCalls.portList>[number] | CallAnswer<typeof curationCalls.rateList>[number];
export const curationQueryOptions = (kind: 'ports' | 'rates') =>
  queryOptions<CurationEntry[]>({
    queryKey: ratesKeys.curation(kind),
    queryFn: () => (kind === 'ports' ? callApi(curationCalls.portList, {}) : callApi(curationCalls.rateList, {})),
  });
const hotPorts = callRef<Call<'GET', typeof hotPortsCall.input, typeof hotPortsCall.answer>>('GET', hotPortsCall.path);
const featuredRates = callRef<Call<'GET', typeof featuredRatesCall.input, typeof featuredRatesCall.answer>>('GET', featuredRatesCall.path);
export const homePortsQueryOptions = () => queryOptions({ queryKey: ratesKeys.homePorts(), queryFn: () => callApi(hotPorts, {}), staleTime: 60_000 });
export const homeFeaturedQueryOptions = () =>
  queryOptions({ queryKey: ratesKeys.homeFeatured(), queryFn: () => callApi(featuredRates, {}), staleTime: 60_000 });

export const rateCardViewsQueryOptions = (id: number) =>
  queryOptions({ queryKey: ratesKeys.rateCardViews(id), queryFn: () => callApi(rateCardCalls.views, { Id: id }) });
const rateCardView = callRef<Call<'GET', typeof rateCardViewCall.input, typeof rateCardViewCall.answer>>('GET', rateCardViewCall.path);
export const getRateCard = (token: string) => callApi(rateCardView, { Token: token });
/** A rate card by its link. An opening is counted: asked once, not again when the window regains focus, and an expired or unknown link is not asked twice. */
export const rateCardQueryOptions = (token: string) =>
  queryOptions({
    queryKey: ratesKeys.rateCard(token),
    retry: false,
    refetchOnWindowFocus: false,
    staleTime: Number.POSITIVE_INFINITY,
    queryFn: () => getRateCard(token),
  });

export const cockpitQueryOptions = (period: { From?: string; To?: string }) =>
  queryOptions({ queryKey: ratesKeys.cockpit(JSON.stringify(period)), queryFn: () => callApi(cockpitCalls.cockpit, period) });
export const cockpitNoticesQueryOptions = () =>
  queryOptions({
    queryKey: ratesKeys.cockpitNotices(),
    queryFn: () => callApi(noticeListCall, { Page: 1, PageSize: 5, Status: 'PUBLISHED', Sort: 'EffectiveDate', Desc: true }),
  });
export const noticesForIncreaseQueryOptions = (enabled = true) =>
  queryOptions({ queryKey: ratesKeys.noticesForIncrease(), queryFn: () => callApi(noticeListCall, { Page: 1, PageSize: 50 }), enabled });
export const noticeQueryOptions = (id: number) => queryOptions({ queryKey: ratesKeys.notice(id), queryFn: () => callApi(noticeCalls.get, { Id: id }) });
export const publishedNoticesQueryOptions = () => queryOptions({ queryKey: ratesKeys.publishedNotices(), queryFn: () => callApi(noticeCalls.published, {}) });

export const markupPreviewQueryOptions = (level: string, cls: string, enabled = true) =>
  queryOptions({
    queryKey: ratesKeys.markupPreview(level, cls),
    queryFn: () => callApi(ruleCalls.markupPreview, { ContainerClass: cls, ...(level ? { LevelId: Number(level) } : {}) }),
    enabled,
  });

export const batchPreviewQueryOptions = (input: CallInput<typeof batchCalls.preview>) =>
  queryOptions({ queryKey: ratesKeys.batchPreview(input.BatchId, String(input.Outcome), input.Page ?? 1), queryFn: () => callApi(batchCalls.preview, input) });

export const ecommerceQueryOptions = () => queryOptions({ queryKey: ratesKeys.ecommerce(), queryFn: () => callApi(ecommerceCalls.products, {}) });

export const sharedOffersQueryOptions = () => queryOptions({ queryKey: ratesKeys.sharedOffers(), queryFn: () => callApi(sharedCalls.offerList, {}) });
export const sharedOfferQueryOptions = (id: number) =>
  queryOptions({ queryKey: ratesKeys.sharedOffer(id), queryFn: () => callApi(sharedCalls.offerGet, { Id: String(id) }) });
export const subscriptionsQueryOptions = () => queryOptions({ queryKey: ratesKeys.subscriptions(), queryFn: () => callApi(sharedCalls.mine, {}) });
export const marketQueryOptions = () => queryOptions({ queryKey: ratesKeys.market(), queryFn: () => callApi(sharedCalls.market, {}) });
export const otherSubscriptionsQueryOptions = () => queryOptions({ queryKey: ratesKeys.otherSubscriptions(), queryFn: () => callApi(sharedCalls.others, {}) });
export const sharedRatesQueryOptions = (asked: CallInput<typeof sharedCalls.sharedRates>) =>
  queryOptions({ queryKey: ratesKeys.sharedRates(JSON.stringify(asked)), queryFn: () => callApi(sharedCalls.sharedRates, asked) });
export const poolQueryOptions = () => queryOptions({ queryKey: ratesKeys.pool(), queryFn: () => callApi(sharedCalls.poolGet, {}) });
