import { queryOptions } from '@tanstack/react-query';
import type { CallInput } from '../../contract/call';
import { hblCalls, hblShareDecideCall, hblShareReadCall, mblCalls } from '../../contract/houseBill/calls';
import { HOUSE_BILL_PATHS as P } from '../../contract/houseBill/module';
import { callApi } from '../../streams/callApi';
import { idempotencyHeader, idempotencyKeyOf } from '../../lib/idempotencyKey';

/** The bills' calls as the pages make them (src/contract/houseBill/calls.ts). */
export const billKeys = {
  all: ['houseBill'] as const,
  toMake: (s: string) => ['houseBill', 'toMake', s] as const,
  hbl: (id: number) => ['houseBill', 'hbl', id] as const,
  ofSi: (siId: number) => ['houseBill', 'ofSi', siId] as const,
  log: (bill: 'hbl' | 'mbl', id: number) => ['houseBill', 'log', bill, id] as const,
  share: (t: string) => ['houseBill', 'share', t] as const,
  mbls: (f: MblFilter) => ['houseBill', 'mbls', f.Search, f.MBL_STATUS] as const,
  mbl: (id: number) => ['houseBill', 'mbl', id] as const,
};
export const toMakeQuery = (s: string) => queryOptions({ queryKey: billKeys.toMake(s), queryFn: () => callApi(hblCalls.toMake, s ? { Search: s } : {}) });
export const hblQuery = (id: number) => queryOptions({ queryKey: billKeys.hbl(id), queryFn: () => callApi(hblCalls.get, { Id: id }) });
export const hblOfSiQuery = (siId: number, enabled = true) =>
  queryOptions({ queryKey: billKeys.ofSi(siId), queryFn: () => callApi(hblCalls.ofSi, { SiId: siId }), retry: false, enabled });
/** A house or master bill's log (both answer the same shape). */
export const billLogQuery = (bill: 'hbl' | 'mbl', id: number) =>
  queryOptions({ queryKey: billKeys.log(bill, id), queryFn: () => callApi(bill === 'hbl' ? hblCalls.log : mblCalls.log, { Id: id }) });
/** MBLMake's list: the newest first, its search box and its state filter; the page's keys walk these rows. */
export const mblsQuery = (filter: MblFilter) => queryOptions({ queryKey: billKeys.mbls(filter), queryFn: () => callApi(mblCalls.list, mblListQuery(filter)) });
export interface MblFilter {
  Search: string;
  MBL_STATUS: string;
}
/** The list's query as sent (the export sends the same filters). */
export const mblListQuery = (f: MblFilter) => ({
  ...(f.Search.trim() ? { Search: f.Search.trim() } : {}),
  ...(f.MBL_STATUS ? { MBL_STATUS: f.MBL_STATUS } : {}),
  PageSize: 100,
});
export const mblQuery = (id: number) => queryOptions({ queryKey: billKeys.mbl(id), queryFn: () => callApi(mblCalls.get, { Id: id }) });

/** The share link's page: the token instead of a session; a link that ended is 404, asked once. */
export const sharedHblQuery = (t: string, enabled = true) =>
  queryOptions({ queryKey: billKeys.share(t), queryFn: () => callApi(hblShareReadCall, { t }), retry: false, enabled });
export const decideSharedHbl = (b: CallInput<typeof hblShareDecideCall>) => callApi(hblShareDecideCall, b);
export const createHbl = (b: CallInput<typeof hblCalls.createFromSi>) => callApi(hblCalls.createFromSi, b);
export const sendHblDraft = (b: CallInput<typeof hblCalls.sendDraft>) => callApi(hblCalls.sendDraft, b);
export const revokeHblDraftShare = (b: CallInput<typeof hblCalls.revokeDraftShare>) => callApi(hblCalls.revokeDraftShare, b);
export const decideHblDraft = (b: CallInput<typeof hblCalls.decideDraft>) => callApi(hblCalls.decideDraft, b);
export const issueHbl = (b: CallInput<typeof hblCalls.issue>) => callApi(hblCalls.issue, b);
export const amendHbl = (b: CallInput<typeof hblCalls.amend>) => callApi(hblCalls.amend, b);
export const voidHbl = (b: CallInput<typeof hblCalls.void>) => callApi(hblCalls.void, b);
export const saveHbl = (b: CallInput<typeof hblCalls.save>) => callApi(hblCalls.save, b);
export const createMbl = (b: CallInput<typeof mblCalls.create>) => callApi(mblCalls.create, b);
/** The key of sending an MBL's version to the carrier: the same on a retry or after a reload, so the carrier gets the version once. */
export const mblSubmitKey = (b: CallInput<typeof mblCalls.submitToCarrier>) => idempotencyKeyOf('mbl-submit', b.Id, b.VERSION);
export const submitMbl = (b: CallInput<typeof mblCalls.submitToCarrier>) => callApi(mblCalls.submitToCarrier, b, idempotencyHeader(mblSubmitKey(b)));
export const confirmMbl = (b: CallInput<typeof mblCalls.confirm>) => callApi(mblCalls.confirm, b);
export const recordMblIssue = (b: CallInput<typeof mblCalls.recordIssue>) => callApi(mblCalls.recordIssue, b);
export const voidMbl = (b: CallInput<typeof mblCalls.void>) => callApi(mblCalls.void, b);

/** The PDF's address (the browser opens it; the session cookie or token goes with it as with every call). */
export const printHref = (id: number, copy: 'ORIGINAL' | 'COPY' | 'DRAFT') => `${P.hblPrint}?Id=${id}&Copy=${copy}`;
