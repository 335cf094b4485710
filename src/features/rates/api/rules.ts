import { queryOptions } from '@tanstack/react-query';
import type { Access } from '../../../contract/access';
import type { Call } from '../../../contract/call';
import { useCallAction, useCallMutation } from '../../../lib/useCallAction';
import { callApi } from '../../../streams/callApi';
import { ratesKeys } from './keys';

/**
 * A rule kind's calls (src/contract/rates/ruleCalls.ts): its list, save and on/off switch. The rule
 * pages share one kit over the three kinds (mark-ups, sales mark-ups, surcharges), so the calls are
 * held at their common shape; each screen names its row type.
 */
export interface RuleCalls {
  queryKey: string;
  list: Call<'GET'>;
  save: Call<'POST'>;
  setStatus: Call<'POST'>;
  edit: Access;
}

/** A kind's rules, each row as the screen names it (the call's answer is that list). */
export const rulesQueryOptions = <Row>(calls: RuleCalls) =>
  queryOptions({ queryKey: ratesKeys.rules(calls.queryKey), queryFn: () => callApi(calls.list, {} as never) as Promise<Row[]> });

// A rule's switch or save changes this kind's rules, and the previews and searches priced by them:
// everything under the rates' keys is read again.

/** Switching a rule on or off: a new version, refused when someone changed the rule first; the change log records it. */
export const useSwitchRule = (calls: RuleCalls) =>
  useCallAction((input: { Id: number; Version: number; Active: boolean }) => callApi(calls.setStatus, input as never), [ratesKeys.all, ratesKeys.changeLog()]);

/** Saving a rule (a new one, or the next version of one): its Id and the version it became. */
export const useSaveRule = (calls: RuleCalls) =>
  useCallMutation((input: { Name: string }) => callApi(calls.save, input as never) as Promise<{ Id: number; Version: number }>, [ratesKeys.all]);
