import type { CallInput } from '../../../contract/call';
import { type FclRateRow, ratesCalls } from '../../../contract/rates/calls';
import { ecommerceCalls } from '../../../contract/rates/ecommerceCalls';
import { useCallMutation } from '../../../lib/useCallAction';
import { callApi } from '../../../streams/callApi';
import { ratesKeys } from './keys';

/**
 * The FCL rate writes (commercial.md §2.2, §2.5), each a mutation over its typed call that refreshes
 * what it changed: the rate lists (every rate page is one view of the one list), and a saved rate's
 * record. The moves made from a list refresh it after a refusal too: a refusal there is mostly a row
 * someone changed meanwhile (a stale revision), and the page then shows the row as it is now.
 */
const rateLists = () => [ratesKeys.fclRates()];
const fromList = { alsoOnRefusal: true };

/** Saving a draft (a new rate, a draft, or the next version of a published one): the lists and the saved record. */
export const useSaveRateDraft = () =>
  useCallMutation(
    (input: CallInput<typeof ratesCalls.saveDraft>) => callApi(ratesCalls.saveDraft, input),
    (_input, saved) => [ratesKeys.fclRates(), ratesKeys.rate(saved?.Id)],
  );

/**
 * Submitting a draft (published at once or waiting for confirmation; `Supersede` replaces the
 * overlapped rate): the lists and the submitted rate's record. Without the record, the form that
 * saves and submits at once kept the record its save had refetched — a draft — whenever that read
 * landed before the submit (a CI run saw "草稿" after "已保存并提交…：待确认").
 */
export const useSubmitRate = () =>
  useCallMutation(
    (input: CallInput<typeof ratesCalls.submit>) => callApi(ratesCalls.submit, input),
    (input) => [ratesKeys.fclRates(), ratesKeys.rate(input.Id)],
    fromList,
  );

/** Confirming or rejecting waiting rates: one answer per rate (Results), a refused rate never hides the others'. */
export const useConfirmRates = () => useCallMutation((input: CallInput<typeof ratesCalls.confirm>) => callApi(ratesCalls.confirm, input), rateLists, fromList);

export const useSetRateVisibility = () =>
  useCallMutation((input: CallInput<typeof ratesCalls.setVisibility>) => callApi(ratesCalls.setVisibility, input), rateLists, fromList);

/** Listing published rates in the online shop, or taking them off: the rate pages and the shop's products. */
export const useSetRatesListed = () =>
  useCallMutation(
    (input: CallInput<typeof ecommerceCalls.setListed>) => callApi(ecommerceCalls.setListed, input),
    () => [ratesKeys.fclRates(), ratesKeys.ecommerce()],
    fromList,
  );

export const useDeleteRates = () => useCallMutation((input: CallInput<typeof ratesCalls.delete>) => callApi(ratesCalls.delete, input), rateLists, fromList);

export const useWithdrawRates = () =>
  useCallMutation((input: CallInput<typeof ratesCalls.withdraw>) => callApi(ratesCalls.withdraw, input), rateLists, fromList);

/** Renewing a rate: a draft copy with new validity dates. */
export const useCopyRate = () => useCallMutation((input: CallInput<typeof ratesCalls.copy>) => callApi(ratesCalls.copy, input), rateLists);

/**
 * One call per ticked row, one after another (each names the revision it read), the refusals
 * collected as "RateNo：why": one refused row never stops the others. The lists read again once,
 * after the last row.
 */
async function eachRow(rows: readonly FclRateRow[], call: (row: FclRateRow) => Promise<unknown>): Promise<string[]> {
  const failed: string[] = [];
  for (const r of rows) await call(r).catch((err: Error) => failed.push(`${r.RateNo}：${err.message}`));
  return failed;
}

/** Submitting each ticked draft: the refusals (an overlap is left for the row's own button, which offers to supersede). */
export const useSubmitEachRate = () =>
  useCallMutation((rows: readonly FclRateRow[]) => eachRow(rows, (r) => callApi(ratesCalls.submit, { Id: r.Id, Revision: r.Revision })), rateLists);

/** Renewing each ticked expired rate with the same validity dates: the refusals. */
export const useRenewEachRate = () =>
  useCallMutation(
    ({ rows, ValidFrom, ValidTo }: { rows: readonly FclRateRow[] } & Omit<CallInput<typeof ratesCalls.copy>, 'Id'>) =>
      eachRow(rows, (r) => callApi(ratesCalls.copy, { Id: r.Id, ValidFrom, ValidTo })),
    rateLists,
  );
