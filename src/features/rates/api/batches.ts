import type { CallInput } from '../../../contract/call';
import { ENDPOINTS } from '../../../contract/endpoints';
import { type BatchWire, batchCalls } from '../../../contract/rates/batchCalls';
import { useCallMutation } from '../../../lib/useCallAction';
import { queryString } from '../../../lib/saveFile';
import { callApi, upload } from '../../../streams/callApi';
import { idempotencyHeader, type IdempotencyKey } from '../../../lib/idempotencyKey';
import { ratesKeys } from './keys';

// The rate batches' writes (commercial.md §2.5: a sheet imported, a rate increase planned): each refreshes the batch list.

/** The query of a sheet's upload: which template, its file name, and the defaults for what the sheet leaves empty. */
export type SheetUpload = { file: File; contentType: string; Template: 'V1' | 'V2'; FileName: string } & Record<
  'CarrierCode' | 'Currency' | 'RateType' | 'ValidFrom' | 'ValidTo',
  string
>;

/** Uploading a rate sheet: a batch checked row by row, nothing published yet. The file is the body, the rest rides in the query. */
export const useUploadRateSheet = () =>
  useCallMutation(
    ({ file, contentType, ...query }: SheetUpload) => upload<BatchWire>(`${ENDPOINTS.batchUpload}${queryString(query)}`, file, contentType),
    [ratesKeys.batches()],
  );

/** Planning a rate increase or a batch edit: a batch showing every rate before and after. */
export const usePlanBatch = () => useCallMutation((input: CallInput<typeof batchCalls.plan>) => callApi(batchCalls.plan, input), [ratesKeys.batches()]);

/** Correcting one row of a batch in the grid: the batch's rows and counts. */
export const useSaveBatchRow = () =>
  useCallMutation(
    (input: CallInput<typeof batchCalls.saveRow>) => callApi(batchCalls.saveRow, input),
    (input) => [ratesKeys.batch(input.BatchId), ratesKeys.batches()],
  );

/**
 * Applying a batch, once, under an Idempotency-Key kept for the batch (a retry after a lost answer
 * is answered, not applied twice): the batch, the batch list and the rates it published. A large
 * batch answers at once with its job and nothing changed yet: the job's end refreshes the same keys
 * (BatchView), and the screen follows the job at once (a refresh first would delay it past a quick job's end).
 */
export const useApplyBatch = () =>
  useCallMutation(
    ({ key, ...input }: CallInput<typeof batchCalls.apply> & { key: IdempotencyKey }) => callApi(batchCalls.apply, input, idempotencyHeader(key)),
    (input, done) => (done?.Job !== undefined ? [] : batchApplied(input.BatchId)),
  );

/** What a batch's application changes: it, the batch list, and the rate lists. */
export const batchApplied = (batchId: number) => [ratesKeys.batch(batchId), ratesKeys.batches(), ratesKeys.fclRates()];

export const useCancelBatch = () =>
  useCallMutation(
    (input: CallInput<typeof batchCalls.cancel>) => callApi(batchCalls.cancel, input),
    (input) => [ratesKeys.batch(input.BatchId), ratesKeys.batches()],
  );
