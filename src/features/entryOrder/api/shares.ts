import { queryOptions } from '@tanstack/react-query';
import type { CallInput } from '../../../contract/call';
import {
  entryOrderShareCalls as C,
  entryShareFillSupplementCall,
  entryShareOpenSecondHalfCall,
  entryShareOpenSupplementCall,
  entryShareRecordMilestoneCall,
  entryShareUploadCall,
} from '../../../contract/entryOrder/shareCalls';
import type { Static } from '@sinclair/typebox';
import { queryString } from '../../../lib/saveFile';
import { callApi, upload } from '../../../streams/callApi';

/** A document a share dialog is about: a supplement, or an order's second half. */
export type ShareTarget = { kind: 'supplement'; id: number } | { kind: 'secondHalf'; id: number };

export const shareKeys = {
  links: (t: ShareTarget) => ['entryOrder', 'shares', t.kind, t.id] as const,
  supplement: (token: string, code: string) => ['entryShare', 'supplement', token, code] as const,
  secondHalf: (token: string, code: string) => ['entryShare', 'secondHalf', token, code] as const,
};

/** The staff's side (src/contract/entryOrder/shareCalls.ts): make a link, list a document's, revoke one. */
export const makeShare = (t: ShareTarget, settings: { Days: number; AccessCode?: string }) =>
  t.kind === 'supplement' ? callApi(C.entryShareSupplement, { Id: t.id, ...settings }) : callApi(C.entryShareSecondHalf, { ENT_ID: t.id, ...settings });
export const revokeShare = (t: ShareTarget, id: number) =>
  t.kind === 'supplement' ? callApi(C.entryShareRevokeSupplement, { Id: id }) : callApi(C.entryShareRevokeSecondHalf, { Id: id });
export const sharesQuery = (t: ShareTarget, enabled: boolean) =>
  queryOptions({
    queryKey: shareKeys.links(t),
    queryFn: () => callApi(C.entryShareList, t.kind === 'supplement' ? { SUP_ID: t.id } : { ENT_ID: t.id }),
    enabled,
  });

/** The link's visitor's side: the token is the authority; a refusal (ended link, wrong code) is the answer, never asked again. */
const withCode = (t: string, code: string) => ({ t, ...(code ? { AccessCode: code } : {}) });
export const sharedSupplementQuery = (token: string, code: string) =>
  queryOptions({
    queryKey: shareKeys.supplement(token, code),
    queryFn: () => callApi(entryShareOpenSupplementCall, withCode(token, code)),
    retry: false,
    enabled: !!token,
  });
/** A document the supplement asks for, sent through the link (the access code in its header); answers the file's id for the fill. */
export const uploadSharedDocument = (token: string, code: string, key: string, file: File) =>
  upload<Static<typeof entryShareUploadCall.answer>>(
    `${entryShareUploadCall.path}${queryString({ t: token, Key: key, FileName: file.name })}`,
    file,
    'application/octet-stream',
    code ? { 'access-code': code } : {},
  );
export const fillSharedSupplement = (token: string, code: string, body: Omit<CallInput<typeof entryShareFillSupplementCall>, 't' | 'AccessCode'>) =>
  callApi(entryShareFillSupplementCall, { ...withCode(token, code), ...body });
export const sharedSecondHalfQuery = (token: string, code: string) =>
  queryOptions({
    queryKey: shareKeys.secondHalf(token, code),
    queryFn: () => callApi(entryShareOpenSecondHalfCall, withCode(token, code)),
    retry: false,
    enabled: !!token,
  });
export const recordSharedMilestone = (token: string, code: string, body: Omit<CallInput<typeof entryShareRecordMilestoneCall>, 't' | 'AccessCode'>) =>
  callApi(entryShareRecordMilestoneCall, { ...withCode(token, code), ...body });
