import type { CallInput } from '../../../contract/call';
import { siCalls } from '../../../contract/si/calls';
import { callApi } from '../../../streams/callApi';
import { idempotencyHeader, type IdempotencyKey } from '../../../lib/idempotencyKey';

/** A submission, idempotent by its key: a retried one answers what the first made. */
export const submitSis = (body: CallInput<typeof siCalls.add>, idempotencyKey: IdempotencyKey) => callApi(siCalls.add, body, idempotencyHeader(idempotencyKey));
/** The same, by staff for a customer company's employee. */
export const submitSisOnBehalf = (body: CallInput<typeof siCalls.addOnBehalf>, idempotencyKey: IdempotencyKey) =>
  callApi(siCalls.addOnBehalf, body, idempotencyHeader(idempotencyKey));
/** A booking's customer company and its active employees, to make SIs for. */
export const getBehalfChoices = (cgoId: string) => callApi(siCalls.behalfEmployees, { CGO_ID: cgoId });
/** The drafts of a submission, as the server takes them. */
export type SiDrafts = CallInput<typeof siCalls.add>['TDBLInfos'];
