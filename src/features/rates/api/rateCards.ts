import type { CallInput } from '../../../contract/call';
import { rateCardCalls } from '../../../contract/rates/rateCardCalls';
import { useCallMutation } from '../../../lib/useCallAction';
import { callApi } from '../../../streams/callApi';
import { ratesKeys } from './keys';

/** Pushing a rate card of the ticked results to a customer: the card list shows it. */
export const usePushRateCard = () =>
  useCallMutation((input: CallInput<typeof rateCardCalls.push>) => callApi(rateCardCalls.push, input), [ratesKeys.rateCards()]);
