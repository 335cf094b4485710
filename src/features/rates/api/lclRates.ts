import type { CallInput } from '../../../contract/call';
import { lclCalls } from '../../../contract/rates/lclCalls';
import { useCallMutation } from '../../../lib/useCallAction';
import { callApi } from '../../../streams/callApi';
import { ratesKeys } from './keys';

/** The LCL rate writes (commercial.md §2.8), each refreshing what it changed once it worked. */

/** Saving an LCL draft: the LCL list and the saved rate's record. */
export const useSaveLclDraft = () =>
  useCallMutation(
    (input: CallInput<typeof lclCalls.saveDraft>) => callApi(lclCalls.saveDraft, input),
    (_input, saved) => [ratesKeys.lclRates(), ratesKeys.lclRate(saved?.Id)],
  );

/** Publishing an LCL draft. */
export const useSubmitLclRate = () => useCallMutation((input: CallInput<typeof lclCalls.submit>) => callApi(lclCalls.submit, input), [ratesKeys.lclRates()]);

/** Withdrawing a published LCL rate, the reason kept in its history. */
export const useWithdrawLclRate = () =>
  useCallMutation((input: CallInput<typeof lclCalls.withdraw>) => callApi(lclCalls.withdraw, input), [ratesKeys.lclRates()]);

/** Adding, changing or switching a co-loader's surcharge: the co-load list. */
export const useSaveCoLoadSurcharge = () =>
  useCallMutation((input: CallInput<typeof lclCalls.coLoadSave>) => callApi(lclCalls.coLoadSave, input), [ratesKeys.coLoad()]);
