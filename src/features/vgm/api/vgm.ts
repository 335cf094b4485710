import { queryOptions } from '@tanstack/react-query';
import type { CallInput } from '../../../contract/call';
import { vgmCalls, vgmShareDeclareCall, vgmShareReadCall } from '../../../contract/vgm/calls';
import { ApiError, callApi } from '../../../streams/callApi';
import { idempotencyHeader, type IdempotencyKey } from '../../../lib/idempotencyKey';

/** The VGM calls as the panel and the share page make them (src/contract/vgm/calls.ts). */
export const vgmKeys = {
  booking: (cgoId: string) => ['vgm', 'booking', cgoId] as const,
  log: (cgoId: string) => ['vgm', 'log', cgoId] as const,
  share: (token: string, code: string) => ['vgm', 'share', token, code] as const,
};

/** A booking's VGMs (the panel's; while an answer is owed, the panel's answer machine reads it again every 2 s). */
export const vgmBookingQuery = (cgoId: string) =>
  queryOptions({
    queryKey: vgmKeys.booking(cgoId),
    queryFn: () => callApi(vgmCalls.list, { CGO_ID: cgoId }),
    // a person without the VGM menus (403) or another company's booking (404) asks once: the panel stays away
    retry: (n, e) => !(e instanceof ApiError && e.status < 500) && n < 2,
  });
export const vgmLogQuery = (cgoId: string) => queryOptions({ queryKey: vgmKeys.log(cgoId), queryFn: () => callApi(vgmCalls.log, { CGO_ID: cgoId }) });

export type DeclareBody = CallInput<typeof vgmCalls.declare>;
export const declareVgm = (body: DeclareBody, key: IdempotencyKey) => callApi(vgmCalls.declare, body, idempotencyHeader(key));
export const saveVgmDraft = (body: CallInput<typeof vgmCalls.saveDraft>) => callApi(vgmCalls.saveDraft, body);
export const sendVgm = (ids: number[]) => callApi(vgmCalls.send, { Ids: ids });
export const createVgmShare = (body: CallInput<typeof vgmCalls.createShare>) => callApi(vgmCalls.createShare, body);
export const revokeVgmShare = (id: number) => callApi(vgmCalls.revokeShare, { Id: id });

export const readSharedVgm = (t: string, code: string) => callApi(vgmShareReadCall, { t, ...(code ? { AccessCode: code } : {}) });
/** The share page's booking: the token is the authority; a refusal (ended link, wrong code) is the answer, never asked again. */
export const vgmShareQuery = (token: string, code: string) =>
  queryOptions({ queryKey: vgmKeys.share(token, code), queryFn: () => readSharedVgm(token, code), retry: false, enabled: !!token });
export const declareSharedVgm = (body: CallInput<typeof vgmShareDeclareCall>, key: IdempotencyKey) =>
  callApi(vgmShareDeclareCall, body, idempotencyHeader(key));
