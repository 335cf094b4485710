import { queryOptions } from '@tanstack/react-query';
import { type CampaignSaveInput, edmCalls as C } from '../../../contract/edm/calls';
import { idempotencyHeader, type IdempotencyKey } from '../../../lib/idempotencyKey';
import { callApi } from '../../../streams/callApi';

/** The campaigns' query keys, named once. */
export const edmKeys = {
  all: ['edm'] as const,
  campaigns: () => [...edmKeys.all, 'campaigns'] as const,
  campaign: (id: number) => [...edmKeys.all, 'campaign', id] as const,
  stats: (id: number) => [...edmKeys.all, 'stats', id] as const,
  audiences: () => [...edmKeys.all, 'audiences'] as const,
  count: (ids: number[]) => [...edmKeys.all, 'count', ...ids] as const,
  senders: () => [...edmKeys.all, 'senders'] as const,
  contacts: (search: string) => [...edmKeys.all, 'contacts', search] as const,
};

/** The list reads again while a campaign may be sending. */
export const campaignsQueryOptions = () => queryOptions({ queryKey: edmKeys.campaigns(), queryFn: () => callApi(C.campaignList, {}), refetchInterval: 5000 });
/** One campaign (none for a new draft: nothing is read). */
export const campaignQueryOptions = (id: number | undefined) =>
  queryOptions({ queryKey: edmKeys.campaign(id ?? 0), queryFn: () => callApi(C.campaignGet, { Id: id ?? 0 }), enabled: id !== undefined });
export const statsQueryOptions = (id: number) =>
  queryOptions({ queryKey: edmKeys.stats(id), queryFn: () => callApi(C.stats, { Id: id }), refetchInterval: 5000 });
export const audiencesQueryOptions = () => queryOptions({ queryKey: edmKeys.audiences(), queryFn: () => callApi(C.audienceList, {}) });
export const countQueryOptions = (ids: number[]) =>
  queryOptions({ queryKey: edmKeys.count(ids), queryFn: () => callApi(C.audienceCount, { AudienceIds: ids }), enabled: ids.length > 0 });
export const sendersQueryOptions = () => queryOptions({ queryKey: edmKeys.senders(), queryFn: () => callApi(C.senderList, {}) });
export const contactsQueryOptions = (search: string) =>
  queryOptions({ queryKey: edmKeys.contacts(search), queryFn: () => callApi(C.audienceContacts, search ? { Search: search } : {}) });

export const saveCampaign = (input: CampaignSaveInput) => callApi(C.campaignSave, input);
export const previewCampaign = (input: { Id: number; ContactId: number }) => callApi(C.preview, input);
export const testSendCampaign = (input: { Id: number; Emails: string[] }) => callApi(C.testSend, input);
export const scheduleCampaign = (input: { Id: number; SendAt: string; key: IdempotencyKey }) =>
  callApi(C.schedule, { Id: input.Id, SendAt: input.SendAt }, idempotencyHeader(input.key));
export const pauseCampaign = (input: { Id: number }) => callApi(C.pause, input);
export const resumeCampaign = (input: { Id: number }) => callApi(C.resume, input);
export const cancelCampaign = (input: { Id: number }) => callApi(C.cancel, input);
export const verifySender = (input: { Id: number }) => callApi(C.senderVerify, input);
