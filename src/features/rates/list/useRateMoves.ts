import type { FclRateRow } from '../../../contract/rates/calls';
import { commonWords } from '../../../i18n/commonWords';
import { useLanguage } from '../../../i18n/language';
import { useWords } from '../../../i18n/words';
import type { useConfirm } from '../../../lib/useConfirm';
import { ApiError } from '../../../streams/callApi';
import { showToast } from '../../../ui/toaster';
import { useConfirmRates, useCopyRate, useDeleteRates, useSetRatesListed, useSetRateVisibility, useSubmitRate, useWithdrawRates } from '../api/fclRates';
import { RATE_STATUS_WORDS, rateWords } from '../words';

/**
 * The moves of a rate row's buttons, each with its toast: submit and approve offer to supersede an
 * overlapping published rate, a draft's delete is asked first.
 */
export function useRateMoves(ask: ReturnType<typeof useConfirm>['ask']) {
  const lang = useLanguage();
  const w = useWords(rateWords);
  const c = useWords(commonWords);
  // each move refreshes the rate lists when it settles, worked or refused (api/fclRates.ts)
  const submitRate = useSubmitRate().mutateAsync;
  const confirmRates = useConfirmRates().mutateAsync;
  const setVisibility = useSetRateVisibility().mutateAsync;
  const setListed = useSetRatesListed().mutateAsync;
  const deleteRates = useDeleteRates().mutateAsync;
  const withdrawRates = useWithdrawRates().mutateAsync;
  const copyRate = useCopyRate().mutateAsync;

  /** A move from a row's button: a refusal is a toast (an overlap on submit is the caller's, to offer superseding). */
  const send = async <I, A>(write: (input: I) => Promise<A>, body: I, overlapIsAsked = false): Promise<A | undefined> => {
    try {
      return await write(body);
    } catch (err) {
      if (overlapIsAsked && err instanceof ApiError && err.code === 'RATE_OVERLAP') throw err;
      void showToast({ intent: 'danger', message: err instanceof Error ? err.message : String(err) });
      return undefined;
    }
  };
  const submit = async (row: FclRateRow) => {
    let answer: { Status: keyof typeof RATE_STATUS_WORDS } | undefined;
    try {
      answer = await send(submitRate, { Id: row.Id, Revision: row.Revision }, true);
    } catch (err) {
      // overlapping a published rate: say with which, and offer to supersede it
      const yes = await ask({ text: `${(err as Error).message} ${w.supersedeAsk}`, confirm: w.supersede, cancel: c.cancel, intent: 'warning' });
      if (yes) answer = await send(submitRate, { Id: row.Id, Revision: row.Revision, Supersede: true });
    }
    if (answer) void showToast({ intent: 'success', message: w.submitted(RATE_STATUS_WORDS[answer.Status][lang]) });
  };
  const approve = async (row: FclRateRow) => {
    let result = (await send(confirmRates, { Ids: [row.Id], Decision: 'APPROVE' }))?.Results[0];
    if (
      result?.Code === 'RATE_OVERLAP' &&
      (await ask({ text: `${result.Message} ${w.supersedeAsk}`, confirm: w.supersede, cancel: c.cancel, intent: 'warning' }))
    )
      result = (await send(confirmRates, { Ids: [row.Id], Decision: 'APPROVE', Supersede: true }))?.Results[0];
    if (result?.Ok) void showToast({ intent: 'success', message: w.confirmed });
    else if (result) void showToast({ intent: 'danger', message: result.Message ?? '' });
  };

  const visibility = async (row: FclRateRow, visible: boolean) => {
    if (await send(setVisibility, { Ids: [row.Id], Visible: visible })) void showToast({ intent: 'success', message: visible ? w.shownToast : w.hiddenToast });
  };
  const listing = async (row: FclRateRow, listed: boolean) => {
    if (await send(setListed, { RateNos: [row.RateNo], Listed: listed }))
      void showToast({ intent: 'success', message: listed ? w.listedToast : w.delistedToast });
  };
  const remove = async (row: FclRateRow) => {
    if (!(await ask({ text: w.deleteAsk(row.RateNo), confirm: w.deleteDraft, cancel: c.cancel, intent: 'danger' }))) return;
    if (await send(deleteRates, { Ids: [row.Id] })) void showToast({ intent: 'success', message: w.deletedToast });
  };
  return { submit, approve, visibility, listing, remove, confirmRates, withdrawRates, copyRate };
}
