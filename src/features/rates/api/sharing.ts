import type { CallInput } from '../../../contract/call';
import { sharedCalls } from '../../../contract/rates/sharedCalls';
import { useCallMutation } from '../../../lib/useCallAction';
import { callApi } from '../../../streams/callApi';
import { ratesKeys } from './keys';

/**
 * Rate sharing's writes (commercial.md §3.4): offers, subscriptions, allocations and the rate pool,
 * each refreshing the list that shows it. A move from a list's button refreshes it after a refusal
 * too (someone changed the row meanwhile: the list shows it as it is now).
 */
const fromList = { alsoOnRefusal: true };
const offersChanged = (input: { Id?: number }) => [ratesKeys.sharedOffers(), ...(input.Id ? [ratesKeys.sharedOffer(input.Id)] : [])];
/** My subscriptions, and the market that shows which offers I subscribed to. */
const mineChanged = () => [ratesKeys.subscriptions(), ratesKeys.market()];

/** Making or changing an offer (its filter, mark-up, audience, terms). */
export const useSaveOffer = () => useCallMutation((input: CallInput<typeof sharedCalls.offerSave>) => callApi(sharedCalls.offerSave, input), offersChanged);

/** Publishing, pausing, resuming or closing an offer. */
export const useSetOfferStatus = () =>
  useCallMutation((input: CallInput<typeof sharedCalls.offerSetStatus>) => callApi(sharedCalls.offerSetStatus, input), offersChanged, fromList);

/** Subscribing to an offer of the market: active at once, or waiting for the provider's approval. */
export const useSubscribe = () =>
  useCallMutation((input: CallInput<typeof sharedCalls.subscribe>) => callApi(sharedCalls.subscribe, input), mineChanged, fromList);

export const useCancelSubscription = () => useCallMutation((input: CallInput<typeof sharedCalls.cancel>) => callApi(sharedCalls.cancel, input), mineChanged);

/** Allocating a subscription's rates to salespeople, and showing them to customers or not. */
export const useAllocateSubscription = () =>
  useCallMutation((input: CallInput<typeof sharedCalls.allocate>) => callApi(sharedCalls.allocate, input), [ratesKeys.subscriptions()]);

/** A provider approving or rejecting another company's subscription to its offer. */
export const useDecideSubscription = () =>
  useCallMutation((input: CallInput<typeof sharedCalls.decide>) => callApi(sharedCalls.decide, input), [ratesKeys.otherSubscriptions()], fromList);

export const useRevokeSubscription = () =>
  useCallMutation((input: CallInput<typeof sharedCalls.revoke>) => callApi(sharedCalls.revoke, input), [ratesKeys.otherSubscriptions()]);

/** Which rates my searches use, by priority, and the dedupe; refused when someone saved it first (the pool is read again). */
export const useSaveRatePool = () =>
  useCallMutation((input: CallInput<typeof sharedCalls.poolSave>) => callApi(sharedCalls.poolSave, input), [ratesKeys.pool()], fromList);
