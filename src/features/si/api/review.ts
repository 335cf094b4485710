import { queryOptions } from '@tanstack/react-query';
import type { CallInput } from '../../../contract/call';
import { siCalls } from '../../../contract/si/calls';
import { callApi } from '../../../streams/callApi';
import { siKeys } from './records';

/** A reviewer's decision, bound to the Version the reviewer saw (a stale one answers 400 STALE). */
/** A decision; kept alive, so one sent as the reviewer leaves the page still arrives (a GET of a few bytes). */
export const changeSiStatus = (input: CallInput<typeof siCalls.changeStatus>) => callApi(siCalls.changeStatus, input, undefined, { keepalive: true });
export const getReviewFacts = (id: number) => callApi(siCalls.reviewFacts, { Id: id });
/** The cockpit's figures; `since`: when the person's today began. */
export const getCockpit = (since: string) => callApi(siCalls.cockpit, { Since: since });

/** The cockpit's figures since the person's today began (under the review queue's key: refreshed with it). */
export const cockpitQueryOptions = (since: string) => queryOptions({ queryKey: siKeys.cockpit(since), queryFn: () => getCockpit(since) });

/** What the review desk shows beside an SI (reading it records the version this reviewer opened). */
export const reviewFactsQueryOptions = (id: number) => queryOptions({ queryKey: siKeys.reviewFacts(id), queryFn: () => getReviewFacts(id) });
