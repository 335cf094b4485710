import { queryOptions } from '@tanstack/react-query';
import type { CallInput } from '../../../contract/call';
import { manifestCalls, manifestListCalls, manifestShareOpenCall, manifestShareSaveCall, manifestShareSubmitCall } from '../../../contract/manifest/calls';
import type { ManifestListFilters } from '../../../contract/manifest';
import { MANIFEST_PATHS } from '../../../contract/manifest/module';
import { queryClient } from '../../../lib/queryClient';
import { ApiError, callApi } from '../../../streams/callApi';
import { idempotencyHeader, type IdempotencyKey } from '../../../lib/idempotencyKey';

/** The manifest calls as the screens make them (src/contract/manifest/calls.ts), and their query keys. */
export const manifestKeys = {
  all: ['manifest'] as const,
  detail: (id: number) => ['manifest', 'detail', id] as const,
  log: (id: number) => ['manifest', 'log', id] as const,
  check: (id: number, draft: string) => ['manifest', 'check', id, draft] as const,
  queue: (stage: string) => ['manifest', 'queue', stage] as const,
  due: (cgoId: string) => ['manifest', 'due', cgoId] as const,
  shares: (id: number) => ['manifest', 'shares', id] as const,
  uploads: () => ['manifest', 'uploads'] as const,
  shared: (t: string, code: string) => ['manifest', 'shared', t, code] as const,
  /** The lists the editor and the create screen pick from (other modules' calls, read here): api/choices.ts. */
  remarks: () => ['manifest', 'remarks'] as const,
  sftTemplates: () => ['manifest', 'sftTemplates'] as const,
  approvedSis: (search: string) => ['manifest', 'approvedSis', search] as const,
  copyChoices: (search: string) => ['manifest', 'copyChoices', search] as const,
};

/** A refusal a person cannot fix by asking again (403, 404, a 400 refusal): asked once. */
const once = (n: number, e: Error) => !(e instanceof ApiError && e.status < 500) && n < 2;

export const manifestQuery = (id: number) =>
  queryOptions({ queryKey: manifestKeys.detail(id), queryFn: () => callApi(manifestCalls.get, { Id: id }), enabled: id > 0, retry: once });
/**
 * The verify desk's one call per click (Detail: the record and its history together): the history is
 * put where the log panel reads it, so the click costs one round trip. Keyed under the record's key,
 * so whatever refreshes the record refreshes this too.
 */
export const manifestDeskQuery = (id: number, client = queryClient) =>
  queryOptions({
    queryKey: [...manifestKeys.detail(id), 'withLog'] as const,
    queryFn: async () => {
      const d = await callApi(manifestCalls.detail, { Id: id });
      client.setQueryData(manifestKeys.log(id), d.Log);
      return d.Record;
    },
    enabled: id > 0,
    retry: once,
  });
export const manifestLogQuery = (id: number) =>
  queryOptions({ queryKey: manifestKeys.log(id), queryFn: () => callApi(manifestCalls.log, { Id: id }), enabled: id > 0, retry: once });
export const manifestDueQuery = (cgoId: string) =>
  queryOptions({ queryKey: manifestKeys.due(cgoId), queryFn: () => callApi(manifestCalls.due, { CGO_ID: cgoId }), enabled: !!cgoId, retry: once });
export const manifestSharesQuery = (id: number) =>
  queryOptions({ queryKey: manifestKeys.shares(id), queryFn: () => callApi(manifestCalls.shareList, { Id: id }), enabled: id > 0, retry: once });
export const manifestUploadsQuery = () => queryOptions({ queryKey: manifestKeys.uploads(), queryFn: () => callApi(manifestCalls.uploadList, {}) });

/** One page of the list kit's list with the module's own filters (the verify desk's queue reads it itself). */
export const listManifests = (filters: ManifestListFilters & { PageSize?: number; Sort?: string; Desc?: boolean }) => callApi(manifestListCalls.list, filters);
/** The verifier's queue: submitted manifests, the oldest first (the order they wait in). */
export const verifyQueueQuery = () =>
  queryOptions({ queryKey: manifestKeys.queue('verify'), queryFn: () => listManifests({ Stage: 'verify', PageSize: 200, Sort: 'UpdatedAt', Desc: false }) });

export type CreateBody = CallInput<typeof manifestCalls.create>;
export type SaveBody = CallInput<typeof manifestCalls.save>;
export type CheckBody = CallInput<typeof manifestCalls.check>;
export const createManifest = (body: CreateBody) => callApi(manifestCalls.create, body);
export const saveManifest = (body: SaveBody) => callApi(manifestCalls.save, body);
export const checkManifest = (body: CheckBody) => callApi(manifestCalls.check, body);
export const submitManifests = (ids: number[]) => callApi(manifestCalls.submit, { Ids: ids });
export const verifyManifest = (body: CallInput<typeof manifestCalls.verify>) => callApi(manifestCalls.verify, body);
/** Sending to customs is idempotent per key: a retried click never sends twice. */
export const sendManifests = (ids: number[], key: IdempotencyKey, overrideReason?: string) =>
  callApi(manifestCalls.send, { Ids: ids, ...(overrideReason ? { Override: { Reason: overrideReason } } : {}) }, idempotencyHeader(key));
export const amendManifest = (id: number) => callApi(manifestCalls.amend, { Id: id });
export const sendAmendment = (body: CallInput<typeof manifestCalls.sendAmendment>, key: IdempotencyKey) =>
  callApi(manifestCalls.sendAmendment, body, idempotencyHeader(key));
export const deleteManifest = (body: CallInput<typeof manifestCalls.delete>) => callApi(manifestCalls.delete, body);
export const retryManifest = (id: number) => callApi(manifestCalls.retry, { Id: id });
export const createShare = (body: CallInput<typeof manifestCalls.shareCreate>) => callApi(manifestCalls.shareCreate, body);
export const revokeShare = (id: number) => callApi(manifestCalls.shareRevoke, { Id: id });

/** The upload's address for a file (its name kept in the upload list); previewed and confirmed through useSheetUpload. */
export const manifestUploadUrl = (file: File) => `${MANIFEST_PATHS.manifestUpload}?FileName=${encodeURIComponent(file.name)}`;

/** The share link's public calls: the token is the authority, the access code travels in a header. */
const codeHeader = (code: string) => (code ? { 'access-code': code } : undefined);
export const openShared = (t: string, code: string) => callApi(manifestShareOpenCall, { t }, codeHeader(code));
export const saveShared = (body: CallInput<typeof manifestShareSaveCall>, code: string) => callApi(manifestShareSaveCall, body, codeHeader(code));
export const submitShared = (t: string, code: string) => callApi(manifestShareSubmitCall, { t }, codeHeader(code));
/** The share link's manifest: the token is the authority; a refusal (ended link, wrong code) is the answer, never asked again. */
export const sharedManifestQuery = (t: string, code: string) =>
  queryOptions({ queryKey: manifestKeys.shared(t, code), queryFn: () => openShared(t, code), retry: false, enabled: !!t });
