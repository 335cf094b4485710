import { useState } from 'react';
import type { FclRateRow } from '../../contract/rates/calls';
import { useWords } from '../../i18n/words';
import { showToast } from '../../ui/toaster';
import { useConfirmRates, useDeleteRates, useRenewEachRate, useSetRateVisibility, useSubmitEachRate } from './api/fclRates';
import { rateWords } from './words';

/**
 * The bulk bar's writes on the ticked rows: row by row (each: the refusals) or in one call (all: all
 * or nothing), with the toast that says how many went through and names each one that did not.
 */
export function useRateBulkWrites(rows: FclRateRow[]) {
  const w = useWords(rateWords);
  const [busy, setBusy] = useState(false);
  // each write refreshes the rate lists when it settles (api/fclRates.ts)
  const submitEach = useSubmitEachRate().mutateAsync;
  const renewEach = useRenewEachRate().mutateAsync;
  const confirmRates = useConfirmRates().mutateAsync;
  const deleteRates = useDeleteRates().mutateAsync;
  const setVisibility = useSetRateVisibility().mutateAsync;
  const done = (ok: number, failed: string[]) => {
    void showToast({ intent: failed.length ? 'warning' : 'success', message: w.bulkDone(ok, failed.join('；')) });
  };
  /** Every row one after another (api/fclRates.ts eachRow): the refusals. */
  const each = async (write: () => Promise<string[]>) => {
    setBusy(true);
    const failed = await write();
    setBusy(false);
    return failed;
  };
  const ids = rows.map((r) => r.Id);
  /** One call for every row (Ids), all or nothing on the server. */
  const all = async <I>(write: (input: I) => Promise<unknown>, body: I) => {
    setBusy(true);
    const failed = await write(body).then(
      () => [],
      (err: Error) => [err.message],
    );
    setBusy(false);
    done(failed.length ? 0 : rows.length, failed);
  };
  /** Approves the pending rows; the server answers row by row. */
  const approve = async () => {
    setBusy(true);
    const answer = await confirmRates({
      Ids: ids,
      Decision: 'APPROVE',
    }).catch((err: Error) => ({ Results: rows.map((r) => ({ Id: r.Id, Ok: false, Message: err.message })) }));
    setBusy(false);
    const no = (id: number) => rows.find((r) => r.Id === id)?.RateNo ?? String(id);
    const failed = answer.Results.filter((x) => !x.Ok).map((x) => `${no(x.Id)}：${x.Message ?? ''}`);
    done(answer.Results.filter((x) => x.Ok).length, failed);
  };
  return { busy, done, each, all, ids, approve, submitEach, renewEach, deleteRates, setVisibility };
}
